import Alert from 'react-bootstrap/Alert';
import type { Notice } from './flash';

/**
 * A screen's notice: an error or warning is announced at once (role="alert"), a success or
 * information politely (role="status"). testId keeps each screen's existing test hook; `role`
 * keeps a screen whose notices have always been announced as alerts (the account and company
 * screens) as it was.
 */
export function NoticeAlert({
  notice,
  testId,
  onClose,
  role,
}: {
  notice: Notice | null;
  testId: string;
  onClose?: () => void;
  role?: 'alert' | 'status';
}) {
  if (!notice) return null;
  const urgent = notice.variant === 'danger' || notice.variant === 'warning';
  return (
    <Alert variant={notice.variant} role={role ?? (urgent ? 'alert' : 'status')} data-testid={testId} dismissible={!!onClose} onClose={onClose}>
      {notice.text}
    </Alert>
  );
}
