import { describe, expect, it } from 'vitest';
import { validateSpanishPostalCode } from './postalCode';

describe('validateSpanishPostalCode', () => {
  it.each([
    ['28001', { ok: true, value: '28001' }],
    [' 01001 ', { ok: true, value: '01001' }],
    ['52001', { ok: true, value: '52001' }],
    ['08080', { ok: true, value: '08080' }],
    ['', { ok: false, code: 'empty' }],
    ['2800', { ok: false, code: 'format' }],
    ['280011', { ok: false, code: 'format' }],
    ['28 001', { ok: false, code: 'format' }],
    ['2800A', { ok: false, code: 'format' }],
    ['00123', { ok: false, code: 'province' }],
    ['53001', { ok: false, code: 'province' }],
    ['99999', { ok: false, code: 'province' }],
  ])('%j → %j', (input, expected) => {
    expect(validateSpanishPostalCode(input)).toEqual(expected);
  });
});
