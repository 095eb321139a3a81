import { describe, expect, it } from 'vitest';
import { normalizeBic, validateBic } from './bic';

describe('validateBic', () => {
  it.each([
    ['CAIXESBBXXX', { ok: true, value: 'CAIXESBBXXX' }],
    ['CAIXESBB', { ok: true, value: 'CAIXESBB' }],
    ['bsch es mm', { ok: true, value: 'BSCHESMM' }],
    ['DEUTDEFF500', { ok: true, value: 'DEUTDEFF500' }],
    ['', { ok: false, code: 'empty' }],
    ['CAIXESB', { ok: false, code: 'length' }],
    ['CAIXESBBXX', { ok: false, code: 'length' }],
    ['CAIXESBBXXXX', { ok: false, code: 'length' }],
    ['CAIX1SBBXXX', { ok: false, code: 'format' }],
    // The location's first character is never 0 or 1 (test BICs), its second never O.
    ['CAIXES1BXXX', { ok: false, code: 'format' }],
    ['CAIXESBOXXX', { ok: false, code: 'format' }],
    ['CAIXESBB-XX', { ok: false, code: 'format' }],
  ])('%j', (raw, expected) => {
    expect(validateBic(raw)).toEqual(expected);
  });

  it('reads a value that is not a string as empty', () => {
    expect(normalizeBic(null as unknown as string)).toBe('');
  });
});
