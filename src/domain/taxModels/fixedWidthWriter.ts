/**
 * Pure writer of the AEAT's fixed-width records ("diseños de registro"). A
 * layout is data: an array of fields, each with its 1-based start position,
 * its length and its kind; the writer only pads, cuts and checks positions.
 *
 * Conventions (common to the AEAT designs; the same rules OCA l10n-spain's
 * `l10n_es_aeat/wizard/export_to_boe.py` applies, see DECISIONS.md "AEAT files
 * and the accounting export"):
 * - alpha: uppercase, vowels without accents (Ñ and Ç kept), only
 *   A–Z 0–9 blank . , - _ & ' ´ \ : ; / ( ) Ñ Ç; left-aligned, blank-filled,
 *   cut at the length.
 * - num: a non-negative integer, right-aligned, zero-filled, no sign.
 * - amount: integer cents, right-aligned, zero-filled, last two digits are
 *   the decimals; a negative value is refused (the design has no sign).
 * - signedAmount: the first character is 'N' when negative, blank otherwise;
 *   then the absolute cents zero-filled on length − 1.
 */

export type FixedFieldKind = 'alpha' | 'num' | 'amount' | 'signedAmount';

export interface FixedField {
  /** 1-based position of the first character, as the design prints it. */
  from: number;
  length: number;
  kind: FixedFieldKind;
  /** Text for alpha; integer (cents for the amount kinds) for the others. */
  value: string | number | null;
  /** The design's field name, for messages and tests. */
  name: string;
}

const ALLOWED = /[^A-Z0-9 .,\-_&'´\\:;/()ÑÇ]/g;

export function alphaText(text: string): string {
  const upper = text.toUpperCase();
  let out = '';
  for (const ch of upper) {
    if (ch === 'Ñ' || ch === 'Ç') out += ch;
    else out += ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  }
  return out.replace(/\s/g, ' ').replace(ALLOWED, '');
}

function digits(n: number, length: number, name: string): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name}: se esperaba un entero no negativo`);
  const s = String(n);
  if (s.length > length) throw new Error(`${name}: ${s} no cabe en ${length} posiciones`);
  return s.padStart(length, '0');
}

export function formatField(field: FixedField): string {
  const { kind, length, value, name } = field;
  if (kind === 'alpha') {
    const text = value === null ? '' : alphaText(String(value));
    return text.slice(0, length).padEnd(length, ' ');
  }
  const n = value === null ? 0 : Number(value);
  if (kind === 'num' || kind === 'amount') return digits(n, length, name);
  const sign = n < 0 ? 'N' : ' ';
  return sign + digits(Math.abs(n), length - 1, name);
}

/**
 * Writes one record. The fields must be given in order and cover every
 * position from 1 to `recordLength` without gaps or overlaps; otherwise the
 * layout is wrong and the writer throws.
 */
export function fixedWidth(fields: readonly FixedField[], recordLength: number): string {
  let out = '';
  for (const f of fields) {
    if (f.from !== out.length + 1) throw new Error(`${f.name}: empieza en ${f.from}, se esperaba ${out.length + 1}`);
    out += formatField(f);
  }
  if (out.length !== recordLength) throw new Error(`Registro de ${out.length} posiciones, se esperaban ${recordLength}`);
  return out;
}

/** Builds a layout from (name, length, kind, value) rows, computing positions. */
export function layout(rows: readonly (readonly [string, number, FixedFieldKind, string | number | null])[]): FixedField[] {
  let from = 1;
  return rows.map(([name, length, kind, value]) => {
    const f = { from, length, kind, value, name };
    from += length;
    return f;
  });
}

/** The file's bytes in ISO-8859-1, the encoding the AEAT designs ask for (Ñ is 0xD1, Ç 0xC7). */
export function latin1Bytes(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0xff) throw new Error(`Carácter fuera de ISO-8859-1 en la posición ${i + 1}`);
    out[i] = code;
  }
  return out;
}
