/**
 * IBAN (ISO 13616): two letters, two check digits and the national account
 * (BBAN), checked with mod-97 (ISO 7064). Spanish IBANs are stricter: 24
 * characters, all digits after "ES", and the BBAN's own control digits (the
 * old CCC: entidad, oficina, DC, cuenta) must also be right.
 */
import { invalid, valid, type Validation } from './result';

export const IBAN_ERRORS = ['empty', 'format', 'length', 'checkDigits', 'accountCheckDigits'] as const;
export type IbanError = (typeof IBAN_ERRORS)[number];

export const SPANISH_IBAN_LENGTH = 24;

/** Upper case, without spaces or hyphens, and without a printed "IBAN" prefix. */
export function normalizeIban(raw: string): string {
  const compact = raw.toUpperCase().replace(/[\s-]/g, '');
  return compact.startsWith('IBAN') ? compact.slice(4) : compact;
}

/** "ES9121000418450200051332" → "ES91 2100 0418 4502 0005 1332", as printed on invoices. */
export function formatIban(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

/** The remainder mod 97 of the number spelt by digits and letters (A = 10 … Z = 35), digit by digit. */
function mod97(text: string): number {
  let rest = 0;
  for (const ch of text) {
    const value = ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest;
}

const CCC_WEIGHTS = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];

/** One control digit of a Spanish CCC over ten digits. */
function cccDigit(tenDigits: string): number {
  const sum = CCC_WEIGHTS.reduce((acc, w, i) => acc + w * Number(tenDigits[i]), 0);
  const d = 11 - (sum % 11);
  return d === 11 ? 0 : d === 10 ? 1 : d;
}

/** Entidad (4) + oficina (4) + DC (2) + cuenta (10). */
function spanishAccountDigitsMatch(bban: string): boolean {
  const first = cccDigit(`00${bban.slice(0, 8)}`);
  const second = cccDigit(bban.slice(10, 20));
  return bban.slice(8, 10) === `${first}${second}`;
}

export function validateIban(raw: string): Validation<IbanError> {
  const value = normalizeIban(raw);
  if (value === '') return invalid('empty');
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(value)) return invalid('format');
  const spanish = value.startsWith('ES');
  if (spanish ? value.length !== SPANISH_IBAN_LENGTH : value.length < 15 || value.length > 34) {
    return invalid('length');
  }
  if (spanish && !/^ES\d{22}$/.test(value)) return invalid('format');
  if (mod97(value.slice(4) + value.slice(0, 4)) !== 1) return invalid('checkDigits');
  if (spanish && !spanishAccountDigitsMatch(value.slice(4))) return invalid('accountCheckDigits');
  return valid(value);
}
