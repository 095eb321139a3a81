/**
 * Thin repository for quotes/{id} (Presupuestos) and quoteCounters/{year}: reads, the list's
 * cursor-paged queries (caducado is a query too: an enviado quote whose validity ended before
 * today), a new quote numbered in one transaction with its year's counter (the rules refuse a number
 * taken twice), a borrador's edits, the changes of state and deleting a borrador.
 */
import {
  deleteDoc,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  updateDoc,
  where,
  type DocumentSnapshot,
  type QueryConstraint,
} from 'firebase/firestore';
import { collectionRef, db, docRef, readDoc, watchDoc } from '../data/firestore';
import { newId } from '../data/ids';
import type { ListQuery } from '../data/pagedQuery';
import { readInTransaction } from '../data/transaction';
import { recordReads } from '../firebase/readCounter';
import {
  newQuoteDocument,
  quoteCounterDocument,
  quoteDraftFields,
  quoteFromStored,
  quoteYearOf,
  type Quote,
  type QuoteDraft,
  type QuoteShownState,
  type QuoteState,
} from '../domain/quotes/quoteModel';

export interface QuoteFilters {
  state?: QuoteShownState | '';
  clientId?: string;
}

const quotesPath = (corpId: string) => `corporations/${corpId}/quotes`;
const quoteRef = (corpId: string, id: string) => docRef(`${quotesPath(corpId)}/${id}`);
const counterRef = (corpId: string, year: number) => docRef(`corporations/${corpId}/quoteCounters/${year}`);

export function quoteFromSnapshot(snap: DocumentSnapshot): Quote | null {
  return snap.exists() ? quoteFromStored(snap.id, snap.data()) : null;
}

/** Each state's query: enviado and caducado split on the validity (today, Madrid); the others newest first. */
function stateConstraints(state: QuoteShownState | '', today: string): QueryConstraint[] {
  if (state === 'caducado') return [where('state', '==', 'enviado'), where('validUntil', '<', today), orderBy('validUntil', 'desc')];
  if (state === 'enviado') return [where('state', '==', 'enviado'), where('validUntil', '>=', today), orderBy('validUntil', 'asc')];
  return [...(state ? [where('state', '==', state)] : []), orderBy('date', 'desc'), orderBy('seq', 'desc')];
}

export const quoteRepository = {
  async get(corpId: string, id: string): Promise<Quote | null> {
    return quoteFromSnapshot(await readDoc('quotes.get', quoteRef(corpId, id)));
  },

  watch(corpId: string, id: string, onNext: (q: Quote | null) => void, onError: (e: Error) => void) {
    return watchDoc('quotes.watch', quoteRef(corpId, id), (s) => onNext(quoteFromSnapshot(s)), onError);
  },

  /** Every combination of filters has its composite index (firestore.indexes.json). */
  listQuery(corpId: string, filters: QuoteFilters, today: string): ListQuery<Quote> {
    const constraints: QueryConstraint[] = [];
    if (filters.clientId) constraints.push(where('clientId', '==', filters.clientId));
    constraints.push(...stateConstraints(filters.state ?? '', today));
    return {
      label: 'quotes.list',
      query: query(collectionRef(quotesPath(corpId)), ...constraints),
      map: (snap) => quoteFromSnapshot(snap)!,
    };
  },

  /**
   * A new borrador with the next number of its date's year: one transaction reads the year's
   * counter (1 read), writes the quote with that number and moves the counter on. Two people
   * saving at once: one transaction retries with the next number.
   */
  async create(corpId: string, uid: string, draft: QuoteDraft): Promise<{ id: string; number: string }> {
    const id = newId(uid);
    const year = quoteYearOf(draft.date);
    return runTransaction(db, async (tx) => {
      const counter = await readInTransaction(tx, 'quoteCounters.get', counterRef(corpId, year), recordReads);
      const next = counter.get('next');
      const seq = counter.exists() && Number.isSafeInteger(next) ? (next as number) : 1;
      const stored = newQuoteDocument(draft, { year, seq }, uid, serverTimestamp());
      tx.set(quoteRef(corpId, id), stored);
      tx.set(counterRef(corpId, year), quoteCounterDocument(year, seq, id));
      return { id, number: stored.number };
    });
  },

  /** Saves a borrador's fields (its number stays). */
  async saveDraft(corpId: string, quote: Pick<Quote, 'id' | 'number'>, draft: QuoteDraft): Promise<void> {
    await updateDoc(quoteRef(corpId, quote.id), { ...quoteDraftFields(draft, quote.number), updatedAt: serverTimestamp() });
  },

  /** A change of state (QUOTE_TRANSITIONS; the rules refuse any other). */
  async move(corpId: string, id: string, state: QuoteState): Promise<void> {
    await updateDoc(quoteRef(corpId, id), { state, updatedAt: serverTimestamp() });
  },

  async deleteDraft(corpId: string, id: string): Promise<void> {
    await deleteDoc(quoteRef(corpId, id));
  },
};
