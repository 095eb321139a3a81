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

/**
 * The five characters the AEAT refuses in a record's fields (errores.properties 1287: "El valor
 * del campo %s contiene carácteres no validos (<, >, \", ', =)"), each with the typographic
 * look-alike a free text or a name carries instead: the inch mark ″ (U+2033) for `Tubo 1/2"`,
 * the apostrophe ’ (U+2019) for `Servei d'instal·lació`, the single guillemets ‹ › (U+2039,
 * U+203A) and the full-width equals ＝ (U+FF1D). docs/DECISIONS.md "Characters in texts".
 */
export const AEAT_REFUSED_CHARS: Readonly<Record<string, string>> = {
  '"': '\u2033',
  "'": '\u2019',
  '<': '\u2039',
  '>': '\u203A',
  '=': '\uFF1D',
};
const AEAT_REFUSED = /["'<>=]/g;

/** True when `text` holds one of the five characters of AEAT 1287. */
export function hasAeatRefusedChar(text: string): boolean {
  return /["'<>=]/.test(text);
}

/**
 * A free text or a name as it enters a record (DescripcionOperacion, NombreRazonEmisor, the
 * recipient's, the producer's and the Cabecera's NombreRazon): each character of AEAT 1287
 * replaced by its look-alike (one code point for one, so lengths do not change). The invoice
 * and its PDF keep the text as typed. Identifiers (NumSerieFactura, IDs) are never mapped: they
 * are refused instead.
 */
export function recordText(text: string): string {
  return text.replace(AEAT_REFUSED, (c) => AEAT_REFUSED_CHARS[c] ?? c);
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

/** A free text or a name as a record field: recordText, then at most `max` characters (counted after the mapping). */
export function recordName(text: string, max: number): string {
  return truncateText(recordText(text), max);
}
