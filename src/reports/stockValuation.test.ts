import { describe, expect, it } from 'vitest';
import { addToValuation, emptyValuationTotals, valuationRow, type StockItem } from './stockValuation';

const item = (
  code: string,
  quantity: number,
  averageCostCents: number,
  valueCents: number,
  costOfSalesByYear: Record<string, number> = {},
): StockItem => ({
  categoryId: code,
  code,
  name: code,
  unit: 'ud',
  quantity,
  averageCostCents,
  valueCents,
  costOfSalesByYear,
});

describe('stock valuation', () => {
  it.each([
    ['the exact stored value, not 15 × 5,73 € = 85,95 €', item('A', 15, 573, 8600), 8600],
    ['3,25 kg worth 11,81 €, not 3,25 × 3,63 € = 11,80 €', item('B', 3.25, 363, 1181), 1181],
    ['negative stock (when the company allows it) lowers the value', item('D', -3, 200, -600), -600],
  ])('values %s', (_name, i, value) => {
    expect(valuationRow(i, '2026')?.valueCents).toBe(value);
  });

  it("shows the cost of the goods sold in the report's year only", () => {
    const row = valuationRow(item('A', 15, 573, 8600, { '2025': 99, '2026': 2000 }), '2026');
    expect(row).toMatchObject({ costOfSalesCents: 2000 });
    expect(row).not.toHaveProperty('costOfSalesByYear');
  });

  it('leaves out products with neither stock nor sales this year, and totals the rest', () => {
    const items = [
      item('A', 15, 573, 8600, { '2026': 2000 }),
      item('Z', 0, 999, 0, { '2025': 500 }),
      item('S', 0, 400, 0, { '2026': 1200 }),
      item('B', 3.25, 363, 1181),
    ];
    const rows = items.map((i) => valuationRow(i, '2026')).filter((r) => r !== null);
    expect(rows.map((r) => r.code)).toEqual(['A', 'S', 'B']);
    // S sold out this year: its cost of sales counts, it is not a product with stock.
    expect(rows.reduce(addToValuation, emptyValuationTotals())).toEqual({ products: 2, valueCents: 9781, costOfSalesCents: 3200 });
  });
});
