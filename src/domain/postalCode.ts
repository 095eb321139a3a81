import { invalid, valid, type Validation } from './result';

export const POSTAL_CODE_ERRORS = ['empty', 'format', 'province'] as const;
export type PostalCodeError = (typeof POSTAL_CODE_ERRORS)[number];

/** Five digits whose first two are a province code, 01 (Álava) to 52 (Melilla). */
export function validateSpanishPostalCode(s: string): Validation<PostalCodeError> {
  const value = s.trim();
  if (value === '') return invalid('empty');
  if (!/^\d{5}$/.test(value)) return invalid('format');
  const province = Number(value.slice(0, 2));
  return province >= 1 && province <= 52 ? valid(value) : invalid('province');
}
