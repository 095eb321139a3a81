import { describe, expect, it } from 'vitest';
import { movementFromStored, stockDocumentFromStored, stockLineFromStored, storedDate } from './stockStored';
import { planStockCommit } from './stockCommand';
import { newDraftDocument } from './draftFields';
import type { DocLine } from './stockTypes';

const AT = new Date('2026-03-02T10:00:00Z');
/** Firestore's Timestamp as the SDK gives it: an object whose toDate() is the Date. */
interface TimestampLike {
  seconds: number;
  nanoseconds: number;
  toDate(): Date;
}
const timestamp = (d: Date): TimestampLike => ({ seconds: d.getTime() / 1000, nanoseconds: 0, toDate: () => d });

const LINE: DocLine = {
  categoryId: 'p1',
  code: 'P1',
  name: 'Producto p1',
  unit: 'ud',
  quantity: 4,
  unitPriceCents: 250,
  discountPct: 0,
  vatRate: 21,
};

describe('storedDate', () => {
  it.each<[string, unknown, Date | null]>([
    ['a Timestamp', timestamp(AT), AT],
    ['a Date', AT, AT],
    ['an invalid Date', new Date('nope'), null],
    ['a Timestamp-looking map without toDate', { seconds: 1, nanoseconds: 0 }, null],
    [
      'a toDate that throws',
      {
        toDate: () => {
          throw new Error('boom');
        },
      },
      null,
    ],
    ['a toDate that answers a string', { toDate: () => '2026-03-02' }, null],
    ['an ISO string', '2026-03-02T10:00:00Z', null],
    ['a number', 1_772_445_600_000, null],
    ['null', null, null],
  ])('%s reads as %s', (_, v, expected) => {
    expect(storedDate(v)).toEqual(expected);
  });
});

describe('stockLineFromStored', () => {
  it.each([
    ['a whole line', LINE, LINE],
    ['null', null, { categoryId: '', code: '', name: '', unit: '', quantity: 0, unitPriceCents: 0, discountPct: 0, vatRate: 0 }],
    ['a list', ['p1', 4], { categoryId: '', code: '', name: '', unit: '', quantity: 0, unitPriceCents: 0, discountPct: 0, vatRate: 0 }],
    [
      'numbers as strings and maps, text as numbers',
      {
        categoryId: 7,
        code: { a: 1 },
        name: ['x'],
        unit: null,
        quantity: '4',
        unitPriceCents: { toString: 250 },
        discountPct: NaN,
        vatRate: Infinity,
      },
      { categoryId: '', code: '', name: '', unit: '', quantity: 0, unitPriceCents: 0, discountPct: 0, vatRate: 0 },
    ],
  ] as const)('%s', (_, raw, expected) => {
    expect(stockLineFromStored(raw)).toEqual(expected);
  });
});

describe('stockDocumentFromStored', () => {
  it.each([
    ['null', null],
    ['a string', 'inputs/x'],
    ['a list', [{ number: 'E-1' }]],
    ['a number', 42],
  ])('refuses %s as a document (null)', (_, data) => {
    expect(stockDocumentFromStored('input', 'd1', data)).toBeNull();
  });

  it('reads a borrador as draftFields/newDraftDocument store it, field by field', () => {
    const stored = newDraftDocument(
      { date: '2026-03-02', partyId: 'v1', partyName: 'Proveedor Uno', partyNif: 'B86561412', reference: 'ALB-1', notes: '', lines: [LINE] },
      'E-1',
      'u1',
      timestamp(AT),
    );
    expect(stockDocumentFromStored('input', 'd1', stored)).toEqual({
      id: 'd1',
      kind: 'input',
      number: 'E-1',
      date: '2026-03-02',
      partyId: 'v1',
      partyName: 'Proveedor Uno',
      partyNif: 'B86561412',
      reference: 'ALB-1',
      notes: '',
      lines: [LINE],
      lineCount: 1,
      productIds: ['p1'],
      // 4 × 2,50 € = 10,00 €, IVA 21 % = 2,10 €.
      totals: { baseCents: 1000, vatCents: 210, totalCents: 1210 },
      state: 'borrador',
      invoiced: false,
      invoiceId: null,
      confirmedAt: null,
      confirmedBy: null,
      annulledAt: null,
      annulledBy: null,
      annulReason: null,
      costCents: null,
      createdBy: 'u1',
      createdAt: AT,
      updatedAt: AT,
      returnOf: null,
      partyKind: null,
      returnFrom: null,
      returned: {},
      orderId: null,
    });
  });

  it('reads the pedido a delivery serves, and nothing from a non-text orderId', () => {
    expect(stockDocumentFromStored('output', 'd1', { state: 'confirmada', orderId: 'o1' })?.orderId).toBe('o1');
    expect(stockDocumentFromStored('output', 'd1', { state: 'confirmada', orderId: 7 })?.orderId).toBeNull();
    expect(stockDocumentFromStored('input', 'd1', { state: 'confirmada' })?.orderId).toBeNull();
  });

  it('reads a hostile document to a typed value: wrong types read as nothing, unknown codes as the default', () => {
    const doc = stockDocumentFromStored('output', 'd1', {
      number: 12,
      lines: 'p1',
      lineCount: -3,
      productIds: ['p1', 2, { id: 'p3' }, null],
      totals: { baseCents: '1000', vatCents: 1.5, totalCents: Number.MAX_SAFE_INTEGER + 2 },
      state: 'pagada',
      invoiced: 'true',
      invoiceId: 7,
      confirmedAt: '2026-03-02',
      costCents: 900,
      returnOf: 'theft',
      partyKind: 'admin',
      returnFrom: { kind: 'invoice', id: ['i1'], number: null },
      returned: { '0': 2, '1': -1, '2': 'x', __proto__: 5 },
      __proto__: { state: 'confirmada' },
    });
    expect(doc).toMatchObject({
      number: '',
      lines: [],
      lineCount: 0,
      productIds: ['p1'],
      totals: { baseCents: 0, vatCents: 0, totalCents: 0 },
      state: 'borrador',
      invoiced: false,
      invoiceId: null,
      confirmedAt: null,
      // A borrador's cost is the client's own: never read.
      costCents: null,
      returnOf: null,
      partyKind: null,
      returnFrom: { kind: 'invoice', id: '', number: '' },
      returned: { '0': 2 },
    });
  });

  it("reads a confirmed salida's cost (a safe integer only) and a return's source", () => {
    const base = { state: 'confirmada', returnOf: 'purchase', partyKind: 'vendor', returnFrom: { kind: 'entrada', id: 'e1', number: 'E-1' } };
    expect(stockDocumentFromStored('output', 'd1', { ...base, costCents: 1720 })).toMatchObject({
      costCents: 1720,
      returnOf: 'purchase',
      partyKind: 'vendor',
      returnFrom: { kind: 'entrada', id: 'e1', number: 'E-1' },
    });
    expect(stockDocumentFromStored('output', 'd1', { ...base, costCents: 17.2 })?.costCents).toBeNull();
    expect(stockDocumentFromStored('input', 'd1', { ...base, costCents: 1720 })?.costCents).toBeNull();
  });
});

describe('movementFromStored', () => {
  it('reads back exactly what planStockCommit writes (a salida by hand: a delivery)', () => {
    const stored = newDraftDocument(
      { date: '2026-03-02', partyId: 'c1', partyName: 'Cliente Uno', partyNif: '', reference: '', notes: '', lines: [LINE] },
      'S-1',
      'u1',
      timestamp(AT),
    );
    const plan = planStockCommit(
      {
        request: { kind: 'output', reason: 'confirm', documentId: 'd1', annulReason: '' },
        uid: 'u1',
        stored,
        lines: [LINE],
        productIds: ['p1'],
        party: { name: 'Cliente Uno', nif: '' },
        products: { p1: { code: 'P1', name: 'Producto p1', unit: 'ud', minStock: 0 } },
        // 10 at 1,00 € each: 4 leave at 4,00 €.
        stocks: { p1: { quantity: 10, averageCostCents: 100, valueCents: 1000 } },
        confirmation: undefined,
        allowNegative: false,
        today: '2026-03-02',
      },
      timestamp(AT),
    );
    if (!plan.ok) throw new Error(plan.code);
    expect(movementFromStored(plan.movementId, plan.movement)).toEqual({
      id: 'out-d1-c',
      docKind: 'output',
      reason: 'confirm',
      cause: 'delivery',
      documentId: 'd1',
      documentNumber: 'S-1',
      date: '2026-03-02',
      partyId: 'c1',
      partyName: 'Cliente Uno',
      productIds: ['p1'],
      deltas: { p1: -4 },
      balances: { p1: 6 },
      costs: { p1: 400 },
      unitCosts: { p1: 100 },
      createdBy: 'u1',
      createdAt: AT,
    });
  });

  it.each([null, 'movement', [1, 2], 0])('refuses %j as a movement (null)', (data) => {
    expect(movementFromStored('m1', data)).toBeNull();
  });

  it('reads a hostile movement to a typed value, its cause derived', () => {
    expect(
      movementFromStored('m1', {
        docKind: 'transfer',
        reason: 'undo',
        cause: 'gift',
        documentId: { id: 'x' },
        productIds: 'p1',
        deltas: { p1: '5', p2: -2, p3: NaN, p4: null },
        balances: [3],
        costs: null,
        createdAt: { toDate: 'no' },
      }),
    ).toMatchObject({
      docKind: 'input',
      reason: 'confirm',
      cause: 'purchase',
      documentId: '',
      productIds: [],
      deltas: { p2: -2 },
      balances: {},
      costs: {},
      createdAt: null,
    });
  });
});
