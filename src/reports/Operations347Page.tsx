/**
 * #/reports/347: Operaciones con terceros (modelo 347) for a year, from the year's 347 party
 * documents and quarter aggregates kept by the commands (src/domain/reports/taxAggregates.ts),
 * plus the year's sales paid in cash (the only invoices it reads).
 * For timing: click "Generar" (data-testid report-generate) and wait for
 * [data-testid="report-result"] (present only once everything was read; its data-invoices says how
 * many invoices of the year the figures cover).
 */
import { madridIsoDate } from '../domain/invoiceDates';
import { formatEuros } from '../domain/money';
import { formatCount, M347_TEXT, QUARTER_SHORT } from './messages';
import { addCashTo347, finish347, type Exclusion347, type Report347 } from './operations347';
import { accumulator347Of, sumFigures, vatSummaryOf } from '../domain/reports/taxAggregates';
import { reportRepository } from './reportRepository';
import { useYearField } from './PeriodFields';
import { csv347 } from './reportCsv';
import { QUARTERS, yearRange } from './reportModel';
import { FigureHeader, CsvButton, EurosCell, NoRows, ReportResult, TotalsFoot, ReportScreen, useCompany } from './ReportParts';
import { useReportRun } from './useReportRun';

interface Result347 {
  year: number;
  report: Report347;
  invoices: number;
}

/** The parties of one side (clients: ventas, clave B; vendors: compras, clave A) with their total. */
function PartyTable({ side, report }: { side: 'clients' | 'vendors'; report: Report347 }) {
  const parties = report[side];
  const totals = report.totals[side];
  return (
    <div className="table-responsive">
      <table className="table table-sm table-striped align-middle" data-testid={`m347-${side}`}>
        <caption className="caption-top fw-semibold text-body">{M347_TEXT[side]}</caption>
        <thead>
          <tr>
            <th scope="col">{M347_TEXT.nif}</th>
            <th scope="col">{M347_TEXT.name}</th>
            {QUARTERS.map((q) => (
              <FigureHeader key={q}>{QUARTER_SHORT[q]}</FigureHeader>
            ))}
            <FigureHeader>{M347_TEXT.annual}</FigureHeader>
            <FigureHeader>{M347_TEXT.cash}</FigureHeader>
          </tr>
        </thead>
        <tbody>
          {parties.length === 0 && <NoRows columns={8}>{M347_TEXT.none}</NoRows>}
          {parties.map((p) => (
            <tr key={`${p.nif}|${p.name}|${p.operationYear ?? ''}`} data-testid="m347-row">
              <td className="text-nowrap">{p.nif || <span className="text-body-secondary">{M347_TEXT.withoutNif}</span>}</td>
              <th scope="row" className="fw-normal">
                {p.name}
                {p.premisesRental && <span className="d-block small text-body-secondary">{M347_TEXT.premises}</span>}
                {p.operationYear !== undefined && <span className="d-block small text-body-secondary">{M347_TEXT.lateCash(p.operationYear)}</span>}
              </th>
              {p.quarters.map((c, i) => (
                <EurosCell key={i} cents={c} />
              ))}
              <td className="text-end text-nowrap fw-semibold">{formatEuros(p.totalCents)}</td>
              <EurosCell cents={p.cashCents || null} testId="m347-cash" />
            </tr>
          ))}
        </tbody>
        <TotalsFoot label={side === 'clients' ? M347_TEXT.totalClients : M347_TEXT.totalVendors} span={2}>
          {totals.quarters.map((c, i) => (
            <EurosCell key={i} cents={c} />
          ))}
          <EurosCell cents={totals.totalCents} testId={`m347-${side}-total`} />
          <EurosCell cents={totals.cashCents || null} />
        </TotalsFoot>
      </table>
    </div>
  );
}

/** How much was left out of the 347 and why (RGAT art. 33.2). */
function Excluded({ excluded }: { excluded: Record<Exclusion347, number> }) {
  const reasons = (Object.keys(excluded) as Exclusion347[]).filter((k) => excluded[k] !== 0);
  if (reasons.length === 0) return null;
  return (
    <div className="table-responsive">
      <table className="table table-sm w-auto" data-testid="m347-excluded">
        <caption className="caption-top fw-semibold text-body">{M347_TEXT.excludedTitle}</caption>
        <tbody>
          {reasons.map((k) => (
            <tr key={k}>
              <th scope="row" className="fw-normal">
                {M347_TEXT.excluded[k]}
              </th>
              <EurosCell cents={excluded[k]} testId={`m347-excluded-${k}`} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function Operations347Page() {
  const company = useCompany();
  const report = useReportRun<Result347>();
  const year = useYearField(() => Number(madridIsoDate(new Date()).slice(0, 4)) - 1, report.reset);

  const generate = () => {
    const asked = year.check();
    if (asked === null) return;
    report.run(async (ctx) => {
      // The year's parties and quarters as the commands keep them (issue 32): one read per party and
      // side, four for the quarters (what was left out, how many invoices); never the invoices.
      const [parties, quarters] = await Promise.all([
        reportRepository.taxParties347(company.id, asked, ctx.signal),
        reportRepository.taxQuarters(company.id, asked, QUARTERS),
      ]);
      const yearFigures = sumFigures(quarters);
      const acc = accumulator347Of(parties, yearFigures);
      // Cash changes with payments, not with the invoice: the sales paid «en efectivo» this year, this
      // year's and earlier years' (RGAT art. 35.5), are read apart.
      await reportRepository.streamCashSales(company.id, yearRange(asked), {
        signal: ctx.signal,
        onPage: (paid) => paid.forEach((invoice) => addCashTo347(acc, invoice, asked)),
      });
      const { issued, received } = vatSummaryOf(yearFigures).invoices;
      return { year: asked, report: finish347(acc), invoices: issued + received };
    });
  };

  return (
    <ReportScreen title={M347_TEXT.title} intro={M347_TEXT.description} fields={year.field} run={report} onGenerate={generate}>
      {(result) => (
        <ReportResult
          invoices={result.invoices}
          bar={
            <>
              <h2 className="h5 mb-0 me-auto">
                Ejercicio {result.year} · {formatCount(result.invoices)} facturas del ejercicio
              </h2>
              <CsvButton fileBase={`${M347_TEXT.file}-${result.year}`} table={() => csv347(result.report)} />
            </>
          }
        >
          <PartyTable side="clients" report={result.report} />
          <PartyTable side="vendors" report={result.report} />
          <Excluded excluded={result.report.excluded} />
          <p className="small text-body-secondary">{M347_TEXT.rule}</p>
        </ReportResult>
      )}
    </ReportScreen>
  );
}
