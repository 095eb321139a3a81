import { describe, expect, it } from 'vitest';
import {
  checkStockDocument,
  isUnmovedLevel,
  madridIsoDate,
  parseStockRequest,
  planProductLevel,
  planProductRefresh,
  planStockCommit,
  type StockCommitInput,
} from './stockCommand';
import { newDraftDocument } from './draftFields';
import type { DocLine } from './stockTypes';

const STAMP = '<now>';

const line = (categoryId: string, quantity: number, unitPriceCents = 100): DocLine => ({
  categoryId,
  code: 'FORGED',
  name: 'Nombre falso',
  unit: 'kg',
  quantity,
  unitPriceCents,
  discountPct: 0,
  vatRate: 21,
});

const product = (id: string, minStock = 2) => ({ code: id.toUpperCase(), name: `Producto ${id}`, unit: 'ud', minStock });
const stock = (id: string, quantity: number, averageCostCents = 100) => ({
  categoryId: id,
  ...product(id),
  quantity,
  averageCostCents,
  lastPurchasePriceCents: averageCostCents,
  valueCents: Math.round(quantity * averageCostCents),
  belowMinimum: quantity <= 2,
});

/** A borrador as the editor stores it, with forged lines and totals (the writer must not trust them). */
const stored = (lines: unknown[], overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...newDraftDocument(
    { date: '2026-03-02', partyId: 'v1', partyName: 'Forjado', partyNif: '', reference: '', notes: '', lines: [] },
    'E-1',
    'u1',
    STAMP,
  ),
  lines,
  totals: { baseCents: 1, vatCents: 0, totalCents: 1 },
  ...overrides,
});

function input(overrides: Partial<StockCommitInput> = {}): StockCommitInput {
  const lines = overrides.lines ?? [line('p1', 5, 300)];
  return {
    request: { kind: 'input', reason: 'confirm', documentId: 'd1', annulReason: '' },
    uid: 'u1',
    stored: stored(lines),
    lines,
    productIds: [...new Set(lines.map((l) => l.categoryId))],
    party: { name: 'Proveedor Uno', nif: 'B86561412', inUse: false },
    products: { p1: product('p1'), p2: product('p2') },
    stocks: { p1: stock('p1', 10) },
    confirmation: undefined,
    allowNegative: false,
    today: '2026-04-01',
    ...overrides,
  };
}

describe('parseStockRequest', () => {
  it.each([
    ['an unknown kind', 'confirm', { kind: 'transfer', documentId: 'd1' }, 'invalid'],
    ['a missing document id', 'confirm', { kind: 'input' }, 'invalid'],
    ['a document id with a slash', 'confirm', { kind: 'input', documentId: 'a/b' }, 'invalid'],
    ['an annulment without a reason', 'annul', { kind: 'input', documentId: 'd1' }, 'invalid'],
    ['an annulment with a blank reason', 'annul', { kind: 'input', documentId: 'd1', reason: '   ' }, 'reasonRequired'],
    ['an annulment with a 501-character reason', 'annul', { kind: 'input', documentId: 'd1', reason: 'x'.repeat(501) }, 'reasonRequired'],
    ['an annulment whose reason holds U+0001', 'annul', { kind: 'input', documentId: 'd1', reason: 'Error\u0001' }, 'invalid'],
  ] as const)('refuses %s', (_, reason, data, code) => {
    expect(parseStockRequest(reason, data)).toMatchObject({ ok: false, code });
  });

  it('trims the reason of an annulment', () => {
    expect(parseStockRequest('annul', { kind: 'output', documentId: 'd1', reason: ' Error ' })).toEqual({
      ok: true,
      request: { kind: 'output', reason: 'annul', documentId: 'd1', annulReason: 'Error' },
    });
  });
});

describe('checkStockDocument', () => {
  const nine = (bad: Record<string, unknown>) => Array.from({ length: 9 }, (_, i) => (i === 4 ? { ...line('p1', 1), ...bad } : line('p1', 1)));
  it.each([
    ['a missing document', 'confirm', undefined, 'notFound'],
    ['confirming a confirmed document', 'confirm', stored([line('p1', 1)], { state: 'confirmada' }), 'notDraft'],
    ['annulling a borrador', 'annul', stored([line('p1', 1)]), 'notConfirmed'],
    ['annulling an invoiced document', 'annul', stored([line('p1', 1)], { state: 'confirmada', invoiced: true }), 'invoiced'],
    ['annulling a return', 'annul', stored([line('p1', 1)], { state: 'confirmada', returnOf: 'sale' }), 'isReturn'],
    ['annulling a delivery of an order', 'annul', stored([line('p1', 1)], { state: 'confirmada', orderId: 'o1' }), 'fromOrder'],
    ['annulling a document goods were returned from', 'annul', stored([line('p1', 1)], { state: 'confirmada', returned: { '0': 1 } }), 'hasReturns'],
    ['a document without lines', 'confirm', stored([]), 'noLines'],
    ['a document without a party', 'confirm', stored([line('p1', 1)], { partyId: '' }), 'invalid'],
    ['a document with a bad date', 'confirm', stored([line('p1', 1)], { date: '2026-13-01' }), 'invalid'],
  ] as const)('refuses %s', (_, reason, doc, code) => {
    expect(checkStockDocument(reason, doc)).toMatchObject({ ok: false, code });
  });

  it.each([
    ['quantity -3', { quantity: -3 }],
    ['unitPriceCents 1.5', { unitPriceCents: 1.5 }],
    ['quantity 2.0001', { quantity: 2.0001 }],
  ])('refuses line 5 of 9 with %s', (_, bad) => {
    expect(checkStockDocument('confirm', stored(nine(bad)))).toMatchObject({ ok: false, code: 'invalid', details: { line: 5 } });
  });
});

describe('planStockCommit', () => {
  it('confirms an entrada: exact value (10,00 € + 15,00 €), average 1,67 €, movement with its cost, summary, party in use', () => {
    const plan = planStockCommit(input(), STAMP);
    if (!plan.ok) throw new Error(plan.code);
    expect(plan.movementId).toBe('in-d1-c');
    expect(plan.stocks.p1).toMatchObject({ quantity: 15, averageCostCents: 167, lastPurchasePriceCents: 300, valueCents: 2500 });
    expect(plan.movement).toMatchObject({
      deltas: { p1: 5 },
      balances: { p1: 15 },
      costs: { p1: 1500 },
      unitCosts: { p1: 300 },
      partyName: 'Proveedor Uno',
      createdAt: STAMP,
    });
    expect(plan.summaryChange).toEqual({ valueCents: 2500 - 1000, belowMinimumCount: 0 });
    expect(plan.document).not.toHaveProperty('costCents');
    expect(plan.party).toEqual({ inUse: true, updatedAt: STAMP });
  });

  it('ignores forged totals and line names: recomputed from the lines and the products', () => {
    const plan = planStockCommit(input(), STAMP);
    if (!plan.ok) throw new Error(plan.code);
    expect(plan.document).toMatchObject({
      state: 'confirmada',
      totals: { baseCents: 1500, vatCents: 315, totalCents: 1815 },
      lineCount: 1,
      productIds: ['p1'],
      partyName: 'Proveedor Uno',
      partyNif: 'B86561412',
      lines: [{ ...line('p1', 5, 300), code: 'P1', name: 'Producto p1', unit: 'ud' }],
    });
  });

  it.each([
    ['a product that does not exist', input({ lines: [line('p1', 1), line('gone', 1)] }), 'unknownProduct'],
    ['a party that does not exist', input({ party: undefined }), 'partyMissing'],
    [
      'a service (a product not stocked)',
      input({ lines: [line('p1', 1), line('p2', 1)], products: { p1: product('p1'), p2: { ...product('p2'), stocked: false } } }),
      'service',
    ],
    [
      'a salida that leaves stock below zero',
      input({ request: { kind: 'output', reason: 'confirm', documentId: 'd1', annulReason: '' }, lines: [line('p1', 11)] }),
      'shortage',
    ],
    // Issue 26: 10 lines within their bounds, 10^16 cents in all (past 2^53): refused, not thrown.
    [
      'an entrada whose lines add up past the bound',
      input({ lines: Array.from({ length: 10 }, () => line('p1', 1_000_000, 1_000_000_000)) }),
      'amountOutOfRange',
    ],
    [
      'an entrada that would take a stock value past the bound',
      input({
        lines: [line('p1', 1_000_000, 9_000_000)],
        stocks: { p1: { ...stock('p1', 1_000_000), valueCents: 9_000_000_000_000, averageCostCents: 9_000_000 } },
      }),
      'amountOutOfRange',
    ],
  ])('refuses %s', (_, given, code) => {
    expect(planStockCommit(given, STAMP)).toMatchObject({ ok: false, code });
  });

  it('lets a salida go below zero when the company allows it', () => {
    const plan = planStockCommit(
      input({ request: { kind: 'output', reason: 'confirm', documentId: 'd1', annulReason: '' }, lines: [line('p1', 11)], allowNegative: true }),
      STAMP,
    );
    expect(plan).toMatchObject({
      ok: true,
      stocks: { p1: { quantity: -1, belowMinimum: true } },
      summaryChange: { valueCents: -1100, belowMinimumCount: 1 },
    });
  });

  it('annuls with today in Madrid as the movement date and leaves the party alone', () => {
    const plan = planStockCommit(
      input({ request: { kind: 'input', reason: 'annul', documentId: 'd1', annulReason: 'Duplicado' }, stocks: { p1: stock('p1', 15) } }),
      STAMP,
    );
    expect(plan).toMatchObject({
      ok: true,
      movementId: 'in-d1-a',
      movement: { date: '2026-04-01', deltas: { p1: -5 }, balances: { p1: 10 } },
      document: { state: 'anulada', annulReason: 'Duplicado', annulledBy: 'u1' },
      party: null,
    });
  });
});

describe('planStockCommit: cost of the goods of a salida', () => {
  const salida = (reason: 'confirm' | 'annul') => ({
    kind: 'output' as const,
    reason,
    documentId: 's1',
    annulReason: reason === 'annul' ? 'Devuelta' : '',
  });
  // 15 units worth 86,00 € (10 at 5,00 € + 5 at 7,20 €), stored with the rounded average 5,73 €.
  const worth8600 = { ...stock('p1', 15, 573), valueCents: 8600 };

  it('confirming records what each product left at, on the movement and on the salida, and in the year of the salida', () => {
    const lines = [line('p1', 2, 990), line('p2', 1, 500), line('p1', 1, 990)];
    const plan = planStockCommit(
      input({ request: salida('confirm'), lines, stored: stored(lines, { date: '2025-12-30' }), stocks: { p1: worth8600, p2: stock('p2', 3, 250) } }),
      STAMP,
    );
    if (!plan.ok) throw new Error(plan.code);
    // p1: 3 of 15 worth 86,00 € → 17,20 €; p2: 1 at 2,50 €.
    expect(plan.movement).toMatchObject({ costs: { p1: 1720, p2: 250 }, unitCosts: { p1: 573, p2: 250 } });
    expect(plan.document).toMatchObject({ costCents: 1970 });
    expect(plan.stocks.p1).toMatchObject({ quantity: 12, valueCents: 6880, averageCostCents: 573, costOfSalesByYear: { '2025': 1720 } });
    expect(plan.summaryChange.valueCents).toBe(-1970);
  });

  it("annulling puts back exactly the cost on the confirming movement, and takes it from that year's cost of sales", () => {
    const now = { ...stock('p1', 12, 600), valueCents: 7200, costOfSalesByYear: { '2025': 5000, '2026': 2000 } };
    const lines = [line('p1', 4)];
    const plan = planStockCommit(
      input({
        request: salida('annul'),
        lines,
        stored: stored(lines, { state: 'confirmada', date: '2026-01-10' }),
        stocks: { p1: now },
        confirmation: { costs: { p1: 2000 } },
      }),
      STAMP,
    );
    expect(plan).toMatchObject({
      ok: true,
      stocks: { p1: { quantity: 16, valueCents: 9200, averageCostCents: 575, costOfSalesByYear: { '2025': 5000, '2026': 0 } } },
      movement: { costs: { p1: 2000 }, unitCosts: { p1: 500 } },
      summaryChange: { valueCents: 2000 },
    });
  });

  it.each([
    ['a movement written before costs were kept', { deltas: { p1: -4 } }],
    ['no confirming movement at all', undefined],
    ['a cost that is not whole cents', { costs: { p1: 2000.5 } }],
    ['a negative cost', { costs: { p1: -2000 } }],
    ['a cost that is text', { costs: { p1: '2000' } }],
  ])("annulling with %s puts the goods back at today's average (4 × 6,00 €)", (_, confirmation) => {
    const lines = [line('p1', 4)];
    const plan = planStockCommit(
      input({
        request: salida('annul'),
        lines,
        stored: stored(lines, { state: 'confirmada' }),
        stocks: { p1: { ...stock('p1', 12, 600), valueCents: 7200 } },
        confirmation,
      }),
      STAMP,
    );
    expect(plan).toMatchObject({ ok: true, stocks: { p1: { valueCents: 9600 } }, movement: { costs: { p1: 2400 } } });
  });

  it('reads a stock level stored before values were kept as quantity × average (15 × 5,73 € = 85,95 €)', () => {
    const { valueCents: _dropped, ...old } = stock('p1', 15, 573);
    const lines = [line('p1', 15)];
    const plan = planStockCommit(input({ request: salida('confirm'), lines, stored: stored(lines), stocks: { p1: old } }), STAMP);
    expect(plan).toMatchObject({
      ok: true,
      movement: { costs: { p1: 8595 } },
      stocks: { p1: { quantity: 0, valueCents: 0 } },
      summaryChange: { valueCents: -8595 },
    });
  });
});

describe('planProductRefresh', () => {
  it.each([
    ['a minimum raised over the stock', 10, 5, false, 1],
    ['a minimum lowered below the stock', 10, 20, true, -1],
    ['a minimum that keeps the stock above it', 3, 10, false, 0],
    ['a minimum equal to the stock', 5, 5, false, 1],
  ])('moves the below-minimum count for %s', (_, minStock, quantity, wasBelow, change) => {
    const plan = planProductRefresh({ quantity, belowMinimum: wasBelow }, { ...product('p1'), minStock, name: 'Nuevo' }, STAMP);
    expect(plan.stock).toEqual({
      code: 'P1',
      name: 'Nuevo',
      unit: 'ud',
      minStock,
      belowMinimum: quantity <= minStock,
      toOrder: Math.max(0, minStock - quantity),
      updatedAt: STAMP,
    });
    expect(plan.belowMinimumChange).toBe(change);
  });

  it('«qué pedir» counts what open orders reserve, wait for and expect (stockOutlook.ts)', () => {
    const stock = { quantity: 10, belowMinimum: false, reserved: 6, backorder: 2, onOrder: 1 };
    expect(planProductRefresh(stock, { ...product('p1'), minStock: 4 }, STAMP).stock.toOrder).toBe(1);
    expect(planProductRefresh(stock, { ...product('p1'), minStock: 0 }, STAMP).stock.toOrder).toBe(0);
  });
});

describe('planProductLevel (a never-moved product with a minimum, issue 29)', () => {
  const unmoved = { categoryId: 'p1', code: 'P1', minStock: 2, quantity: 0, valueCents: 0, belowMinimum: true };
  const moved = { ...unmoved, quantity: 0, lastMovementId: 'out-s1-c' };
  it.each<[string, Record<string, unknown> | undefined, Record<string, unknown> | undefined, string | null, number]>([
    ['no level, a minimum: a level at 0, counted', undefined, { ...product('p1'), minStock: 2 }, 'create', 1],
    ['no level, no minimum: nothing', undefined, { ...product('p1'), minStock: 0 }, 'none', 0],
    ['no level, a service with a minimum: nothing', undefined, { ...product('p1'), minStock: 2, stocked: false }, 'none', 0],
    ['unmoved level, minimum removed: removed, uncounted', unmoved, { ...product('p1'), minStock: 0 }, 'delete', -1],
    ['unmoved level, now a service: removed', unmoved, { ...product('p1'), minStock: 2, stocked: false }, 'delete', -1],
    ['unmoved level, product deleted: removed', unmoved, undefined, 'delete', -1],
    ['unmoved level, minimum changed: updated', unmoved, { ...product('p1'), minStock: 7 }, 'update', 0],
    ['moved level at 0, minimum removed: kept (updated)', moved, { ...product('p1'), minStock: 0 }, 'update', 0],
    ['moved level, product deleted: refused', moved, undefined, null, 0],
    ['no level, product deleted: refused', undefined, undefined, null, 0],
  ])('%s', (_, stock, stored, write, change) => {
    const plan = planProductLevel('p1', stock, stored, STAMP);
    expect(plan?.write ?? null).toBe(write);
    if (plan) expect(plan.belowMinimumChange).toBe(change);
  });

  it('the level it makes is the writer’s shape at 0, flagged', () => {
    const plan = planProductLevel('p1', undefined, { ...product('p1'), minStock: 2.5 }, STAMP);
    expect(plan).toEqual({
      write: 'create',
      stock: {
        categoryId: 'p1',
        code: 'P1',
        name: product('p1').name,
        unit: 'ud',
        minStock: 2.5,
        quantity: 0,
        averageCostCents: 0,
        lastPurchasePriceCents: 0,
        valueCents: 0,
        costOfSalesByYear: {},
        belowMinimum: true,
        reserved: 0,
        backorder: 0,
        onOrder: 0,
        toOrder: 2.5,
        updatedAt: STAMP,
      },
      belowMinimumChange: 1,
    });
  });

  it.each([
    [unmoved, true],
    [moved, false],
    [{ ...unmoved, quantity: 1 }, false],
    [{ ...unmoved, valueCents: 5 }, false],
  ])('isUnmovedLevel(%j) is %s', (stock, expected) => {
    expect(isUnmovedLevel(stock)).toBe(expected);
  });
});

describe('madridIsoDate', () => {
  it.each([
    ['2026-03-31T22:30:00Z', '2026-04-01'],
    ['2026-01-15T10:00:00Z', '2026-01-15'],
    ['2026-12-31T23:30:00Z', '2027-01-01'],
  ])('%s is %s in Madrid', (iso, expected) => {
    expect(madridIsoDate(new Date(iso))).toBe(expected);
  });
});

describe('the cause a movement records', () => {
  it.each([
    ['an entrada confirmed by hand', input(), 'purchase'],
    ['a salida confirmed by hand', input({ request: { kind: 'output', reason: 'confirm', documentId: 'd1', annulReason: '' } }), 'delivery'],
    [
      "an issued invoice's salida",
      input({ request: { kind: 'output', reason: 'confirm', documentId: 'i1-salida', annulReason: '' }, issued: 'invoice' }),
      'sale',
    ],
    [
      "a counter ticket's salida",
      input({ request: { kind: 'output', reason: 'confirm', documentId: 'i2-salida', annulReason: '' }, issued: 'counter' }),
      'counter',
    ],
    ["a client's return (an entrada)", input({ returnOf: 'sale' }), 'customerReturn'],
    [
      'goods sent back to a vendor (a salida)',
      input({ request: { kind: 'output', reason: 'confirm', documentId: 'd1', annulReason: '' }, returnOf: 'purchase' }),
      'vendorReturn',
    ],
    [
      'an annulment',
      input({
        request: { kind: 'input', reason: 'annul', documentId: 'd1', annulReason: 'Error' },
        stored: stored([line('p1', 5, 300)], { state: 'confirmada', partyName: 'Proveedor Uno' }),
      }),
      'annulment',
    ],
  ] as const)('%s records %s', (_, given, cause) => {
    const plan = planStockCommit(given, STAMP);
    expect(plan).toMatchObject({ ok: true, movement: { cause } });
  });
});
