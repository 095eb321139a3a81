import { describe, expect, it } from 'vitest';
import { cashCloseReport, counterMethodOf, type CashCloseInvoice } from './cashClose';

const t = (extra: Partial<CashCloseInvoice>): CashCloseInvoice => ({
  state: 'emitida',
  type: 'ordinaria',
  totalCents: 1000,
  numberText: 'T-2026-000001',
  counterPayment: { method: 'efectivo', tenderedCents: 1000, changeCents: 0 },
  paymentMethod: 'efectivo',
  ...extra,
});

describe('counterMethodOf', () => {
  it.each<[string, Partial<CashCloseInvoice>, string | null]>([
    [
      'the counter payment’s method first',
      { counterPayment: { method: 'bizum', tenderedCents: 0, changeCents: 0 }, paymentMethod: 'efectivo' },
      'bizum',
    ],
    ['the payment method without a counter payment', { counterPayment: null, paymentMethod: 'tarjeta' }, 'tarjeta'],
    ['none for a method the counter does not take', { counterPayment: null, paymentMethod: 'transferencia' }, null],
    ['none when nothing says', { counterPayment: undefined, paymentMethod: null }, null],
  ])('takes %s', (_what, extra, method) => {
    expect(counterMethodOf(t(extra))).toBe(method);
  });
});

describe('cashCloseReport', () => {
  it('adds issued tickets by method, takes rectificativas off, and leaves annulled and unpaid-at-counter ones apart', () => {
    const report = cashCloseReport('2026-03-05', [
      t({ numberText: 'T-1', totalCents: 1210 }),
      t({ numberText: 'T-2', totalCents: 550, counterPayment: { method: 'efectivo', tenderedCents: 1000, changeCents: 450 } }),
      t({ numberText: 'T-3', totalCents: 2000, counterPayment: { method: 'tarjeta', tenderedCents: 2000, changeCents: 0 } }),
      t({ numberText: 'R-1', totalCents: -605, type: 'rectificativa' }),
      t({ numberText: 'T-4', totalCents: 9900, state: 'anulada' }),
      t({ numberText: 'T-5', totalCents: 300, counterPayment: null, paymentMethod: null }),
      t({ numberText: 'B-1', totalCents: 100, state: 'borrador' }),
    ]);
    expect(report.close.byMethod.efectivo).toEqual({
      count: 3,
      totalCents: 1155,
      salesCount: 2,
      salesCents: 1760,
      rectificativaCount: 1,
      rectificativaCents: -605,
    });
    expect(report.close.byMethod.tarjeta.totalCents).toBe(2000);
    expect(report.close.byMethod.bizum.count).toBe(0);
    expect(report.close.total.totalCents).toBe(3155);
    expect(report.annulled).toEqual({ count: 1, totalCents: 9900, numbers: ['T-4'] });
    expect(report.unassigned).toEqual({ count: 1, totalCents: 300, numbers: ['T-5'] });
    expect([report.read, report.limitReached]).toEqual([7, false]);
  });

  it.each([
    [2, 3, false],
    [3, 3, true],
  ])('with %i tickets read and a limit of %i, says whether the limit was reached (%s)', (n, limit, reached) => {
    const report = cashCloseReport(
      '2026-03-05',
      Array.from({ length: n }, () => t({})),
      limit,
    );
    expect(report.limitReached).toBe(reached);
  });
});
