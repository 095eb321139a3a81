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
  /** Number of the invoice a rectificativa corrects. */
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
    rectifiesNumber: invoice.rectifiesNumber,
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
