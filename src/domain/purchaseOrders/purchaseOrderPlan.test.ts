import { describe, expect, it } from 'vitest';
import { newPurchaseOrderDraft, pendingOf, purchaseOrderFromStored, purchaseOrderNumberFor, type PurchaseOrderLine } from './purchaseOrder';
import {
  linesFromSuggestions,
  planAnnulPurchaseOrderReceipt,
  planCommitmentLevels,
  planConfirmPurchaseOrder,
  planEndPurchaseOrder,
  planReceivePurchaseOrder,
  suggestionsOf,
} from './purchaseOrderPlan';
import { parseAnnulPurchaseOrderReceipt, parseEndPurchaseOrder, parseReceivePurchaseOrder } from './purchaseOrderInputs';

const line = (lineId: string, categoryId: string, quantity: number, received = 0, unitPriceCents = 200): PurchaseOrderLine => ({
  lineId,
  categoryId,
  code: categoryId.toUpperCase(),
  name: `Producto ${categoryId}`,
  unit: 'ud',
  quantity,
  unitPriceCents,
  discountPct: 0,
  vatRate: 21,
  received,
});

const header = newPurchaseOrderDraft(
  { date: '2026-03-02', partyId: 'v1', partyName: 'Proveedor', partyNif: 'B86561412', reference: '', notes: '', lines: [] },
  'P-1',
  'user',
  null,
);
const order = (lines: PurchaseOrderLine[], state = 'abierto', extra: Record<string, unknown> = {}) => ({
  ...header,
  lines,
  state,
  ...extra,
});

const products = { p1: { code: 'P1', name: 'Uno', unit: 'ud', minStock: 5 }, p2: { code: 'P2', name: 'Dos', unit: 'kg', minStock: 0 } };

describe('purchase order shape', () => {
  it.each([
    [{ quantity: 10, received: 0 }, 10],
    [{ quantity: 10, received: 2.5 }, 7.5],
    [{ quantity: 0.3, received: 0.1 }, 0.2],
    [{ quantity: 1, received: 3 }, 0],
  ])('pending of %o is %s', (l, pending) => expect(pendingOf(l)).toBe(pending));

  it('numbers by the id’s milliseconds, reads any stored shape', () => {
    expect(purchaseOrderNumberFor('uid1764400000000')).toMatch(/^PP-[0-9A-Z]+$/);
    expect(purchaseOrderFromStored('x', null)).toBeNull();
    expect(purchaseOrderFromStored('x', { state: 'pagada', lines: 'no', receiptIds: [1, 'e1'] })).toMatchObject({
      state: 'borrador',
      lines: [],
      receiptIds: ['e1'],
    });
  });
});

describe('planConfirmPurchaseOrder', () => {
  const facts = { party: { name: 'Proveedor Uno', nif: 'B86561412' }, products };
  it('opens the order, onOrder per product (two lines of one product add up), names from the records', () => {
    const plan = planConfirmPurchaseOrder(order([line('l1', 'p1', 3), line('l2', 'p1', 1.5), line('l3', 'p2', 2)], 'borrador'), facts);
    expect(plan).toMatchObject({ ok: true, onOrder: { p1: 4.5, p2: 2 }, fields: { state: 'abierto', partyName: 'Proveedor Uno' } });
    if (plan.ok) expect((plan.fields.lines as PurchaseOrderLine[])[2]).toMatchObject({ name: 'Dos', unit: 'kg', received: 0 });
  });

  it.each([
    ['missing', undefined, facts, 'notFound'],
    ['open already', order([line('l1', 'p1', 1)], 'abierto'), facts, 'notDraft'],
    ['no lines', order([], 'borrador'), facts, 'noLines'],
    ['received forged', order([line('l1', 'p1', 3, 1)], 'borrador'), facts, 'invalid'],
    ['double id', order([line('l1', 'p1', 3), line('l1', 'p2', 1)], 'borrador'), facts, 'invalid'],
    ['quantity with 4 decimals', order([line('l1', 'p1', 1.0001)], 'borrador'), facts, 'invalid'],
    ['price a double', order([line('l1', 'p1', 1, 0, 1.5)], 'borrador'), facts, 'invalid'],
    ['vendor gone', order([line('l1', 'p1', 1)], 'borrador'), { ...facts, party: undefined }, 'partyMissing'],
    ['product gone', order([line('l1', 'p9', 1)], 'borrador'), facts, 'unknownProduct'],
    ['a service', order([line('l1', 'p1', 1)], 'borrador'), { ...facts, products: { p1: { stocked: false } } }, 'service'],
  ] as const)('refuses %s', (_what, stored, f, code) => {
    expect(planConfirmPurchaseOrder(stored as never, f as never)).toMatchObject({ ok: false, code });
  });
});

describe('planReceivePurchaseOrder', () => {
  const open = order([line('l1', 'p1', 10, 4), line('l2', 'p2', 2)]);
  it('makes the entrada at the order’s prices unless the receipt gives one, settles onOrder, keeps it open', () => {
    const plan = planReceivePurchaseOrder(open, {
      date: '2026-03-05',
      reference: 'ALB-9',
      lines: [
        { lineId: 'l1', quantity: 2.5 },
        { lineId: 'l2', quantity: 1, unitPriceCents: 180 },
      ],
    });
    expect(plan).toMatchObject({
      ok: true,
      orderLineIds: ['l1', 'l2'],
      orderRelease: { p1: { onOrder: 2.5 }, p2: { onOrder: 1 } },
      fields: { state: 'abierto' },
    });
    if (!plan.ok) return;
    expect(plan.entradaLines.map((l) => [l.quantity, l.unitPriceCents])).toEqual([
      [2.5, 200],
      [1, 180],
    ]);
    expect(plan.fields.lines.map((l) => l.received)).toEqual([6.5, 1]);
  });

  it('is recibido when nothing is pending', () => {
    const plan = planReceivePurchaseOrder(open, {
      date: '2026-03-05',
      reference: '',
      lines: [
        { lineId: 'l1', quantity: 6 },
        { lineId: 'l2', quantity: 2 },
      ],
    });
    expect(plan).toMatchObject({ ok: true, fields: { state: 'recibido' } });
  });

  it.each([
    ['more than pending', open, [{ lineId: 'l1', quantity: 6.001 }], 'overReceipt'],
    ['an unknown line', open, [{ lineId: 'l9', quantity: 1 }], 'invalid'],
    [
      'a line twice',
      open,
      [
        { lineId: 'l2', quantity: 1 },
        { lineId: 'l2', quantity: 1 },
      ],
      'invalid',
    ],
    ['a borrador', order([line('l1', 'p1', 1)], 'borrador'), [{ lineId: 'l1', quantity: 1 }], 'notOpen'],
    ['a closed order', order([line('l1', 'p1', 1)], 'cerrado'), [{ lineId: 'l1', quantity: 1 }], 'notOpen'],
    ['a received order', order([line('l1', 'p1', 1, 1)], 'recibido'), [{ lineId: 'l1', quantity: 1 }], 'notOpen'],
  ] as const)('refuses %s', (_w, stored, lines, code) => {
    expect(planReceivePurchaseOrder(stored, { date: '2026-03-05', reference: '', lines: [...lines] })).toMatchObject({ ok: false, code });
  });
});

describe('close, cancel', () => {
  it.each([
    ['close', order([line('l1', 'p1', 10, 4), line('l2', 'p2', 2, 2)]), { ok: true, fields: { state: 'cerrado' }, onOrder: { p1: -6 } }],
    ['cancel', order([line('l1', 'p1', 10)]), { ok: true, fields: { state: 'cancelado' }, onOrder: { p1: -10 } }],
    ['cancel', order([line('l1', 'p1', 10, 0.001)]), { ok: false, code: 'hasReceipts' }],
    ['close', order([line('l1', 'p1', 10)], 'borrador'), { ok: false, code: 'notOpen' }],
    ['cancel', order([line('l1', 'p1', 10)], 'cancelado'), { ok: false, code: 'notOpen' }],
  ] as const)('%s → %o', (how, stored, expected) => {
    expect(planEndPurchaseOrder(stored, how)).toMatchObject(expected);
  });
});

describe('planAnnulPurchaseOrderReceipt', () => {
  const entrada = (extra: Record<string, unknown> = {}) => ({
    orderId: 'o1',
    state: 'confirmada',
    invoiced: false,
    orderLineIds: ['l1'],
    lines: [{ categoryId: 'p1', code: 'P1', name: 'Uno', unit: 'ud', quantity: 4, unitPriceCents: 200, discountPct: 0, vatRate: 21 }],
    ...extra,
  });
  const received = (state: string) => order([line('l1', 'p1', 10, 10)], state, { receiptIds: ['e1'] });

  it('gives pending back, raises onOrder and opens the order again', () => {
    expect(planAnnulPurchaseOrderReceipt('o1', received('recibido'), 'e1', entrada())).toMatchObject({
      ok: true,
      orderRelease: { p1: { onOrder: -4 } },
      fields: { state: 'abierto', lines: [{ received: 6 }] },
    });
  });

  it('a cerrado order stays closed and expects nothing more', () => {
    expect(planAnnulPurchaseOrderReceipt('o1', received('cerrado'), 'e1', entrada())).toMatchObject({
      ok: true,
      orderRelease: undefined,
      fields: { state: 'cerrado' },
    });
  });

  it.each([
    ['another order’s entrada', entrada({ orderId: 'o2' }), 'receiptNotFound'],
    ['an annulled one', entrada({ state: 'anulada' }), 'notConfirmed'],
    ['an invoiced one', entrada({ invoiced: true }), 'invoiced'],
    ['one with returns', entrada({ returned: { '0': 1 } }), 'hasReturns'],
    ['lines and order lines out of step', entrada({ orderLineIds: [] }), 'invalid'],
  ] as const)('refuses %s', (_w, e, code) => {
    expect(planAnnulPurchaseOrderReceipt('o1', received('recibido'), 'e1', e)).toMatchObject({ ok: false, code });
  });

  it('refuses an entrada not among its receipts', () => {
    expect(planAnnulPurchaseOrderReceipt('o1', received('recibido'), 'e2', entrada())).toMatchObject({ ok: false, code: 'receiptNotFound' });
  });
});

describe('planCommitmentLevels', () => {
  it('updates a level’s commitments and toOrder; a never-moved product gets a whole level at 0', () => {
    const stocks = { p1: { quantity: 3, minStock: 5, onOrder: 1 } };
    const plan = planCommitmentLevels({ p1: 2, p2: 4 }, stocks, { ...products, p2: { ...products.p2, minStock: 6 } }, 'now');
    expect(plan.levels.p1).toEqual({ write: 'update', data: { reserved: 0, backorder: 0, onOrder: 3, toOrder: 0, updatedAt: 'now' } });
    expect(plan.levels.p2).toMatchObject({
      write: 'create',
      data: { categoryId: 'p2', quantity: 0, minStock: 6, onOrder: 4, toOrder: 2, belowMinimum: true },
    });
    expect(plan.belowMinimumChange).toBe(1);
  });

  it('never takes onOrder below 0', () => {
    expect(planCommitmentLevels({ p1: -5 }, { p1: { quantity: 0, minStock: 5, onOrder: 2 } }, products, 0).levels.p1!.data).toMatchObject({
      onOrder: 0,
      toOrder: 5,
    });
  });
});

describe('«Qué pedir»', () => {
  it('merges both queries once, computes old levels’ suggestion, most to order first', () => {
    const rows = suggestionsOf([
      { id: 'p1', data: { code: 'A', quantity: 1, minStock: 5, toOrder: 4, lastPurchasePriceCents: 150 } },
      { id: 'p2', data: { code: 'B', quantity: 0, minStock: 10, belowMinimum: true } },
      { id: 'p1', data: { code: 'A', quantity: 1, minStock: 5, toOrder: 4 } },
      { id: 'p3', data: { code: 'C', quantity: 1, minStock: 5, onOrder: 10, belowMinimum: true } },
    ]);
    expect(rows.map((r) => [r.categoryId, r.toOrder])).toEqual([
      ['p2', 10],
      ['p1', 4],
    ]);
    expect(linesFromSuggestions(rows, { p1: 10 })).toMatchObject([
      { lineId: 'l1', categoryId: 'p2', quantity: 10, unitPriceCents: 0, vatRate: 21 },
      { lineId: 'l2', categoryId: 'p1', quantity: 4, unitPriceCents: 150, vatRate: 10 },
    ]);
  });
});

describe('command inputs', () => {
  const ok = { orderId: 'o1', date: '2026-03-05', reference: 'ALB 1', lines: [{ lineId: 'l1', quantity: 1.5 }] };
  it.each([
    [{ ...ok, orderId: 'a/b' }, 'orderId'],
    [{ ...ok, date: '2026-02-30' }, 'date'],
    [{ ...ok, reference: 'A\u0007' }, 'reference:unsafeText'],
    [{ ...ok, lines: [] }, 'lines'],
    [{ ...ok, lines: [{ lineId: 'l1', quantity: 0 }] }, 'lines.0.quantity'],
    [{ ...ok, lines: [{ lineId: 'l1', quantity: 1.0005 }] }, 'lines.0.quantity'],
    [{ ...ok, lines: [{ lineId: 'l1', quantity: '1' }] }, 'lines.0.quantity'],
    [{ ...ok, lines: [{ lineId: 'l1', quantity: 1, unitPriceCents: 1.5 }] }, 'lines.0.unitPriceCents'],
    [{ ...ok, lines: [{ lineId: 'l1', quantity: 1, unitPriceCents: 2 ** 53 }] }, 'lines.0.unitPriceCents'],
  ])('refuses %o naming %s', (raw, detail) => {
    expect(parseReceivePurchaseOrder(raw)).toEqual({ ok: false, detail });
  });

  it('reads a good receipt, reasons folded', () => {
    expect(parseReceivePurchaseOrder(ok)).toMatchObject({ ok: true, value: { lines: [{ lineId: 'l1', quantity: 1.5, unitPriceCents: null }] } });
    expect(parseEndPurchaseOrder({ orderId: 'o1', reason: '  ya no\n hace falta ' })).toEqual({
      ok: true,
      value: { orderId: 'o1', reason: 'ya no hace falta' },
    });
    expect(parseEndPurchaseOrder({ orderId: 'o1', reason: '  ' })).toMatchObject({ ok: false });
    expect(parseAnnulPurchaseOrderReceipt({ orderId: 'o1', inputId: '__x__', reason: 'x' })).toEqual({ ok: false, detail: 'inputId' });
  });
});
