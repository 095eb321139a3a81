import { describe, expect, it } from 'vitest';
import { authErrorMessage, GENERIC_AUTH_ERROR, SIGN_IN_ERROR_CODES } from './authMessages';

const err = (code: string) => Object.assign(new Error(code), { code });

describe('authErrorMessage', () => {
  it.each(SIGN_IN_ERROR_CODES)('has a specific Spanish message for sign-in code %s', (code) => {
    const message = authErrorMessage(err(code));
    expect(message).not.toBe(GENERIC_AUTH_ERROR);
    expect(message).toMatch(/[.]$/);
  });

  it.each(['auth/invalid-credential', 'auth/user-not-found', 'auth/wrong-password', 'auth/invalid-login-credentials'])(
    'does not reveal whether the e-mail exists (%s)',
    (code) => {
      expect(authErrorMessage(err(code))).toBe('Correo o contraseña incorrectos.');
    },
  );

  it.each([
    ['auth/user-disabled', /desactivada/],
    ['auth/too-many-requests', /Demasiados intentos/],
    ['auth/network-request-failed', /Sin conexión/],
    ['auth/expired-action-code', /caducado/],
    ['auth/weak-password', /8 caracteres/],
  ])('maps %s to a message about it', (code, pattern) => {
    expect(authErrorMessage(err(code))).toMatch(pattern);
  });

  it.each([[err('auth/something-new')], [new Error('boom')], [null], ['text']])('falls back to a generic Spanish message for %s', (value) => {
    expect(authErrorMessage(value)).toBe(GENERIC_AUTH_ERROR);
  });
});
