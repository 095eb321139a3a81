/**
 * #/reports/vat: Resumen de IVA por trimestre (modelo 303 figures). Folds the
 * quarter's sales and purchases page by page into one line per rate.
 */
import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { madridIsoDate } from '../domain/invoiceDates';
import { formatEuros, formatPercent } from '../domain/money';
import { QUARTER_LABEL, rateLabel, REPORT_TEXT, VAT_TEXT } from './messages';
import { QuarterField, YearField } from './PeriodFields';
import { vatCsv } from './reportCsv';
import { currentQuarter, quarterRange, validateYear, type Quarter } from './reportModel';
import { CsvButton, GenerateButton, ReportTitle, RunStatus, useCompany } from './ReportParts';
import { foldSalesAndPurchases } from './streamBoth';
import { useReportRun } from './useReportRun';
import { addToVatSummary, emptyVatSummary, sortedRecargoLines, sortedVatLines, vatTotals, type VatLine, type VatSummary } from './vatSummary';

interface VatResult {
  year: number;
  quarter: Quarter;
  summary: VatSummary;
}

function RateTable({ id, caption, lines, totalBase, totalQuota }: { id: string; caption: string; lines: VatLine[]; totalBase: number; totalQuota: number }) {
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle" data-testid={`vat-${id}`}>
        <caption className="caption-top fw-semibold text-body">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{VAT_TEXT.rate}</th>
            <th scope="col" className="text-end">{VAT_TEXT.base}</th>
            <th scope="col" className="text-end">{VAT_TEXT.quota}</th>
          </tr>
        </thead>
        <tbody>
          {lines.length === 0 && (
            <tr>
              <td colSpan={3} className="text-body-secondary">
                {VAT_TEXT.none}
              </td>
            </tr>
          )}
          {lines.map((l) => (
            <tr key={`${l.exemption ?? ''}${l.vatRate}`}>
              <th scope="row" className="fw-normal">
                {rateLabel(l.vatRate, l.exemption)}
              </th>
              <td className="text-end text-nowrap">{formatEuros(l.baseCents)}</td>
              <td className="text-end text-nowrap">{formatEuros(l.vatCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="fw-semibold">
            <th scope="row">{REPORT_TEXT.total}</th>
            <td className="text-end text-nowrap" data-testid={`vat-${id}-base`}>
              {formatEuros(totalBase)}
            </td>
            <td className="text-end text-nowrap" data-testid={`vat-${id}-quota`}>
              {formatEuros(totalQuota)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function VatResultView({ result }: { result: VatResult }) {
  const s = result.summary;
  const t = vatTotals(s);
  const recargo = sortedRecargoLines(s.recargo);
  return (
    <div className="mt-3" data-testid="report-result">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 className="h5 mb-0 me-auto">
          {QUARTER_LABEL[result.quarter]} de {result.year}
        </h2>
        <CsvButton fileBase={`${VAT_TEXT.file}-${result.year}-${result.quarter}T`} table={() => vatCsv(s)} />
      </div>
      <RateTable id="issued" caption={VAT_TEXT.issued} lines={sortedVatLines(s.issued)} totalBase={t.issuedBaseCents} totalQuota={t.issuedVatCents} />
      <div className="table-responsive">
        <table className="table table-sm align-middle" data-testid="vat-recargo">
          <caption className="caption-top fw-semibold text-body">{VAT_TEXT.recargo}</caption>
          <thead>
            <tr>
              <th scope="col">{VAT_TEXT.recargoRate}</th>
              <th scope="col" className="text-end">{VAT_TEXT.base}</th>
              <th scope="col" className="text-end">{VAT_TEXT.quota}</th>
            </tr>
          </thead>
          <tbody>
            {recargo.length === 0 && (
              <tr>
                <td colSpan={3} className="text-body-secondary">
                  {VAT_TEXT.none}
                </td>
              </tr>
            )}
            {recargo.map((l) => (
              <tr key={l.recargoRate}>
                <th scope="row" className="fw-normal">
                  {formatPercent(l.recargoRate)}
                </th>
                <td className="text-end text-nowrap">{formatEuros(l.baseCents)}</td>
                <td className="text-end text-nowrap">{formatEuros(l.recargoCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="fw-semibold">
              <th scope="row">{REPORT_TEXT.total}</th>
              <td className="text-end text-nowrap">{formatEuros(t.recargoBaseCents)}</td>
              <td className="text-end text-nowrap" data-testid="vat-recargo-quota">
                {formatEuros(t.recargoCents)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <RateTable id="received" caption={VAT_TEXT.received} lines={sortedVatLines(s.received)} totalBase={t.receivedBaseCents} totalQuota={t.receivedVatCents} />
      <div className="table-responsive">
        <table className="table table-sm w-auto" data-testid="vat-result">
          <caption className="caption-top fw-semibold text-body">{VAT_TEXT.result}</caption>
          <tbody>
            <tr>
              <th scope="row" className="fw-normal">{VAT_TEXT.accrued}</th>
              <td className="text-end text-nowrap">{formatEuros(t.accruedCents)}</td>
            </tr>
            <tr>
              <th scope="row" className="fw-normal">{VAT_TEXT.deductible}</th>
              <td className="text-end text-nowrap">{formatEuros(t.deductibleCents)}</td>
            </tr>
            <tr className="fw-semibold">
              <th scope="row">{VAT_TEXT.difference}</th>
              <td className="text-end text-nowrap" data-testid="vat-difference">
                {formatEuros(t.resultCents)}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className="small text-body-secondary">{VAT_TEXT.resultNote}</p>
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
      await foldSalesAndPurchases(company.id, quarterRange(year, quarter), ctx, (invoice) => addToVatSummary(summary, invoice));
      return { year, quarter, summary };
    });
  };

  return (
    <section aria-labelledby="report-title">
      <ReportTitle title={VAT_TEXT.title}>{VAT_TEXT.description}</ReportTitle>
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
