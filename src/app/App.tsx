import { lazy, Suspense } from 'react';
import { HashRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { SessionProvider } from '../auth/session';
import { Loading } from '../shared/Loading';
import { RequireRole, RequireSession } from './guards';
import { SCREENS } from './screens';
import { loadShell } from './signedInCode';

const AuthLayout = lazy(() => import('../auth/AuthLayout'));
const LoginPage = lazy(() => import('../auth/LoginPage'));
const ForgotPasswordPage = lazy(() => import('../auth/ForgotPasswordPage'));
const ActionPage = lazy(() => import('../auth/ActionPage'));
const Shell = lazy(loadShell);

/**
 * A redirect that navigates again at every location change. Location changes render in a
 * transition: when the redirect's target is still loading its code, React keeps the redirect
 * mounted, and a plain <Navigate> whose target did not change would not navigate when the
 * person comes back to the same URL (e.g. #/ while Inicio loads), leaving a blank page.
 */
function Redirect({ to }: { to: string }) {
  return <Navigate key={useLocation().key} to={to} replace />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/auth" element={<AuthLayout />}>
          <Route index element={<Redirect to="/auth/login" />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="forgot" element={<ForgotPasswordPage />} />
          <Route path="action" element={<ActionPage />} />
          <Route path="*" element={<Redirect to="/auth/login" />} />
        </Route>
        <Route
          element={
            <RequireSession>
              <Shell />
            </RequireSession>
          }
        >
          {SCREENS.map(({ path, Screen }) => (
            <Route
              key={path}
              path={path}
              element={
                <RequireRole>
                  <Screen />
                </RequireRole>
              }
            />
          ))}
        </Route>
        <Route path="/" element={<Redirect to="/dashboard" />} />
        <Route path="*" element={<Redirect to="/" />} />
      </Routes>
    </Suspense>
  );
}

export default function App() {
  return (
    <HashRouter>
      <SessionProvider>
        <AppRoutes />
      </SessionProvider>
    </HashRouter>
  );
}
