/**
 * #/reports/issued and #/reports/received: the libro registro de facturas
 * expedidas / recibidas for a date range (the current quarter by default).
 * Reads the issued invoices of the range 500 at a time, keeps only the book's
 * rows and totals, shows the totals and the rows 100 at a time, and exports
 * every row as CSV or PDF.
 */
import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { madridIsoDate } from '../domain/invoiceDates';
import { formatEuros, formatPercent } from '../domain/money';
import { addToBookTotals, bookRows, emptyBookTotals, type BookRow, type BookTotals } from './invoiceBook';
import { BOOK_TEXT, isoToSpanish, rateLabel, REPORT_TEXT } from './messages';
import { RangeFields } from './PeriodFields';
import { bookCsv } from './reportCsv';
import { currentQuarter, quarterRange, validateRange, type DateRange, type ReportKind } from './reportModel';
import { CsvButton, GenerateButton, PdfButton, ReportTitle, RunStatus, useCompany, useRowWindow } from './ReportParts';
import { reportRepository } from './reportRepository';
import { useReportRun } from './useReportRun';

interface BookResult {
  range: DateRange;
  rows: BookRow[];
  totals: BookTotals;
}

function BookTotalsLine({ totals }: { totals: BookTotals }) {
  const item = (label: string, cents: number, id: string) => (
    <span className="text-nowrap">
      {label}: <strong data-testid={`book-total-${id}`}>{formatEuros(cents)}</strong>
    </span>
  );
  return (
    <p className="d-flex flex-wrap gap-3 mb-2" data-testid="book-totals">
      <strong data-testid="book-total-invoices">{BOOK_TEXT.invoices(totals.invoices)}</strong>
      {item(BOOK_TEXT.base, totals.baseCents, 'base')}
      {item(BOOK_TEXT.vatQuota, totals.vatCents, 'vat')}
      {item(BOOK_TEXT.recargoQuota, totals.recargoCents, 'recargo')}
      {item(BOOK_TEXT.total, totals.totalCents, 'total')}
      {item(BOOK_TEXT.irpf, totals.irpfCents, 'irpf')}
    </p>
  );
}

function BookTable({ kind, result, title }: { kind: ReportKind; result: BookResult; title: string }) {
  const t = kind === 'output' ? BOOK_TEXT.issued : BOOK_TEXT.received;
  const purchase = kind === 'input';
  const { visible, pager } = useRowWindow(result.rows);
  const tt = result.totals;
  const money = (c: number | null) => <td className="text-end text-nowrap">{c === null ? '' : formatEuros(c)}</td>;
  return (
    <>
      <div className="table-responsive">
        <table className="table table-sm table-striped align-middle small" data-testid="book-table">
          <caption className="caption-top">
            {title} {REPORT_TEXT.period(result.range.from, result.range.to)}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t.number}</th>
              <th scope="col">{t.date}</th>
              {purchase && <th scope="col">{BOOK_TEXT.vendorNumber}</th>}
              {purchase && <th scope="col">{BOOK_TEXT.vendorDate}</th>}
              <th scope="col">{BOOK_TEXT.operationDate}</th>
              <th scope="col">{t.party}</th>
              <th scope="col">{BOOK_TEXT.nif}</th>
              <th scope="col" className="text-end">
                {BOOK_TEXT.base}
              </th>
              <th scope="col" className="text-end">
                {BOOK_TEXT.vatRate}
              </th>
              <th scope="col" className="text-end">
                {BOOK_TEXT.vatQuota}
              </th>
              <th scope="col" className="text-end">
                {BOOK_TEXT.recargoRate}
              </th>
              <th scope="col" className="text-end">
                {BOOK_TEXT.recargoQuota}
              </th>
              <th scope="col" className="text-end">
                {BOOK_TEXT.total}
              </th>
              <th scope="col" className="text-end">
                {BOOK_TEXT.irpf}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.rows.length === 0 && (
              <tr>
                <td colSpan={purchase ? 14 : 12} className="text-body-secondary">
                  {REPORT_TEXT.noInvoices}
                </td>
              </tr>
            )}
            {visible.map((r, i) => (
              <tr key={`${r.invoiceId}-${i}`} data-testid="book-row">
                <th scope="row" className="fw-normal text-nowrap">
                  {r.numberText}
                  {(r.rectifiesNumber || r.replacesNumber) && (
                    <span className="d-block text-body-secondary">
                      {r.replacesNumber ? BOOK_TEXT.replaces(r.replacesNumber) : BOOK_TEXT.rectifies(r.rectifiesNumber ?? '')}
                    </span>
                  )}
                  {r.rectificativa && !r.replacesNumber && (r.rectificationCode || r.rectificationMode) && (
                    <span className="d-block text-body-secondary" data-testid="book-rect-kind">
                      {BOOK_TEXT.rectKind(r.rectificationCode, r.rectificationMode)}
                    </span>
                  )}
                </th>
                <td className="text-nowrap">{isoToSpanish(r.date)}</td>
                {purchase && <td>{r.vendorInvoiceNumber}</td>}
                {purchase && <td className="text-nowrap">{isoToSpanish(r.vendorInvoiceDate)}</td>}
                <td className="text-nowrap" data-testid="book-operation-date">
                  {isoToSpanish(r.operationDate)}
                </td>
                <td>{r.partyName}</td>
                <td className="text-nowrap">{r.partyNif}</td>
                {money(r.baseCents)}
                <td className="text-end text-nowrap">{rateLabel(r.vatRate, r.exemption)}</td>
                {money(r.vatCents)}
                <td className="text-end text-nowrap">{r.recargoRate ? formatPercent(r.recargoRate) : ''}</td>
                {money(r.recargoCents)}
                {money(r.totalCents)}
                {money(r.irpfCents)}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="fw-semibold">
              <th scope="row" colSpan={purchase ? 7 : 5}>
                {BOOK_TEXT.totalsRow} · {BOOK_TEXT.invoices(tt.invoices)}
              </th>
              {money(tt.baseCents)}
              <td />
              {money(tt.vatCents)}
              <td />
              {money(tt.recargoCents)}
              {money(tt.totalCents)}
              {money(tt.irpfCents)}
            </tr>
          </tfoot>
        </table>
      </div>
      {pager}
    </>
  );
}

export function InvoiceBookPage({ kind }: { kind: ReportKind }) {
  const t = kind === 'output' ? BOOK_TEXT.issued : BOOK_TEXT.received;
  const company = useCompany();
  const [range, setRange] = useState<DateRange>(() => {
    const { year, quarter } = currentQuarter(madridIsoDate(new Date()));
    return quarterRange(year, quarter);
  });
  const [errors, setErrors] = useState<ReturnType<typeof validateRange>>({});
  const { state, run, cancel, reset } = useReportRun<BookResult>();

  const generate = () => {
    const problems = validateRange(range.from, range.to);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const asked = { ...range };
    run(async ({ signal, progress }) => {
      const total = await reportRepository.countInvoices(company.id, kind, asked);
      progress(0, total);
      const rows: BookRow[] = [];
      let totals = emptyBookTotals();
      await reportRepository.streamInvoices(company.id, kind, asked, {
        signal,
        onPage: (invoices, read) => {
          for (const invoice of invoices) {
            const r = bookRows(invoice);
            rows.push(...r);
            totals = addToBookTotals(totals, r);
          }
          progress(read, Math.max(total, read));
        },
      });
      return { range: asked, rows, totals };
    });
  };

  const result = state.status === 'done' ? state.result : null;
  return (
    <section aria-labelledby="report-title">
      <ReportTitle title={t.title}>
        {t.description} {kind === 'output' ? REPORT_TEXT.dateNote.issued : REPORT_TEXT.dateNote.received}
      </ReportTitle>
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          generate();
        }}
      >
        <Row className="g-2 align-items-start">
          <RangeFields
            from={range.from}
            to={range.to}
            errors={errors}
            onChange={(change) => {
              setRange((r) => ({ ...r, ...change }));
              setErrors({});
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
        <div className="mt-3" data-testid="report-result">
          <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
            <CsvButton fileBase={`${t.file}-${result.range.from}-${result.range.to}`} table={() => bookCsv(kind, result.rows, result.totals)} />
            <PdfButton
              make={async () => {
                const { downloadBookPdf } = await import('./pdf/downloadBookPdf');
                await downloadBookPdf({ kind, company, range: result.range, rows: result.rows, totals: result.totals });
              }}
            />
          </div>
          <BookTotalsLine totals={result.totals} />
          <BookTable kind={kind} result={result} title={t.title} />
        </div>
      )}
    </section>
  );
}
