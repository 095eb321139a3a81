/** How an e-mail action (#/auth/action) ends: what happened, and the one way on from there. */
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { AppLink } from '../shared/AppLink';

export function ActionOutcome({
  variant,
  next,
  children,
}: {
  variant: 'success' | 'danger' | 'warning';
  next: { to: string; text: string };
  children: ReactNode;
}) {
  return (
    <>
      <Alert variant={variant} data-testid={variant === 'success' ? 'action-done' : 'action-error'}>
        {children}
      </Alert>
      <AppLink className="btn btn-primary w-100" to={next.to}>
        {next.text}
      </AppLink>
    </>
  );
}
