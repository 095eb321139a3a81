import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulDivRound, roundDiv, scaledToDecimalString, toScaled } from './decimal';

describe('roundDiv', () => {
  it.each([
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [5n, -2n, -3n],
    [7n, 3n, 2n],
    [-7n, 3n, -2n],
    [1n, 3n, 0n],
    [0n, 7n, 0n],
  ])('%s / %s rounds half away from zero to %s', (n, d, q) => {
    expect(roundDiv(n, d)).toBe(q);
  });

  it('is odd: roundDiv(-n, d) = -roundDiv(n, d)', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.bigInt({ min: 1n, max: 10n ** 12n }), (n, d) => {
        expect(roundDiv(-n, d)).toBe(-roundDiv(n, d));
      }),
    );
  });
});

describe('mulDivRound', () => {
  it('refuses a result outside the safe integer range', () => {
    expect(() => mulDivRound([Number.MAX_SAFE_INTEGER, 10], 1)).toThrow(RangeError);
  });
});

describe('toScaled and scaledToDecimalString', () => {
  it.each([
    [5.2, 2, 520],
    [0.5, 2, 50],
    [1.005, 3, 1005],
    [-33.33, 2, -3333],
  ])('scales %d by 10^%i to %i', (value, decimals, scaled) => {
    expect(toScaled(value, decimals)).toBe(scaled);
  });

  it.each([
    [-123456, 2, '-1234.56'],
    [5, 2, '0.05'],
    [-5, 3, '-0.005'],
    [42, 0, '42'],
  ])('writes %i with %i decimals as %s', (scaled, decimals, text) => {
    expect(scaledToDecimalString(scaled, decimals)).toBe(text);
  });
});
