/**
 * A draft invoice: its party, its lines (typed, picked from products or taken
 * from the party's confirmed salidas/entradas), its tax options and live
 * totals. Saved as a draft (no number), deleted, or issued ("Emitir", or
 * "Registrar" for purchases), which takes the next number of the series.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { useSignedInSession } from '../auth/session';
import { addDaysIso } from '../domain/dates';
import { computeTotals } from '../domain/documentTotals';
import { dueDateFor, madridIsoDate } from '../domain/invoiceDates';
import { validateLine } from '../domain/lineValidation';
import {
  rectificationAllowsNegative,
  rectificationLines,
  RECTIFICATION_CODES,
  RECTIFICATION_MODES,
  type RectificationMode,
} from '../domain/rectification';
import { IRPF_RATES } from '../domain/tax';
import { formatPercent } from '../domain/money';
import { AppLink, useAppNavigate } from '../shared/AppLink';
import { useUnsavedChangesWarning } from '../shared/useUnsavedChangesWarning';
import { SearchPicker } from '../stock/documents/SearchPicker';
import { lookupRepository, type PartyOption, type ProductOption } from '../stock/lookupRepository';
import { invoiceWriter } from './appInvoiceWriter';
import {
  blankLine,
  blankValues,
  invoiceSchema,
  lineValuesOf,
  parseFormLine,
  toContent,
  valuesOf,
  type InvoiceFormContext,
  type InvoiceValues,
} from './invoiceForm';
import { InvoiceError, invoiceErrorFrom, logInvoiceFailure } from './invoiceErrors';
import { InvoiceLinesTable } from './InvoiceLinesTable';
import { invoiceDetailPath } from './InvoiceList';
import { linesFromSources, operationDateFromSources, type Invoice, type InvoiceKind } from './invoiceModel';
import { invoiceRepository } from './invoiceRepository';
import { InvoiceTotals } from './InvoiceTotals';
import { invoiceErrorMessage, isoToSpanish, KIND_TEXT, RECTIFICATION_CODE_LABEL, RECTIFICATION_MODE_LABEL, TEXT } from './messages';
import { loadPartyFacts } from './partyFacts';
import { partyIdText } from '../parties/messages';
import { SourcePicker } from './SourcePicker';
import type { InvoiceSource } from './invoiceSourceRepository';

export type Notice = { variant: 'success' | 'danger'; text: string };

interface Props {
  kind: InvoiceKind;
  invoice: Invoice | null;
  /** The issued invoice a new rectificativa corrects. */
  original: Invoice | null;
}

function initialValues(invoice: Invoice | null, original: Invoice | null): InvoiceValues {
  if (invoice) return valuesOf(invoice);
  if (original) {
    return {
      ...valuesOf(original),
      operationDate: '',
      notes: '',
      mode: 'difference',
      code: 'R1',
      reason: '',
      lines: rectificationLines(original.lines, 'difference').map(lineValuesOf),
    };
  }
  return blankValues();
}

export function InvoiceEditor({ kind, invoice, original }: Props) {
  const { corp, authUser } = useSignedInSession();
  const corpId = corp!.id;
  const navigate = useAppNavigate();
  const text = KIND_TEXT[kind];
  const context: InvoiceFormContext = useMemo(
    () => ({
      kind,
      type: invoice?.type ?? (original ? 'rectificativa' : 'ordinaria'),
      rectifies:
        invoice?.rectifies ??
        (original ? { invoiceId: original.id, numberText: original.numberText ?? '', issueDate: original.issueDate ?? '' } : null),
    }),
    [kind, invoice, original],
  );
  const isRectificativa = context.type === 'rectificativa';
  const carried = (useLocation().state as { notice?: Notice } | null)?.notice ?? null;
  const [notice, setNotice] = useState<Notice | null>(carried);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<InvoiceValues | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const form = useForm<InvoiceValues>({ resolver: zodResolver(invoiceSchema(context)), defaultValues: initialValues(invoice, original) });
  const { register, control, handleSubmit, setValue, getValues, formState } = form;
  const { errors } = formState;
  const lines = useFieldArray({ control, name: 'lines', keyName: 'key' });
  useUnsavedChangesWarning(formState.isDirty && !busy);
  const watched = useWatch({ control });
  const mode = (watched.mode ?? 'difference') as RectificationMode;
  const allowNegative = rectificationAllowsNegative(isRectificativa ? mode : null);
  const today = madridIsoDate(new Date());

  const priced = (watched.lines ?? [])
    .map((l) => parseFormLine(l as InvoiceValues['lines'][number]))
    .filter((l): l is NonNullable<typeof l> => l !== null && validateLine(l, { allowNegative }).length === 0);
  const totals = computeTotals(priced, { recargoEquivalencia: !!watched.recargoEquivalencia, irpfRate: Number(watched.irpfRate ?? 0) });
  const includedSources = [...new Set((watched.lines ?? []).map((l) => l?.sourceId).filter((s): s is string => !!s))];

  const pickParty = async (option: PartyOption) => {
    const facts = await loadPartyFacts(corpId, kind, option.id).catch(() => null);
    if (!facts) {
      setNotice({ variant: 'danger', text: 'No se ha podido cargar el cliente o proveedor.' });
      return;
    }
    // Lines taken from another party's salidas/entradas cannot stay.
    lines.replace(getValues('lines').filter((l) => !l.sourceId));
    setValue('partyId', facts.id, { shouldValidate: formState.isSubmitted, shouldDirty: true });
    setValue('party', facts.snapshot);
    setValue('paymentTermsDays', facts.paymentTermsDays);
    setValue('recargoEquivalencia', facts.recargoEquivalencia);
    setValue('irpfRate', String(facts.irpfRate));
    if (kind === 'input' && getValues('vendorInvoiceDate')) {
      setValue('dueDate', addDaysIso(getValues('vendorInvoiceDate'), facts.paymentTermsDays));
    }
  };

  const addSources = (sources: InvoiceSource[]) => {
    for (const line of linesFromSources(kind, sources)) lines.append(lineValuesOf(line), { shouldFocus: false });
    if (!getValues('operationDate')) {
      const date = operationDateFromSources(sources);
      if (date) setValue('operationDate', date);
    }
  };

  const addProduct = (product: ProductOption) => {
    lines.append(
      {
        ...blankLine(product.vatRate),
        description: product.name,
        code: product.code,
        categoryId: product.id,
        unit: product.unit,
        price: kind === 'output' ? (product.salePriceCents / 100).toFixed(2).replace('.', ',') : '',
      },
      { shouldFocus: false },
    );
  };

  const changeMode = (next: RectificationMode) => {
    setValue('mode', next);
    if (original) lines.replace(rectificationLines(original.lines, next).map(lineValuesOf));
  };

  const actor = { corpId, uid: authUser.uid };

  const saveDraft = handleSubmit(async (values) => {
    setBusy(true);
    setNotice(null);
    try {
      const id = await invoiceWriter.saveDraft(actor, invoice?.id ?? null, toContent(values, context));
      form.reset(values);
      if (invoice) setNotice({ variant: 'success', text: TEXT.saved });
      else navigate(invoiceDetailPath(id), { state: { notice: { variant: 'success', text: TEXT.saved } } });
    } catch (e) {
      logInvoiceFailure(e);
      setNotice({ variant: 'danger', text: invoiceErrorMessage(invoiceErrorFrom(e)) });
    } finally {
      setBusy(false);
    }
  });

  const askIssue = handleSubmit(async (values) => {
    setNotice(null);
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setNotice({ variant: 'danger', text: invoiceErrorMessage(new InvoiceError('offline')) });
      return;
    }
    if (kind === 'output' && !values.party?.nif.trim()) {
      // The NIF may have been added to the client's record since it was chosen: look again before refusing.
      const facts = await loadPartyFacts(corpId, kind, values.partyId).catch(() => null);
      if (!facts?.snapshot.nif.trim()) {
        setNotice({ variant: 'danger', text: invoiceErrorMessage(new InvoiceError('missingPartyNif')) });
        return;
      }
      setValue('party', facts.snapshot);
      values = { ...values, party: facts.snapshot };
    }
    setConfirming(values);
  });

  const issue = async () => {
    const values = confirming;
    setConfirming(null);
    if (!values) return;
    setBusy(true);
    try {
      const issued = await invoiceWriter.issue(actor, invoice?.id ?? null, toContent(values, context));
      const message = kind === 'output' ? TEXT.issuedOk(issued.numberText) : TEXT.registeredOk(issued.numberText);
      navigate(invoiceDetailPath(issued.id), { state: { notice: { variant: 'success', text: message } } });
    } catch (e) {
      logInvoiceFailure(e);
      setNotice({ variant: 'danger', text: invoiceErrorMessage(invoiceErrorFrom(e)) });
      setBusy(false);
    }
  };

  const remove = async () => {
    setConfirmDelete(false);
    if (!invoice) return;
    setBusy(true);
    try {
      await invoiceRepository.deleteDraft(corpId, invoice.id);
      navigate(kind === 'output' ? '/invoices/output' : '/invoices/input', { state: { notice: { variant: 'success', text: TEXT.deleted } } });
    } catch (e) {
      logInvoiceFailure(e);
      setNotice({ variant: 'danger', text: invoiceErrorMessage(invoiceErrorFrom(e)) });
      setBusy(false);
    }
  };

  const heading = isRectificativa
    ? 'Factura rectificativa (borrador)'
    : invoice
      ? `${text.one} (borrador)`
      : kind === 'output'
        ? TEXT.newOutput
        : TEXT.newInput;
  const party = watched.party;
  const dueDate = kind === 'output' && watched.partyId ? dueDateFor(today, watched.paymentTermsDays ?? 0) : null;

  return (
    <section aria-labelledby="invoice-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="invoice-title" className="h3 mb-0 me-auto">
          {heading}
        </h1>
        <AppLink to={kind === 'output' ? '/invoices/output' : '/invoices/input'} className="btn btn-outline-secondary btn-sm">
          Volver a {text.title.toLowerCase()}
        </AppLink>
      </div>
      {notice && (
        <Alert variant={notice.variant} role={notice.variant === 'danger' ? 'alert' : 'status'} data-testid="invoice-notice">
          {notice.text}
        </Alert>
      )}
      {context.rectifies && (
        <Alert variant="info">
          Rectifica la factura{' '}
          <AppLink className="alert-link" to={invoiceDetailPath(context.rectifies.invoiceId)}>
            {context.rectifies.numberText}
          </AppLink>{' '}
          del {isoToSpanish(context.rectifies.issueDate)}. Se emitirá en la serie de rectificativas.
        </Alert>
      )}

      <Form noValidate onSubmit={(e) => e.preventDefault()} aria-busy={busy}>
        <Row className="g-3 mb-2">
          <Col xs={12} lg={6}>
            {party && watched.partyId ? (
              <div className="border rounded p-2" data-testid="invoice-party">
                <div className="small text-body-secondary">{text.party}</div>
                <div className="fw-semibold">{party.name}</div>
                <div className="small">
                  {party.nif ? (
                    partyIdText(party.idType ?? '', party.nif, party.countryCode ?? 'ES')
                  ) : (
                    <>
                      NIF: <span className="text-danger">sin NIF</span>
                    </>
                  )}
                  {[party.address, party.postalCode, party.city].some(Boolean) &&
                    ` · ${[party.address, party.postalCode, party.city].filter(Boolean).join(', ')}`}
                </div>
                <div className="small text-body-secondary">
                  Plazo de pago: {watched.paymentTermsDays} días
                  {watched.recargoEquivalencia ? ' · En recargo de equivalencia' : ''}
                </div>
                {kind === 'output' && !party.nif?.trim() && (
                  <Alert variant="warning" className="small py-2 my-2" data-testid="invoice-party-no-nif">
                    {TEXT.clientWithoutNif}{' '}
                    <AppLink className="alert-link" to={`/clients/details?clientId=${encodeURIComponent(watched.partyId)}`}>
                      {TEXT.clientRecord}
                    </AppLink>
                  </Alert>
                )}
                {!isRectificativa && (
                  <Button variant="link" size="sm" className="p-0" onClick={() => setValue('partyId', '')}>
                    Cambiar de {text.party.toLowerCase()}
                  </Button>
                )}
              </div>
            ) : (
              <>
                <SearchPicker<PartyOption>
                  label={text.party}
                  placeholder="Nombre o NIF"
                  search={(q) => lookupRepository.searchParties(corpId, kind, q)}
                  optionKey={(p) => p.id}
                  renderOption={(p) => `${p.name}${p.nif ? ` · ${p.nif}` : ''}`}
                  onPick={(p) => void pickParty(p)}
                  isInvalid={!!errors.partyId}
                  errorId={errors.partyId ? 'invoice-party-error' : undefined}
                  testId="invoice-party-picker"
                />
                {errors.partyId && (
                  <div id="invoice-party-error" className="invalid-feedback d-block">
                    {errors.partyId.message}
                  </div>
                )}
              </>
            )}
          </Col>
          <Col xs={12} lg={6}>
            <Row className="g-2">
              {kind === 'input' && (
                <>
                  <Col xs={12} sm={6}>
                    <Form.Group controlId="vendorInvoiceNumber">
                      <Form.Label>Nº de factura del proveedor</Form.Label>
                      <Form.Control
                        {...register('vendorInvoiceNumber')}
                        isInvalid={!!errors.vendorInvoiceNumber}
                        aria-describedby="vendorInvoiceNumber-error"
                      />
                      <Form.Control.Feedback type="invalid" id="vendorInvoiceNumber-error">
                        {errors.vendorInvoiceNumber?.message}
                      </Form.Control.Feedback>
                    </Form.Group>
                  </Col>
                  <Col xs={6} sm={3}>
                    <Form.Group controlId="vendorInvoiceDate">
                      <Form.Label>Fecha factura</Form.Label>
                      <Form.Control
                        type="date"
                        {...register('vendorInvoiceDate', {
                          onChange: (e: { target: { value: string } }) => {
                            if (e.target.value && !getValues('dueDate'))
                              setValue('dueDate', addDaysIso(e.target.value, getValues('paymentTermsDays')));
                          },
                        })}
                        isInvalid={!!errors.vendorInvoiceDate}
                        aria-describedby="vendorInvoiceDate-error"
                      />
                      <Form.Control.Feedback type="invalid" id="vendorInvoiceDate-error">
                        {errors.vendorInvoiceDate?.message}
                      </Form.Control.Feedback>
                    </Form.Group>
                  </Col>
                  <Col xs={6} sm={3}>
                    <Form.Group controlId="dueDate">
                      <Form.Label>Vencimiento</Form.Label>
                      <Form.Control type="date" {...register('dueDate')} isInvalid={!!errors.dueDate} aria-describedby="dueDate-error" />
                      <Form.Control.Feedback type="invalid" id="dueDate-error">
                        {errors.dueDate?.message}
                      </Form.Control.Feedback>
                    </Form.Group>
                  </Col>
                </>
              )}
              <Col xs={6} sm={4}>
                <Form.Group controlId="operationDate">
                  <Form.Label>Fecha de operación</Form.Label>
                  <Form.Control
                    type="date"
                    {...register('operationDate')}
                    isInvalid={!!errors.operationDate}
                    aria-describedby="operationDate-help operationDate-error"
                  />
                  <Form.Text id="operationDate-help">Si es distinta de la de expedición.</Form.Text>
                  <Form.Control.Feedback type="invalid" id="operationDate-error">
                    {errors.operationDate?.message}
                  </Form.Control.Feedback>
                </Form.Group>
              </Col>
              <Col xs={6} sm={4}>
                <Form.Group controlId="irpfRate">
                  <Form.Label>Retención IRPF</Form.Label>
                  <Form.Select {...register('irpfRate')} isInvalid={!!errors.irpfRate}>
                    {IRPF_RATES.map((r) => (
                      <option key={r} value={String(r)}>
                        {r === 0 ? 'Sin retención' : formatPercent(r)}
                      </option>
                    ))}
                  </Form.Select>
                </Form.Group>
              </Col>
              <Col xs={12} sm={4} className="d-flex flex-column justify-content-end">
                {kind === 'input' ? (
                  <>
                    <Form.Check id="recargoEquivalencia" label="Con recargo de equivalencia" {...register('recargoEquivalencia')} />
                    <Form.Check
                      id="investmentGoods"
                      label="Bienes de inversión"
                      {...register('investmentGoods')}
                      aria-describedby="investmentGoods-help"
                    />
                    <Form.Text id="investmentGoods-help" className="mt-0">
                      Su IVA se deduce en las casillas [30]–[31] del 303.
                    </Form.Text>
                  </>
                ) : (
                  <p className="small mb-1" data-testid="recargo-note">
                    {watched.recargoEquivalencia ? 'Cliente en recargo de equivalencia: se aplica automáticamente.' : 'Sin recargo de equivalencia.'}
                  </p>
                )}
              </Col>
              <Col xs={12} sm={8}>
                <Form.Check
                  id="premisesRental"
                  label="Alquiler de local de negocio"
                  {...register('premisesRental')}
                  aria-describedby="premisesRental-help"
                />
                <Form.Text id="premisesRental-help" className="mt-0">
                  Se declara en el modelo 347 aunque lleve retención.
                </Form.Text>
              </Col>
              {dueDate && (
                <Col xs={12}>
                  <p className="small text-body-secondary mb-0">Si se emite hoy, vencerá el {isoToSpanish(dueDate)}.</p>
                </Col>
              )}
            </Row>
          </Col>
        </Row>

        {isRectificativa && (
          <Row className="g-3 mb-3">
            <Col xs={12} lg={6}>
              <fieldset>
                <legend className="fs-6 fw-semibold">Modo de rectificación</legend>
                {RECTIFICATION_MODES.map((m) => (
                  <Form.Check
                    key={m}
                    type="radio"
                    id={`mode-${m}`}
                    name="mode"
                    label={RECTIFICATION_MODE_LABEL[m]}
                    checked={mode === m}
                    onChange={() => changeMode(m)}
                  />
                ))}
                <Form.Text>Al cambiar el modo se vuelven a cargar las líneas de la factura original.</Form.Text>
              </fieldset>
            </Col>
            <Col xs={12} lg={6}>
              <Form.Group controlId="code" className="mb-2">
                <Form.Label>Causa de la rectificación</Form.Label>
                <Form.Select {...register('code')} isInvalid={!!errors.code} aria-describedby="code-error">
                  {RECTIFICATION_CODES.filter((c) => c !== 'R5').map((c) => (
                    <option key={c} value={c}>
                      {RECTIFICATION_CODE_LABEL[c]}
                    </option>
                  ))}
                </Form.Select>
                <Form.Control.Feedback type="invalid" id="code-error">
                  {errors.code?.message}
                </Form.Control.Feedback>
              </Form.Group>
              <Form.Group controlId="reason">
                <Form.Label>Motivo de la rectificación</Form.Label>
                <Form.Control as="textarea" rows={2} {...register('reason')} isInvalid={!!errors.reason} aria-describedby="reason-error" />
                <Form.Control.Feedback type="invalid" id="reason-error">
                  {errors.reason?.message}
                </Form.Control.Feedback>
              </Form.Group>
            </Col>
          </Row>
        )}

        {!isRectificativa && watched.partyId && (
          <SourcePicker corpId={corpId} kind={kind} partyId={watched.partyId} included={includedSources} onAdd={addSources} />
        )}

        <h2 className="h5 mt-3">Líneas</h2>
        <InvoiceLinesTable form={form} fields={lines.fields} onRemove={(i) => lines.remove(i)} allowNegative={allowNegative} />
        <Row className="g-2 align-items-end mb-3">
          <Col xs={12} md={6}>
            <SearchPicker<ProductOption>
              label="Añadir un producto"
              placeholder="Código, nombre o código de barras"
              search={(q) => lookupRepository.searchProducts(corpId, q)}
              optionKey={(p) => p.id}
              renderOption={(p) => `${p.code} · ${p.name}`}
              onPick={addProduct}
              testId="invoice-product-picker"
            />
          </Col>
          <Col xs="auto">
            <Button variant="outline-secondary" onClick={() => lines.append(blankLine(corp?.data.defaultVatRate ?? 21))}>
              Añadir línea libre
            </Button>
          </Col>
        </Row>

        <InvoiceTotals totals={totals} recargo={!!watched.recargoEquivalencia} />

        <Form.Group controlId="notes" className="my-3">
          <Form.Label>Observaciones</Form.Label>
          <Form.Control as="textarea" rows={2} {...register('notes')} isInvalid={!!errors.notes} aria-describedby="notes-error" />
          <Form.Control.Feedback type="invalid" id="notes-error">
            {errors.notes?.message}
          </Form.Control.Feedback>
        </Form.Group>

        <div className="d-flex flex-wrap gap-2">
          <Button variant="primary" onClick={() => void askIssue()} disabled={busy}>
            {text.issue}
          </Button>
          <Button variant="outline-primary" onClick={() => void saveDraft()} disabled={busy}>
            Guardar borrador
          </Button>
          {invoice && (
            <Button variant="outline-danger" className="ms-auto" onClick={() => setConfirmDelete(true)} disabled={busy}>
              Eliminar borrador
            </Button>
          )}
        </div>
      </Form>

      <Modal show={confirming !== null} onHide={() => setConfirming(null)} aria-labelledby="issue-confirm-title">
        <Modal.Header closeButton closeLabel="Cerrar">
          <Modal.Title id="issue-confirm-title">{text.issue}</Modal.Title>
        </Modal.Header>
        <Modal.Body>{TEXT.issueConfirm(kind)}</Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setConfirming(null)}>
            Cancelar
          </Button>
          <Button variant="primary" onClick={() => void issue()} data-testid="confirm-issue">
            {text.issue}
          </Button>
        </Modal.Footer>
      </Modal>
      <Modal show={confirmDelete} onHide={() => setConfirmDelete(false)} aria-labelledby="delete-confirm-title">
        <Modal.Header closeButton closeLabel="Cerrar">
          <Modal.Title id="delete-confirm-title">Eliminar borrador</Modal.Title>
        </Modal.Header>
        <Modal.Body>{TEXT.deleteConfirm}</Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setConfirmDelete(false)}>
            Cancelar
          </Button>
          <Button variant="danger" onClick={() => void remove()}>
            Eliminar
          </Button>
        </Modal.Footer>
      </Modal>
    </section>
  );
}
