import { describe, expect, it } from 'vitest';
import { PURCHASES, SALES, SUBSTITUTION } from './reportFixtures.test-data';
import { addToVatSummary, emptyVatSummary, sortedRecargoLines, sortedVatLines, vatTotals } from './vatSummary';
import type { ReportInvoice } from './reportModel';

function fold(invoices: ReportInvoice[], pageSize = 2) {
  const summary = emptyVatSummary();
  for (let i = 0; i < invoices.length; i += pageSize) for (const inv of invoices.slice(i, i + pageSize)) addToVatSummary(summary, inv);
  return summary;
}

const inQuarter = (list: ReportInvoice[], from: string, to: string) => list.filter((i) => i.date >= from && i.date <= to);

describe('VAT summary per quarter', () => {
  it('sums the second quarter per rate, recargo per recargo rate, rectificativas with their sign', () => {
    const q2 = [...inQuarter(SALES, '2026-04-01', '2026-06-30'), ...inQuarter(PURCHASES, '2026-04-01', '2026-06-30')];
    const s = fold(q2);
    // Issued: B (21 % 500,00 / 105,00; 4 % 100,00 / 4,00), C (21 % −100,00 / −21,00), D (21 % 5,06 / 1,06; E5 3.000,00).
    expect(sortedVatLines(s.issued)).toEqual([
      { vatRate: 21, exemption: null, baseCents: 40506, vatCents: 8506 },
      { vatRate: 4, exemption: null, baseCents: 10000, vatCents: 400 },
      { vatRate: 0, exemption: 'E5', baseCents: 300000, vatCents: 0 },
    ]);
    expect(sortedRecargoLines(s.recargo)).toEqual([
      { recargoRate: 5.2, baseCents: 50000, recargoCents: 2600 },
      { recargoRate: 0.5, baseCents: 10000, recargoCents: 50 },
    ]);
    // Received: P3 2.483,53 / 521,54 and P2 2.483,52 / 521,54 (30/06 is still the second quarter).
    expect(sortedVatLines(s.received)).toEqual([{ vatRate: 21, exemption: null, baseCents: 496705, vatCents: 104308 }]);
    expect(s.invoices).toEqual({ issued: 3, received: 2 });
    expect(vatTotals(s)).toEqual({
      issuedBaseCents: 350506,
      issuedVatCents: 8906,
      recargoBaseCents: 60000,
      recargoCents: 2650,
      receivedBaseCents: 496705,
      receivedVatCents: 104308,
      accruedCents: 11556,
      deductibleCents: 104308,
      resultCents: -92752,
    });
  });

  it('gives the same figures whatever the page size (it folds page by page)', () => {
    const all = [...SALES, ...PURCHASES];
    expect(fold(all, 1)).toEqual(fold(all, 500));
  });

  it('matches the sum of the invoices it summarises', () => {
    const all = [...SALES, ...PURCHASES];
    const t = vatTotals(fold(all));
    const sum = (list: ReportInvoice[], k: 'baseCents' | 'vatCents' | 'recargoCents') => list.reduce((a, i) => a + i[k], 0);
    expect(t.issuedBaseCents).toBe(sum(SALES, 'baseCents'));
    expect(t.issuedVatCents).toBe(sum(SALES, 'vatCents'));
    expect(t.recargoCents).toBe(sum(SALES, 'recargoCents'));
    expect(t.receivedBaseCents).toBe(sum(PURCHASES, 'baseCents'));
    expect(t.receivedVatCents).toBe(sum(PURCHASES, 'vatCents'));
  });

  it('takes a replaced invoice out when a rectificativa substitutes it', () => {
    const s = fold([SUBSTITUTION]);
    expect(sortedVatLines(s.issued)).toEqual([{ vatRate: 21, exemption: null, baseCents: -20000, vatCents: -4200 }]);
  });

  it('is empty with no invoices', () => {
    expect(vatTotals(emptyVatSummary()).resultCents).toBe(0);
  });
});
