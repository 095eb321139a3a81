/**
 * An issued (or registered) invoice, read-only: what it says, its payment
 * state, the invoice it rectifies or the rectificativas that correct it, its
 * vencimientos and cobros/pagos (issue 30). Payments are recorded and reversed
 * here (src/payments' dialogs); it is downloaded as PDF (sales) and rectified.
 */
import { useState, type ComponentType } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useCompanyActor } from '../auth/session';
import { isRefund, madridIsoDate } from '../domain/invoiceDates';
import { formatEuros, formatPercent } from '../domain/money';
import { formatQuantity } from '../domain/quantity';
import { AppLink, useAppNavigate } from '../shared/AppLink';
import { useFlash, type Notice } from '../shared/feedback/flash';
import { NoticeAlert } from '../shared/feedback/NoticeAlert';
import { invoiceErrorFrom } from './invoiceErrors';
import { StatusBadge } from './InvoiceList';
import { invoiceOverdue, outstandingOf, type Invoice, type PartySnapshot } from '../domain/invoices/invoiceModel';
import { BackToInvoices, InvoicePageHeading, RectifiesLead, TableHead } from './InvoicePageParts';
import { invoiceDetailPath } from './invoicePaths';
import { invoiceWriter } from './appInvoiceWriter';
import { InvoiceTotals } from './InvoiceTotals';
import {
  COMMON_TEXT,
  EMAIL_TEXT,
  EXEMPTION_LABEL,
  invoiceErrorMessage,
  isoToSpanish,
  KIND_TEXT,
  LINES_TEXT,
  OPERATION_TEXT,
  PAYMENT_METHOD_LABEL,
  RECTIFICATION_CODE_LABEL,
  RECTIFICATION_MODE_LABEL,
  SIMPLIFIED_TEXT,
  INVOICE_PAYMENTS_TEXT,
} from './messages';
import { openCentsOf } from '../domain/payments/dues';
import { counterPaymentLine, hasRecipient, invoiceTitle, lineAmountCents } from './simplified';
import { RecordPaymentDialog } from '../payments/RecordPaymentDialog';
import { ReversePaymentDialog } from '../payments/ReversePaymentDialog';
import { paymentWriter } from '../payments/paymentWriter';
import { KIND_WORDS, RECORD_TEXT } from '../payments/messages';
import type { InvoicePayment } from '../payments/paymentRepository';
import { InstalmentsTable, InvoicePaymentsTable, payableDuesOf, useInvoicePayments } from './InvoicePayments';
import { useMyTill } from '../till/useMyTill';
import { partyIdText } from '../parties/messages';
import { TableScroll } from '../shared/TableScroll';
import { VerifactuQr } from './VerifactuQr';
import { roleAtLeast } from '../domain/roles';
import { AnnulDialog } from './AnnulDialog';
import { InvoiceEmailAction } from './email/InvoiceEmailDialog';
import { InvoiceEmails } from './email/InvoiceEmails';

function PartyCard({
  title,
  name,
  idText,
  where,
}: {
  title: string;
  name: string;
  idText: string;
  where: Pick<PartySnapshot, 'address' | 'postalCode' | 'city' | 'province' | 'country'>;
}) {
  return (
    <div className="border rounded p-2 h-100">
      <div className="small text-body-secondary">{title}</div>
      <div className="fw-semibold">{name}</div>
      <div className="small">{idText}</div>
      <div className="small">
        {[where.address, [where.postalCode, where.city].filter(Boolean).join(' '), where.province, where.country].filter(Boolean).join(', ')}
      </div>
    </div>
  );
}

/** The lines' columns; an invoice priced IVA included (a ticket) says so in its price and amount. */
const lineColumns = (vatIncluded: boolean) => [
  { label: LINES_TEXT.concept },
  ...[
    LINES_TEXT.quantity,
    vatIncluded ? SIMPLIFIED_TEXT.price : LINES_TEXT.viewPrice,
    LINES_TEXT.viewDiscount,
    LINES_TEXT.vat,
    vatIncluded ? SIMPLIFIED_TEXT.amount : LINES_TEXT.amount,
  ].map((label) => ({ label, end: true })),
];

/** What the reader must know first: overdue, annulled, what it rectifies, what rectifies it. */
function StateAlerts({ invoice, overdue }: { invoice: Invoice; overdue: boolean }) {
  const annulled = invoice.state === 'anulada';
  return (
    <>
      {overdue && <Alert variant="danger">Factura vencida el {isoToSpanish(invoice.dueDate)} y pendiente de pago.</Alert>}
      {annulled && (
        <Alert variant="dark" data-testid="invoice-annulled">
          Factura anulada{invoice.annulled?.at ? ` el ${isoToSpanish(madridIsoDate(invoice.annulled.at))}` : ''} por haberse emitido por error.
          Motivo: {invoice.annulled?.reason ?? '—'}. Conserva su número; no cuenta en los libros, los resúmenes ni los informes.
        </Alert>
      )}
      {invoice.rectifies && (
        <Alert variant="info" data-testid="rectifies">
          <RectifiesLead rectifies={invoice.rectifies} /> {RECTIFICATION_CODE_LABEL[invoice.rectifies.code]}.{' '}
          {RECTIFICATION_MODE_LABEL[invoice.rectifies.mode]}. Motivo: {invoice.rectifies.reason}
          {invoice.rectifies.replaced && (
            <span className="d-block" data-testid="rectifies-replaced">
              Sustituye a {invoice.rectifies.replaced.numberText} tal como estaba: base {formatEuros(invoice.rectifies.replaced.baseCents)}, total{' '}
              {formatEuros(invoice.rectifies.replaced.totalCents)}
              {invoice.rectifies.replaced.settledCents !== 0 && (
                <>
                  ; ya cobrado {formatEuros(invoice.rectifies.replaced.settledCents)}, queda {formatEuros(outstandingOf(invoice))}
                </>
              )}
              .
            </span>
          )}
        </Alert>
      )}
      {invoice.rectifiedBy.length > 0 && (
        <Alert variant="warning" data-testid="rectified-by">
          Esta factura ha sido rectificada por{' '}
          {invoice.rectifiedBy.map((r, i) => (
            <span key={r.invoiceId}>
              {i > 0 && ', '}
              <AppLink className="alert-link" to={invoiceDetailPath(r.invoiceId)}>
                {r.numberText}
              </AppLink>
            </span>
          ))}
          .
        </Alert>
      )}
    </>
  );
}

/** What its instalments ask and what is open of them. */
const dueOf = (invoice: Invoice) => invoice.instalments.reduce((sum, i) => sum + i.amountCents, 0);
const openOf = (invoice: Invoice) => invoice.instalments.reduce((sum, i) => sum + openCentsOf(i), 0);

/** Dates, payment state and, beside them, the VERI*FACTU QR and record state. */
function InvoiceFacts({ invoice, overdue, slots }: { invoice: Invoice; overdue: boolean; slots: InvoiceViewSlots }) {
  const annulled = invoice.state === 'anulada';
  return (
    <div className="d-md-flex align-items-start gap-3">
      <dl className="row small mb-2 flex-grow-1" data-testid="invoice-facts">
        <dt className="col-6 col-md-3">{invoice.kind === 'output' ? 'Fecha de expedición' : 'Fecha de registro'}</dt>
        <dd className="col-6 col-md-3">{isoToSpanish(invoice.issueDate)}</dd>
        {invoice.kind === 'input' && (
          <>
            <dt className="col-6 col-md-3">Factura del proveedor</dt>
            <dd className="col-6 col-md-3">
              {invoice.vendorInvoiceNumber} · {isoToSpanish(invoice.vendorInvoiceDate)}
            </dd>
          </>
        )}
        {invoice.operationDate && invoice.operationDate !== invoice.issueDate && (
          <>
            <dt className="col-6 col-md-3">Fecha de operación</dt>
            <dd className="col-6 col-md-3">{isoToSpanish(invoice.operationDate)}</dd>
          </>
        )}
        {(invoice.investmentGoods || invoice.premisesRental) && (
          <>
            <dt className="col-6 col-md-3">Operación</dt>
            <dd className="col-6 col-md-3" data-testid="invoice-flags">
              {[invoice.investmentGoods && COMMON_TEXT.investmentGoods, invoice.premisesRental && COMMON_TEXT.premisesRental]
                .filter(Boolean)
                .join(' · ')}
            </dd>
          </>
        )}
        {invoice.kind === 'input' && invoice.operation && (
          <>
            <dt className="col-6 col-md-3">{OPERATION_TEXT.label}</dt>
            <dd className="col-6 col-md-3" data-testid="invoice-operation">
              {OPERATION_TEXT.options[invoice.operation]}
            </dd>
          </>
        )}
        {invoice.simplified ? null : isRefund(outstandingOf(invoice)) ? (
          // A credit (a rectificativa that gives money back) has nothing to collect by a date.
          <>
            <dt className="col-6 col-md-3">Liquidación</dt>
            <dd className="col-6 col-md-3" data-testid="invoice-due">
              A devolver o compensar: {formatEuros(-outstandingOf(invoice))}
            </dd>
          </>
        ) : (
          <>
            <dt className="col-6 col-md-3">Vencimiento</dt>
            <dd className={`col-6 col-md-3${overdue ? ' text-danger fw-semibold' : ''}`} data-testid="invoice-due">
              {isoToSpanish(invoice.dueDate)}
            </dd>
          </>
        )}
        <dt className="col-6 col-md-3">Pago</dt>
        <dd className="col-6 col-md-3" data-testid="payment-state">
          {invoice.status === 'parcial'
            ? INVOICE_PAYMENTS_TEXT.partly(
                invoice.kind,
                formatEuros(invoice.collectedCents),
                formatEuros(dueOf(invoice)),
                formatEuros(openOf(invoice)),
              )
            : invoice.status === 'devuelta'
              ? INVOICE_PAYMENTS_TEXT.returned(formatEuros(openOf(invoice)))
              : invoice.status === 'pagada'
                ? `Pagada el ${isoToSpanish(invoice.paidDate)} (${invoice.simplified ? counterPaymentLine(invoice) : invoice.paymentMethod ? PAYMENT_METHOD_LABEL[invoice.paymentMethod] : ''})`
                : invoice.status === 'sustituida'
                  ? 'Sustituida por una rectificativa: se cobra en ella'
                  : annulled
                    ? 'Anulada: no se cobra'
                    : isRefund(outstandingOf(invoice))
                      ? 'Pendiente de devolver o compensar'
                      : 'Pendiente'}
        </dd>
      </dl>
      <div className="flex-shrink-0">
        <VerifactuQr invoice={invoice} />
        {slots.recordState && <slots.recordState invoice={invoice} />}
      </div>
    </div>
  );
}

/** The issuer (or, on a purchase, the company that receives it) and the party. */
function InvoiceParties({ invoice }: { invoice: Invoice }) {
  return (
    <Row className="g-2 mb-3">
      {invoice.issuer && (
        <Col xs={12} md={6}>
          <PartyCard
            title={invoice.kind === 'output' ? 'Emisor' : 'Destinatario (tu empresa)'}
            name={invoice.issuer.legalName}
            idText={partyIdText('', invoice.issuer.nif, 'ES')}
            where={invoice.issuer}
          />
        </Col>
      )}
      <Col xs={12} md={6}>
        {hasRecipient(invoice) ? (
          <PartyCard
            title={KIND_TEXT[invoice.kind].party}
            name={invoice.party.name}
            idText={partyIdText(invoice.party.idType, invoice.party.nif, invoice.party.countryCode)}
            where={invoice.party}
          />
        ) : (
          <div className="border rounded p-2 h-100 text-body-secondary" data-testid="invoice-no-recipient">
            {SIMPLIFIED_TEXT.anonymous}
          </div>
        )}
      </Col>
    </Row>
  );
}

function IssuedLines({ invoice }: { invoice: Invoice }) {
  return (
    <TableScroll label={LINES_TEXT.tableLabel}>
      <table className="table table-sm" data-testid="invoice-view-lines">
        <TableHead columns={lineColumns(invoice.vatIncluded === true)} />
        <tbody>
          {invoice.lines.map((line, i) => (
            <tr key={i}>
              <td>
                {line.description}
                {(line.code || line.sourceLabel) && (
                  <small className="d-block text-body-secondary">{[line.code, line.sourceLabel].filter(Boolean).join(' · ')}</small>
                )}
              </td>
              <td className="text-end text-nowrap">
                {formatQuantity(line.quantity)} {line.unit}
              </td>
              <td className="text-end text-nowrap">{formatEuros(line.unitPriceCents)}</td>
              <td className="text-end">{line.discountPct ? formatPercent(line.discountPct) : '—'}</td>
              <td className="text-end">
                {line.exemption ? EXEMPTION_LABEL[line.exemption] : `${formatPercent(line.vatRate)}${line.tobacco ? ' · tabaco' : ''}`}
                {/* A service carries no recargo de equivalencia (issue 28). */}
                {line.service ? ' · servicio' : ''}
              </td>
              <td className="text-end text-nowrap">{formatEuros(lineAmountCents(invoice, line))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * What areas above invoices show on an issued invoice, passed in by the page that composes them
 * (src/app/InvoiceDetailScreen.tsx), so that invoices import neither returns nor VERI*FACTU screens.
 */
export interface InvoiceViewSlots {
  /** Beside the QR: the state of the invoice's VERI*FACTU records. */
  recordState?: ComponentType<{ invoice: Invoice }>;
  /** Under the lines: what has been returned of them, and the stock document the invoice moved. */
  afterLines?: ComponentType<{ invoice: Invoice }>;
  /** Among the actions: the returns and rectifications by return the invoice allows. */
  actions?: ComponentType<{ invoice: Invoice; busy: boolean }>;
}

export function InvoiceView({ invoice, slots = {} }: { invoice: Invoice; slots?: InvoiceViewSlots }) {
  const actor = useCompanyActor();
  const { role } = actor;
  const navigate = useAppNavigate();
  const today = madridIsoDate(new Date());
  const flash = useFlash();
  const [notice, setNotice] = useState<Notice | null>(flash);
  const [paying, setPaying] = useState(false);
  const [reversing, setReversing] = useState<InvoicePayment | null>(null);
  // Where a cash payment goes: the caller's open caja, read only while the dialog is open (issue 29).
  const myTill = useMyTill(actor.corpId, actor.uid, paying);
  const [annulling, setAnnulling] = useState(false);
  const annulled = invoice.state === 'anulada';
  // A sale issued in error (annulPlan.ts refuses the rest on the server too).
  const mayAnnul =
    roleAtLeast(role, 'admin') &&
    invoice.kind === 'output' &&
    invoice.type === 'ordinaria' &&
    invoice.state === 'emitida' &&
    invoice.status === 'pendiente' &&
    invoice.rectifiedBy.length === 0;
  const [busy, setBusy] = useState(false);
  // Invoices by e-mail (issue 33): an issued sale, by staff (sendInvoiceEmail's role).
  const mayEmail = roleAtLeast(role, 'user') && invoice.kind === 'output' && invoice.state === 'emitida';
  const overdue = invoiceOverdue(invoice, today);
  const title = invoiceTitle(invoice);
  // A ticket is paid at the counter when issued, and corrected at the returns desk (R5): its lines are priced IVA included.
  const ticket = invoice.simplified === true;
  // Cobros y pagos (issue 30): not of tickets (paid at the counter), nor of a replaced or annulled invoice.
  const paymentKind = invoice.kind === 'output' ? 'cobro' : 'pago';
  const payable = !ticket && invoice.state === 'emitida' && invoice.status !== 'sustituida';
  const dues = payable ? payableDuesOf(invoice) : [];
  const refund = dues.reduce((sum, d) => sum + d.openCents, 0) < 0;
  const payments = useInvoicePayments(actor.corpId, invoice.id, !ticket);
  // An invoice marked paid before cobros existed has no payment to reverse: it is reopened as a whole.
  const legacyPaid = payable && invoice.collectedCents !== 0 && Array.isArray(payments) && payments.every((p) => p.state === 'anulado');

  const run = async (work: () => Promise<void>, done: string) => {
    setBusy(true);
    setNotice(null);
    try {
      await work();
      setNotice({ variant: 'success', text: done });
    } catch (e) {
      console.error(invoiceErrorFrom(e).detail || e);
      setNotice({ variant: 'danger', text: invoiceErrorMessage(invoiceErrorFrom(e)) });
    } finally {
      setBusy(false);
    }
  };

  const downloadPdf = () =>
    run(async () => {
      const { downloadInvoicePdf } = await import('./pdf/downloadInvoicePdf');
      await downloadInvoicePdf(invoice);
    }, 'PDF generado.');

  const downloadReceipt = () =>
    run(async () => {
      const [{ downloadReceiptPdf }, { ticketSettingsRepository }] = await Promise.all([
        import('./pdf/receiptPdf'),
        import('../corps/ticketSettingsRepository'),
      ]);
      // The company's ticket header and footer (issue 29) frame the receipt.
      await downloadReceiptPdf(invoice, { settings: await ticketSettingsRepository.get(actor.corpId) });
    }, SIMPLIFIED_TEXT.receiptDone);

  return (
    <section aria-labelledby="invoice-title">
      <InvoicePageHeading titleId="invoice-title" title={title}>
        <StatusBadge invoice={invoice} today={today} />
        <BackToInvoices kind={invoice.kind} />
      </InvoicePageHeading>
      <NoticeAlert notice={notice} testId="invoice-notice" />
      <StateAlerts invoice={invoice} overdue={overdue} />

      <InvoiceFacts invoice={invoice} overdue={overdue} slots={slots} />

      <InvoiceParties invoice={invoice} />

      <IssuedLines invoice={invoice} />
      {slots.afterLines && <slots.afterLines invoice={invoice} />}
      <InvoiceTotals totals={invoice} recargo={invoice.recargoEquivalencia} />
      {invoice.notes && <p className="mt-3 small">Observaciones: {invoice.notes}</p>}
      {/* A credit note gives money back or is set off: it has no due date to show (the «A devolver» line says what is owed). */}
      {!ticket && invoice.instalments.some((i) => i.amountCents > 0) && <InstalmentsTable invoice={invoice} today={today} />}
      {!ticket && <InvoicePaymentsTable invoice={invoice} payments={payments} busy={busy} onReverse={setReversing} />}
      {invoice.kind === 'output' && roleAtLeast(role, 'user') && <InvoiceEmails corpId={actor.corpId} invoiceId={invoice.id} />}

      <div className="d-flex flex-wrap gap-2 mt-3">
        {invoice.kind === 'output' && !annulled && (
          <Button variant="primary" onClick={() => void downloadPdf()} disabled={busy}>
            Descargar PDF
          </Button>
        )}
        {mayEmail && (
          <InvoiceEmailAction
            invoice={invoice}
            corpId={actor.corpId}
            busy={busy}
            onSent={(to) => setNotice({ variant: 'success', text: EMAIL_TEXT.sent(to.join(', ')) })}
          />
        )}
        {ticket && !annulled && (
          <Button variant="outline-primary" onClick={() => void downloadReceipt()} disabled={busy}>
            {SIMPLIFIED_TEXT.receiptButton}
          </Button>
        )}
        {dues.length > 0 && (
          <Button variant="outline-success" disabled={busy} onClick={() => setPaying(true)}>
            {refund ? INVOICE_PAYMENTS_TEXT.refund : INVOICE_PAYMENTS_TEXT.record(invoice.kind)}
          </Button>
        )}
        {legacyPaid && (
          <Button
            variant="outline-secondary"
            disabled={busy}
            onClick={() => void run(() => invoiceWriter.markUnpaid(actor, invoice.id), INVOICE_PAYMENTS_TEXT.markedPending)}
          >
            {INVOICE_PAYMENTS_TEXT.markPending}
          </Button>
        )}
        {invoice.kind === 'output' && invoice.type === 'ordinaria' && !annulled && !ticket && (
          <Button
            variant="outline-secondary"
            disabled={busy}
            onClick={() => navigate(`/invoices/details?kind=output&rectifies=${encodeURIComponent(invoice.id)}`)}
          >
            Rectificar
          </Button>
        )}
        {slots.actions && <slots.actions invoice={invoice} busy={busy} />}
        {mayAnnul && (
          <Button variant="outline-danger" disabled={busy} onClick={() => setAnnulling(true)}>
            Anular factura
          </Button>
        )}
      </div>
      <AnnulDialog
        show={annulling}
        numberText={invoice.numberText ?? ''}
        onCancel={() => setAnnulling(false)}
        onAnnul={(reason) => {
          setAnnulling(false);
          void run(
            () => invoiceWriter.annul(actor, invoice.id, reason),
            'Factura anulada. Su registro de anulación VERI*FACTU se enviará a la AEAT.',
          );
        }}
      />
      {paying && dues.length > 0 && (
        <RecordPaymentDialog
          kind={paymentKind}
          dues={dues}
          today={today}
          defaultMethod={invoice.instalments.find((i) => openCentsOf(i) !== 0)?.method ?? 'transferencia'}
          operationCents={Math.abs(invoice.totalCents)}
          cashTill={myTill === undefined ? undefined : (myTill?.tillName ?? null)}
          onCancel={() => setPaying(false)}
          onRecord={async (input) => {
            await paymentWriter.recordPayment(actor, input);
            setPaying(false);
            setNotice({ variant: 'success', text: refund ? RECORD_TEXT.refunded : KIND_WORDS[paymentKind].recorded });
          }}
        />
      )}
      {reversing && (
        <ReversePaymentDialog
          payment={reversing}
          today={today}
          onCancel={() => setReversing(null)}
          onReverse={async (input) => {
            await paymentWriter.reversePayment(actor, input);
            setReversing(null);
            setNotice({ variant: 'success', text: KIND_WORDS[reversing.kind].reversed });
          }}
        />
      )}
    </section>
  );
}
