/**
 * Moving a user to another company (superadmin): sets the new corpId and saves
 * the user (docs/seed-spec.md §4). Moving oneself reloads the page, which then works in the
 * new company.
 */
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { dataErrorMessage } from '../shared/feedback/dataErrors';
import type { Notice } from '../shared/feedback/flash';
import { NoticeAlert } from '../shared/feedback/NoticeAlert';
import { useSignedInSession } from '../auth/session';
import { corporationRepository, type Corporation } from '../corps/corporationRepository';
import { CorporationPicker } from '../corps/CorporationPicker';
import { USER_TEXT } from './messages';
import { userRepository, type UserProfile } from './userRepository';

const T = USER_TEXT.company;

function useCompanyName(corpId: string): string {
  const { corp } = useSignedInSession();
  const known = corp && corp.id === corpId ? corp.name : null;
  const [fetched, setFetched] = useState<{ id: string; name: string } | null>(null);
  useEffect(() => {
    if (known || !corpId) return;
    let live = true;
    corporationRepository
      .get(corpId)
      .then((c) => live && setFetched({ id: corpId, name: c?.name ?? corpId }))
      .catch(() => live && setFetched({ id: corpId, name: corpId }));
    return () => {
      live = false;
    };
  }, [corpId, known]);
  return known ?? (fetched?.id === corpId ? fetched.name : '…');
}

export function CompanyMove({ user, onMoved }: { user: UserProfile; onMoved?: (moved: UserProfile) => void }) {
  const { authUser } = useSignedInSession();
  const isSelf = user.id === authUser.uid;
  const currentName = useCompanyName(user.corpId);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Corporation | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const move = async () => {
    if (!chosen) {
      setNotice({ variant: 'danger', text: T.noneChosen });
      return;
    }
    setSaving(true);
    setNotice(null);
    try {
      await userRepository.update(user, { corpId: chosen.id });
      if (isSelf) {
        window.location.reload();
        return;
      }
      setNotice({ variant: 'success', text: T.moved(chosen.name) });
      setOpen(false);
      onMoved?.({ ...user, corpId: chosen.id });
    } catch (e) {
      setNotice({ variant: 'danger', text: dataErrorMessage(e) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="company-move-title" data-testid="company-move">
      <h2 id="company-move-title" className="h5">
        {T.title}
      </h2>
      <p data-testid="company-current">{T.current(currentName)}</p>
      {isSelf && <p className="small text-body-secondary">{T.selfNote}</p>}
      <NoticeAlert notice={notice} testId="company-move-notice" role="alert" />
      {open ? (
        <>
          <CorporationPicker chosen={chosen} onChoose={setChosen} currentId={user.corpId} legend={T.choose} />
          <div className="d-flex flex-wrap gap-2">
            <Button onClick={move} disabled={saving}>
              {saving ? T.saving : T.save}
            </Button>
            <Button variant="outline-secondary" onClick={() => setOpen(false)} disabled={saving}>
              {T.cancel}
            </Button>
          </div>
        </>
      ) : (
        <Button variant="outline-primary" onClick={() => setOpen(true)}>
          {T.change}
        </Button>
      )}
    </section>
  );
}
