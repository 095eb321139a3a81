/**
 * Finds a scanned product and remembers it for the page's life, so scanning it again costs no
 * read. A valid EAN-13 is tried as a barcode first (product barcodes are EAN-13, product.ts), then
 * as a code; anything else is a code, and text that cannot be a code is unknown without a read.
 */
import { codeKeyOf, productSchema } from '../categories/product';
import { isValidEan13 } from '../domain/ean';
import type { CounterProduct } from './counterModel';
import type { CounterRepository } from './counterRepository';

export type ProductSource = Pick<CounterRepository, 'productIdByCode' | 'product' | 'productByBarcode'>;

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
    if (isValidEan13(key)) {
      const byBarcode = await source.productByBarcode(corpId, key);
      if (byBarcode) return byBarcode;
    }
    if (!canBeCode(key)) return null;
    const id = await source.productIdByCode(corpId, key);
    if (!id) return null;
    return byId.get(id) ?? source.product(corpId, id);
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
