/**
 * Libro registro de facturas expedidas / recibidas: one row per invoice and
 * VAT rate (or exemption), as the books list them, with the withholding and
 * the invoice total on the invoice's first row only, so every column adds up
 * to the invoices' own totals. Rectificativas keep their sign; one by
 * substitution is followed by the replaced invoice's rows, negated.
 * Pure: unit-tested with hand-checked figures.
 */
import type { ExemptionCode } from '../domain/tax';
import { netAmounts, signedBreakdown, type ReportInvoice } from './reportModel';

export interface BookRow {
  invoiceId: string;
  numberText: string;
  date: string;
  vendorInvoiceNumber: string | null;
  vendorInvoiceDate: string | null;
  partyName: string;
  partyNif: string;
  vatRate: number;
  exemption: ExemptionCode | null;
  baseCents: number;
  vatCents: number;
  recargoRate: number;
  recargoCents: number;
  /** Only on the invoice's first row (null on the others). */
  irpfCents: number | null;
  totalCents: number | null;
  rectificativa: boolean;
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
    partyName: invoice.partyName,
    partyNif: invoice.partyNif,
    rectificativa: invoice.rectificativa,
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
