/**
 * Invoice numbers "F-2026-000124": series, year of issue and a counter that is
 * correlative within the series and year (RD 1619/2012 art. 6.1.a).
 */

export const SERIES_ERRORS = ['empty', 'tooLong', 'invalidChars'] as const;
export type SeriesError = (typeof SERIES_ERRORS)[number];

export const MAX_SERIES_LENGTH = 10;
const NUMBER_DIGITS = 6;

/** Letters A–Z and digits only: the hyphen separates the parts of a number. */
export function validateSeries(series: string): { ok: true; value: string } | { ok: false; code: SeriesError } {
  const value = series.trim();
  if (value === '') return { ok: false, code: 'empty' };
  if (value.length > MAX_SERIES_LENGTH) return { ok: false, code: 'tooLong' };
  if (!/^[A-Z0-9]+$/.test(value)) return { ok: false, code: 'invalidChars' };
  return { ok: true, value };
}

function assertParts(series: string, year: number): void {
  if (!validateSeries(series).ok || series !== series.trim()) throw new RangeError('invalidSeries');
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError('invalidYear');
}

/** The counter document id for a series and year: "F-2026". */
export function counterKey(series: string, year: number): string {
  assertParts(series, year);
  return `${series}-${year}`;
}

/** "F-2026-000124"; numbers past 999999 simply take more digits. */
export function formatInvoiceNumber(series: string, year: number, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError('invalidNumber');
  return `${counterKey(series, year)}-${String(n).padStart(NUMBER_DIGITS, '0')}`;
}

export type InvoiceNumberParts = { series: string; year: number; number: number };

export function parseInvoiceNumber(text: string): InvoiceNumberParts | null {
  const m = /^([A-Z0-9]{1,10})-(\d{4})-(\d{6,15})$/.exec(text.trim());
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const number = Number(m[3]);
  // Only the canonical form: no extra leading zeros beyond the 6-digit padding.
  if (number < 1 || String(number).padStart(NUMBER_DIGITS, '0') !== m[3]) return null;
  return { series: m[1], year: Number(m[2]), number };
}
