import { describe, expect, it } from 'vitest';
import { computeTotals, type LineInput } from './documentTotals';
import { addBreakdowns } from './invoiceAmounts';

// Issue 28, finding 1: recargo de equivalencia only on goods (LIVA arts. 154–156). A rectificativa
// of an invoice with goods and a service at the same rate keeps the two groups apart when the
// figures are added (the invoice as it stands), so the service never picks up recargo.
const line = (quantity: number, unitPriceCents: number, service = false): LineInput => ({
  quantity,
  unitPriceCents,
  discountPct: 0,
  vatRate: 21,
  service,
});
const recargo = { recargoEquivalencia: true, irpfRate: 0 };

describe('an invoice with goods and a service, less a rectificativa of part of each', () => {
  it('adds group by group: goods with recargo, the service without', () => {
    // Original: goods 21,50 (IVA 4,52; RE 1,12) and labour 64,00 (IVA 13,44).
    const original = computeTotals([line(1, 2150), line(2, 3200, true)], recargo).breakdown;
    // Rectificativa: goods −21,50 (IVA −4,52; RE −1,12) and one hour of labour −32,00 (IVA −6,72).
    const credit = computeTotals([line(-1, 2150), line(-1, 3200, true)], recargo).breakdown;
    // What stands: no goods left (the group drops out), labour 32,00 with IVA 6,72 and no RE.
    expect(addBreakdowns(original, credit)).toEqual([
      { vatRate: 21, exemption: null, baseCents: 3200, vatCents: 672, recargoRate: 0, recargoCents: 0 },
    ]);
  });
});
