import { describe, expect, it } from 'vitest';
import { isDocumentId, parseStockLines, productIdsOf } from './stockLines';
import { MAX_LINES, type DocLine } from './stockTypes';

const line = (overrides: Record<string, unknown> = {}) => ({
  categoryId: 'p1',
  code: 'P1',
  name: 'Producto p1',
  unit: 'ud',
  quantity: 2,
  unitPriceCents: 150,
  discountPct: 0,
  vatRate: 21,
  ...overrides,
});

describe('isDocumentId', () => {
  it.each([
    ['p1', true],
    ['a'.repeat(128), true],
    ['', false],
    ['a'.repeat(129), false],
    ['a/b', false],
    ['..', false],
    ['__x__', false],
    [5, false],
    [null, false],
  ])('%j → %s', (value, ok) => {
    expect(isDocumentId(value)).toBe(ok);
  });
});

describe('parseStockLines', () => {
  it.each([
    ['a negative quantity', { quantity: -3 }, 'quantityNegative'],
    ['a zero quantity', { quantity: 0 }, 'quantityZero'],
    ['a quantity with 4 decimals', { quantity: 2.0001 }, 'quantityPrecision'],
    ['a quantity above a million', { quantity: 1_000_001 }, 'quantityRange'],
    ['a fractional price in cents', { unitPriceCents: 1.5 }, 'priceNotInteger'],
    ['a negative price', { unitPriceCents: -1 }, 'priceNegative'],
    ['a discount above 100', { discountPct: 101 }, 'discountRange'],
    ['a discount with 3 decimals', { discountPct: 1.005 }, 'discountPrecision'],
    ['a VAT rate not in force', { vatRate: 7 }, 'vatRateInvalid'],
    ['a quantity given as text', { quantity: '2' }, 'fieldType'],
    ['a missing name', { name: undefined }, 'fieldType'],
    ['a product id with a slash', { categoryId: 'a/b' }, 'productInvalid'],
  ])('refuses %s and names the line', (_, change, error) => {
    const raw = [line(), line(), line(), line(), line(change), line(), line(), line(), line()];
    expect(parseStockLines(raw)).toEqual({ ok: false, reason: 'line', line: 5, errors: expect.arrayContaining([error]) });
  });

  it.each([
    ['not a list', { lines: 'x' }, 'notList'],
    ['more lines than allowed', Array.from({ length: MAX_LINES + 1 }, () => line()), 'tooMany'],
  ])('refuses lines that are %s', (_, raw, reason) => {
    expect(parseStockLines(raw)).toMatchObject({ ok: false, reason });
  });

  it('keeps only the fields a line has', () => {
    expect(parseStockLines([line({ extra: 'x', quantity: 1.25 })])).toEqual({ ok: true, lines: [line({ quantity: 1.25 })] });
  });
});

describe('productIdsOf', () => {
  it.each([
    [
      ['a', 'b', 'a', 'c'],
      ['a', 'b', 'c'],
    ],
    [[], []],
  ])('%j → %j', (ids, expected) => {
    expect(productIdsOf(ids.map((categoryId) => line({ categoryId }) as DocLine))).toEqual(expected);
  });
});
