/**
 * Reads for the entrada/salida pickers: products (categories) and parties
 * (vendors, clients) by the start of a name, a code or a barcode, through
 * their `searchKeys` (src/domain/search.ts). At most 10 documents per search.
 */
import { limit, query, where, type DocumentSnapshot } from 'firebase/firestore';
import { normalizeText, searchToken } from '../domain/search';
import { collectionRef, readQuery } from '../data/firestore';
import { PARTY_COLLECTION_OF, type DocKind } from '../domain/stock/stockTypes';
import type { PartyRef } from './documents/stockDocumentRepository';

export const LOOKUP_LIMIT = 10;

export interface ProductOption {
  id: string;
  code: string;
  name: string;
  unit: string;
  barcode: string;
  salePriceCents: number;
  /** PVP IVA included (issue 29), or null / absent: the counter sells at it. */
  retailPriceCents?: number | null;
  vatRate: number;
  /** False for a service, which never moves stock (absent: stocked). */
  stocked: boolean;
}

export interface PartyOption extends PartyRef {
  active: boolean;
}

function productFrom(snap: DocumentSnapshot): ProductOption {
  const d = snap.data() ?? {};
  return {
    id: snap.id,
    code: String(d.code ?? ''),
    name: String(d.name ?? ''),
    unit: String(d.unit ?? ''),
    barcode: String(d.barcode ?? ''),
    salePriceCents: Number(d.salePriceCents ?? 0),
    retailPriceCents: Number.isSafeInteger(d.retailPriceCents) ? Number(d.retailPriceCents) : null,
    vatRate: Number(d.vatRate ?? 21),
    stocked: d.stocked !== false,
  };
}

/** Exact code or barcode matches first, then by name. */
export function rankProducts(options: ProductOption[], text: string): ProductOption[] {
  const q = normalizeText(text);
  const exact = (o: ProductOption) => normalizeText(o.code) === q || o.barcode === text.trim();
  return [...options].sort((a, b) => Number(exact(b)) - Number(exact(a)) || a.name.localeCompare(b.name, 'es'));
}

/** What a search offers, ranked: for an entrada or salida (`stockedOnly`) no services, which never move stock. */
export function offeredProducts(options: ProductOption[], text: string, stockedOnly: boolean): ProductOption[] {
  return rankProducts(
    options.filter((o) => o.stocked || !stockedOnly),
    text,
  );
}

export const lookupRepository = {
  /** `stockedOnly`: leave services out (the entrada/salida editor); invoices offer them. */
  async searchProducts(corpId: string, text: string, { stockedOnly = false }: { stockedOnly?: boolean } = {}): Promise<ProductOption[]> {
    const token = searchToken(text);
    if (!token) return [];
    const snap = await readQuery(
      'stock.lookup.products',
      query(collectionRef(`corporations/${corpId}/categories`), where('searchKeys', 'array-contains', token), limit(LOOKUP_LIMIT)),
    );
    const active = snap.docs.filter((d) => d.data().active !== false).map(productFrom);
    return offeredProducts(active, text, stockedOnly);
  },

  async searchParties(corpId: string, kind: DocKind, text: string): Promise<PartyOption[]> {
    const token = searchToken(text);
    if (!token) return [];
    const snap = await readQuery(
      `stock.lookup.${PARTY_COLLECTION_OF[kind]}`,
      query(collectionRef(`corporations/${corpId}/${PARTY_COLLECTION_OF[kind]}`), where('searchKeys', 'array-contains', token), limit(LOOKUP_LIMIT)),
    );
    return snap.docs
      .map((d) => {
        const p = d.data();
        return {
          id: d.id,
          name: String(p.name ?? ''),
          nif: String(p.nif ?? ''),
          inUse: p.inUse === true,
          active: p.active !== false,
        };
      })
      .filter((p) => p.active)
      .sort((a, b) => a.name.localeCompare(b.name, 'es'));
  },
};
