/**
 * The payment reports as CSV tables (headers + text cells) for src/shared/csv's toCsv, as the
 * other reports (src/reports/reportCsv.ts): amounts "1234,56", dates dd/mm/aaaa, each table closed
 * by the totals the screen shows. Pure: unit-tested.
 */
import { formatCentsPlain } from '../domain/money';
import { AGING_COLUMNS, type AgingReport } from '../domain/payments/aging';
import type { CashForecast } from '../domain/payments/forecast';
import type { Statement, StatementSide } from '../domain/payments/statement';
import { isoToSpanish } from '../reports/messages';
import type { CsvTableText } from '../reports/reportCsv';
import { AGING_TEXT, FORECAST_TEXT, STATEMENT_TEXT } from '../reports/paymentReportText';
import { debitCredit, statementDetail } from '../reports/pdf/statementDocument';
import { DUE_KIND_TEXT } from './carteraText';

const cents = formatCentsPlain;

/** `nifs`: each party's NIF by id, as its dues carry it (the aging rows do not). */
export function agingCsv(kind: 'output' | 'input', report: AgingReport, nifs: ReadonlyMap<string, string> = new Map()): CsvTableText {
  const headers = [
    DUE_KIND_TEXT[kind].party,
    'NIF',
    ...AGING_COLUMNS.map((c) => AGING_TEXT.columns[c]),
    AGING_TEXT.total,
    AGING_TEXT.dues,
    AGING_TEXT.oldest,
  ];
  const rows = report.rows.map((r) => [
    r.partyName || r.partyId,
    nifs.get(r.partyId) ?? '',
    ...AGING_COLUMNS.map((c) => cents(r[c])),
    cents(r.totalCents),
    String(r.dueCount),
    isoToSpanish(r.oldestDueDate),
  ]);
  const dues = report.rows.reduce((a, r) => a + r.dueCount, 0);
  rows.push([
    AGING_TEXT.total.toUpperCase(),
    '',
    ...AGING_COLUMNS.map((c) => cents(report.totals[c])),
    cents(report.totals.totalCents),
    String(dues),
    '',
  ]);
  return { headers, rows };
}

export function forecastCsv(f: CashForecast): CsvTableText {
  const headers = [FORECAST_TEXT.period, 'Desde', 'Hasta', FORECAST_TEXT.inflow, FORECAST_TEXT.outflow, FORECAST_TEXT.net, FORECAST_TEXT.balance];
  const figures = (x: { inflowCents: number; outflowCents: number; netCents: number; balanceCents: number }) => [
    cents(x.inflowCents),
    cents(x.outflowCents),
    cents(x.netCents),
    cents(x.balanceCents),
  ];
  return {
    headers,
    rows: [
      [FORECAST_TEXT.openingRow, '', '', '', '', '', cents(f.openingCents)],
      [FORECAST_TEXT.overdue, '', '', ...figures(f.overdue)],
      ...f.weeks.map((w) => [w.week, isoToSpanish(w.start), isoToSpanish(w.end), ...figures(w)]),
      [FORECAST_TEXT.later, '', '', ...figures(f.later)],
      [FORECAST_TEXT.total.toUpperCase(), '', '', ...figures(f.totals)],
    ],
  };
}

export function statementCsv(side: StatementSide, s: Statement): CsvTableText {
  const c = STATEMENT_TEXT.columns;
  const opt = (v: number | null) => (v === null ? '' : cents(v));
  return {
    headers: [c.date, c.type, c.number, c.detail, c.debit, c.credit, c.balance],
    rows: [
      [isoToSpanish(s.from), STATEMENT_TEXT.opening, '', '', '', '', cents(s.openingCents)],
      ...s.lines.map((l) => {
        const dc = debitCredit(l.amountCents);
        return [
          isoToSpanish(l.date),
          STATEMENT_TEXT.lineType(l.type, side),
          l.number,
          statementDetail(l.type, l.detail),
          opt(dc.debitCents),
          opt(dc.creditCents),
          cents(l.balanceCents),
        ];
      }),
      [isoToSpanish(s.to), STATEMENT_TEXT.closing, '', '', '', '', cents(s.closingCents)],
    ],
  };
}
