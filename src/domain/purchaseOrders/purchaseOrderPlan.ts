/**
 * The pure half of the purchase-order commands (functions/src/purchaseOrders): what each checks
 * and what its one transaction writes, from the documents as read. The commitments it moves on
 * the stock levels (`onOrder`, and through it `toOrder`) are written with stockOutlook.ts'
 * commitmentFields, or, for a receipt and its annulment, settled by the stock planner through
 * `orderRelease` (stockPlan.ts), so the level changes in the same plan as its quantity.
 *
 *   confirm   borrador → abierto: onOrder += each line's quantity (per product);
 *   receive   abierto → abierto | recibido: an entrada of the received quantities (≤ pending,
 *             else overReceipt), at the order's prices unless the receipt names one; its
 *             orderRelease {onOrder: received} per product;
 *   close     abierto → cerrado: onOrder −= what was pending;
 *   cancel    abierto, nothing received → cancelado: onOrder −= the whole order;
 *   annul     a receipt's entrada annulled: its quantities pending again (received −=), onOrder +=
 *             through a negative orderRelease, the order abierto again (a cerrado order stays
 *             cerrado and expects nothing: its onOrder is not raised).
 */
import type { PurchaseOrderRefusal } from '../commands';
import { fromThousandths, toThousandths } from '../quantity';
import { parseStockLines } from '../stock/stockLines';
import { commitmentFields, outlookOf, commitmentsOf, type Commitments } from '../stock/stockOutlook';
import type { DocLine } from '../stock/stockTypes';
import { checkOrderLines, orderLineFields, pendingOf, type PurchaseOrderLine, type PurchaseOrderState } from './purchaseOrder';

type Stored = Record<string, unknown>;
export type OrderRefusal = { ok: false; code: PurchaseOrderRefusal; details: Record<string, unknown> };
const refuse = (code: PurchaseOrderRefusal, details: Record<string, unknown> = {}): OrderRefusal => ({ ok: false, code, details });

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Units by product (thousandths added, then back to units). */
function byProduct(entries: readonly { categoryId: string; quantity: number }[], sign: 1 | -1): Record<string, number> {
  const t = new Map<string, number>();
  for (const e of entries) t.set(e.categoryId, (t.get(e.categoryId) ?? 0) + toThousandths(e.quantity));
  const out: Record<string, number> = {};
  for (const [id, q] of t) if (q !== 0) out[id] = fromThousandths(sign * q);
  return out;
}

/** The stored order's lines, every one checked, or the refusal naming the first bad one. */
function linesOf(stored: Stored): { ok: true; lines: PurchaseOrderLine[] } | OrderRefusal {
  const checked = checkOrderLines(stored.lines);
  if (!checked.ok) return refuse('invalid', { field: 'lines', line: checked.line, detail: checked.detail });
  return checked;
}

// ---- confirm ----------------------------------------------------------------------------------

export interface ConfirmPlan {
  ok: true;
  /** The order's new fields (the stamps are the caller's). */
  fields: Stored;
  /** onOrder added per product. */
  onOrder: Record<string, number>;
}

/**
 * Confirming a borrador: every line checked (received 0 on each: a draft with anything received is
 * forged), the vendor and every product must exist, no service; each line's code, name and unit
 * and the vendor's name and NIF are taken from the stored records, the totals recomputed.
 */
export function planConfirmPurchaseOrder(
  stored: Stored | undefined,
  facts: { party: Stored | undefined; products: Record<string, Stored | undefined> },
): ConfirmPlan | OrderRefusal {
  if (!stored) return refuse('notFound');
  if (stored.state !== 'borrador') return refuse('notDraft');
  if (Array.isArray(stored.lines) && stored.lines.length === 0) return refuse('noLines');
  const checked = linesOf(stored);
  if (!checked.ok) return checked;
  const forged = checked.lines.findIndex((l) => l.received !== 0);
  if (forged >= 0) return refuse('invalid', { field: 'lines', line: forged + 1, detail: 'received' });
  if (typeof stored.date !== 'string' || !ISO_DATE.test(stored.date)) return refuse('invalid', { field: 'date' });
  if (!facts.party) return refuse('partyMissing');
  const ids = [...new Set(checked.lines.map((l) => l.categoryId))];
  const missing = ids.filter((id) => !facts.products[id]);
  if (missing.length > 0) return refuse('unknownProduct', { productIds: missing.sort() });
  const services = ids.filter((id) => facts.products[id]!.stocked === false);
  if (services.length > 0) return refuse('service', { productIds: services.sort() });
  const lines = checked.lines.map((l) => {
    const p = facts.products[l.categoryId]!;
    return { ...l, code: String(p.code ?? ''), name: String(p.name ?? ''), unit: String(p.unit ?? ''), received: 0 };
  });
  return {
    ok: true,
    fields: {
      state: 'abierto' satisfies PurchaseOrderState,
      ...orderLineFields(lines),
      partyName: String(facts.party.name ?? ''),
      partyNif: String(facts.party.nif ?? ''),
    },
    onOrder: byProduct(lines, 1),
  };
}

// ---- receive ----------------------------------------------------------------------------------

export interface ReceiptLineInput {
  lineId: string;
  quantity: number;
  /** The vendor's albarán may say another price; none: the order's. */
  unitPriceCents?: number | null;
}

export interface ReceiptInput {
  date: string;
  reference: string;
  lines: ReceiptLineInput[];
}

export interface ReceivePlan {
  ok: true;
  /** The entrada's lines, and beside them (same positions) the order lines they receive. */
  entradaLines: DocLine[];
  orderLineIds: string[];
  /** What the entrada settles of each product's onOrder (stockPlan's PlanInput.orderRelease). */
  orderRelease: Record<string, Partial<Commitments>>;
  /** The order's new lines and state. */
  fields: { lines: PurchaseOrderLine[]; state: PurchaseOrderState };
}

/** A receipt against an open order: each line at most what is pending of it (else overReceipt). */
export function planReceivePurchaseOrder(stored: Stored | undefined, input: ReceiptInput): ReceivePlan | OrderRefusal {
  if (!stored) return refuse('notFound');
  if (stored.state !== 'abierto') return refuse('notOpen', { state: stored.state });
  const checked = linesOf(stored);
  if (!checked.ok) return checked;
  const lines = checked.lines.map((l) => ({ ...l }));
  const seen = new Set<string>();
  const entradaLines: DocLine[] = [];
  const orderLineIds: string[] = [];
  for (const [i, r] of input.lines.entries()) {
    const line = lines.find((l) => l.lineId === r.lineId);
    if (!line || seen.has(r.lineId)) return refuse('invalid', { field: `lines.${i}.lineId` });
    seen.add(r.lineId);
    const pending = pendingOf(line);
    if (toThousandths(r.quantity) > toThousandths(pending)) {
      return refuse('overReceipt', { lineId: line.lineId, name: line.name, productCode: line.code, pending, quantity: r.quantity });
    }
    line.received = fromThousandths(toThousandths(line.received) + toThousandths(r.quantity));
    entradaLines.push({
      categoryId: line.categoryId,
      code: line.code,
      name: line.name,
      unit: line.unit,
      quantity: r.quantity,
      unitPriceCents: r.unitPriceCents ?? line.unitPriceCents,
      discountPct: line.discountPct,
      vatRate: line.vatRate,
    });
    orderLineIds.push(line.lineId);
  }
  if (entradaLines.length === 0) return refuse('noLines');
  const received = byProduct(entradaLines, 1);
  const done = lines.every((l) => toThousandths(pendingOf(l)) === 0);
  return {
    ok: true,
    entradaLines,
    orderLineIds,
    orderRelease: Object.fromEntries(Object.entries(received).map(([id, q]) => [id, { onOrder: q }])),
    fields: { lines, state: done ? 'recibido' : 'abierto' },
  };
}

// ---- close and cancel -------------------------------------------------------------------------

export interface EndPlan {
  ok: true;
  fields: { state: PurchaseOrderState };
  /** onOrder taken away per product (negative). */
  onOrder: Record<string, number>;
}

/** Closing an open order: what is pending is no longer expected. Cancelling: only when nothing arrived. */
export function planEndPurchaseOrder(stored: Stored | undefined, how: 'close' | 'cancel'): EndPlan | OrderRefusal {
  if (!stored) return refuse('notFound');
  if (stored.state !== 'abierto') return refuse('notOpen', { state: stored.state });
  const checked = linesOf(stored);
  if (!checked.ok) return checked;
  if (how === 'cancel' && checked.lines.some((l) => toThousandths(l.received) > 0)) return refuse('hasReceipts');
  const pending = checked.lines.map((l) => ({ categoryId: l.categoryId, quantity: pendingOf(l) }));
  return { ok: true, fields: { state: how === 'close' ? 'cerrado' : 'cancelado' }, onOrder: byProduct(pending, -1) };
}

// ---- annul a receipt --------------------------------------------------------------------------

export interface AnnulReceiptPlan {
  ok: true;
  /** The entrada's lines as stored (the stock planner annuls them). */
  entradaLines: DocLine[];
  /** Negative: what the annulment gives back to each product's onOrder (none on a cerrado order). */
  orderRelease: Record<string, Partial<Commitments>> | undefined;
  fields: { lines: PurchaseOrderLine[]; state: PurchaseOrderState };
}

const hasReturns = (entrada: Stored) =>
  entrada.returned !== null &&
  typeof entrada.returned === 'object' &&
  Object.values(entrada.returned as Record<string, unknown>).some((q) => typeof q === 'number' && q > 0);

/** Annulling one of the order's entradas: its quantities pending again; refused once invoiced or returned. */
export function planAnnulPurchaseOrderReceipt(
  orderId: string,
  stored: Stored | undefined,
  entradaId: string,
  entrada: Stored | undefined,
): AnnulReceiptPlan | OrderRefusal {
  if (!stored) return refuse('notFound');
  const receiptIds = Array.isArray(stored.receiptIds) ? stored.receiptIds : [];
  if (!entrada || entrada.orderId !== orderId || !receiptIds.includes(entradaId)) return refuse('receiptNotFound');
  if (entrada.state !== 'confirmada') return refuse('notConfirmed');
  if (entrada.invoiced === true) return refuse('invoiced');
  if (hasReturns(entrada)) return refuse('hasReturns');
  const state = stored.state as PurchaseOrderState;
  if (state !== 'abierto' && state !== 'recibido' && state !== 'cerrado') return refuse('notOpen', { state });
  const checked = linesOf(stored);
  if (!checked.ok) return checked;
  const parsed = parseStockLines(entrada.lines);
  const orderLineIds = Array.isArray(entrada.orderLineIds) ? entrada.orderLineIds : [];
  if (!parsed.ok || parsed.lines.length === 0 || orderLineIds.length !== parsed.lines.length) return refuse('invalid', { field: 'entrada' });
  const lines = checked.lines.map((l) => ({ ...l }));
  for (const [i, el] of parsed.lines.entries()) {
    const line = lines.find((l) => l.lineId === orderLineIds[i]);
    if (!line) return refuse('invalid', { field: 'entrada' });
    line.received = fromThousandths(Math.max(0, toThousandths(line.received) - toThousandths(el.quantity)));
  }
  const back = byProduct(parsed.lines, -1);
  const closed = state === 'cerrado';
  return {
    ok: true,
    entradaLines: parsed.lines,
    orderRelease: closed ? undefined : Object.fromEntries(Object.entries(back).map(([id, q]) => [id, { onOrder: q }])),
    fields: { lines, state: closed ? 'cerrado' : 'abierto' },
  };
}

// ---- the stock levels' commitments --------------------------------------------------------------

export type LevelWrite = { write: 'create' | 'update'; data: Stored };

/**
 * The stock levels after moving each product's onOrder by `onOrder` (signed), with no movement:
 * an existing level gets commitmentFields' four figures; a product that never moved gets its
 * complete level at 0 (as refreshProductStock's planProductLevel makes one: flagged below its
 * minimum when it has one above 0), and Inicio's below-minimum count goes up by what is flagged.
 * A product without a level and without a record (deleted since) is left alone.
 */
export function planCommitmentLevels<S>(
  onOrder: Record<string, number>,
  stocks: Record<string, Stored | undefined>,
  products: Record<string, Stored | undefined>,
  stamp: S,
): { levels: Record<string, LevelWrite>; belowMinimumChange: number } {
  const levels: Record<string, LevelWrite> = {};
  let belowMinimumChange = 0;
  for (const [id, q] of Object.entries(onOrder)) {
    const stored = stocks[id];
    if (stored) {
      levels[id] = { write: 'update', data: { ...commitmentFields(stored, { onOrder: q }), updatedAt: stamp } };
      continue;
    }
    const p = products[id];
    if (!p) continue;
    const minStock = Number(p.minStock ?? 0);
    const base: Stored = {
      categoryId: id,
      code: String(p.code ?? ''),
      name: String(p.name ?? ''),
      unit: String(p.unit ?? ''),
      minStock,
      quantity: 0,
      averageCostCents: 0,
      lastPurchasePriceCents: 0,
      valueCents: 0,
      costOfSalesByYear: {},
      belowMinimum: minStock > 0,
    };
    if (minStock > 0) belowMinimumChange++;
    levels[id] = { write: 'create', data: { ...base, ...commitmentFields(base, { onOrder: q }), updatedAt: stamp } };
  }
  return { levels, belowMinimumChange };
}

// ---- «Qué pedir» ----------------------------------------------------------------------------------

export interface Suggestion {
  categoryId: string;
  code: string;
  name: string;
  unit: string;
  quantity: number;
  reserved: number;
  backorder: number;
  onOrder: number;
  minStock: number;
  /** max(0, minStock − projected): what to order. */
  toOrder: number;
  lastPurchasePriceCents: number;
}

/**
 * «Qué pedir»: the levels of the `toOrder > 0` query and those of `belowMinimum == true` (levels
 * written before orders have no toOrder), each once, with its suggestion computed by outlookOf (the
 * stored toOrder is that same figure), those with something to order, most to order first.
 */
export function suggestionsOf(levels: readonly { id: string; data: Stored }[]): Suggestion[] {
  const seen = new Map<string, Suggestion>();
  for (const { id, data } of levels) {
    if (seen.has(id)) continue;
    const quantity = Number(data.quantity ?? 0);
    const minStock = Number(data.minStock ?? 0);
    const c = commitmentsOf(data);
    const outlook = outlookOf({ quantity: Number.isFinite(quantity) ? quantity : 0, minStock: Number.isFinite(minStock) ? minStock : 0, ...c });
    if (outlook.toOrder <= 0) continue;
    seen.set(id, {
      categoryId: id,
      code: String(data.code ?? ''),
      name: String(data.name ?? ''),
      unit: String(data.unit ?? ''),
      quantity,
      ...c,
      minStock,
      toOrder: outlook.toOrder,
      lastPurchasePriceCents: Number.isSafeInteger(data.lastPurchasePriceCents) ? (data.lastPurchasePriceCents as number) : 0,
    });
  }
  return [...seen.values()].sort((a, b) => b.toOrder - a.toOrder || a.code.localeCompare(b.code));
}

/**
 * The lines of a borrador made from chosen suggestions: the suggested quantity (rounded up to the
 * thousandth it already is), the level's last purchase price, the product's VAT rate (21 % when
 * unknown).
 */
export function linesFromSuggestions(chosen: readonly Suggestion[], vatRates: Record<string, number | undefined>): PurchaseOrderLine[] {
  return chosen.map((s, i) => ({
    lineId: `l${i + 1}`,
    categoryId: s.categoryId,
    code: s.code,
    name: s.name,
    unit: s.unit,
    quantity: s.toOrder,
    unitPriceCents: s.lastPurchasePriceCents,
    discountPct: 0,
    vatRate: vatRates[s.categoryId] ?? 21,
    received: 0,
  }));
}
