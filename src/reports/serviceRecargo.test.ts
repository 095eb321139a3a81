import { describe, expect, it } from 'vitest';
import { computeTotals, type LineInput } from '../domain/documentTotals';
import { addToBookTotals, bookRows, emptyBookTotals } from './invoiceBook';
import { invoice } from './reportFixtures.test-data';
import { addToVatSummary, emptyVatSummary } from './vatSummary';

// Issue 28, finding 1, in the reports: recargo de equivalencia is charged on deliveries of goods
// to a retailer in the regime (LIVA arts. 154–156 and 161), not on services. The gestoría's
// invoice: goods 21,50 € and labour 64,00 € at 21 % to a client in recargo.
//   Goods:  base 21,50, IVA 4,52, RE 5,2 % = 1,118 → 1,12.   Labour: base 64,00, IVA 13,44, no RE.
//   Book: two rows at 21 % (one with RE); totals base 85,50, IVA 17,96, RE 1,12, total 104,58.
//   303: IVA 21 % base 85,50 cuota 17,96; RE 5,2 % base 21,50 (the goods only) cuota 1,12.
const line = (quantity: number, unitPriceCents: number, service = false): LineInput => ({
  quantity,
  unitPriceCents,
  discountPct: 0,
  vatRate: 21,
  service,
});
const totals = computeTotals([line(1, 2150), line(2, 3200, true)], { recargoEquivalencia: true, irpfRate: 0 });
const sale = invoice({ id: 'S', numberText: 'F-2026-000010', date: '2026-05-04', breakdown: totals.breakdown });

describe('goods and a service to a client in recargo, in the book and the 303', () => {
  it('puts the service’s base on its own row, without recargo, in the book', () => {
    const rows = bookRows(sale);
    expect(rows.map((r) => [r.vatRate, r.baseCents, r.vatCents, r.recargoRate, r.recargoCents])).toEqual([
      [21, 2150, 452, 5.2, 112],
      [21, 6400, 1344, 0, 0],
    ]);
    const t = addToBookTotals(emptyBookTotals(), rows);
    expect([t.baseCents, t.vatCents, t.recargoCents, t.totalCents]).toEqual([8550, 1796, 112, 10458]);
  });

  it('declares recargo on the goods’ base only in the 303', () => {
    const s = emptyVatSummary();
    addToVatSummary(s, sale);
    expect(s.accrued['21']).toMatchObject({ baseCents: 8550, quotaCents: 1796 });
    expect(s.recargo).toEqual({ '5.2': { recargoRate: 5.2, baseCents: 2150, quotaCents: 112 } });
  });
});
