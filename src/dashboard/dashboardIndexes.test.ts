/**
 * Inicio's three bounded queries have their indexes: composite ones declared in
 * firestore.indexes.json (the emulator does not enforce them, production does).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { invoiceListPlan } from '../invoices/invoiceRepository';
import { BELOW_MINIMUM_PLAN, LATEST_MOVEMENTS_PLAN, OVERDUE_FILTERS } from './dashboardRepository';

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
}
const indexes = (
  JSON.parse(readFileSync(resolve(process.cwd(), 'firestore.indexes.json'), 'utf8')) as {
    indexes: { collectionGroup: string; fields: IndexField[] }[];
  }
).indexes;

const declared = (collection: string, fields: IndexField[]) =>
  indexes.some((i) => i.collectionGroup === collection && JSON.stringify(i.fields) === JSON.stringify(fields));

/** Equality fields ascending, then the order field; null when one field is all (Firestore's automatic index). */
function neededIndex(equals: string[], order: [string, 'asc' | 'desc']): IndexField[] | null {
  if (equals.length === 0) return null;
  return [
    ...equals.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })),
    { fieldPath: order[0], order: order[1] === 'asc' ? 'ASCENDING' : 'DESCENDING' },
  ];
}

describe("Inicio's queries", () => {
  it('lists overdue sales invoices with the invoice list\'s "Vencida" query, oldest due date first', () => {
    const plan = invoiceListPlan(OVERDUE_FILTERS, '2026-11-22');
    expect(plan).toEqual({
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
    expect(
      declared('invoices', [
        ...neededIndex(
          plan.equals.map(([f]) => f),
          plan.order,
        )!,
        { fieldPath: 'payableCents', order: 'ASCENDING' },
      ]),
    ).toBe(true);
  });

  it.each([
    ['products below minimum', BELOW_MINIMUM_PLAN],
    ['latest movements', LATEST_MOVEMENTS_PLAN],
  ])('%s have their index', (_what, plan) => {
    const needed = neededIndex(
      plan.equals.map(([f]) => f),
      plan.order,
    );
    if (needed) expect(declared(plan.collection, needed), JSON.stringify(needed)).toBe(true);
    else expect(plan.equals).toEqual([]);
  });

  it('asks for below-minimum products by code and the newest movements first', () => {
    expect(BELOW_MINIMUM_PLAN).toEqual({ collection: 'stock', equals: [['belowMinimum', true]], order: ['code', 'asc'] });
    expect(LATEST_MOVEMENTS_PLAN).toEqual({ collection: 'movements', equals: [], order: ['createdAt', 'desc'] });
  });
});
