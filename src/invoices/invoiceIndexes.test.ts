/**
 * Every query the invoices area makes has its composite index declared in
 * firestore.indexes.json (the emulator does not enforce indexes, production does).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { invoiceListPlan, invoiceTotalsPlans, type InvoiceFilters, type InvoiceStatusFilter } from './invoiceRepository';
import { cashSalesPlan, reportInvoicePlan } from '../reports/reportRepository';

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
}
const indexes = (
  JSON.parse(readFileSync(resolve(process.cwd(), 'firestore.indexes.json'), 'utf8')) as {
    indexes: { collectionGroup: string; fields: IndexField[] }[];
  }
).indexes;

function declared(collection: string, fields: IndexField[]): boolean {
  return indexes.some((i) => i.collectionGroup === collection && JSON.stringify(i.fields) === JSON.stringify(fields));
}

/**
 * The index a query needs: its equality fields (ascending), then its order field, then any other
 * inequality field (Firestore orders by it after the explicit order, ascending).
 */
function neededIndex(plan: ReturnType<typeof invoiceListPlan>): IndexField[] | null {
  const otherRanges = [...new Set(plan.ranges.map(([field]) => field).filter((f) => f !== plan.order[0]))];
  if (plan.equals.length === 0 && otherRanges.length === 0) return null; // one field only: Firestore's automatic single-field index
  return [
    ...plan.equals.map(([fieldPath]) => ({ fieldPath, order: 'ASCENDING' as const })),
    { fieldPath: plan.order[0], order: plan.order[1] === 'asc' ? 'ASCENDING' : 'DESCENDING' },
    ...otherRanges.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })),
  ];
}

describe('composite indexes of the invoice lists', () => {
  const kinds = [null, 'input', 'output'] as const;
  const statuses: (InvoiceStatusFilter | null)[] = [null, 'borrador', 'pendiente', 'parcial', 'devuelta', 'pagada', 'vencida'];
  const parties = [null, 'c1'];
  const ranges: [string | null, string | null][] = [
    [null, null],
    ['2026-01-01', null],
    ['2026-01-01', '2026-12-31'],
  ];
  const cases = kinds.flatMap((kind) =>
    statuses.flatMap((status) => parties.flatMap((partyId) => ranges.map(([from, to]): InvoiceFilters => ({ kind, status, partyId, from, to })))),
  );

  it.each(cases)('filters %j have their index', (filters) => {
    const needed = neededIndex(invoiceListPlan(filters, '2026-11-22'));
    if (needed) expect(declared('invoices', needed), JSON.stringify(needed)).toBe(true);
  });

  it.each(cases)('the totals of filters %j have their index', (filters) => {
    for (const { plan, statusIn } of invoiceTotalsPlans(filters, '2026-11-22')) {
      // `status in [...]` needs the index of `status ==`, right after kind.
      const equals = statusIn ? [plan.equals[0]!, ['status', 'in'] as [string, string], ...plan.equals.slice(1)] : plan.equals;
      const needed = neededIndex({ ...plan, equals });
      if (needed) expect(declared('invoices', needed), JSON.stringify(needed)).toBe(true);
    }
  });

  it.each(['outputs', 'inputs'])('the picker of uninvoiced %s has its index', (collection) => {
    expect(
      declared(collection, [
        { fieldPath: 'partyId', order: 'ASCENDING' },
        { fieldPath: 'state', order: 'ASCENDING' },
        { fieldPath: 'invoiced', order: 'ASCENDING' },
        { fieldPath: 'date', order: 'DESCENDING' },
      ]),
    ).toBe(true);
  });

  it.each(['output', 'input'] as const)('the reports’ paging of issued %s invoices by date has its index', (kind) => {
    const plan = reportInvoicePlan(kind, { from: '2026-01-01', to: '2026-03-31' });
    // Firestore needs the range field to be the first order field; the id that follows is implicit in every index.
    expect(plan.ranges.every(([field]) => field === plan.order[0]![0])).toBe(true);
    expect(plan.order.slice(1)).toEqual([['__name__', 'asc']]);
    const needed: IndexField[] = [
      ...plan.equals.map(([fieldPath]) => ({ fieldPath, order: 'ASCENDING' as const })),
      { fieldPath: plan.order[0]![0], order: 'ASCENDING' },
    ];
    expect(declared('invoices', needed), JSON.stringify(needed)).toBe(true);
  });

  it('the 347’s sales paid in cash (paymentMethod, then paid date) have their index', () => {
    const plan = cashSalesPlan({ from: '2026-01-01', to: '2026-12-31' });
    expect(plan.order).toEqual([
      ['paidDate', 'asc'],
      ['__name__', 'asc'],
    ]);
    const needed: IndexField[] = [
      ...plan.equals.map(([fieldPath]) => ({ fieldPath, order: 'ASCENDING' as const })),
      { fieldPath: 'paidDate', order: 'ASCENDING' },
    ];
    expect(declared('invoices', needed), JSON.stringify(needed)).toBe(true);
  });

  it('«Pendiente» is anything open: nothing paid, paid in part or a returned debit (status in, the index of status ==)', () => {
    expect(invoiceListPlan({ kind: 'input', status: 'pendiente', partyId: 'v1', from: null, to: null }, '2026-11-22').equals).toEqual([
      ['kind', 'input'],
      ['status', ['pendiente', 'parcial', 'devuelta']],
      ['partyId', 'v1'],
    ]);
    expect(invoiceListPlan({ kind: null, status: 'parcial', partyId: null, from: null, to: null }, '2026-11-22').equals).toEqual([
      ['status', 'parcial'],
    ]);
  });

  it('orders overdue invoices by due date, leaves out credit notes and ignores the date range', () => {
    expect(invoiceListPlan({ kind: 'output', status: 'vencida', partyId: null, from: '2026-01-01', to: null }, '2026-11-22')).toEqual({
      equals: [
        ['kind', 'output'],
        ['status', ['pendiente', 'parcial', 'devuelta']],
      ],
      ranges: [
        ['dueDate', '<', '2026-11-22'],
        ['payableCents', '>', 0],
      ],
      order: ['dueDate', 'asc'],
    });
  });
});
