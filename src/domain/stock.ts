import { mulDivRound } from './decimal';
import { fromThousandths, toThousandths } from './quantity';

/** Stock arithmetic. Quantities are numbers with at most 3 decimals, computed in thousandths. */

export type StockLevels = Record<string, number>;
export type Shortage = { productId: string; available: number; requested: number; short: number };

/**
 * Valuation at the weighted average price (PGC, Norma de registro y valoración 10ª.1: "precio medio
 * o coste medio ponderado"). A product's stock keeps its exact value in integer cents next to its
 * quantity; the average shown is derived from them (value ÷ quantity, rounded), never stored as the
 * truth, so rounding the average never moves the value (10 at 5,00 € + 5 at 7,20 € is 86,00 €, not
 * 15 × 5,73 €).
 */
export interface ValuedStock {
  quantity: number;
  valueCents: number;
  averageCostCents: number;
}

/** A product's stock after a movement, and the exact cost of the units it moved (≥ 0). */
export interface ValuedMove {
  after: ValuedStock;
  costCents: number;
}

/** value ÷ quantity to the cent; with no (or negative) stock there is nothing to divide: `fallback`. */
export function averageCostOf(quantity: number, valueCents: number, fallback: number): number {
  const thousandths = toThousandths(quantity);
  return thousandths > 0 ? mulDivRound([valueCents, 1000], thousandths) : fallback;
}

function valued(thousandths: number, valueCents: number, fallbackAverage: number): ValuedStock {
  const quantity = fromThousandths(thousandths);
  return { quantity, valueCents: valueCents === 0 ? 0 : valueCents, averageCostCents: averageCostOf(quantity, valueCents, fallbackAverage) };
}

/**
 * Units coming in (an entrada, or a salida annulled) worth exactly `costCents`: the value grows by
 * it. Into no stock or negative stock (when the company allows it) the units are valued at their
 * own cost: what is left after covering the shortfall is worth its share of `costCents`.
 */
export function receiveStock(before: ValuedStock, qty: number, costCents: number): ValuedMove {
  const prev = toThousandths(before.quantity);
  const incoming = toThousandths(qty);
  if (incoming <= 0) return { after: before, costCents: 0 };
  const left = prev + incoming;
  const valueCents = prev > 0 ? before.valueCents + costCents : mulDivRound([costCents, left], incoming);
  return { after: valued(left, valueCents, mulDivRound([costCents, 1000], incoming)), costCents };
}

/**
 * Units going out (a salida) at the weighted average: they take value × out ÷ quantity, rounded,
 * and the remainder stays in the stock, so taking everything out leaves exactly 0 and no cent is
 * lost however many salidas there are. Units beyond the stock (negative stock, when allowed) go
 * out at the last average.
 */
export function issueStock(before: ValuedStock, qty: number): ValuedMove {
  const prev = toThousandths(before.quantity);
  const out = toThousandths(qty);
  if (out <= 0) return { after: before, costCents: 0 };
  const covered = Math.min(Math.max(prev, 0), out);
  const fromStock = covered === 0 ? 0 : covered === prev ? before.valueCents : mulDivRound([before.valueCents, covered], prev);
  const costCents = fromStock + mulDivRound([out - covered, before.averageCostCents], 1000);
  return { after: valued(prev - out, before.valueCents - costCents, before.averageCostCents), costCents };
}

/**
 * The value of a stored stock level: its `valueCents`, or for a level written before the value was
 * kept (or with a value that is not an integer) quantity × average cost, rounded.
 */
export function storedValueCents(d: Record<string, unknown>): number {
  if (typeof d.valueCents === 'number' && Number.isSafeInteger(d.valueCents)) return d.valueCents;
  return stockValueCents(Number(d.quantity ?? 0), Number(d.averageCostCents ?? 0));
}

/** Levels after adding each delta (missing products start at 0), exact to 3 decimals. */
export function applyDeltas(levels: StockLevels, deltas: StockLevels): StockLevels {
  const result: StockLevels = { ...levels };
  for (const [productId, delta] of Object.entries(deltas)) {
    result[productId] = fromThousandths(toThousandths(levels[productId] ?? 0) + toThousandths(delta));
  }
  return result;
}

/** Products that the deltas would take below zero, by product id. */
export function findShortages(levels: StockLevels, deltas: StockLevels): Shortage[] {
  const shortages: Shortage[] = [];
  for (const [productId, delta] of Object.entries(deltas)) {
    const requested = -toThousandths(delta);
    if (requested <= 0) continue;
    const available = toThousandths(levels[productId] ?? 0);
    if (available - requested < 0) {
      shortages.push({
        productId,
        available: fromThousandths(available),
        requested: fromThousandths(requested),
        short: fromThousandths(requested - available),
      });
    }
  }
  return shortages.sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
}

/** quantity × average cost, rounded to the cent: the value of a level stored before values were kept. */
export function stockValueCents(qty: number, avgCostCents: number): number {
  return mulDivRound([toThousandths(qty), avgCostCents], 1000);
}

/** A stored map of cents (costs by product, cost of sales by year): only whole, safe numbers of cents are kept. */
export function centsByKey(v: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    for (const [k, c] of Object.entries(v as Record<string, unknown>)) if (typeof c === 'number' && Number.isSafeInteger(c)) out[k] = c;
  }
  return out;
}
