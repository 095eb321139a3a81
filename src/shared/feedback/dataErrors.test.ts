import { describe, expect, it } from 'vitest';
import { DATA_ERROR_TEXT, dataErrorKind, dataErrorMessage, isPermissionDenied } from './dataErrors';

const failure = (code: unknown) => Object.assign(new Error('x'), { code });

describe('dataErrorKind', () => {
  it.each([
    ['unavailable', 'offline'],
    ['functions/unavailable', 'offline'],
    ['aborted', 'busy'],
    ['resource-exhausted', 'busy'],
    ['deadline-exceeded', 'busy'],
    ['functions/deadline-exceeded', 'busy'],
    ['permission-denied', 'denied'],
    ['functions/unauthenticated', 'denied'],
    ['not-found', 'notFound'],
    ['invalid-argument', 'invalid'],
    ['internal', 'unknown'],
    ['functions/internal', 'unknown'],
    [42, 'unknown'],
  ])('%s → %s', (code, kind) => {
    expect(dataErrorKind(failure(code))).toBe(kind);
  });

  it('treats a thrown non-error as unknown', () => {
    expect(dataErrorKind('boom')).toBe('unknown');
    expect(dataErrorKind(null)).toBe('unknown');
  });
});

describe('dataErrorMessage', () => {
  it('says each kind in Spanish', () => {
    expect(dataErrorMessage(failure('permission-denied'))).toBe(DATA_ERROR_TEXT.denied);
    expect(dataErrorMessage(failure('unavailable'))).toContain('Sin conexión');
    expect(dataErrorMessage(new TypeError('boom'))).toBe(DATA_ERROR_TEXT.unknown);
  });

  it('knows a refusal by the rules', () => {
    expect(isPermissionDenied(failure('permission-denied'))).toBe(true);
    expect(isPermissionDenied(failure('unavailable'))).toBe(false);
  });
});
