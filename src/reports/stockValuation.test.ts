import { describe, expect, it } from 'vitest';
import { addToValuation, emptyValuationTotals, valuationRow, type StockItem } from './stockValuation';

const item = (code: string, quantity: number, averageCostCents: number): StockItem => ({ categoryId: code, code, name: code, unit: 'ud', quantity, averageCostCents });

describe('stock valuation', () => {
  it.each([
    [item('A', 10, 125), 1250],
    [item('B', 2.5, 199), 498], // 497,5 rounds half away from zero
    [item('C', 0.333, 1000), 333],
    [item('D', -3, 200), -600], // negative stock (when the company allows it) lowers the value
  ])('values %j at %i cents', (i, value) => {
    expect(valuationRow(i)?.valueCents).toBe(value);
  });

  it('leaves out products without stock and totals the rest', () => {
    const rows = [item('A', 10, 125), item('Z', 0, 999), item('B', 2.5, 199)].map(valuationRow).filter((r) => r !== null);
    expect(rows.map((r) => r.code)).toEqual(['A', 'B']);
    expect(rows.reduce(addToValuation, emptyValuationTotals())).toEqual({ products: 2, valueCents: 1748 });
  });
});
