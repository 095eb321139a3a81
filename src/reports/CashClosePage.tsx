/**
 * #/reports/cash-close: Cierre de caja of one day (today in Madrid unless another is picked). Reads
 * the day's facturas simplificadas in one query of at most CASH_CLOSE_LIMIT documents and folds them
 * with the domain's cashClose: per payment method, sales and rectificativas, and the cash the drawer
 * should have taken. Annulled tickets are shown apart and never added; the screen says so, and says
 * when the limit was reached.
 */
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import { parseIsoDate } from '../domain/dates';
import { madridIsoDate } from '../domain/invoiceDates';
import { formatEuros } from '../domain/money';
import { COUNTER_PAYMENT_METHODS, type CashCloseRow } from '../domain/simplifiedInvoice';
import { PAYMENT_METHOD_LABEL } from '../invoices/messages';
import { CASH_CLOSE_LIMIT, cashCloseReport, type CashCloseReport, type TicketGroup } from './cashClose';
import { BOOK_TEXT, CASH_TEXT, formatCount } from './messages';
import { cashCloseCsv } from './reportCsv';
import { CsvButton, EurosCell, FigureHeader, ReportResult, ReportScreen, TotalsFoot, useCompany } from './ReportParts';
import { reportRepository } from './reportRepository';
import { useReportRun } from './useReportRun';

function RowCells({ row }: { row: CashCloseRow }) {
  return (
    <>
      <td className="text-end">{formatCount(row.salesCount)}</td>
      <EurosCell cents={row.salesCents} />
      <td className="text-end">{formatCount(row.rectificativaCount)}</td>
      <EurosCell cents={row.rectificativaCents} />
    </>
  );
}

function CloseTable({ report }: { report: CashCloseReport }) {
  const { byMethod, total } = report.close;
  return (
    <div className="table-responsive">
      <table className="table table-sm table-striped align-middle w-auto" data-testid="cash-close-table">
        <caption className="caption-top">{CASH_TEXT.heading(report.day)}</caption>
        <thead>
          <tr>
            <th scope="col">{CASH_TEXT.method}</th>
            <FigureHeader>{CASH_TEXT.salesCount}</FigureHeader>
            <FigureHeader>{CASH_TEXT.sales}</FigureHeader>
            <FigureHeader>{CASH_TEXT.rectificativaCount}</FigureHeader>
            <FigureHeader>{CASH_TEXT.rectificativas}</FigureHeader>
            <FigureHeader>{CASH_TEXT.net}</FigureHeader>
          </tr>
        </thead>
        <tbody>
          {COUNTER_PAYMENT_METHODS.map((m) => (
            <tr key={m} data-testid={`cash-close-${m}`}>
              <th scope="row" className="fw-normal">
                {PAYMENT_METHOD_LABEL[m]}
              </th>
              <RowCells row={byMethod[m]} />
              <EurosCell cents={byMethod[m].totalCents} />
            </tr>
          ))}
        </tbody>
        <TotalsFoot label={BOOK_TEXT.totalsRow} span={1}>
          <RowCells row={total} />
          <EurosCell cents={total.totalCents} testId="cash-close-total" />
        </TotalsFoot>
      </table>
    </div>
  );
}

/** Tickets that are shown but not added: annulled, or issued without a counter payment method. */
function ApartNote({ group, text, testId }: { group: TicketGroup; text: typeof CASH_TEXT.annulled; testId: string }) {
  if (group.count === 0) return null;
  return (
    <Alert variant="secondary" className="small py-2" data-testid={testId}>
      {text(group.count, formatEuros(group.totalCents), group.numbers.join(', '))}
    </Alert>
  );
}

export default function CashClosePage() {
  const company = useCompany();
  const report = useReportRun<CashCloseReport>();
  const [day, setDay] = useState(() => madridIsoDate(new Date()));
  const [invalid, setInvalid] = useState(false);

  const generate = () => {
    if (!parseIsoDate(day)) {
      setInvalid(true);
      return;
    }
    report.run(async () => cashCloseReport(day, await reportRepository.simplifiedInvoicesOfDay(company.id, day, CASH_CLOSE_LIMIT)));
  };

  const field = (
    <Col xs={8} sm={4} lg={3}>
      <Form.Group controlId="cash-close-day">
        <Form.Label>{CASH_TEXT.day}</Form.Label>
        <Form.Control
          type="date"
          value={day}
          isInvalid={invalid}
          onChange={(e) => {
            setDay(e.target.value);
            setInvalid(false);
            report.reset();
          }}
        />
        <Form.Control.Feedback type="invalid">{CASH_TEXT.dayInvalid}</Form.Control.Feedback>
      </Form.Group>
    </Col>
  );

  return (
    <ReportScreen title={CASH_TEXT.title} intro={CASH_TEXT.description} fields={field} run={report} onGenerate={generate}>
      {(result) => (
        <ReportResult
          invoices={result.read}
          bar={
            <>
              <p className="mb-0 me-auto fs-5" data-testid="cash-expected">
                {CASH_TEXT.cashExpected(formatEuros(result.close.byMethod.efectivo.totalCents))}
              </p>
              <CsvButton fileBase={`${CASH_TEXT.file}-${result.day}`} table={() => cashCloseCsv(result)} />
            </>
          }
        >
          {result.limitReached && (
            <Alert variant="warning" data-testid="cash-close-limit">
              {CASH_TEXT.limitReached(CASH_CLOSE_LIMIT)}
            </Alert>
          )}
          {result.close.total.count === 0 && <p className="text-body-secondary">{CASH_TEXT.none}</p>}
          <CloseTable report={result} />
          <ApartNote group={result.annulled} text={CASH_TEXT.annulled} testId="cash-close-annulled" />
          <ApartNote group={result.unassigned} text={CASH_TEXT.unassigned} testId="cash-close-unassigned" />
          <p className="small text-body-secondary">{CASH_TEXT.countedRule}</p>
          <p className="small text-body-secondary" data-testid="cash-till-note">
            {CASH_TEXT.tillNote}
          </p>
        </ReportResult>
      )}
    </ReportScreen>
  );
}
