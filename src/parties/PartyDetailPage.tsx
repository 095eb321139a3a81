/** #/vendors/details?vendorId= and #/clients/details?clientId=: the form (no id = new), deactivate, delete. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import Col from 'react-bootstrap/Col';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { useCompanyActor } from '../auth/session';
import { countryOptions, formatPercent, isPartyIdType, PARTY_ID_TYPES } from '../domain';
import { CheckField, SelectField, TextAreaField, TextField } from '../shared/form/fields';
import { DeleteConfirm, RecordActions, RecordHeading, RecordMessage, RecordNotice } from '../shared/form/MasterDataParts';
import { useLoadedRecord, useMasterDataForm } from '../shared/form/useMasterDataForm';
import { Loading } from '../shared/Loading';
import { reportLateFailure } from '../shared/offline/lateFailures';
import { OFFLINE_TEXT } from '../shared/offline/messages';
import { TERMS_METHODS } from '../domain/payments/terms';
import {
  MANDATE_SCHEME_LABELS,
  PARTY_ERRORS,
  PARTY_HELP,
  PARTY_ID_LABEL,
  PARTY_ID_TYPE_OPTIONS,
  PARTY_LABELS,
  PARTY_NOUNS,
  PARTY_TEXT,
  TERMS_METHOD_LABELS,
} from './messages';
import { MANDATE_SCHEMES, suggestMandateReference } from './partyBank';
import {
  blankPartyDraft,
  IRPF_OPTIONS,
  PARTY_LIMITS,
  partyDraftOf,
  partySchema,
  termsSummary,
  type Party,
  type PartyDraft,
  type PartyInput,
  type PartyKind,
} from './party';
import { detailPath } from './PartyListPage';
import { PartyInUseError, type PartyRepository } from './partyRepository';

const listPath = (kind: PartyKind) => (kind === 'vendor' ? '/vendors' : '/clients');

/** A new party starts in Spain with a Spanish NIF. */
const newPartyDraft = (): PartyDraft => ({ ...blankPartyDraft(), countryCode: 'ES' });

function PartyForm({ kind, repository, party }: { kind: PartyKind; repository: PartyRepository; party: Party | null }) {
  const { corpId, uid } = useCompanyActor();
  const nouns = PARTY_NOUNS[kind];
  const schema = useMemo(() => partySchema(kind), [kind]);
  const record = useMasterDataForm<Party, PartyDraft, PartyInput>({
    record: party,
    text: PARTY_TEXT,
    draftOf: partyDraftOf,
    form: { resolver: zodResolver(schema), defaultValues: party ? partyDraftOf(party) : newPartyDraft() },
  });
  const { current, notice, busy } = record;
  const {
    register,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = record.form;
  const watchedType = useWatch({ control, name: 'idType' });
  const [watchedNif, watchedReference] = useWatch({ control, name: ['nif', 'mandateReference'] });
  const suggestedReference = kind === 'client' && !watchedReference?.trim() ? suggestMandateReference(watchedNif ?? '', party?.id ?? '') : '';
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

  const onSubmit = record.submit(async (values, stored) => {
    if (values.nif) {
      const other = await repository.otherWithNif(corpId, values.nif, stored?.id ?? '');
      if (other) {
        setError('nif', { message: PARTY_ERRORS.nifTaken(nouns.a, values.nif) }, { shouldFocus: true });
        return null;
      }
    }
    const { id, pending } = await repository.save(corpId, { ...values, id: stored?.id ?? '' }, uid);
    if (pending) followPending(pending, id, values);
    return { path: detailPath(kind, id), message: pending ? OFFLINE_TEXT.savedOnDevice : PARTY_TEXT.saved(kind) };
  });

  const toggleActive = () =>
    record.toggleActive(
      (id, active) => repository.setActive(corpId, id, active),
      (active) => (active ? PARTY_TEXT.reactivated(kind) : PARTY_TEXT.deactivated(kind)),
    );

  const askDelete = () => {
    if (current?.inUse) record.setNotice({ variant: 'warning', text: PARTY_TEXT.deleteRefusedInUse(kind) });
    else record.setConfirmDelete(true);
  };

  const doDelete = () =>
    record.remove(
      (p) => repository.remove(corpId, p),
      { path: listPath(kind), message: PARTY_TEXT.deleted(kind) },
      (error, p) => {
        if (error instanceof PartyInUseError) {
          record.setCurrent({ ...p, inUse: true });
          return { variant: 'warning', text: PARTY_TEXT.deleteRefusedInUse(kind) };
        }
        console.error('No se ha podido eliminar', error);
        return { variant: 'danger', text: PARTY_TEXT.deleteFailed };
      },
    );

  const field = (name: keyof PartyDraft) => ({
    id: `${kind}-${name}`,
    label: PARTY_LABELS[name],
    registration: register(name),
    error: errors[name]?.message,
  });

  return (
    <section aria-labelledby="party-title">
      <RecordHeading
        titleId="party-title"
        title={current ? current.name : nouns.newTitle}
        back={{ to: listPath(kind), text: PARTY_TEXT.backToList(kind) }}
        inactiveBadge={current && !current.active ? PARTY_TEXT.inactiveBadge : null}
      />
      <RecordNotice notice={notice} inactiveNotice={current && !current.active ? PARTY_TEXT.inactiveNotice(kind) : null} />
      <Form noValidate onSubmit={onSubmit}>
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
          <legend className="h6">{PARTY_TEXT.sectionPayment}</legend>
          {current && (
            <p className="text-body-secondary small" data-testid="party-terms-summary">
              {termsSummary(current.paymentTerms)}
            </p>
          )}
          <Row>
            <Col sm={6} md={3}>
              <TextField {...field('paymentTermsDays')} help={PARTY_HELP.paymentTermsDays} spellCheck={false} />
            </Col>
            <Col sm={6} md={3}>
              <TextField {...field('paymentShares')} help={PARTY_HELP.paymentShares} spellCheck={false} />
            </Col>
            <Col sm={6} md={3}>
              <TextField {...field('paymentDays')} help={PARTY_HELP.paymentDays} spellCheck={false} />
            </Col>
            <Col sm={6} md={3}>
              <SelectField {...field('paymentMethod')}>
                {TERMS_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {TERMS_METHOD_LABELS[m]}
                  </option>
                ))}
              </SelectField>
            </Col>
          </Row>
        </fieldset>
        <fieldset className="mb-2">
          <legend className="h6">{PARTY_TEXT.sectionBank}</legend>
          <Row>
            <Col md={8}>
              <TextField {...field('iban')} help={PARTY_HELP.iban} spellCheck={false} autoComplete="off" />
            </Col>
            <Col md={4}>
              <TextField {...field('bic')} help={PARTY_HELP.bic} spellCheck={false} autoComplete="off" />
            </Col>
          </Row>
        </fieldset>
        {kind === 'client' && (
          <fieldset className="mb-2">
            <legend className="h6">{PARTY_TEXT.sectionMandate}</legend>
            <Row>
              <Col md={6}>
                <TextField {...field('mandateReference')} help={PARTY_HELP.mandateReference} spellCheck={false} autoComplete="off" />
                {suggestedReference && (
                  <Button
                    variant="link"
                    size="sm"
                    className="p-0 mb-3"
                    data-testid="suggest-mandate"
                    onClick={() => setValue('mandateReference', suggestedReference, { shouldDirty: true })}
                  >
                    {PARTY_TEXT.suggestMandate(suggestedReference)}
                  </Button>
                )}
              </Col>
              <Col sm={6} md={3}>
                <TextField {...field('mandateDate')} type="date" help={PARTY_HELP.mandateDate} />
              </Col>
              <Col sm={6} md={3}>
                <SelectField {...field('mandateScheme')} help={PARTY_HELP.mandateScheme}>
                  {MANDATE_SCHEMES.map((scheme) => (
                    <option key={scheme} value={scheme}>
                      {MANDATE_SCHEME_LABELS[scheme]}
                    </option>
                  ))}
                </SelectField>
              </Col>
            </Row>
          </fieldset>
        )}
        <fieldset className="mb-2">
          <legend className="h6">{PARTY_TEXT.sectionTerms}</legend>
          <Row>
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
        <RecordActions
          text={PARTY_TEXT}
          saving={isSubmitting}
          busy={busy}
          active={current ? current.active : null}
          onToggleActive={toggleActive}
          onDelete={askDelete}
        />
      </Form>
      <DeleteConfirm
        show={record.confirmDelete}
        titleId="party-delete-title"
        title={PARTY_TEXT.deleteConfirmTitle(kind)}
        body={PARTY_TEXT.deleteConfirmBody(current?.name ?? '')}
        text={PARTY_TEXT}
        busy={busy}
        onCancel={() => record.setConfirmDelete(false)}
        onConfirm={doDelete}
      />
    </section>
  );
}

export function PartyDetailPage({ kind, repository }: { kind: PartyKind; repository: PartyRepository }) {
  const [searchParams] = useSearchParams();
  const id = searchParams.get(kind === 'vendor' ? 'vendorId' : 'clientId') ?? '';
  const { corpId } = useCompanyActor();
  const loaded = useLoadedRecord(corpId, id, repository.get, 'No se ha podido cargar la ficha');

  if (!id) return <PartyForm key="new" kind={kind} repository={repository} party={null} />;
  if (!loaded) return <Loading />;
  if (!loaded.record) {
    return (
      <RecordMessage
        titleId="party-title"
        title={PARTY_NOUNS[kind].detail}
        variant={loaded.failed ? 'danger' : 'warning'}
        back={{ to: listPath(kind), text: PARTY_TEXT.backToList(kind) }}
      >
        {loaded.failed ? PARTY_TEXT.loadError : PARTY_TEXT.notFound(kind)}
      </RecordMessage>
    );
  }
  return <PartyForm key={id} kind={kind} repository={repository} party={loaded.record} />;
}
