/**
 * The one reader of a stored payment document (`payments/{id}`, written by recordPayment,
 * reversePayment and setInvoicePayment) for the list and the extracto de cuenta: any stored shape
 * reads to a typed value or null, never a crash. Pure.
 */
import { PAYMENT_METHODS, type PaymentMethod } from '../domain/invoices/invoiceModel';
import { allocationsOfStored, PAYMENT_KINDS, type PaymentKind, type PaymentRecord } from '../domain/payments/payments';
import { parseIsoDate } from '../domain/dates';

/** A payment as the screens read it: the record plus its id and the invoices it was applied to. */
export interface StoredPayment extends PaymentRecord {
  id: string;
  invoiceIds: string[];
  tillSessionId: string | null;
  createdBy: string;
}

const ORIGINS = ['manual', 'remesa', 'banco'] as const;

/** Null when it is not a payment (no kind, no readable date or amount). */
export function paymentOfStored(id: string, d: Record<string, unknown> | undefined): StoredPayment | null {
  if (!d) return null;
  if (!(PAYMENT_KINDS as readonly unknown[]).includes(d.kind)) return null;
  if (typeof d.date !== 'string' || parseIsoDate(d.date) === null || !Number.isSafeInteger(d.amountCents)) return null;
  const s = (k: string) => (typeof d[k] === 'string' ? (d[k] as string) : '');
  const allocations = allocationsOfStored(d);
  const r = d.reversal && typeof d.reversal === 'object' ? (d.reversal as Record<string, unknown>) : null;
  const o = d.origin && typeof d.origin === 'object' ? (d.origin as Record<string, unknown>) : {};
  const state: PaymentRecord['state'] = d.state === 'anulado' ? 'anulado' : 'vigente';
  return {
    id,
    kind: d.kind as PaymentKind,
    partyId: s('partyId'),
    partyName: s('partyName'),
    date: d.date,
    amountCents: d.amountCents as number,
    method: (PAYMENT_METHODS as readonly unknown[]).includes(d.method) ? (d.method as PaymentMethod) : 'otro',
    reference: s('reference'),
    note: s('note'),
    allocations,
    unappliedCents: Number.isSafeInteger(d.unappliedCents) ? (d.unappliedCents as number) : 0,
    state,
    reversal: r
      ? {
          date: typeof r.date === 'string' ? r.date : '',
          reason: typeof r.reason === 'string' ? r.reason : '',
          returnCode: typeof r.returnCode === 'string' && r.returnCode !== '' ? r.returnCode : null,
        }
      : null,
    origin: {
      type: (ORIGINS as readonly unknown[]).includes(o.type) ? (o.type as PaymentRecord['origin']['type']) : 'manual',
      id: typeof o.id === 'string' && o.id !== '' ? o.id : null,
    },
    invoiceIds: Array.isArray(d.invoiceIds)
      ? d.invoiceIds.filter((x): x is string => typeof x === 'string')
      : [...new Set(allocations.map((a) => a.invoiceId))],
    tillSessionId: typeof d.tillSessionId === 'string' && d.tillSessionId !== '' ? d.tillSessionId : null,
    createdBy: s('createdBy'),
  };
}

/** The numbers of the invoices a payment was applied to, each once, in the order applied. */
export function invoiceNumbersOf(p: Pick<PaymentRecord, 'allocations'>): string[] {
  return [...new Set(p.allocations.map((a) => a.number || a.invoiceId))];
}
