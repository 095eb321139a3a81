/**
 * Finds a scanned product and remembers it for the page's life, so scanning it again costs no
 * read. One query per new scan (counterRepository.productByScan): a valid EAN-13 is looked for as a
 * barcode and as a code at once, a barcode winning (product barcodes are EAN-13, product.ts);
 * anything else is a code, and text that can be neither is unknown without a read.
 */
import { codeKeyOf, productSchema } from '../categories/product';
import { isValidEan13 } from '../domain/ean';
import type { CounterProduct } from './counterModel';
import type { CounterRepository } from './counterRepository';

export type ProductSource = Pick<CounterRepository, 'productByScan'>;

export type LookupResult =
  { ok: true; product: CounterProduct } | { ok: false; code: 'unknown' } | { ok: false; code: 'inactive'; product: CounterProduct };

export interface ProductLookup {
  find(text: string): Promise<LookupResult>;
  /** A product read elsewhere (the name search), so that scanning its code later reads nothing. */
  remember(product: CounterProduct): void;
}

const canBeCode = (text: string) => productSchema.shape.code.safeParse(text).success;

export function createProductLookup(source: ProductSource, corpId: string): ProductLookup {
  const byId = new Map<string, CounterProduct>();
  /** Scanned text (as a code key) → product id. */
  const idByKey = new Map<string, string>();

  const remember = (product: CounterProduct, ...keys: string[]) => {
    byId.set(product.id, product);
    for (const key of [codeKeyOf(product.code), ...keys]) if (key) idByKey.set(key, product.id);
  };
  const result = (product: CounterProduct): LookupResult => (product.active ? { ok: true, product } : { ok: false, code: 'inactive', product });

  const read = async (key: string): Promise<CounterProduct | null> => {
    const asBarcode = isValidEan13(key);
    const asCode = canBeCode(key);
    if (!asBarcode && !asCode) return null;
    const found = await source.productByScan(corpId, key, { asCode, asBarcode });
    // The copy already in memory (found by the name search or another key) stays the page's one.
    return found ? (byId.get(found.id) ?? found) : null;
  };

  return {
    async find(text) {
      const key = codeKeyOf(text);
      const cached = byId.get(idByKey.get(key) ?? '');
      if (cached) return result(cached);
      if (!key) return { ok: false, code: 'unknown' };
      const product = await read(key);
      if (!product) return { ok: false, code: 'unknown' };
      remember(product, key);
      return result(product);
    },
    remember: (product) => remember(product),
  };
}
