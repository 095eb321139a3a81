/**
 * The counter's reads. A scan is one query on the products that returns the product itself (issue
 * 32: the facts a sale needs come with the code, one round trip): `codeKey == x` for a code, and
 * for text that is a valid EAN-13 `barcode == x OR codeKey == x` (a barcode first, when both
 * match). codeKey is unique in the company (productCodes/{codeKey} guards it) and every product
 * stores it (product.ts productToStored). The
 * name search and the client search are the invoice editor's (lookupRepository, at most 10 each),
 * and a client is checked with one get (partyFacts). Each stocked product added to a ticket costs
 * one get of its stock level, once per page, for the "only N left" warning.
 *
 * Issue 29: the name search also reads the stock of what it found (one get per level, at most
 * 10 documents: one read per product at most); the quick keys cost one get of settings/counter and
 * one `in` query for their products (at most 12); the company's settings the counter uses are
 * watched with one listener on corporations/{corpId} (one read, then one per change).
 */
import { documentId, limit, or, query, serverTimestamp, setDoc, where } from 'firebase/firestore';
import { collectionRef, docRef, readDoc, readQuery, watchDoc } from '../data/firestore';
import { corporationFromSnapshot } from '../corps/corporationRepository';
import { counterSettingsOf, type CounterSettings } from './counterSettings';
import { quickKeysFromStored, quickKeysToStored } from './quickKeys';
import { VOUCHERS, voucherFromStored, type Voucher } from '../domain/vouchers/voucher';
import { productFromStored, type Product } from '../categories/product';
import { loadPartyFacts, type PartyFacts } from '../invoices/partyFacts';
import { lookupRepository, type PartyOption, type ProductOption } from '../stock/lookupRepository';
import { stockRepository } from '../stock/stockRepository';
import type { CounterProduct } from './counterModel';

/** A found product with what the name search shows: its units in stock (null: a service, or not read). */
export interface FoundProduct extends CounterProduct {
  inStock: number | null;
}

const counterProductOf = (
  p: Pick<Product, 'id' | 'code' | 'name' | 'unit' | 'salePriceCents' | 'retailPriceCents' | 'vatRate' | 'active' | 'stocked'>,
): CounterProduct => ({
  id: p.id,
  code: p.code,
  name: p.name,
  unit: p.unit,
  salePriceCents: p.salePriceCents,
  retailPriceCents: p.retailPriceCents ?? null,
  vatRate: p.vatRate,
  active: p.active,
  stocked: p.stocked,
});

export const counterRepository = {
  /** A store-credit vale by its code (one get; issue 29), or null when the company has none with it. */
  async voucher(corpId: string, code: string): Promise<Voucher | null> {
    const snap = await readDoc('counter.voucher', docRef(`corporations/${corpId}/${VOUCHERS}/${code}`));
    return snap.exists() ? voucherFromStored(code, snap.data()) : null;
  },

  /**
   * The product a scan names (one query, one or two documents), or null. `key` is the scanned text
   * as a code key (codeKeyOf); `asCode` and `asBarcode` say what it may be (the caller checks the
   * code's shape and the EAN-13's check digit). A barcode match wins over a code match.
   */
  async productByScan(corpId: string, key: string, { asCode, asBarcode }: { asCode: boolean; asBarcode: boolean }): Promise<CounterProduct | null> {
    if (!asCode && !asBarcode) return null;
    const products = collectionRef(`corporations/${corpId}/categories`);
    const filter = or(...(asBarcode ? [where('barcode', '==', key)] : []), ...(asCode ? [where('codeKey', '==', key)] : []));
    const snap = await readQuery('counter.scan', query(products, filter, limit(2)));
    const doc = snap.docs.find((d) => asBarcode && d.get('barcode') === key) ?? snap.docs[0];
    if (!doc) return null;
    return counterProductOf(productFromStored(doc.id, doc.data(), { createdAt: null, updatedAt: null }));
  },

  /** Active products by the start of a name, code or barcode (at most 10), each with its units in stock. */
  async searchProducts(corpId: string, text: string): Promise<FoundProduct[]> {
    const found: ProductOption[] = await lookupRepository.searchProducts(corpId, text);
    const stocked = found.filter((p) => p.stocked).map((p) => p.id);
    const levels = new Map<string, number>();
    // One get per stocked match (at most 10, in parallel; the same reads an `in` query would cost):
    // the cashier role may get one level at a time but not query the levels (firestore.rules).
    const snaps = await Promise.all(stocked.map((id) => readDoc('counter.search.stock', docRef(`corporations/${corpId}/stock/${id}`))));
    for (const d of snaps) if (d.exists()) levels.set(d.id, typeof d.data().quantity === 'number' ? (d.data().quantity as number) : 0);
    return found.map((p) => ({
      id: p.id,
      code: p.code,
      name: p.name,
      unit: p.unit,
      salePriceCents: p.salePriceCents,
      retailPriceCents: p.retailPriceCents ?? null,
      vatRate: p.vatRate,
      active: true,
      stocked: p.stocked,
      // A stocked product that never moved has no level: 0 in stock.
      inStock: p.stocked ? (levels.get(p.id) ?? 0) : null,
    }));
  },

  /** The quick keys the admin chose (one get of settings/counter; none when it does not exist). */
  async quickKeys(corpId: string): Promise<string[]> {
    const snap = await readDoc('counter.settings', docRef(`corporations/${corpId}/settings/counter`));
    return quickKeysFromStored(snap.exists() ? snap.data() : undefined);
  },

  /** Saves the quick keys (admins only: firestore.rules). */
  async saveQuickKeys(corpId: string, ids: readonly string[]): Promise<void> {
    await setDoc(docRef(`corporations/${corpId}/settings/counter`), { ...quickKeysToStored(ids), updatedAt: serverTimestamp() });
  },

  /** Products by id, in the order asked (one query, at most 30 ids); deleted ones are left out. */
  async productsByIds(corpId: string, ids: readonly string[]): Promise<CounterProduct[]> {
    if (ids.length === 0) return [];
    const snap = await readQuery(
      'counter.quickKeys.products',
      query(collectionRef(`corporations/${corpId}/categories`), where(documentId(), 'in', ids.slice(0, 30))),
    );
    const byId = new Map(snap.docs.map((d) => [d.id, counterProductOf(productFromStored(d.id, d.data(), { createdAt: null, updatedAt: null }))]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  },

  /** Follows the company's settings the counter uses (one listener); returns the unsubscribe. */
  watchSettings(corpId: string, onNext: (settings: CounterSettings) => void, onError: (error: Error) => void): () => void {
    return watchDoc(
      'counter.company',
      docRef(`corporations/${corpId}`),
      (snap) => {
        const corp = corporationFromSnapshot(snap);
        if (corp) onNext(counterSettingsOf(corp.data));
      },
      onError,
    );
  },

  /** Units of a product in stock (one get of stock/{id}; a product that never moved has 0). */
  async inStock(corpId: string, id: string): Promise<number> {
    return (await stockRepository.get(corpId, id))?.quantity ?? 0;
  },

  searchClients(corpId: string, text: string): Promise<PartyOption[]> {
    return lookupRepository.searchParties(corpId, 'output', text);
  },

  /** A client's identification and address (one get), or null when it no longer exists. */
  client(corpId: string, id: string): Promise<PartyFacts | null> {
    return loadPartyFacts(corpId, 'output', id);
  },
};

export type CounterRepository = typeof counterRepository;
