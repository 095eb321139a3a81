/**
 * Tarifas on the server (issue 31): the price IVA included of each counter line the clerk did not
 * price by hand, resolved by the same resolvePrice the counter screen calls (src/domain/pricing), from
 * the sale's client (its special prices and its tarifa, read from its clientPrices document, never
 * from the browser) or the company's default tarifa. A line that no tarifa prices gets null, and
 * counterSaleContent takes the product's own price as before.
 *
 * Reads, before the sale's transaction as the products are (a tarifa changed between these reads
 * and the commit is like a product's price changed then: the sale is priced as read here):
 *   round 1: settings/pricing, and clientPrices/{clientId} when there is a client (1–2 gets);
 *   round 2: the tarifas' headers (≤ 2) and, per product to price, its special price (with a
 *            client) and its price in each tarifa assigned (≤ 3).
 * A sale with no client in a company with no default tarifa costs 1 read; a sale whose every line
 * has a typed price, none. Round 1 (readPricingHead) needs nothing of the products, so the sale
 * reads it beside them (issue 32: one round trip less before the transaction).
 */
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import {
  entryPathsOf,
  priceEntryFromStored,
  priceListFromStored,
  priceSourcesOf,
  pricingIdsOf,
  pricingPaths,
} from '../../../src/domain/pricing/priceList';
import { resolvePrice } from '../../../src/domain/pricing/resolvePrice';

type Data = Record<string, unknown>;

interface SoldLine {
  categoryId: string;
  quantity: number;
  /** A price the clerk typed (kept, not resolved); null: the server prices the line. */
  unitPriceCents: number | null;
}

const int = (v: unknown): number => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : 0);

/** Round 1: what decides the tarifas of a sale (settings/pricing, and the client's clientPrices). */
export interface PricingHead {
  clientId: string | null;
  settings: Data | undefined;
  client: Data | undefined;
}

/** Round 1's reads, or null when no line is left for a tarifa to price (every price typed). */
export async function readPricingHead(company: DocumentReference, clientId: string | null, lines: readonly SoldLine[]): Promise<PricingHead | null> {
  if (!lines.some((l) => l.unitPriceCents === null)) return null;
  const at = (path: string) => company.firestore.doc(`${company.path}/${path}`);
  const [settings, client] = await company.firestore.getAll(at(pricingPaths.settings), ...(clientId ? [at(pricingPaths.client(clientId))] : []));
  return { clientId, settings: settings!.data(), client: client?.data() };
}

export async function counterLinePrices(
  company: DocumentReference,
  head: PricingHead | null,
  lines: readonly SoldLine[],
  products: Readonly<Record<string, Data | undefined>>,
  date: string,
): Promise<(number | null)[]> {
  const toPrice = [...new Set(lines.filter((l) => l.unitPriceCents === null && products[l.categoryId]).map((l) => l.categoryId))];
  if (toPrice.length === 0 || !head) return lines.map(() => null);
  const at = (path: string) => company.firestore.doc(`${company.path}/${path}`);
  const { clientId } = head;
  const ids = pricingIdsOf(clientId, head.client, head.settings);
  if (!ids.clientId && !ids.clientListId && !ids.defaultListId) return lines.map(() => null);

  // Round 2: the headers and every entry, in one getAll (paths listed once, read by path).
  const paths = new Set<string>();
  if (ids.clientListId) paths.add(pricingPaths.list(ids.clientListId));
  if (ids.defaultListId) paths.add(pricingPaths.list(ids.defaultListId));
  const entryPaths = new Map(toPrice.map((id) => [id, entryPathsOf(ids, id)]));
  for (const e of entryPaths.values()) for (const p of [e.special, e.clientList, e.defaultList]) if (p) paths.add(p);
  const snaps = await company.firestore.getAll(...[...paths].map(at));
  const read = new Map<string, DocumentSnapshot>([...paths].map((p, i) => [p, snaps[i]!]));
  const dataAt = (path: string | null) => (path ? read.get(path)?.data() : undefined);
  const header = (id: string | null) => (id ? priceListFromStored(id, dataAt(pricingPaths.list(id))) : null);
  const lists = { clientList: header(ids.clientListId), defaultList: header(ids.defaultListId) };

  return lines.map((l) => {
    const p = products[l.categoryId];
    const e = entryPaths.get(l.categoryId);
    if (l.unitPriceCents !== null || !p || !e) return null;
    const entry = (path: string | null) => priceEntryFromStored(l.categoryId, dataAt(path));
    const sources = priceSourcesOf(ids, lists, { special: entry(e.special), clientList: entry(e.clientList), defaultList: entry(e.defaultList) });
    const vatRate = typeof p.vatRate === 'number' && Number.isFinite(p.vatRate) ? p.vatRate : 21;
    const resolved = resolvePrice({ product: { salePriceCents: int(p.salePriceCents), vatRate }, quantity: l.quantity, date, ...sources });
    // The product's own price stays counterSaleContent's (storedCounterPriceCents), as before tarifas.
    return resolved.origin.kind === 'product' ? null : resolved.grossCents;
  });
}
