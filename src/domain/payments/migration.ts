/**
 * Invoices issued before cobros y pagos (issue 30) move to the new shape once: each issued
 * invoice (not a ticket, not a draft) without `instalments` gets its one instalment (what it asked,
 * at its due date), its due document, and, when it was marked paid, one payment record of
 * everything it asked on its paid date, by its method (origin 'migracion'), so its statement of
 * account and its cobros read as if the payment had been recorded. Idempotent: an invoice that
 * already has instalments is left alone. Pure: seed/payments.ts runs it over a company with the
 * Admin SDK (the seeds and `npm run migrate:payments`).
 */
import { PAYMENT_METHODS, type PaymentMethod } from '../invoices/invoiceModel';
import { dueDocuments, dueIdOf, dueOwnerOf, invoicePaymentFields, type Due } from './dues';
import { instalmentsOfInvoice, partyOfInvoice, type PaymentRecord } from './payments';

export interface InvoiceMigration {
  fields: Record<string, unknown>;
  dues: Due[];
  /** The payment it had, when it was marked paid (null: pending, or a ticket). */
  payment: (PaymentRecord & { invoiceIds: string[] }) | null;
}

/** What to write for one stored invoice (null: nothing to migrate). */
export function migrationOf(invoiceId: string, d: Record<string, unknown>): InvoiceMigration | null {
  if (d.state !== 'emitida' && d.state !== 'anulada') return null;
  if (d.simplified === true || Array.isArray(d.instalments)) return null;
  const instalments = instalmentsOfInvoice(d);
  const f = invoicePaymentFields(instalments);
  const annulled = d.state === 'anulada';
  // The status lists filter on stays as it was ('sustituida', 'anulada' and 'pagada' included).
  const fields = { instalments: f.instalments, collectedCents: f.collectedCents, ...(annulled ? {} : { dueDate: f.dueDate ?? d.dueDate ?? null }) };
  if (d.status === 'pagada') fields.dueDate = null;
  const dues = dueDocuments(dueOwnerOf(invoiceId, d), instalments, { annulled });
  const paid = instalments[0]!;
  if (d.status !== 'pagada' || paid.paidCents === 0) return { fields, dues, payment: null };
  const party = partyOfInvoice(d);
  const method: PaymentMethod = (PAYMENT_METHODS as readonly unknown[]).includes(d.paymentMethod) ? (d.paymentMethod as PaymentMethod) : 'otro';
  const date = typeof d.paidDate === 'string' && d.paidDate !== '' ? d.paidDate : paid.dueDate;
  return {
    fields,
    dues,
    payment: {
      kind: d.kind === 'input' ? 'pago' : 'cobro',
      partyId: party.id,
      partyName: party.name,
      date,
      amountCents: paid.paidCents,
      method,
      reference: '',
      note: 'Cobro registrado antes de los vencimientos',
      allocations: [{ dueId: dueIdOf(invoiceId, 1), invoiceId, n: 1, number: dues[0]!.number, amountCents: paid.paidCents }],
      unappliedCents: 0,
      state: 'vigente',
      reversal: null,
      origin: { type: 'migracion', id: invoiceId },
      invoiceIds: [invoiceId],
    },
  };
}

/** The id of a migrated invoice's payment (deterministic: running the migration twice writes it once). */
export function migratedPaymentId(invoiceId: string): string {
  return `mig-${invoiceId}`;
}
