/**
 * #/reports/issued and #/reports/received: the libro registro de facturas
 * expedidas / recibidas for a date range (the current quarter by default).
 * Reads the issued invoices whose devengo (taxDate) falls in the range, as the
 * 303 does, 500 at a time, keeps only the book's
 * rows and totals, shows the totals and the rows 100 at a time, and exports
 * every row as CSV or PDF.
 */
import { madridIsoDate } from '../domain/invoiceDates';
import { formatEuros, formatPercent } from '../domain/money';
import { addToBookTotals, BOOK_DATE_FIELD, bookRows, emptyBookTotals, sortBookRows, type BookRow, type BookTotals } from './invoiceBook';
import { BOOK_TEXT, isoToSpanish, rateLabel, REPORT_TEXT } from './messages';
import { useRangeField } from './PeriodFields';
import { bookCsv } from './reportCsv';
import { currentQuarter, quarterRange, type DateRange, type ReportKind } from './reportModel';
import {
  FigureHeader,
  CsvButton,
  EurosCell,
  NoRows,
  TotalsFoot,
  PdfButton,
  ReportResult,
  ReportScreen,
  useCompany,
  useRowWindow,
} from './ReportParts';
import { reportRepository } from './reportRepository';
import { useReportRun } from './useReportRun';
import { VatBookAeatButton } from './VatBookAeatButton';

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
              <FigureHeader>{BOOK_TEXT.base}</FigureHeader>
              <FigureHeader>{BOOK_TEXT.vatRate}</FigureHeader>
              <FigureHeader>{BOOK_TEXT.vatQuota}</FigureHeader>
              <FigureHeader>{BOOK_TEXT.recargoRate}</FigureHeader>
              <FigureHeader>{BOOK_TEXT.recargoQuota}</FigureHeader>
              <FigureHeader>{BOOK_TEXT.total}</FigureHeader>
              <FigureHeader>{BOOK_TEXT.irpf}</FigureHeader>
            </tr>
          </thead>
          <tbody>
            {result.rows.length === 0 && <NoRows columns={purchase ? 14 : 12}>{REPORT_TEXT.noInvoices}</NoRows>}
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
                <EurosCell cents={r.baseCents} />
                <td className="text-end text-nowrap">{rateLabel(r.vatRate, r.exemption)}</td>
                <EurosCell cents={r.vatCents} />
                <td className="text-end text-nowrap">{r.recargoRate ? formatPercent(r.recargoRate) : ''}</td>
                <EurosCell cents={r.recargoCents} />
                <EurosCell cents={r.totalCents} />
                <EurosCell cents={r.irpfCents} />
              </tr>
            ))}
          </tbody>
          <TotalsFoot label={`${BOOK_TEXT.totalsRow} · ${BOOK_TEXT.invoices(tt.invoices)}`} span={purchase ? 7 : 5}>
            <EurosCell cents={tt.baseCents} />
            <td />
            <EurosCell cents={tt.vatCents} />
            <td />
            <EurosCell cents={tt.recargoCents} />
            <EurosCell cents={tt.totalCents} />
            <EurosCell cents={tt.irpfCents} />
          </TotalsFoot>
        </table>
      </div>
      {pager}
    </>
  );
}

export function InvoiceBookPage({ kind }: { kind: ReportKind }) {
  const t = kind === 'output' ? BOOK_TEXT.issued : BOOK_TEXT.received;
  const company = useCompany();
  const report = useReportRun<BookResult>();
  const range = useRangeField(() => {
    const { year, quarter } = currentQuarter(madridIsoDate(new Date()));
    return quarterRange(year, quarter);
  }, report.reset);

  const generate = () => {
    const asked = range.check();
    if (!asked) return;
    report.run(async ({ signal, progress }) => {
      // By devengo (taxDate), as the 303 takes them, so a quarter's book and 303 add up
      // (RIVA art. 69.1); see DECISIONS.md "Tax findings of issue 28".
      const total = await reportRepository.countInvoices(company.id, kind, asked, BOOK_DATE_FIELD);
      progress(0, total);
      const rows: BookRow[] = [];
      let totals = emptyBookTotals();
      await reportRepository.streamInvoices(
        company.id,
        kind,
        asked,
        {
          signal,
          onPage: (invoices, read) => {
            for (const invoice of invoices) {
              const r = bookRows(invoice);
              rows.push(...r);
              totals = addToBookTotals(totals, r);
            }
            progress(read, Math.max(total, read));
          },
        },
        BOOK_DATE_FIELD,
      );
      return { range: asked, rows: sortBookRows(rows), totals };
    });
  };

  return (
    <ReportScreen
      title={t.title}
      intro={
        <>
          {t.description} {kind === 'output' ? REPORT_TEXT.dateNote.issued : REPORT_TEXT.dateNote.received}
        </>
      }
      fields={range.field}
      run={report}
      onGenerate={generate}
    >
      {(result) => (
        <ReportResult
          bar={
            <>
              <CsvButton fileBase={`${t.file}-${result.range.from}-${result.range.to}`} table={() => bookCsv(kind, result.rows, result.totals)} />
              <PdfButton
                make={async () => {
                  const { downloadBookPdf } = await import('./pdf/downloadBookPdf');
                  await downloadBookPdf({ kind, company, range: result.range, rows: result.rows, totals: result.totals });
                }}
              />
              <VatBookAeatButton kind={kind} range={result.range} rows={result.rows} company={company} />
            </>
          }
        >
          <BookTotalsLine totals={result.totals} />
          <BookTable kind={kind} result={result} title={t.title} />
        </ReportResult>
      )}
    </ReportScreen>
  );
}
