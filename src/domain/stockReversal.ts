import { mulDivRound } from './decimal';
import { toThousandths } from './quantity';

/**
 * Average unit cost after taking back an entrada of `outQty` at `outUnitCostCents`
 * (annulling it): the weighted average with that entrada removed, so annulling
 * the last entrada restores the average it replaced. When nothing (or less than
 * nothing) would be left, or the remaining value would be clearly negative because
 * stock moved since at other costs, the average stays as it is.
 */
export function reverseWeightedAverageCostCents(
  prevQty: number,
  prevAvgCents: number,
  outQty: number,
  outUnitCostCents: number,
): number {
  const prev = toThousandths(prevQty);
  const out = toThousandths(outQty);
  const left = prev - out;
  if (out <= 0 || left <= 0) return prevAvgCents;
  const value = BigInt(prev) * BigInt(prevAvgCents) - BigInt(out) * BigInt(outUnitCostCents);
  // Slightly negative is the rounding of the average (at most half a cent per unit): nothing is left of it.
  // Clearly negative means stock moved at other costs since: keep the average.
  if (value < 0n) return -value * 2n <= BigInt(prev) ? 0 : prevAvgCents;
  return mulDivRound([Number(value)], left);
}

/** Net unit cost of `valueCents` spent on `qty` units, to the cent (qty > 0). */
export function unitCostCents(valueCents: number, qty: number): number {
  const thousandths = toThousandths(qty);
  if (thousandths <= 0) throw new RangeError('quantityNotPositive');
  return mulDivRound([valueCents, 1000], thousandths);
}
