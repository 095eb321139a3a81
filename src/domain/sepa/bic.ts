/**
 * BIC (ISO 9362): four letters of institution, two of country (ISO 3166-1), two letters or digits
 * of location and, optionally, three of branch: 8 or 11 characters ("CAIXESBBXXX", "BSCHESMM").
 * Only the format is checked: there is no check digit, and whether the code exists only the
 * SWIFT directory knows. The BIC is optional in SEPA files within the EEA (EPC rulebooks since
 * 2016): an empty one is not an error for the files, only for a field that asks for it.
 */
import { invalid, valid, type Validation } from '../result';

export const BIC_ERRORS = ['empty', 'length', 'format'] as const;
export type BicError = (typeof BIC_ERRORS)[number];

/** Upper case, without spaces. */
export function normalizeBic(raw: string): string {
  return typeof raw === 'string' ? raw.toUpperCase().replace(/\s/g, '') : '';
}

/** The XSD's BICIdentifier pattern (pain.008.001.02 and pain.001.001.03). */
const BIC_PATTERN = /^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$/;

export function validateBic(raw: string): Validation<BicError> {
  const value = normalizeBic(raw);
  if (value === '') return invalid('empty');
  if (value.length !== 8 && value.length !== 11) return invalid('length');
  if (!BIC_PATTERN.test(value)) return invalid('format');
  return valid(value);
}
