/**
 * Partial returns of what a document sold or delivered: a customer's return from an issued
 * invoice or a salida, or goods sent back to a vendor from an entrada. However many returns are
 * made, never more comes back of a line than it carried. Quantities have at most 3 decimals and
 * are compared in thousandths (quantity.ts), so 0,1 + 0,2 returned is exactly 0,3.
 */
import { hasAtMostDecimals, mulDivRound } from '../decimal';
import { fromThousandths, QUANTITY_DECIMALS, toThousandths } from '../quantity';

/** A line of the source document. `lineKey` is unique within it (its position, or a stored line id). */
export type SoldLine = {
  lineKey: string;
  /** The product; null for a line without one (a service or a free-text line). */
  categoryId: string | null;
  quantity: number;
  unitPriceCents: number;
  /** What one unit cost when it left the stock (a salida's cost) or came in (an entrada's). */
  unitCostCents?: number | null;
  /** False for a product marked as not stocked: returned on the invoice, but it moves no stock. */
  stocked?: boolean;
  /**
   * The goods the line travelled with, when they are shared with other paths: `{salidaId}/{product}`
   * for an invoice line made from a salida. What the line may still return is then also bounded by
   * what that pool holds (`pools` of planReturn), whichever line or document takes from it.
   */
  pool?: string;
};

/** What each pool of goods still holds for the document being returned from (quantity), by pool key. */
export type Pools = Readonly<Record<string, number>>;

export type ReturnRequestLine = { lineKey: string; quantity: number };

/** What earlier returns took back, by lineKey. */
export type ReturnedQuantities = Readonly<Record<string, number>>;

export type Returnable = {
  lineKey: string;
  categoryId: string | null;
  sold: number;
  returned: number;
  /** What may still come back: sold − returned, never below 0. */
  remaining: number;
  movesStock: boolean;
};

export type ReturnLine = {
  lineKey: string;
  categoryId: string | null;
  quantity: number;
  unitPriceCents: number;
  unitCostCents: number | null;
  /**
   * The value the units come back at (quantity × unit cost, to the cent, half away from zero),
   * for the stock entrada (stock.ts receiveStock); null when the line moves no stock or its cost
   * is unknown (the caller then decides, e.g. the current average).
   */
  costCents: number | null;
  /** False for a line without product or a product not stocked: the rectificativa carries it, the stock does not. */
  movesStock: boolean;
  /** What may still be returned of the line after this return. */
  remainingAfter: number;
};

export const RETURN_ERRORS = [
  'returnEmpty',
  'returnUnknownLine',
  'returnDuplicateLine',
  'returnQuantityNotPositive',
  'returnQuantityPrecision',
  'returnOverRemaining',
] as const;
export type ReturnError = (typeof RETURN_ERRORS)[number];

/** Why a return is refused, with what a message or a form needs to point at the line. */
export type ReturnRefusal =
  | { code: 'returnEmpty' }
  | { code: 'returnUnknownLine'; lineKey: string }
  | { code: 'returnDuplicateLine'; lineKey: string }
  | { code: 'returnQuantityNotPositive'; lineKey: string; quantity: number }
  | { code: 'returnQuantityPrecision'; lineKey: string; quantity: number }
  | { code: 'returnOverRemaining'; lineKey: string; requested: number; remaining: number };

export type ReturnPlan = { ok: true; lines: ReturnLine[]; remaining: Returnable[] } | { ok: false; errors: ReturnRefusal[] };

const movesStock = (line: SoldLine) => line.categoryId !== null && line.stocked !== false;

/** The sold lines by key; two lines with one key are a programming error (RangeError). */
function byKey(sold: readonly SoldLine[]): Map<string, SoldLine> {
  const lines = new Map<string, SoldLine>();
  for (const line of sold) {
    if (lines.has(line.lineKey)) throw new RangeError('duplicateLineKey');
    lines.set(line.lineKey, line);
  }
  return lines;
}

/** The quantities several returns took back, added up by lineKey (exact to 3 decimals). */
export function returnedQuantities(returns: readonly (readonly ReturnRequestLine[])[]): Record<string, number> {
  const thousandths = new Map<string, number>();
  for (const line of returns.flat()) thousandths.set(line.lineKey, (thousandths.get(line.lineKey) ?? 0) + toThousandths(line.quantity));
  return Object.fromEntries([...thousandths].map(([key, t]) => [key, fromThousandths(t)]));
}

function remainingThousandths(line: SoldLine, returned: ReturnedQuantities): number {
  return Math.max(0, toThousandths(line.quantity) - toThousandths(returned[line.lineKey] ?? 0));
}

/**
 * What each pool still holds once this document's earlier returns are taken out of it (thousandths):
 * the pool's own figure, less what every line of the pool has returned. A line naming a pool that
 * `pools` does not know holds nothing (goods nobody can show left for it never come back).
 */
function poolThousandths(sold: readonly SoldLine[], returned: ReturnedQuantities, pools: Pools): Map<string, number> {
  const left = new Map<string, number>();
  for (const line of sold) {
    if (line.pool === undefined) continue;
    if (!left.has(line.pool)) left.set(line.pool, Math.max(0, toThousandths(pools[line.pool] ?? 0)));
    left.set(line.pool, Math.max(0, left.get(line.pool)! - toThousandths(returned[line.lineKey] ?? 0)));
  }
  return left;
}

/** What the line may still return: its own remainder, and no more than its pool holds. */
function lineLeft(line: SoldLine, returned: ReturnedQuantities, pools: Map<string, number>): number {
  const own = remainingThousandths(line, returned);
  return line.pool === undefined ? own : Math.min(own, pools.get(line.pool) ?? 0);
}

/** What remains returnable of each sold line, in the source's order. Keys of `returned` that no line has are ignored. */
export function remainingReturnable(sold: readonly SoldLine[], returned: ReturnedQuantities, pools: Pools = {}): Returnable[] {
  byKey(sold);
  const left = poolThousandths(sold, returned, pools);
  return sold.map((line) => ({
    lineKey: line.lineKey,
    categoryId: line.categoryId,
    sold: line.quantity,
    returned: returned[line.lineKey] ?? 0,
    remaining: fromThousandths(lineLeft(line, returned, left)),
    movesStock: movesStock(line),
  }));
}

function refusalOf(
  request: ReturnRequestLine,
  line: SoldLine | undefined,
  seen: Set<string>,
  returned: ReturnedQuantities,
  pools: Map<string, number>,
): ReturnRefusal | null {
  const { lineKey, quantity } = request;
  if (seen.has(lineKey)) return { code: 'returnDuplicateLine', lineKey };
  seen.add(lineKey);
  if (!line) return { code: 'returnUnknownLine', lineKey };
  if (!(typeof quantity === 'number' && quantity > 0 && Number.isFinite(quantity))) return { code: 'returnQuantityNotPositive', lineKey, quantity };
  if (!hasAtMostDecimals(quantity, QUANTITY_DECIMALS)) return { code: 'returnQuantityPrecision', lineKey, quantity };
  const remaining = lineLeft(line, returned, pools);
  if (toThousandths(quantity) > remaining)
    return { code: 'returnOverRemaining', lineKey, requested: quantity, remaining: fromThousandths(remaining) };
  // Taken from the pool: a second line of the same goods in this request sees what is left after it.
  if (line.pool !== undefined) pools.set(line.pool, (pools.get(line.pool) ?? 0) - toThousandths(quantity));
  return null;
}

function returnLine(line: SoldLine, quantity: number, returned: ReturnedQuantities): ReturnLine {
  const unitCostCents = typeof line.unitCostCents === 'number' && Number.isSafeInteger(line.unitCostCents) ? line.unitCostCents : null;
  const moves = movesStock(line);
  return {
    lineKey: line.lineKey,
    categoryId: line.categoryId,
    quantity,
    unitPriceCents: line.unitPriceCents,
    unitCostCents,
    costCents: moves && unitCostCents !== null ? mulDivRound([toThousandths(quantity), unitCostCents], 1000) : null,
    movesStock: moves,
    remainingAfter: fromThousandths(remainingThousandths(line, returned) - toThousandths(quantity)),
  };
}

/**
 * A return of `request` from the `sold` lines, `returned` having been taken back already: the
 * return lines (in the request's order) and what remains returnable after it, or every reason it
 * is refused — no lines, a line the source does not have, a line twice, a quantity not above 0 or
 * with more than 3 decimals, or more than remains of the line.
 */
export function planReturn(
  sold: readonly SoldLine[],
  returned: ReturnedQuantities,
  request: readonly ReturnRequestLine[],
  pools: Pools = {},
): ReturnPlan {
  const lines = byKey(sold);
  if (request.length === 0) return { ok: false, errors: [{ code: 'returnEmpty' }] };
  const seen = new Set<string>();
  const left = poolThousandths(sold, returned, pools);
  const errors = request.map((r) => refusalOf(r, lines.get(r.lineKey), seen, returned, left)).filter((e): e is ReturnRefusal => e !== null);
  if (errors.length > 0) return { ok: false, errors };
  const returnLines = request.map((r) => returnLine(lines.get(r.lineKey) as SoldLine, r.quantity, returned));
  const after = returnedQuantities([Object.entries(returned).map(([lineKey, quantity]) => ({ lineKey, quantity })), request]);
  return { ok: true, lines: returnLines, remaining: remainingReturnable(sold, after, pools) };
}

/** A stock document's line as stored: the product it moved and how much. */
export type CarriedLine = { categoryId?: unknown; quantity?: unknown };

/**
 * THE notion of what is left of a delivery (a confirmed salida) for its customer, per product:
 * what its lines carried less what came back from it directly (its `returned`, by line position).
 * Whatever path the goods then travel — invoiced from the salida, returned from that invoice —
 * they are taken from this figure and never from more.
 */
export function deliveryLeft(lines: readonly CarriedLine[], returned: ReturnedQuantities): Record<string, number> {
  const left = new Map<string, number>();
  lines.forEach((line, i) => {
    if (typeof line.categoryId !== 'string' || line.categoryId === '') return;
    const q = line.quantity;
    const carried = typeof q === 'number' && q > 0 && hasAtMostDecimals(q, QUANTITY_DECIMALS) ? toThousandths(q) : 0;
    const r = returned[String(i)] ?? 0;
    // A returned figure that is not a quantity takes everything: nothing is returned twice on a guess.
    const back = r >= 0 && hasAtMostDecimals(r, QUANTITY_DECIMALS) ? toThousandths(r) : carried;
    left.set(line.categoryId, (left.get(line.categoryId) ?? 0) + Math.max(0, carried - back));
  });
  return Object.fromEntries([...left].map(([id, t]) => [id, fromThousandths(t)]));
}

/** The pool key of goods of `categoryId` that travelled with salida `sourceId`. */
export const deliveryPool = (sourceId: string, categoryId: string) => `${sourceId}/${categoryId}`;

/** An invoice line as it cites a delivery. */
export type CitingLine = { sourceId: string | null; categoryId: string | null; quantity: number };

export type DeliveryRefusal =
  | { code: 'sourceLineMismatch'; lineIndex: number; sourceId: string }
  | { code: 'sourceOverRemaining'; lineIndex: number; sourceId: string; categoryId: string; remaining: number };

/**
 * Lines that cite a delivery carry what it delivered: a line naming a product names one the
 * salida carried, and the lines of one salida and product add up to at most what is left of it
 * (deliveryLeft). Lines with no product (a free-text line: transport, a note) move nothing and
 * are not bounded. `left` is by salida id; a cited salida it lacks carried nothing.
 */
export function checkLinesAgainstDeliveries(
  lines: readonly CitingLine[],
  left: Readonly<Record<string, Readonly<Record<string, number>>>>,
): DeliveryRefusal | null {
  const taken = new Map<string, number>();
  for (const [i, line] of lines.entries()) {
    if (line.sourceId === null || line.categoryId === null) continue;
    const carried = left[line.sourceId] ?? {};
    if (!Object.prototype.hasOwnProperty.call(carried, line.categoryId)) return { code: 'sourceLineMismatch', lineIndex: i, sourceId: line.sourceId };
    const key = deliveryPool(line.sourceId, line.categoryId);
    const available = toThousandths(carried[line.categoryId]!) - (taken.get(key) ?? 0);
    const wanted = hasAtMostDecimals(line.quantity, QUANTITY_DECIMALS) ? toThousandths(line.quantity) : Infinity;
    if (wanted > available) {
      return {
        code: 'sourceOverRemaining',
        lineIndex: i,
        sourceId: line.sourceId,
        categoryId: line.categoryId,
        remaining: fromThousandths(Math.max(0, available)),
      };
    }
    taken.set(key, (taken.get(key) ?? 0) + wanted);
  }
  return null;
}
