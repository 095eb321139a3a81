/**
 * #/reports/stock-valuation: Valoración de existencias at today's date. Reads
 * the stock levels by product code, 500 at a time, with the exact value the
 * stock writer keeps and this year's cost of sales; shows the rows 100 at a
 * time and the totals.
 */
import { madridIsoDate } from '../domain/invoiceDates';
import { formatEuros } from '../domain/money';
import { formatQuantity } from '../domain/quantity';
import { REPORT_TEXT, STOCK_TEXT } from './messages';
import { stockCsv } from './reportCsv';
import { FigureHeader, CsvButton, EurosCell, NoRows, TotalsFoot, ReportResult, ReportScreen, useCompany, useRowWindow } from './ReportParts';
import { reportRepository } from './reportRepository';
import { addToValuation, emptyValuationTotals, valuationRow, type ValuationRow, type ValuationTotals } from './stockValuation';
import { useReportRun } from './useReportRun';

interface ValuationResult {
  date: string;
  year: string;
  rows: ValuationRow[];
  totals: ValuationTotals;
}

function ValuationTable({ result }: { result: ValuationResult }) {
  const { visible, pager } = useRowWindow(result.rows);
  return (
    <>
      <div className="table-responsive">
        <table className="table table-sm table-striped align-middle" data-testid="valuation-table">
          <caption className="caption-top">
            {STOCK_TEXT.title} · {STOCK_TEXT.asOf(result.date)}
          </caption>
          <thead>
            <tr>
              <th scope="col">{STOCK_TEXT.code}</th>
              <th scope="col">{STOCK_TEXT.name}</th>
              <FigureHeader>{STOCK_TEXT.quantity}</FigureHeader>
              <th scope="col">{STOCK_TEXT.unit}</th>
              <FigureHeader>{STOCK_TEXT.averageCost}</FigureHeader>
              <FigureHeader>{STOCK_TEXT.value}</FigureHeader>
              <FigureHeader>{STOCK_TEXT.costOfSales(result.year)}</FigureHeader>
            </tr>
          </thead>
          <tbody>
            {result.rows.length === 0 && <NoRows columns={7}>{STOCK_TEXT.none}</NoRows>}
            {visible.map((r) => (
              <tr key={r.categoryId} data-testid="valuation-row">
                <td className="text-nowrap">{r.code}</td>
                <th scope="row" className="fw-normal">
                  {r.name}
                </th>
                <td className="text-end text-nowrap">{formatQuantity(r.quantity)}</td>
                <td>{r.unit}</td>
                <EurosCell cents={r.averageCostCents} />
                <EurosCell cents={r.valueCents} />
                <EurosCell cents={r.costOfSalesCents} />
              </tr>
            ))}
          </tbody>
          <TotalsFoot label={`${REPORT_TEXT.total} · ${STOCK_TEXT.products(result.totals.products)}`} span={5}>
            <EurosCell cents={result.totals.valueCents} testId="valuation-total" />
            <EurosCell cents={result.totals.costOfSalesCents} testId="valuation-cost-of-sales" />
          </TotalsFoot>
        </table>
      </div>
      {pager}
    </>
  );
}

export default function StockValuationPage() {
  const company = useCompany();
  const report = useReportRun<ValuationResult>();

  const generate = () =>
    report.run(async ({ signal, progress }) => {
      const date = madridIsoDate(new Date());
      const year = date.slice(0, 4);
      const rows: ValuationRow[] = [];
      let totals = emptyValuationTotals();
      await reportRepository.streamStock(company.id, {
        signal,
        onPage: (items, read) => {
          for (const item of items) {
            const row = valuationRow(item, year);
            if (row) {
              rows.push(row);
              totals = addToValuation(totals, row);
            }
          }
          progress(read, null);
        },
      });
      return { date, year, rows, totals };
    });

  return (
    <ReportScreen title={STOCK_TEXT.title} intro={STOCK_TEXT.description} run={report} onGenerate={generate} unit="products">
      {(result) => (
        <ReportResult
          bar={
            <>
              <p className="mb-0 me-auto">
                {STOCK_TEXT.asOf(result.date)} · {STOCK_TEXT.value}: <strong>{formatEuros(result.totals.valueCents)}</strong> ·{' '}
                {STOCK_TEXT.costOfSales(result.year)}: <strong>{formatEuros(result.totals.costOfSalesCents)}</strong>
              </p>
              <CsvButton fileBase={STOCK_TEXT.file} table={() => stockCsv(result.rows, result.totals, result.year)} />
            </>
          }
        >
          <ValuationTable result={result} />
        </ReportResult>
      )}
    </ReportScreen>
  );
}
