/**
 * Pedidos de cliente (issue 31, docs/DECISIONS.md «Pedidos y reservas»): the stored shape of
 * `salesOrders/{id}`, its one builder (a borrador as the editor saves it) and its one total reader,
 * and the per-line figures every screen and command reads the same way:
 *
 *   pending   = quantity − delivered          what the customer still waits for;
 *   reserved  (stored)                        the part of pending set aside on the stock level;
 *   backorder = pending − reserved            the part of pending not on hand to reserve.
 *
 * Quantities have 3 decimals and are computed in thousandths (src/domain/quantity.ts). Pure.
 */
import { computeTotals } from '../documentTotals';
import { fromThousandths, toThousandths } from '../quantity';
import { searchPrefixes } from '../search';
import type { DocLine, DocTotals } from '../stock/stockTypes';

export const SALES_ORDERS = 'salesOrders';

export type SalesOrderState = 'borrador' | 'abierto' | 'servido' | 'cerrado' | 'cancelado';
export const SALES_ORDER_STATES: readonly SalesOrderState[] = ['borrador', 'abierto', 'servido', 'cerrado', 'cancelado'];

/** Lines per order: a delivery writes one stock level per product plus the order, the salida, its movement and the summary. */
export const MAX_ORDER_LINES = 100;
/** Deliveries an order keeps the ids of (each a salida). */
export const MAX_DELIVERIES = 200;

/** A line of an order: a salida's line plus its id and what was delivered and reserved of it. */
export interface SalesOrderLine extends DocLine {
  /** Stable within its order (the delivery dialog and the salida's `orderLineIds` name lines by it). */
  lineId: string;
  delivered: number;
  reserved: number;
}

/** What the editor controls of a borrador. */
export interface SalesOrderDraft {
  date: string;
  partyId: string;
  partyName: string;
  partyNif: string;
  reference: string;
  notes: string;
  lines: SalesOrderLine[];
}

export interface SalesOrder extends SalesOrderDraft {
  id: string;
  number: string;
  state: SalesOrderState;
  lineCount: number;
  productIds: string[];
  totals: DocTotals;
  deliveryIds: string[];
  createdBy: string;
  createdAt: Date | null;
  updatedAt: Date | null;
  confirmedAt: Date | null;
  closedAt: Date | null;
  closeReason: string | null;
}

const th = toThousandths;
const q = fromThousandths;

/** quantity − delivered (never below 0). */
export function pendingOf(line: Pick<SalesOrderLine, 'quantity' | 'delivered'>): number {
  return q(Math.max(0, th(line.quantity) - th(line.delivered)));
}

/** pending − reserved: what the line waits for that was not on hand to reserve (never below 0). */
export function backorderOf(line: Pick<SalesOrderLine, 'quantity' | 'delivered' | 'reserved'>): number {
  return q(Math.max(0, th(line.quantity) - th(line.delivered) - th(line.reserved)));
}

/** Nothing is pending on any line. */
export function nothingPending(lines: readonly Pick<SalesOrderLine, 'quantity' | 'delivered'>[]): boolean {
  return lines.every((l) => th(pendingOf(l)) === 0);
}

/** Some line had goods delivered. */
export function anyDelivered(lines: readonly Pick<SalesOrderLine, 'delivered'>[]): boolean {
  return lines.some((l) => th(l.delivered) > 0);
}

/** Order numbers: "PC-" (pedido de cliente; a quote is P-{year}-{seq}) and the millisecond part of the record id in base 36, as entradas and salidas (documentNumber.ts). */
export function salesOrderNumberFor(id: string): string {
  const millis = /(\d{13})$/.exec(id)?.[1];
  const suffix = millis ? Number(millis).toString(36) : id.slice(-8);
  return `PC-${suffix.toUpperCase()}`;
}

/** The n-th delivery's salida number (1-based): "S-" and the order's number without its "PC-", "-n". */
export function deliveryNumberFor(orderNumber: string, n: number): string {
  return `S-${orderNumber.replace(/^PC-/, '')}-${n}`;
}

/** The fields of a borrador the editor controls, with the figures derived from its lines. */
export function salesOrderDraftFields(draft: SalesOrderDraft, number: string) {
  const totals = computeTotals(draft.lines, { recargoEquivalencia: false, irpfRate: 0 });
  return {
    date: draft.date,
    partyId: draft.partyId,
    partyName: draft.partyName,
    partyNif: draft.partyNif,
    reference: draft.reference,
    notes: draft.notes,
    // A borrador has nothing delivered nor reserved: the confirmation reserves.
    lines: draft.lines.map((l) => ({ ...draftLine(l), delivered: 0, reserved: 0 })),
    lineCount: draft.lines.length,
    productIds: [...new Set(draft.lines.map((l) => l.categoryId))],
    totals: { baseCents: totals.baseCents, vatCents: totals.vatCents, totalCents: totals.totalCents },
    searchKeys: searchPrefixes([draft.reference, number, draft.partyName]),
  };
}

function draftLine(l: SalesOrderLine) {
  return {
    lineId: l.lineId,
    categoryId: l.categoryId,
    code: l.code,
    name: l.name,
    unit: l.unit,
    quantity: l.quantity,
    unitPriceCents: l.unitPriceCents,
    discountPct: l.discountPct,
    vatRate: l.vatRate,
  };
}

/** A new borrador exactly as stored (the app stamps serverTimestamp(), seeds and tests a fixed time). */
export function newSalesOrderDraft<T>(draft: SalesOrderDraft, number: string, createdBy: string, at: T) {
  return {
    number,
    ...salesOrderDraftFields(draft, number),
    state: 'borrador' as const,
    deliveryIds: [] as string[],
    createdBy,
    createdAt: at,
    updatedAt: at,
  };
}

/** The keys a borrador has (the rules allow exactly these). */
export const SALES_ORDER_DRAFT_KEYS = [
  'number',
  'date',
  'partyId',
  'partyName',
  'partyNif',
  'reference',
  'notes',
  'lines',
  'lineCount',
  'productIds',
  'totals',
  'searchKeys',
  'state',
  'deliveryIds',
  'createdBy',
  'createdAt',
  'updatedAt',
] as const;

type Stored = Record<string, unknown>;

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const nonNegative = (v: unknown) => Math.max(0, num(v));
function dateOf(v: unknown): Date | null {
  const toDate = (v as { toDate?: unknown } | null)?.toDate;
  if (typeof toDate !== 'function') return v instanceof Date ? v : null;
  try {
    const d = (toDate as () => unknown).call(v);
    return d instanceof Date ? d : null;
  } catch {
    return null;
  }
}

/** A stored line (any shape) as a line: wrong types read as nothing. */
export function salesOrderLineFromStored(raw: unknown): SalesOrderLine | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const l = raw as Stored;
  return {
    lineId: str(l.lineId),
    categoryId: str(l.categoryId),
    code: str(l.code),
    name: str(l.name),
    unit: str(l.unit),
    quantity: num(l.quantity),
    unitPriceCents: num(l.unitPriceCents),
    discountPct: num(l.discountPct),
    vatRate: num(l.vatRate),
    delivered: nonNegative(l.delivered),
    reserved: nonNegative(l.reserved),
  };
}

/** salesOrders/{id} as stored, read totally: anything not a map is null, an unknown state reads as borrador. */
export function salesOrderFromStored(id: string, raw: unknown): SalesOrder | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const d = raw as Stored;
  const lines = Array.isArray(d.lines) ? d.lines.map(salesOrderLineFromStored).filter((l): l is SalesOrderLine => l !== null) : [];
  const totals = (typeof d.totals === 'object' && d.totals !== null ? d.totals : {}) as Stored;
  const state = (SALES_ORDER_STATES as readonly unknown[]).includes(d.state) ? (d.state as SalesOrderState) : 'borrador';
  return {
    id,
    number: str(d.number),
    date: str(d.date),
    partyId: str(d.partyId),
    partyName: str(d.partyName),
    partyNif: str(d.partyNif),
    reference: str(d.reference),
    notes: str(d.notes),
    lines,
    state,
    lineCount: lines.length,
    productIds: Array.isArray(d.productIds) ? d.productIds.filter((p): p is string => typeof p === 'string') : [],
    totals: { baseCents: num(totals.baseCents), vatCents: num(totals.vatCents), totalCents: num(totals.totalCents) },
    deliveryIds: Array.isArray(d.deliveryIds) ? d.deliveryIds.filter((p): p is string => typeof p === 'string') : [],
    createdBy: str(d.createdBy),
    createdAt: dateOf(d.createdAt),
    updatedAt: dateOf(d.updatedAt),
    confirmedAt: dateOf(d.confirmedAt),
    closedAt: dateOf(d.closedAt),
    closeReason: typeof d.closeReason === 'string' ? d.closeReason : null,
  };
}
