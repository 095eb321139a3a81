/** The header's connection badge and the shell's alerts for writes the server refused later. */
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import { dismissLateFailure, useLateFailures } from './lateFailures';
import { OFFLINE_TEXT } from './messages';
import { useOnline } from './useOnline';

/** Always rendered (an empty live region), so screen readers announce the change. */
export function ConnectionStatus() {
  const online = useOnline();
  return (
    <span role="status" data-testid="connection-status">
      {!online && (
        <Badge bg="warning" text="dark" title={OFFLINE_TEXT.badgeTitle}>
          {OFFLINE_TEXT.badge}
        </Badge>
      )}
    </span>
  );
}

export function LateFailureAlerts() {
  const failures = useLateFailures();
  if (failures.length === 0) return null;
  return (
    <div data-testid="late-failures">
      {failures.map((f) => (
        <Alert key={f.id} variant="danger" role="alert" dismissible closeLabel={OFFLINE_TEXT.dismiss} onClose={() => dismissLateFailure(f.id)}>
          {f.text}
        </Alert>
      ))}
    </div>
  );
}
