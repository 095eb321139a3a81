import { describe, expect, it } from 'vitest';
import { addToBookTotals, bookRows, emptyBookTotals } from './invoiceBook';
import { invoice, SALES, SUBSTITUTION } from './reportFixtures.test-data';

const pick = (r: ReturnType<typeof bookRows>[number]) => [r.numberText, r.vatRate, r.exemption, r.baseCents, r.vatCents, r.recargoRate, r.recargoCents, r.irpfCents, r.totalCents];

describe('libro registro rows', () => {
  it('lists one row per invoice and rate, with withholding and total on the first row only', () => {
    const firstHalf = SALES.filter((s) => s.date <= '2026-06-30');
    expect(firstHalf.flatMap(bookRows).map(pick)).toEqual([
      ['F-2026-000001', 21, null, 200000, 42000, 0, 0, 45000, 307000],
      ['F-2026-000001', 10, null, 100000, 10000, 0, 0, null, null],
      ['F-2026-000002', 21, null, 50000, 10500, 5.2, 2600, 0, 73550],
      ['F-2026-000002', 4, null, 10000, 400, 0.5, 50, null, null],
      ['R-2026-000001', 21, null, -10000, -2100, 0, 0, -1500, -10600],
      ['F-2026-000003', 21, null, 506, 106, 0, 0, 0, 300612],
      ['F-2026-000003', 0, 'E5', 300000, 0, 0, 0, null, null],
    ]);
  });

  it('adds up to the invoices’ own totals, rectificativas with their sign', () => {
    const firstHalf = SALES.filter((s) => s.date <= '2026-06-30');
    const totals = firstHalf.map(bookRows).reduce(addToBookTotals, emptyBookTotals());
    // Base 3.000 + 600 − 100 + 3.005,06; VAT 520 + 109 − 21 + 1,06; RE 26,50; IRPF 450 − 15; total 3.070 + 735,50 − 106 + 3.006,12.
    expect(totals).toEqual({ invoices: 4, rows: 7, baseCents: 650506, vatCents: 60906, recargoCents: 2650, irpfCents: 43500, totalCents: 670562 });
    expect(totals.baseCents + totals.vatCents + totals.recargoCents - totals.irpfCents).toBe(totals.totalCents);
    const sum = (k: 'baseCents' | 'totalCents') => firstHalf.reduce((a, i) => a + i[k], 0);
    expect(totals.baseCents).toBe(sum('baseCents'));
    expect(totals.totalCents).toBe(sum('totalCents'));
  });

  it('marks a rectificativa and follows one by substitution with the replaced invoice negated', () => {
    expect(bookRows(SALES[2]!)[0]).toMatchObject({ rectificativa: true, rectifiesNumber: 'F-2026-000001', replacesNumber: null });
    const rows = bookRows(SUBSTITUTION);
    expect(rows.map((r) => [r.baseCents, r.vatCents, r.totalCents, r.replacesNumber])).toEqual([
      [80000, 16800, -24200, null],
      [-100000, -21000, null, 'F-2026-000010'],
    ]);
    expect(addToBookTotals(emptyBookTotals(), rows)).toMatchObject({ invoices: 1, baseCents: -20000, vatCents: -4200, totalCents: -24200 });
  });

  it('keeps an invoice without any rate group as one row of zeros', () => {
    const rows = bookRows(invoice({ id: 'Z', numberText: 'F-2026-000099', date: '2026-02-01', breakdown: [] }));
    expect(rows.map(pick)).toEqual([['F-2026-000099', 0, null, 0, 0, 0, 0, 0, 0]]);
  });

  it('carries the vendor’s number and date on purchase rows', () => {
    const p = invoice({ id: 'P', kind: 'input', numberText: 'REG-2026-000001', date: '2026-01-14', vendorInvoiceNumber: 'FV-1', vendorInvoiceDate: '2026-01-10', breakdown: [] });
    expect(bookRows(p)[0]).toMatchObject({ numberText: 'REG-2026-000001', date: '2026-01-14', vendorInvoiceNumber: 'FV-1', vendorInvoiceDate: '2026-01-10' });
  });
});
