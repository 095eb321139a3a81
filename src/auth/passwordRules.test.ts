import { describe, expect, it } from 'vitest';
import {
  newPasswordSchema,
  PASSWORD_ERRORS,
  PASSWORD_MESSAGES,
  PASSWORD_RULES_TEXT,
  passwordPairSchema,
  passwordProblem,
  PASSWORDS_DIFFER,
} from './passwordRules';
import { authErrorMessage } from './authMessages';

describe('passwordProblem', () => {
  it.each([
    ['prueba2026', null],
    ['12345abc', null],
    ['contraseña 1', null],
    ['Ñandú 2026', null],
    ['', 'empty'],
    ['abc1234', 'tooShort'],
    ['abcdefg', 'tooShort'],
    [`a1${'x'.repeat(127)}`, 'tooLong'],
    ['12345678', 'noLetter'],
    ['        1', 'noLetter'],
    ['abcdefgh', 'noDigit'],
    ['contraseña', 'noDigit'],
  ] as const)('%j → %s', (password, expected) => {
    expect(passwordProblem(password)).toBe(expected);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblem('ñññ1😀😀😀')).toBe('tooShort');
  });
});

describe('the password messages', () => {
  it.each(PASSWORD_ERRORS)('has a Spanish message for %s', (code) => {
    expect(PASSWORD_MESSAGES[code]).toMatch(/^[A-Z].*\.$/);
  });

  it('states the same rule as the Firebase weak-password message', () => {
    expect(PASSWORD_RULES_TEXT).toBe('Al menos 8 caracteres, con letras y números.');
    expect(authErrorMessage({ code: 'auth/weak-password' })).toContain('al menos 8 caracteres con letras y números');
  });
});

describe('newPasswordSchema and passwordPairSchema', () => {
  it('gives the message of the first broken rule', () => {
    const result = newPasswordSchema.safeParse('abcdefgh');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PASSWORD_MESSAGES.noDigit);
  });

  it.each([
    [{ password: 'prueba2026', repeat: 'prueba2026' }, null],
    [{ password: 'prueba2026', repeat: 'prueba2027' }, ['repeat', PASSWORDS_DIFFER]],
    [{ password: 'corta1', repeat: 'corta1' }, ['password', PASSWORD_MESSAGES.tooShort]],
  ] as const)('%j → %j', (input, expected) => {
    const result = passwordPairSchema.safeParse(input);
    if (expected === null) {
      expect(result.success).toBe(true);
    } else {
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([expected]);
    }
  });
});
