/** #/vendors/details?vendorId= and #/clients/details?clientId=: the form (no id = new), deactivate, delete. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useSignedInSession } from '../auth/session';
import { countryOptions, formatPercent, isPartyIdType, PARTY_ID_TYPES } from '../domain';
import { AppLink, useAppNavigate } from '../shared/AppLink';
import { CheckField, SelectField, TextAreaField, TextField } from '../shared/form/fields';
import { useUnsavedChangesWarning } from '../shared/useUnsavedChangesWarning';
import { Loading } from '../shared/Loading';
import { reportLateFailure } from '../shared/offline/lateFailures';
import { OFFLINE_TEXT } from '../shared/offline/messages';
import { PARTY_ERRORS, PARTY_HELP, PARTY_ID_LABEL, PARTY_ID_TYPE_OPTIONS, PARTY_LABELS, PARTY_NOUNS, PARTY_TEXT } from './messages';
import {
  blankPartyDraft,
  IRPF_OPTIONS,
  PARTY_LIMITS,
  partyDraftOf,
  partySchema,
  type Party,
  type PartyDraft,
  type PartyInput,
  type PartyKind,
} from './party';
import { detailPath, type FlashState } from './PartyListPage';
import { PartyInUseError, type PartyRepository } from './partyRepository';

const listPath = (kind: PartyKind) => (kind === 'vendor' ? '/vendors' : '/clients');

function isPermissionDenied(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'permission-denied';
}

type Notice = { variant: 'success' | 'danger' | 'warning'; text: string } | null;

/** A new party starts in Spain with a Spanish NIF. */
const newPartyDraft = (): PartyDraft => ({ ...blankPartyDraft(), countryCode: 'ES' });

function PartyForm({ kind, repository, party }: { kind: PartyKind; repository: PartyRepository; party: Party | null }) {
  const { corp, authUser } = useSignedInSession();
  const corpId = corp?.id ?? '';
  const navigate = useAppNavigate();
  const nouns = PARTY_NOUNS[kind];
  const flash = (useLocation().state as FlashState | null)?.flash;
  const schema = useMemo(() => partySchema(kind), [kind]);
  const [current, setCurrent] = useState<Party | null>(party);
  const [notice, setNotice] = useState<Notice>(flash ? { variant: 'success', text: flash } : null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PartyDraft, unknown, PartyInput>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: party ? partyDraftOf(party) : newPartyDraft(),
  });
  useUnsavedChangesWarning(isDirty && !isSubmitting);
  const watchedType = useWatch({ control, name: 'idType' });
  const idType = isPartyIdType(watchedType) ? watchedType : '';
  const countries = useMemo(countryOptions, []);

  /**
   * A record saved without connection reaches the server later: a refusal, or another record
   * with the same NIF saved meanwhile (offline the NIF was checked against this device's data
   * only), is reported by the shell, since this form may be long closed by then.
   */
  const followPending = (pending: Promise<void>, id: string, values: PartyInput) => {
    const what = `${nouns.the} «${values.name}»`;
    pending.then(
      async () => {
        if (!values.nif) return;
        const other = await repository.otherWithNif(corpId, values.nif, id).catch(() => null);
        if (other) reportLateFailure(OFFLINE_TEXT.lateDuplicate(what.charAt(0).toUpperCase() + what.slice(1), values.nif));
      },
      (error: unknown) => {
        console.error('El servidor no ha aceptado lo guardado sin conexión', error);
        reportLateFailure(OFFLINE_TEXT.lateFailure(what));
      },
    );
  };

  const onSubmit = async (values: PartyInput) => {
    setNotice(null);
    try {
      if (values.nif) {
        const other = await repository.otherWithNif(corpId, values.nif, current?.id ?? '');
        if (other) {
          setError('nif', { message: PARTY_ERRORS.nifTaken(nouns.a, values.nif) }, { shouldFocus: true });
          setNotice({ variant: 'danger', text: PARTY_TEXT.fixErrors });
          return;
        }
      }
      const { id, pending } = await repository.save(corpId, { ...values, id: current?.id ?? '' }, authUser.uid);
      if (pending) followPending(pending, id, values);
      const saved = pending ? OFFLINE_TEXT.savedOnDevice : PARTY_TEXT.saved(kind);
      if (!current) {
        navigate(detailPath(kind, id), { state: { flash: saved } satisfies FlashState });
        return;
      }
      reset(partyDraftOf(values));
      setCurrent({ ...current, ...values });
      setNotice({ variant: 'success', text: saved });
    } catch (error) {
      console.error('No se ha podido guardar', error);
      setNotice({ variant: 'danger', text: isPermissionDenied(error) ? PARTY_TEXT.permissionDenied : PARTY_TEXT.saveFailed });
    }
  };

  const toggleActive = async () => {
    if (!current) return;
    const active = !current.active;
    setBusy(true);
    setNotice(null);
    try {
      await repository.setActive(corpId, current.id, active);
      setCurrent({ ...current, active });
      setValue('active', active);
      setNotice({ variant: 'success', text: active ? PARTY_TEXT.reactivated(kind) : PARTY_TEXT.deactivated(kind) });
    } catch (error) {
      console.error('No se ha podido cambiar el estado', error);
      setNotice({ variant: 'danger', text: isPermissionDenied(error) ? PARTY_TEXT.permissionDenied : PARTY_TEXT.saveFailed });
    } finally {
      setBusy(false);
    }
  };

  const askDelete = () => {
    if (current?.inUse) setNotice({ variant: 'warning', text: PARTY_TEXT.deleteRefusedInUse(kind) });
    else setConfirmDelete(true);
  };

  const doDelete = async () => {
    if (!current) return;
    setBusy(true);
    try {
      await repository.remove(corpId, current);
      navigate(listPath(kind), { state: { flash: PARTY_TEXT.deleted(kind) } satisfies FlashState });
    } catch (error) {
      setConfirmDelete(false);
      if (error instanceof PartyInUseError) {
        setCurrent({ ...current, inUse: true });
        setNotice({ variant: 'warning', text: PARTY_TEXT.deleteRefusedInUse(kind) });
      } else {
        console.error('No se ha podido eliminar', error);
        setNotice({ variant: 'danger', text: PARTY_TEXT.deleteFailed });
      }
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof PartyDraft) => ({
    id: `${kind}-${name}`,
    label: PARTY_LABELS[name],
    registration: register(name),
    error: errors[name]?.message,
  });

  return (
    <section aria-labelledby="party-title">
      <p className="mb-2">
        <AppLink to={listPath(kind)}>← {PARTY_TEXT.backToList(kind)}</AppLink>
      </p>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="party-title" className="h3 mb-0 text-break">
          {current ? current.name : nouns.newTitle}
        </h1>
        {current && !current.active && (
          <Badge bg="secondary" data-testid="inactive-badge">
            {PARTY_TEXT.inactiveBadge}
          </Badge>
        )}
      </div>
      {notice && (
        <Alert variant={notice.variant} role={notice.variant === 'success' ? 'status' : 'alert'} data-testid="form-notice">
          {notice.text}
        </Alert>
      )}
      {current && !current.active && notice?.variant !== 'success' && <p className="text-body-secondary">{PARTY_TEXT.inactiveNotice(kind)}</p>}
      <Form noValidate onSubmit={handleSubmit(onSubmit, () => setNotice({ variant: 'danger', text: PARTY_TEXT.fixErrors }))}>
        <fieldset className="mb-2">
          <legend className="h6">{PARTY_TEXT.sectionMain}</legend>
          <Row>
            <Col md={8}>
              <TextField {...field('name')} autoComplete="organization" maxChars={PARTY_LIMITS.name} />
            </Col>
            <Col md={4}>
              <TextField
                {...field('nif')}
                label={PARTY_ID_LABEL[idType]}
                help={
                  idType === '02'
                    ? PARTY_HELP.nifVat
                    : idType !== ''
                      ? PARTY_HELP.nifOther
                      : kind === 'client'
                        ? PARTY_HELP.nifClient
                        : PARTY_HELP.nifVendor
                }
                spellCheck={false}
              />
            </Col>
            <Col md={6}>
              <SelectField {...field('idType')} help={PARTY_HELP.idType}>
                {PARTY_ID_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {PARTY_ID_TYPE_OPTIONS[t]}
                  </option>
                ))}
              </SelectField>
            </Col>
            <Col md={6}>
              <SelectField {...field('countryCode')} label={PARTY_LABELS.country}>
                {/* A record whose country name matched no code (stored before codes): shown until one is chosen. */}
                {party?.countryCode === '' && <option value="">{party.country || '—'}</option>}
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </SelectField>
            </Col>
          </Row>
        </fieldset>
        <fieldset className="mb-2">
          <legend className="h6">{PARTY_TEXT.sectionContact}</legend>
          <Row>
            <Col md={4}>
              <TextField {...field('email')} type="email" autoComplete="email" />
            </Col>
            <Col md={4}>
              <TextField {...field('phone')} type="tel" autoComplete="tel" />
            </Col>
            <Col md={4}>
              <TextField {...field('contactPerson')} autoComplete="name" maxChars={PARTY_LIMITS.contactPerson} />
            </Col>
            <Col md={12}>
              <TextField {...field('address')} autoComplete="street-address" maxChars={PARTY_LIMITS.address} />
            </Col>
            <Col sm={4} md={3}>
              <TextField {...field('postalCode')} autoComplete="postal-code" inputMode="numeric" help={PARTY_HELP.postalCode} />
            </Col>
            <Col sm={8} md={3}>
              <TextField {...field('city')} autoComplete="address-level2" maxChars={PARTY_LIMITS.city} />
            </Col>
            <Col sm={12} md={6}>
              <TextField {...field('province')} autoComplete="address-level1" maxChars={PARTY_LIMITS.province} />
            </Col>
          </Row>
        </fieldset>
        <fieldset className="mb-2">
          <legend className="h6">{PARTY_TEXT.sectionTerms}</legend>
          <Row>
            <Col sm={6} md={4}>
              <TextField {...field('paymentTermsDays')} inputMode="numeric" help={PARTY_HELP.paymentTermsDays} />
            </Col>
            {kind === 'client' && (
              <>
                <Col sm={6} md={4}>
                  <SelectField {...field('irpfRate')} help={PARTY_HELP.irpfRate}>
                    {IRPF_OPTIONS.map((rate) => (
                      <option key={rate} value={String(rate)}>
                        {rate === 0 ? PARTY_TEXT.irpfNone : formatPercent(rate)}
                      </option>
                    ))}
                  </SelectField>
                </Col>
                <Col md={4} className="pt-md-4">
                  <CheckField
                    id="client-recargoEquivalencia"
                    label={PARTY_LABELS.recargoEquivalencia}
                    registration={register('recargoEquivalencia')}
                    help={PARTY_HELP.recargoEquivalencia}
                  />
                </Col>
              </>
            )}
            <Col md={12}>
              <TextAreaField {...field('notes')} maxChars={PARTY_LIMITS.notes} />
            </Col>
          </Row>
        </fieldset>
        <div className="d-flex flex-wrap gap-2">
          <Button type="submit" disabled={isSubmitting || busy}>
            {isSubmitting ? PARTY_TEXT.saving : PARTY_TEXT.save}
          </Button>
          {current && (
            <>
              <Button variant="outline-secondary" onClick={toggleActive} disabled={isSubmitting || busy}>
                {current.active ? PARTY_TEXT.deactivate : PARTY_TEXT.reactivate}
              </Button>
              <Button variant="outline-danger" className="ms-auto" onClick={askDelete} disabled={isSubmitting || busy}>
                {PARTY_TEXT.delete}
              </Button>
            </>
          )}
        </div>
      </Form>
      <Modal show={confirmDelete} onHide={() => setConfirmDelete(false)} aria-labelledby="party-delete-title">
        <Modal.Header closeButton>
          <Modal.Title id="party-delete-title" as="h2" className="h5">
            {PARTY_TEXT.deleteConfirmTitle(kind)}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{PARTY_TEXT.deleteConfirmBody(current?.name ?? '')}</Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
            {PARTY_TEXT.cancel}
          </Button>
          <Button variant="danger" onClick={doDelete} disabled={busy}>
            {PARTY_TEXT.deleteConfirm}
          </Button>
        </Modal.Footer>
      </Modal>
    </section>
  );
}

export function PartyDetailPage({ kind, repository }: { kind: PartyKind; repository: PartyRepository }) {
  const [searchParams] = useSearchParams();
  const id = searchParams.get(kind === 'vendor' ? 'vendorId' : 'clientId') ?? '';
  const { corp } = useSignedInSession();
  const corpId = corp?.id ?? '';
  const [loaded, setLoaded] = useState<{ id: string; party: Party | null; failed: boolean } | null>(null);

  useEffect(() => {
    if (!id || !corpId) return undefined;
    let live = true;
    repository
      .get(corpId, id)
      .then((party) => live && setLoaded({ id, party, failed: false }))
      .catch((error: unknown) => {
        console.error('No se ha podido cargar la ficha', error);
        if (live) setLoaded({ id, party: null, failed: true });
      });
    return () => {
      live = false;
    };
  }, [id, corpId, repository]);

  if (!id) return <PartyForm key="new" kind={kind} repository={repository} party={null} />;
  if (!loaded || loaded.id !== id) return <Loading />;
  if (!loaded.party) {
    return (
      <section aria-labelledby="party-title">
        <h1 id="party-title" className="h3">
          {PARTY_NOUNS[kind].detail}
        </h1>
        <Alert variant={loaded.failed ? 'danger' : 'warning'}>{loaded.failed ? PARTY_TEXT.loadError : PARTY_TEXT.notFound(kind)}</Alert>
        <AppLink to={listPath(kind)}>{PARTY_TEXT.backToList(kind)}</AppLink>
      </section>
    );
  }
  return <PartyForm key={id} kind={kind} repository={repository} party={loaded.party} />;
}
