import { describe, expect, it } from 'vitest';
import { invoiceNumbersOf, paymentOfStored } from './storedPayment';

const stored = {
  kind: 'cobro',
  partyId: 'c1',
  partyName: 'Ferretería López S.L.',
  date: '2026-11-20',
  amountCents: 150000,
  method: 'transferencia',
  reference: 'TRF 123',
  note: '',
  allocations: [
    { dueId: 'inv1-1', invoiceId: 'inv1', n: 1, number: 'F-2026-000001', amountCents: 100000 },
    { dueId: 'inv1-2', invoiceId: 'inv1', n: 2, number: 'F-2026-000001', amountCents: 20000 },
    { dueId: 'inv2-1', invoiceId: 'inv2', n: 1, number: 'F-2026-000002', amountCents: 10000 },
  ],
  unappliedCents: 20000,
  state: 'vigente',
  reversal: null,
  origin: { type: 'manual', id: null },
  invoiceIds: ['inv1', 'inv2'],
  tillSessionId: null,
  createdBy: 'u1',
};

describe('paymentOfStored', () => {
  it('reads what recordPayment writes', () => {
    const p = paymentOfStored('p1', stored)!;
    expect(p).toMatchObject({ id: 'p1', kind: 'cobro', amountCents: 150000, unappliedCents: 20000, state: 'vigente', invoiceIds: ['inv1', 'inv2'] });
    expect(p.allocations).toHaveLength(3);
    expect(invoiceNumbersOf(p)).toEqual(['F-2026-000001', 'F-2026-000002']);
  });

  it('reads a reversal', () => {
    const p = paymentOfStored('p1', { ...stored, state: 'anulado', reversal: { date: '2026-11-25', reason: 'Devuelto', returnCode: 'AM04' } })!;
    expect(p.state).toBe('anulado');
    expect(p.reversal).toEqual({ date: '2026-11-25', reason: 'Devuelto', returnCode: 'AM04' });
  });

  it.each([
    ['no document', undefined],
    ['no kind', { ...stored, kind: 'otro' }],
    ['no date', { ...stored, date: '20/11/2026' }],
    ['an amount that is not whole cents', { ...stored, amountCents: 12.5 }],
  ])('is null for %s', (_name, d) => {
    expect(paymentOfStored('p1', d as Record<string, unknown> | undefined)).toBeNull();
  });

  it.each([
    ['an unknown method reads as otro', { method: 'trueque' }, { method: 'otro' }],
    ['missing invoiceIds come from the allocations', { invoiceIds: undefined }, { invoiceIds: ['inv1', 'inv2'] }],
    ['a malformed allocation is skipped', { allocations: [{ dueId: 'x' }, stored.allocations[0]] }, { allocations: [stored.allocations[0]] }],
    ['any other state is vigente', { state: 'raro' }, { state: 'vigente' }],
    ['no unapplied amount is 0', { unappliedCents: 'x' }, { unappliedCents: 0 }],
  ])('%s', (_name, change, expected) => {
    expect(paymentOfStored('p1', { ...stored, ...change })).toMatchObject(expected);
  });
});
