/**
 * Rebuilds a company's summaries (src/domain/summaries.ts) from its invoices,
 * stock and newest movements, folding every record through the same pure functions the writers
 * apply one change at a time. The seeders write invoices and stock directly
 * with the Admin SDK, so they call this once at the end.
 */
import { FieldPath, type DocumentData, type Query } from 'firebase-admin/firestore';
import {
  RECENT_MOVEMENTS_KEPT,
  SUMMARY_IDS,
  foldInvoices,
  foldStock,
  invoiceFactsOf,
  recentMovementEntry,
  stockFactsOf,
  type InvoiceFacts,
  type StockFacts,
} from '../src/domain/summaries';
import { adminDb, now } from './lib';

const PAGE = 1000;

async function* pages(query: Query, fields: string[]): AsyncGenerator<DocumentData[]> {
  let cursor: string | null = null;
  for (;;) {
    let q = query
      .select(...fields)
      .orderBy(FieldPath.documentId())
      .limit(PAGE);
    if (cursor) q = q.startAfter(cursor);
    const snap = await q.get();
    if (snap.empty) return;
    yield snap.docs.map((d) => d.data());
    if (snap.size < PAGE) return;
    cursor = snap.docs[snap.docs.length - 1]!.id;
  }
}

// The fact extractors live in the domain core (the writers use them too); re-exported for seed callers.
export { invoiceFactsOf, stockFactsOf };

export async function rebuildSummaries(corpId: string): Promise<void> {
  const db = adminDb();
  const base = db.collection('corporations').doc(corpId);
  const invoices: InvoiceFacts[] = [];
  for await (const page of pages(base.collection('invoices').where('state', '==', 'emitida'), [
    'kind',
    'state',
    'status',
    'date',
    'dueDate',
    'baseCents',
    'irpfCents',
    'totalCents',
    'payableCents',
    'rectifies',
    'instalments',
  ])) {
    for (const d of page) invoices.push(invoiceFactsOf(d));
  }
  const stocks: StockFacts[] = [];
  for await (const page of pages(base.collection('stock'), ['valueCents', 'belowMinimum'])) {
    for (const d of page) stocks.push(stockFactsOf(d));
  }
  // The newest movements of the ledger, as the stock command keeps them.
  const latest = await base.collection('movements').orderBy('createdAt', 'desc').limit(RECENT_MOVEMENTS_KEPT).get();
  const recentMovements = Object.fromEntries(latest.docs.map((d) => [d.id, { ...recentMovementEntry(d.data()), createdAt: d.get('createdAt') }]));
  const batch = db.batch();
  batch.set(base.collection('summaries').doc(SUMMARY_IDS.invoices), { ...foldInvoices(invoices), updatedAt: now() });
  batch.set(base.collection('summaries').doc(SUMMARY_IDS.stock), { ...foldStock(stocks), recentMovements, updatedAt: now() });
  await batch.commit();
}
