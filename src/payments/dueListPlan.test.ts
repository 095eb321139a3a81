import { describe, expect, it } from 'vitest';
import { dueListPlan, dueOverdue, isOpenFilter, openDuesPlan, selectionProblem, unpayableReason, type DueFilters } from './dueListPlan';
import { paymentListPlan, partyPaymentsPlan } from './paymentListPlan';

const base: DueFilters = { kind: 'output', state: 'abiertos', overdueOnly: false, from: null, to: null, method: null, partyId: null };
const TODAY = '2026-11-29';

describe('dueListPlan', () => {
  it.each<[string, Partial<DueFilters>, ReturnType<typeof dueListPlan>]>([
    [
      'the default: open cobros by due date',
      {},
      {
        equals: [
          ['kind', '==', 'output'],
          ['state', 'in', ['pendiente', 'parcial', 'devuelta']],
        ],
        ranges: [],
        order: ['dueDate', 'asc'],
      },
    ],
    [
      'one state, a party and a method, in that order',
      { kind: 'input', state: 'parcial', partyId: 'v1', method: 'pagare' },
      {
        equals: [
          ['kind', '==', 'input'],
          ['state', '==', 'parcial'],
          ['partyId', '==', 'v1'],
          ['method', '==', 'pagare'],
        ],
        ranges: [],
        order: ['dueDate', 'asc'],
      },
    ],
    [
      'a due date range and overdue only: every range on the due date',
      { from: '2026-01-01', to: '2026-12-31', overdueOnly: true },
      {
        equals: [
          ['kind', '==', 'output'],
          ['state', 'in', ['pendiente', 'parcial', 'devuelta']],
        ],
        ranges: [
          ['dueDate', '>=', '2026-01-01'],
          ['dueDate', '<=', '2026-12-31'],
          ['dueDate', '<', TODAY],
        ],
        order: ['dueDate', 'asc'],
      },
    ],
    [
      'overdue only means nothing for paid dues',
      { state: 'pagada', overdueOnly: true },
      {
        equals: [
          ['kind', '==', 'output'],
          ['state', '==', 'pagada'],
        ],
        ranges: [],
        order: ['dueDate', 'asc'],
      },
    ],
  ])('%s', (_name, change, plan) => {
    expect(dueListPlan({ ...base, ...change }, TODAY)).toEqual(plan);
  });

  it('reads the open dues of one kind for the reports', () => {
    expect(openDuesPlan('input')).toEqual(dueListPlan({ ...base, kind: 'input' }, TODAY));
  });

  it.each([
    ['abiertos', true],
    ['pendiente', true],
    ['parcial', true],
    ['devuelta', true],
    ['pagada', false],
    ['anulada', false],
  ] as const)('state %s is open: %s', (state, open) => {
    expect(isOpenFilter(state)).toBe(open);
  });
});

describe('dueOverdue', () => {
  const due = { state: 'pendiente' as const, dueDate: '2026-11-28', amountCents: 1000, paidCents: 0 };
  it.each([
    ['open and past its date', due, true],
    ['due today: not yet overdue', { ...due, dueDate: TODAY }, false],
    ['partly paid and past', { ...due, state: 'parcial' as const, paidCents: 400 }, true],
    ['returned and past', { ...due, state: 'devuelta' as const }, true],
    ['paid', { ...due, state: 'pagada' as const, paidCents: 1000 }, false],
    ['annulled', { ...due, state: 'anulada' as const }, false],
    ['a credit (open below zero)', { ...due, amountCents: -1000 }, false],
    ['without a date', { ...due, dueDate: '' }, false],
  ])('%s: %s', (_name, d, expected) => {
    expect(dueOverdue(d, TODAY)).toBe(expected);
  });
});

describe('paymentListPlan', () => {
  it.each([
    [
      { kind: null, state: null, partyId: null, from: null, to: null },
      { equals: [], ranges: [], order: ['date', 'desc'] },
    ],
    [
      { kind: 'cobro', state: 'anulado', partyId: 'c1', from: '2026-01-01', to: '2026-03-31' },
      {
        equals: [
          ['kind', 'cobro'],
          ['state', 'anulado'],
          ['partyId', 'c1'],
        ],
        ranges: [
          ['date', '>=', '2026-01-01'],
          ['date', '<=', '2026-03-31'],
        ],
        order: ['date', 'desc'],
      },
    ],
    [
      { kind: null, state: 'vigente', partyId: 'c1', from: null, to: null },
      { equals: [['state', 'vigente']], ranges: [], order: ['date', 'desc'] },
    ],
  ] as const)('%j → %j', (filters, plan) => {
    expect(paymentListPlan(filters)).toEqual(plan);
  });

  it('reads one party’s payments up to the period’s end for the statement', () => {
    expect(partyPaymentsPlan('pago', 'v1', '2026-12-31')).toEqual({
      equals: [
        ['kind', 'pago'],
        ['partyId', 'v1'],
      ],
      ranges: [['date', '<=', '2026-12-31']],
      order: ['date', 'desc'],
    });
  });
});

describe('paying picked dues', () => {
  const d = (partyId: string, amountCents: number, paidCents = 0) => ({ partyId, amountCents, paidCents });
  it.each([
    ['nothing picked', [], 'empty'],
    ['two instalments of one client', [d('c1', 100), d('c1', 50, 20)], null],
    ['two clients', [d('c1', 100), d('c2', 100)], 'parties'],
    ['an instalment and a credit note', [d('c1', 100), d('c1', -30)], 'mixedCredit'],
    ['two credit notes', [d('c1', -100), d('c1', -30)], null],
  ] as const)('%s', (_, dues, expected) => {
    expect(selectionProblem(dues)).toBe(expected);
  });
  it.each([
    ['an open instalment', { state: 'pendiente', amountCents: 100, paidCents: 0, remittanceId: null }, null],
    ['a paid one', { state: 'pagada', amountCents: 100, paidCents: 100, remittanceId: null }, 'closed'],
    ['an annulled one', { state: 'anulada', amountCents: 100, paidCents: 0, remittanceId: null }, 'closed'],
    ['one in a remittance', { state: 'pendiente', amountCents: 100, paidCents: 0, remittanceId: 'r1' }, 'inRemittance'],
  ] as const)('%s', (_, due, expected) => {
    expect(unpayableReason(due)).toBe(expected);
  });
});
