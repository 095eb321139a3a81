/**
 * #/reports/390: the year's VAT summary (modelo 390) from its four quarters: the four
 * quarters' tax aggregates (the 303's fold of their invoices, kept by the commands), summed for
 * the year, and each quarter's 303 settled in turn with what the one before left pending (from
 * the amount pending on 1 January).
 */
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { madridIsoDate } from '../domain/invoiceDates';
import { formatEuros } from '../domain/money';
import { carriedCompensation, model303Boxes, type Model303Sums } from '../domain/taxModels/model303';
import { model303SumsOf, sumFigures } from '../domain/reports/taxAggregates';
import { model390 } from '../domain/taxModels/model390';
import type { Model303Boxes, TaxQuarter } from '../domain/taxModels/types';
import { QUARTER_LABEL } from './messages';
import { useYearField } from './PeriodFields';
import { Model390FileButton } from './Model390FileButton';
import { CsvButton, ReportResult, ReportScreen, useCompany } from './ReportParts';
import { QUARTERS } from './reportModel';
import { reportRepository } from './reportRepository';
import { model390Csv } from './taxModelCsv';
import { BOXES_390, M303_TEXT, M390_TEXT } from './taxModelMessages';
import { BoxTable, usePendingField } from './TaxModelParts';
import { useReportRun } from './useReportRun';

interface Result390 {
  year: number;
  year303: Model303Sums;
  quarters: Model303Sums[];
}

function settle(r: Result390, pendingCents: number, q4Refund: boolean): Model303Boxes[] {
  const out: Model303Boxes[] = [];
  let pending = pendingCents;
  r.quarters.forEach((sums, i) => {
    const q = (i + 1) as TaxQuarter;
    const boxes = model303Boxes(sums, r.year, q, { pendingCompensationCents: pending, q4Refund: q === 4 ? q4Refund : false });
    out.push(boxes);
    pending = carriedCompensation(boxes);
  });
  return out;
}

function Result({ r }: { r: Result390 }) {
  const pending = usePendingField('m390-pending', M390_TEXT.pending, M390_TEXT.pendingHelp);
  const [refund, setRefund] = useState(true);
  let quarters: Model303Boxes[] | null = null;
  let boxes: ReturnType<typeof model390> | null = null;
  let problem: string | null = null;
  try {
    quarters = pending.cents === null ? null : settle(r, pending.cents, refund);
    boxes = quarters ? model390(r.year, r.year303, quarters) : null;
  } catch (e) {
    problem = M303_TEXT.noDesign(e instanceof Error ? e.message.replace(/^model390NoBoxForRate:[^:]*:/, 'model303NoBoxForRate:') : String(e));
  }
  return (
    <ReportResult
      bar={
        <>
          <h2 className="h5 mb-0 me-auto">{r.year}</h2>
          {boxes && <CsvButton fileBase={`${M390_TEXT.file}-${r.year}`} table={() => model390Csv(boxes)} />}
          {boxes && <Model390FileButton result={boxes} />}
        </>
      }
    >
      {pending.field}
      <Form.Check id="m390-refund" className="mb-2" label={M390_TEXT.refund} checked={refund} onChange={(e) => setRefund(e.target.checked)} />
      {problem && (
        <p className="text-danger" role="alert">
          {problem}
        </p>
      )}
      {quarters && (
        <ul className="list-unstyled small" aria-label={M390_TEXT.quarters} data-testid="m390-quarters">
          {quarters.map((q) => (
            <li key={q.quarter}>
              {QUARTER_LABEL[q.quarter]}: {M303_TEXT.resultType[q.resultType]} {formatEuros(q.resultCents)}
            </li>
          ))}
        </ul>
      )}
      {boxes && <BoxTable id="m390" caption={M390_TEXT.title} boxes={boxes.boxes} table={BOXES_390} />}
      <p className="small text-body-secondary">{M390_TEXT.note}</p>
    </ReportResult>
  );
}

export default function Model390Page() {
  const company = useCompany();
  const report = useReportRun<Result390>();
  const [currentYear] = useState(() => Number(madridIsoDate(new Date()).slice(0, 4)));
  const year = useYearField(() => currentYear, report.reset);

  const generate = () => {
    const asked = year.check();
    if (asked === null) return;
    report.run(async (ctx) => {
      // The year's four quarter aggregates (issue 32): four reads, whatever the number of invoices.
      const figures = await reportRepository.taxQuarters(company.id, asked, QUARTERS);
      ctx.signal.throwIfAborted();
      return { year: asked, year303: model303SumsOf(sumFigures(figures)), quarters: figures.map(model303SumsOf) };
    });
  };

  return (
    <ReportScreen title={M390_TEXT.title} intro={M390_TEXT.description} fields={year.field} run={report} onGenerate={generate}>
      {(r) => <Result r={r} />}
    </ReportScreen>
  );
}
