/**
 * The app's way to price a sale line (issue 31): the invoice editor, the salida editor and the
 * counter make one resolver per client (or none) and ask it for each product picked and each
 * quantity typed. It reads what resolvePrice needs through pricingRepository (the context once,
 * each product's entries once: ≤ 3 gets) and keeps it, so a quantity change costs no read. A read
 * that fails prices the line at the product's own price (and says so), never blocks the line.
 */
import { priceSourcesOf, type PricingIds, type PricingLists, type ProductEntries } from '../domain/pricing/priceList';
import { resolvePrice, type PriceQuery, type ResolvedPrice } from '../domain/pricing/resolvePrice';
import { pricingRepository } from './pricingRepository';

export type PricedItem = PriceQuery['product'] & { id: string };

export interface PriceResolver {
  /** The price of `quantity` of `product` on `date` (YYYY-MM-DD, Madrid), reading what it has not read yet. */
  price(product: PricedItem, quantity: number, date: string): Promise<ResolvedPrice>;
  /** The same from what was read (a product priced before, by its id), or null while it has not been. */
  cached(productId: string, quantity: number, date: string): ResolvedPrice | null;
}

const NO_ENTRIES: ProductEntries = { special: null, clientList: null, defaultList: null };

export function createPriceResolver(corpId: string, clientId: string | null): PriceResolver {
  let context: Promise<{ ids: PricingIds; lists: PricingLists } | null> | null = null;
  let readContext: { ids: PricingIds; lists: PricingLists } | null = null;
  const entries = new Map<string, ProductEntries>();
  const products = new Map<string, PricedItem>();
  const asked = new Map<string, Promise<ProductEntries>>();

  const loadContext = () =>
    (context ??= pricingRepository.context(corpId, clientId).then(
      (c) => (readContext = c),
      (e: unknown) => {
        console.error('Tarifas: no se han podido leer', e);
        return null;
      },
    ));

  const resolveWith = (product: PricedItem, quantity: number, date: string, e: ProductEntries) =>
    resolvePrice({ product, quantity, date, ...(readContext ? priceSourcesOf(readContext.ids, readContext.lists, e) : {}) });

  return {
    async price(product, quantity, date) {
      products.set(product.id, product);
      const c = await loadContext();
      let got = entries.get(product.id);
      if (!got) {
        const ask =
          asked.get(product.id) ??
          (c ? pricingRepository.entries(corpId, c.ids, c.lists, product.id) : Promise.resolve(NO_ENTRIES)).catch((e: unknown) => {
            console.error('Tarifas: no se han podido leer los precios del producto', e);
            return NO_ENTRIES;
          });
        asked.set(product.id, ask);
        got = await ask;
        entries.set(product.id, got);
      }
      return resolveWith(product, quantity, date, got);
    },
    cached(productId, quantity, date) {
      const got = entries.get(productId);
      const product = products.get(productId);
      return got && product ? resolveWith(product, quantity, date, got) : null;
    },
  };
}
