/**
 * What a confirmation or annulment does to stock, computed purely from the
 * document's lines and the current stock levels: the per-product deltas, the
 * balances after them and every stock figure to store. The trusted commands
 * (functions/src/stock) run it inside their transaction; stock levels and
 * movements are server-owned, so the rules only refuse client writes to them.
 */
import { lineBaseCents } from '../documentTotals';
import { mulDivRound } from '../decimal';
import { fromThousandths, toThousandths } from '../quantity';
import { findShortages, issueStock, receiveStock, type Shortage, type ValuedMove } from '../stock';
import { takeBackStock, unitCostCents } from '../stockReversal';
import { outlookOf, type Commitments } from './stockOutlook';
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
  /** The document's date (`YYYY-MM-DD`): a salida's cost of sales counts in its year (none given: not counted). */
  date?: string;
  /**
   * Annulling a salida: the exact cost each product left at, from its confirming movement. A product
   * missing here (a movement written before costs were kept) comes back at today's average.
   */
  returnedCosts?: Record<string, number>;
  /**
   * A return, confirmed: 'sale' is an entrada of goods a customer brought back, valued at the cost
   * they left at (the lines' prices), which takes that cost out of the year's cost of sales;
   * 'purchase' is a salida of goods sent back to their vendor, valued at their entry cost (the
   * lines' prices) instead of the average, and no sale. Neither is a purchase price.
   */
  returnOf?: 'sale' | 'purchase';
  /**
   * A return, confirmed: the exact value each product comes back (sale) or goes out (purchase)
   * at, its proportional share of the value it moved at (stockReversal.ts' returnedShareCents),
   * so the stock value never drifts by the rounding of a unit cost (issue 28, finding 2). A
   * product missing here is valued at the lines' prices, as before.
   */
  returnCosts?: Record<string, number>;
  /**
   * A delivery of a customer order (or goods received against a purchase order): per product, the
   * commitments this movement settles, taken from its stock level (stockOutlook.ts), e.g. a salida
   * of 5 ud of an order line with 3 reserved and 2 on back-order settles {reserved: 3, backorder: 2}.
   * What it settles of `reserved` is the order's own and may be taken: the shortage check counts
   * only the rest of the reservations. Negative to give commitments back (a delivery annulled).
   */
  orderRelease?: Record<string, Partial<Commitments>>;
}

export type StockPlan =
  | {
      ok: true;
      deltas: Record<string, number>;
      balances: Record<string, number>;
      /** Exact value each product's units moved at (≥ 0), and the same per unit to the cent. */
      costs: Record<string, number>;
      unitCosts: Record<string, number>;
      next: Record<string, StockFigures>;
    }
  | { ok: false; code: 'shortage'; shortages: Shortage[] }
  | { ok: false; code: 'unknownProduct'; productIds: string[] }
  | { ok: false; code: 'noLines' };

/** What the goods of a salida cost: the sum of its products' costs. */
export function costOfGoodsCents(costs: Record<string, number>): number {
  return Object.values(costs).reduce((a, b) => a + b, 0);
}

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

/** What the movement does to one product's valued stock (src/domain/stock.ts). */
function moveValue(input: PlanInput, before: StockFigures, t: ProductTotal): ValuedMove {
  const qty = fromThousandths(t.thousandths);
  const exact = input.returnOf && input.reason === 'confirm' ? input.returnCosts?.[before.categoryId] : undefined;
  const value = exact ?? t.valueCents;
  if (input.kind === 'input') {
    return input.reason === 'confirm' ? receiveStock(before, qty, value) : takeBackStock(before, qty, t.valueCents);
  }
  if (input.reason === 'confirm') return input.returnOf === 'purchase' ? takeBackStock(before, qty, value) : issueStock(before, qty);
  const returned = input.returnedCosts?.[before.categoryId];
  return receiveStock(before, qty, returned ?? mulDivRound([t.thousandths, before.averageCostCents], 1000));
}

/**
 * The salida's cost of sales added to (or, annulled, taken from) its year. A salida confirmed before
 * costs were kept never added any, so its annulment takes none.
 */
function costOfSales(input: PlanInput, before: StockFigures, costCents: number): Record<string, number> {
  const uncounted = input.reason === 'annul' && input.returnedCosts?.[before.categoryId] === undefined;
  if (!input.date || uncounted) return before.costOfSalesByYear;
  // A customer's return takes back from the year's cost of sales what its goods had cost.
  if (input.kind === 'input' && input.returnOf === 'sale' && input.reason === 'confirm') {
    const year = input.date.slice(0, 4);
    return { ...before.costOfSalesByYear, [year]: (before.costOfSalesByYear[year] ?? 0) - costCents };
  }
  if (input.kind === 'input' || input.returnOf === 'purchase') return before.costOfSalesByYear;
  const year = input.date.slice(0, 4);
  const sign = input.reason === 'confirm' ? 1 : -1;
  return { ...before.costOfSalesByYear, [year]: (before.costOfSalesByYear[year] ?? 0) + sign * costCents };
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
    costOfSalesByYear: {},
    belowMinimum: 0 <= facts.minStock,
    reserved: 0,
    backorder: 0,
    onOrder: 0,
    toOrder: Math.max(0, facts.minStock),
  };
}

/** A commitment after the movement settles `settled` of it (never below 0). */
function settle(before: number, settled: number | undefined): number {
  return fromThousandths(Math.max(0, toThousandths(before) - toThousandths(settled ?? 0)));
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
    // What may be taken out: the units on hand no other order has reserved (stockOutlook.ts).
    const level = input.stocks[id];
    const othersReserved = settle(level?.reserved ?? 0, input.orderRelease?.[id]?.reserved);
    levels[id] = fromThousandths(toThousandths(level?.quantity ?? 0) - toThousandths(othersReserved));
  }
  if (!input.allowNegative) {
    const shortages = findShortages(levels, deltas);
    if (shortages.length > 0) return { ok: false, code: 'shortage', shortages };
  }

  const balances: Record<string, number> = {};
  const costs: Record<string, number> = {};
  const unitCosts: Record<string, number> = {};
  const next: Record<string, StockFigures> = {};
  for (const [id, t] of totals) {
    const before = input.stocks[id] ?? emptyStock(id, input.products[id]!);
    const { after, costCents } = moveValue(input, before, t);
    const release = input.orderRelease?.[id];
    const commitments = {
      reserved: settle(before.reserved, release?.reserved),
      backorder: settle(before.backorder, release?.backorder),
      onOrder: settle(before.onOrder, release?.onOrder),
    };
    const confirmingEntrada = input.kind === 'input' && input.reason === 'confirm' && input.returnOf === undefined;
    balances[id] = after.quantity;
    costs[id] = costCents;
    unitCosts[id] = unitCostCents(costCents, fromThousandths(t.thousandths));
    next[id] = {
      ...before,
      ...after,
      lastPurchasePriceCents: confirmingEntrada ? t.lastUnitPriceCents : before.lastPurchasePriceCents,
      costOfSalesByYear: costOfSales(input, before, costCents),
      belowMinimum: toThousandths(after.quantity) <= toThousandths(before.minStock),
      ...commitments,
      toOrder: outlookOf({ quantity: after.quantity, minStock: before.minStock, ...commitments }).toOrder,
    };
  }
  return { ok: true, deltas, balances, costs, unitCosts, next };
}
