/**
 * Reads for the reports, page by page with a cursor, through the counted
 * helpers of src/data (so the read counter stays exact):
 * - issued invoices of one kind in a date range, by date then id, 500 a page,
 *   plus a count() for the progress bar;
 * - for a rectificativa by substitution, the invoice it replaces (one read
 *   each, once per run), so the reports can take its figures out;
 * - the stock levels by product code, 500 a page.
 * The caller folds each page and drops it; cancelling (AbortSignal) stops
 * between pages.
 */
import { documentId, limit, orderBy, query, startAfter, where, type DocumentSnapshot, type Query } from 'firebase/firestore';
import { collectionRef, countQuery, docRef, readDoc, readQuery } from '../data/firestore';
import { invoiceFromData, invoicePath, invoicesPath } from '../invoices/invoiceRepository';
import type { Invoice } from '../invoices/invoiceModel';
import { stockFromSnapshot } from '../stock/stockRepository';
import type { DateRange, ReplacedFigures, ReportInvoice, ReportKind } from './reportModel';
import type { StockItem } from './stockValuation';

export const REPORT_PAGE = 500;

/** The invoice query as plain data, so the index test can check it against firestore.indexes.json. */
export interface ReportQueryPlan {
  equals: [field: string, value: string][];
  ranges: [field: string, op: '>=' | '<=', value: string][];
  order: [field: string, direction: 'asc'][];
}

export function reportInvoicePlan(kind: ReportKind, range: DateRange): ReportQueryPlan {
  return {
    equals: [
      ['kind', kind],
      ['state', 'emitida'],
    ],
    ranges: [
      ['date', '>=', range.from],
      ['date', '<=', range.to],
    ],
    order: [
      ['date', 'asc'],
      ['__name__', 'asc'],
    ],
  };
}

function invoiceQuery(corpId: string, kind: ReportKind, range: DateRange): Query {
  const plan = reportInvoicePlan(kind, range);
  return query(
    collectionRef(invoicesPath(corpId)),
    ...plan.equals.map(([f, v]) => where(f, '==', v)),
    ...plan.ranges.map(([f, op, v]) => where(f, op, v)),
    ...plan.order.map(([f, d]) => orderBy(f === '__name__' ? documentId() : f, d)),
  );
}

export function reportInvoiceOf(invoice: Invoice, replaced: ReplacedFigures | null): ReportInvoice {
  return {
    id: invoice.id,
    kind: invoice.kind,
    rectificativa: invoice.type === 'rectificativa',
    numberText: invoice.numberText ?? '',
    date: invoice.date,
    vendorInvoiceNumber: invoice.vendorInvoiceNumber,
    vendorInvoiceDate: invoice.vendorInvoiceDate,
    partyId: invoice.partyId,
    partyName: invoice.party.name,
    partyNif: invoice.party.nif,
    breakdown: invoice.breakdown,
    baseCents: invoice.baseCents,
    vatCents: invoice.vatCents,
    recargoCents: invoice.recargoCents,
    irpfRate: invoice.irpfRate,
    irpfCents: invoice.irpfCents,
    totalCents: invoice.totalCents,
    rectifiesNumber: invoice.rectifies?.numberText ?? null,
    replaced,
  };
}

function replacedFiguresOf(original: Invoice): ReplacedFigures {
  return {
    numberText: original.numberText ?? '',
    breakdown: original.breakdown,
    baseCents: original.baseCents,
    vatCents: original.vatCents,
    recargoCents: original.recargoCents,
    irpfCents: original.irpfCents,
    totalCents: original.totalCents,
  };
}

export interface StreamOptions<T> {
  signal: AbortSignal;
  /** One page of records, in order; `read` = records delivered so far. */
  onPage: (records: T[], read: number) => void;
}

export const reportRepository = {
  /** How many issued invoices of `kind` fall in the range (one count() aggregation). */
  countInvoices(corpId: string, kind: ReportKind, range: DateRange): Promise<number> {
    return countQuery('reports.invoices.count', invoiceQuery(corpId, kind, range));
  },

  /** Every issued invoice of `kind` in the range, by date then id, one page at a time. Returns how many were read. */
  async streamInvoices(corpId: string, kind: ReportKind, range: DateRange, options: StreamOptions<ReportInvoice>): Promise<number> {
    const base = invoiceQuery(corpId, kind, range);
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
        let replaced: ReplacedFigures | null = null;
        const r = invoice.rectifies;
        if (invoice.type === 'rectificativa' && r?.mode === 'substitution' && r.invoiceId) {
          if (!replacedCache.has(r.invoiceId)) {
            const original = await readDoc('reports.replacedInvoice', docRef(invoicePath(corpId, r.invoiceId)));
            replacedCache.set(r.invoiceId, original.exists() ? replacedFiguresOf(invoiceFromData(original.id, original.data())) : null);
          }
          replaced = replacedCache.get(r.invoiceId) ?? null;
        }
        page.push(reportInvoiceOf(invoice, replaced));
      }
      read += page.length;
      if (page.length > 0) options.onPage(page, read);
      if (snap.size < REPORT_PAGE) return read;
      last = snap.docs[snap.docs.length - 1] ?? null;
    }
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
        if (s) page.push({ categoryId: s.categoryId, code: s.code, name: s.name, unit: s.unit, quantity: s.quantity, averageCostCents: s.averageCostCents });
      }
      read += page.length;
      if (page.length > 0) options.onPage(page, read);
      if (snap.size < REPORT_PAGE) return read;
      last = snap.docs[snap.docs.length - 1] ?? null;
    }
  },
};
