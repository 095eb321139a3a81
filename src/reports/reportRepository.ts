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
import type { Invoice } from '../domain/invoices/invoiceModel';
import { stockFromSnapshot } from '../stock/stockRepository';
import type { DateRange, ReplacedFigures, ReportInvoice, ReportKind } from './reportModel';
import type { StockItem } from './stockValuation';
import { replacedFiguresOf, reportInvoiceOf, storedReplacement } from '../domain/reports/reportInvoice';

// The stored invoice as the reports read it: pure, shared with the functions' tax aggregates.
export { replacedFiguresOf, reportInvoiceOf, reportOperationOf, storedReplacement } from '../domain/reports/reportInvoice';

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
