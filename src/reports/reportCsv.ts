/**
 * The reports as CSV tables (headers + text cells) for src/shared/csv's
 * toCsv, which writes what Spanish Excel opens (UTF-8 with BOM, ";", CRLF).
 * Amounts go as "1234,56" (decimal comma, no grouping, no symbol) so Excel
 * reads them as numbers; dates as dd/mm/aaaa. Each table ends with its totals
 * row(s), the same figures the screen shows. Pure: unit-tested.
 */
import { formatCentsPlain } from '../domain/money';
import { decimalComma } from '../shared/csv/csv';
import type { BookRow, BookTotals } from './invoiceBook';
import type { Party347, Report347, Totals347 } from './operations347';
import type { ReportKind } from './reportModel';
import type { ValuationRow, ValuationTotals } from './stockValuation';
import { sortedRecargoLines, sortedVatLines, vatTotals, type VatSummary } from './vatSummary';
import { BOOK_TEXT, isoToSpanish, M347_TEXT, QUARTER_SHORT, STOCK_TEXT, VAT_TEXT } from './messages';

export interface CsvTableText {
  headers: string[];
  rows: string[][];
}

const cents = formatCentsPlain;
const optCents = (v: number | null) => (v === null ? '' : cents(v));
const rateText = (r: Pick<BookRow, 'vatRate' | 'exemption'>) => (r.exemption ? `Exenta (${r.exemption})` : decimalComma(r.vatRate));

function bookNote(r: BookRow): string {
  if (r.replacesNumber) return BOOK_TEXT.replaces(r.replacesNumber);
  if (r.rectifiesNumber) return BOOK_TEXT.rectifies(r.rectifiesNumber);
  return '';
}

export function bookCsv(kind: ReportKind, rows: readonly BookRow[], totals: BookTotals): CsvTableText {
  const t = kind === 'output' ? BOOK_TEXT.issued : BOOK_TEXT.received;
  const purchase = kind === 'input';
  const headers = [
    t.number,
    t.date,
    ...(purchase ? [BOOK_TEXT.vendorNumber, BOOK_TEXT.vendorDate] : []),
    t.party,
    BOOK_TEXT.nif,
    BOOK_TEXT.base,
    BOOK_TEXT.vatRate,
    BOOK_TEXT.vatQuota,
    BOOK_TEXT.recargoRate,
    BOOK_TEXT.recargoQuota,
    BOOK_TEXT.irpf,
    BOOK_TEXT.total,
    'Observaciones',
  ];
  const body = rows.map((r) => [
    r.numberText,
    isoToSpanish(r.date),
    ...(purchase ? [r.vendorInvoiceNumber ?? '', isoToSpanish(r.vendorInvoiceDate)] : []),
    r.partyName,
    r.partyNif,
    cents(r.baseCents),
    rateText(r),
    cents(r.vatCents),
    r.recargoRate ? decimalComma(r.recargoRate) : '',
    cents(r.recargoCents),
    optCents(r.irpfCents),
    optCents(r.totalCents),
    bookNote(r),
  ]);
  const totalsRow = [
    BOOK_TEXT.totalsRow,
    BOOK_TEXT.invoices(totals.invoices),
    ...(purchase ? ['', ''] : []),
    '',
    '',
    cents(totals.baseCents),
    '',
    cents(totals.vatCents),
    '',
    cents(totals.recargoCents),
    cents(totals.irpfCents),
    cents(totals.totalCents),
    '',
  ];
  return { headers, rows: [...body, totalsRow] };
}

export function vatCsv(summary: VatSummary): CsvTableText {
  const headers = [VAT_TEXT.section, VAT_TEXT.rate, VAT_TEXT.base, VAT_TEXT.quota];
  const rows: string[][] = [];
  for (const l of sortedVatLines(summary.issued)) rows.push([VAT_TEXT.issued, rateText(l), cents(l.baseCents), cents(l.vatCents)]);
  for (const l of sortedRecargoLines(summary.recargo)) rows.push([VAT_TEXT.recargo, decimalComma(l.recargoRate), cents(l.baseCents), cents(l.recargoCents)]);
  for (const l of sortedVatLines(summary.received)) rows.push([VAT_TEXT.received, rateText(l), cents(l.baseCents), cents(l.vatCents)]);
  const t = vatTotals(summary);
  rows.push(
    [VAT_TEXT.accrued, '', cents(t.issuedBaseCents), cents(t.accruedCents)],
    [VAT_TEXT.deductible, '', cents(t.receivedBaseCents), cents(t.deductibleCents)],
    [VAT_TEXT.difference, '', '', cents(t.resultCents)],
  );
  return { headers, rows };
}

function partyRow(p: Party347): string[] {
  return [p.kind === 'output' ? M347_TEXT.kindSales : M347_TEXT.kindPurchases, p.nif, p.name, ...p.quarters.map(cents), cents(p.totalCents)];
}

function totalsRow347(label: string, t: Totals347): string[] {
  return [label, '', '', ...t.quarters.map(cents), cents(t.totalCents)];
}

export function csv347(report: Report347): CsvTableText {
  const headers = [M347_TEXT.kind, M347_TEXT.nif, M347_TEXT.name, QUARTER_SHORT[1], QUARTER_SHORT[2], QUARTER_SHORT[3], QUARTER_SHORT[4], M347_TEXT.annual];
  return {
    headers,
    rows: [
      ...report.clients.map(partyRow),
      totalsRow347(M347_TEXT.totalClients, report.totals.clients),
      ...report.vendors.map(partyRow),
      totalsRow347(M347_TEXT.totalVendors, report.totals.vendors),
    ],
  };
}

export function stockCsv(rows: readonly ValuationRow[], totals: ValuationTotals): CsvTableText {
  return {
    headers: [STOCK_TEXT.code, STOCK_TEXT.name, STOCK_TEXT.quantity, STOCK_TEXT.unit, STOCK_TEXT.averageCost, STOCK_TEXT.value],
    rows: [
      ...rows.map((r) => [r.code, r.name, decimalComma(r.quantity), r.unit, cents(r.averageCostCents), cents(r.valueCents)]),
      [BOOK_TEXT.totalsRow, STOCK_TEXT.products(totals.products), '', '', '', cents(totals.valueCents)],
    ],
  };
}
