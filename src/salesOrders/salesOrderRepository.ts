/**
 * Thin repository for salesOrders/{id} (Pedidos de cliente): reads, the cursor-paged list and a
 * borrador's own writes (save, delete). Every other change is an order command's
 * (salesOrderCommands.ts).
 */
import { orderBy, query, serverTimestamp, where, writeBatch, type DocumentSnapshot, type QueryConstraint } from 'firebase/firestore';
import { collectionRef, db, docRef, watchDoc } from '../data/firestore';
import { newId } from '../data/ids';
import type { ListQuery } from '../data/pagedQuery';
import {
  newSalesOrderDraft,
  SALES_ORDERS,
  salesOrderDraftFields,
  salesOrderFromStored,
  salesOrderNumberFor,
  type SalesOrder,
  type SalesOrderDraft,
  type SalesOrderState,
} from '../domain/salesOrders/salesOrder';

export interface SalesOrderFilters {
  state?: SalesOrderState | '';
  partyId?: string;
}

const path = (corpId: string) => `corporations/${corpId}/${SALES_ORDERS}`;
const fromSnapshot = (snap: DocumentSnapshot): SalesOrder | null => (snap.exists() ? salesOrderFromStored(snap.id, snap.data()) : null);

export const salesOrderRepository = {
  watch(corpId: string, id: string, onNext: (o: SalesOrder | null) => void, onError: (e: Error) => void) {
    return watchDoc('salesOrders.watch', docRef(`${path(corpId)}/${id}`), (s) => onNext(fromSnapshot(s)), onError);
  },

  /** Newest first; each combination of filters has its composite index (firestore.indexes.json). */
  listQuery(corpId: string, filters: SalesOrderFilters): ListQuery<SalesOrder> {
    const constraints: QueryConstraint[] = [];
    if (filters.state) constraints.push(where('state', '==', filters.state));
    if (filters.partyId) constraints.push(where('partyId', '==', filters.partyId));
    constraints.push(orderBy('date', 'desc'));
    return { label: 'salesOrders.list', query: query(collectionRef(path(corpId)), ...constraints), map: (snap) => fromSnapshot(snap)! };
  },

  /** Saves a borrador (new when `id` is null; its number then comes from its id). Returns the id. */
  async saveDraft(corpId: string, uid: string, id: string | null, draft: SalesOrderDraft, knownNumber?: string): Promise<string> {
    const batch = writeBatch(db);
    const orderId = id ?? newId(uid);
    const ref = docRef(`${path(corpId)}/${orderId}`);
    if (id === null) batch.set(ref, newSalesOrderDraft(draft, salesOrderNumberFor(orderId), uid, serverTimestamp()));
    else batch.update(ref, { ...salesOrderDraftFields(draft, knownNumber ?? ''), updatedAt: serverTimestamp() });
    await batch.commit();
    return orderId;
  },

  async deleteDraft(corpId: string, id: string): Promise<void> {
    const batch = writeBatch(db);
    batch.delete(docRef(`${path(corpId)}/${id}`));
    await batch.commit();
  },
};
