/**
 * #/reports/stock-valuation: Valoración de existencias at today's date. Reads
 * the stock levels by product code, 500 at a time, with the exact value the
 * stock writer keeps and this year's cost of sales; shows the rows 100 at a
 * time and the totals.
 */
import Form from 'react-bootstrap/Form';
import { madridIsoDate } from '../domain/invoiceDates';
import { formatEuros } from '../domain/money';
import { formatQuantity } from '../domain/quantity';
import { REPORT_TEXT, STOCK_TEXT } from './messages';
import { stockCsv } from './reportCsv';
import { CsvButton, GenerateButton, ReportTitle, RunStatus, useCompany, useRowWindow } from './ReportParts';
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
              <th scope="col" className="text-end">
                {STOCK_TEXT.quantity}
              </th>
              <th scope="col">{STOCK_TEXT.unit}</th>
              <th scope="col" className="text-end">
                {STOCK_TEXT.averageCost}
              </th>
              <th scope="col" className="text-end">
                {STOCK_TEXT.value}
              </th>
              <th scope="col" className="text-end">
                {STOCK_TEXT.costOfSales(result.year)}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.rows.length === 0 && (
              <tr>
                <td colSpan={7} className="text-body-secondary">
                  {STOCK_TEXT.none}
                </td>
              </tr>
            )}
            {visible.map((r) => (
              <tr key={r.categoryId} data-testid="valuation-row">
                <td className="text-nowrap">{r.code}</td>
                <th scope="row" className="fw-normal">
                  {r.name}
                </th>
                <td className="text-end text-nowrap">{formatQuantity(r.quantity)}</td>
                <td>{r.unit}</td>
                <td className="text-end text-nowrap">{formatEuros(r.averageCostCents)}</td>
                <td className="text-end text-nowrap">{formatEuros(r.valueCents)}</td>
                <td className="text-end text-nowrap">{formatEuros(r.costOfSalesCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="fw-semibold">
              <th scope="row" colSpan={5}>
                {REPORT_TEXT.total} · {STOCK_TEXT.products(result.totals.products)}
              </th>
              <td className="text-end text-nowrap" data-testid="valuation-total">
                {formatEuros(result.totals.valueCents)}
              </td>
              <td className="text-end text-nowrap" data-testid="valuation-cost-of-sales">
                {formatEuros(result.totals.costOfSalesCents)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {pager}
    </>
  );
}

export default function StockValuationPage() {
  const company = useCompany();
  const { state, run, cancel } = useReportRun<ValuationResult>();

  const generate = () =>
    run(async ({ signal, progress }) => {
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
    <section aria-labelledby="report-title">
      <ReportTitle title={STOCK_TEXT.title}>{STOCK_TEXT.description}</ReportTitle>
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          generate();
        }}
      >
        <GenerateButton running={state.status === 'running'} />
      </Form>
      <RunStatus state={state} onCancel={cancel} unit="products" />
      {state.status === 'done' && (
        <div className="mt-3" data-testid="report-result">
          <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
            <p className="mb-0 me-auto">
              {STOCK_TEXT.asOf(state.result.date)} · {STOCK_TEXT.value}: <strong>{formatEuros(state.result.totals.valueCents)}</strong> ·{' '}
              {STOCK_TEXT.costOfSales(state.result.year)}: <strong>{formatEuros(state.result.totals.costOfSalesCents)}</strong>
            </p>
            <CsvButton fileBase={STOCK_TEXT.file} table={() => stockCsv(state.result.rows, state.result.totals, state.result.year)} />
          </div>
          <ValuationTable result={state.result} />
        </div>
      )}
    </section>
  );
}
