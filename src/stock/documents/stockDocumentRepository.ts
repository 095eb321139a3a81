/**
 * Thin repository for inputs/{id} (Entradas) and outputs/{id} (Salidas), which
 * share one shape: reads, cursor-paged list queries, and the borrador's own
 * writes (save, delete). State changes belong to the stock writer.
 */
import { orderBy, query, serverTimestamp, where, writeBatch, type DocumentSnapshot, type QueryConstraint } from 'firebase/firestore';
import { searchToken } from '../../domain/search';
import { collectionRef, db, docRef, readDoc, toDate, watchDoc } from '../../data/firestore';
import { newId } from '../../data/ids';
import type { ListQuery } from '../../data/pagedQuery';
import { documentNumberFor } from '../../domain/stock/documentNumber';
import { draftFields, newDraftDocument } from '../../domain/stock/draftFields';
import { returnedOf } from '../../domain/returns/returnPlan';
import {
  COLLECTION_OF,
  type DocDraft,
  type DocKind,
  type DocLine,
  type DocState,
  type DocTotals,
  type ReturnSource,
  type StockDocument,
} from '../../domain/stock/stockTypes';

export interface DocumentFilters {
  state?: DocState | '';
  partyId?: string;
  /** ISO dates, inclusive. */
  from?: string;
  to?: string;
  /** Start of the reference (albarán) or of the number. */
  search?: string;
}

/** A party that can be picked for a document; `inUse`: documents already refer to it (set by the server's commands). */
export interface PartyRef {
  id: string;
  name: string;
  nif: string;
  inUse: boolean;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

function lineFrom(raw: unknown): DocLine {
  const l = (raw ?? {}) as Record<string, unknown>;
  return {
    categoryId: str(l.categoryId),
    code: str(l.code),
    name: str(l.name),
    unit: str(l.unit),
    quantity: Number(l.quantity ?? 0),
    unitPriceCents: Number(l.unitPriceCents ?? 0),
    discountPct: Number(l.discountPct ?? 0),
    vatRate: Number(l.vatRate ?? 0),
  };
}

export function documentFromSnapshot(kind: DocKind, snap: DocumentSnapshot): StockDocument | null {
  if (!snap.exists()) return null;
  const d = snap.data();
  const lines = Array.isArray(d.lines) ? d.lines.map(lineFrom) : [];
  const totals = (d.totals ?? {}) as Partial<DocTotals>;
  return {
    id: snap.id,
    kind,
    number: str(d.number),
    date: str(d.date),
    partyId: str(d.partyId),
    partyName: str(d.partyName),
    partyNif: str(d.partyNif),
    reference: str(d.reference),
    notes: str(d.notes),
    lines,
    lineCount: typeof d.lineCount === 'number' ? d.lineCount : lines.length,
    productIds: Array.isArray(d.productIds) ? d.productIds : [],
    totals: { baseCents: totals.baseCents ?? 0, vatCents: totals.vatCents ?? 0, totalCents: totals.totalCents ?? 0 },
    state: d.state === 'confirmada' || d.state === 'anulada' ? d.state : 'borrador',
    invoiced: d.invoiced === true,
    invoiceId: typeof d.invoiceId === 'string' ? d.invoiceId : null,
    confirmedAt: toDate(d.confirmedAt),
    confirmedBy: typeof d.confirmedBy === 'string' ? d.confirmedBy : null,
    annulledAt: toDate(d.annulledAt),
    annulledBy: typeof d.annulledBy === 'string' ? d.annulledBy : null,
    annulReason: typeof d.annulReason === 'string' ? d.annulReason : null,
    // Only the confirmation writes it: a borrador's would be the client's own.
    costCents: kind === 'output' && d.state !== 'borrador' && Number.isSafeInteger(d.costCents) ? (d.costCents as number) : null,
    createdBy: str(d.createdBy),
    createdAt: toDate(d.createdAt),
    updatedAt: toDate(d.updatedAt),
    returnOf: d.returnOf === 'sale' || d.returnOf === 'purchase' ? d.returnOf : null,
    partyKind: d.partyKind === 'client' || d.partyKind === 'vendor' ? d.partyKind : null,
    returnFrom: returnSourceFrom(d.returnFrom),
    returned: returnedOf(d),
  };
}

function returnSourceFrom(raw: unknown): ReturnSource | null {
  const r = (raw ?? {}) as Record<string, unknown>;
  if (r.kind !== 'invoice' && r.kind !== 'salida' && r.kind !== 'entrada') return null;
  return { kind: r.kind, id: str(r.id), number: str(r.number) };
}

export function stockDocumentRepository(kind: DocKind) {
  const collectionPath = (corpId: string) => `corporations/${corpId}/${COLLECTION_OF[kind]}`;
  const label = COLLECTION_OF[kind];

  return {
    kind,

    async get(corpId: string, id: string): Promise<StockDocument | null> {
      return documentFromSnapshot(kind, await readDoc(`${label}.get`, docRef(`${collectionPath(corpId)}/${id}`)));
    },

    watch(corpId: string, id: string, onNext: (d: StockDocument | null) => void, onError: (e: Error) => void) {
      return watchDoc(`${label}.watch`, docRef(`${collectionPath(corpId)}/${id}`), (s) => onNext(documentFromSnapshot(kind, s)), onError);
    },

    /** Newest first; every combination of filters has its composite index (firestore.indexes.json). */
    listQuery(corpId: string, filters: DocumentFilters): ListQuery<StockDocument> {
      const constraints: QueryConstraint[] = [];
      if (filters.state) constraints.push(where('state', '==', filters.state));
      if (filters.partyId) constraints.push(where('partyId', '==', filters.partyId));
      const token = searchToken(filters.search ?? '');
      if (token) constraints.push(where('searchKeys', 'array-contains', token));
      if (filters.from) constraints.push(where('date', '>=', filters.from));
      if (filters.to) constraints.push(where('date', '<=', filters.to));
      constraints.push(orderBy('date', 'desc'));
      return {
        label: `${label}.list`,
        query: query(collectionRef(collectionPath(corpId)), ...constraints),
        map: (snap) => documentFromSnapshot(kind, snap)!,
      };
    },

    /**
     * Saves a borrador (new when `id` is null). Returns the id. Its party is marked as in use by
     * the confirmation (functions/src/stock), not here: parties' inUse is server-owned.
     */
    async saveDraft(corpId: string, uid: string, id: string | null, draft: DocDraft): Promise<string> {
      const batch = writeBatch(db);
      const docId = id ?? newId(uid);
      const ref = docRef(`${collectionPath(corpId)}/${docId}`);
      if (id === null) {
        const number = documentNumberFor(kind, docId);
        batch.set(ref, newDraftDocument(draft, number, uid, serverTimestamp()));
      } else {
        const current = await this.get(corpId, id);
        if (!current) throw new Error('notFound');
        batch.update(ref, { ...draftFields(draft, current.number), updatedAt: serverTimestamp() });
      }
      await batch.commit();
      return docId;
    },

    async deleteDraft(corpId: string, id: string): Promise<void> {
      const batch = writeBatch(db);
      batch.delete(docRef(`${collectionPath(corpId)}/${id}`));
      await batch.commit();
    },
  };
}

export type StockDocumentRepository = ReturnType<typeof stockDocumentRepository>;
