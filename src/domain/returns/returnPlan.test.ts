import { describe, expect, it } from 'vitest';
import {
  invoiceNotReturnable,
  movementUnitCost,
  parseReturnRequest,
  planReturnLines,
  returnCostsOf,
  type ReturnedFromMovement,
  returnedAfter,
  returnedByProduct,
  returnedOf,
  returningByProduct,
  returnRectificationContent,
  saleLineMovementId,
  saleReturnCosts,
  returnStockDraft,
  stockSourceNotReturnable,
} from './returnPlan';
import { invoiceFromStored } from '../invoices/invoiceStored';

const sold = [
  {
    description: 'Taladro',
    code: 'TAL',
    categoryId: 'p1',
    unit: 'ud',
    quantity: 3,
    unitPriceCents: 5000,
    discountPct: 10,
    vatRate: 21,
    exemption: null,
  },
  {
    description: 'Instalación',
    code: 'INS',
    categoryId: 'serv',
    unit: 'h',
    quantity: 2,
    unitPriceCents: 3000,
    discountPct: 0,
    vatRate: 21,
    exemption: null,
  },
  { description: 'Portes', code: '', categoryId: null, unit: '', quantity: 1, unitPriceCents: 800, discountPct: 0, vatRate: 21, exemption: null },
];
const stocked = (id: string) => id !== 'serv';
const cost = (l: Record<string, unknown>) => (l.categoryId === 'p1' ? 3125 : null);
const req = (lines: [number, number][], reason = '') => ({
  lines: lines.map(([lineIndex, quantity]) => ({ lineIndex, quantity })),
  reason: reason || 'Devolución de mercancía',
});

describe('parseReturnRequest', () => {
  it.each([
    [{ lines: [{ lineIndex: 0, quantity: 2 }] }, { ok: true, request: req([[0, 2]]) }],
    [
      { lines: [{ lineIndex: 0, quantity: 2 }], reason: '  Caja   rota  ' },
      { ok: true, request: req([[0, 2]], 'Caja rota') },
    ],
    [{ lines: [] }, { ok: false, detail: 'lines' }],
    [{ lines: [{ lineIndex: 0.5, quantity: 2 }] }, { ok: false, detail: 'lines.0.lineIndex' }],
    [{ lines: [{ lineIndex: -1, quantity: 2 }] }, { ok: false, detail: 'lines.0.lineIndex' }],
    [{ lines: [{ lineIndex: 0, quantity: '2' }] }, { ok: false, detail: 'lines.0.quantity' }],
    [
      { lines: [{ lineIndex: 0, quantity: 2 }], reason: 7 },
      { ok: false, detail: 'reason' },
    ],
    // The reason becomes the rectificativa's, and so the VERI*FACTU record's text.
    [
      { lines: [{ lineIndex: 0, quantity: 2 }], reason: 'Caja\u0001 rota' },
      { ok: false, detail: 'reason' },
    ],
    [
      { lines: [{ lineIndex: 0, quantity: 2 }], reason: 'Caja rota\u007F' },
      { ok: false, detail: 'reason' },
    ],
    [
      { lines: [{ lineIndex: 0, quantity: 2 }], reason: 'Caja\r\nrota' },
      { ok: true, request: req([[0, 2]], 'Caja rota') },
    ],
  ])('%j → %j', (raw, expected) => {
    expect(parseReturnRequest(raw)).toEqual(expected);
  });
});

describe('planReturnLines', () => {
  it('plans a partial return of the lines chosen; only stocked products move stock, at the cost they left at', () => {
    const plan = planReturnLines(
      sold,
      {},
      req([
        [0, 2],
        [1, 1],
        [2, 1],
      ]),
      stocked,
      cost,
    );
    expect(plan.ok && plan.lines.map((l) => [l.lineKey, l.quantity, l.movesStock, l.unitCostCents, l.costCents])).toEqual([
      ['0', 2, true, 3125, 6250],
      ['1', 1, false, null, null],
      ['2', 1, false, null, null],
    ]);
  });

  it('never more than was sold and not yet returned', () => {
    expect(planReturnLines(sold, { '0': 2 }, req([[0, 1]]), stocked, cost)).toMatchObject({ ok: true });
    expect(planReturnLines(sold, { '0': 2 }, req([[0, 1.5]]), stocked, cost)).toEqual({
      ok: false,
      code: 'returnTooMuch',
      detail: 'Taladro: quedan 1',
    });
    expect(planReturnLines(sold, {}, req([[5, 1]]), stocked, cost)).toEqual({ ok: false, code: 'notReturnable', detail: 'returnUnknownLine' });
    expect(planReturnLines(sold, {}, req([[0, 0]]), stocked, cost)).toEqual({
      ok: false,
      code: 'notReturnable',
      detail: 'returnQuantityNotPositive',
    });
  });

  it('refuses a document with negative lines (a rectificativa or credit)', () => {
    expect(planReturnLines([{ ...sold[0], quantity: -1 }], {}, req([[0, 1]]), stocked, cost)).toEqual({
      ok: false,
      code: 'notReturnable',
      detail: 'negativeLines',
    });
  });
});

describe('returned quantities', () => {
  it('reads only positive numbers and adds exactly to 3 decimals', () => {
    expect(returnedOf({ returned: { '0': 0.1, '1': 'x', '2': -1 } })).toEqual({ '0': 0.1 });
    const plan = planReturnLines(sold, { '0': 0.1 }, req([[0, 0.2]]), stocked, cost);
    expect(plan.ok && returnedAfter({ '0': 0.1 }, plan.lines)).toEqual({ '0': 0.3 });
  });
});

describe('invoiceNotReturnable', () => {
  it.each([
    [undefined, 'notFound'],
    [{ kind: 'input', type: 'ordinaria', state: 'emitida' }, 'purchase'],
    [{ kind: 'output', type: 'rectificativa', state: 'emitida' }, 'rectificativa'],
    [{ kind: 'output', type: 'ordinaria', state: 'borrador' }, 'notIssued'],
    [{ kind: 'output', type: 'ordinaria', state: 'anulada' }, 'notIssued'],
    [{ kind: 'output', type: 'ordinaria', state: 'emitida', status: 'sustituida' }, 'replaced'],
    [{ kind: 'output', type: 'ordinaria', state: 'emitida', status: 'pagada' }, null],
  ])('%j → %s', (invoice, why) => {
    expect(invoiceNotReturnable(invoice)).toBe(why);
  });
});

describe('the documents of a return', () => {
  const plan = planReturnLines(
    sold,
    {},
    req([
      [0, 2],
      [2, 1],
    ]),
    stocked,
    cost,
  );
  const lines = plan.ok ? plan.lines : [];

  it.each([
    ['a complete invoice', { partyId: 'c1' }, false, 'R1'],
    ['a cualificada', { partyId: 'c1', simplified: true }, true, 'R1'],
    ['a plain ticket', { partyId: '', simplified: true }, true, 'R5'],
  ])('the rectificativa of %s: the returned lines negative, as sold, by difference', (_, extra, simplified, code) => {
    const sale = invoiceFromStored('inv1', { ...extra, numberText: 'F-2026-000004', lines: sold })!;
    const content = returnRectificationContent('inv1', sale, lines, 'Caja rota');
    expect(content).toMatchObject({
      kind: 'output',
      type: 'rectificativa',
      simplified,
      rectifies: { invoiceId: 'inv1', mode: 'difference', code, reason: 'Caja rota' },
    });
    expect(content.lines.map((l) => [l.description, l.quantity, l.unitPriceCents, l.discountPct, l.sourceId])).toEqual([
      ['Taladro', -2, 5000, 10, null],
      ['Portes', -1, 800, 0, null],
    ]);
  });

  it('the stock document carries only stocked goods, at their cost (the average when unknown)', () => {
    const header = { date: '2026-11-26', partyId: 'c1', partyName: 'C', partyNif: '', reference: 'R-1', notes: '' };
    const products = { p1: { code: 'TAL', name: 'Taladro', unit: 'ud' } };
    expect(returnStockDraft(lines, sold, products, () => 999, header)?.lines).toEqual([
      { categoryId: 'p1', code: 'TAL', name: 'Taladro', unit: 'ud', quantity: 2, unitPriceCents: 3125, discountPct: 0, vatRate: 21 },
    ]);
    const unknownCost = planReturnLines(sold, {}, req([[0, 1]]), stocked, () => null);
    expect(returnStockDraft(unknownCost.ok ? unknownCost.lines : [], sold, products, () => 999, header)?.lines[0]!.unitPriceCents).toBe(999);
    const onlyFreeText = planReturnLines(sold, {}, req([[2, 1]]), stocked, cost);
    expect(returnStockDraft(onlyFreeText.ok ? onlyFreeText.lines : [], sold, products, () => 0, header)).toBeNull();
  });
});

describe('stockSourceNotReturnable', () => {
  it.each([
    ['output', undefined, 'notFound'],
    ['output', { state: 'borrador' }, 'notConfirmed'],
    ['input', { state: 'confirmada', returnOf: 'sale' }, 'isReturn'],
    ['output', { state: 'confirmada', invoiced: true }, 'invoiced'],
    ['input', { state: 'confirmada', invoiced: true }, null],
    ['output', { state: 'confirmada', invoiced: false }, null],
  ] as const)('%s %j → %s', (kind, doc, why) => {
    expect(stockSourceNotReturnable(kind, doc)).toBe(why);
  });
});

describe('movementUnitCost', () => {
  it.each([
    [{ unitCosts: { p1: 3125 } }, 'p1', 3125],
    [{ unitCosts: { p1: 31.5 } }, 'p1', null],
    [{ unitCosts: { p1: -1 } }, 'p1', null],
    [{ unitCosts: { p1: 100 } }, 'p2', null],
    [{}, 'p1', null],
    [undefined, 'p1', null],
  ])('%j of %s → %s', (movement, id, cost) => {
    expect(movementUnitCost(movement, id)).toBe(cost);
  });
});

// Issue 28, finding 2: each product comes back at its exact share of what its movement moved it
// at, round(V × (before + q) / Q) − round(V × before / Q), so the shares add up to V exactly.
describe('returnCostsOf', () => {
  const moved = (costs: Record<string, number>, deltas: Record<string, number>) => ({ costs, deltas });
  it.each([
    // name, movement value V and quantity Q, returned before, now, expected
    ['3 units at 10,00 €, 1 back first: round(1000/3)', 1000, -3, 0, 1, 333],
    ['then the other 2: 1000 − 333', 1000, -3, 1, 2, 667],
    ['all 3 at once: the whole value, not 3 × 3,33', 1000, -3, 0, 3, 1000],
    ['an entrada of 30,02 € for 3 units, 3 back: 30,02 €, not 3 × 10,01', 3002, 3, 0, 3, 3002],
    ['thousandths: 0,5 of 1,5 units worth 1,00 €', 100, 1.5, 1, 0.5, 33],
  ])('%s', (_name, value, delta, before, now, expected) => {
    expect(returnCostsOf([{ movement: moved({ p: value }, { p: delta }), before: { p: before }, now: { p: now } }])).toEqual({ p: expected });
  });

  it('adds up the shares of several movements of the same product', () => {
    const parts: ReturnedFromMovement[] = [
      { movement: moved({ p: 1000 }, { p: -3 }), before: {}, now: { p: 1 } },
      { movement: moved({ p: 500 }, { p: -2 }), before: { p: 1 }, now: { p: 1 } },
    ];
    expect(returnCostsOf(parts)).toEqual({ p: 333 + 250 });
  });

  it.each([
    ['no movement', undefined],
    ['a movement written before costs were kept', { deltas: { p: -3 } }],
    ['a negative cost', moved({ p: -5 }, { p: -3 })],
    ['a cost that is not whole cents', moved({ p: 10.5 }, { p: -3 })],
  ])('leaves the product to the document prices with %s', (_name, movement) => {
    expect(returnCostsOf([{ movement, before: {}, now: { p: 1 } }])).toEqual({});
  });

  it('leaves out a product when more would come back than the movement moved, or when any of its movements is unknown', () => {
    expect(returnCostsOf([{ movement: moved({ p: 1000 }, { p: -3 }), before: { p: 2 }, now: { p: 2 } }])).toEqual({});
    const parts: ReturnedFromMovement[] = [
      { movement: moved({ p: 1000, q: 90 }, { p: -3, q: -1 }), before: {}, now: { p: 1, q: 1 } },
      { movement: undefined, before: {}, now: { p: 1 } },
    ];
    expect(returnCostsOf(parts)).toEqual({ q: 90 });
  });
});

describe('returnedByProduct and returningByProduct', () => {
  const lines = [{ categoryId: 'p' }, { categoryId: 'q' }, { categoryId: 'p' }, { description: 'libre' }];
  it('adds up by product in thousandths, for the lines kept', () => {
    expect(returnedByProduct(lines, { '0': 0.1, '2': 0.2, '3': 5 })).toEqual({ p: 0.3 });
    expect(returnedByProduct(lines, { '0': 1, '1': 2 }, (l) => l.categoryId === 'q')).toEqual({ q: 2 });
    const planned = [
      { lineKey: '0', categoryId: 'p', quantity: 0.1, unitPriceCents: 0, unitCostCents: 1, costCents: 0, movesStock: true, remainingAfter: 0 },
      { lineKey: '2', categoryId: 'p', quantity: 0.2, unitPriceCents: 0, unitCostCents: 1, costCents: 0, movesStock: true, remainingAfter: 0 },
      {
        lineKey: '1',
        categoryId: 'serv',
        quantity: 1,
        unitPriceCents: 0,
        unitCostCents: null,
        costCents: null,
        movesStock: false,
        remainingAfter: 0,
      },
    ];
    expect(returningByProduct(planned)).toEqual({ p: 0.3 });
  });
});

describe('saleReturnCosts', () => {
  const planned = (lineKey: string, categoryId: string, quantity: number) => ({
    lineKey,
    categoryId,
    quantity,
    unitPriceCents: 0,
    unitCostCents: 0,
    costCents: 0,
    movesStock: true,
    remainingAfter: 0,
  });
  it("names a line's movement: its cited salida's confirmation, else the sale's own salida's", () => {
    const sale = { stockDocumentId: 'inv-salida' };
    expect(saleLineMovementId(sale, { categoryId: 'p', sourceId: 's1' })).toBe('out-s1-c');
    expect(saleLineMovementId(sale, { categoryId: 'p' })).toBe('out-inv-salida-c');
    expect(saleLineMovementId(sale, { description: 'libre' })).toBeNull();
  });

  it('counts what came back before through the sale and, of a cited salida, directly from it', () => {
    // Line 0 from the sale's own salida (3 units worth 10,00 €, 1 back already); line 1 from salida
    // s1, which moved 4 units worth 10,00 € and had 1 returned from it directly before invoicing.
    const sale = invoiceFromStored('inv', {
      stockDocumentId: 'inv-salida',
      lines: [{ categoryId: 'p' }, { categoryId: 'p', sourceId: 's1' }],
      returned: { '0': 1 },
    })!;
    const movements = {
      'out-inv-salida-c': { costs: { p: 1000 }, deltas: { p: -3 } },
      'out-s1-c': { costs: { p: 1000 }, deltas: { p: -4 } },
    };
    const salidas = { s1: { lines: [{ categoryId: 'p' }], returned: { '0': 1 } } };
    const costs = saleReturnCosts(sale, [planned('0', 'p', 2), planned('1', 'p', 3)], movements, salidas);
    // own: 1000 − round(1000/3) = 667; s1: 1000 − round(1000 × 1/4) = 750.
    expect(costs).toEqual({ p: 667 + 750 });
  });
});
