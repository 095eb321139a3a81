import { mulDivRound } from './decimal';
import { fromThousandths, toThousandths } from './quantity';
import { averageCostOf, issueStock, type ValuedMove, type ValuedStock } from './stock';

/**
 * Annulling an entrada that brought in `qty` worth `costCents`: exactly that value leaves with its
 * units, so annulling the last entrada restores the value (and the average) it replaced. When that
 * is impossible — nothing would be left, or the stock moved at other costs since and less value
 * than the entrada's is left — the units go out at the average, as a salida would.
 */
export function takeBackStock(before: ValuedStock, qty: number, costCents: number): ValuedMove {
  const left = toThousandths(before.quantity) - toThousandths(qty);
  if (left <= 0 || costCents < 0 || before.valueCents < costCents) return issueStock(before, qty);
  const quantity = fromThousandths(left);
  const valueCents = before.valueCents - costCents;
  return { after: { quantity, valueCents, averageCostCents: averageCostOf(quantity, valueCents, before.averageCostCents) }, costCents };
}

/** Net unit cost of `valueCents` spent on `qty` units, to the cent (qty > 0). */
export function unitCostCents(valueCents: number, qty: number): number {
  const thousandths = toThousandths(qty);
  if (thousandths <= 0) throw new RangeError('quantityNotPositive');
  return mulDivRound([valueCents, 1000], thousandths);
}
