import { describe, expect, it } from 'vitest';
import {
  applyInvoiceChange,
  applyStockChanges,
  CREDIT_KEY,
  dueKeyOf,
  emptyInvoiceSummary,
  emptyStockSummary,
  foldInvoices,
  foldStock,
  invoiceFactsOf,
  invoiceSummaryOf,
  recentMovementEntry,
  recentMovementsOf,
  staleRecentMovements,
  lastMonths,
  overdueCents,
  pendingCents,
  shiftMonth,
  stockFactsOf,
  stockSummaryOf,
  type InvoiceFacts,
  type InvoiceSummary,
  type StockFacts,
} from './summaries';

const sale = (over: Partial<InvoiceFacts> = {}): InvoiceFacts => ({
  kind: 'output',
  state: 'emitida',
  status: 'pendiente',
  date: '2026-03-10',
  dueDate: '2026-04-09',
  baseCents: 10000,
  dueCents: 12100,
  ...over,
});
const purchase = (over: Partial<InvoiceFacts> = {}): InvoiceFacts =>
  sale({ kind: 'input', date: '2026-03-12', dueDate: '2026-03-31', baseCents: 5000, dueCents: 6050, ...over });
const draftOf = (f: InvoiceFacts): InvoiceFacts => ({ ...f, state: 'borrador', status: 'borrador' });
const paid = (f: InvoiceFacts): InvoiceFacts => ({ ...f, status: 'pagada' });

/** A summary with some history, so the cases below start from something that is not empty. */
const start: InvoiceSummary = {
  months: { '2026-02': { salesBaseCents: 700, purchasesBaseCents: 300 }, '2026-03': { salesBaseCents: 500, purchasesBaseCents: 0 } },
  receivable: { '2026-04-09': 100, '2026-05-01': 999 },
  payable: { '2026-03-31': 50 },
};

describe('applyInvoiceChange', () => {
  it.each<[string, InvoiceFacts | null, InvoiceFacts | null, InvoiceSummary]>([
    [
      'issuing a sales invoice adds its base to its month and its total to what is to collect on its due date',
      draftOf(sale()),
      sale(),
      {
        ...start,
        months: { ...start.months, '2026-03': { salesBaseCents: 10500, purchasesBaseCents: 0 } },
        receivable: { '2026-04-09': 12200, '2026-05-01': 999 },
      },
    ],
    [
      'issuing without a saved draft (nothing before) is the same as issuing a draft',
      null,
      sale(),
      {
        ...start,
        months: { ...start.months, '2026-03': { salesBaseCents: 10500, purchasesBaseCents: 0 } },
        receivable: { '2026-04-09': 12200, '2026-05-01': 999 },
      },
    ],
    [
      'registering a purchase invoice adds to purchases and to what is to pay',
      draftOf(purchase()),
      purchase(),
      { ...start, months: { ...start.months, '2026-03': { salesBaseCents: 500, purchasesBaseCents: 5000 } }, payable: { '2026-03-31': 6100 } },
    ],
    [
      'a purchase in a month never seen creates the month',
      null,
      purchase({ date: '2025-12-30', dueDate: '2026-01-15' }),
      {
        ...start,
        months: { ...start.months, '2025-12': { salesBaseCents: 0, purchasesBaseCents: 5000 } },
        payable: { '2026-03-31': 50, '2026-01-15': 6050 },
      },
    ],
    [
      'marking a sale paid takes it out of what is to collect, and its month stays',
      sale(),
      paid(sale()),
      { ...start, receivable: { '2026-04-09': -12000, '2026-05-01': 999 } },
    ],
    ['marking a paid sale pending again puts it back', paid(sale()), sale(), { ...start, receivable: { '2026-04-09': 12200, '2026-05-01': 999 } }],
    [
      'marking a purchase paid takes it out of what is to pay (the key falls to zero and is removed)',
      purchase({ dueCents: 50 }),
      paid(purchase({ dueCents: 50 })),
      { ...start, payable: {} },
    ],
    [
      'a rectificativa by difference counts with its sign; what it gives back sits with the credits, not under a due date',
      null,
      sale({ baseCents: -400, dueCents: -484, dueDate: '2026-05-01' }),
      {
        ...start,
        months: { ...start.months, '2026-03': { salesBaseCents: 100, purchasesBaseCents: 0 } },
        receivable: { ...start.receivable, [CREDIT_KEY]: -484 },
      },
    ],
    [
      'a month that falls to zero in both figures is removed',
      null,
      sale({ baseCents: -500, dueCents: -100, dueDate: '2026-04-09' }),
      { ...start, months: { '2026-02': start.months['2026-02']! }, receivable: { ...start.receivable, [CREDIT_KEY]: -100 } },
    ],
    [
      'a purchase rectificativa the vendor pays back sits with the credits too',
      null,
      purchase({ baseCents: -1000, dueCents: -1210 }),
      {
        ...start,
        months: { ...start.months, '2026-03': { salesBaseCents: 500, purchasesBaseCents: -1000 } },
        payable: { ...start.payable, [CREDIT_KEY]: -1210 },
      },
    ],
    [
      'settling a credit takes it out of the credits',
      sale({ baseCents: -400, dueCents: -484 }),
      paid(sale({ baseCents: -400, dueCents: -484 })),
      { ...start, receivable: { ...start.receivable, [CREDIT_KEY]: 484 } },
    ],
    ['saving a draft contributes nothing', null, draftOf(sale()), start],
    ['editing a draft contributes nothing', draftOf(sale()), draftOf(sale({ baseCents: 1, dueCents: 1 })), start],
    ['deleting a draft contributes nothing', draftOf(sale()), null, start],
    [
      'an invoice without due date is pending under its own date',
      null,
      sale({ dueDate: null, baseCents: 0, dueCents: 10 }),
      { ...start, receivable: { ...start.receivable, '2026-03-10': 10 } },
    ],
  ])('%s', (_what, before, after, expected) => {
    expect(applyInvoiceChange(start, before, after)).toEqual(expected);
  });

  it('does not change the summary it is given', () => {
    const copy = structuredClone(start);
    applyInvoiceChange(start, null, sale());
    expect(start).toEqual(copy);
  });

  it('issuing then undoing the change gives back the start', () => {
    expect(applyInvoiceChange(applyInvoiceChange(start, null, sale()), sale(), null)).toEqual(start);
  });
});

describe('applyStockChanges', () => {
  const s = (valueCents: number, belowMinimum = false): StockFacts => ({ valueCents, belowMinimum });
  it.each<[string, { before: StockFacts | undefined; after: StockFacts | undefined }[], { valueCents: number; belowMinimumCount: number }]>([
    ['a product appears (its first entrada)', [{ before: undefined, after: s(1500) }], { valueCents: 11500, belowMinimumCount: 3 }],
    ['a product appears at or below its minimum', [{ before: undefined, after: s(10, true) }], { valueCents: 10010, belowMinimumCount: 4 }],
    ['a product disappears', [{ before: s(2000, true), after: undefined }], { valueCents: 8000, belowMinimumCount: 2 }],
    ['a product falls below its minimum', [{ before: s(3000), after: s(100, true) }], { valueCents: 7100, belowMinimumCount: 4 }],
    ['a product rises above its minimum', [{ before: s(100, true), after: s(3000) }], { valueCents: 12900, belowMinimumCount: 2 }],
    ['a product stays below its minimum', [{ before: s(100, true), after: s(50, true) }], { valueCents: 9950, belowMinimumCount: 3 }],
    [
      'several products in one movement',
      [
        { before: s(100, true), after: s(900) },
        { before: undefined, after: s(0, true) },
        { before: s(400), after: s(-200, true) },
      ],
      { valueCents: 10200, belowMinimumCount: 4 },
    ],
    ['no products', [], { valueCents: 10000, belowMinimumCount: 3 }],
  ])('%s', (_what, changes, expected) => {
    expect(applyStockChanges({ valueCents: 10000, belowMinimumCount: 3 }, changes)).toEqual(expected);
  });
});

describe('fold == the sequence of applies', () => {
  /** Each step: a record and what it becomes (null: deleted). */
  const history: [string, InvoiceFacts | null][] = [
    ['a', draftOf(sale())],
    ['a', sale()],
    ['b', purchase()],
    ['c', sale({ date: '2026-04-02', dueDate: '2026-05-02', baseCents: 300, dueCents: 363 })],
    ['a', paid(sale())],
    ['d', sale({ baseCents: -100, dueCents: -121 })],
    ['b', paid(purchase())],
    ['b', purchase()],
    ['e', purchase({ date: '2025-11-30', dueDate: null })],
    ['f', draftOf(purchase())],
    ['f', null],
  ];
  it('for invoices', () => {
    let applied = emptyInvoiceSummary();
    const current = new Map<string, InvoiceFacts>();
    for (const [id, after] of history) {
      applied = applyInvoiceChange(applied, current.get(id) ?? null, after);
      if (after) current.set(id, after);
      else current.delete(id);
    }
    expect(applied).toEqual(foldInvoices(current.values()));
    expect(Object.keys(applied.months).sort()).toEqual(['2025-11', '2026-03', '2026-04']);
    expect(applied.receivable).toEqual({ '2026-05-02': 363, [CREDIT_KEY]: -121 });
  });

  it('for stock', () => {
    const levels = new Map<string, StockFacts>();
    let applied = emptyStockSummary();
    const steps: [string, StockFacts][] = [
      ['p1', { valueCents: 500, belowMinimum: false }],
      ['p2', { valueCents: 0, belowMinimum: true }],
      ['p1', { valueCents: 100, belowMinimum: true }],
      ['p3', { valueCents: 999, belowMinimum: false }],
      ['p2', { valueCents: 250, belowMinimum: false }],
    ];
    for (const [id, after] of steps) {
      applied = applyStockChanges(applied, [{ before: levels.get(id), after }]);
      levels.set(id, after);
    }
    expect(applied).toEqual(foldStock(levels.values()));
    expect(applied).toEqual({ valueCents: 1349, belowMinimumCount: 1 });
  });
});

describe('pending, overdue and months', () => {
  const byDue = { '2026-03-09': 100, '2026-03-10': 20, '2026-03-11': 3 };
  it.each([
    ['2026-03-10', 100],
    ['2026-03-11', 120],
    ['2026-03-12', 123],
    ['2026-03-09', 0],
  ])('on %s what is overdue is %i (an invoice due today is not overdue)', (today, expected) => {
    expect(overdueCents(byDue, today)).toBe(expected);
  });

  it.each<[string, Record<string, number>, string, number, number]>([
    ['a credit never falls overdue, however old', { [CREDIT_KEY]: -484 }, '2030-01-01', 0, -484],
    ['an overdue invoice keeps its full amount beside a credit', { '2026-03-01': 12_100, [CREDIT_KEY]: -484 }, '2026-03-05', 12_100, 11_616],
    ['a credit does not make later dates overdue', { [CREDIT_KEY]: -484, '2026-04-01': 100 }, '2026-03-05', 0, -384],
  ])('%s (overdue and pending)', (_what, byDue, today, overdue, pending) => {
    expect(overdueCents(byDue, today)).toBe(overdue);
    expect(pendingCents(byDue)).toBe(pending);
  });

  it('adds everything pending', () => {
    expect(pendingCents(byDue)).toBe(123);
    expect(pendingCents({})).toBe(0);
  });

  it.each([
    ['2026-03-15', 0, '2026-03'],
    ['2026-03-15', -2, '2026-01'],
    ['2026-03-15', -3, '2025-12'],
    ['2026-01-31', -1, '2025-12'],
    ['2026-01-01', -13, '2024-12'],
    ['2025-12-01', 1, '2026-01'],
    ['2025-11-01', 14, '2027-01'],
  ])('shiftMonth(%s, %i) = %s', (date, offset, expected) => {
    expect(shiftMonth(date, offset)).toBe(expected);
  });

  it('lists the last months across a year boundary, oldest first, with zeros', () => {
    const summary: InvoiceSummary = {
      months: {
        '2025-11': { salesBaseCents: 1, purchasesBaseCents: 2 },
        '2026-02': { salesBaseCents: 5, purchasesBaseCents: 0 },
        '2025-10': { salesBaseCents: 9, purchasesBaseCents: 9 },
      },
      receivable: {},
      payable: {},
    };
    expect(lastMonths(summary, '2026-02-14', 4)).toEqual([
      { month: '2025-11', salesBaseCents: 1, purchasesBaseCents: 2 },
      { month: '2025-12', salesBaseCents: 0, purchasesBaseCents: 0 },
      { month: '2026-01', salesBaseCents: 0, purchasesBaseCents: 0 },
      { month: '2026-02', salesBaseCents: 5, purchasesBaseCents: 0 },
    ]);
    expect(lastMonths(summary, '2026-02-14')).toHaveLength(12);
    expect(lastMonths(summary, '2026-02-14')[0]!.month).toBe('2025-03');
  });

  it('uses the due date, or the invoice date without one', () => {
    expect(dueKeyOf({ date: '2026-03-01', dueDate: '2026-04-01', dueCents: 100 })).toBe('2026-04-01');
    expect(dueKeyOf({ date: '2026-03-01', dueDate: null, dueCents: 100 })).toBe('2026-03-01');
  });

  it('keeps a credit (what is due below zero) apart from the due dates', () => {
    expect(dueKeyOf({ date: '2026-03-01', dueDate: '2026-04-01', dueCents: -1 })).toBe(CREDIT_KEY);
    expect(dueKeyOf({ date: '2026-03-01', dueDate: null, dueCents: -484 })).toBe(CREDIT_KEY);
  });
});

describe('reading stored documents', () => {
  it('takes the facts of an invoice and of a stock level, missing fields as nothing', () => {
    expect(
      invoiceFactsOf({
        kind: 'input',
        state: 'emitida',
        status: 'pagada',
        date: '2026-01-02',
        dueDate: '2026-02-01',
        baseCents: 5,
        totalCents: 6,
        payableCents: 6,
        lines: [],
      }),
    ).toEqual({
      kind: 'input',
      state: 'emitida',
      status: 'pagada',
      date: '2026-01-02',
      dueDate: '2026-02-01',
      baseCents: 5,
      dueCents: 6,
    });
    // With IRPF withheld the client owes the total less the withholding: 5.727,20 − 723,00.
    expect(invoiceFactsOf({ state: 'emitida', baseCents: 482000, irpfCents: 72300, totalCents: 572720, payableCents: 500420 })).toMatchObject({
      dueCents: 500420,
    });
    // Written before total and payable were told apart: totalCents was the payable amount.
    expect(invoiceFactsOf({ state: 'emitida', baseCents: 482000, irpfCents: 72300, totalCents: 500420 })).toMatchObject({ dueCents: 500420 });
    // A substitution counts its base less the base it replaces, and is owed less what the replaced invoices had collected.
    expect(
      invoiceFactsOf({
        state: 'emitida',
        baseCents: 80000,
        totalCents: 96800,
        payableCents: 96800,
        rectifies: { mode: 'substitution', replaced: { baseCents: 100000, totalCents: 121000, payableCents: 121000, settledCents: 20000 } },
      }),
    ).toMatchObject({ baseCents: -20000, dueCents: 76800 });
    expect(invoiceFactsOf({})).toEqual({ kind: 'output', state: '', status: '', date: '', dueDate: null, baseCents: 0, dueCents: 0 });
    expect(stockFactsOf({ valueCents: 12, belowMinimum: true, quantity: 3 })).toEqual({ valueCents: 12, belowMinimum: true });
    expect(stockFactsOf({})).toEqual({ valueCents: 0, belowMinimum: false });
    // A level stored before values were kept: 15 × 5,73 €.
    expect(stockFactsOf({ quantity: 15, averageCostCents: 573 })).toEqual({ valueCents: 8595, belowMinimum: false });
  });

  it('reads a stored summary, dropping the writer stamps and zero entries', () => {
    expect(
      invoiceSummaryOf({
        months: { '2026-03': { salesBaseCents: 5, purchasesBaseCents: 0 }, '2026-04': { salesBaseCents: 0, purchasesBaseCents: 0 } },
        receivable: { '2026-04-01': 7, '2026-04-02': 0 },
        payable: {},
        lastInvoiceId: 'x',
        updatedAt: new Date(),
      }),
    ).toEqual({ months: { '2026-03': { salesBaseCents: 5, purchasesBaseCents: 0 } }, receivable: { '2026-04-01': 7 }, payable: {} });
    expect(invoiceSummaryOf(undefined)).toEqual(emptyInvoiceSummary());
    expect(stockSummaryOf({ valueCents: 9, belowMinimumCount: 2, lastMovementId: 'm' })).toEqual({ valueCents: 9, belowMinimumCount: 2 });
    expect(stockSummaryOf(undefined)).toEqual(emptyStockSummary());
  });
});

describe('recent movements (Inicio, on summaries/stock)', () => {
  const at = (ms: number) => ({ toMillis: () => ms });
  const entry = (n: number, createdAt: unknown) => ({
    docKind: 'output',
    reason: 'confirm',
    documentId: `d${n}`,
    documentNumber: `S-${n}`,
    date: '2026-11-02',
    partyName: 'Cliente',
    createdAt,
  });
  const mapOf = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`m${i}`, entry(i, at(1000 + i))]));

  it.each([
    ['no map yet', undefined, []],
    ['fewer than kept', mapOf(3), []],
    ['exactly the kept number: the oldest makes room', mapOf(10), ['m0']],
    ['more than kept after a race: every one beyond the newest 9', mapOf(12), ['m2', 'm1', 'm0']],
  ])('%s', (_label, stored, expected) => {
    expect(staleRecentMovements(stored, 'new')).toEqual(expected);
  });

  it('never deletes the entry being added, even when the map already holds it (a retried command)', () => {
    const stored = { ...mapOf(10), new: entry(99, at(500)) };
    expect(staleRecentMovements(stored, 'new')).not.toContain('new');
    expect(staleRecentMovements(stored, 'new')).toEqual(['m0']);
  });

  it('reads the map newest first, the same instant by id, with unknown times last', () => {
    const stored = { b: entry(1, at(2000)), a: entry(2, at(2000)), c: entry(3, new Date(3000)), d: entry(4, null), e: null };
    expect(recentMovementsOf(stored)!.map((m) => [m.id, m.createdAtMs])).toEqual([
      ['c', 3000],
      ['b', 2000],
      ['a', 2000],
      ['d', 0],
    ]);
    expect(recentMovementsOf(stored)![0]).toEqual({
      id: 'c',
      docKind: 'output',
      reason: 'confirm',
      documentId: 'd3',
      documentNumber: 'S-3',
      date: '2026-11-02',
      partyName: 'Cliente',
      cause: 'delivery',
      createdAtMs: 3000,
    });
    expect(recentMovementsOf(undefined)).toBeUndefined();
    expect(recentMovementsOf({})).toEqual([]);
  });

  it('keeps only what Inicio shows of a movement, normalising unknown kinds', () => {
    expect(
      recentMovementEntry({ docKind: 'x', reason: 'y', documentId: 'd', documentNumber: 7, date: '2026-01-02', partyName: 'P', deltas: { p: 1 } }),
    ).toEqual({
      docKind: 'input',
      reason: 'confirm',
      documentId: 'd',
      documentNumber: '7',
      date: '2026-01-02',
      partyName: 'P',
      cause: 'purchase',
    });
  });

  it.each([
    ['the cause it records', { docKind: 'input', reason: 'confirm', documentId: 'x-entrada', cause: 'customerReturn' }, 'customerReturn'],
    ['a salida confirmed before causes were kept', { docKind: 'output', reason: 'confirm', documentId: 'abc' }, 'delivery'],
    ['an annulment', { docKind: 'output', reason: 'annul', documentId: 'abc' }, 'annulment'],
  ])('keeps the cause of a movement: %s', (_name, movement, cause) => {
    expect(recentMovementEntry(movement).cause).toBe(cause);
  });
});
