import { describe, expect, it } from 'vitest';
import { planStockChange, stockDirection, totalsByProduct, type PlanInput } from './stockPlan';
import type { DocLine, StockFigures } from './stockTypes';

const line = (categoryId: string, quantity: number, unitPriceCents = 100, discountPct = 0): DocLine => ({
  categoryId,
  code: categoryId.toUpperCase(),
  name: `Producto ${categoryId}`,
  unit: 'ud',
  quantity,
  unitPriceCents,
  discountPct,
  vatRate: 21,
});

const stock = (categoryId: string, quantity: number, averageCostCents = 100, minStock = 0): StockFigures => ({
  categoryId,
  code: categoryId.toUpperCase(),
  name: `Producto ${categoryId}`,
  unit: 'ud',
  minStock,
  quantity,
  averageCostCents,
  lastPurchasePriceCents: averageCostCents,
  valueCents: Math.round(quantity * averageCostCents),
  costOfSalesByYear: {},
  belowMinimum: quantity <= minStock,
  reserved: 0,
  backorder: 0,
  onOrder: 0,
  toOrder: Math.max(0, minStock - quantity),
});

const facts = { code: 'N', name: 'Nuevo', unit: 'kg', minStock: 5 };

function plan(overrides: Partial<PlanInput>) {
  return planStockChange({ kind: 'input', reason: 'confirm', lines: [], stocks: {}, products: {}, allowNegative: false, ...overrides });
}

describe('stockDirection', () => {
  it.each([
    ['input', 'confirm', 1],
    ['input', 'annul', -1],
    ['output', 'confirm', -1],
    ['output', 'annul', 1],
  ] as const)('%s %s → %i', (kind, reason, expected) => {
    expect(stockDirection(kind, reason)).toBe(expected);
  });
});

describe('totalsByProduct', () => {
  it('adds the lines of one product, with their net value and the last price', () => {
    const t = totalsByProduct([line('a', 1.5, 200), line('b', 1), line('a', 0.25, 400, 50)]);
    expect(t.get('a')).toMatchObject({ thousandths: 1750, valueCents: 300 + 50, lastUnitPriceCents: 400 });
    expect(t.get('b')).toMatchObject({ thousandths: 1000, valueCents: 100 });
  });
});

describe('planStockChange', () => {
  it('confirming an entrada raises stock, sets the weighted average and the last purchase price', () => {
    const result = plan({ lines: [line('a', 10, 300)], stocks: { a: stock('a', 10, 100, 15) } });
    expect(result).toMatchObject({ ok: true, deltas: { a: 10 }, balances: { a: 20 } });
    if (!result.ok) throw new Error('expected ok');
    expect(result.next.a).toMatchObject({
      quantity: 20,
      averageCostCents: 200,
      lastPurchasePriceCents: 300,
      valueCents: 4000,
      belowMinimum: false,
      minStock: 15,
    });
  });

  it('uses the net cost after the discount for the average', () => {
    const result = plan({ lines: [line('a', 10, 400, 25)], stocks: { a: stock('a', 0, 0) } });
    expect(result.ok && result.next.a).toMatchObject({ averageCostCents: 300, lastPurchasePriceCents: 400 });
  });

  it('creates the stock of a product seen for the first time from its facts', () => {
    const result = plan({ lines: [line('n', 2.5, 100)], products: { n: facts } });
    expect(result.ok && result.next.n).toEqual({
      categoryId: 'n',
      code: 'N',
      name: 'Nuevo',
      unit: 'kg',
      minStock: 5,
      quantity: 2.5,
      averageCostCents: 100,
      lastPurchasePriceCents: 100,
      valueCents: 250,
      costOfSalesByYear: {},
      belowMinimum: true,
      reserved: 0,
      backorder: 0,
      onOrder: 0,
      toOrder: 2.5,
    });
  });

  it('confirming a salida lowers stock and keeps the average cost, recording the cost of the goods', () => {
    const result = plan({ kind: 'output', date: '2026-05-04', lines: [line('a', 4, 999)], stocks: { a: stock('a', 10, 150, 6) } });
    expect(result.ok && result.next.a).toMatchObject({
      quantity: 6,
      averageCostCents: 150,
      valueCents: 900,
      belowMinimum: true,
      costOfSalesByYear: { '2026': 600 },
    });
    expect(result.ok && result).toMatchObject({ deltas: { a: -4 }, costs: { a: 600 }, unitCosts: { a: 150 } });
  });

  // PGC NRV 10ª.1, precio medio ponderado: the stock keeps its exact value; every figure by hand.
  it.each([
    [
      '10 at 5,00 € + 5 at 8,00 € −10 %: 86,00 €, average 5,73 €',
      stock('a', 10, 500),
      line('a', 5, 800, 10),
      { quantity: 15, valueCents: 8600, averageCostCents: 573 },
      3600,
      720,
    ],
    [
      '1 kg at 4,50 € + 2,25 kg at 3,25 €: 11,81 €, average 3,63 €',
      stock('a', 1, 450),
      line('a', 2.25, 325),
      { quantity: 3.25, valueCents: 1181, averageCostCents: 363 },
      731,
      325,
    ],
  ])('confirming an entrada adds its exact value: %s', (_name, before, l, after, cost, unit) => {
    const result = plan({ lines: [l], stocks: { a: before } });
    expect(result.ok && result.next.a).toMatchObject(after);
    expect(result.ok && result).toMatchObject({ costs: { a: cost }, unitCosts: { a: unit } });
  });

  it('a salida takes its share of the exact value, the remainder stays: 1 of 15 worth 86,00 € → 5,73 €, 80,27 € left', () => {
    const result = plan({ kind: 'output', date: '2026-01-01', lines: [line('a', 1)], stocks: { a: { ...stock('a', 15, 573), valueCents: 8600 } } });
    expect(result.ok && result.next.a).toMatchObject({ quantity: 14, valueCents: 8027, averageCostCents: 573 });
    expect(result.ok && result.costs).toEqual({ a: 573 });
  });

  it("annulling a salida puts back the cost it left at: 92,00 €, not today's 6,00 € average (96,00 €)", () => {
    const now = { ...stock('a', 12, 600), valueCents: 7200, costOfSalesByYear: { '2026': 2000 } };
    const result = plan({
      kind: 'output',
      reason: 'annul',
      date: '2026-02-01',
      lines: [line('a', 4, 900)],
      stocks: { a: now },
      returnedCosts: { a: 2000 },
    });
    expect(result.ok && result.next.a).toMatchObject({ quantity: 16, valueCents: 9200, averageCostCents: 575, costOfSalesByYear: { '2026': 0 } });
    expect(result.ok && result.costs).toEqual({ a: 2000 });
  });

  it("annulling a salida confirmed before costs were kept puts it back at today's average", () => {
    const now = { ...stock('a', 12, 600), valueCents: 7200, costOfSalesByYear: { '2026': 700 } };
    const result = plan({ kind: 'output', reason: 'annul', date: '2026-02-01', lines: [line('a', 4, 900)], stocks: { a: now } });
    // Its confirmation never counted a cost of sales, so none is taken back.
    expect(result.ok && result.next.a).toMatchObject({ quantity: 16, valueCents: 9600, averageCostCents: 600, costOfSalesByYear: { '2026': 700 } });
  });

  it('refuses a salida that would leave any product below zero, naming each one short', () => {
    const result = plan({
      kind: 'output',
      lines: [line('a', 4), line('b', 1), line('c', 2.5), line('c', 1)],
      stocks: { a: stock('a', 3), b: stock('b', 1), c: stock('c', 0.5) },
    });
    expect(result).toEqual({
      ok: false,
      code: 'shortage',
      shortages: [
        { productId: 'a', available: 3, requested: 4, short: 1 },
        { productId: 'c', available: 0.5, requested: 3.5, short: 3 },
      ],
    });
  });

  it('lets the salida through when the company allows negative stock', () => {
    const result = plan({ kind: 'output', allowNegative: true, lines: [line('a', 4)], stocks: { a: stock('a', 3) } });
    expect(result.ok && result.balances).toEqual({ a: -1 });
  });

  it('refuses annulling an entrada whose goods have already left', () => {
    const result = plan({ reason: 'annul', lines: [line('a', 10)], stocks: { a: stock('a', 4) } });
    expect(result).toMatchObject({ ok: false, code: 'shortage' });
  });

  it('annulling an entrada takes exactly its value back out: 40,00 € − 30,00 € → 10,00 €, average 1,00 €', () => {
    const result = plan({ reason: 'annul', lines: [line('a', 10, 300)], stocks: { a: stock('a', 20, 200) } });
    expect(result.ok && result.next.a).toMatchObject({ quantity: 10, valueCents: 1000, averageCostCents: 100, lastPurchasePriceCents: 200 });
    expect(result.ok && result.costs).toEqual({ a: 3000 });
  });

  it('annulling a salida returns its quantity', () => {
    const result = plan({ kind: 'output', reason: 'annul', lines: [line('a', 0.1), line('a', 0.2)], stocks: { a: stock('a', 0) } });
    expect(result.ok && result.balances).toEqual({ a: 0.3 });
  });

  it('refuses products that have neither stock nor facts, and documents without lines', () => {
    expect(plan({ lines: [line('x', 1)] })).toEqual({ ok: false, code: 'unknownProduct', productIds: ['x'] });
    expect(plan({ lines: [] })).toEqual({ ok: false, code: 'noLines' });
  });
});

describe('planStockChange: returns', () => {
  const before = {
    p1: {
      categoryId: 'p1',
      code: 'P1',
      name: 'P',
      unit: 'ud',
      minStock: 0,
      quantity: 10,
      averageCostCents: 200,
      lastPurchasePriceCents: 250,
      valueCents: 2000,
      costOfSalesByYear: { '2026': 900 },
      belowMinimum: false,
      reserved: 0,
      backorder: 0,
      onOrder: 0,
      toOrder: 0,
    },
  };
  const ret = (kind: 'input' | 'output', returnOf: 'sale' | 'purchase') =>
    planStockChange({
      kind,
      reason: 'confirm',
      lines: [{ categoryId: 'p1', code: 'P1', name: 'P', unit: 'ud', quantity: 2, unitPriceCents: 120, discountPct: 0, vatRate: 21 }],
      stocks: before,
      products: {},
      allowNegative: false,
      date: '2026-11-26',
      returnOf,
    });

  it("a customer's goods come back at the cost they left at, out of the year's cost of sales, with no purchase price", () => {
    const plan = ret('input', 'sale');
    expect(plan.ok && plan.next.p1).toMatchObject({
      quantity: 12,
      valueCents: 2240,
      lastPurchasePriceCents: 250,
      costOfSalesByYear: { '2026': 660 },
    });
  });

  it('goods sent back to a vendor leave at their entry cost, not the average, and are no sale', () => {
    const plan = ret('output', 'purchase');
    expect(plan.ok && plan.next.p1).toMatchObject({ quantity: 8, valueCents: 1760, lastPurchasePriceCents: 250, costOfSalesByYear: { '2026': 900 } });
  });
});

// Issue 28, finding 2: a return moves the exact share of the value its goods moved at, not a
// rounded unit cost times the quantity (stockReversal.ts' returnedShareCents gives the share).
describe('returns valued at their exact share (returnCosts)', () => {
  // 3 units left at 10,00 € in all (unit cost 3,33 rounded): stock 7 units worth 20,00.
  const before: Record<string, StockFigures> = { p1: { ...stock('p1', 7, 286), valueCents: 2000 } };
  const plan = (kind: 'input' | 'output', returnOf: 'sale' | 'purchase', returnCosts?: Record<string, number>) =>
    planStockChange({
      kind,
      reason: 'confirm',
      lines: [line('p1', 3, 333)],
      stocks: before,
      products: {},
      allowNegative: false,
      date: '2026-11-26',
      returnOf,
      ...(returnCosts ? { returnCosts } : {}),
    });

  it.each([
    // Customer return of all 3: 20,00 + 10,00 = 30,00 (with the unit cost: 20,00 + 9,99 = 29,99).
    ['a full customer return, exact', 'input' as const, 'sale' as const, { p1: 1000 }, 10, 3000],
    ['a full customer return, at the rounded unit cost (the old way)', 'input' as const, 'sale' as const, undefined, 10, 2999],
    // Return to the vendor of 3 units that came in at 10,00: 20,00 − 10,00 = 10,00 (not 20,00 − 9,99).
    ['a return to the vendor, exact', 'output' as const, 'purchase' as const, { p1: 1000 }, 4, 1000],
  ])('%s', (_name, kind, returnOf, returnCosts, quantity, valueCents) => {
    const p = plan(kind, returnOf, returnCosts);
    expect(p.ok && p.next.p1).toMatchObject({ quantity, valueCents });
  });
});

describe('planStockChange: reservations of open orders (stockOutlook.ts)', () => {
  const reservedStock = (quantity: number, reserved: number, backorder = 0, onOrder = 0, minStock = 0) => ({
    ...stock('a', quantity, 100, minStock),
    reserved,
    backorder,
    onOrder,
  });

  it('a salida not of an order may take only what no order reserved: 10 on hand, 8 reserved → 2', () => {
    expect(plan({ kind: 'output', lines: [line('a', 3)], stocks: { a: reservedStock(10, 8) } })).toEqual({
      ok: false,
      code: 'shortage',
      shortages: [{ productId: 'a', available: 2, requested: 3, short: 1 }],
    });
    const ok = plan({ kind: 'output', lines: [line('a', 2)], stocks: { a: reservedStock(10, 8) } });
    expect(ok.ok && ok.next.a).toMatchObject({ quantity: 8, reserved: 8 });
  });

  it('annulling an entrada may not take reserved goods either', () => {
    expect(plan({ reason: 'annul', lines: [line('a', 5)], stocks: { a: reservedStock(10, 6) } })).toMatchObject({ ok: false, code: 'shortage' });
  });

  it("an order's delivery takes its own reservation and what is free: 10 on hand, 8 reserved (5 its own) → up to 7", () => {
    const input = (q: number) => ({
      kind: 'output' as const,
      lines: [line('a', q)],
      stocks: { a: reservedStock(10, 8, 4) },
      orderRelease: { a: { reserved: 5, backorder: Math.max(0, q - 5) } },
    });
    expect(plan(input(8))).toMatchObject({ ok: false, code: 'shortage', shortages: [{ productId: 'a', available: 7, requested: 8, short: 1 }] });
    const ok = plan(input(7));
    expect(ok.ok && ok.next.a).toMatchObject({ quantity: 3, reserved: 3, backorder: 2, toOrder: 2 });
  });

  it('with negative stock allowed a reservation is no limit', () => {
    const ok = plan({ kind: 'output', allowNegative: true, lines: [line('a', 4)], stocks: { a: reservedStock(3, 3) } });
    expect(ok.ok && ok.next.a).toMatchObject({ quantity: -1, reserved: 3, toOrder: 4 });
  });

  it('a purchase received against an order settles what was on order, and «qué pedir» follows', () => {
    const ok = plan({ lines: [line('a', 6, 100)], stocks: { a: reservedStock(0, 0, 4, 10, 2) }, orderRelease: { a: { onOrder: 6 } } });
    expect(ok.ok && ok.next.a).toMatchObject({ quantity: 6, onOrder: 4, backorder: 4, toOrder: 0 });
    const short = plan({ lines: [line('a', 1, 100)], stocks: { a: reservedStock(0, 0, 4, 1, 2) }, orderRelease: { a: { onOrder: 1 } } });
    expect(short.ok && short.next.a).toMatchObject({ quantity: 1, onOrder: 0, toOrder: 5 });
  });

  it('an annulled delivery gives its commitments back (negative release)', () => {
    const ok = plan({
      kind: 'output',
      reason: 'annul',
      lines: [line('a', 3)],
      stocks: { a: reservedStock(2, 0) },
      orderRelease: { a: { reserved: -3 } },
    });
    expect(ok.ok && ok.next.a).toMatchObject({ quantity: 5, reserved: 3 });
  });

  it('a level written before orders reads as nothing committed and gets its figures', () => {
    const ok = plan({ kind: 'output', lines: [line('a', 1)], stocks: { a: stock('a', 3, 100, 5) } });
    expect(ok.ok && ok.next.a).toMatchObject({ quantity: 2, reserved: 0, backorder: 0, onOrder: 0, toOrder: 3 });
  });
});
