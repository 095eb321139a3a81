/**
 * Exact integer helpers for money (cents), percentages (hundredths of a percent)
 * and quantities (thousandths). Products go through BigInt so that no
 * intermediate result loses precision, whatever the magnitudes.
 */

/** n / d rounded half away from zero (d ≠ 0). */
export function roundDiv(n: bigint, d: bigint): bigint {
  const negative = n < 0n !== d < 0n;
  const absN = n < 0n ? -n : n;
  const absD = d < 0n ? -d : d;
  const q = (absN * 2n + absD) / (absD * 2n);
  return negative ? -q : q;
}

/** round(a × b × c / d), half away from zero; every argument is an integer. */
export function mulDivRound(factors: readonly number[], divisor: number): number {
  const product = factors.reduce((acc, f) => acc * BigInt(f), 1n);
  return toSafeNumber(roundDiv(product, BigInt(divisor)));
}

export function toSafeNumber(value: bigint): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError('unsafeInteger');
  return n;
}

/**
 * The integer k with k / 10^decimals === value, e.g. (5.2, 2) → 520.
 * Throws RangeError when value is not finite or has more decimals: such a value
 * must have been refused by validation before reaching arithmetic.
 */
export function toScaled(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  const scaled = Math.round(value * scale);
  // Division is correctly rounded, so this equality is exact for any value that
  // was parsed from a decimal with at most `decimals` digits.
  if (!Number.isSafeInteger(scaled) || scaled / scale !== value) {
    throw new RangeError('tooManyDecimals');
  }
  return scaled === 0 ? 0 : scaled;
}

/** True when value is finite and has at most `decimals` decimal digits. */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scale = 10 ** decimals;
  const scaled = Math.round(value * scale);
  return Number.isSafeInteger(scaled) && scaled / scale === value;
}

/** The number with that many decimals: (520, 2) → 5.2. */
export function fromScaled(scaled: number, decimals: number): number {
  const value = scaled / 10 ** decimals;
  return value === 0 ? 0 : value;
}

/** Exact decimal text of scaled/10^decimals with '.' as separator: (-123456, 2) → '-1234.56'. */
export function scaledToDecimalString(scaled: number, decimals: number): string {
  const digits = Math.abs(scaled)
    .toString()
    .padStart(decimals + 1, '0');
  const intPart = digits.slice(0, digits.length - decimals);
  const fracPart = digits.slice(digits.length - decimals);
  const sign = scaled < 0 ? '-' : '';
  return decimals === 0 ? `${sign}${intPart}` : `${sign}${intPart}.${fracPart}`;
}
