/**
 * #/corps/details: a superadmin creates (no corpId) or edits any company; a
 * company admin edits only their own (the rules say the same).
 */
import { useEffect, useState } from 'react';
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
import { TaxAdministrationCard } from '../verifactu/TaxAdministrationCard';
import { VerifactuStatusPanel } from '../verifactu/VerifactuStatusPanel';

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

function EditCorporation({ corpId }: { corpId: string }) {
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
      {corp && (
        <section aria-labelledby="corp-verifactu-title" className="mt-4">
          <h2 id="corp-verifactu-title" className="h4">
            VERI*FACTU
          </h2>
          <VerifactuStatusPanel corpId={corp.id} headingLevel={3} />
          {ownCorp?.id === corp.id && <TaxAdministrationCard corpId={corp.id} nif={corp.data.nif} postalCode={corp.data.postalCode} />}
          {ownCorp?.id === corp.id && (
            <p>
              <AppLink to="/verifactu">Abrir el Registro VERI*FACTU</AppLink> · <AppLink to="/verifactu/declaracion">Declaración responsable</AppLink>
            </p>
          )}
        </section>
      )}
      {role === 'superadmin' && (
        <p className="mt-4">
          <AppLink to="/corps">{T.back}</AppLink>
        </p>
      )}
    </section>
  );
}

export default function CorporationDetailPage() {
  const { role, profile } = useSignedInSession();
  const corpId = useSearchParams()[0].get('corpId') ?? '';
  const ownId = profile?.corpId ?? '';
  if (role !== 'superadmin') {
    if (!corpId && ownId) return <Navigate to={`/corps/details?corpId=${encodeURIComponent(ownId)}`} replace />;
    if (corpId !== ownId) return <Navigate to="/restricted" replace state={{ denied: '/corps/details' }} />;
  }
  return corpId ? <EditCorporation key={corpId} corpId={corpId} /> : <NewCorporation />;
}
