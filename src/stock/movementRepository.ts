/** Thin repository for movements/{id}, the append-only stock ledger: reads only. */
import { orderBy, query, where, type DocumentSnapshot } from 'firebase/firestore';
import { collectionRef, toDate } from '../data/firestore';
import type { ListQuery } from '../data/pagedQuery';
import { movementCauseOf, type Movement } from '../domain/stock/stockTypes';

function numberMap(v: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  if (v && typeof v === 'object') for (const [k, n] of Object.entries(v)) out[k] = Number(n);
  return out;
}

export function movementFromSnapshot(snap: DocumentSnapshot): Movement | null {
  if (!snap.exists()) return null;
  const d = snap.data();
  return {
    id: snap.id,
    docKind: d.docKind === 'output' ? 'output' : 'input',
    reason: d.reason === 'annul' ? 'annul' : 'confirm',
    cause: movementCauseOf(d),
    documentId: String(d.documentId ?? ''),
    documentNumber: String(d.documentNumber ?? ''),
    date: String(d.date ?? ''),
    partyId: String(d.partyId ?? ''),
    partyName: String(d.partyName ?? ''),
    productIds: Array.isArray(d.productIds) ? d.productIds : [],
    deltas: numberMap(d.deltas),
    balances: numberMap(d.balances),
    costs: numberMap(d.costs),
    unitCosts: numberMap(d.unitCosts),
    createdBy: String(d.createdBy ?? ''),
    createdAt: toDate(d.createdAt),
  };
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
