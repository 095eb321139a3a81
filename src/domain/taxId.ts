/**
 * Spanish tax identifiers (NIF): DNI, NIE, entity NIF (old CIF) and K/L/M NIFs.
 * Algorithms: Orden EHA/451/2008 (NIF/CIF check characters; docs/reference.md).
 */

export const TAX_ID_ERRORS = ['empty', 'format', 'checkDigit'] as const;
export type TaxIdError = (typeof TAX_ID_ERRORS)[number];
export type TaxIdKind = 'DNI' | 'NIE' | 'CIF' | 'NIF_KLM';
export type TaxIdResult = { ok: true; kind: TaxIdKind; value: string } | { ok: false; code: TaxIdError };

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';
const CIF_LETTER_CONTROL = 'PQRSNW';
const CIF_DIGIT_CONTROL = 'ABEH';

/** Upper case, without spaces, dots, hyphens or an 'ES' (VAT number) prefix. */
export function normalizeTaxId(raw: string): string {
  const compact = raw.toUpperCase().replace(/[\s.-]/g, '');
  return compact.length === 11 && compact.startsWith('ES') ? compact.slice(2) : compact;
}

function dniLetter(digits: string): string {
  return DNI_LETTERS.charAt(Number(digits) % 23);
}

/** The control digit D of an entity NIF from its 7 digits (A + B, mod 10). */
export function cifControlDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const d = Number(digits[i]);
    // Positions 1, 3, 5, 7 (index 0, 2, 4, 6) are doubled and their digits added.
    sum += i % 2 === 0 ? Math.floor((d * 2) / 10) + ((d * 2) % 10) : d;
  }
  return (10 - (sum % 10)) % 10;
}

function cifControlMatches(prefix: string, digits: string, control: string): boolean {
  const d = cifControlDigit(digits);
  const asDigit = control === String(d);
  const asLetter = control === CIF_CONTROL_LETTERS.charAt(d);
  if (CIF_LETTER_CONTROL.includes(prefix)) return asLetter;
  if (CIF_DIGIT_CONTROL.includes(prefix)) return asDigit;
  return asDigit || asLetter;
}

export function validateTaxId(raw: string): TaxIdResult {
  const value = normalizeTaxId(raw);
  if (value === '') return { ok: false, code: 'empty' };
  const check = (kind: TaxIdKind, good: boolean): TaxIdResult => (good ? { ok: true, kind, value } : { ok: false, code: 'checkDigit' });

  let m = /^(\d{8})([A-Z])$/.exec(value);
  if (m?.[1] && m[2]) return check('DNI', dniLetter(m[1]) === m[2]);
  m = /^([XYZ])(\d{7})([A-Z])$/.exec(value);
  if (m?.[1] && m[2] && m[3]) return check('NIE', dniLetter(`${'XYZ'.indexOf(m[1])}${m[2]}`) === m[3]);
  m = /^[KLM](\d{7})([A-Z])$/.exec(value);
  if (m?.[1] && m[2]) return check('NIF_KLM', dniLetter(m[1]) === m[2]);
  m = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(value);
  if (m?.[1] && m[2] && m[3]) return check('CIF', cifControlMatches(m[1], m[2], m[3]));
  return { ok: false, code: 'format' };
}
