/**
 * A stored invoice as the reports read it (ReportInvoice): what the screens fold page by page and
 * what the commands' tax aggregates (taxAggregates.ts) add and take out as they write invoices.
 * Pure: no Firebase, no React.
 */
import { taxDateOf, type Invoice } from '../invoices/invoiceModel';
import { zoneOf, type TaxOperation } from '../taxModels/model303';
import type { ReplacedFigures, ReportInvoice } from './reportModel';

/**
 * A purchase's stated operation; without one, an EU purchase without VAT whose lines are all
 * services is an intra-EU acquisition of services (LIVA arts. 69, 84.Uno.2º; 349 key I), not the
 * fold's default of goods. Null: the fold infers it (taxModels/model303.ts `inferOperation`).
 */
export function reportOperationOf(invoice: Pick<Invoice, 'kind' | 'operation' | 'party' | 'lines' | 'vatCents'>): TaxOperation | null {
  if (invoice.kind !== 'input') return null;
  if (invoice.operation) return invoice.operation;
  const allServices = invoice.lines.length > 0 && invoice.lines.every((l) => l.service === true);
  return allServices && invoice.vatCents === 0 && zoneOf(invoice.party.countryCode || 'ES') === 'EU' ? 'intraEuServices' : null;
}

export function reportInvoiceOf(invoice: Invoice, replaced: ReplacedFigures | null): ReportInvoice {
  const rectificativa = invoice.type === 'rectificativa';
  return {
    id: invoice.id,
    kind: invoice.kind,
    rectificativa,
    rectificationCode: rectificativa ? (invoice.rectifies?.code ?? null) : null,
    rectificationMode: rectificativa ? (invoice.rectifies?.mode ?? null) : null,
    numberText: invoice.numberText ?? '',
    date: invoice.date,
    operationDate: invoice.operationDate,
    taxDate: invoice.taxDate ?? taxDateOf(invoice.kind, invoice.operationDate, invoice.date),
    vendorInvoiceNumber: invoice.vendorInvoiceNumber,
    vendorInvoiceDate: invoice.vendorInvoiceDate,
    partyId: invoice.partyId,
    partyName: invoice.party.name,
    partyNif: invoice.party.nif,
    partyCountryCode: invoice.party.countryCode || 'ES',
    breakdown: invoice.breakdown,
    baseCents: invoice.baseCents,
    vatCents: invoice.vatCents,
    recargoCents: invoice.recargoCents,
    irpfRate: invoice.irpfRate,
    irpfCents: invoice.irpfCents,
    totalCents: invoice.totalCents,
    payableCents: invoice.payableCents,
    investmentGoods: invoice.kind === 'input' && invoice.investmentGoods === true,
    premisesRental: invoice.premisesRental === true,
    operation: reportOperationOf(invoice),
    paymentMethod: invoice.paymentMethod,
    paidDate: invoice.paidDate,
    rectifiesNumber: invoice.rectifies?.numberText ?? null,
    rectifiesVendorNumber: invoice.rectifies?.vendorInvoiceNumber || null,
    replaced,
  };
}

/** The figures of an invoice (or of what a substitution stored) as the reports take them out. */
export function replacedFiguresOf(f: Omit<ReplacedFigures, 'numberText'> & { numberText: string | null }): ReplacedFigures {
  return {
    numberText: f.numberText ?? '',
    breakdown: f.breakdown,
    baseCents: f.baseCents,
    vatCents: f.vatCents,
    recargoCents: f.recargoCents,
    irpfCents: f.irpfCents,
    totalCents: f.totalCents,
    payableCents: f.payableCents,
  };
}

/**
 * What a substitution replaced: the figures it stored at issue (the invoice as it then stood),
 * or, for an old one without them, 'readOriginal' (the original as stored, the old behaviour).
 */
export function storedReplacement(invoice: Invoice): ReplacedFigures | 'readOriginal' | null {
  const r = invoice.rectifies;
  if (invoice.type !== 'rectificativa' || r?.mode !== 'substitution') return null;
  if (r.replaced) return replacedFiguresOf(r.replaced);
  return r.invoiceId ? 'readOriginal' : null;
}
