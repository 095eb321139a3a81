import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NewUserPage } from './NewUserPage';

const mocks = vi.hoisted(() => ({
  createAccount: vi.fn(),
  create: vi.fn(),
  get: vi.fn(),
}));

vi.mock('../auth/session', () => ({
  useCompanyActor: () => ({ role: 'admin', corpId: 'corp1', uid: 'admin1', corp: { id: 'corp1' } }),
}));
vi.mock('./accountCreation', () => ({ createAccount: mocks.createAccount }));
vi.mock('./userRepository', () => ({ userRepository: { create: mocks.create, get: mocks.get } }));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/users/details']}>
      <Routes>
        <Route
          path="/users/details"
          element={
            <>
              <NewUserPage />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nombre'), 'Lucía Pérez');
  await user.type(screen.getByLabelText('Correo electrónico'), 'lucia@empresa.es');
  await user.type(screen.getByLabelText('Contraseña'), 'prueba2026');
  await user.click(screen.getByRole('button', { name: 'Crear usuario' }));
}

beforeEach(() => {
  mocks.createAccount.mockReset();
  mocks.create.mockReset();
  mocks.get.mockReset();
});

describe('NewUserPage', () => {
  it('checks the fields before creating anything, with the messages at the fields', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Contraseña'), 'corta');
    await user.click(screen.getByRole('button', { name: 'Crear usuario' }));
    expect(await screen.findByText('Introduce el correo electrónico.')).toBeVisible();
    expect(screen.getByText('La contraseña debe tener al menos 8 caracteres.')).toBeVisible();
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Contraseña').getAttribute('aria-describedby')).toContain('new-user-password-error');
    expect(mocks.createAccount).not.toHaveBeenCalled();
  });

  it('states the password rules on screen', () => {
    renderPage();
    expect(screen.getByText(/Al menos 8 caracteres, con letras y números/)).toBeVisible();
  });

  it('creates the account, writes the profile in the admin’s company and opens the new user', async () => {
    mocks.createAccount.mockResolvedValue({ uid: 'new1', verification: 'notRequired' });
    mocks.create.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderPage();
    await fillAndSubmit(user);
    expect(await screen.findByText('/users/details?userId=new1')).toHaveAttribute('data-testid', 'where');
    expect(mocks.createAccount).toHaveBeenCalledWith('lucia@empresa.es', 'prueba2026');
    expect(mocks.create).toHaveBeenCalledWith('new1', {
      name: 'Lucía Pérez',
      email: 'lucia@empresa.es',
      role: 'user',
      active: true,
      corpId: 'corp1',
    });
  });

  it('keeps the new uid when the profile write fails, and retries without a second account', async () => {
    mocks.createAccount.mockResolvedValue({ uid: 'new1', verification: 'notRequired' });
    mocks.create.mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'unavailable' })).mockResolvedValue(undefined);
    mocks.get.mockResolvedValue(null);
    const user = userEvent.setup();
    renderPage();
    await fillAndSubmit(user);
    expect(await screen.findByTestId('new-user-error')).toHaveTextContent(
      'La cuenta de acceso de lucia@empresa.es se ha creado, pero no se ha podido guardar su perfil. Sin conexión',
    );
    expect(screen.getByLabelText('Correo electrónico')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Reintentar guardar el perfil' }));
    expect(await screen.findByText('/users/details?userId=new1')).toHaveAttribute('data-testid', 'where');
    expect(mocks.createAccount).toHaveBeenCalledTimes(1);
    expect(mocks.create).toHaveBeenCalledTimes(2);
    expect(mocks.create).toHaveBeenLastCalledWith('new1', expect.objectContaining({ email: 'lucia@empresa.es', corpId: 'corp1' }));
  });

  it('does not write the profile again when the earlier write had landed after all', async () => {
    mocks.createAccount.mockResolvedValue({ uid: 'new1', verification: 'notRequired' });
    mocks.create.mockRejectedValueOnce(Object.assign(new Error('timeout'), { code: 'deadline-exceeded' }));
    mocks.get.mockResolvedValue({ id: 'new1' });
    const user = userEvent.setup();
    renderPage();
    await fillAndSubmit(user);
    await user.click(await screen.findByRole('button', { name: 'Reintentar guardar el perfil' }));
    expect(await screen.findByText('/users/details?userId=new1')).toHaveAttribute('data-testid', 'where');
    expect(mocks.create).toHaveBeenCalledTimes(1);
  });

  it('says clearly when the e-mail already has an account, at the field', async () => {
    mocks.createAccount.mockRejectedValue(Object.assign(new Error('exists'), { code: 'auth/email-already-in-use' }));
    const user = userEvent.setup();
    renderPage();
    await fillAndSubmit(user);
    expect(await screen.findByText('Ya existe una cuenta con ese correo electrónico.')).toBeVisible();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    expect(mocks.create).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Reintentar guardar el perfil' })).toBeNull();
  });

  it('offers only roles up to the admin’s own', () => {
    renderPage();
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Restringido', 'Cajero', 'Usuario', 'Administrador']);
  });
});
