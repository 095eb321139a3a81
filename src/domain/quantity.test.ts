import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatQuantity, fromThousandths, parseQuantity, toThousandths } from './quantity';

describe('parseQuantity', () => {
  it.each([
    ['3', 3],
    ['1,5', 1.5],
    ['1.5', 1.5],
    ['0,335', 0.335],
    ['1,234', 1.234],
    ['1.234', 1234],
    ['1.234,5', 1234.5],
    ['1234.567', 1234.567],
    ['-2,5', -2.5],
    ['0', 0],
  ])('reads %j as %d', (input, quantity) => {
    expect(parseQuantity(input)).toBe(quantity);
  });

  it.each([['1,2345'], ['0.0001'], [''], ['tres'], ['1,5 kg'], ['1,,5']])('refuses %j', (input) => {
    expect(parseQuantity(input)).toBeNull();
  });
});

describe('formatQuantity', () => {
  it.each([
    [3, '3'],
    [1.5, '1,5'],
    [0.335, '0,335'],
    [1234.5, '1.234,5'],
    [-2.25, '-2,25'],
  ])('prints %d as %j', (quantity, text) => {
    expect(formatQuantity(quantity)).toBe(text);
  });

  it('prints what parseQuantity reads back, for any quantity with 3 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (thousandths) => {
        const quantity = fromThousandths(thousandths);
        expect(parseQuantity(formatQuantity(quantity))).toBe(quantity);
      }),
    );
  });
});

describe('toThousandths', () => {
  it.each([
    [1.005, 1005],
    [0.335, 335],
    [-2.5, -2500],
    [-0, 0],
  ])('turns %d into %i thousandths', (quantity, thousandths) => {
    expect(toThousandths(quantity)).toBe(thousandths);
  });

  it.each([[0.1 + 0.2], [1.0005], [Number.NaN], [Number.POSITIVE_INFINITY]])('refuses %d', (quantity) => {
    expect(() => toThousandths(quantity)).toThrow(RangeError);
  });
});
