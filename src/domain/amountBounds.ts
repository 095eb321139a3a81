/**
 * Every amount Almacena stores is a whole number of cents that JavaScript holds exactly, within a
 * sane bound (issue 26). Lines are bounded by lineValidation.ts (quantity ≤ 1.000.000, price ≤
 * 10.000.000,00 €), but 500 such lines add up past 2^53 cents, where sums stop being exact and the
 * arithmetic (decimal.ts) throws. So a document is refused, by the pure planners that the form, the
 * functions and the rules' shapes share, before anything is priced:
 *
 * - `linesOverBound`: the gross of its lines (Σ |quantity × price|) above MAX_AMOUNT_CENTS;
 * - `unsafeAmount`: after planning, any stored `…Cents` figure (lines, breakdown, totals, stock
 *   levels, summaries) that is not a safe integer within the bound.
 *
 * MAX_AMOUNT_CENTS is 100.000.000.000,00 € (10^13 cents): beyond any business Almacena serves, and
 * ~900 times below 2^53, so adding hundreds of bounded amounts (a year's summary) stays exact.
 */
export const MAX_AMOUNT_CENTS = 10 ** 13;

export type AmountProblem = 'notNumber' | 'notInteger' | 'outOfRange';

/** Why `value` is not a storable amount of cents, or null. */
export function amountProblem(value: unknown, max = MAX_AMOUNT_CENTS): AmountProblem | null {
  if (typeof value !== 'number' || Number.isNaN(value)) return 'notNumber';
  if (!Number.isFinite(value) || Math.abs(value) > max) return 'outOfRange';
  if (!Number.isSafeInteger(value)) return 'notInteger';
  return null;
}

/**
 * Whether the lines' gross (Σ |quantity × unit price|, before discounts and taxes) passes the bound,
 * or cannot be told (a number that is not finite). Computed in floating point on purpose: each term
 * is at most 10^15 and the comparison is with 10^13, far from where rounding could decide it.
 */
export function linesOverBound(lines: readonly { quantity: unknown; unitPriceCents: unknown }[], max = MAX_AMOUNT_CENTS): boolean {
  let gross = 0;
  for (const l of lines) {
    const q = l.quantity;
    const p = l.unitPriceCents;
    if (typeof q !== 'number' || typeof p !== 'number' || !Number.isFinite(q) || !Number.isFinite(p)) return true;
    gross += Math.abs(q * p);
    if (!(gross <= max)) return true;
  }
  return false;
}

/**
 * The first stored amount of `doc` (any field whose name ends in `Cents`, at any depth, in objects
 * and lists) that is not a safe integer within the bound, as its path ("lines.3.baseCents"), or null.
 */
export function unsafeAmount(doc: unknown, max = MAX_AMOUNT_CENTS, path = ''): string | null {
  if (Array.isArray(doc)) {
    for (const [i, v] of doc.entries()) {
      const found = unsafeAmount(v, max, path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (typeof doc !== 'object' || doc === null) return null;
  for (const [k, v] of Object.entries(doc as Record<string, unknown>)) {
    const at = path ? `${path}.${k}` : k;
    if (k.endsWith('Cents') && typeof v !== 'object') {
      if (amountProblem(v, max)) return at;
    } else if (typeof v === 'object' && v !== null) {
      const found = unsafeAmount(v, max, at);
      if (found) return found;
    }
  }
  return null;
}
