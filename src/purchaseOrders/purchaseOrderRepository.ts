/**
 * Thin repository for purchaseOrders/{id} (Pedidos a proveedor, issue 31): reads, the cursor-paged
 * list, the borrador's own writes (the rules allow nothing else), the entradas received against
 * an order, and «Qué pedir»'s two bounded queries of the stock levels. States move only through
 * the commands (purchaseOrderWriter.ts).
 */
import {
  documentId,
  limit,
  orderBy,
  query,
  serverTimestamp,
  where,
  writeBatch,
  type DocumentSnapshot,
  type QueryConstraint,
} from 'firebase/firestore';
import { collectionRef, db, docRef, readQuery, watchDoc, watchQuery } from '../data/firestore';
import { newId } from '../data/ids';
import type { ListQuery } from '../data/pagedQuery';
import {
  newPurchaseOrderDraft,
  purchaseOrderDraftFields,
  purchaseOrderFromStored,
  purchaseOrderNumberFor,
  PURCHASE_ORDERS,
  type PurchaseOrder,
  type PurchaseOrderDraft,
  type PurchaseOrderState,
} from '../domain/purchaseOrders/purchaseOrder';
import { suggestionsOf, type Suggestion } from '../domain/purchaseOrders/purchaseOrderPlan';
import { stockDocumentFromStored } from '../domain/stock/stockStored';
import type { StockDocument } from '../domain/stock/stockTypes';

export interface PurchaseOrderFilters {
  state?: PurchaseOrderState | '';
  partyId?: string;
}

/** «Qué pedir» shows at most this many rows per query; «Ver más» asks for more. */
export const SUGGESTION_PAGE = 50;

const path = (corpId: string) => `corporations/${corpId}/${PURCHASE_ORDERS}`;
const fromSnap = (snap: DocumentSnapshot): PurchaseOrder | null => (snap.exists() ? purchaseOrderFromStored(snap.id, snap.data()) : null);

export const purchaseOrderRepository = {
  watch(corpId: string, id: string, onNext: (o: PurchaseOrder | null) => void, onError: (e: Error) => void) {
    return watchDoc('purchaseOrders.watch', docRef(`${path(corpId)}/${id}`), (s) => onNext(fromSnap(s)), onError);
  },

  /** Newest first; each combination of the two filters has its composite index (firestore.indexes.json). */
  listQuery(corpId: string, filters: PurchaseOrderFilters): ListQuery<PurchaseOrder> {
    const constraints: QueryConstraint[] = [];
    if (filters.state) constraints.push(where('state', '==', filters.state));
    if (filters.partyId) constraints.push(where('partyId', '==', filters.partyId));
    constraints.push(orderBy('date', 'desc'));
    return { label: 'purchaseOrders.list', query: query(collectionRef(path(corpId)), ...constraints), map: (snap) => fromSnap(snap)! };
  },

  /** Saves a borrador (new when `id` is null); returns its id. */
  async saveDraft(corpId: string, uid: string, id: string | null, draft: PurchaseOrderDraft): Promise<string> {
    const batch = writeBatch(db);
    const orderId = id ?? newId(uid);
    const ref = docRef(`${path(corpId)}/${orderId}`);
    if (id === null) batch.set(ref, newPurchaseOrderDraft(draft, purchaseOrderNumberFor(orderId), uid, serverTimestamp()));
    else batch.update(ref, { ...purchaseOrderDraftFields(draft), updatedAt: serverTimestamp() });
    await batch.commit();
    return orderId;
  },

  async deleteDraft(corpId: string, id: string): Promise<void> {
    const batch = writeBatch(db);
    batch.delete(docRef(`${path(corpId)}/${id}`));
    await batch.commit();
  },

  /** The entradas received against the order (annulled ones too), live. */
  watchReceipts(corpId: string, orderId: string, onNext: (docs: StockDocument[]) => void, onError: (e: Error) => void) {
    return watchQuery(
      'purchaseOrders.receipts',
      query(collectionRef(`corporations/${corpId}/inputs`), where('orderId', '==', orderId)),
      (snap) => onNext(snap.docs.map((d) => stockDocumentFromStored('input', d.id, d.data())!).sort((a, b) => a.number.localeCompare(b.number))),
      onError,
    );
  },

  /**
   * «Qué pedir»: the levels with `toOrder > 0`, most first, and those flagged below their minimum
   * (levels written before orders have no toOrder), each bounded by `max`; merged without
   * duplicates by suggestionsOf. `more`: either query filled its page.
   */
  async suggestions(corpId: string, max = SUGGESTION_PAGE): Promise<{ rows: Suggestion[]; more: boolean }> {
    const stock = collectionRef(`corporations/${corpId}/stock`);
    const [toOrder, below] = await Promise.all([
      readQuery('purchaseOrders.suggest.toOrder', query(stock, where('toOrder', '>', 0), orderBy('toOrder', 'desc'), limit(max))),
      readQuery('purchaseOrders.suggest.belowMinimum', query(stock, where('belowMinimum', '==', true), orderBy('code'), limit(max))),
    ]);
    const rows = suggestionsOf([...toOrder.docs, ...below.docs].map((d) => ({ id: d.id, data: d.data() })));
    return { rows, more: toOrder.size >= max || below.size >= max };
  },

  /** The VAT rate of each of these products (for the lines of a borrador made from «Qué pedir»), 30 per query. */
  async vatRates(corpId: string, ids: readonly string[]): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (let i = 0; i < ids.length; i += 30) {
      const snap = await readQuery(
        'purchaseOrders.suggest.products',
        query(collectionRef(`corporations/${corpId}/categories`), where(documentId(), 'in', ids.slice(i, i + 30))),
      );
      for (const d of snap.docs) if (typeof d.data().vatRate === 'number') out[d.id] = d.data().vatRate as number;
    }
    return out;
  },
};
