/**
 * Our password rules (stricter than Firebase's default of 6 characters, which
 * the Auth emulator applies): at least 8 characters with letters and numbers.
 * Every form that sets a password uses these, and states them on screen.
 */
import { z } from '../shared/form/zod';

export const PASSWORD_MIN_LENGTH = 8;
/** Firebase accepts up to 4096; nobody types more than this, and it bounds the hashing work. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_RULES_TEXT = `Al menos ${PASSWORD_MIN_LENGTH} caracteres, con letras y números.`;

export const PASSWORD_ERRORS = ['empty', 'tooShort', 'tooLong', 'noLetter', 'noDigit'] as const;
export type PasswordError = (typeof PASSWORD_ERRORS)[number];

export const PASSWORD_MESSAGES: Record<PasswordError, string> = {
  empty: 'Introduce la contraseña.',
  tooShort: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  tooLong: `La contraseña admite como máximo ${PASSWORD_MAX_LENGTH} caracteres.`,
  noLetter: 'La contraseña debe incluir al menos una letra.',
  noDigit: 'La contraseña debe incluir al menos un número.',
};

export const PASSWORDS_DIFFER = 'Las contraseñas no coinciden.';

/** The first rule the password breaks, or null. Spaces count as characters, as Firebase counts them. */
export function passwordProblem(password: string): PasswordError | null {
  if (password === '') return 'empty';
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (!/\p{L}/u.test(password)) return 'noLetter';
  if (!/\p{Nd}/u.test(password)) return 'noDigit';
  return null;
}

/** A new password, for the forms and for accountCreation. */
export const newPasswordSchema = z.string().superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: PASSWORD_MESSAGES[problem] });
});

/** A new password typed twice (reset, Mi cuenta). */
export const passwordPairSchema = z
  .object({ password: newPasswordSchema, repeat: z.string() })
  .refine((v) => v.password === v.repeat, { path: ['repeat'], message: PASSWORDS_DIFFER });
export type PasswordPair = z.infer<typeof passwordPairSchema>;
