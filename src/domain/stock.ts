import { mulDivRound, roundDiv, toSafeNumber } from './decimal';
import { fromThousandths, toThousandths } from './quantity';

/** Stock arithmetic. Quantities are numbers with at most 3 decimals, computed in thousandths. */

export type StockLevels = Record<string, number>;
export type Shortage = { productId: string; available: number; requested: number; short: number };

/**
 * New weighted average unit cost after an entrada of `inQty` at `inUnitCostCents`.
 * With no stock (or negative stock) the incoming cost becomes the average; an
 * entrada of zero or less leaves the average as it was.
 */
export function weightedAverageCostCents(
  prevQty: number,
  prevAvgCents: number,
  inQty: number,
  inUnitCostCents: number,
): number {
  const prev = toThousandths(prevQty);
  const incoming = toThousandths(inQty);
  if (incoming <= 0) return prevAvgCents;
  if (prev <= 0) return inUnitCostCents;
  const value = BigInt(prev) * BigInt(prevAvgCents) + BigInt(incoming) * BigInt(inUnitCostCents);
  return toSafeNumber(roundDiv(value, BigInt(prev + incoming)));
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

/** Value of a stock level at its average cost, rounded to the cent. */
export function stockValueCents(qty: number, avgCostCents: number): number {
  return mulDivRound([toThousandths(qty), avgCostCents], 1000);
}
