/**
 * The head of a draft invoice: its party (picked, or shown with its NIF, address and payment
 * terms), the purchase's vendor number and dates, the operation date and tax options and, on a
 * rectificativa, how and why it rectifies.
 */
import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useWatch, type UseFieldArrayReturn, type UseFormReturn } from 'react-hook-form';
import { addDaysIso } from '../domain/dates';
import { dueDateFor, madridIsoDate } from '../domain/invoiceDates';
import { formatPercent } from '../domain/money';
import { rectificationLines, RECTIFICATION_CODES, RECTIFICATION_MODES, type RectificationMode } from '../domain/rectification';
import { IRPF_RATES } from '../domain/tax';
import { partyIdText } from '../parties/messages';
import { AppLink } from '../shared/AppLink';
import { SearchPicker } from '../stock/documents/SearchPicker';
import { lookupRepository, type PartyOption } from '../stock/lookupRepository';
import { lineValuesOf, type InvoiceValues } from './invoiceForm';
import { FieldGroup } from './InvoiceFields';
import type { Invoice, InvoiceKind } from '../domain/invoices/invoiceModel';
import {
  COMMON_TEXT,
  EDITOR_TEXT as T,
  isoToSpanish,
  KIND_TEXT,
  OPERATION_TEXT,
  RECTIFICATION_CODE_LABEL,
  RECTIFICATION_MODE_LABEL,
  TEXT,
} from './messages';
import { loadPartyFacts } from './partyFacts';
import { defaultOperationFor, RECEIVED_OPERATIONS } from '../domain/invoices/receivedOperation';

type InvoiceForm = UseFormReturn<InvoiceValues>;
type LineFieldArray = UseFieldArrayReturn<InvoiceValues, 'lines', 'key'>;

interface PartyProps {
  form: InvoiceForm;
  lines: LineFieldArray;
  corpId: string;
  kind: InvoiceKind;
  /** A rectificativa keeps the original's party. */
  locked: boolean;
  onLoadFailed: () => void;
  /** Chosen when the editor opens (a pedido's «Facturar albaranes»), as if picked. */
  startPartyId?: string | null;
}

/** The chosen party, or the search to choose one; choosing takes its terms, recargo and IRPF. */
function PartyField({ form, lines, corpId, kind, locked, onLoadFailed, startPartyId = null }: PartyProps) {
  const { getValues, setValue, formState } = form;
  const error = formState.errors.partyId;
  const [partyId, party, paymentTermsDays, recargoEquivalencia] = useWatch({
    control: form.control,
    name: ['partyId', 'party', 'paymentTermsDays', 'recargoEquivalencia'],
  });
  const text = KIND_TEXT[kind];

  const pickParty = async (id: string) => {
    const facts = await loadPartyFacts(corpId, kind, id).catch(() => null);
    if (!facts) {
      onLoadFailed();
      return;
    }
    // Lines taken from another party's salidas/entradas cannot stay.
    lines.replace(getValues('lines').filter((l) => !l.sourceId));
    setValue('partyId', facts.id, { shouldValidate: formState.isSubmitted, shouldDirty: true });
    setValue('party', facts.snapshot);
    setValue('paymentTermsDays', facts.paymentTermsDays);
    setValue('recargoEquivalencia', facts.recargoEquivalencia);
    setValue('irpfRate', String(facts.irpfRate));
    if (kind === 'input') setValue('operation', defaultOperationFor(facts.snapshot.countryCode));
    if (kind === 'input' && getValues('vendorInvoiceDate')) {
      setValue('dueDate', addDaysIso(getValues('vendorInvoiceDate'), facts.paymentTermsDays));
    }
  };

  // The start's party, picked once when the editor opens (the person may change it).
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !startPartyId || locked) return;
    started.current = true;
    void pickParty(startPartyId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with the editor
  }, []);

  if (!party || !partyId) {
    return (
      <>
        <SearchPicker<PartyOption>
          label={text.party}
          placeholder={T.partySearch}
          search={(q) => lookupRepository.searchParties(corpId, kind, q)}
          optionKey={(p) => p.id}
          renderOption={(p) => `${p.name}${p.nif ? ` · ${p.nif}` : ''}`}
          onPick={(p) => void pickParty(p.id)}
          isInvalid={!!error}
          errorId={error ? 'invoice-party-error' : undefined}
          testId="invoice-party-picker"
        />
        {error && (
          <div id="invoice-party-error" className="invalid-feedback d-block">
            {error.message}
          </div>
        )}
      </>
    );
  }
  const where = [party.address, party.postalCode, party.city];
  return (
    <div className="border rounded p-2" data-testid="invoice-party">
      <div className="small text-body-secondary">{text.party}</div>
      <div className="fw-semibold">{party.name}</div>
      <div className="small">
        {party.nif ? (
          partyIdText(party.idType ?? '', party.nif, party.countryCode ?? 'ES')
        ) : (
          <>
            {T.nif}
            <span className="text-danger">{T.noNif}</span>
          </>
        )}
        {where.some(Boolean) && ` · ${where.filter(Boolean).join(', ')}`}
      </div>
      <div className="small text-body-secondary">
        {T.paymentTerms(paymentTermsDays)}
        {recargoEquivalencia ? T.inRecargo : ''}
      </div>
      {kind === 'output' && !party.nif?.trim() && (
        <Alert variant="warning" className="small py-2 my-2" data-testid="invoice-party-no-nif">
          {TEXT.clientWithoutNif}{' '}
          <AppLink className="alert-link" to={`/clients/details?clientId=${encodeURIComponent(partyId)}`}>
            {TEXT.clientRecord}
          </AppLink>
        </Alert>
      )}
      {!locked && (
        <Button variant="link" size="sm" className="p-0" onClick={() => setValue('partyId', '')}>
          {T.changeParty(text.party)}
        </Button>
      )}
    </div>
  );
}

/** A purchase: the vendor's invoice number and date, and when it falls due (its date plus the vendor's terms). */
function VendorInvoiceFields({ form }: { form: InvoiceForm }) {
  const { register, getValues, setValue, formState } = form;
  const { errors } = formState;
  return (
    <>
      <Col xs={12} sm={6}>
        <FieldGroup id="vendorInvoiceNumber" label={T.vendorInvoiceNumber} error={errors.vendorInvoiceNumber?.message}>
          {(field) => <Form.Control {...register('vendorInvoiceNumber')} {...field} />}
        </FieldGroup>
      </Col>
      <Col xs={6} sm={3}>
        <FieldGroup id="vendorInvoiceDate" label={T.vendorInvoiceDate} error={errors.vendorInvoiceDate?.message}>
          {(field) => (
            <Form.Control
              type="date"
              {...register('vendorInvoiceDate', {
                onChange: (e: { target: { value: string } }) => {
                  if (e.target.value && !getValues('dueDate')) setValue('dueDate', addDaysIso(e.target.value, getValues('paymentTermsDays')));
                },
              })}
              {...field}
            />
          )}
        </FieldGroup>
      </Col>
      <Col xs={6} sm={3}>
        <FieldGroup id="dueDate" label={T.dueDate} error={errors.dueDate?.message}>
          {(field) => <Form.Control type="date" {...register('dueDate')} {...field} />}
        </FieldGroup>
      </Col>
    </>
  );
}

/** The operation date, IRPF, recargo, purchase flags and, for a sale, when it would fall due if issued today. */
function TaxOptionFields({ form, kind }: { form: InvoiceForm; kind: InvoiceKind }) {
  const { register, formState } = form;
  const { errors } = formState;
  const [partyId, paymentTermsDays, recargoEquivalencia] = useWatch({
    control: form.control,
    name: ['partyId', 'paymentTermsDays', 'recargoEquivalencia'],
  });
  const dueDate = kind === 'output' && partyId ? dueDateFor(madridIsoDate(new Date()), paymentTermsDays ?? 0) : null;
  return (
    <>
      <Col xs={6} sm={4}>
        <FieldGroup id="operationDate" label={T.operationDate} help={T.operationDateHelp} error={errors.operationDate?.message}>
          {(field) => <Form.Control type="date" {...register('operationDate')} {...field} />}
        </FieldGroup>
      </Col>
      <Col xs={6} sm={4}>
        <Form.Group controlId="irpfRate">
          <Form.Label>{T.irpfRate}</Form.Label>
          <Form.Select {...register('irpfRate')} isInvalid={!!errors.irpfRate}>
            {IRPF_RATES.map((r) => (
              <option key={r} value={String(r)}>
                {r === 0 ? T.noIrpf : formatPercent(r)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </Col>
      <Col xs={12} sm={4} className="d-flex flex-column justify-content-end">
        {kind === 'input' ? (
          <>
            <Form.Check id="recargoEquivalencia" label={T.withRecargo} {...register('recargoEquivalencia')} />
            <Form.Check
              id="investmentGoods"
              label={COMMON_TEXT.investmentGoods}
              {...register('investmentGoods')}
              aria-describedby="investmentGoods-help"
            />
            <Form.Text id="investmentGoods-help" className="mt-0">
              {T.investmentGoodsHelp}
            </Form.Text>
          </>
        ) : (
          <p className="small mb-1" data-testid="recargo-note">
            {recargoEquivalencia ? T.clientInRecargo : T.clientNotInRecargo}
          </p>
        )}
      </Col>
      <Col xs={12} sm={8}>
        <Form.Check id="premisesRental" label={COMMON_TEXT.premisesRental} {...register('premisesRental')} aria-describedby="premisesRental-help" />
        <Form.Text id="premisesRental-help" className="mt-0">
          {T.premisesRentalHelp}
        </Form.Text>
      </Col>
      {kind === 'input' && (
        <Col xs={12} sm={6}>
          <FieldGroup id="operation" label={OPERATION_TEXT.label} help={OPERATION_TEXT.help} error={errors.operation?.message}>
            {(field) => (
              <Form.Select {...register('operation')} {...field}>
                <option value="">{OPERATION_TEXT.none}</option>
                {RECEIVED_OPERATIONS.map((op) => (
                  <option key={op} value={op}>
                    {OPERATION_TEXT.options[op]}
                  </option>
                ))}
              </Form.Select>
            )}
          </FieldGroup>
        </Col>
      )}
      {dueDate && (
        <Col xs={12}>
          <p className="small text-body-secondary mb-0">{T.dueIfIssuedToday(isoToSpanish(dueDate))}</p>
        </Col>
      )}
    </>
  );
}

/**
 * How the rectificativa corrects the original (changing the mode reloads the original's lines) and
 * why. A vendor's credit note (a purchase's) is by difference only.
 */
function RectificationFields({
  form,
  lines,
  original,
  kind,
}: {
  form: InvoiceForm;
  lines: LineFieldArray;
  original: Invoice | null;
  kind: InvoiceKind;
}) {
  const { register, setValue, formState } = form;
  const { errors } = formState;
  const mode = useWatch({ control: form.control, name: 'mode' }) ?? 'difference';
  const modes = kind === 'input' ? (['difference'] as const) : RECTIFICATION_MODES;

  const changeMode = (next: RectificationMode) => {
    setValue('mode', next);
    if (original) lines.replace(rectificationLines(original.lines, next).map(lineValuesOf));
  };

  return (
    <Row className="g-3 mb-3">
      <Col xs={12} lg={6}>
        <fieldset>
          <legend className="fs-6 fw-semibold">{T.mode}</legend>
          {modes.map((m) => (
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
          <Form.Text>{kind === 'input' ? T.creditNoteMode : T.modeHelp}</Form.Text>
        </fieldset>
      </Col>
      <Col xs={12} lg={6}>
        <FieldGroup id="code" label={T.code} error={errors.code?.message} className="mb-2">
          {(field) => (
            <Form.Select {...register('code')} {...field}>
              {RECTIFICATION_CODES.filter((c) => c !== 'R5').map((c) => (
                <option key={c} value={c}>
                  {RECTIFICATION_CODE_LABEL[c]}
                </option>
              ))}
            </Form.Select>
          )}
        </FieldGroup>
        <FieldGroup id="reason" label={T.reason} error={errors.reason?.message}>
          {(field) => <Form.Control as="textarea" rows={2} {...register('reason')} {...field} />}
        </FieldGroup>
      </Col>
    </Row>
  );
}

interface Props {
  form: InvoiceForm;
  lines: LineFieldArray;
  corpId: string;
  kind: InvoiceKind;
  isRectificativa: boolean;
  /** The issued invoice a new rectificativa corrects. */
  original: Invoice | null;
  onPartyLoadFailed: () => void;
  /** The party a new invoice starts with (a pedido's «Facturar albaranes»). */
  startPartyId?: string | null;
}

export function InvoiceHeaderForm({ form, lines, corpId, kind, isRectificativa, original, onPartyLoadFailed, startPartyId = null }: Props) {
  return (
    <>
      <Row className="g-3 mb-2">
        <Col xs={12} lg={6}>
          <PartyField
            form={form}
            lines={lines}
            corpId={corpId}
            kind={kind}
            locked={isRectificativa}
            onLoadFailed={onPartyLoadFailed}
            startPartyId={startPartyId}
          />
        </Col>
        <Col xs={12} lg={6}>
          <Row className="g-2">
            {kind === 'input' && <VendorInvoiceFields form={form} />}
            <TaxOptionFields form={form} kind={kind} />
          </Row>
        </Col>
      </Row>
      {isRectificativa && <RectificationFields form={form} lines={lines} original={original} kind={kind} />}
    </>
  );
}
