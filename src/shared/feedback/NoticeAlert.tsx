import Alert from 'react-bootstrap/Alert';
import type { Notice } from './flash';

/**
 * A screen's notice: an error or warning is announced at once (role="alert"), a success or
 * information politely (role="status"). testId keeps each screen's existing test hook.
 */
export function NoticeAlert({ notice, testId, onClose }: { notice: Notice | null; testId: string; onClose?: () => void }) {
  if (!notice) return null;
  const urgent = notice.variant === 'danger' || notice.variant === 'warning';
  return (
    <Alert variant={notice.variant} role={urgent ? 'alert' : 'status'} data-testid={testId} dismissible={!!onClose} onClose={onClose}>
      {notice.text}
    </Alert>
  );
}
