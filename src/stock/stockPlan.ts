/**
 * What a confirmation or annulment does to stock, computed purely from the
 * document's lines and the current stock levels: the per-product deltas, the
 * balances after them and every stock figure to store. The writer runs it
 * inside its transaction; the rules check the result (delta, balance, value,
 * below-minimum, sign) document by document.
 */
import { lineBaseCents } from '../domain/documentTotals';
import { fromThousandths, toThousandths } from '../domain/quantity';
import { findShortages, stockValueCents, weightedAverageCostCents, type Shortage } from '../domain/stock';
import { reverseWeightedAverageCostCents, unitCostCents } from '../domain/stockReversal';
import type { DocKind, DocLine, MovementReason, StockFigures } from './stockTypes';

/** Facts of a product that has no stock document yet (its first movement creates it). */
export interface ProductFacts {
  code: string;
  name: string;
  unit: string;
  minStock: number;
}

export interface PlanInput {
  kind: DocKind;
  reason: MovementReason;
  lines: DocLine[];
  /** Current stock/{categoryId} of every product in the lines, or undefined where none exists. */
  stocks: Record<string, StockFigures | undefined>;
  /** Product facts for the products without a stock document. */
  products: Record<string, ProductFacts | undefined>;
  allowNegative: boolean;
}

export type StockPlan =
  | { ok: true; deltas: Record<string, number>; balances: Record<string, number>; next: Record<string, StockFigures> }
  | { ok: false; code: 'shortage'; shortages: Shortage[] }
  | { ok: false; code: 'unknownProduct'; productIds: string[] }
  | { ok: false; code: 'noLines' };

/** +1 when the movement adds stock (confirming an entrada, annulling a salida), −1 otherwise. */
export function stockDirection(kind: DocKind, reason: MovementReason): 1 | -1 {
  return (kind === 'input') === (reason === 'confirm') ? 1 : -1;
}

interface ProductTotal {
  thousandths: number;
  valueCents: number;
  lastUnitPriceCents: number;
  line: DocLine;
}

/** Lines of one product added together: quantity in thousandths, net value, the last line's price. */
export function totalsByProduct(lines: DocLine[]): Map<string, ProductTotal> {
  const totals = new Map<string, ProductTotal>();
  for (const line of lines) {
    const t = totals.get(line.categoryId) ?? { thousandths: 0, valueCents: 0, lastUnitPriceCents: 0, line };
    t.thousandths += toThousandths(line.quantity);
    t.valueCents += lineBaseCents(line);
    t.lastUnitPriceCents = line.unitPriceCents;
    totals.set(line.categoryId, t);
  }
  return totals;
}

function nextAverage(input: PlanInput, before: StockFigures, t: ProductTotal): Pick<StockFigures, 'averageCostCents' | 'lastPurchasePriceCents'> {
  if (input.kind === 'output' || t.thousandths <= 0) {
    return { averageCostCents: before.averageCostCents, lastPurchasePriceCents: before.lastPurchasePriceCents };
  }
  const qty = fromThousandths(t.thousandths);
  const cost = unitCostCents(t.valueCents, qty);
  if (input.reason === 'confirm') {
    return {
      averageCostCents: weightedAverageCostCents(before.quantity, before.averageCostCents, qty, cost),
      lastPurchasePriceCents: t.lastUnitPriceCents,
    };
  }
  return {
    averageCostCents: reverseWeightedAverageCostCents(before.quantity, before.averageCostCents, qty, cost),
    lastPurchasePriceCents: before.lastPurchasePriceCents,
  };
}

function emptyStock(categoryId: string, facts: ProductFacts): StockFigures {
  return {
    categoryId,
    code: facts.code,
    name: facts.name,
    unit: facts.unit,
    minStock: facts.minStock,
    quantity: 0,
    averageCostCents: 0,
    lastPurchasePriceCents: 0,
    valueCents: 0,
    belowMinimum: 0 <= facts.minStock,
  };
}

export function planStockChange(input: PlanInput): StockPlan {
  if (input.lines.length === 0) return { ok: false, code: 'noLines' };
  const sign = stockDirection(input.kind, input.reason);
  const totals = totalsByProduct(input.lines);

  const unknown = [...totals.keys()].filter((id) => !input.stocks[id] && !input.products[id]);
  if (unknown.length > 0) return { ok: false, code: 'unknownProduct', productIds: unknown.sort() };

  const deltas: Record<string, number> = {};
  const levels: Record<string, number> = {};
  for (const [id, t] of totals) {
    deltas[id] = fromThousandths(sign * t.thousandths);
    levels[id] = input.stocks[id]?.quantity ?? 0;
  }
  if (!input.allowNegative) {
    const shortages = findShortages(levels, deltas);
    if (shortages.length > 0) return { ok: false, code: 'shortage', shortages };
  }

  const balances: Record<string, number> = {};
  const next: Record<string, StockFigures> = {};
  for (const [id, t] of totals) {
    const before = input.stocks[id] ?? emptyStock(id, input.products[id]!);
    const quantity = fromThousandths(toThousandths(before.quantity) + toThousandths(deltas[id]!));
    const costs = nextAverage(input, before, t);
    balances[id] = quantity;
    next[id] = {
      ...before,
      ...costs,
      quantity,
      valueCents: stockValueCents(quantity, costs.averageCostCents),
      belowMinimum: toThousandths(quantity) <= toThousandths(before.minStock),
    };
  }
  return { ok: true, deltas, balances, next };
}
