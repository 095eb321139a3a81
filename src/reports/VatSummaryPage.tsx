/**
 * #/reports/vat: Resumen de IVA por trimestre as the modelo 303's boxes. Folds
 * the quarter's sales and purchases, taken by their devengo date (`taxDate`),
 * page by page into sums per box.
 */
import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { madridIsoDate } from '../domain/invoiceDates';
import { formatEuros, formatPercent } from '../domain/money';
import { boxLabel, causeLabel, QUARTER_LABEL, VAT_TEXT } from './messages';
import { QuarterField, YearField } from './PeriodFields';
import { vatCsv } from './reportCsv';
import { currentQuarter, quarterRange, validateYear, type Quarter } from './reportModel';
import { CsvButton, GenerateButton, ReportTitle, RunStatus, useCompany } from './ReportParts';
import { foldSalesAndPurchases } from './streamBoth';
import { useReportRun } from './useReportRun';
import { addToVatSummary, emptyVatSummary, form303, type Row303, type VatSummary } from './vatSummary';

interface VatResult {
  year: number;
  quarter: Quarter;
  summary: VatSummary;
}

/** An amount with its box: "[07] 1.000,00 €"; the cell's test id names the box. */
function BoxAmount({ box, cents }: { box: string | null; cents: number | null }) {
  if (cents === null) return <td />;
  return (
    <td className="text-end text-nowrap" data-testid={box ? `vat-box-${box}` : undefined}>
      {box && <span className="badge text-bg-light border me-1">{boxLabel(box)}</span>}
      {formatEuros(cents)}
    </td>
  );
}

function conceptOf(r: Row303): string {
  const text = VAT_TEXT.concepts[r.concept];
  return r.cause ? `${text}: ${causeLabel(r.cause)}` : text;
}

function FormTable({ id, caption, rows }: { id: string; caption: string; rows: Row303[] }) {
  return (
    // Focusable so a keyboard can scroll it on a narrow screen (axe: scrollable-region-focusable).
    <div className="table-responsive" tabIndex={0} role="region" aria-label={caption}>
      <table className="table table-sm align-middle" data-testid={`vat-${id}`}>
        <caption className="caption-top fw-semibold text-body">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{VAT_TEXT.concept}</th>
            <th scope="col" className="text-end">
              {VAT_TEXT.base}
            </th>
            <th scope="col" className="text-end">
              {VAT_TEXT.rate}
            </th>
            <th scope="col" className="text-end">
              {VAT_TEXT.quota}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr
              key={`${r.concept}-${r.rate ?? ''}-${r.cause ?? ''}-${i}`}
              className={r.boxes.base === null && r.baseCents === null ? 'fw-semibold' : undefined}
            >
              <th scope="row" className="fw-normal">
                {conceptOf(r)}
              </th>
              <BoxAmount box={r.boxes.base} cents={r.baseCents} />
              <td className="text-end text-nowrap">
                {r.rate !== null && (
                  <>
                    {r.boxes.rate && <span className="badge text-bg-light border me-1">{boxLabel(r.boxes.rate)}</span>}
                    {formatPercent(r.rate)}
                  </>
                )}
              </td>
              <BoxAmount box={r.boxes.quota} cents={r.quotaCents} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function VatResultView({ result }: { result: VatResult }) {
  const f = form303(result.summary, result.year);
  return (
    <div className="mt-3" data-testid="report-result">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 className="h5 mb-0 me-auto">
          {QUARTER_LABEL[result.quarter]} de {result.year}
        </h2>
        <CsvButton fileBase={`${VAT_TEXT.file}-${result.year}-${result.quarter}T`} table={() => vatCsv(result.summary, result.year)} />
      </div>
      <FormTable id="accrued" caption={VAT_TEXT.accrued} rows={f.accrued} />
      <FormTable id="deductible" caption={VAT_TEXT.deductible} rows={f.deductible} />
      <FormTable id="result" caption={VAT_TEXT.result} rows={[f.result]} />
      <p className="small text-body-secondary">{VAT_TEXT.resultNote}</p>
      <FormTable id="info" caption={VAT_TEXT.info} rows={f.info} />
      {f.outside.length > 0 && (
        <>
          <FormTable id="outside" caption={VAT_TEXT.outside} rows={f.outside} />
          <p className="small text-body-secondary">{VAT_TEXT.outsideNote}</p>
        </>
      )}
    </div>
  );
}

export default function VatSummaryPage() {
  const company = useCompany();
  const [params, setParams] = useState(() => {
    const { year, quarter } = currentQuarter(madridIsoDate(new Date()));
    return { year: String(year), quarter };
  });
  const [yearInvalid, setYearInvalid] = useState(false);
  const { state, run, cancel, reset } = useReportRun<VatResult>();

  const generate = () => {
    const year = validateYear(params.year);
    setYearInvalid(year === null);
    if (year === null) return;
    const quarter = params.quarter;
    run(async (ctx) => {
      const summary = emptyVatSummary();
      await foldSalesAndPurchases(company.id, quarterRange(year, quarter), ctx, (invoice) => addToVatSummary(summary, invoice), 'taxDate');
      return { year, quarter, summary };
    });
  };

  return (
    <section aria-labelledby="report-title">
      <ReportTitle title={VAT_TEXT.title}>
        {VAT_TEXT.description} {VAT_TEXT.dateNote}
      </ReportTitle>
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          generate();
        }}
      >
        <Row className="g-2 align-items-start">
          <QuarterField
            quarter={params.quarter}
            onChange={(quarter) => {
              setParams((p) => ({ ...p, quarter }));
              reset();
            }}
          />
          <YearField
            year={params.year}
            invalid={yearInvalid}
            onChange={(year) => {
              setParams((p) => ({ ...p, year }));
              setYearInvalid(false);
              reset();
            }}
          />
          <Col xs="auto" className="align-self-end">
            <GenerateButton running={state.status === 'running'} />
          </Col>
        </Row>
      </Form>
      <RunStatus state={state} onCancel={cancel} />
      {state.status === 'done' && <VatResultView result={state.result} />}
    </section>
  );
}
