import { describe, expect, it } from 'vitest';
import type { InvoiceSummary } from '../domain/summaries';
import { chartSummary, dashboardFigures, figureLinks, formatWholeEuros, monthRange, nothingYet } from './dashboardModel';
import { emptyInvoiceSummary, emptyStockSummary } from '../domain/summaries';

const nbsp = (s: string) => s.replace(/ €/g, '\u00a0€');

const summary: InvoiceSummary = {
  months: {
    '2026-11': { salesBaseCents: 125_050, purchasesBaseCents: 75_000 },
    '2026-10': { salesBaseCents: 89_900, purchasesBaseCents: 30_000 },
    '2026-08': { salesBaseCents: 40_000, purchasesBaseCents: 0 },
    '2025-11': { salesBaseCents: 999_999, purchasesBaseCents: 1 },
  },
  receivable: { '2026-12-22': 121_000, '2026-11-12': 96_800, '2026-11-22': 500, '2026-10-13': 48_400 },
  payable: { '2026-12-22': 72_600, '2026-11-01': 36_300 },
};

describe('monthRange', () => {
  it.each([
    ['2026-11', '2026-11-01', '2026-11-30', 'nov 2026', 'noviembre de 2026'],
    ['2026-02', '2026-02-01', '2026-02-28', 'feb 2026', 'febrero de 2026'],
    ['2028-02', '2028-02-01', '2028-02-29', 'feb 2028', 'febrero de 2028'],
    ['2026-12', '2026-12-01', '2026-12-31', 'dic 2026', 'diciembre de 2026'],
    ['2027-01', '2027-01-01', '2027-01-31', 'ene 2027', 'enero de 2027'],
    ['2026-09', '2026-09-01', '2026-09-30', 'sept 2026', 'septiembre de 2026'],
  ])('%s runs from %s to %s (%s, %s)', (key, from, to, shortLabel, label) => {
    expect(monthRange(key)).toEqual({ key, from, to, shortLabel, label });
  });
});

describe('dashboardFigures', () => {
  it.each([
    // today, this month's sales, last month's, purchases this month, overdue receivable
    ['2026-11-22', 125_050, 89_900, 75_000, 96_800 + 48_400],
    ['2026-11-12', 125_050, 89_900, 75_000, 48_400], // due today is not overdue yet
    ['2026-11-13', 125_050, 89_900, 75_000, 96_800 + 48_400],
    ['2026-12-01', 0, 125_050, 0, 96_800 + 48_400 + 500],
    ['2026-12-23', 0, 125_050, 0, 121_000 + 96_800 + 48_400 + 500],
    ['2026-10-01', 89_900, 0, 30_000, 0],
  ])('on %s: sales %i, last month %i, purchases %i, overdue %i', (today, sales, lastSales, purchases, overdue) => {
    const f = dashboardFigures(summary, { valueCents: 1_234_567, belowMinimumCount: 3 }, today);
    expect(f.salesThisMonthCents).toBe(sales);
    expect(f.salesLastMonthCents).toBe(lastSales);
    expect(f.purchasesThisMonthCents).toBe(purchases);
    expect(f.overdueReceivableCents).toBe(overdue);
    expect(f.receivableCents).toBe(121_000 + 96_800 + 500 + 48_400);
    expect(f.payableCents).toBe(72_600 + 36_300);
    expect(f.stockValueCents).toBe(1_234_567);
    expect(f.belowMinimumCount).toBe(3);
  });

  it('takes last month across the new year', () => {
    const f = dashboardFigures(summary, null, '2027-01-05');
    expect([f.thisMonth.key, f.lastMonth.key]).toEqual(['2027-01', '2026-12']);
    expect([f.lastMonth.from, f.lastMonth.to]).toEqual(['2026-12-01', '2026-12-31']);
  });

  it('charts the last 12 months, oldest first, with zeros where nothing was issued', () => {
    const chart = dashboardFigures(summary, null, '2026-11-22').chart;
    expect(chart.map((m) => m.month.shortLabel)).toEqual([
      'dic 2025',
      'ene 2026',
      'feb 2026',
      'mar 2026',
      'abr 2026',
      'may 2026',
      'jun 2026',
      'jul 2026',
      'ago 2026',
      'sept 2026',
      'oct 2026',
      'nov 2026',
    ]);
    expect(chart.map((m) => m.salesBaseCents)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 40_000, 0, 89_900, 125_050]);
    expect(chart.map((m) => m.purchasesBaseCents)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 30_000, 75_000]);
  });

  it('shows zeros for a new company without summaries', () => {
    const f = dashboardFigures(null, null, '2026-11-22');
    expect([
      f.salesThisMonthCents,
      f.salesLastMonthCents,
      f.purchasesThisMonthCents,
      f.receivableCents,
      f.overdueReceivableCents,
      f.payableCents,
      f.stockValueCents,
      f.belowMinimumCount,
    ]).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(f.chart).toHaveLength(12);
    expect(f.chart.every((m) => m.salesBaseCents === 0 && m.purchasesBaseCents === 0)).toBe(true);
  });
});

describe('formatWholeEuros', () => {
  it.each([
    [0, '0 €'],
    [49, '0 €'],
    [150, '2 €'],
    [123_456, '1.235 €'],
    [1_000_000_00, '1.000.000 €'],
    [-250, '-3 €'],
  ])('%i cents is %s', (cents, text) => {
    expect(formatWholeEuros(cents)).toBe(nbsp(text));
  });
});

describe('chartSummary', () => {
  it('names the period, the totals and the best month', () => {
    const text = chartSummary(dashboardFigures(summary, null, '2026-11-22').chart);
    expect(text).toBe(
      nbsp(
        'Ventas y compras por mes de diciembre de 2025 a noviembre de 2026 (base imponible): ventas 2.549,50 € en total, ' +
          'compras 1.050,00 €. El mes de más ventas fue noviembre de 2026 (1.250,50 €). La tabla de datos tiene el detalle de cada mes.',
      ),
    );
  });

  it('says when there is nothing to chart', () => {
    expect(chartSummary(dashboardFigures(null, null, '2026-11-22').chart)).toBe(
      'Ventas y compras por mes de diciembre de 2025 a noviembre de 2026: no hay facturas emitidas en ese periodo.',
    );
  });
});

describe('figureLinks', () => {
  it('sends each figure to the list that explains it', () => {
    const f = dashboardFigures(null, null, '2026-03-10');
    expect(figureLinks(f)).toEqual({
      salesThisMonth: '/invoices/output?from=2026-03-01&to=2026-03-31',
      salesLastMonth: '/invoices/output?from=2026-02-01&to=2026-02-28',
      purchasesThisMonth: '/invoices/input?from=2026-03-01&to=2026-03-31',
      receivable: '/invoices/output?status=pendiente',
      overdue: '/invoices/output?status=vencida',
      payable: '/invoices/input?status=pendiente',
      stockValue: '/reports/stock-valuation',
      belowMinimum: '/stock?belowMinimum=1',
    });
  });
});

describe('nothingYet', () => {
  const none = emptyInvoiceSummary();
  const noStock = emptyStockSummary();
  it.each<[string, Parameters<typeof nothingYet>, boolean]>([
    ['a new company: no summaries, no movements', [none, noStock, 0], true],
    ['a month with sales', [{ ...none, months: { '2026-11': { salesBaseCents: 100, purchasesBaseCents: 0 } } }, noStock, 0], false],
    ['a month with only purchases', [{ ...none, months: { '2026-11': { salesBaseCents: 0, purchasesBaseCents: 100 } } }, noStock, 0], false],
    ['something to collect', [{ ...none, receivable: { '2026-11-30': 100 } }, noStock, 0], false],
    ['something to pay', [{ ...none, payable: { '2026-11-30': 100 } }, noStock, 0], false],
    ['stock with a value', [none, { valueCents: 5, belowMinimumCount: 0 }, 0], false],
    ['a product below its minimum', [none, { valueCents: 0, belowMinimumCount: 1 }, 0], false],
    ['a movement (stock that went back to zero)', [none, noStock, 1], false],
  ])('%s: %s', (_what, args, expected) => {
    expect(nothingYet(...args)).toBe(expected);
  });
});
