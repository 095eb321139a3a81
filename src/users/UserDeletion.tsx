/**
 * Removing another person (deleteUser, functions/src/users/deleteUser.ts): the profile is
 * deactivated first, then the sign-in account is deleted, so there is no moment in which the
 * person can still work. The profile stays, inactive: documents keep naming who made them.
 * Asks for confirmation; the same refusals as role changes (never oneself, never the last admin).
 */
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { Notice } from '../shared/feedback/flash';
import { NoticeAlert } from '../shared/feedback/NoticeAlert';
import { CommandFailure } from '../data/commands';
import { dataErrorMessage } from '../shared/feedback/dataErrors';
import { accessRefusalMessage, USER_TEXT } from './messages';
import { userRepository, type UserProfile } from './userRepository';

const T = USER_TEXT.deletion;

export function UserDeletion({ corpId, user, onDeleted }: { corpId: string; user: UserProfile; onDeleted: (u: UserProfile) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Notice | null>(null);

  const remove = async () => {
    setBusy(true);
    setResult(null);
    try {
      await userRepository.remove(corpId, user.id);
      setResult({ variant: 'success', text: T.done });
      setConfirming(false);
      onDeleted({ ...user, active: false });
    } catch (e) {
      setResult({ variant: 'danger', text: e instanceof CommandFailure ? accessRefusalMessage(e.code) : dataErrorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="user-deletion-title" className="border border-danger-subtle rounded p-3" data-testid="user-deletion">
      <h2 id="user-deletion-title" className="h5">
        {T.title}
      </h2>
      <p className="small mb-2">{T.explanation}</p>
      <NoticeAlert notice={result} testId="user-deletion-notice" />
      {confirming ? (
        <div className="d-flex flex-wrap gap-2 align-items-center">
          <span>{T.confirmQuestion(user.name || user.email)}</span>
          <Button variant="danger" disabled={busy} onClick={remove}>
            {busy ? T.deleting : T.confirm}
          </Button>
          <Button variant="outline-secondary" disabled={busy} onClick={() => setConfirming(false)}>
            {T.cancel}
          </Button>
        </div>
      ) : (
        <Button variant="outline-danger" onClick={() => setConfirming(true)}>
          {T.action}
        </Button>
      )}
    </section>
  );
}
