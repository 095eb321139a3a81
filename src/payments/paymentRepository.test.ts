/**
 * The payments' queries have their composite indexes declared in firestore.indexes.json (the
 * emulator does not enforce them, production does), and a stored payment reads as one invoice shows it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { invoicePaymentOf, PAYMENTS_OF_INVOICE_PLAN } from './paymentRepository';

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}
const indexes = (
  JSON.parse(readFileSync(resolve(process.cwd(), 'firestore.indexes.json'), 'utf8')) as {
    indexes: { collectionGroup: string; fields: IndexField[] }[];
  }
).indexes;

const declared = (collection: string, fields: IndexField[]) =>
  indexes.some((i) => i.collectionGroup === collection && JSON.stringify(i.fields) === JSON.stringify(fields));

describe('composite indexes of the payments', () => {
  it("an invoice's payments (array-contains, newest first) have their index", () => {
    const plan = PAYMENTS_OF_INVOICE_PLAN;
    const needed: IndexField[] = [
      { fieldPath: plan.arrayContains, arrayConfig: 'CONTAINS' },
      { fieldPath: plan.order[0], order: 'DESCENDING' },
    ];
    expect(declared(plan.collection, needed), JSON.stringify(needed)).toBe(true);
    expect([plan.order, plan.limit]).toEqual([['date', 'desc'], 50]);
  });
});

describe('invoicePaymentOf', () => {
  const stored = {
    kind: 'cobro',
    date: '2026-11-20',
    method: 'domiciliacion',
    amountCents: 9000,
    reference: 'REM-7',
    note: '',
    allocations: [
      { dueId: 'inv1-1', invoiceId: 'inv1', amountCents: 4000, number: 'F-1' },
      { dueId: 'inv2-1', invoiceId: 'inv2', amountCents: 3000, number: 'F-2' },
      { dueId: 'inv1-2', invoiceId: 'inv1', amountCents: 2000, number: 'F-1' },
    ],
    state: 'anulado',
    reversal: { date: '2026-11-25', reason: 'Devuelto', returnCode: 'AM04', by: 'u1' },
    invoiceIds: ['inv1', 'inv2'],
  };

  it('says what it applied to this invoice, and how it was reversed', () => {
    expect(invoicePaymentOf('p1', stored, 'inv1')).toEqual({
      id: 'p1',
      kind: 'cobro',
      date: '2026-11-20',
      method: 'domiciliacion',
      amountCents: 9000,
      appliedCents: 6000,
      reference: 'REM-7',
      note: '',
      state: 'anulado',
      reversal: { date: '2026-11-25', reason: 'Devuelto', returnCode: 'AM04' },
    });
    expect(invoicePaymentOf('p1', stored, 'inv2').appliedCents).toBe(3000);
  });

  it('reads anything without failing', () => {
    expect(invoicePaymentOf('p2', { method: 'trueque', reversal: 'x' }, 'inv1')).toMatchObject({
      kind: 'cobro',
      method: 'otro',
      amountCents: 0,
      appliedCents: 0,
      state: 'vigente',
      reversal: null,
    });
  });
});
