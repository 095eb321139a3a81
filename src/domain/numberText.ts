/**
 * Parsing of decimal numbers typed by Spanish users, to exact scaled integers.
 *
 * Accepted: "1234", "1234,5", "1.234,56", "1 234,56", "1234.5" and a leading "-".
 * A dot followed by exactly three digits after one to three leading digits is a
 * thousands separator ("1.234" is one thousand two hundred thirty-four), as in
 * Spanish writing; any other single dot is a decimal point ("1.5", "1234.567").
 * Formatted output of this module family therefore always parses back.
 */

const MAX_INTEGER_DIGITS = 13;

export type ParseScaledOptions = { decimals: number; allowNegative: boolean };

function splitNumber(body: string): { intPart: string; fracPart: string } | null {
  const grouped = /^(\d{1,3})([. \u00a0\u202f])(\d{3}(?:\2\d{3})*)(?:,(\d+))?$/.exec(body);
  if (grouped?.[1] && grouped[2] && grouped[3]) {
    return { intPart: grouped[1] + grouped[3].split(grouped[2]).join(''), fracPart: grouped[4] ?? '' };
  }
  const plain = /^(\d*)(?:[.,](\d+))?$/.exec(body);
  if (plain && (plain[1] || plain[2])) return { intPart: plain[1] ?? '', fracPart: plain[2] ?? '' };
  return null;
}

/** The integer value × 10^decimals of a typed number, or null when it is not one. */
export function parseScaled(input: string, { decimals, allowNegative }: ParseScaledOptions): number | null {
  let text = input.trim();
  const negative = /^[-\u2212]/.test(text);
  if (negative) {
    if (!allowNegative) return null;
    text = text.slice(1).trimStart();
  }
  const parts = splitNumber(text);
  if (!parts || parts.fracPart.length > decimals) return null;
  const intPart = parts.intPart.replace(/^0+(?=\d)/, '');
  if (intPart.length > MAX_INTEGER_DIGITS) return null;
  const scaled = Number(intPart + parts.fracPart.padEnd(decimals, '0'));
  if (!Number.isSafeInteger(scaled)) return null;
  return negative && scaled !== 0 ? -scaled : scaled;
}

/** The text without its unit sign (e.g. "€", "EUR", "%") at either end. */
export function stripUnit(input: string, units: readonly string[]): string {
  let text = input.trim();
  for (const unit of units) {
    if (text.toUpperCase().endsWith(unit)) text = text.slice(0, -unit.length).trim();
    else if (text.toUpperCase().startsWith(unit)) text = text.slice(unit.length).trim();
  }
  return text;
}

/** Codes for a typed number that parseEuros, parsePercent or parseQuantity refused (they return null). */
export const NUMBER_INPUT_ERRORS = ['amount', 'percent', 'quantity'] as const;
export type NumberInputError = (typeof NUMBER_INPUT_ERRORS)[number];
