/**
 * Reads for the invoice editor's pickers: the confirmed, not yet invoiced
 * salidas (or entradas) of one client (or vendor), newest first, at most 50
 * (an invoice takes at most 50). The query has its composite index in
 * firestore.indexes.json. Writes to those documents belong to invoiceWriter.ts.
 */
import { limit, orderBy, query, where, type DocumentSnapshot } from 'firebase/firestore';
import { collectionRef, readQuery } from '../data/firestore';
import { MAX_SOURCES, type InvoiceKind, type StockDocumentForInvoice } from './invoiceModel';

const COLLECTION: Record<InvoiceKind, 'inputs' | 'outputs'> = { input: 'inputs', output: 'outputs' };

export interface InvoiceSource extends StockDocumentForInvoice {
  totalCents: number;
}

function sourceFrom(snap: DocumentSnapshot): InvoiceSource {
  const d = snap.data() ?? {};
  const lines = Array.isArray(d.lines) ? d.lines : [];
  return {
    id: snap.id,
    number: String(d.number ?? ''),
    date: String(d.date ?? ''),
    reference: String(d.reference ?? ''),
    partyId: String(d.partyId ?? ''),
    totalCents: Number(d.totals?.totalCents ?? 0),
    lines: lines.map((l: Record<string, unknown>) => ({
      categoryId: String(l.categoryId ?? ''),
      code: String(l.code ?? ''),
      name: String(l.name ?? ''),
      unit: String(l.unit ?? ''),
      quantity: Number(l.quantity ?? 0),
      unitPriceCents: Number(l.unitPriceCents ?? 0),
      discountPct: Number(l.discountPct ?? 0),
      vatRate: Number(l.vatRate ?? 0),
    })),
  };
}

export const invoiceSourceRepository = {
  async uninvoiced(corpId: string, kind: InvoiceKind, partyId: string): Promise<InvoiceSource[]> {
    const snap = await readQuery(
      `invoices.sources.${COLLECTION[kind]}`,
      query(
        collectionRef(`corporations/${corpId}/${COLLECTION[kind]}`),
        where('partyId', '==', partyId),
        where('state', '==', 'confirmada'),
        where('invoiced', '==', false),
        orderBy('date', 'desc'),
        limit(MAX_SOURCES),
      ),
    );
    return snap.docs.map(sourceFrom);
  },
};
