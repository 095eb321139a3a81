/**
 * The stock level an order command writes when it moves a product's commitments (reserved,
 * backorder) outside a movement: the stored level's commitments and «Qué pedir» (commitmentFields,
 * stockOutlook.ts), or, for a product that never moved and has no level yet, a whole level at 0
 * with every field a level has (the same as the planner's first movement and planProductLevel make),
 * and how the stock summary's below-minimum count moves with it. Pure.
 */
import { productFactsOf } from '../stock/stockCommand';
import { commitmentFields, type CommitmentChange } from '../stock/stockOutlook';

type Stored = Record<string, unknown>;

export type LevelWrite = { write: 'update'; fields: Stored; belowMinimumChange: 0 } | { write: 'create'; level: Stored; belowMinimumChange: number };

export function commitmentWrite<S>(categoryId: string, stored: Stored | undefined, product: Stored, change: CommitmentChange, stamp: S): LevelWrite {
  if (stored) return { write: 'update', fields: { ...commitmentFields(stored, change), updatedAt: stamp }, belowMinimumChange: 0 };
  const p = productFactsOf(product);
  // At 0 units a level is at or below any minimum (the writer's rule: quantity ≤ minimum).
  const belowMinimum = 0 <= p.minStock;
  return {
    write: 'create',
    level: {
      categoryId,
      code: p.code,
      name: p.name,
      unit: p.unit,
      minStock: p.minStock,
      quantity: 0,
      averageCostCents: 0,
      lastPurchasePriceCents: 0,
      valueCents: 0,
      costOfSalesByYear: {},
      belowMinimum,
      ...commitmentFields({ quantity: 0, minStock: p.minStock }, change),
      updatedAt: stamp,
    },
    belowMinimumChange: belowMinimum ? 1 : 0,
  };
}
