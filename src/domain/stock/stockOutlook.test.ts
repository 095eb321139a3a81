import { describe, expect, it } from 'vitest';
import { commitmentFields, commitmentsOf, outlookOf } from './stockOutlook';

describe('outlookOf', () => {
  it.each([
    // quantity, minStock, reserved, backorder, onOrder → available, projected, toOrder
    [10, 0, 0, 0, 0, 10, 10, 0],
    [10, 5, 0, 0, 0, 10, 10, 0],
    [3, 5, 0, 0, 0, 3, 3, 2],
    [10, 5, 8, 0, 0, 2, 2, 3],
    [10, 0, 10, 4, 0, 0, -4, 4],
    [10, 0, 10, 4, 6, 0, 2, 0],
    [10, 5, 10, 4, 6, 0, 2, 3],
    [0, 0, 0, 0, 0, 0, 0, 0],
    [-2, 0, 0, 0, 0, -2, -2, 2],
    [1.5, 2.25, 0.5, 0.125, 0, 1, 0.875, 1.375],
  ])(
    'q %d min %d r %d b %d o %d → available %d, projected %d, toOrder %d',
    (quantity, minStock, reserved, backorder, onOrder, available, projected, toOrder) => {
      expect(outlookOf({ quantity, minStock, reserved, backorder, onOrder })).toEqual({
        reserved,
        backorder,
        onOrder,
        available,
        projected,
        toOrder,
      });
    },
  );
});

describe('commitmentsOf', () => {
  it.each([
    [undefined, { reserved: 0, backorder: 0, onOrder: 0 }],
    [{}, { reserved: 0, backorder: 0, onOrder: 0 }],
    [
      { reserved: 2.5, backorder: 1, onOrder: 3 },
      { reserved: 2.5, backorder: 1, onOrder: 3 },
    ],
    [
      { reserved: -1, backorder: 'x', onOrder: Number.NaN },
      { reserved: 0, backorder: 0, onOrder: 0 },
    ],
    [
      { reserved: Infinity, backorder: null, onOrder: 0.0004 },
      { reserved: 0, backorder: 0, onOrder: 0 },
    ],
  ])('%j', (stored, expected) => {
    expect(commitmentsOf(stored as Record<string, unknown> | undefined)).toEqual(expected);
  });
});

describe('commitmentFields', () => {
  const level = { quantity: 10, minStock: 4, reserved: 2, backorder: 0, onOrder: 0 };
  it.each([
    [{}, { reserved: 2, backorder: 0, onOrder: 0, toOrder: 0 }],
    [{ reserved: 6 }, { reserved: 8, backorder: 0, onOrder: 0, toOrder: 2 }],
    [
      { reserved: 8, backorder: 3 },
      { reserved: 10, backorder: 3, onOrder: 0, toOrder: 7 },
    ],
    [
      { reserved: 8, backorder: 3, onOrder: 7 },
      { reserved: 10, backorder: 3, onOrder: 7, toOrder: 0 },
    ],
    // Never below 0 (a level written before its orders).
    [{ reserved: -5 }, { reserved: 0, backorder: 0, onOrder: 0, toOrder: 0 }],
    [{ reserved: 0.001 }, { reserved: 2.001, backorder: 0, onOrder: 0, toOrder: 0 }],
  ])('%j', (change, expected) => {
    expect(commitmentFields(level, change)).toEqual(expected);
  });
  it('a product with no level yet: its minimum is what to order', () => {
    expect(commitmentFields({ minStock: 3 }, { backorder: 2 })).toEqual({ reserved: 0, backorder: 2, onOrder: 0, toOrder: 5 });
  });
});
