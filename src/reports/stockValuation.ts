/**
 * Valoración de existencias at today's date: quantity × average cost per
 * product (rounded to the cent, as the stock writer stores it) and the total.
 * Products with no stock are left out. Pure: unit-tested.
 */
import { stockValueCents } from '../domain/stock';

export interface StockItem {
  categoryId: string;
  code: string;
  name: string;
  unit: string;
  quantity: number;
  averageCostCents: number;
}

export interface ValuationRow extends StockItem {
  valueCents: number;
}

export interface ValuationTotals {
  products: number;
  valueCents: number;
}

export function valuationRow(item: StockItem): ValuationRow | null {
  if (item.quantity === 0) return null;
  return { ...item, valueCents: stockValueCents(item.quantity, item.averageCostCents) };
}

export function emptyValuationTotals(): ValuationTotals {
  return { products: 0, valueCents: 0 };
}

export function addToValuation(totals: ValuationTotals, row: ValuationRow): ValuationTotals {
  return { products: totals.products + 1, valueCents: totals.valueCents + row.valueCents };
}
