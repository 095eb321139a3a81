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

/**
 * The value that comes back with `quantity` units of a movement that moved `quantityOut` units
 * worth `valueOutCents`, `returnedBefore` units of it having come back already (issue 28,
 * finding 2): its proportional share, computed on the cumulative quantities,
 * round(V × (before + q) / Q) − round(V × before / Q), so that the shares of every return add up
 * to exactly V when the last units come back (they take exactly what remains) and the stock
 * value never drifts. Multiplying a unit cost rounded to the cent by the quantity does not: 3
 * units that left at 10,00 € come back at 3 × 3,33 = 9,99 €.
 */
export function returnedShareCents(valueOutCents: number, quantityOut: number, returnedBefore: number, quantity: number): number {
  const out = toThousandths(quantityOut);
  const before = toThousandths(returnedBefore);
  const after = before + toThousandths(quantity);
  if (out <= 0) throw new RangeError('quantityNotPositive');
  if (before < 0 || after < before || after > out) throw new RangeError('returnOverQuantity');
  return mulDivRound([valueOutCents, after], out) - mulDivRound([valueOutCents, before], out);
}
