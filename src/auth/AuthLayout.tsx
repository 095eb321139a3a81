/** The frame of the pages that need no session (#/auth/...): a centred card, no menu. */
import { Suspense } from 'react';
import Card from 'react-bootstrap/Card';
import { Outlet } from 'react-router-dom';
import { Loading } from '../shared/Loading';

export default function AuthLayout() {
  return (
    <main className="auth-layout d-flex align-items-center justify-content-center min-vh-100 p-3 bg-body-tertiary">
      <Card className="auth-card shadow-sm w-100">
        <Card.Body className="p-4">
          <p className="h4 text-center mb-3 fw-semibold" aria-hidden="true">
            Almacena
          </p>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </Card.Body>
      </Card>
    </main>
  );
}
