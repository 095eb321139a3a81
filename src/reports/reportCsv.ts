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
import type { TaxQuarter } from '../domain/taxModels/types';
import type { ValuationRow, ValuationTotals } from './stockValuation';
import { form303, type Row303, type VatSummary } from './vatSummary';
import { COUNTER_PAYMENT_METHODS } from '../domain/simplifiedInvoice';
import { PAYMENT_METHOD_LABEL } from '../invoices/messages';
import type { CashCloseReport } from './cashClose';
import { BOOK_TEXT, CASH_TEXT, causeLabel, isoToSpanish, M347_TEXT, QUARTER_SHORT, STOCK_TEXT, VAT_TEXT } from './messages';

export interface CsvTableText {
  headers: string[];
  rows: string[][];
}

const cents = formatCentsPlain;
const optCents = (v: number | null) => (v === null ? '' : cents(v));
const rateText = (r: Pick<BookRow, 'vatRate' | 'exemption'>) => (r.exemption ? causeLabel(r.exemption) : decimalComma(r.vatRate));

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
    BOOK_TEXT.operationDate,
    t.party,
    BOOK_TEXT.nif,
    BOOK_TEXT.base,
    BOOK_TEXT.vatRate,
    BOOK_TEXT.vatQuota,
    BOOK_TEXT.recargoRate,
    BOOK_TEXT.recargoQuota,
    BOOK_TEXT.total,
    BOOK_TEXT.irpf,
    BOOK_TEXT.rectType,
    BOOK_TEXT.rectMode,
    BOOK_TEXT.notes,
  ];
  const body = rows.map((r) => [
    r.numberText,
    isoToSpanish(r.date),
    ...(purchase ? [r.vendorInvoiceNumber ?? '', isoToSpanish(r.vendorInvoiceDate)] : []),
    isoToSpanish(r.operationDate),
    r.partyName,
    r.partyNif,
    cents(r.baseCents),
    rateText(r),
    cents(r.vatCents),
    r.recargoRate ? decimalComma(r.recargoRate) : '',
    cents(r.recargoCents),
    optCents(r.totalCents),
    optCents(r.irpfCents),
    r.rectificationCode ?? '',
    r.rectificationMode ? BOOK_TEXT.rectModeCode[r.rectificationMode] : '',
    bookNote(r),
  ]);
  const totalsRow = [
    BOOK_TEXT.totalsRow,
    BOOK_TEXT.invoices(totals.invoices),
    ...(purchase ? ['', ''] : []),
    '',
    '',
    '',
    cents(totals.baseCents),
    '',
    cents(totals.vatCents),
    '',
    cents(totals.recargoCents),
    cents(totals.totalCents),
    cents(totals.irpfCents),
    '',
    '',
    '',
  ];
  return { headers, rows: [...body, totalsRow] };
}

function vatRow(section: string, r: Row303): string[] {
  const concept = r.cause ? `${VAT_TEXT.concepts[r.concept]}: ${causeLabel(r.cause)}` : VAT_TEXT.concepts[r.concept];
  return [
    section,
    concept,
    r.boxes.base ?? '',
    r.baseCents === null ? '' : cents(r.baseCents),
    r.boxes.rate ?? '',
    r.rate === null ? '' : decimalComma(r.rate),
    r.boxes.quota ?? '',
    r.quotaCents === null ? '' : cents(r.quotaCents),
  ];
}

/** The 303 of a quarter of `year`, one row per line of the form with its box numbers. */
/** `quarter` picks the 303 design in force (the 0,5 % recargo's boxes moved in 4T 2024). */
export function vatCsv(summary: VatSummary, year: number, quarter: TaxQuarter): CsvTableText {
  const f = form303(summary, year, quarter);
  const headers = [
    VAT_TEXT.section,
    VAT_TEXT.concept,
    VAT_TEXT.baseBox,
    VAT_TEXT.base,
    VAT_TEXT.rateBox,
    VAT_TEXT.rate,
    VAT_TEXT.quotaBox,
    VAT_TEXT.quota,
  ];
  return {
    headers,
    rows: [
      ...f.accrued.map((r) => vatRow(VAT_TEXT.accrued, r)),
      ...f.deductible.map((r) => vatRow(VAT_TEXT.deductible, r)),
      vatRow(VAT_TEXT.result, f.result),
      ...f.info.map((r) => vatRow(VAT_TEXT.info, r)),
      ...f.outside.map((r) => vatRow(VAT_TEXT.outside, r)),
    ],
  };
}

function partyRow(p: Party347): string[] {
  return [
    p.kind === 'output' ? M347_TEXT.kindSales : M347_TEXT.kindPurchases,
    p.nif,
    p.name,
    ...p.quarters.map(cents),
    cents(p.totalCents),
    cents(p.cashCents),
    p.premisesRental ? 'Sí' : '',
    p.operationYear === undefined ? '' : String(p.operationYear),
  ];
}

function totalsRow347(label: string, t: Totals347): string[] {
  return [label, '', '', ...t.quarters.map(cents), cents(t.totalCents), cents(t.cashCents), '', ''];
}

export function csv347(report: Report347): CsvTableText {
  const headers = [
    M347_TEXT.kind,
    M347_TEXT.nif,
    M347_TEXT.name,
    QUARTER_SHORT[1],
    QUARTER_SHORT[2],
    QUARTER_SHORT[3],
    QUARTER_SHORT[4],
    M347_TEXT.annual,
    M347_TEXT.cash,
    M347_TEXT.premises,
    M347_TEXT.cashYear,
  ];
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

export function stockCsv(rows: readonly ValuationRow[], totals: ValuationTotals, year: string): CsvTableText {
  return {
    headers: [
      STOCK_TEXT.code,
      STOCK_TEXT.name,
      STOCK_TEXT.quantity,
      STOCK_TEXT.unit,
      STOCK_TEXT.averageCost,
      STOCK_TEXT.value,
      STOCK_TEXT.costOfSales(year),
    ],
    rows: [
      ...rows.map((r) => [
        r.code,
        r.name,
        decimalComma(r.quantity),
        r.unit,
        cents(r.averageCostCents),
        cents(r.valueCents),
        cents(r.costOfSalesCents),
      ]),
      [BOOK_TEXT.totalsRow, STOCK_TEXT.products(totals.products), '', '', '', cents(totals.valueCents), cents(totals.costOfSalesCents)],
    ],
  };
}

/** The cierre de caja: one row per payment method, then the day's total. */
export function cashCloseCsv(report: CashCloseReport): CsvTableText {
  const row = (label: string, r: CashCloseReport['close']['total']) => [
    label,
    String(r.salesCount),
    cents(r.salesCents),
    String(r.rectificativaCount),
    cents(r.rectificativaCents),
    cents(r.totalCents),
  ];
  return {
    headers: [CASH_TEXT.method, CASH_TEXT.salesCount, CASH_TEXT.sales, CASH_TEXT.rectificativaCount, CASH_TEXT.rectificativas, CASH_TEXT.net],
    rows: [
      ...COUNTER_PAYMENT_METHODS.map((m) => row(PAYMENT_METHOD_LABEL[m], report.close.byMethod[m])),
      row(BOOK_TEXT.totalsRow, report.close.total),
    ],
  };
}
