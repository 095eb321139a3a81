/**
 * Thin repository for corporations/{corpId}/categories (Productos) and their
 * code documents productCodes/{codeKey}, written together. Stock is server-owned:
 * after an existing product is saved, the refreshProductStock command updates
 * the copies that stock/{id} keeps of it.
 */
import {
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  startAfter,
  where,
  writeBatch,
  type DocumentSnapshot,
  type QueryConstraint,
} from 'firebase/firestore';
import { collectionRef, db, docRef, readDoc, readQuery, toDate, updateFields } from '../data/firestore';
import { newId } from '../data/ids';
import type { ListQuery } from '../data/pagedQuery';
import { readInTransaction } from '../data/transaction';
import { searchToken } from '../domain';
import { callCommand } from '../firebase/functions';
import { recordReads } from '../firebase/readCounter';
import type { ListParams } from '../shared/list/listParams';
import { codeKeyOf, productFromStored, productToStored, type Product, type ProductInput } from './product';

export type ProductSort = 'code' | 'name' | 'salePrice';

const SORT_FIELD: Record<ProductSort, string> = { code: 'codeKey', name: 'nameKey', salePrice: 'salePriceCents' };

/** Firestore `in` takes at most 30 values; the import preview runs a few such queries at once. */
const IN_CHUNK = 30;
const LOOKUPS_IN_FLIGHT = 6;
const EXPORT_PAGE = 500;
/**
 * Products per import batch. The rules read, per new product, its code
 * document and, per code document, its product (getAfter): 2 access calls
 * each, plus the caller's profile, within the 20 a batch may make.
 */
export const PRODUCTS_PER_BATCH = 9;
const BATCHES_IN_FLIGHT = 4;

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
  constructor(readonly kind: 'input' | 'output', readonly state: string) {
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

function constraints({ search, active, sort, dir }: ListParams<ProductSort>): QueryConstraint[] {
  const out: QueryConstraint[] = [];
  if (active !== 'all') out.push(where('active', '==', active === 'active'));
  const token = searchToken(search);
  if (token) out.push(where('searchKeys', 'array-contains', token));
  out.push(orderBy(SORT_FIELD[sort], dir));
  return out;
}

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
      query: query(collectionRef(`${base(corpId)}/categories`), ...constraints(params)),
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

  /** Average cost and last purchase price from stock/{id}; null when the product has no stock level yet. */
  async costs(corpId: string, id: string): Promise<ProductCosts | null> {
    const snap = await readDoc('stock.get', stockRef(corpId, id));
    if (!snap.exists()) return null;
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
      tx.set(productRef(corpId, id), { ...stored, ...stamps }, { merge: true });
      if (oldKey !== newKey) {
        if (oldKey) tx.delete(codeRef(corpId, oldKey));
        tx.set(codeRef(corpId, newKey), { categoryId: id });
      }
    });
    if (!isNew) await refreshStock(corpId, id);
    return id;
  },

  async setActive(corpId: string, id: string, active: boolean): Promise<void> {
    await updateFields(productRef(corpId, id), { active });
  },

  /**
   * Deletes a product nothing refers to: no stock level (it has had movements;
   * the rules refuse it too) and no entrada or salida that lists it.
   */
  async remove(corpId: string, product: Product): Promise<void> {
    const stock = await readDoc('stock.get', stockRef(corpId, product.id));
    if (stock.exists()) throw new ProductHasStockError();
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
  },

  async exportAll(corpId: string, params: ListParams<ProductSort>, onProgress: (read: number) => void): Promise<Product[]> {
    const rows: Product[] = [];
    let last: DocumentSnapshot | null = null;
    for (;;) {
      const page = query(collectionRef(`${base(corpId)}/categories`), ...constraints(params), ...(last ? [startAfter(last)] : []), limit(EXPORT_PAGE));
      const snap = await readQuery('categories.export', page);
      rows.push(...snap.docs.map((d) => fromSnap(d) as Product));
      onProgress(rows.length);
      if (snap.size < EXPORT_PAGE) return rows;
      last = snap.docs[snap.docs.length - 1] ?? null;
    }
  },

  /** Stored products by code key, for the import preview (`in` queries of 30). */
  async findByCodeKeys(corpId: string, keys: string[]): Promise<Map<string, Product>> {
    const found = new Map<string, Product>();
    const chunks = Array.from({ length: Math.ceil(keys.length / IN_CHUNK) }, (_, i) => keys.slice(i * IN_CHUNK, (i + 1) * IN_CHUNK));
    for (let i = 0; i < chunks.length; i += LOOKUPS_IN_FLIGHT) {
      const snaps = await Promise.all(
        chunks
          .slice(i, i + LOOKUPS_IN_FLIGHT)
          .map((chunk) => readQuery('categories.importLookup', query(collectionRef(`${base(corpId)}/categories`), where('codeKey', 'in', chunk)))),
      );
      for (const d of snaps.flatMap((snap) => snap.docs)) {
        const p = fromSnap(d);
        if (p) found.set(codeKeyOf(p.code), p);
      }
    }
    return found;
  },

  /**
   * Writes the import's rows, PRODUCTS_PER_BATCH at a time: new products with
   * their code documents in a batch; updates (same code) in a batch, then the
   * stock copies of those that have a stock level.
   */
  async importRows(
    corpId: string,
    actorUid: string,
    rows: { value: ProductInput; existing: Product | null }[],
    onProgress: (written: number) => void,
  ): Promise<void> {
    const creates = rows.filter((r) => !r.existing);
    const updates = rows.filter((r): r is { value: ProductInput; existing: Product } => r.existing !== null);
    let written = 0;
    const commitCreates = async (chunk: typeof creates) => {
      const batch = writeBatch(db);
      for (const { value } of chunk) {
        const id = newId(actorUid);
        const stored = productToStored(value);
        batch.set(productRef(corpId, id), { ...stored, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
        batch.set(codeRef(corpId, stored.codeKey as string), { categoryId: id });
      }
      await batch.commit();
      written += chunk.length;
      onProgress(written);
    };
    // Small batches, so a few are sent at once.
    const step = PRODUCTS_PER_BATCH * BATCHES_IN_FLIGHT;
    for (let i = 0; i < creates.length; i += step) {
      const group = creates.slice(i, i + step);
      await Promise.all(
        Array.from({ length: Math.ceil(group.length / PRODUCTS_PER_BATCH) }, (_, k) =>
          commitCreates(group.slice(k * PRODUCTS_PER_BATCH, (k + 1) * PRODUCTS_PER_BATCH)),
        ),
      );
    }
    for (let i = 0; i < updates.length; i += PRODUCTS_PER_BATCH) {
      const chunk = updates.slice(i, i + PRODUCTS_PER_BATCH);
      const batch = writeBatch(db);
      for (const { value, existing } of chunk) {
        // Matched by code key, so the code document stays as it is.
        const stored = productToStored({ ...value, code: codeKeyOf(value.code) === codeKeyOf(existing.code) ? value.code : existing.code });
        batch.set(productRef(corpId, existing.id), { ...stored, updatedAt: serverTimestamp() }, { merge: true });
      }
      await batch.commit();
      const stocks = await Promise.all(chunk.map(({ existing }) => readDoc('stock.get', stockRef(corpId, existing.id))));
      await Promise.all(chunk.filter((_, k) => stocks[k]!.exists()).map(({ existing }) => refreshStock(corpId, existing.id)));
      written += chunk.length;
      onProgress(written);
    }
  },
};
