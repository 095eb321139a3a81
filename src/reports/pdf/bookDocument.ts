/**
 * The libro registro (expedidas or recibidas) as a pdfmake document
 * definition: pure, unit-tested without rendering. A4 landscape; every page
 * carries the company's name and NIF and the period in its header and repeats
 * the table's header row; the totals close the table.
 */
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatEuros, formatPercent } from '../../domain/money';
import type { BookRow, BookTotals } from '../invoiceBook';
import { BOOK_TEXT, isoToSpanish, rateLabel, REPORT_TEXT } from '../messages';
import type { DateRange, ReportKind } from '../reportModel';

const MUTED = '#555555';

export interface BookPdfInput {
  kind: ReportKind;
  company: { name: string; nif: string };
  range: DateRange;
  rows: readonly BookRow[];
  totals: BookTotals;
}

const money = (cents: number | null, bold = false): TableCell => ({
  text: cents === null ? '' : formatEuros(cents),
  alignment: 'right',
  noWrap: true,
  bold,
});

/** Under the number: what a rectificativa corrects, its type (R1–R5) and kind (S/I). */
function note(r: BookRow): string {
  const kind = BOOK_TEXT.rectKind(r.rectificationCode, r.rectificationMode);
  if (r.replacesNumber) return BOOK_TEXT.replaces(r.replacesNumber);
  if (r.rectifiesNumber) return [BOOK_TEXT.rectifies(r.rectifiesNumber), kind].filter(Boolean).join(' · ');
  return kind;
}

export function bookPdfFileName(kind: ReportKind, range: DateRange): string {
  const t = kind === 'output' ? BOOK_TEXT.issued : BOOK_TEXT.received;
  return `${t.file}-${range.from}-${range.to}.pdf`;
}

export function bookDocument(input: BookPdfInput): TDocumentDefinitions {
  const t = input.kind === 'output' ? BOOK_TEXT.issued : BOOK_TEXT.received;
  const purchase = input.kind === 'input';
  const th = (text: string, alignment: 'left' | 'right' = 'left'): TableCell => ({ text, style: 'th', alignment });
  const header: TableCell[] = [
    th(t.number),
    th(t.date),
    ...(purchase ? [th(BOOK_TEXT.vendorNumber), th(BOOK_TEXT.vendorDate)] : []),
    th(BOOK_TEXT.operationDate),
    th(t.party),
    th(BOOK_TEXT.nif),
    th(BOOK_TEXT.base, 'right'),
    th(BOOK_TEXT.vatRate, 'right'),
    th(BOOK_TEXT.vatQuota, 'right'),
    th(BOOK_TEXT.recargoRate, 'right'),
    th(BOOK_TEXT.recargoQuota, 'right'),
    th(BOOK_TEXT.total, 'right'),
    th(BOOK_TEXT.irpf, 'right'),
  ];
  const body: TableCell[][] = input.rows.map((r) => {
    const n = note(r);
    return [
      n ? { stack: [r.numberText, { text: n, style: 'small' }] } : r.numberText,
      isoToSpanish(r.date),
      ...(purchase ? [r.vendorInvoiceNumber ?? '', isoToSpanish(r.vendorInvoiceDate)] : []),
      isoToSpanish(r.operationDate),
      r.partyName,
      r.partyNif,
      money(r.baseCents),
      { text: rateLabel(r.vatRate, r.exemption), alignment: 'right' },
      money(r.vatCents),
      { text: r.recargoRate ? formatPercent(r.recargoRate) : '', alignment: 'right' },
      money(r.recargoCents),
      money(r.totalCents),
      money(r.irpfCents),
    ];
  });
  const tt = input.totals;
  const totalsRow: TableCell[] = [
    { text: BOOK_TEXT.totalsRow, bold: true },
    { text: BOOK_TEXT.invoices(tt.invoices), colSpan: purchase ? 6 : 4 },
    ...Array.from({ length: purchase ? 5 : 3 }, () => ''),
    money(tt.baseCents, true),
    '',
    money(tt.vatCents, true),
    '',
    money(tt.recargoCents, true),
    money(tt.totalCents, true),
    money(tt.irpfCents, true),
  ];
  const widths = purchase
    ? ['auto', 'auto', 'auto', 'auto', 'auto', '*', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto']
    : ['auto', 'auto', 'auto', '*', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto'];
  const period = REPORT_TEXT.period(input.range.from, input.range.to);
  const table: Content = {
    table: { headerRows: 1, widths, body: [header, ...body, totalsRow] },
    layout: 'lightHorizontalLines',
  };
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [30, 60, 30, 40],
    info: { title: `${t.title} ${period}`, author: input.company.name },
    header: () => ({
      columns: [
        { text: [{ text: `${t.title}\n`, bold: true, fontSize: 11 }, { text: `${input.company.name} · NIF ${input.company.nif}` }] },
        { text: `Periodo: ${period}`, alignment: 'right' },
      ],
      margin: [30, 20, 30, 0],
      fontSize: 8,
    }),
    footer: (currentPage: number, pageCount: number) => ({
      text: `Página ${currentPage} de ${pageCount}`,
      style: 'small',
      alignment: 'center',
      margin: [0, 14, 0, 0],
    }),
    content: [table],
    styles: {
      th: { fontSize: 7, bold: true, color: MUTED },
      small: { fontSize: 6.5, color: MUTED },
    },
    defaultStyle: { fontSize: 7.5 },
  };
}
