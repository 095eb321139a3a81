/** Thin repository for stock/{categoryId}: reads only (the stock writer is the one writer). */
import { orderBy, query, where, type DocumentSnapshot } from 'firebase/firestore';
import { collectionRef, docRef, readDoc, sumFieldQuery, toDate, watchDoc } from '../data/firestore';
import type { ListQuery } from '../data/pagedQuery';
import { centsByKey, storedValueCents } from '../domain/stock';
import type { StockLevel } from './stockTypes';

const path = (corpId: string) => `corporations/${corpId}/stock`;

export function stockFromSnapshot(snap: DocumentSnapshot): StockLevel | null {
  if (!snap.exists()) return null;
  const d = snap.data();
  return {
    categoryId: snap.id,
    code: typeof d.code === 'string' ? d.code : '',
    name: typeof d.name === 'string' ? d.name : '',
    unit: typeof d.unit === 'string' ? d.unit : '',
    minStock: Number(d.minStock ?? 0),
    quantity: Number(d.quantity ?? 0),
    averageCostCents: Number(d.averageCostCents ?? 0),
    lastPurchasePriceCents: Number(d.lastPurchasePriceCents ?? 0),
    valueCents: storedValueCents(d),
    costOfSalesByYear: centsByKey(d.costOfSalesByYear),
    belowMinimum: d.belowMinimum === true,
    lastMovementId: typeof d.lastMovementId === 'string' ? d.lastMovementId : '',
    updatedAt: toDate(d.updatedAt),
  };
}

export const stockRepository = {
  async get(corpId: string, categoryId: string): Promise<StockLevel | null> {
    return stockFromSnapshot(await readDoc('stock.get', docRef(`${path(corpId)}/${categoryId}`)));
  },

  watch(corpId: string, categoryId: string, onNext: (s: StockLevel | null) => void, onError: (e: Error) => void) {
    return watchDoc('stock.watch', docRef(`${path(corpId)}/${categoryId}`), (s) => onNext(stockFromSnapshot(s)), onError);
  },

  /** By product code; `belowMinimum` keeps only products at or below their minimum. */
  listQuery(corpId: string, filters: { belowMinimum: boolean }): ListQuery<StockLevel> {
    const q = filters.belowMinimum
      ? query(collectionRef(path(corpId)), where('belowMinimum', '==', true), orderBy('code'))
      : query(collectionRef(path(corpId)), orderBy('code'));
    return { label: 'stock.list', query: q, map: (snap) => stockFromSnapshot(snap)! };
  },

  /** Total stock value from the stored per-product values: one sum aggregation. */
  async totalValueCents(corpId: string): Promise<number> {
    return (await sumFieldQuery('stock.totalValue', collectionRef(path(corpId)), 'valueCents')).sum;
  },
};
