/**
 * Reads of corporations/{corpId}/payments for the cobros y pagos list and the extracto de cuenta
 * (issue 30): read-only (the payment commands write them; the dialogs' paymentRepository.ts calls
 * those). The list pages live with one count(); the statement reads one party's payments page by
 * page. Every read is counted (src/data).
 */
import { orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import { collectionRef } from '../data/firestore';
import type { ListQuery } from '../data/pagedQuery';
import type { PaymentKind } from '../domain/payments/payments';
import { partyPaymentsPlan, paymentListPlan, type PaymentFilters, type PaymentListPlan } from './paymentListPlan';
import { paymentOfStored, type StoredPayment } from './storedPayment';
import { streamQuery, type StreamOptions } from './streamRepository';

export const paymentsPath = (corpId: string) => `corporations/${corpId}/payments`;

function constraints(plan: PaymentListPlan): QueryConstraint[] {
  return [
    ...plan.equals.map(([field, value]) => where(field, '==', value)),
    ...plan.ranges.map(([field, op, value]) => where(field, op, value)),
    orderBy(plan.order[0], plan.order[1]),
  ];
}

/** A document that does not read as a payment still shows, as an empty row of its id. */
function paymentOrEmpty(id: string, d: Record<string, unknown>): StoredPayment {
  return (
    paymentOfStored(id, d) ?? {
      id,
      kind: d.kind === 'pago' ? 'pago' : 'cobro',
      partyId: '',
      partyName: '',
      date: '',
      amountCents: 0,
      method: 'otro',
      reference: '',
      note: '',
      allocations: [],
      unappliedCents: 0,
      state: 'vigente',
      reversal: null,
      origin: { type: 'manual', id: null },
      invoiceIds: [],
      tillSessionId: null,
      createdBy: '',
    }
  );
}

export const paymentListRepository = {
  listQuery(corpId: string, filters: PaymentFilters): ListQuery<StoredPayment> {
    return {
      label: 'payments.list',
      query: query(collectionRef(paymentsPath(corpId)), ...constraints(paymentListPlan(filters))),
      map: (snap) => paymentOrEmpty(snap.id, snap.data()),
    };
  },

  /** Every payment of one party and kind dated up to `to`, newest first, 500 a page. Returns how many were read. */
  streamOfParty(corpId: string, kind: PaymentKind, partyId: string, to: string, options: StreamOptions<StoredPayment>): Promise<number> {
    const base = query(collectionRef(paymentsPath(corpId)), ...constraints(partyPaymentsPlan(kind, partyId, to)));
    return streamQuery('reports.statement.payments', base, (snap) => paymentOfStored(snap.id, snap.data()), options);
  },
};
