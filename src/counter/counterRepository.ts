/**
 * The counter's reads. A scanned product code costs one get of productCodes/{codeKey} and one of
 * the product (productRepository); barcodes are not in that index, so a scanned EAN-13 is one
 * equality query on categories (`barcode == x`, limit 1), which returns the product itself. The
 * name search and the client search are the invoice editor's (lookupRepository, at most 10 each),
 * and a client is checked with one get (partyFacts). Each stocked product added to a ticket costs
 * one get of its stock level, once per page, for the "only N left" warning.
 */
import { limit, query, where } from 'firebase/firestore';
import { collectionRef, docRef, readDoc, readQuery } from '../data/firestore';
import { VOUCHERS, voucherFromStored, type Voucher } from '../domain/vouchers/voucher';
import { productRepository } from '../categories/productRepository';
import { productFromStored, type Product } from '../categories/product';
import { loadPartyFacts, type PartyFacts } from '../invoices/partyFacts';
import { lookupRepository, type PartyOption, type ProductOption } from '../stock/lookupRepository';
import { stockRepository } from '../stock/stockRepository';
import type { CounterProduct } from './counterModel';

const counterProductOf = (
  p: Pick<Product, 'id' | 'code' | 'name' | 'unit' | 'salePriceCents' | 'vatRate' | 'active' | 'stocked'>,
): CounterProduct => ({
  id: p.id,
  code: p.code,
  name: p.name,
  unit: p.unit,
  salePriceCents: p.salePriceCents,
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

  /** The id of the product with this code (one get), or null. */
  productIdByCode(corpId: string, code: string): Promise<string | null> {
    return productRepository.codeOwner(corpId, code);
  },

  async product(corpId: string, id: string): Promise<CounterProduct | null> {
    const product = await productRepository.get(corpId, id);
    return product ? counterProductOf(product) : null;
  },

  /** The product with this EAN-13 (one query, at most one document), or null. */
  async productByBarcode(corpId: string, barcode: string): Promise<CounterProduct | null> {
    const snap = await readQuery(
      'counter.barcode',
      query(collectionRef(`corporations/${corpId}/categories`), where('barcode', '==', barcode), limit(1)),
    );
    const doc = snap.docs[0];
    if (!doc) return null;
    return counterProductOf(productFromStored(doc.id, doc.data(), { createdAt: null, updatedAt: null }));
  },

  /** Active products by the start of a name, code or barcode (at most 10). */
  async searchProducts(corpId: string, text: string): Promise<CounterProduct[]> {
    const found: ProductOption[] = await lookupRepository.searchProducts(corpId, text);
    return found.map((p) => ({
      id: p.id,
      code: p.code,
      name: p.name,
      unit: p.unit,
      salePriceCents: p.salePriceCents,
      vatRate: p.vatRate,
      active: true,
      stocked: p.stocked,
    }));
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
