import { invalid, valid, type Validation } from './result';

export const EAN_ERRORS = ['empty', 'format', 'checkDigit'] as const;
export type EanError = (typeof EAN_ERRORS)[number];

/** The EAN-13 check digit of the first 12 digits (weights 1, 3, 1, 3… from the left). */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function validateEan13(raw: string): Validation<EanError> {
  const code = raw.trim();
  if (code === '') return invalid('empty');
  if (!/^\d{13}$/.test(code)) return invalid('format');
  return ean13CheckDigit(code) === Number(code[12]) ? valid(code) : invalid('checkDigit');
}

export function isValidEan13(code: string): boolean {
  return validateEan13(code).ok;
}
