/**
 * #/reports/347: Operaciones con terceros (modelo 347) for a year. Folds the
 * year's sales and purchases page by page into one accumulator per party.
 * For timing: click "Generar" (data-testid report-generate) and wait for
 * [data-testid="report-result"] (present only once every invoice was read).
 */
import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { madridIsoDate } from '../domain/invoiceDates';
import { formatEuros } from '../domain/money';
import { formatCount, M347_TEXT, QUARTER_SHORT } from './messages';
import { addTo347, empty347, finish347, type Exclusion347, type Party347, type Report347, type Totals347 } from './operations347';
import { YearField } from './PeriodFields';
import { csv347 } from './reportCsv';
import { QUARTERS, validateYear, yearRange } from './reportModel';
import { CsvButton, GenerateButton, ReportTitle, RunStatus, useCompany } from './ReportParts';
import { foldSalesAndPurchases } from './streamBoth';
import { useReportRun } from './useReportRun';

interface Result347 {
  year: number;
  report: Report347;
  invoices: number;
}

function PartyTable({
  id,
  caption,
  parties,
  totals,
  totalLabel,
}: {
  id: string;
  caption: string;
  parties: Party347[];
  totals: Totals347;
  totalLabel: string;
}) {
  return (
    <div className="table-responsive">
      <table className="table table-sm table-striped align-middle" data-testid={`m347-${id}`}>
        <caption className="caption-top fw-semibold text-body">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{M347_TEXT.nif}</th>
            <th scope="col">{M347_TEXT.name}</th>
            {QUARTERS.map((q) => (
              <th key={q} scope="col" className="text-end">
                {QUARTER_SHORT[q]}
              </th>
            ))}
            <th scope="col" className="text-end">
              {M347_TEXT.annual}
            </th>
            <th scope="col" className="text-end">
              {M347_TEXT.cash}
            </th>
          </tr>
        </thead>
        <tbody>
          {parties.length === 0 && (
            <tr>
              <td colSpan={8} className="text-body-secondary">
                {M347_TEXT.none}
              </td>
            </tr>
          )}
          {parties.map((p) => (
            <tr key={`${p.nif}|${p.name}`} data-testid="m347-row">
              <td className="text-nowrap">{p.nif || <span className="text-body-secondary">{M347_TEXT.withoutNif}</span>}</td>
              <th scope="row" className="fw-normal">
                {p.name}
                {p.premisesRental && <span className="d-block small text-body-secondary">{M347_TEXT.premises}</span>}
              </th>
              {p.quarters.map((c, i) => (
                <td key={i} className="text-end text-nowrap">
                  {formatEuros(c)}
                </td>
              ))}
              <td className="text-end text-nowrap fw-semibold">{formatEuros(p.totalCents)}</td>
              <td className="text-end text-nowrap" data-testid="m347-cash">
                {p.cashCents ? formatEuros(p.cashCents) : ''}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="fw-semibold">
            <th scope="row" colSpan={2}>
              {totalLabel}
            </th>
            {totals.quarters.map((c, i) => (
              <td key={i} className="text-end text-nowrap">
                {formatEuros(c)}
              </td>
            ))}
            <td className="text-end text-nowrap" data-testid={`m347-${id}-total`}>
              {formatEuros(totals.totalCents)}
            </td>
            <td className="text-end text-nowrap">{totals.cashCents ? formatEuros(totals.cashCents) : ''}</td>
          </tr>
        </tfoot>
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
              <td className="text-end text-nowrap" data-testid={`m347-excluded-${k}`}>
                {formatEuros(excluded[k])}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function Operations347Page() {
  const company = useCompany();
  const [yearText, setYearText] = useState(() => String(Number(madridIsoDate(new Date()).slice(0, 4)) - 1));
  const [yearInvalid, setYearInvalid] = useState(false);
  const { state, run, cancel, reset } = useReportRun<Result347>();

  const generate = () => {
    const year = validateYear(yearText);
    setYearInvalid(year === null);
    if (year === null) return;
    run(async (ctx) => {
      const acc = empty347();
      let invoices = 0;
      await foldSalesAndPurchases(company.id, yearRange(year), ctx, (invoice) => {
        addTo347(acc, invoice);
        invoices += 1;
      });
      return { year, report: finish347(acc), invoices };
    });
  };

  const result = state.status === 'done' ? state.result : null;
  return (
    <section aria-labelledby="report-title">
      <ReportTitle title={M347_TEXT.title}>{M347_TEXT.description}</ReportTitle>
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          generate();
        }}
      >
        <Row className="g-2 align-items-start">
          <YearField
            year={yearText}
            invalid={yearInvalid}
            onChange={(y) => {
              setYearText(y);
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
      {result && (
        <div className="mt-3" data-testid="report-result" data-invoices={result.invoices}>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
            <h2 className="h5 mb-0 me-auto">
              Ejercicio {result.year} · {formatCount(result.invoices)} facturas leídas
            </h2>
            <CsvButton fileBase={`${M347_TEXT.file}-${result.year}`} table={() => csv347(result.report)} />
          </div>
          <PartyTable
            id="clients"
            caption={M347_TEXT.clients}
            parties={result.report.clients}
            totals={result.report.totals.clients}
            totalLabel={M347_TEXT.totalClients}
          />
          <PartyTable
            id="vendors"
            caption={M347_TEXT.vendors}
            parties={result.report.vendors}
            totals={result.report.totals.vendors}
            totalLabel={M347_TEXT.totalVendors}
          />
          <Excluded excluded={result.report.excluded} />
          <p className="small text-body-secondary">{M347_TEXT.rule}</p>
        </div>
      )}
    </section>
  );
}
