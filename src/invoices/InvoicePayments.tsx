/**
 * An issued invoice's cobros y pagos (issue 30): its vencimientos (each instalment, what is paid of
 * it and its state; overdue ones marked as the lists mark them) and the payments applied to it
 * (read live from payments/, newest first), each live one with «Anular». The dialogs that record
 * and reverse payments are src/payments' (shared with the cartera).
 */
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { formatEuros } from '../domain/money';
import { dueIdOf, dueStateOf, openCentsOf, type DueState } from '../domain/payments/dues';
import type { Invoice } from '../domain/invoices/invoiceModel';
import { paymentRepository, type InvoicePayment } from '../payments/paymentRepository';
import { PAYMENT_STATE_TEXT } from '../payments/messages';
import type { PayableDue } from '../payments/RecordPaymentDialog';
import { OVERDUE_MARK } from './InvoiceList';
import { TableHead } from './InvoicePageParts';
import { DUES_TEXT, INVOICE_PAYMENTS_TEXT, isoToSpanish, PAYMENT_METHOD_LABEL } from './messages';
import { TableScroll } from '../shared/TableScroll';

const DUE_BADGE: Record<DueState, { bg: string; text?: 'dark' }> = {
  pendiente: { bg: 'info', text: 'dark' },
  parcial: { bg: 'primary' },
  pagada: { bg: 'success' },
  devuelta: { bg: 'danger' },
  anulada: { bg: 'dark' },
};

/** The payments applied to an invoice, live: undefined while reading, null when they cannot be read. */
export function useInvoicePayments(corpId: string, invoiceId: string, enabled: boolean): InvoicePayment[] | null | undefined {
  const [state, setState] = useState<{ key: string; payments: InvoicePayment[] | null } | null>(null);
  const key = `${corpId}/${invoiceId}`;
  useEffect(() => {
    if (!enabled) return undefined;
    return paymentRepository.watchOfInvoice(
      corpId,
      invoiceId,
      (payments) => setState({ key, payments }),
      (e) => {
        console.error('Cobros y pagos: no se han podido leer', e);
        setState({ key, payments: null });
      },
    );
  }, [corpId, invoiceId, key, enabled]);
  return enabled && state?.key === key ? state.payments : undefined;
}

/** The instalments a payment of this invoice may apply to: open, and not in a remittance (the bank collects those). */
export function payableDuesOf(invoice: Pick<Invoice, 'id' | 'numberText' | 'instalments'>): PayableDue[] {
  const count = invoice.instalments.length;
  return invoice.instalments
    .filter((i) => openCentsOf(i) !== 0 && i.remittanceId === null)
    .map((i) => ({
      dueId: dueIdOf(invoice.id, i.n),
      label: `${invoice.numberText ?? ''} · ${DUES_TEXT.of(i.n, count)}`,
      dueDate: i.dueDate,
      openCents: openCentsOf(i),
    }));
}

export function InstalmentsTable({ invoice, today }: { invoice: Invoice; today: string }) {
  const annulled = invoice.state === 'anulada';
  const count = invoice.instalments.length;
  return (
    <section aria-labelledby="instalments-title" className="mt-3">
      <h2 className="h5" id="instalments-title">
        {DUES_TEXT.title}
      </h2>
      <TableScroll label={DUES_TEXT.tableLabel}>
        <table className="table table-sm align-middle" data-testid="invoice-instalments">
          <TableHead
            columns={[
              { label: DUES_TEXT.n },
              { label: DUES_TEXT.dueDate },
              { label: DUES_TEXT.method },
              { label: DUES_TEXT.amount, end: true },
              { label: DUES_TEXT.paid(invoice.kind), end: true },
              { label: DUES_TEXT.open, end: true },
              { label: DUES_TEXT.state },
            ]}
          />
          <tbody>
            {invoice.instalments.map((i) => {
              const state = dueStateOf(i, annulled);
              const open = openCentsOf(i);
              const overdue = !annulled && invoice.state === 'emitida' && open > 0 && i.dueDate !== '' && i.dueDate < today;
              return (
                <tr key={i.n} data-testid="instalment-row" data-overdue={overdue || undefined}>
                  <td style={overdue ? OVERDUE_MARK : undefined}>{DUES_TEXT.of(i.n, count)}</td>
                  <td className={overdue ? 'fw-semibold text-danger' : undefined}>
                    {isoToSpanish(i.dueDate)}
                    {overdue && <span className="visually-hidden"> ({DUES_TEXT.overdue})</span>}
                  </td>
                  <td>{PAYMENT_METHOD_LABEL[i.method]}</td>
                  <td className="text-end text-nowrap">{formatEuros(i.amountCents)}</td>
                  <td className="text-end text-nowrap">{formatEuros(i.paidCents)}</td>
                  <td className="text-end text-nowrap">{formatEuros(open)}</td>
                  <td>
                    <Badge bg={DUE_BADGE[state].bg} text={DUE_BADGE[state].text}>
                      {DUES_TEXT.stateLabel(state, invoice.kind)}
                    </Badge>
                    {i.remittanceId !== null && state !== 'pagada' && (
                      <span className="small text-body-secondary ms-2">{DUES_TEXT.inRemittance}</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

function paymentStateText(p: InvoicePayment): string {
  if (p.state === 'vigente') return PAYMENT_STATE_TEXT.live;
  const reversed = PAYMENT_STATE_TEXT.reversed(isoToSpanish(p.reversal?.date ?? ''), p.reversal?.reason ?? '');
  return p.reversal?.returnCode ? `${reversed} · ${PAYMENT_STATE_TEXT.returned(p.reversal.returnCode)}` : reversed;
}

export function InvoicePaymentsTable({
  invoice,
  payments,
  busy,
  onReverse,
}: {
  invoice: Invoice;
  payments: InvoicePayment[] | null | undefined;
  busy: boolean;
  onReverse: (payment: InvoicePayment) => void;
}) {
  return (
    <section aria-labelledby="invoice-payments-title" className="mt-3">
      <h2 className="h5" id="invoice-payments-title">
        {INVOICE_PAYMENTS_TEXT.title(invoice.kind)}
      </h2>
      {payments === null ? (
        <Alert variant="danger">{INVOICE_PAYMENTS_TEXT.loadFailed}</Alert>
      ) : payments === undefined ? (
        <p className="small text-body-secondary">…</p>
      ) : payments.length === 0 ? (
        <p className="small text-body-secondary" data-testid="invoice-payments-none">
          {INVOICE_PAYMENTS_TEXT.none(invoice.kind)}
        </p>
      ) : (
        <TableScroll label={INVOICE_PAYMENTS_TEXT.tableLabel(invoice.kind)}>
          <table className="table table-sm align-middle" data-testid="invoice-payments">
            <TableHead
              columns={[
                { label: INVOICE_PAYMENTS_TEXT.date },
                { label: INVOICE_PAYMENTS_TEXT.method },
                { label: INVOICE_PAYMENTS_TEXT.applied, end: true },
                { label: INVOICE_PAYMENTS_TEXT.reference },
                { label: INVOICE_PAYMENTS_TEXT.state },
                { label: <span className="visually-hidden">Acciones</span> },
              ]}
            />
            <tbody>
              {payments.map((p) => (
                <tr key={p.id} data-testid="payment-row" data-state={p.state}>
                  <td className="text-nowrap">{isoToSpanish(p.date)}</td>
                  <td>{PAYMENT_METHOD_LABEL[p.method]}</td>
                  <td className={`text-end text-nowrap${p.state === 'anulado' ? ' text-decoration-line-through text-body-secondary' : ''}`}>
                    {formatEuros(p.appliedCents)}
                  </td>
                  <td>{p.reference}</td>
                  <td data-testid="payment-row-state">{paymentStateText(p)}</td>
                  <td className="text-end">
                    {p.state === 'vigente' && (
                      <Button
                        size="sm"
                        variant="outline-danger"
                        disabled={busy}
                        aria-label={INVOICE_PAYMENTS_TEXT.reverseLabel(invoice.kind, formatEuros(Math.abs(p.amountCents)), isoToSpanish(p.date))}
                        onClick={() => onReverse(p)}
                      >
                        {INVOICE_PAYMENTS_TEXT.reverse}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
