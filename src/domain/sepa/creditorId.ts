/**
 * The SEPA creditor identifier (AT-02 of the SDD rulebooks, EPC262-08 "Creditor Identifier
 * Overview"): two letters of country, two check digits, a three-character creditor business code
 * and the national identifier. The check digits are ISO 7064 mod 97-10 over the national
 * identifier followed by the country and "00", letters as numbers (A = 10 … Z = 35); the business
 * code is left out of the calculation, so one creditor's "000", "001" or "ZZZ" share the digits.
 * In Spain the national identifier is the creditor's NIF and the business code (sufijo) is
 * usually "000": "ES" + CD + "000" + NIF, 16 characters.
 */
import { invalid, valid, type Validation } from '../result';
import { normalizeTaxId, validateTaxId } from '../taxId';

export const CREDITOR_ID_ERRORS = ['empty', 'format', 'length', 'checkDigits', 'taxId'] as const;
export type CreditorIdError = (typeof CREDITOR_ID_ERRORS)[number];

export const SPANISH_CREDITOR_ID_LENGTH = 16;
export const DEFAULT_BUSINESS_CODE = '000';

/** Upper case, without spaces, hyphens or dots ("ES97 000 B-12345678" → "ES97000B12345678"). */
export function normalizeCreditorId(raw: string): string {
  return typeof raw === 'string' ? raw.toUpperCase().replace(/[\s.-]/g, '') : '';
}

/** The remainder mod 97 of the number spelt by digits and letters (A = 10 … Z = 35). */
function mod97(text: string): number {
  let rest = 0;
  for (const ch of text) {
    const value = ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest;
}

/** The two check digits for a national identifier in a country: 98 − (id + country + "00") mod 97. */
export function creditorIdCheckDigits(nationalId: string, country = 'ES'): string {
  return String(98 - mod97(`${nationalId}${country}00`)).padStart(2, '0');
}

/**
 * The Spanish creditor identifier of a NIF and a business code ("B12345674", "000" →
 * "ES11000B12345674"), or the reason it cannot be made: the NIF must be valid (taxId.ts) and the
 * business code three letters or digits.
 */
export function spanishCreditorId(nif: string, businessCode: string = DEFAULT_BUSINESS_CODE): Validation<CreditorIdError> {
  const taxId = validateTaxId(typeof nif === 'string' ? nif : '');
  if (!taxId.ok) return invalid(taxId.code === 'empty' ? 'empty' : 'taxId');
  const code = typeof businessCode === 'string' ? businessCode.toUpperCase() : '';
  if (!/^[A-Z0-9]{3}$/.test(code)) return invalid('format');
  return valid(`ES${creditorIdCheckDigits(taxId.value)}${code}${taxId.value}`);
}

/**
 * A creditor identifier as typed: normalised, its structure and check digits checked; a Spanish
 * one (starting "ES") must also be 16 characters whose last nine are a valid NIF. Another
 * country's (a creditor that is not Spanish is out of Almacena's scope, but the bank may show one)
 * is checked for structure and check digits only.
 */
export function validateCreditorId(raw: string): Validation<CreditorIdError> {
  const value = normalizeCreditorId(raw);
  if (value === '') return invalid('empty');
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]+$/.test(value)) return invalid('format');
  const spanish = value.startsWith('ES');
  if (spanish ? value.length !== SPANISH_CREDITOR_ID_LENGTH : value.length > 35) return invalid('length');
  const nationalId = value.slice(7);
  if (creditorIdCheckDigits(nationalId, value.slice(0, 2)) !== value.slice(2, 4)) return invalid('checkDigits');
  if (spanish) {
    const taxId = validateTaxId(nationalId);
    if (!taxId.ok || normalizeTaxId(nationalId) !== nationalId) return invalid('taxId');
  }
  return valid(value);
}
