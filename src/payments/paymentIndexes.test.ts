/**
 * Every query of the cartera, the cobros y pagos list and the payment reports has its composite
 * index declared in firestore.indexes.json (the emulator does not enforce indexes, production does).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DUE_STATE_FILTERS, dueListPlan, openDuesPlan, type DueFilters } from './dueListPlan';
import { partyPaymentsPlan, paymentListPlan, type PaymentFilters } from './paymentListPlan';
import { statementInvoicePlan } from './statementRepository';
import { reminderDuesQuery } from '../domain/mail/dueReminder';

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
}
const indexes = (
  JSON.parse(readFileSync(resolve(process.cwd(), 'firestore.indexes.json'), 'utf8')) as {
    indexes: { collectionGroup: string; queryScope: string; fields: IndexField[] }[];
  }
).indexes;

function declared(collection: string, fields: IndexField[]): boolean {
  return indexes.some(
    (i) => i.collectionGroup === collection && i.queryScope === 'COLLECTION' && JSON.stringify(i.fields) === JSON.stringify(fields),
  );
}

/** Equality (and `in`) fields ascending, then the order field: every range here is on the order field. */
function neededIndex(plan: {
  equals: [string, ...unknown[]][];
  ranges: [string, ...unknown[]][];
  order: [string, 'asc' | 'desc'];
}): IndexField[] | null {
  expect(plan.ranges.every(([field]) => field === plan.order[0])).toBe(true);
  if (plan.equals.length === 0) return null; // one field only: Firestore's automatic single-field index
  return [
    ...plan.equals.map(([fieldPath]) => ({ fieldPath, order: 'ASCENDING' as const })),
    { fieldPath: plan.order[0], order: plan.order[1] === 'asc' ? 'ASCENDING' : 'DESCENDING' },
  ];
}

describe('composite indexes of the cartera (dues)', () => {
  const cases: DueFilters[] = (['output', 'input'] as const).flatMap((kind) =>
    DUE_STATE_FILTERS.flatMap((state) =>
      [null, 'c1'].flatMap((partyId) =>
        [null, 'domiciliacion' as const].flatMap((method) =>
          [false, true].flatMap((overdueOnly) =>
            (
              [
                [null, null],
                ['2026-01-01', '2026-12-31'],
              ] as const
            ).map(([from, to]) => ({ kind, state, partyId, method, overdueOnly, from, to })),
          ),
        ),
      ),
    ),
  );

  it.each(cases)('filters %j have their index', (filters) => {
    const needed = neededIndex(dueListPlan(filters, '2026-11-29'));
    expect(needed && declared('dues', needed), JSON.stringify(needed)).toBe(true);
  });

  it.each(['output', 'input'] as const)('the reports’ open dues of %s have the list’s index', (kind) => {
    expect(declared('dues', neededIndex(openDuesPlan(kind))!)).toBe(true);
  });

  it('a reminder’s overdue dues of one client (sendDueReminder) have the cartera’s index', () => {
    const needed = neededIndex(reminderDuesQuery('c1', '2026-11-29'));
    expect(needed).toEqual([
      { fieldPath: 'kind', order: 'ASCENDING' },
      { fieldPath: 'state', order: 'ASCENDING' },
      { fieldPath: 'partyId', order: 'ASCENDING' },
      { fieldPath: 'dueDate', order: 'ASCENDING' },
    ]);
    expect(declared('dues', needed!)).toBe(true);
  });
});

describe('composite indexes of the cobros y pagos list', () => {
  const cases: PaymentFilters[] = [null, 'cobro' as const, 'pago' as const].flatMap((kind) =>
    [null, 'vigente' as const, 'anulado' as const].flatMap((state) =>
      [null, 'c1'].flatMap((partyId) =>
        (
          [
            [null, null],
            ['2026-01-01', null],
            ['2026-01-01', '2026-12-31'],
          ] as const
        ).map(([from, to]) => ({ kind, state, partyId, from, to })),
      ),
    ),
  );

  it.each(cases)('filters %j have their index', (filters) => {
    const needed = neededIndex(paymentListPlan(filters));
    if (needed) expect(declared('payments', needed), JSON.stringify(needed)).toBe(true);
  });

  it('filters by party only with a kind (a client and a vendor are picked apart)', () => {
    expect(paymentListPlan({ kind: null, state: null, partyId: 'c1', from: null, to: null }).equals).toEqual([]);
  });
});

describe('the extracto de cuenta', () => {
  it.each(['cobro', 'pago'] as const)('reads one party’s %s payments with the list’s index', (kind) => {
    expect(declared('payments', neededIndex(partyPaymentsPlan(kind, 'c1', '2026-12-31'))!)).toBe(true);
  });

  it.each(['output', 'input'] as const)('reads one party’s %s invoices with the invoice list’s index', (kind) => {
    const plan = statementInvoicePlan(kind, 'c1', '2026-12-31');
    expect(declared('invoices', neededIndex(plan)!)).toBe(true);
  });
});
