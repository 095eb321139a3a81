/**
 * Libro registro de facturas expedidas / recibidas: one row per invoice and
 * VAT rate (or cause of a 0 %), as the books list them, with the invoice total
 * (base + cuotas + recargo) and the withholding apart on the invoice's first
 * row only, so every column adds up to the invoices' own totals.
 * The operation date shows when it differs from the date the invoice was
 * issued (RIVA arts. 63.3 and 64.4; for a purchase, the vendor's invoice date).
 * Rectificativas keep their sign and carry their type (R1–R5) and kind (S/I);
 * one by substitution is followed by the rows of the figures it replaced, negated.
 * Pure: unit-tested with hand-checked figures.
 */
import type { RateBreakdown } from '../domain/documentTotals';
import { parseInvoiceNumber } from '../domain/numbering';
import { netAmounts, signedBreakdown, type RectificationCode, type RectificationMode, type ReportInvoice } from './reportModel';

/** The book's name for a ticket's customer who gave no data. */
export const COUNTER_CUSTOMER = 'Cliente de mostrador';

/** One rate of an invoice (RateBreakdown: rate or cause, base, cuota, recargo) with what the book shows beside it. */
export interface BookRow extends RateBreakdown {
  invoiceId: string;
  numberText: string;
  date: string;
  vendorInvoiceNumber: string | null;
  vendorInvoiceDate: string | null;
  partyName: string;
  partyNif: string;
  /** The operation date, only when it differs from the issue date. */
  operationDate: string | null;
  /** Only on the invoice's first row (null on the others). */
  irpfCents: number | null;
  /** Total factura: base + IVA + recargo; first row only. */
  totalCents: number | null;
  rectificativa: boolean;
  rectificationCode: RectificationCode | null;
  rectificationMode: RectificationMode | null;
  /** Number of the invoice a rectificativa corrects (for a purchase credit note, the vendor's own number). */
  rectifiesNumber: string | null;
  /** Set on the negated rows of the invoice a rectificativa by substitution replaces. */
  replacesNumber: string | null;
}

export interface BookTotals {
  invoices: number;
  rows: number;
  baseCents: number;
  vatCents: number;
  recargoCents: number;
  irpfCents: number;
  totalCents: number;
}

export function emptyBookTotals(): BookTotals {
  return { invoices: 0, rows: 0, baseCents: 0, vatCents: 0, recargoCents: 0, irpfCents: 0, totalCents: 0 };
}

/**
 * The date that places an invoice in a book's period: its devengo (`taxDate`: the operation
 * date of a sale when it has one, else the issue date; a purchase's registry date), the
 * same date the 303 groups by, so a quarter's book and 303 add up (RIVA art. 69.1: the
 * operations are entered by the time their VAT is settled; RGAT art. 35.1 for the 347).
 * The rows still show the issue date, and the operation date when it differs.
 */
export const BOOK_DATE_FIELD = 'taxDate' as const;

export function bookPeriodDate(invoice: Pick<ReportInvoice, typeof BOOK_DATE_FIELD>): string {
  return invoice[BOOK_DATE_FIELD];
}

/** The operation date when the invoice gives one different from its own date of issue. */
export function distinctOperationDate(invoice: ReportInvoice): string | null {
  const issued = invoice.kind === 'input' ? invoice.vendorInvoiceDate : invoice.date;
  return invoice.operationDate && invoice.operationDate !== issued ? invoice.operationDate : null;
}

export function bookRows(invoice: ReportInvoice): BookRow[] {
  const own = invoice.breakdown.length;
  const groups = signedBreakdown(invoice);
  const net = netAmounts(invoice);
  const common = {
    invoiceId: invoice.id,
    numberText: invoice.numberText,
    date: invoice.date,
    vendorInvoiceNumber: invoice.vendorInvoiceNumber,
    vendorInvoiceDate: invoice.vendorInvoiceDate,
    // A ticket with no recipient (factura simplificada, partyId ''): the book says so.
    partyName: invoice.partyName || (invoice.kind === 'output' && invoice.partyId === '' ? COUNTER_CUSTOMER : ''),
    partyNif: invoice.partyNif,
    operationDate: distinctOperationDate(invoice),
    rectificativa: invoice.rectificativa,
    rectificationCode: invoice.rectificationCode,
    rectificationMode: invoice.rectificationMode,
    // A purchase credit note names the vendor's own invoice, not our REG- number (issue 28, finding 3).
    rectifiesNumber: (invoice.kind === 'input' ? invoice.rectifiesVendorNumber : null) || invoice.rectifiesNumber,
  };
  if (groups.length === 0) {
    return [
      {
        ...common,
        vatRate: 0,
        exemption: null,
        baseCents: 0,
        vatCents: 0,
        recargoRate: 0,
        recargoCents: 0,
        irpfCents: net.irpfCents,
        totalCents: net.totalCents,
        replacesNumber: null,
      },
    ];
  }
  return groups.map((g, i) => ({
    ...common,
    vatRate: g.vatRate,
    exemption: g.exemption,
    baseCents: g.baseCents,
    vatCents: g.vatCents,
    recargoRate: g.recargoRate,
    recargoCents: g.recargoCents,
    irpfCents: i === 0 ? net.irpfCents : null,
    totalCents: i === 0 ? net.totalCents : null,
    replacesNumber: i >= own ? (invoice.replaced?.numberText ?? null) : null,
  }));
}

/** The totals after one more invoice's rows (folded page by page). */
export function addToBookTotals(totals: BookTotals, rows: readonly BookRow[]): BookTotals {
  const next = { ...totals, invoices: totals.invoices + (rows.length > 0 ? 1 : 0), rows: totals.rows + rows.length };
  for (const r of rows) {
    next.baseCents += r.baseCents;
    next.vatCents += r.vatCents;
    next.recargoCents += r.recargoCents;
    next.irpfCents += r.irpfCents ?? 0;
    next.totalCents += r.totalCents ?? 0;
  }
  return next;
}

/** Series and number of "F-2026-000005" (a number that does not parse sorts by its text, after the series it names). */
function numberKey(numberText: string): { series: string; year: number; number: number } {
  const parts = parseInvoiceNumber(numberText);
  return parts ?? { series: numberText, year: 0, number: 0 };
}

/**
 * The book's order: by date (issue date of a sale, registry date of a purchase), then
 * series, then number, so each series reads correlatively within a day (RD 1619/2012
 * art. 6.1.a; RIVA art. 63.3 and 64.4: numbered in order). The query returns a day's
 * invoices in document-id order, which is random (issue 28, finding 4). The sort is
 * stable and an invoice's rows share one key, so they stay together and in order.
 */
export function compareBookRows(a: Pick<BookRow, 'date' | 'numberText'>, b: Pick<BookRow, 'date' | 'numberText'>): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const x = numberKey(a.numberText);
  const y = numberKey(b.numberText);
  if (x.series !== y.series) return x.series < y.series ? -1 : 1;
  return x.year - y.year || x.number - y.number || (a.numberText < b.numberText ? -1 : a.numberText > b.numberText ? 1 : 0);
}

export function sortBookRows(rows: readonly BookRow[]): BookRow[] {
  return [...rows].sort(compareBookRows);
}
