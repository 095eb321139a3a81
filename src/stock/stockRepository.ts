/**
 * Thin repository for stock/{categoryId}: reads only (the stock writer is the one writer).
 * stock/{id} exists only for products that have moved; #/stock lists every product by paging
 * the products and reading the levels of just that page's products.
 */
import { documentId, orderBy, query, where, type DocumentSnapshot } from 'firebase/firestore';
import { collectionRef, docRef, readDoc, sumFieldQuery, toDate, watchDoc, watchQuery } from '../data/firestore';
import type { ListQuery } from '../data/pagedQuery';
import { productFactsOf, stockFiguresOf } from '../domain/stock/stockCommand';
import type { StockProduct } from './stockRows';
import type { StockLevel } from '../domain/stock/stockTypes';

const path = (corpId: string) => `corporations/${corpId}/stock`;

/** Firestore's `in` takes at most 30 values. */
const IN_LIMIT = 30;

export function stockFromSnapshot(snap: DocumentSnapshot): StockLevel | null {
  if (!snap.exists()) return null;
  const d = snap.data();
  return {
    ...stockFiguresOf(snap.id, d),
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

  /**
   * Every product by code: the Productos list's query with the "Todos" filter (orderBy codeKey),
   * since an inactive product may still hold stock, which the total value counts. Built here
   * rather than through productRepository, whose module brings zod and the product form's code
   * into every screen that imports this one (Inicio, the reports), as lookupRepository does.
   */
  productsQuery(corpId: string): ListQuery<StockProduct> {
    return {
      label: 'stock.list',
      query: query(collectionRef(`corporations/${corpId}/categories`), orderBy('codeKey')),
      map: (snap) => {
        const d = snap.data();
        return { id: snap.id, ...productFactsOf(d), active: d.active !== false, stocked: d.stocked !== false };
      },
    };
  },

  /**
   * The levels flagged at or below their minimum by the writer, by code. A product that never
   * moved has a level here too once it has a minimum (refreshProductStock makes it at 0, issue 29).
   */
  belowMinimumQuery(corpId: string): ListQuery<StockLevel> {
    return {
      label: 'stock.list',
      query: query(collectionRef(path(corpId)), where('belowMinimum', '==', true), orderBy('code')),
      map: (snap) => stockFromSnapshot(snap)!,
    };
  },

  /**
   * Live levels of these products (one page of the list), by id in `in` queries of up to 30:
   * a listener costs the levels that exist (at least 1 per query), never the whole collection.
   * Calls back once every query has answered; a product missing from the map has no level.
   */
  watchLevels(corpId: string, ids: readonly string[], onNext: (levels: Map<string, StockLevel>) => void, onError: (e: Error) => void): () => void {
    const chunks = Array.from({ length: Math.ceil(ids.length / IN_LIMIT) }, (_, i) => ids.slice(i * IN_LIMIT, (i + 1) * IN_LIMIT));
    const answers: (StockLevel[] | undefined)[] = chunks.map(() => undefined);
    const stops = chunks.map((chunk, i) =>
      watchQuery(
        'stock.list.levels',
        query(collectionRef(path(corpId)), where(documentId(), 'in', chunk)),
        (snap) => {
          answers[i] = snap.docs.map((d) => stockFromSnapshot(d)!);
          if (answers.every((a) => a !== undefined)) onNext(new Map(answers.flatMap((a) => a ?? []).map((l) => [l.categoryId, l])));
        },
        onError,
      ),
    );
    return () => stops.forEach((stop) => stop());
  },

  /** Total stock value from the stored per-product values: one sum aggregation. */
  async totalValueCents(corpId: string): Promise<number> {
    return (await sumFieldQuery('stock.totalValue', collectionRef(path(corpId)), 'valueCents')).sum;
  },
};
