/** Route guards: a session for everything outside /auth, and the role each route needs. */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../auth/session';
import { Loading } from '../shared/Loading';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { homePathFor, mayUse, routeFor } from './routeTable';

export interface FromState {
  from?: { pathname: string; search: string };
}

/** Signed out → #/auth/login (replace), remembering where the user was going. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <Loading label="Comprobando la sesión…" />;
  if (session.status === 'signedOut') {
    const state: FromState = { from: { pathname: location.pathname, search: location.search } };
    return <Navigate to="/auth/login" replace state={state} />;
  }
  return <>{children}</>;
}

/**
 * A route the user's role may not use leads to #/restricted, which explains why; except Inicio,
 * where everyone lands after signing in, which sends a role that may not see it to its own start
 * (the cashier to the counter).
 */
export function RequireRole({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const { pathname } = useLocation();
  useDocumentTitle(routeFor(pathname)?.title ?? '');
  if (session.status !== 'signedIn') return null;
  if (!mayUse(session.role, pathname)) {
    const home = homePathFor(session.role);
    if (pathname === '/dashboard' && home !== pathname && mayUse(session.role, home)) return <Navigate to={home} replace />;
    return <Navigate to="/restricted" replace state={{ denied: pathname }} />;
  }
  return <>{children}</>;
}
