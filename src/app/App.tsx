import { lazy, Suspense } from 'react';
import { HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import { SessionProvider } from '../auth/session';
import { Loading } from '../shared/Loading';
import { RequireRole, RequireSession } from './guards';
import { SCREENS } from './screens';

const AuthLayout = lazy(() => import('../auth/AuthLayout'));
const LoginPage = lazy(() => import('../auth/LoginPage'));
const ForgotPasswordPage = lazy(() => import('../auth/ForgotPasswordPage'));
const ActionPage = lazy(() => import('../auth/ActionPage'));
const Shell = lazy(() => import('./Shell'));

export function AppRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/auth" element={<AuthLayout />}>
          <Route index element={<Navigate to="/auth/login" replace />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="forgot" element={<ForgotPasswordPage />} />
          <Route path="action" element={<ActionPage />} />
          <Route path="*" element={<Navigate to="/auth/login" replace />} />
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
        <Route path="/" element={<Navigate to="/dashboard" replace />} />
        <Route path="*" element={<Navigate to="/" replace />} />
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
