/**
 * Reads for the reports, page by page with a cursor, through the counted
 * helpers of src/data (so the read counter stays exact):
 * - issued invoices of one kind in a date range, by `date` (books, 347) or by
 *   `taxDate` (the VAT summary) then id, 500 a page, plus a count() for the
 *   progress bar;
 * - a rectificativa by substitution stores the figures it replaced as they
 *   stood; only an old one without them costs one read of the invoice it
 *   replaces (once per run and original), taken as it is stored;
 * - the tax aggregates (src/domain/reports/taxAggregates.ts): a quarter's document, one read each,
 *   and the 347's party documents of a year; the sales paid in cash in a year (the 347's cash);
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
import type { DateRange, Quarter, ReplacedFigures, ReportInvoice, ReportKind } from './reportModel';
import { quarterFiguresOf, quarterId, TAX_PARTIES_347, TAX_QUARTERS, type Tree } from '../domain/reports/taxAggregates';
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

/**
 * Sales paid «en efectivo» in a range of payment dates: the cash side of the 347, which the tax
 * aggregates do not keep (it changes with payments). Index `kind, state, paymentMethod, paidDate ↑`.
 */
export function cashSalesPlan(range: DateRange): ReportQueryPlan {
  const plan = reportInvoicePlan('output', range, 'paidDate');
  return { ...plan, equals: [...plan.equals, ['paymentMethod', 'efectivo']] };
}

function invoiceQuery(corpId: string, kind: ReportKind, range: DateRange, dateField: ReportDateField): Query {
  return planQuery(corpId, reportInvoicePlan(kind, range, dateField));
}

function planQuery(corpId: string, plan: ReportQueryPlan): Query {
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

/** Issued invoices of a report query, page by page, with what an old substitution replaced. */
async function streamPlan(corpId: string, base: Query, options: StreamOptions<ReportInvoice>, label = 'reports.invoices'): Promise<number> {
  const replacedCache = new Map<string, ReplacedFigures | null>();
  let last: DocumentSnapshot | null = null;
  let read = 0;
  for (;;) {
    options.signal.throwIfAborted();
    const snap = await readQuery(label, query(base, ...(last ? [startAfter(last)] : []), limit(REPORT_PAGE)));
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
}

export const reportRepository = {
  /** How many issued invoices of `kind` fall in the range (one count() aggregation). */
  countInvoices(corpId: string, kind: ReportKind, range: DateRange, dateField: ReportDateField = 'date'): Promise<number> {
    return countQuery('reports.invoices.count', invoiceQuery(corpId, kind, range, dateField));
  },

  /** Every issued invoice of `kind` in the range, by `dateField` then id, one page at a time. Returns how many were read. */
  streamInvoices(
    corpId: string,
    kind: ReportKind,
    range: DateRange,
    options: StreamOptions<ReportInvoice>,
    dateField: ReportDateField = 'date',
  ): Promise<number> {
    return streamPlan(corpId, invoiceQuery(corpId, kind, range, dateField), options);
  },

  /** The sales paid in cash in the range of payment dates (cashSalesPlan), one page at a time. */
  streamCashSales(corpId: string, range: DateRange, options: StreamOptions<ReportInvoice>): Promise<number> {
    return streamPlan(corpId, planQuery(corpId, cashSalesPlan(range)), options, 'reports.cashSales');
  },

  /** The tax aggregates of these quarters of `year` (one read each; a quarter without invoices has none). */
  taxQuarters(corpId: string, year: number, quarters: readonly Quarter[]): Promise<Tree[]> {
    return Promise.all(
      quarters.map(async (q) =>
        quarterFiguresOf((await readDoc('reports.taxQuarter', docRef(`corporations/${corpId}/${TAX_QUARTERS}/${quarterId(year, q)}`))).data()),
      ),
    );
  },

  /** The 347 party documents of `year` (one read per party and side), 500 a page. */
  async taxParties347(corpId: string, year: number, signal: AbortSignal): Promise<unknown[]> {
    const base = query(collectionRef(`corporations/${corpId}/${TAX_PARTIES_347}`), where('year', '==', year), orderBy(documentId()));
    const out: unknown[] = [];
    let last: DocumentSnapshot | null = null;
    for (;;) {
      signal.throwIfAborted();
      const snap = await readQuery('reports.taxParties347', query(base, ...(last ? [startAfter(last)] : []), limit(REPORT_PAGE)));
      for (const d of snap.docs) out.push(d.data());
      if (snap.size < REPORT_PAGE) return out;
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
