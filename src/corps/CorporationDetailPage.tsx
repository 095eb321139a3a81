/**
 * #/corps/details: a superadmin creates (no corpId) or edits any company; a
 * company admin edits only their own (the rules say the same).
 */
import { useEffect, useState, type ComponentType } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useSession, useSignedInSession } from '../auth/session';
import { AppLink, useAppNavigate } from '../shared/AppLink';
import { flashState, useFlash, type Notice } from '../shared/feedback/flash';
import { NoticeAlert } from '../shared/feedback/NoticeAlert';
import { Loading } from '../shared/Loading';
import { CorporationForm } from './CorporationForm';
import { corporationRepository, type Corporation } from './corporationRepository';
import { CORP_TEXT } from './messages';
import { CompanyDataExport } from './CompanyDataExport';
import { TicketSettingsForm } from './TicketSettingsForm';

const T = CORP_TEXT.detail;

function NewCorporation() {
  const navigate = useAppNavigate();
  return (
    <section aria-labelledby="corp-title">
      <h1 id="corp-title" className="h3">
        {T.newTitle}
      </h1>
      <CorporationForm corp={null} onSaved={(id) => navigate(`/corps/details?corpId=${encodeURIComponent(id)}`, { state: flashState(T.created) })} />
    </section>
  );
}

/**
 * What areas above corps show under a company's data (VERI*FACTU's state and settings), passed in by
 * the page that composes them (src/app/CorporationDetailScreen.tsx). `own`: the company is the
 * signed-in user's own.
 */
export type CorporationExtras = ComponentType<{ corp: Corporation; own: boolean }>;

function EditCorporation({ corpId, Extras }: { corpId: string; Extras?: CorporationExtras }) {
  const { role, corp: ownCorp } = useSignedInSession();
  const { refreshCorp } = useSession();
  const arrivalNotice = useFlash();
  const [corp, setCorp] = useState<Corporation | null | undefined>(undefined);
  const [notice, setNotice] = useState<Notice | null>(arrivalNotice);

  useEffect(() => {
    let live = true;
    corporationRepository.get(corpId).then(
      (c) => live && setCorp(c),
      () => live && setCorp(null),
    );
    return () => {
      live = false;
    };
  }, [corpId]);

  const onSaved = async () => {
    setNotice({ variant: 'success', text: T.saved });
    const fresh = await corporationRepository.get(corpId).catch(() => null);
    if (fresh) setCorp(fresh);
    // The header shows the company's name: keep it current.
    if (ownCorp?.id === corpId) await refreshCorp();
  };

  if (corp === undefined) return <Loading />;
  return (
    <section aria-labelledby="corp-title">
      <h1 id="corp-title" className="h3">
        {corp?.name || CORP_TEXT.list.title}
      </h1>
      <NoticeAlert notice={notice} testId="corp-saved" role="alert" onClose={() => setNotice(null)} />
      {corp ? (
        <CorporationForm key={corp.updatedAt?.getTime() ?? corp.id} corp={corp} onSaved={onSaved} />
      ) : (
        <Alert variant="warning">{CORP_TEXT.errors.notFound}</Alert>
      )}
      {corp && <TicketSettingsForm corpId={corp.id} />}
      {corp && Extras && <Extras corp={corp} own={ownCorp?.id === corp.id} />}
      {corp && ownCorp?.id === corp.id && <CompanyDataExport corpId={corp.id} />}
      {role === 'superadmin' && (
        <p className="mt-4">
          <AppLink to="/corps">{T.back}</AppLink>
        </p>
      )}
    </section>
  );
}

export default function CorporationDetailPage({ extras }: { extras?: CorporationExtras }) {
  const { role, profile } = useSignedInSession();
  const corpId = useSearchParams()[0].get('corpId') ?? '';
  const ownId = profile?.corpId ?? '';
  if (role !== 'superadmin') {
    if (!corpId && ownId) return <Navigate to={`/corps/details?corpId=${encodeURIComponent(ownId)}`} replace />;
    if (corpId !== ownId) return <Navigate to="/restricted" replace state={{ denied: '/corps/details' }} />;
  }
  return corpId ? <EditCorporation key={corpId} corpId={corpId} Extras={extras} /> : <NewCorporation />;
}
