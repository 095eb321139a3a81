/**
 * #/reports/349: the modelo 349 of a quarter (RIVA arts. 78–81), by devengo date, from the
 * quarter's tax aggregate (sums per operator and key, kept by the commands); the year's earlier
 * quarters' aggregates say what was declared for the periods a rectificativa corrects.
 */
import { Model349FileButton } from './accountingFiles';
import { formatEuros } from '../domain/money';
import { declaredFrom, model349Declaration } from '../domain/taxModels/model349';
import { model349SumsOf } from '../domain/reports/taxAggregates';
import type { Model349Declaration, Model349Period } from '../domain/taxModels/types';
import { QUARTER_LABEL } from './messages';
import { useQuarterPeriod } from './PeriodPicker';
import { CsvButton, FigureHeader, NoRows, ReportResult, ReportScreen, TotalsFoot, useCompany } from './ReportParts';
import { QUARTERS, type Quarter } from './reportModel';
import { reportRepository } from './reportRepository';
import { model349Csv } from './taxModelCsv';
import { M349_TEXT } from './taxModelMessages';
import { useReportRun } from './useReportRun';

interface Result349 {
  year: number;
  quarter: Quarter;
  declaration: Model349Declaration;
}

const periodOf = (q: Quarter) => `${q}T` as Model349Period;

function Records({ d }: { d: Model349Declaration }) {
  const operations = d.records.filter((r) => !r.rectification);
  const rectifications = d.records.filter((r) => r.rectification);
  return (
    <>
      <div className="table-responsive" tabIndex={0} role="region" aria-label={M349_TEXT.operations}>
        <table className="table table-sm align-middle" data-testid="m349-operations">
          <caption className="caption-top fw-semibold text-body">{M349_TEXT.operations}</caption>
          <thead>
            <tr>
              <th scope="col">{M349_TEXT.vatNumber}</th>
              <th scope="col">{M349_TEXT.name}</th>
              <th scope="col">{M349_TEXT.key}</th>
              <FigureHeader>{M349_TEXT.base}</FigureHeader>
            </tr>
          </thead>
          <tbody>
            {operations.length === 0 && <NoRows columns={4}>{M349_TEXT.none}</NoRows>}
            {operations.map((r) => (
              <tr key={`${r.countryCode}${r.vatNumber}-${r.key}`}>
                <td className="text-nowrap">
                  {r.countryCode}
                  {r.vatNumber}
                </td>
                <td>{r.name}</td>
                <td title={M349_TEXT.keys[r.key]}>{r.key}</td>
                <td className="text-end text-nowrap">{formatEuros(r.baseCents)}</td>
              </tr>
            ))}
          </tbody>
          <TotalsFoot label={M349_TEXT.totals(d.operatorCount)} span={3}>
            <td className="text-end text-nowrap" data-testid="m349-total">
              {formatEuros(d.totalBaseCents)}
            </td>
          </TotalsFoot>
        </table>
      </div>
      {rectifications.length > 0 && (
        <div className="table-responsive" tabIndex={0} role="region" aria-label={M349_TEXT.rectifications}>
          <table className="table table-sm align-middle" data-testid="m349-rectifications">
            <caption className="caption-top fw-semibold text-body">{M349_TEXT.rectifications}</caption>
            <thead>
              <tr>
                <th scope="col">{M349_TEXT.vatNumber}</th>
                <th scope="col">{M349_TEXT.name}</th>
                <th scope="col">{M349_TEXT.key}</th>
                <th scope="col">{M349_TEXT.period}</th>
                <FigureHeader>{M349_TEXT.corrected}</FigureHeader>
                <FigureHeader>{M349_TEXT.previous}</FigureHeader>
              </tr>
            </thead>
            <tbody>
              {rectifications.map((r) => (
                <tr key={`${r.rectification?.year}${r.rectification?.period}-${r.countryCode}${r.vatNumber}-${r.key}`}>
                  <td className="text-nowrap">
                    {r.countryCode}
                    {r.vatNumber}
                  </td>
                  <td>{r.name}</td>
                  <td title={M349_TEXT.keys[r.key]}>{r.key}</td>
                  <td>
                    {r.rectification?.period} {r.rectification?.year}
                  </td>
                  <td className="text-end text-nowrap">{formatEuros(r.rectification?.correctedBaseCents ?? 0)}</td>
                  <td className="text-end text-nowrap">{formatEuros(r.rectification?.previouslyDeclaredCents ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

export default function Model349Page() {
  const company = useCompany();
  const report = useReportRun<Result349>();
  const period = useQuarterPeriod(report.reset);

  const generate = () => {
    const chosen = period.check();
    if (chosen === null) return;
    const { year: asked, quarter: q } = chosen;
    report.run(async (ctx) => {
      // The quarter and the year's earlier ones, one aggregate document each (issue 32). Each line
      // already knows the earlier period a rectificativa corrects (dated when it was issued).
      const figures = await reportRepository.taxQuarters(company.id, asked, QUARTERS.slice(0, q));
      ctx.signal.throwIfAborted();
      const earlier: Model349Declaration[] = [];
      for (let e = 1; e < q; e++) {
        earlier.push(model349Declaration(model349SumsOf(figures[e - 1]!), asked, periodOf(e as Quarter), declaredFrom(earlier)));
      }
      const declaration = model349Declaration(model349SumsOf(figures[q - 1]!), asked, periodOf(q), declaredFrom(earlier));
      return { year: asked, quarter: q, declaration };
    });
  };

  return (
    <ReportScreen title={M349_TEXT.title} intro={M349_TEXT.description} fields={period.field} run={report} onGenerate={generate}>
      {(result) => (
        <ReportResult
          bar={
            <>
              <h2 className="h5 mb-0 me-auto">
                {QUARTER_LABEL[result.quarter]} de {result.year}
              </h2>
              <CsvButton fileBase={`${M349_TEXT.file}-${result.year}-${result.quarter}T`} table={() => model349Csv(result.declaration)} />
              <Model349FileButton declaration={result.declaration} />
            </>
          }
        >
          <Records d={result.declaration} />
          <p className="small text-body-secondary">{M349_TEXT.rule}</p>
        </ReportResult>
      )}
    </ReportScreen>
  );
}
