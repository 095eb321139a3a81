/**
 * Reads for the reports, page by page with a cursor, through the counted
 * helpers of src/data (so the read counter stays exact):
 * - issued invoices of one kind in a date range, by `date` (books, 347) or by
 *   `taxDate` (the VAT summary) then id, 500 a page, plus a count() for the
 *   progress bar;
 * - a rectificativa by substitution stores the figures it replaced as they
 *   stood; only an old one without them costs one read of the invoice it
 *   replaces (once per run and original), taken as it is stored;
 * - the stock levels by product code, 500 a page;
 * - the cierre de caja: one day's facturas simplificadas, in one bounded query.
 * The caller folds each page and drops it; cancelling (AbortSignal) stops
 * between pages.
 */
import { documentId, limit, orderBy, query, startAfter, where, type DocumentSnapshot, type Query } from 'firebase/firestore';
import { collectionRef, countQuery, docRef, readDoc, readQuery } from '../data/firestore';
import { invoiceFromData, invoicePath, invoicesPath } from '../invoices/invoiceRepository';
import { taxDateOf, type Invoice } from '../domain/invoices/invoiceModel';
import { stockFromSnapshot } from '../stock/stockRepository';
import type { DateRange, ReplacedFigures, ReportInvoice, ReportKind } from './reportModel';
import type { StockItem } from './stockValuation';
import { zoneOf, type TaxOperation } from '../domain/taxModels/model303';

export const REPORT_PAGE = 500;

/** The invoice query as plain data, so the index test can check it against firestore.indexes.json. */
export interface ReportQueryPlan {
  equals: [field: string, value: string][];
  ranges: [field: string, op: '>=' | '<=', value: string][];
  order: [field: string, direction: 'asc'][];
}

/**
 * `taxDate` (devengo) for the VAT summary, the books and the 347; `date` (issue or registry
 * date); `paidDate` for the cash the 347 reports in the year it was received (RGAT art. 35.5).
 */
export type ReportDateField = 'date' | 'taxDate' | 'paidDate';

export function reportInvoicePlan(kind: ReportKind, range: DateRange, dateField: ReportDateField = 'date'): ReportQueryPlan {
  return {
    equals: [
      ['kind', kind],
      ['state', 'emitida'],
    ],
    ranges: [
      [dateField, '>=', range.from],
      [dateField, '<=', range.to],
    ],
    order: [
      [dateField, 'asc'],
      ['__name__', 'asc'],
    ],
  };
}

function invoiceQuery(corpId: string, kind: ReportKind, range: DateRange, dateField: ReportDateField): Query {
  const plan = reportInvoicePlan(kind, range, dateField);
  return query(
    collectionRef(invoicesPath(corpId)),
    ...plan.equals.map(([f, v]) => where(f, '==', v)),
    ...plan.ranges.map(([f, op, v]) => where(f, op, v)),
    ...plan.order.map(([f, d]) => orderBy(f === '__name__' ? documentId() : f, d)),
  );
}

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

/**
 * The cierre de caja's filters: simplified invoices issued that day (issued and annulled alike: the
 * fold tells them apart). Two equalities and no order, so Firestore merges its single-field indexes
 * and no composite index is needed.
 */
export function cashClosePlan(day: string): [field: string, value: string | boolean][] {
  return [
    ['simplified', true],
    ['issueDate', day],
  ];
}

export interface StreamOptions<T> {
  signal: AbortSignal;
  /** One page of records, in order; `read` = records delivered so far. */
  onPage: (records: T[], read: number) => void;
}

export const reportRepository = {
  /** How many issued invoices of `kind` fall in the range (one count() aggregation). */
  countInvoices(corpId: string, kind: ReportKind, range: DateRange, dateField: ReportDateField = 'date'): Promise<number> {
    return countQuery('reports.invoices.count', invoiceQuery(corpId, kind, range, dateField));
  },

  /** Every issued invoice of `kind` in the range, by `dateField` then id, one page at a time. Returns how many were read. */
  async streamInvoices(
    corpId: string,
    kind: ReportKind,
    range: DateRange,
    options: StreamOptions<ReportInvoice>,
    dateField: ReportDateField = 'date',
  ): Promise<number> {
    const base = invoiceQuery(corpId, kind, range, dateField);
    const replacedCache = new Map<string, ReplacedFigures | null>();
    let last: DocumentSnapshot | null = null;
    let read = 0;
    for (;;) {
      options.signal.throwIfAborted();
      const snap = await readQuery('reports.invoices', query(base, ...(last ? [startAfter(last)] : []), limit(REPORT_PAGE)));
      options.signal.throwIfAborted();
      const invoices = snap.docs.map((d) => invoiceFromData(d.id, d.data()));
      const page: ReportInvoice[] = [];
      for (const invoice of invoices) {
        const stored = storedReplacement(invoice);
        let replaced: ReplacedFigures | null = stored === 'readOriginal' ? null : stored;
        const originalId = invoice.rectifies?.invoiceId ?? '';
        if (stored === 'readOriginal') {
          if (!replacedCache.has(originalId)) {
            const original = await readDoc('reports.replacedInvoice', docRef(invoicePath(corpId, originalId)));
            replacedCache.set(originalId, original.exists() ? replacedFiguresOf(invoiceFromData(original.id, original.data())) : null);
          }
          replaced = replacedCache.get(originalId) ?? null;
        }
        page.push(reportInvoiceOf(invoice, replaced));
      }
      read += page.length;
      if (page.length > 0) options.onPage(page, read);
      if (snap.size < REPORT_PAGE) return read;
      last = snap.docs[snap.docs.length - 1] ?? null;
    }
  },

  /** The day's simplified invoices, at most `max` (one query, `max` reads at most). */
  async simplifiedInvoicesOfDay(corpId: string, day: string, max: number): Promise<Invoice[]> {
    const filters = cashClosePlan(day).map(([field, value]) => where(field, '==', value));
    const snap = await readQuery('reports.cashClose', query(collectionRef(invoicesPath(corpId)), ...filters, limit(max)));
    return snap.docs.map((d) => invoiceFromData(d.id, d.data()));
  },

  /** Every stock level by product code, one page at a time. Returns how many were read. */
  async streamStock(corpId: string, options: StreamOptions<StockItem>): Promise<number> {
    const base = query(collectionRef(`corporations/${corpId}/stock`), orderBy('code'));
    let last: DocumentSnapshot | null = null;
    let read = 0;
    for (;;) {
      options.signal.throwIfAborted();
      const snap = await readQuery('reports.stock', query(base, ...(last ? [startAfter(last)] : []), limit(REPORT_PAGE)));
      options.signal.throwIfAborted();
      const page: StockItem[] = [];
      for (const d of snap.docs) {
        const s = stockFromSnapshot(d);
        if (s) {
          const { categoryId, code, name, unit, quantity, averageCostCents, valueCents, costOfSalesByYear } = s;
          page.push({ categoryId, code, name, unit, quantity, averageCostCents, valueCents, costOfSalesByYear });
        }
      }
      read += page.length;
      if (page.length > 0) options.onPage(page, read);
      if (snap.size < REPORT_PAGE) return read;
      last = snap.docs[snap.docs.length - 1] ?? null;
    }
  },
};
