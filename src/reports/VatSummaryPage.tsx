/**
 * #/reports/vat: Resumen de IVA por trimestre as the modelo 303's boxes, from the quarter's tax
 * aggregate (the sums of its sales and purchases by devengo date, `taxDate`, kept by the commands:
 * src/domain/reports/taxAggregates.ts): one read for the quarter, one per earlier quarter of the
 * year for the compensation it suggests.
 */
import { formatEuros, formatPercent } from '../domain/money';
import { boxLabel, causeLabel, QUARTER_LABEL, VAT_TEXT } from './messages';
import { useQuarterPeriod } from './PeriodPicker';
import { vatCsv } from './reportCsv';
import { QUARTERS, type Quarter } from './reportModel';
import { reportRepository } from './reportRepository';
import { model303SumsOf, vatSummaryOf } from '../domain/reports/taxAggregates';
import { FigureHeader, CsvButton, ReportResult, ReportScreen, useCompany } from './ReportParts';
import { useReportRun } from './useReportRun';
import { form303, type Row303, type VatSummary } from './vatSummary';
import { carriedCompensation, model303Boxes, type Model303Sums } from '../domain/taxModels/model303';
import { Model303Section } from './TaxModelParts';

interface VatResult {
  year: number;
  quarter: Quarter;
  summary: VatSummary;
  /** The same invoices folded as the complete 303. */
  sums: Model303Sums;
  /** What the year's earlier quarters leave pending ([110] suggested), from 0 on 1 January; null in Q1. */
  suggestedPending: number | null;
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
            <FigureHeader>{VAT_TEXT.base}</FigureHeader>
            <FigureHeader>{VAT_TEXT.rate}</FigureHeader>
            <FigureHeader>{VAT_TEXT.quota}</FigureHeader>
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
  const f = form303(result.summary, result.year, result.quarter);
  return (
    <ReportResult
      bar={
        <>
          <h2 className="h5 mb-0 me-auto">
            {QUARTER_LABEL[result.quarter]} de {result.year}
          </h2>
          <CsvButton
            fileBase={`${VAT_TEXT.file}-${result.year}-${result.quarter}T`}
            table={() => vatCsv(result.summary, result.year, result.quarter)}
          />
        </>
      }
    >
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
      <Model303Section sums={result.sums} year={result.year} quarter={result.quarter} suggestedPending={result.suggestedPending} />
    </ReportResult>
  );
}

export default function VatSummaryPage() {
  const company = useCompany();
  const report = useReportRun<VatResult>();
  const period = useQuarterPeriod(report.reset);

  const generate = () => {
    const chosen = period.check();
    if (chosen === null) return;
    const { year: asked, quarter: q } = chosen;
    report.run(async (ctx) => {
      // The quarter and the year's earlier ones, one aggregate document each (issue 32): never the invoices.
      const figures = await reportRepository.taxQuarters(company.id, asked, QUARTERS.slice(0, q));
      ctx.signal.throwIfAborted();
      const current = figures[q - 1]!;
      // The year's earlier quarters, each settled with what the one before left pending (from 0 on 1 January).
      let pending: number | null = null;
      for (let earlier = 1; earlier < q; earlier++) {
        const e = model303SumsOf(figures[earlier - 1]!);
        pending = carriedCompensation(model303Boxes(e, asked, earlier as Quarter, { pendingCompensationCents: pending ?? 0, q4Refund: false }));
      }
      return { year: asked, quarter: q, summary: vatSummaryOf(current), sums: model303SumsOf(current), suggestedPending: pending };
    });
  };

  return (
    <ReportScreen
      title={VAT_TEXT.title}
      intro={
        <>
          {VAT_TEXT.description} {VAT_TEXT.dateNote}
        </>
      }
      fields={period.field}
      run={report}
      onGenerate={generate}
    >
      {(result) => <VatResultView result={result} />}
    </ReportScreen>
  );
}
