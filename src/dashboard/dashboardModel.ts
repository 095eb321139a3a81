/**
 * Inicio's figures, from the two summary documents (src/domain/summaries.ts)
 * and today's date in Madrid: this month and last month, what is pending and
 * overdue, the 12-month series of the chart, and the list each figure links to.
 * Pure: no Firebase, no React. Amounts are integer cents.
 */
import { esNumberFormat, formatExact } from '../domain/format';
import { formatEuros } from '../domain/money';
import {
  emptyInvoiceSummary,
  emptyStockSummary,
  lastMonths,
  overdueCents,
  pendingCents,
  shiftMonth,
  type InvoiceSummary,
  type MonthFigures,
  type StockSummary,
} from '../domain/summaries';

const SHORT_MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];
const LONG_MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** A calendar month: `YYYY-MM`, its first and last day, and its Spanish names. */
export interface MonthRange {
  key: string;
  from: string;
  to: string;
  /** "nov 2026" (chart axis). */
  shortLabel: string;
  /** "noviembre de 2026". */
  label: string;
}

export function monthRange(key: string): MonthRange {
  const year = Number(key.slice(0, 4));
  const month = Number(key.slice(5, 7));
  // Day 0 of the next month is the last day of this one (UTC: no daylight-saving edge).
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return {
    key,
    from: `${key}-01`,
    to: `${key}-${String(lastDay).padStart(2, '0')}`,
    shortLabel: `${SHORT_MONTHS[month - 1]} ${year}`,
    label: `${LONG_MONTHS[month - 1]} de ${year}`,
  };
}

export interface ChartMonth extends MonthFigures {
  month: MonthRange;
}

export interface DashboardFigures {
  today: string;
  thisMonth: MonthRange;
  lastMonth: MonthRange;
  salesThisMonthCents: number;
  salesLastMonthCents: number;
  purchasesThisMonthCents: number;
  receivableCents: number;
  overdueReceivableCents: number;
  payableCents: number;
  stockValueCents: number;
  belowMinimumCount: number;
  /** The last 12 months, oldest first. */
  chart: ChartMonth[];
}

/** Missing summaries (a new company) are zeros. */
export function dashboardFigures(invoices: InvoiceSummary | null, stock: StockSummary | null, today: string): DashboardFigures {
  const inv = invoices ?? emptyInvoiceSummary();
  const stk = stock ?? emptyStockSummary();
  const thisMonth = monthRange(shiftMonth(today, 0));
  const lastMonth = monthRange(shiftMonth(today, -1));
  const month = (key: string): MonthFigures => inv.months[key] ?? { salesBaseCents: 0, purchasesBaseCents: 0 };
  return {
    today,
    thisMonth,
    lastMonth,
    salesThisMonthCents: month(thisMonth.key).salesBaseCents,
    salesLastMonthCents: month(lastMonth.key).salesBaseCents,
    purchasesThisMonthCents: month(thisMonth.key).purchasesBaseCents,
    receivableCents: pendingCents(inv.receivable),
    overdueReceivableCents: overdueCents(inv.receivable, today),
    payableCents: pendingCents(inv.payable),
    stockValueCents: stk.valueCents,
    belowMinimumCount: stk.belowMinimumCount,
    chart: lastMonths(inv, today, 12).map(({ month: key, ...figures }) => ({ month: monthRange(key), ...figures })),
  };
}

/**
 * A company with nothing to show yet: no issued invoice (no month with sales or purchases, nothing
 * pending), no stock value, nothing below its minimum and no movement. Its Inicio says what to do
 * first instead of a chart and cards of zeros. Drafts are not counted: they are not business yet.
 */
export function nothingYet(invoices: InvoiceSummary, stock: StockSummary, movementCount: number): boolean {
  return (
    Object.keys(invoices.months).length === 0 &&
    Object.keys(invoices.receivable).length === 0 &&
    Object.keys(invoices.payable).length === 0 &&
    stock.valueCents === 0 &&
    stock.belowMinimumCount === 0 &&
    movementCount === 0
  );
}

// ---- The chart -----------------------------------------------------------------------

const WHOLE_EUROS = esNumberFormat({ style: 'currency', currency: 'EUR', maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** "12.000 €": an axis tick (cents rounded to whole euros, half away from zero). */
export function formatWholeEuros(amountCents: number): string {
  const euros = Math.sign(amountCents) * Math.round(Math.abs(amountCents) / 100);
  return formatExact(WHOLE_EUROS, euros, 0);
}

/** What a screen reader hears for the chart: the period and the totals, the detail is in the table. */
export function chartSummary(chart: ChartMonth[]): string {
  if (chart.length === 0) return 'Sin datos de ventas ni compras.';
  const sales = chart.reduce((a, m) => a + m.salesBaseCents, 0);
  const purchases = chart.reduce((a, m) => a + m.purchasesBaseCents, 0);
  const period = `de ${chart[0]!.month.label} a ${chart[chart.length - 1]!.month.label}`;
  if (sales === 0 && purchases === 0) return `Ventas y compras por mes ${period}: no hay facturas emitidas en ese periodo.`;
  const best = chart.reduce((a, m) => (m.salesBaseCents > a.salesBaseCents ? m : a), chart[0]!);
  const bestText = best.salesBaseCents > 0 ? ` El mes de más ventas fue ${best.month.label} (${formatEuros(best.salesBaseCents)}).` : '';
  return (
    `Ventas y compras por mes ${period} (base imponible): ventas ${formatEuros(sales)} en total, ` +
    `compras ${formatEuros(purchases)}.${bestText} La tabla de datos tiene el detalle de cada mes.`
  );
}

// ---- Where each figure leads ------------------------------------------------------

export type FigureId =
  'salesThisMonth' | 'salesLastMonth' | 'purchasesThisMonth' | 'receivable' | 'overdue' | 'payable' | 'stockValue' | 'belowMinimum';

const range = (m: MonthRange) => `from=${m.from}&to=${m.to}`;

/** The list that explains each figure (paths read by InvoiceList and StockListPage). */
export function figureLinks(f: Pick<DashboardFigures, 'thisMonth' | 'lastMonth'>): Record<FigureId, string> {
  return {
    salesThisMonth: `/invoices/output?${range(f.thisMonth)}`,
    salesLastMonth: `/invoices/output?${range(f.lastMonth)}`,
    purchasesThisMonth: `/invoices/input?${range(f.thisMonth)}`,
    receivable: '/invoices/output?status=pendiente',
    overdue: '/invoices/output?status=vencida',
    payable: '/invoices/input?status=pendiente',
    stockValue: '/reports/stock-valuation',
    belowMinimum: '/stock?belowMinimum=1',
  };
}
