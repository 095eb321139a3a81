/**
 * What Inicio reads: the two summary documents and two bounded queries
 * (5 documents at most each), so its cost does not grow with the company:
 * at most 2 + 2 × 5 = 12 reads, at least 4 (an empty query is billed one read).
 * The latest movements come with summaries/stock (src/domain/summaries.ts,
 * `recentMovements`); only a summary that holds fewer than 5 of them (a new
 * company, or one written before the list existed) sends Inicio to the ledger.
 */
import { limit, orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import { collectionRef, docRef, readDoc, readQuery } from '../data/firestore';
import {
  SUMMARY_IDS,
  invoiceSummaryOf,
  recentMovementsOf,
  stockSummaryOf,
  type InvoiceSummary,
  type RecentMovement,
  type StockSummary,
} from '../domain/summaries';
import type { Invoice } from '../domain/invoices/invoiceModel';
import { invoiceFromData, invoiceListConstraints, invoicesPath, type InvoiceFilters } from '../invoices/invoiceRepository';
import { movementFromSnapshot } from '../stock/movementRepository';
import { stockFromSnapshot } from '../stock/stockRepository';
import type { StockLevel } from '../domain/stock/stockTypes';

export const DASHBOARD_LIST_SIZE = 5;

/**
 * Overdue sales invoices: the very query of the invoice list's "Vencida" filter
 * (status 'pendiente' exists only on issued invoices, the rules tie it to state
 * 'emitida'), oldest due date first, so Inicio's list is the top of that list.
 */
export const OVERDUE_FILTERS: InvoiceFilters = { kind: 'output', status: 'vencida', partyId: null, from: null, to: null };

/** The other two queries as plain data, so the index test checks what the app asks. */
export interface SimplePlan {
  collection: 'stock' | 'movements';
  equals: [field: string, value: boolean][];
  order: [field: string, direction: 'asc' | 'desc'];
}

export const BELOW_MINIMUM_PLAN: SimplePlan = { collection: 'stock', equals: [['belowMinimum', true]], order: ['code', 'asc'] };
export const LATEST_MOVEMENTS_PLAN: SimplePlan = { collection: 'movements', equals: [], order: ['createdAt', 'desc'] };

function planConstraints(plan: SimplePlan): QueryConstraint[] {
  return [...plan.equals.map(([field, value]) => where(field, '==', value)), orderBy(plan.order[0], plan.order[1])];
}

const summaryPath = (corpId: string, id: string) => `corporations/${corpId}/summaries/${id}`;

export interface DashboardData {
  invoices: InvoiceSummary;
  stock: StockSummary;
  overdue: Invoice[];
  belowMinimum: StockLevel[];
  movements: RecentMovement[];
}

export const dashboardRepository = {
  /** A missing summary (a new company) reads as zeros; `recentMovements` is undefined when the summary has no such list. */
  async summaries(corpId: string): Promise<{ invoices: InvoiceSummary; stock: StockSummary; recentMovements: RecentMovement[] | undefined }> {
    const [inv, stk] = await Promise.all([
      readDoc('dashboard.summaryInvoices', docRef(summaryPath(corpId, SUMMARY_IDS.invoices))),
      readDoc('dashboard.summaryStock', docRef(summaryPath(corpId, SUMMARY_IDS.stock))),
    ]);
    return {
      invoices: invoiceSummaryOf(inv.data()),
      stock: stockSummaryOf(stk.data()),
      recentMovements: recentMovementsOf(stk.get('recentMovements')),
    };
  },

  async overdueSales(corpId: string, today: string): Promise<Invoice[]> {
    const q = query(collectionRef(invoicesPath(corpId)), ...invoiceListConstraints(OVERDUE_FILTERS, today), limit(DASHBOARD_LIST_SIZE));
    return (await readQuery('dashboard.overdue', q)).docs.map((d) => invoiceFromData(d.id, d.data()));
  },

  async belowMinimum(corpId: string): Promise<StockLevel[]> {
    const q = query(collectionRef(`corporations/${corpId}/stock`), ...planConstraints(BELOW_MINIMUM_PLAN), limit(DASHBOARD_LIST_SIZE));
    return (await readQuery('dashboard.belowMinimum', q)).docs.map((d) => stockFromSnapshot(d)!);
  },

  /** The ledger's newest movements: only when the summary's list cannot say (see the top of this file). */
  async latestMovements(corpId: string): Promise<RecentMovement[]> {
    const q = query(collectionRef(`corporations/${corpId}/movements`), ...planConstraints(LATEST_MOVEMENTS_PLAN), limit(DASHBOARD_LIST_SIZE));
    return (await readQuery('dashboard.movements', q)).docs.map((d) => {
      const m = movementFromSnapshot(d)!;
      return { ...m, createdAtMs: m.createdAt?.getTime() ?? 0 };
    });
  },

  async load(corpId: string, today: string): Promise<DashboardData> {
    const [{ recentMovements, ...summaries }, overdue, belowMinimum] = await Promise.all([
      this.summaries(corpId),
      this.overdueSales(corpId, today),
      this.belowMinimum(corpId),
    ]);
    const movements =
      recentMovements && recentMovements.length >= DASHBOARD_LIST_SIZE
        ? recentMovements.slice(0, DASHBOARD_LIST_SIZE)
        : await this.latestMovements(corpId);
    return { ...summaries, overdue, belowMinimum, movements };
  },
};
