import { invalid, valid, type Validation } from './result';

export const EMAIL_ERRORS = ['empty', 'format', 'tooLong'] as const;
export type EmailError = (typeof EMAIL_ERRORS)[number];

export const PHONE_ERRORS = ['empty', 'format', 'length'] as const;
export type PhoneError = (typeof PHONE_ERRORS)[number];

const MAX_EMAIL_LENGTH = 254;

/**
 * A pragmatic check (something@domain.tld, no spaces); the real proof is the
 * verification e-mail. Optional fields skip validation when blank.
 */
export function validateEmail(s: string): Validation<EmailError> {
  const value = s.trim();
  if (value === '') return invalid('empty');
  if (value.length > MAX_EMAIL_LENGTH) return invalid('tooLong');
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/.test(value) ? valid(value) : invalid('format');
}

/**
 * Spanish ("600 123 456") or international ("+34 600 123 456") numbers:
 * digits and spaces, an optional leading "+", 9 to 15 digits. The value keeps
 * the user's spacing, collapsed to single spaces.
 */
export function validatePhone(s: string): Validation<PhoneError> {
  const value = s.trim().replace(/\s+/g, ' ');
  if (value === '') return invalid('empty');
  if (!/^\+?[\d ]+$/.test(value)) return invalid('format');
  const digits = value.replace(/\D/g, '').length;
  return digits >= 9 && digits <= 15 ? valid(value) : invalid('length');
}
