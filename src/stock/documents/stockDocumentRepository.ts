/**
 * Thin repository for inputs/{id} (Entradas) and outputs/{id} (Salidas), which
 * share one shape: reads, cursor-paged list queries, and the borrador's own
 * writes (save, delete). State changes belong to the stock writer.
 */
import { orderBy, query, serverTimestamp, where, writeBatch, type DocumentSnapshot, type QueryConstraint } from 'firebase/firestore';
import { searchToken } from '../../domain/search';
import { collectionRef, db, docRef, readDoc, watchDoc } from '../../data/firestore';
import { newId } from '../../data/ids';
import type { ListQuery } from '../../data/pagedQuery';
import { documentNumberFor } from '../../domain/stock/documentNumber';
import { draftFields, newDraftDocument } from '../../domain/stock/draftFields';
import { stockDocumentFromStored } from '../../domain/stock/stockStored';
import { COLLECTION_OF, type DocDraft, type DocKind, type DocState, type StockDocument } from '../../domain/stock/stockTypes';

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

export function documentFromSnapshot(kind: DocKind, snap: DocumentSnapshot): StockDocument | null {
  return snap.exists() ? stockDocumentFromStored(kind, snap.id, snap.data()) : null;
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
     * the confirmation (functions/src/stock), not here: parties' inUse is server-owned. With the
     * borrador's number already known (the editor's), an update is one write and no read.
     */
    async saveDraft(corpId: string, uid: string, id: string | null, draft: DocDraft, knownNumber?: string): Promise<string> {
      const batch = writeBatch(db);
      const docId = id ?? newId(uid);
      const ref = docRef(`${collectionPath(corpId)}/${docId}`);
      if (id === null) {
        const number = documentNumberFor(kind, docId);
        batch.set(ref, newDraftDocument(draft, number, uid, serverTimestamp()));
      } else {
        // The editor knows the number of the borrador it shows; an update of a deleted one fails on its own.
        const number = knownNumber ?? (await this.get(corpId, id))?.number;
        if (number === undefined) throw new Error('notFound');
        batch.update(ref, { ...draftFields(draft, number), updatedAt: serverTimestamp() });
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
