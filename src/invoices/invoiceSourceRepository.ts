/**
 * Reads for the invoice editor's pickers: the confirmed, not yet invoiced
 * salidas (or entradas) of one client (or vendor), newest first, at most 50
 * (an invoice takes at most 50). The query has its composite index in
 * firestore.indexes.json. Marking them invoiced belongs to the issueInvoice command (functions/src/invoices).
 */
import { limit, orderBy, query, where, type DocumentSnapshot } from 'firebase/firestore';
import { collectionRef, docRef, readDoc, readQuery } from '../data/firestore';
import { returnedOf } from '../domain/returns/returnPlan';
import type { ReturnedSource } from '../domain/returns/vendorCreditNote';
import { MAX_SOURCES, stockDocumentForInvoiceOf, type InvoiceKind, type StockDocumentForInvoice } from '../domain/invoices/invoiceModel';

const COLLECTION: Record<InvoiceKind, 'inputs' | 'outputs'> = { input: 'inputs', output: 'outputs' };

export interface InvoiceSource extends StockDocumentForInvoice {
  totalCents: number;
}

function sourceFrom(snap: DocumentSnapshot): InvoiceSource {
  const d = snap.data() ?? {};
  return { ...stockDocumentForInvoiceOf(snap.id, d), totalCents: Number(d.totals?.totalCents ?? 0) };
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

  /**
   * The entradas a purchase invoice was made from (its sourceIds, at most MAX_SOURCES: one read
   * each), with what each line was sent back to the vendor so far, for its credit note's lines.
   */
  async returnedOfEntradas(corpId: string, entradaIds: readonly string[]): Promise<ReturnedSource[]> {
    const snaps = await Promise.all(
      entradaIds.slice(0, MAX_SOURCES).map((id) => readDoc('invoices.creditNote.inputs', docRef(`corporations/${corpId}/inputs/${id}`))),
    );
    return snaps
      .filter((snap) => snap.exists())
      .map((snap) => {
        const d = snap.data() ?? {};
        return { id: snap.id, lines: Array.isArray(d.lines) ? (d.lines as { categoryId?: unknown }[]) : [], returned: returnedOf(d) };
      });
  },
};
