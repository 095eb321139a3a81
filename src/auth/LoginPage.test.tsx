import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import LoginPage from './LoginPage';

const calls = vi.hoisted(() => ({ order: [] as string[], signIn: vi.fn<(email: string, password: string) => Promise<void>>() }));

vi.mock('./session', () => ({ useSession: () => ({ session: { status: 'signedOut' } }) }));
vi.mock('./authService', () => ({ signIn: calls.signIn }));
vi.mock('../app/signedInCode', () => ({ preloadSignedInCode: (path: string) => calls.order.push(`preload ${path}`) }));

function renderLogin(from?: string) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/auth/login', state: from ? { from: { pathname: from, search: '' } } : null }]}>
      <LoginPage />
    </MemoryRouter>,
  );
}

const email = () => screen.getByLabelText('Correo electrónico');
const password = () => screen.getByLabelText('Contraseña', { exact: true });
const enter = () => userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

beforeEach(() => {
  calls.order = [];
  calls.signIn.mockReset();
  calls.signIn.mockImplementation(async (e) => void calls.order.push(`signIn ${e}`));
});

describe('LoginPage', () => {
  it('checks the fields before calling the server, focusing the first wrong one', async () => {
    renderLogin();
    await enter();
    expect(screen.getByText('Introduce tu correo electrónico.')).toBeVisible();
    expect(screen.getByText('Introduce la contraseña.')).toBeVisible();
    expect(email()).toHaveFocus();
    expect(email()).toHaveClass('is-invalid');
    expect(email()).toHaveAttribute('aria-describedby', 'login-email-error');

    await userEvent.type(email(), 'no-es-un-correo');
    expect(screen.getByText('El correo electrónico no es válido.')).toBeVisible();
    await userEvent.type(password(), 'x');
    expect(screen.queryByText('Introduce la contraseña.')).toBeNull();
    await enter();
    expect(email()).toHaveFocus();
    expect(calls.signIn).not.toHaveBeenCalled();
    expect(calls.order).toEqual([]);
  });

  it('checks nothing while typing before the first «Entrar»', async () => {
    renderLogin();
    await userEvent.type(email(), 'a');
    expect(screen.queryByText('El correo electrónico no es válido.')).toBeNull();
  });

  it('starts loading the signed-in code of the page asked for before signing in, with the e-mail trimmed', async () => {
    renderLogin('/vendors');
    await userEvent.type(email(), '  ana@example.es ');
    await userEvent.type(password(), 'secreta');
    await enter();
    await waitFor(() => expect(calls.order).toEqual(['preload /vendors', 'signIn ana@example.es']));
    expect(calls.signIn).toHaveBeenCalledWith('ana@example.es', 'secreta');
  });

  it('says in Spanish why the sign-in failed', async () => {
    calls.signIn.mockRejectedValue(Object.assign(new Error('x'), { code: 'auth/invalid-credential' }));
    renderLogin();
    await userEvent.type(email(), 'ana@example.es');
    await userEvent.type(password(), 'mala');
    await enter();
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Correo o contraseña incorrectos.');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });
});
