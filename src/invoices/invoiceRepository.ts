/**
 * Thin repository for corporations/{corpId}/invoices: reads, the list query,
 * the totals of a filtered list and deleting drafts. Numbers and payment
 * changes are never written here: the invoice commands (functions/src/invoices) do.
 */
import { isTaxAdministration } from '../domain/verifactu/scope';
import { deleteDoc, orderBy, query, where, type DocumentData, type QueryConstraint } from 'firebase/firestore';
import { collectionRef, docRef, readDoc, sumQuery, toDate, watchDoc } from '../data/firestore';
import type { ListQuery } from '../data/pagedQuery';
import { breakdownOf, figuresOf, invoiceAmountsOf } from '../domain/invoiceAmounts';
import { isTaxCause } from '../domain/tax';
import { isRectificationCode, isRectificationMode } from '../domain/rectification';
import { isCounterPaymentMethod } from '../domain/simplifiedInvoice';
import { returnedOf } from '../domain/returns/returnPlan';
import { isTaxOperation } from '../domain/invoices/receivedOperation';
import {
  PAYMENT_METHODS,
  mercantileRegistryOf,
  partySnapshotOf,
  type Invoice,
  type InvoiceKind,
  type InvoiceState,
  type RecordMirror,
  type InvoiceStatus,
  type IssuerSnapshot,
  type PaymentMethod,
  type Rectifies,
  type RectifiedByEntry,
  type StoredLine,
} from '../domain/invoices/invoiceModel';

export const invoicesPath = (corpId: string) => `corporations/${corpId}/invoices`;
export const invoicePath = (corpId: string, id: string) => `${invoicesPath(corpId)}/${id}`;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const strOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const numOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const list = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? (v as Record<string, unknown>[]) : []);

function lineFrom(d: Record<string, unknown>): StoredLine {
  return {
    description: str(d.description),
    code: str(d.code),
    categoryId: strOrNull(d.categoryId),
    unit: str(d.unit),
    quantity: num(d.quantity),
    unitPriceCents: num(d.unitPriceCents),
    discountPct: num(d.discountPct),
    vatRate: num(d.vatRate),
    exemption: isTaxCause(d.exemption) ? d.exemption : null,
    tobacco: d.tobacco === true,
    ...(d.service === true ? { service: true } : {}),
    sourceId: strOrNull(d.sourceId),
    sourceLabel: strOrNull(d.sourceLabel),
    baseCents: num(d.baseCents),
  };
}

function rectifiesFrom(v: unknown): Rectifies | null {
  if (!v || typeof v !== 'object') return null;
  const d = v as Record<string, unknown>;
  return {
    invoiceId: str(d.invoiceId),
    numberText: str(d.numberText),
    issueDate: str(d.issueDate),
    mode: isRectificationMode(d.mode) ? d.mode : 'difference',
    // Rectificativas issued before the type was recorded were all of the general kind.
    code: isRectificationCode(d.code) ? d.code : 'R4',
    reason: str(d.reason),
    replaced: figuresOf(d.replaced),
    ...(typeof d.vendorInvoiceNumber === 'string' && d.vendorInvoiceNumber !== ''
      ? { vendorInvoiceNumber: d.vendorInvoiceNumber, vendorInvoiceDate: str(d.vendorInvoiceDate) }
      : {}),
  };
}

function issuerFrom(v: unknown): IssuerSnapshot | null {
  if (!v || typeof v !== 'object') return null;
  const d = v as Record<string, unknown>;
  return {
    legalName: str(d.legalName),
    nif: str(d.nif),
    address: str(d.address),
    postalCode: str(d.postalCode),
    city: str(d.city),
    province: str(d.province),
    country: str(d.country),
    iban: str(d.iban),
    mercantileRegistry: mercantileRegistryOf(d.mercantileRegistry),
  };
}

const isPaymentMethod = (v: unknown): v is PaymentMethod => (PAYMENT_METHODS as readonly unknown[]).includes(v);

export function invoiceFromData(id: string, d: DocumentData): Invoice {
  const kind: InvoiceKind = d.kind === 'input' ? 'input' : 'output';
  const state: InvoiceState = d.state === 'emitida' || d.state === 'anulada' ? d.state : 'borrador';
  const status: InvoiceStatus =
    d.status === 'pagada' || d.status === 'pendiente' || d.status === 'sustituida' || d.status === 'anulada' ? d.status : 'borrador';
  return {
    id,
    kind,
    type: d.type === 'rectificativa' ? 'rectificativa' : 'ordinaria',
    state,
    status,
    series: strOrNull(d.series),
    year: numOrNull(d.year),
    number: numOrNull(d.number),
    numberText: strOrNull(d.numberText),
    date: str(d.date),
    taxDate: strOrNull(d.taxDate),
    issueDate: strOrNull(d.issueDate),
    issuedAt: toDate(d.issuedAt),
    issuedBy: strOrNull(d.issuedBy),
    operationDate: strOrNull(d.operationDate),
    dueDate: strOrNull(d.dueDate),
    paymentTermsDays: num(d.paymentTermsDays),
    partyId: str(d.partyId),
    party: partySnapshotOf((d.party ?? {}) as Record<string, unknown>),
    issuer: issuerFrom(d.issuer),
    recargoEquivalencia: d.recargoEquivalencia === true,
    irpfRate: num(d.irpfRate),
    lines: list(d.lines).map(lineFrom),
    lineCount: num(d.lineCount),
    sourceIds: Array.isArray(d.sourceIds) ? d.sourceIds.filter((s: unknown): s is string => typeof s === 'string') : [],
    breakdown: breakdownOf(d.breakdown),
    ...invoiceAmountsOf(d),
    paidDate: strOrNull(d.paidDate),
    paymentMethod: isPaymentMethod(d.paymentMethod) ? d.paymentMethod : null,
    rectifies: rectifiesFrom(d.rectifies),
    rectifiedBy: list(d.rectifiedBy).map((r): RectifiedByEntry => ({ invoiceId: str(r.invoiceId), numberText: str(r.numberText) })),
    vendorInvoiceNumber: strOrNull(d.vendorInvoiceNumber),
    vendorInvoiceDate: strOrNull(d.vendorInvoiceDate),
    vendorInvoiceKey: strOrNull(d.vendorInvoiceKey),
    investmentGoods: d.investmentGoods === true,
    premisesRental: d.premisesRental === true,
    operation: d.kind === 'input' && isTaxOperation(d.operation) ? d.operation : null,
    notes: str(d.notes),
    createdBy: str(d.createdBy),
    createdAt: toDate(d.createdAt),
    updatedAt: toDate(d.updatedAt),
    verifactu: recordMirrorOf(d.verifactu),
    verifactuAnulacion: recordMirrorOf(d.verifactuAnulacion),
    cotejoEnv: d.cotejoEnv === 'test' || d.cotejoEnv === 'production' ? d.cotejoEnv : null,
    verifactuExempt: isTaxAdministration(d.verifactuExempt) && d.verifactuExempt !== 'aeat' ? d.verifactuExempt : null,
    annulled: d.annulled && typeof d.annulled === 'object' ? { reason: str(d.annulled.reason), at: toDate(d.annulled.at) } : null,
    simplified: d.simplified === true,
    vatIncluded: d.vatIncluded === true,
    counterPayment: counterPaymentOf(d.counterPayment),
    stockDocumentId: strOrNull(d.stockDocumentId),
    returned: returnedOf(d),
  };
}

/** A counter sale's payment (method, cash tendered, change), or null when absent or not one of the counter's methods. */
function counterPaymentOf(v: unknown): Invoice['counterPayment'] {
  if (!v || typeof v !== 'object') return null;
  const p = v as Record<string, unknown>;
  if (!isCounterPaymentMethod(p.method)) return null;
  return { method: p.method, tenderedCents: num(p.tenderedCents), changeCents: num(p.changeCents) };
}

const MIRROR_STATES: readonly RecordMirror['state'][] = ['pendiente', 'aceptado', 'aceptado_con_errores', 'rechazado'];

function recordMirrorOf(v: unknown): RecordMirror | null {
  if (!v || typeof v !== 'object') return null;
  const m = v as Record<string, unknown>;
  if (typeof m.recordId !== 'string' || !MIRROR_STATES.includes(m.state as RecordMirror['state'])) return null;
  return {
    recordId: m.recordId,
    state: m.state as RecordMirror['state'],
    code: typeof m.code === 'number' ? m.code : null,
    message: typeof m.message === 'string' ? m.message : null,
  };
}

/**
 * What the lists filter on. 'vencida' = issued, unpaid, with something to collect or pay
 * (payableCents > 0: a credit note is never overdue) and past its due date (ordered by due date).
 */
export type InvoiceStatusFilter = InvoiceStatus | 'vencida';

export interface InvoiceFilters {
  kind: InvoiceKind | null;
  status: InvoiceStatusFilter | null;
  partyId: string | null;
  /** ISO dates, inclusive, on the invoice date (issue date; a draft's last save). Not with 'vencida'. */
  from: string | null;
  to: string | null;
}

/** A list query as plain data: equality filters, range filters and the order, in the order they are applied. */
export interface InvoiceListPlan {
  equals: [field: string, value: string][];
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
  if (filters.status) equals.push(['status', filters.status === 'vencida' ? 'pendiente' : filters.status]);
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

export function invoiceListConstraints(filters: InvoiceFilters, today: string): QueryConstraint[] {
  const plan = invoiceListPlan(filters, today);
  return [
    ...plan.equals.map(([field, value]) => where(field, '==', value)),
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
export const COUNTED_STATUSES: readonly InvoiceStatus[] = ['pendiente', 'pagada', 'sustituida'];

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
  const equals = plan.equals.map(([field, value]) => where(field, '==', value));
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
