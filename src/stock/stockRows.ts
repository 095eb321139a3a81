/**
 * The rows of #/stock: every product of a page joined with its stock level, if it has one.
 * Pure: no Firebase, no React.
 *
 * stock/{id} exists only once a product has moved, so a product without one is listed with
 * 0 units, no cost and no value. Code, name, unit, minimum and the active flag come from the
 * product (current); the stock level's copies of them may lag behind an edit. A service
 * (stocked: false) keeps no stock: its row has no figures and is never flagged.
 */
import type { StockFigures, StockLevel } from '../domain/stock/stockTypes';

/** What the list needs of a product (categories/{id}). */
export interface StockProduct {
  id: string;
  code: string;
  name: string;
  unit: string;
  minStock: number;
  active: boolean;
  /** False for a service (absent in stored products: stocked). */
  stocked: boolean;
}

export interface StockRow extends Pick<
  StockFigures,
  'categoryId' | 'code' | 'name' | 'unit' | 'minStock' | 'quantity' | 'averageCostCents' | 'valueCents' | 'belowMinimum' | 'reserved' | 'backorder'
> {
  /** False only when the product is known to be inactive (rows read from stock levels alone do not know). */
  active: boolean;
  /** False for a service: shown without quantity, cost or value. */
  stocked: boolean;
}

/**
 * "Bajo mínimo". A product with a stock level follows the stock writer's rule, at or below the
 * minimum (isBelowMinimum in categories/product.ts; both numbers have at most 3 decimals), so
 * one that ran out is flagged even with minimum 0; the product's current minimum is used.
 * A product that has never moved is flagged only when it has a minimum: a new product with
 * none set (0, the default) has nothing to fall short of, and flagging every such product
 * would bury the ones to restock.
 */
function belowMinimum(product: StockProduct, level: StockLevel | undefined): boolean {
  if (!level) return product.minStock > 0;
  // The same comparison as isBelowMinimum, not an import of it: product.ts brings zod along.
  return level.quantity <= product.minStock;
}

/** One row per product, in the products' order. */
export function stockRowsOf(products: readonly StockProduct[], levels: ReadonlyMap<string, StockLevel>): StockRow[] {
  return products.map((p) => {
    const level = p.stocked ? levels.get(p.id) : undefined;
    return {
      categoryId: p.id,
      code: p.code,
      name: p.name,
      unit: p.unit,
      minStock: p.minStock,
      quantity: level?.quantity ?? 0,
      averageCostCents: level?.averageCostCents ?? 0,
      valueCents: level?.valueCents ?? 0,
      reserved: level?.reserved ?? 0,
      backorder: level?.backorder ?? 0,
      belowMinimum: p.stocked && belowMinimum(p, level),
      active: p.active,
      stocked: p.stocked,
    };
  });
}

/** A row from a stock level alone (the "Solo bajo mínimo" list): its copies and the writer's flag. */
export function stockRowOfLevel(level: StockLevel): StockRow {
  return {
    categoryId: level.categoryId,
    code: level.code,
    name: level.name,
    unit: level.unit,
    minStock: level.minStock,
    quantity: level.quantity,
    averageCostCents: level.averageCostCents,
    valueCents: level.valueCents,
    reserved: level.reserved,
    backorder: level.backorder,
    belowMinimum: level.belowMinimum,
    active: true,
    stocked: true,
  };
}
