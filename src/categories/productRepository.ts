/**
 * Thin repository for corporations/{corpId}/categories (Productos) and their
 * code documents productCodes/{codeKey}, written together. Stock is server-owned:
 * after an existing product is saved, the refreshProductStock command updates
 * the copies that stock/{id} keeps of it.
 */
import { deleteField, limit, query, runTransaction, serverTimestamp, where, writeBatch, type DocumentSnapshot } from 'firebase/firestore';
import { collectionRef, db, docRef, readDoc, readQuery, toDate, updateFields } from '../data/firestore';
import { newId } from '../data/ids';
import type { ListQuery } from '../data/pagedQuery';
import { readInTransaction } from '../data/transaction';
import { callCommand } from '../data/commands';
import { recordReads } from '../firebase/readCounter';
import { forEachBounded } from '../shared/boundedPool';
import type { ListParams } from '../shared/list/listParams';
import { listConstraints, readWholeList } from '../shared/list/masterDataRepository';
import { codeKeyOf, productFromStored, productToStored, type Product, type ProductInput } from './product';
import { afterFailedBatch, importBatches, type FailedBatchOutcome, type ImportFailure, type ImportRow } from './productImport';
import { isUnmovedLevel } from '../domain/stock/stockCommand';

export type ProductSort = 'code' | 'name' | 'salePrice';

const SORT_FIELD: Record<ProductSort, string> = { code: 'codeKey', name: 'nameKey', salePrice: 'salePriceCents' };

/** Code documents the import preview asks for at once (each a get on the SDK's one listen stream). */
const LOOKUPS_IN_FLIGHT = 64;
/**
 * Import batches sent at once. Each is committed on its own request (a transaction that reads
 * nothing), not on the SDK's one write stream, whose writes the server takes one after another;
 * browsers open at most 6 connections to a host, one of them the listen stream's.
 */
const BATCHES_IN_FLIGHT = 6;

export class ProductCodeTakenError extends Error {
  constructor(readonly code: string) {
    super('product-code-taken');
  }
}
export class ProductHasStockError extends Error {
  constructor() {
    super('product-has-stock');
  }
}
export class ProductInDocumentError extends Error {
  constructor(
    readonly kind: 'input' | 'output',
    readonly state: string,
  ) {
    super('product-in-document');
  }
}
export class ProductNotFoundError extends Error {
  constructor() {
    super('product-not-found');
  }
}

/** The figures the stock area keeps for a product (stock/{id}), shown read-only on its detail. */
export interface ProductCosts {
  quantity: number;
  averageCostCents: number;
  lastPurchasePriceCents: number;
}

const base = (corpId: string) => `corporations/${corpId}`;
const productRef = (corpId: string, id: string) => docRef(`${base(corpId)}/categories/${id}`);
const codeRef = (corpId: string, codeKey: string) => docRef(`${base(corpId)}/productCodes/${codeKey}`);
const stockRef = (corpId: string, id: string) => docRef(`${base(corpId)}/stock/${id}`);

function fromSnap(snap: DocumentSnapshot): Product | null {
  return snap.exists()
    ? productFromStored(snap.id, snap.data(), { createdAt: toDate(snap.get('createdAt')), updatedAt: toDate(snap.get('updatedAt')) })
    : null;
}

/** A list's filters and order (the indexes are in firestore.indexes.json). */
const listOf = (corpId: string, params: ListParams<ProductSort>) =>
  query(collectionRef(`${base(corpId)}/categories`), ...listConstraints(params, SORT_FIELD));

/**
 * Brings stock/{id}'s copies of a saved product up to date (trusted command). The product is
 * saved either way; a failure here only leaves the copies until the next confirmation, which
 * refreshes them too.
 */
async function refreshStock(corpId: string, productId: string): Promise<void> {
  try {
    await callCommand('refreshProductStock', { corpId, productId });
  } catch (error) {
    console.error('No se ha podido actualizar el stock del producto', error);
  }
}

export const productRepository = {
  async get(corpId: string, id: string): Promise<Product | null> {
    return fromSnap(await readDoc('categories.get', productRef(corpId, id)));
  },

  listQuery(corpId: string, params: ListParams<ProductSort>): ListQuery<Product> {
    return {
      label: 'categories.list',
      query: listOf(corpId, params),
      map: (snap) => fromSnap(snap) as Product,
    };
  },

  /** The id of the product that has this code, or null (one get of productCodes/{codeKey}). */
  async codeOwner(corpId: string, code: string): Promise<string | null> {
    const key = codeKeyOf(code);
    if (!key) return null;
    const snap = await readDoc('productCodes.get', codeRef(corpId, key));
    return snap.exists() ? String(snap.get('categoryId')) : null;
  },

  /**
   * Average cost and last purchase price from stock/{id}; null when the product has not moved yet
   * (no level, or the unmoved level at 0 made for its minimum: it knows no cost).
   */
  async costs(corpId: string, id: string): Promise<ProductCosts | null> {
    const snap = await readDoc('stock.get', stockRef(corpId, id));
    if (!snap.exists() || isUnmovedLevel(snap.data())) return null;
    return {
      quantity: Number(snap.get('quantity') ?? 0),
      averageCostCents: Number(snap.get('averageCostCents') ?? 0),
      lastPurchasePriceCents: Number(snap.get('lastPurchasePriceCents') ?? 0),
    };
  },

  /**
   * Saves the product and its code document (moved when the code changes) in
   * one transaction that re-checks that the code is free, then refreshes the
   * stock copies of an existing product. Returns the id; throws ProductCodeTakenError.
   */
  async save(corpId: string, product: ProductInput & { id: string }, actorUid: string): Promise<string> {
    const isNew = !product.id;
    const id = product.id || newId(actorUid);
    const stored = productToStored(product);
    const newKey = stored.codeKey as string;
    await runTransaction(db, async (tx) => {
      const owner = await readInTransaction(tx, 'productCodes.get', codeRef(corpId, newKey), recordReads);
      if (owner.exists() && owner.get('categoryId') !== id) throw new ProductCodeTakenError(product.code);
      let oldKey: string | null = null;
      if (!isNew) {
        const current = await readInTransaction(tx, 'categories.get', productRef(corpId, id), recordReads);
        if (!current.exists()) throw new ProductNotFoundError();
        oldKey = String(current.get('codeKey') ?? '');
      }
      const stamps = isNew ? { createdAt: serverTimestamp(), updatedAt: serverTimestamp() } : { updatedAt: serverTimestamp() };
      // A PVP removed in the form (issue 29) must go: set-merge would otherwise keep the stored one.
      const noRetail = !isNew && stored.retailPriceCents === undefined ? { retailPriceCents: deleteField() } : {};
      tx.set(productRef(corpId, id), { ...stored, ...noRetail, ...stamps }, { merge: true });
      if (oldKey !== newKey) {
        if (oldKey) tx.delete(codeRef(corpId, oldKey));
        tx.set(codeRef(corpId, newKey), { categoryId: id });
      }
    });
    // A new product given a minimum gets its stock level at 0 (so it shows below its minimum).
    if (!isNew || (product.stocked !== false && product.minStock > 0)) await refreshStock(corpId, id);
    return id;
  },

  async setActive(corpId: string, id: string, active: boolean): Promise<void> {
    await updateFields(productRef(corpId, id), { active });
  },

  /**
   * Deletes a product nothing refers to: no stock level that has moved (the
   * rules refuse it too; an unmoved level at 0, made for its minimum, is
   * removed after it by refreshProductStock) and no entrada or salida that lists it.
   */
  async remove(corpId: string, product: Product): Promise<void> {
    const stock = await readDoc('stock.get', stockRef(corpId, product.id));
    if (stock.exists() && !isUnmovedLevel(stock.data())) throw new ProductHasStockError();
    for (const kind of ['input', 'output'] as const) {
      const coll = kind === 'input' ? 'inputs' : 'outputs';
      const using = await readQuery(
        `${coll}.usesProduct`,
        query(collectionRef(`${base(corpId)}/${coll}`), where('productIds', 'array-contains', product.id), limit(1)),
      );
      const doc = using.docs[0];
      if (doc) throw new ProductInDocumentError(kind, String(doc.get('state') ?? ''));
    }
    const batch = writeBatch(db);
    batch.delete(productRef(corpId, product.id));
    batch.delete(codeRef(corpId, codeKeyOf(product.code)));
    await batch.commit();
    if (stock.exists()) await refreshStock(corpId, product.id);
  },

  async exportAll(corpId: string, params: ListParams<ProductSort>, onProgress: (read: number) => void): Promise<Product[]> {
    return readWholeList('categories.export', listOf(corpId, params), (d) => fromSnap(d) as Product, onProgress);
  },

  /**
   * Stored products by code key, for the import preview: one get of productCodes/{codeKey} per
   * key, LOOKUPS_IN_FLIGHT at a time, and one get of the product for each code that exists.
   * A code whose product is missing or has another code counts as absent: its row previews as
   * new, and the write reports the code as taken.
   */
  async findByCodeKeys(corpId: string, keys: string[]): Promise<Map<string, Product>> {
    const found = new Map<string, Product>();
    await forEachBounded(keys, LOOKUPS_IN_FLIGHT, async (key) => {
      const code = await readDoc('productCodes.importLookup', codeRef(corpId, key));
      if (!code.exists()) return;
      const product = fromSnap(await readDoc('categories.importLookup', productRef(corpId, String(code.get('categoryId')))));
      if (product && codeKeyOf(product.code) === key) found.set(key, product);
    });
    return found;
  },

  /**
   * Writes the import's rows in batches (productImport.ts: new products with their code
   * documents, updates keeping theirs), BATCHES_IN_FLIGHT at a time; after an update, refreshes
   * the stock copies of the products that have a stock level. A batch the server refuses does not
   * stop the others: its rows are checked against their code documents, the rows not to blame are
   * sent once more, and the rest come back as failures. Without connection the import stops
   * (rejects) once the batches in flight have ended. `onProgress` gets the rows saved so far.
   */
  async importRows(
    corpId: string,
    actorUid: string,
    rows: { value: ProductInput; existing: Product | null }[],
    onProgress: (written: number) => void,
  ): Promise<ImportFailure[]> {
    // Ids are fixed before anything is sent, so a batch sent twice can only find its own products.
    const planned: ImportRow[] = rows.map(({ value, existing }) => ({
      id: existing ? existing.id : newId(actorUid),
      codeKey: existing ? codeKeyOf(existing.code) : codeKeyOf(value.code),
      isNew: !existing,
    }));
    const failures: ImportFailure[] = [];
    let written = 0;
    const saved = (count: number) => {
      written += count;
      onProgress(written);
    };
    // Sent again by the SDK after a lost answer, a batch of new products is refused (they exist),
    // and the check below finds them saved.
    const commit = (indexes: number[]) =>
      runTransaction(db, async (tx) => {
        for (const index of indexes) {
          const { value, existing } = rows[index]!;
          const { id, codeKey } = planned[index]!;
          if (existing) {
            // Matched by code key, so the code document stays as it is.
            const stored = productToStored({ ...value, code: codeKeyOf(value.code) === codeKey ? value.code : existing.code });
            tx.set(productRef(corpId, id), { ...stored, updatedAt: serverTimestamp() }, { merge: true });
          } else {
            tx.set(productRef(corpId, id), { ...productToStored(value), createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
            tx.set(codeRef(corpId, codeKey), { categoryId: id });
          }
        }
      });
    // Only products that already have a level are refreshed: giving every imported product with a
    // minimum its level at 0 (issue 29) would be one command per row (1.900 for the 2.000-row
    // import); those get it when next saved from the form (docs/DECISIONS.md, issue 29, item 7).
    const refreshUpdatedStock = async (indexes: number[]) => {
      const updated = indexes.filter((i) => !planned[i]!.isNew).map((i) => planned[i]!.id);
      if (updated.length === 0) return;
      try {
        const stocks = await Promise.all(updated.map((id) => readDoc('stock.get', stockRef(corpId, id))));
        await Promise.all(updated.filter((_, k) => stocks[k]!.exists()).map((id) => refreshStock(corpId, id)));
      } catch (error) {
        // The products are saved; their stock copies catch up with the next confirmation.
        console.error('Importación: no se ha podido actualizar el stock de los productos', error);
      }
    };
    const owners = (indexes: number[]) =>
      Promise.all(
        indexes.map(async (i) => {
          const snap = await readDoc('productCodes.importCheck', codeRef(corpId, planned[i]!.codeKey));
          return snap.exists() ? String(snap.get('categoryId')) : null;
        }),
      );

    const send = async (indexes: number[], attempt: number): Promise<void> => {
      try {
        await commit(indexes);
      } catch (error) {
        const code = (error as { code?: string }).code;
        // Without connection every batch would fail: stop, and say how far the import got.
        if (code === 'unavailable' || code === 'deadline-exceeded') throw error;
        console.error('Importación: lote rechazado', error);
        const refusal = code === 'permission-denied' ? 'denied' : 'failed';
        let outcome: FailedBatchOutcome;
        try {
          outcome = afterFailedBatch(planned, indexes, await owners(indexes), refusal);
        } catch (checkError) {
          console.error('Importación: no se ha podido comprobar el lote rechazado', checkError);
          outcome = { written: [], retry: [], failed: indexes.map((index) => ({ index, code: 'failed' as const })) };
        }
        if (outcome.written.length > 0) saved(outcome.written.length);
        failures.push(...outcome.failed);
        // One more try for the rows not to blame; a second refusal is reported as it is.
        if (attempt === 1 && outcome.retry.length > 0) return send(outcome.retry, 2);
        failures.push(...outcome.retry.map((index): ImportFailure => ({ index, code: refusal })));
        return;
      }
      saved(indexes.length);
      await refreshUpdatedStock(indexes);
    };
    await forEachBounded(importBatches(planned), BATCHES_IN_FLIGHT, (batch) => send(batch, 1));
    return failures.sort((a, b) => a.index - b.index);
  },
};
