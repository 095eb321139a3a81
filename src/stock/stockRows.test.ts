import { describe, expect, it } from 'vitest';
import { stockRowOfLevel, stockRowsOf, type StockProduct, type StockRow } from './stockRows';
import type { StockLevel } from '../domain/stock/stockTypes';

const product = (id: string, over: Partial<StockProduct> = {}): StockProduct => ({
  id,
  code: id.toUpperCase(),
  name: `Producto ${id}`,
  unit: 'ud',
  minStock: 0,
  active: true,
  stocked: true,
  ...over,
});

const level = (categoryId: string, quantity: number, over: Partial<StockLevel> = {}): StockLevel => ({
  categoryId,
  code: 'COPIA',
  name: 'Copia antigua',
  unit: 'kg',
  minStock: 0,
  quantity,
  averageCostCents: 150,
  lastPurchasePriceCents: 160,
  valueCents: Math.round(quantity * 150),
  costOfSalesByYear: {},
  belowMinimum: false,
  reserved: 0,
  backorder: 0,
  onOrder: 0,
  toOrder: 0,
  lastMovementId: 'm1',
  updatedAt: null,
  ...over,
});

const figures = (r: StockRow) => [r.quantity, r.averageCostCents, r.valueCents, r.belowMinimum];

describe('stockRowsOf', () => {
  it.each<[string, Partial<StockProduct>, StockLevel | undefined, ReturnType<typeof figures>]>([
    ['never moved, no minimum: 0, no cost, not flagged', { minStock: 0 }, undefined, [0, 0, 0, false]],
    ['never moved, with a minimum: 0 and flagged', { minStock: 5 }, undefined, [0, 0, 0, true]],
    ['never moved, a fractional minimum: flagged', { minStock: 0.25 }, undefined, [0, 0, 0, true]],
    ['moved, above its minimum', { minStock: 2 }, level('a', 10), [10, 150, 1500, false]],
    ['moved, at its minimum: flagged', { minStock: 4 }, level('a', 4), [4, 150, 600, true]],
    ['moved, at a fractional minimum: flagged', { minStock: 0.3 }, level('a', 0.3), [0.3, 150, 45, true]],
    ['moved, a thousandth above its minimum', { minStock: 5 }, level('a', 5.001), [5.001, 150, 750, false]],
    ['moved and ran out, minimum 0: flagged as the writer does', { minStock: 0 }, level('a', 0, { belowMinimum: true }), [0, 150, 0, true]],
    ['moved, below zero (negative stock allowed): flagged', { minStock: 0 }, level('a', -2, { belowMinimum: true }), [-2, 150, -300, true]],
    [
      'the product’s current minimum wins over the level’s stale flag',
      { minStock: 1 },
      level('a', 3, { minStock: 10, belowMinimum: true }),
      [3, 150, 450, false],
    ],
  ])('%s', (_, over, stock, expected) => {
    const levels = new Map(stock ? [[stock.categoryId, stock]] : []);
    expect(figures(stockRowsOf([product('a', over)], levels)[0]!)).toEqual(expected);
  });

  it('takes code, name, unit, minimum and active from the product, not from the level’s copies', () => {
    const [row] = stockRowsOf(
      [product('a', { code: 'NUEVO', name: 'Nombre actual', unit: 'm', minStock: 3, active: false })],
      new Map([['a', level('a', 7)]]),
    );
    expect(row).toEqual({
      categoryId: 'a',
      code: 'NUEVO',
      name: 'Nombre actual',
      unit: 'm',
      minStock: 3,
      quantity: 7,
      averageCostCents: 150,
      valueCents: 1050,
      reserved: 0,
      backorder: 0,
      belowMinimum: false,
      active: false,
      stocked: true,
    });
  });

  it.each<[string, Partial<StockProduct>, StockLevel | undefined]>([
    ['a service never moved, with a minimum', { minStock: 5 }, undefined],
    ['a service with a level left from when it was stocked', { minStock: 1 }, level('a', 0, { belowMinimum: true })],
  ])('gives %s no figures and no flag', (_, over, stock) => {
    const levels = new Map(stock ? [[stock.categoryId, stock]] : []);
    const [row] = stockRowsOf([product('a', { ...over, stocked: false })], levels);
    expect(row).toMatchObject({ stocked: false, quantity: 0, averageCostCents: 0, valueCents: 0, belowMinimum: false });
  });

  it('keeps the products’ order and joins each to its own level only', () => {
    const rows = stockRowsOf(
      [product('c'), product('a'), product('b')],
      new Map([
        ['a', level('a', 1)],
        ['z', level('z', 9)],
      ]),
    );
    expect(rows.map((r) => [r.categoryId, r.quantity])).toEqual([
      ['c', 0],
      ['a', 1],
      ['b', 0],
    ]);
  });

  it('carries what open orders reserve and wait for (issue 31)', () => {
    const [row] = stockRowsOf([product('a')], new Map([['a', level('a', 6, { reserved: 6, backorder: 4 })]]));
    expect(row).toMatchObject({ quantity: 6, reserved: 6, backorder: 4 });
  });

  it('gives no rows for no products', () => {
    expect(stockRowsOf([], new Map([['a', level('a', 1)]]))).toEqual([]);
  });
});

describe('stockRowOfLevel', () => {
  it.each([
    [level('a', 0, { minStock: 0, belowMinimum: true }), true],
    [level('a', 5, { minStock: 2, belowMinimum: false }), false],
  ])('keeps the writer’s flag and the level’s copies (%#)', (stock, flagged) => {
    const row = stockRowOfLevel(stock);
    expect(row).toMatchObject({
      categoryId: 'a',
      code: 'COPIA',
      name: 'Copia antigua',
      unit: 'kg',
      quantity: stock.quantity,
      belowMinimum: flagged,
      active: true,
    });
  });
});
