/**
 * What a product's stock is promised to and expecting (issue 31, docs/DECISIONS.md «Pedidos y
 * reservas»): the commitments kept on its stock level beside the quantity on hand, and the two
 * figures derived from them that every screen and command reads the same way.
 *
 *   reserved   units on hand set aside for open customer orders (pedidos de cliente);
 *   backorder  units open customer orders still wait for that were not on hand to reserve;
 *   onOrder    units open purchase orders (pedidos a proveedor) still wait to receive.
 *
 *   available  = quantity − reserved: what a sale, a salida or a new reservation may take. Without
 *                «permitir stock negativo» it never goes below 0: every movement that takes stock
 *                out is checked against it (stockPlan.ts), so goods set aside for one customer are
 *                never sold to another.
 *   projected  = quantity − reserved − backorder + onOrder: what is left once every open order on
 *                both sides is served.
 *   toOrder    = max(0, minStock − projected): «Qué pedir», the units to buy so the projected stock
 *                is back at the minimum. Stored on the level (a query `toOrder > 0` lists them) and
 *                written with every change of its inputs by the one function below.
 *
 * Quantities have 3 decimals; the arithmetic is done in thousandths. Pure.
 */
import { fromThousandths, toThousandths } from '../quantity';

type Stored = Record<string, unknown>;

export interface Commitments {
  reserved: number;
  backorder: number;
  onOrder: number;
}

export interface Outlook extends Commitments {
  available: number;
  projected: number;
  toOrder: number;
}

export const NO_COMMITMENTS: Commitments = Object.freeze({ reserved: 0, backorder: 0, onOrder: 0 });

/** A stored commitment: a finite number above 0, to the thousandth (anything else reads as 0). */
function commitment(v: unknown): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0) return 0;
  return fromThousandths(Math.round(v * 1000));
}

/** The commitments stored on a stock level (missing on levels written before orders: 0). */
export function commitmentsOf(stored: Stored | undefined): Commitments {
  return { reserved: commitment(stored?.reserved), backorder: commitment(stored?.backorder), onOrder: commitment(stored?.onOrder) };
}

/** The derived figures of a level with these quantity, minimum and commitments. */
export function outlookOf(level: { quantity: number; minStock: number } & Commitments): Outlook {
  const q = toThousandths(level.quantity);
  const r = toThousandths(level.reserved);
  const b = toThousandths(level.backorder);
  const o = toThousandths(level.onOrder);
  const projected = q - r - b + o;
  return {
    reserved: level.reserved,
    backorder: level.backorder,
    onOrder: level.onOrder,
    available: fromThousandths(q - r),
    projected: fromThousandths(projected),
    toOrder: fromThousandths(Math.max(0, toThousandths(level.minStock) - projected)),
  };
}

/** How an order command moves a product's commitments (signed: + adds, − takes away). */
export type CommitmentChange = Partial<Commitments>;

/**
 * The stock level's fields after `change` (reserved, backorder, onOrder and toOrder), for an order
 * command to write in its transaction beside what it read. A commitment never goes below 0: a
 * change that would is clamped (it can only happen to a level written before its orders were).
 */
export function commitmentFields(stored: Stored | undefined, change: CommitmentChange): Commitments & { toOrder: number } {
  const before = commitmentsOf(stored);
  const moved = (key: keyof Commitments) => fromThousandths(Math.max(0, toThousandths(before[key]) + toThousandths(change[key] ?? 0)));
  const next = { reserved: moved('reserved'), backorder: moved('backorder'), onOrder: moved('onOrder') };
  const outlook = outlookOf({ quantity: Number(stored?.quantity ?? 0), minStock: Number(stored?.minStock ?? 0), ...next });
  return { ...next, toOrder: outlook.toOrder };
}
