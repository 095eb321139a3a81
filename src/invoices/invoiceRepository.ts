/**
 * Thin repository for corporations/{corpId}/invoices: reads, the list query,
 * the totals of a filtered list and deleting drafts. Numbers and payment
 * changes are never written here: the invoice commands (functions/src/invoices) do.
 */
import { deleteDoc, orderBy, query, where, type DocumentData, type QueryConstraint } from 'firebase/firestore';
import { collectionRef, docRef, readDoc, sumQuery, watchDoc } from '../data/firestore';
import type { ListQuery } from '../data/pagedQuery';
import { invoiceFromStored } from '../domain/invoices/invoiceStored';
import { OPEN_INVOICE_STATUSES } from '../domain/payments/dues';
import type { Invoice, InvoiceKind, InvoiceStatus, InvoiceStatusFilter } from '../domain/invoices/invoiceModel';

export const invoicesPath = (corpId: string) => `corporations/${corpId}/invoices`;
export const invoicePath = (corpId: string, id: string) => `${invoicesPath(corpId)}/${id}`;

/** A snapshot's data as the app shows it: the domain's reader (src/domain/invoices/invoiceStored.ts), shared with the commands. */
export function invoiceFromData(id: string, d: DocumentData): Invoice {
  return invoiceFromStored(id, d) ?? invoiceFromStored(id, {})!;
}

/**
 * What the lists filter on. 'pendiente' = something still open: nothing paid, paid in part or a
 * returned direct debit (OPEN_STATUSES, issue 30). 'vencida' = one of those, with something to
 * collect or pay (payableCents > 0: a credit note is never overdue) and past its due date (the
 * first open instalment's; ordered by due date).
 */
export type { InvoiceStatusFilter } from '../domain/invoices/invoiceModel';

export interface InvoiceFilters {
  kind: InvoiceKind | null;
  status: InvoiceStatusFilter | null;
  partyId: string | null;
  /** ISO dates, inclusive, on the invoice date (issue date; a draft's last save). Not with 'vencida'. */
  from: string | null;
  to: string | null;
}

/** The statuses of an invoice with something open («Pendiente» and «Vencida» in the lists, Inicio). */
export const OPEN_STATUSES: readonly InvoiceStatus[] = OPEN_INVOICE_STATUSES;

/**
 * A list query as plain data: equality filters (a list of values is `in`, which uses the same
 * composite index as `==`), range filters and the order, in the order they are applied.
 */
export interface InvoiceListPlan {
  equals: [field: string, value: string | readonly string[]][];
  ranges: [field: string, op: '<' | '>' | '>=' | '<=', value: string | number][];
  order: [field: string, direction: 'asc' | 'desc'];
}

/**
 * What the filters ask of Firestore. Equality filters come first and in a
 * fixed order (kind, status, partyId), so that every combination matches one
 * composite index in firestore.indexes.json (checked by invoiceIndexes.test.ts).
 */
export function invoiceListPlan(filters: InvoiceFilters, today: string): InvoiceListPlan {
  const equals: InvoiceListPlan['equals'] = [];
  if (filters.kind) equals.push(['kind', filters.kind]);
  if (filters.status) equals.push(['status', filters.status === 'vencida' || filters.status === 'pendiente' ? OPEN_STATUSES : filters.status]);
  if (filters.partyId) equals.push(['partyId', filters.partyId]);
  if (filters.status === 'vencida') {
    // Two inequalities (Firestore orders by dueDate, then payableCents; the index lists both).
    return {
      equals,
      ranges: [
        ['dueDate', '<', today],
        ['payableCents', '>', 0],
      ],
      order: ['dueDate', 'asc'],
    };
  }
  const ranges: InvoiceListPlan['ranges'] = [];
  if (filters.from) ranges.push(['date', '>=', filters.from]);
  if (filters.to) ranges.push(['date', '<=', filters.to]);
  return { equals, ranges, order: ['date', 'desc'] };
}

function equalsConstraint([field, value]: InvoiceListPlan['equals'][number]): QueryConstraint {
  return typeof value === 'string' ? where(field, '==', value) : where(field, 'in', [...value]);
}

export function invoiceListConstraints(filters: InvoiceFilters, today: string): QueryConstraint[] {
  const plan = invoiceListPlan(filters, today);
  return [
    ...plan.equals.map(equalsConstraint),
    ...plan.ranges.map(([field, op, value]) => where(field, op, value)),
    orderBy(plan.order[0], plan.order[1]),
  ];
}

export interface InvoiceListTotals {
  count: number;
  baseCents: number;
  totalCents: number;
}

/** The totals of one kind of invoice (sales or purchases): they are never added together. */
export interface KindTotals extends InvoiceListTotals {
  kind: InvoiceKind;
}

/** Issued invoices' statuses: the only ones the totals count (never drafts, never annulled invoices). */
export const COUNTED_STATUSES: readonly InvoiceStatus[] = [...OPEN_STATUSES, 'pagada', 'sustituida'];

/** One aggregation of the totals: the list's plan for one kind, restricted to COUNTED_STATUSES when the filters name no status. */
export interface InvoiceTotalsPlan {
  kind: InvoiceKind;
  plan: InvoiceListPlan;
  /** Set when no status is filtered: `status in` these (it uses the same indexes as `status ==`). */
  statusIn: readonly InvoiceStatus[] | null;
}

/**
 * The aggregations behind a list's totals: one per kind (both kinds on "Todas"), none when the
 * filters select only drafts or annulled invoices, which never count.
 */
export function invoiceTotalsPlans(filters: InvoiceFilters, today: string): InvoiceTotalsPlan[] {
  if (filters.status === 'borrador' || filters.status === 'anulada') return [];
  const kinds: InvoiceKind[] = filters.kind ? [filters.kind] : ['output', 'input'];
  return kinds.map((kind) => ({
    kind,
    plan: invoiceListPlan({ ...filters, kind }, today),
    statusIn: filters.status ? null : COUNTED_STATUSES,
  }));
}

function totalsConstraints({ plan, statusIn }: InvoiceTotalsPlan): QueryConstraint[] {
  const equals = plan.equals.map(equalsConstraint);
  // kind first, then status, as in the list's plans (the composite indexes follow that order).
  if (statusIn) equals.splice(1, 0, where('status', 'in', [...statusIn]));
  return [...equals, ...plan.ranges.map(([field, op, value]) => where(field, op, value)), orderBy(plan.order[0], plan.order[1])];
}

export const invoiceRepository = {
  async get(corpId: string, id: string): Promise<Invoice | null> {
    const snap = await readDoc('invoices.get', docRef(invoicePath(corpId, id)));
    return snap.exists() ? invoiceFromData(snap.id, snap.data()) : null;
  },

  watch(corpId: string, id: string, onNext: (invoice: Invoice | null) => void, onError: (e: Error) => void): () => void {
    return watchDoc(
      'invoices.watch',
      docRef(invoicePath(corpId, id)),
      (snap) => onNext(snap.exists() ? invoiceFromData(snap.id, snap.data()) : null),
      onError,
    );
  },

  listQuery(corpId: string, filters: InvoiceFilters, today: string): ListQuery<Invoice> {
    return {
      label: 'invoices.list',
      query: query(collectionRef(invoicesPath(corpId)), ...invoiceListConstraints(filters, today)),
      map: (snap) => invoiceFromData(snap.id, snap.data()),
    };
  },

  /**
   * Base and total of the issued invoices the filters select, one per kind, by aggregation (never by
   * reading them): drafts and annulled invoices never count, sales and purchases are never added up.
   */
  async totals(corpId: string, filters: InvoiceFilters, today: string): Promise<KindTotals[]> {
    return Promise.all(
      invoiceTotalsPlans(filters, today).map(async (t) => {
        const q = query(collectionRef(invoicesPath(corpId)), ...totalsConstraints(t));
        return { kind: t.kind, ...(await sumQuery('invoices.totals', q, ['baseCents', 'totalCents'] as const)) };
      }),
    );
  },

  /** Only drafts: the rules refuse deleting an issued invoice. */
  async deleteDraft(corpId: string, id: string): Promise<void> {
    await deleteDoc(docRef(invoicePath(corpId, id)));
  },
};
