import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RestrictionReason, Role } from '../domain/roles';
import RestrictedPage from './RestrictedPage';

const session = vi.hoisted(() => ({ current: { role: 'admin', restriction: null } as { role: Role; restriction: RestrictionReason | null } }));

vi.mock('../auth/session', () => ({
  useSignedInSession: () => ({ ...session.current, authUser: { uid: 'u1', email: 'u1@example.es' } }),
}));

function renderDenied(denied: string | null) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/restricted', state: denied ? { denied } : null }]}>
      <Routes>
        <Route path="/restricted" element={<RestrictedPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  session.current = { role: 'admin', restriction: null };
});

describe('RestrictedPage', () => {
  it.each([
    ['admin', '/corps', 'Tu función (Administrador) no permite abrir la pantalla «Empresas».'],
    ['user', '/users', 'Tu función (Usuario) no permite abrir la pantalla «Usuarios».'],
    ['user', null, 'Tu función (Usuario) no permite abrir la pantalla que has pedido.'],
  ] as const)('tells an active %s opening %s that their role cannot, with a link back to Inicio', (role, denied, text) => {
    session.current = { role, restriction: null };
    renderDenied(denied);
    expect(screen.getByTestId('restricted-page')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Volver a Inicio' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByText(/active tu usuario/)).toBeNull();
  });

  it.each([
    ['inactive', 'desactivado'],
    ['noProfile', 'no tiene un perfil'],
    ['noCompany', 'no está asociado a ninguna empresa'],
    ['restrictedRole', 'acceso restringido'],
  ] as const)('asks someone who cannot use Almacena yet (%s) to have their administrator activate them', (restriction, why) => {
    session.current = { role: 'restricted', restriction };
    renderDenied('/vendors');
    expect(screen.getByTestId('restricted-page')).toHaveTextContent(why);
    expect(screen.getByText(/pide al administrador de tu empresa que active tu usuario/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Volver a Inicio' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Mi cuenta' })).toHaveAttribute('href', '/users/details?userId=u1');
  });
});
