import { describe, expect, it } from 'vitest';
import {
  invoiceNotReturnable,
  movementUnitCost,
  parseReturnRequest,
  planReturnLines,
  returnedAfter,
  returnedOf,
  returnRectificationContent,
  returnStockDraft,
  stockSourceNotReturnable,
} from './returnPlan';

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
    const content = returnRectificationContent('inv1', { ...extra, numberText: 'F-2026-000004', lines: sold }, lines, 'Caja rota');
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
