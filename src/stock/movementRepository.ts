/** Thin repository for movements/{id}, the append-only stock ledger: reads only. */
import { orderBy, query, where, type DocumentSnapshot } from 'firebase/firestore';
import { collectionRef } from '../data/firestore';
import type { ListQuery } from '../data/pagedQuery';
import { movementFromStored } from '../domain/stock/stockStored';
import type { Movement } from '../domain/stock/stockTypes';

export function movementFromSnapshot(snap: DocumentSnapshot): Movement | null {
  return snap.exists() ? movementFromStored(snap.id, snap.data()) : null;
}

export const movementRepository = {
  /** One product's movements, newest first; each carries the balance after it, so any page stands alone. */
  historyQuery(corpId: string, categoryId: string): ListQuery<Movement> {
    return {
      label: 'movements.history',
      query: query(
        collectionRef(`corporations/${corpId}/movements`),
        where('productIds', 'array-contains', categoryId),
        orderBy('createdAt', 'desc'),
      ),
      map: (snap) => movementFromSnapshot(snap)!,
    };
  },
};
