/**
 * Pedidos a proveedor (issue 31, docs/DECISIONS.md «Pedidos y reservas»): the stored shape of
 * `purchaseOrders/{id}`, its one builder (a new borrador) and its one total reader. Quantities are
 * decimal numbers with at most 3 decimals, computed in thousandths (quantity.ts); money in cents.
 *
 *   borrador  written by the app under the rules (received 0 on every line);
 *   abierto   confirmed («Enviado»): its lines' pending quantities are on order (stock `onOrder`);
 *   recibido  every line fully received (by entradas made by receivePurchaseOrder);
 *   cerrado   closed with something still pending: what was pending is no longer expected;
 *   cancelado cancelled before anything arrived.
 *
 * Every state but borrador is written only by the commands (functions/src/purchaseOrders). Pure.
 */
import { computeTotals } from '../documentTotals';
import { fromThousandths, toThousandths } from '../quantity';
import { docLineSchema } from '../stock/stockDocumentSchema';
import { validateLine } from '../lineValidation';
import { MAX_LINES, type DocLine, type DocTotals } from '../stock/stockTypes';
import { isDocumentId } from '../stock/stockLines';

export const PURCHASE_ORDERS = 'purchaseOrders';

export type PurchaseOrderState = 'borrador' | 'abierto' | 'recibido' | 'cerrado' | 'cancelado';
export const PURCHASE_ORDER_STATES: readonly PurchaseOrderState[] = ['borrador', 'abierto', 'recibido', 'cerrado', 'cancelado'];

/** A line of a purchase order: an entrada's line, its id within the order and what has arrived of it. */
export interface PurchaseOrderLine extends DocLine {
  lineId: string;
  received: number;
}

/** The editable part of a borrador. */
export interface PurchaseOrderDraft {
  date: string;
  partyId: string;
  partyName: string;
  partyNif: string;
  reference: string;
  notes: string;
  lines: PurchaseOrderLine[];
}

export interface PurchaseOrder extends PurchaseOrderDraft {
  id: string;
  number: string;
  state: PurchaseOrderState;
  lineCount: number;
  productIds: string[];
  totals: DocTotals;
  /** The entradas made against it (receivePurchaseOrder), annulled ones included. */
  receiptIds: string[];
  confirmedBy: string | null;
  closedBy: string | null;
  closeReason: string | null;
  createdBy: string;
  createdAt: Date | null;
  updatedAt: Date | null;
}

/** Lines per order: a receipt writes the entrada, one stock level per product and a few more documents in one transaction. */
export const MAX_ORDER_LINES = MAX_LINES;
/** A line id: what the editor makes (`l1`, `l2`…), short and path-safe. */
export const MAX_LINE_ID = 40;

/**
 * "PP-MFX2K9A1" (pedido a proveedor): PP, not PC (the pedidos de cliente) and the millisecond part of the record id in base 36, as
 * entradas (documentNumber.ts); not "P-", which presupuestos number as P-{year}-{seq}.
 */
export function purchaseOrderNumberFor(id: string): string {
  const millis = /(\d{13})$/.exec(id)?.[1];
  const suffix = millis ? Number(millis).toString(36) : id.slice(-8);
  return `PP-${suffix.toUpperCase()}`;
}

/** What is still expected of a line, in units (never below 0). */
export function pendingOf(line: Pick<PurchaseOrderLine, 'quantity' | 'received'>): number {
  return fromThousandths(Math.max(0, toThousandths(line.quantity) - toThousandths(line.received)));
}

function totalsOf(lines: readonly DocLine[]): DocTotals {
  const t = computeTotals([...lines], { recargoEquivalencia: false, irpfRate: 0 });
  return { baseCents: t.baseCents, vatCents: t.vatCents, totalCents: t.totalCents };
}

/** The fields a borrador's editor controls, with the figures derived from its lines. */
export function purchaseOrderDraftFields(draft: PurchaseOrderDraft) {
  return {
    date: draft.date,
    partyId: draft.partyId,
    partyName: draft.partyName,
    partyNif: draft.partyNif,
    reference: draft.reference,
    notes: draft.notes,
    lines: draft.lines.map((l) => ({ ...l, received: 0 })),
    lineCount: draft.lines.length,
    productIds: [...new Set(draft.lines.map((l) => l.categoryId))],
    totals: totalsOf(draft.lines),
  };
}

/**
 * A new borrador exactly as it is stored: its number, the draft's fields and nothing confirmed,
 * received or closed. `at` stamps it: serverTimestamp() in the app, a fixed time in seeds and tests.
 */
export function newPurchaseOrderDraft<T>(draft: PurchaseOrderDraft, number: string, createdBy: string, at: T) {
  return {
    number,
    ...purchaseOrderDraftFields(draft),
    state: 'borrador' as const,
    receiptIds: [] as string[],
    confirmedAt: null,
    confirmedBy: null,
    closedAt: null,
    closedBy: null,
    closeReason: null,
    createdBy,
    createdAt: at,
    updatedAt: at,
  };
}

/** The figures a command stores after changing the lines (totals follow the ordered quantities). */
export function orderLineFields(lines: readonly PurchaseOrderLine[]) {
  return {
    lines: lines.map((l) => ({ ...l })),
    lineCount: lines.length,
    productIds: [...new Set(lines.map((l) => l.categoryId))],
    totals: totalsOf(lines),
  };
}

export type OrderLinesCheck = { ok: true; lines: PurchaseOrderLine[] } | { ok: false; line: number; detail: string };

const isQuantity = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && Math.round(v * 1000) / 1000 === v;

/**
 * The stored lines as the commands read them, every one checked (the rules check only the first
 * and the last): an entrada's line (the entrada's own schema and validation), a well-formed line
 * id unique in the order, and `received` a quantity between 0 and the line's quantity.
 */
export function checkOrderLines(raw: unknown): OrderLinesCheck {
  if (!Array.isArray(raw) || raw.length > MAX_ORDER_LINES) return { ok: false, line: 0, detail: 'lines' };
  const lines: PurchaseOrderLine[] = [];
  const ids = new Set<string>();
  for (let i = 0; i < raw.length; i++) {
    const r = raw[i] as Record<string, unknown> | null;
    const parsed = docLineSchema.safeParse(r);
    if (!parsed.success || validateLine(parsed.data).length > 0) return { ok: false, line: i + 1, detail: 'line' };
    const lineId = r?.lineId;
    if (!isDocumentId(lineId) || lineId.length > MAX_LINE_ID || ids.has(lineId)) return { ok: false, line: i + 1, detail: 'lineId' };
    ids.add(lineId);
    const received = r?.received;
    if (!isQuantity(received) || toThousandths(received as number) > toThousandths(parsed.data.quantity)) {
      return { ok: false, line: i + 1, detail: 'received' };
    }
    lines.push({ ...parsed.data, lineId, received: received as number });
  }
  return { ok: true, lines };
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const strOrNull = (v: unknown) => (typeof v === 'string' ? v : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const dateOf = (v: unknown): Date | null => {
  try {
    const d = (v as { toDate?: () => unknown } | null)?.toDate?.();
    return d instanceof Date ? d : null;
  } catch {
    return null;
  }
};

function lineFromStored(raw: unknown, i: number): PurchaseOrderLine | null {
  if (raw === null || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  return {
    lineId: str(r.lineId) || `l${i + 1}`,
    categoryId: str(r.categoryId),
    code: str(r.code),
    name: str(r.name),
    unit: str(r.unit),
    quantity: num(r.quantity),
    unitPriceCents: num(r.unitPriceCents),
    discountPct: num(r.discountPct),
    vatRate: num(r.vatRate),
    received: num(r.received),
  };
}

/** Any stored purchase order as the screens read it (total: a field of another type reads as nothing; an unknown state as borrador). */
export function purchaseOrderFromStored(id: string, data: unknown): PurchaseOrder | null {
  if (data === null || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  const lines = (Array.isArray(d.lines) ? d.lines : []).map(lineFromStored).filter((l): l is PurchaseOrderLine => l !== null);
  const totals = (d.totals ?? {}) as Record<string, unknown>;
  const state = PURCHASE_ORDER_STATES.includes(d.state as PurchaseOrderState) ? (d.state as PurchaseOrderState) : 'borrador';
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
    productIds: [...new Set(lines.map((l) => l.categoryId))],
    totals: { baseCents: num(totals.baseCents), vatCents: num(totals.vatCents), totalCents: num(totals.totalCents) },
    receiptIds: (Array.isArray(d.receiptIds) ? d.receiptIds : []).filter((x): x is string => typeof x === 'string'),
    confirmedBy: strOrNull(d.confirmedBy),
    closedBy: strOrNull(d.closedBy),
    closeReason: strOrNull(d.closeReason),
    createdBy: str(d.createdBy),
    createdAt: dateOf(d.createdAt),
    updatedAt: dateOf(d.updatedAt),
  };
}
