/**
 * The cobros y pagos list's query as plain data (issue 30): payments newest first, filtered by
 * kind (cobro or pago), state (vigente or anulado), party (only with a kind: a client is picked
 * among clients, a vendor among vendors) and a date range. The equality filters always come in
 * the same order (kind, state, partyId), so each combination matches one composite index
 * (paymentIndexes.test.ts). Pure.
 */
import type { PaymentKind, PaymentRecord } from '../domain/payments/payments';

export interface PaymentFilters {
  kind: PaymentKind | null;
  state: PaymentRecord['state'] | null;
  /** Ignored without a kind. */
  partyId: string | null;
  /** ISO dates, inclusive, on the payment's date. */
  from: string | null;
  to: string | null;
}

export interface PaymentListPlan {
  equals: [field: 'kind' | 'state' | 'partyId', value: string][];
  ranges: [field: 'date', op: '>=' | '<=', value: string][];
  order: [field: 'date', direction: 'desc'];
}

export function paymentListPlan(filters: PaymentFilters): PaymentListPlan {
  const equals: PaymentListPlan['equals'] = [];
  if (filters.kind) equals.push(['kind', filters.kind]);
  if (filters.state) equals.push(['state', filters.state]);
  if (filters.kind && filters.partyId) equals.push(['partyId', filters.partyId]);
  const ranges: PaymentListPlan['ranges'] = [];
  if (filters.from) ranges.push(['date', '>=', filters.from]);
  if (filters.to) ranges.push(['date', '<=', filters.to]);
  return { equals, ranges, order: ['date', 'desc'] };
}

/** One party's payments of one kind up to `to`: what the extracto de cuenta reads (the list's own index). */
export function partyPaymentsPlan(kind: PaymentKind, partyId: string, to: string): PaymentListPlan {
  return paymentListPlan({ kind, state: null, partyId, from: null, to });
}
