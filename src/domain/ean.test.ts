import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, isValidEan13, validateEan13 } from './ean';

describe('isValidEan13', () => {
  it.each([
    ['a Spanish product code', '8410000000009', true],
    ['the textbook example', '4006381333931', true],
    ['a code whose check digit is 0', '8412345678950', true],
    ['all zeros', '0000000000000', true],
    ['a wrong check digit', '4006381333932', false],
    ['12 digits', '400638133393', false],
    ['14 digits', '40063813339310', false],
    ['letters', '400638133393A', false],
    ['an empty string', '', false],
  ])('%s (%s) → %s', (_name, code, expected) => {
    expect(isValidEan13(code)).toBe(expected);
  });
});

describe('validateEan13', () => {
  it.each([
    [' 4006381333931 ', { ok: true, value: '4006381333931' }],
    ['', { ok: false, code: 'empty' }],
    ['4006-381333931', { ok: false, code: 'format' }],
    ['4006381333930', { ok: false, code: 'checkDigit' }],
  ])('gives %j → %j', (raw, expected) => {
    expect(validateEan13(raw)).toEqual(expected);
  });
});

describe('ean13CheckDigit', () => {
  it.each([
    ['400638133393', 1],
    ['841234567895', 0],
    ['841000000000', 9],
  ])('of %s is %i', (first12, digit) => {
    expect(ean13CheckDigit(first12)).toBe(digit);
  });
});
