/**
 * Thin repository of corporations/{corpId}/payments (issue 30), read-only: the cobros or pagos of
 * one invoice, live, newest first (at most PAYMENTS_OF_INVOICE_LIMIT), whatever their state.
 * Payments are written only by the payment commands (paymentWriter).
 */
import { limit, orderBy, query, where, type DocumentData } from 'firebase/firestore';
import { collectionRef, watchQuery } from '../data/firestore';
import { PAYMENT_METHODS, type PaymentMethod } from '../domain/invoices/invoiceModel';
import { allocationsOfStored, type PaymentKind } from '../domain/payments/payments';

export const paymentsPath = (corpId: string) => `corporations/${corpId}/payments`;

export const PAYMENTS_OF_INVOICE_LIMIT = 50;

/** The query of one invoice's payments as plain data (paymentRepository.test.ts checks its index). */
export const PAYMENTS_OF_INVOICE_PLAN = {
  collection: 'payments',
  arrayContains: 'invoiceIds',
  order: ['date', 'desc'],
  limit: PAYMENTS_OF_INVOICE_LIMIT,
} as const;

/** A payment as one invoice shows it. */
export interface InvoicePayment {
  id: string;
  kind: PaymentKind;
  date: string;
  method: PaymentMethod;
  /** The whole payment (below zero: a refund of a credit note). */
  amountCents: number;
  /** What it applied to this invoice. */
  appliedCents: number;
  reference: string;
  note: string;
  state: 'vigente' | 'anulado';
  reversal: { date: string; reason: string; returnCode: string | null } | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** A stored payment document as one invoice shows it (pure, total: anything reads). */
export function invoicePaymentOf(id: string, d: DocumentData, invoiceId: string): InvoicePayment {
  const r = d.reversal && typeof d.reversal === 'object' ? (d.reversal as Record<string, unknown>) : null;
  const method = (PAYMENT_METHODS as readonly unknown[]).includes(d.method) ? (d.method as PaymentMethod) : 'otro';
  return {
    id,
    kind: d.kind === 'pago' ? 'pago' : 'cobro',
    date: text(d.date),
    method,
    amountCents: Number.isSafeInteger(d.amountCents) ? (d.amountCents as number) : 0,
    appliedCents: allocationsOfStored(d).reduce((sum, a) => (a.invoiceId === invoiceId ? sum + a.amountCents : sum), 0),
    reference: text(d.reference),
    note: text(d.note),
    state: d.state === 'anulado' ? 'anulado' : 'vigente',
    reversal: r
      ? { date: text(r.date), reason: text(r.reason), returnCode: typeof r.returnCode === 'string' && r.returnCode !== '' ? r.returnCode : null }
      : null,
  };
}

export const paymentRepository = {
  /** The payments applied to an invoice, live (one counted read per document, then per change). */
  watchOfInvoice(corpId: string, invoiceId: string, onNext: (payments: InvoicePayment[]) => void, onError: (e: Error) => void): () => void {
    const q = query(
      collectionRef(paymentsPath(corpId)),
      where(PAYMENTS_OF_INVOICE_PLAN.arrayContains, 'array-contains', invoiceId),
      orderBy(PAYMENTS_OF_INVOICE_PLAN.order[0], PAYMENTS_OF_INVOICE_PLAN.order[1]),
      limit(PAYMENTS_OF_INVOICE_PLAN.limit),
    );
    return watchQuery('payments.ofInvoice', q, (snap) => onNext(snap.docs.map((doc) => invoicePaymentOf(doc.id, doc.data(), invoiceId))), onError);
  },
};
