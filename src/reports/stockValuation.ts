/**
 * Valoración de existencias at today's date: each product's stock at the exact value the stock
 * writer keeps (precio medio ponderado, docs/DECISIONS.md "Stock valuation"), its average cost, and
 * the cost of the goods its salidas sold this year; and the totals. Products with neither stock nor
 * sales this year are left out. Pure: unit-tested.
 */
export interface StockItem {
  categoryId: string;
  code: string;
  name: string;
  unit: string;
  quantity: number;
  averageCostCents: number;
  valueCents: number;
  /** Cost of sales by the year of the salida ("2026" → cents). */
  costOfSalesByYear: Record<string, number>;
}

export interface ValuationRow extends Omit<StockItem, 'costOfSalesByYear'> {
  /** Cost of the goods sold in the report's year. */
  costOfSalesCents: number;
}

export interface ValuationTotals {
  /** Products with stock (not those only sold out this year). */
  products: number;
  valueCents: number;
  costOfSalesCents: number;
}

export function valuationRow(item: StockItem, year: string): ValuationRow | null {
  const { costOfSalesByYear, ...rest } = item;
  const costOfSalesCents = costOfSalesByYear[year] ?? 0;
  if (item.quantity === 0 && costOfSalesCents === 0) return null;
  return { ...rest, costOfSalesCents };
}

export function emptyValuationTotals(): ValuationTotals {
  return { products: 0, valueCents: 0, costOfSalesCents: 0 };
}

export function addToValuation(totals: ValuationTotals, row: ValuationRow): ValuationTotals {
  return {
    products: totals.products + (row.quantity === 0 ? 0 : 1),
    valueCents: totals.valueCents + row.valueCents,
    costOfSalesCents: totals.costOfSalesCents + row.costOfSalesCents,
  };
}
