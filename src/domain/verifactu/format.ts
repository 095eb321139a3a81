/**
 * How values are written in the records. One text per value is used in the
 * XML, the huella and the QR alike (AEAT huella spec v0.1.2: the hash takes
 * the values as they are sent), so these are the only formatters.
 */
import { scaledToDecimalString, toScaled } from '../decimal';
import { parseIsoDate } from '../dates';
import { VerifactuError } from './errors';

/** ImporteSgn12.2Type allows at most 12 integer digits. */
const MAX_ABS_CENTS = 10 ** 14 - 1;

/**
 * Cents as the AEAT amount text: '.' as decimal separator and always two
 * decimals ("123.10", "-0.50", "0.00"), the format of the AEAT's own huella
 * examples. See docs/verifactu.md on trailing zeros.
 */
export function importe(cents: number): string {
  if (!Number.isSafeInteger(cents) || Math.abs(cents) > MAX_ABS_CENTS) throw new VerifactuError('amountRange');
  return scaledToDecimalString(cents === 0 ? 0 : cents, 2);
}

/** A percentage as Tipo2.2Type: "21.00", "5.20", "0.50". */
export function tipo(ratePct: number): string {
  return scaledToDecimalString(toScaled(ratePct, 2), 2);
}

/** "2026-03-05" (how Almacena stores dates) → "05-03-2026" (the XSD's `fecha`). */
export function fecha(isoDate: string): string {
  if (!parseIsoDate(isoDate)) throw new VerifactuError('date');
  const [year, month, day] = isoDate.split('-');
  return `${day}-${month}-${year}`;
}

/** At most `max` characters (code points, as XSD maxLength counts), trimmed, with "…" when cut. */
export function truncateText(text: string, max: number): string {
  const chars = Array.from(text.trim().replace(/\s+/g, ' '));
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}
