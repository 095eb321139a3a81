/**
 * Thin repository of Tarifas (issue 31): corporations/{corpId}/priceLists (and their prices),
 * clientPrices (a client's tarifa and special prices) and settings/pricing (the default tarifa).
 * Layout and shapes: src/domain/pricing/priceList.ts. Admins write (firestore.rules); staff and the
 * cashier read.
 *
 * Reads of a line's price (usePriceResolver, the counter): `context` once per editor or client
 * (settings/pricing + the client's clientPrices document: 2 gets, then ≤ 2 tarifa headers), and
 * `entries` once per product (≤ 3 gets: the special price, the client's tarifa's price, the default
 * tarifa's price). A quantity change re-resolves from what was read, with no read.
 */
import { deleteDoc, limit, orderBy, query, serverTimestamp, setDoc } from 'firebase/firestore';
import { collectionRef, docRef, readDoc, readQuery, setMerged, toDate } from '../data/firestore';
import { newId } from '../data/ids';
import type { ListQuery } from '../data/pagedQuery';
import {
  assignedListOf,
  entryPathsOf,
  PRICE_ENTRIES,
  PRICE_LISTS,
  priceEntryFromStored,
  priceEntryToStored,
  priceListFromStored,
  pricingIdsOf,
  pricingPaths,
  type PriceEntry,
  type PriceList,
  type PricingIds,
  type PricingLists,
  type ProductEntries,
} from '../domain/pricing/priceList';
import { priceListToStored, type PriceListInput } from './priceListForm';

/** Whose prices: a tarifa's, or a client's special ones. */
export type EntryOwner = { kind: 'list'; id: string } | { kind: 'client'; id: string };

const corp = (corpId: string) => `corporations/${corpId}`;
const entriesPath = (corpId: string, owner: EntryOwner) =>
  owner.kind === 'list'
    ? `${corp(corpId)}/${PRICE_LISTS}/${owner.id}/${PRICE_ENTRIES}`
    : `${corp(corpId)}/${pricingPaths.client(owner.id)}/${PRICE_ENTRIES}`;

export interface StoredPriceList extends PriceList {
  updatedAt: Date | null;
}

const listOf = (id: string, d: Record<string, unknown>): StoredPriceList | null => {
  const list = priceListFromStored(id, d);
  return list ? { ...list, updatedAt: toDate(d.updatedAt) } : null;
};

/** A tarifa that no longer reads still shows, by its id, so that it can be fixed or deleted. */
const orBroken = (id: string, d: Record<string, unknown>): StoredPriceList =>
  listOf(id, d) ?? { id, name: id, kind: 'general', vatIncluded: false, validFrom: null, validTo: null, updatedAt: null };

/** At most this many tarifas in a select (a company has a handful). */
export const MAX_LISTS_IN_SELECT = 100;

export const pricingRepository = {
  listsQuery(corpId: string): ListQuery<StoredPriceList> {
    return {
      label: 'pricing.lists',
      query: query(collectionRef(`${corp(corpId)}/${PRICE_LISTS}`), orderBy('nameKey')),
      map: (s) => orBroken(s.id, s.data()),
    };
  },

  /** Every tarifa, for a select (one query, at most 100). */
  async allLists(corpId: string): Promise<StoredPriceList[]> {
    const snap = await readQuery(
      'pricing.lists.select',
      query(collectionRef(`${corp(corpId)}/${PRICE_LISTS}`), orderBy('nameKey'), limit(MAX_LISTS_IN_SELECT)),
    );
    return snap.docs.map((d) => orBroken(d.id, d.data()));
  },

  async list(corpId: string, id: string): Promise<StoredPriceList | null> {
    const snap = await readDoc('pricing.list', docRef(`${corp(corpId)}/${pricingPaths.list(id)}`));
    return snap.exists() ? orBroken(id, snap.data()) : null;
  },

  /** Saves a tarifa's header (a new one when id is null); its id. */
  async saveList(corpId: string, uid: string, id: string | null, input: PriceListInput): Promise<string> {
    const listId = id ?? newId(uid);
    await setMerged(docRef(`${corp(corpId)}/${pricingPaths.list(listId)}`), priceListToStored(input), id === null);
    return listId;
  },

  /** The header only: its prices stay, unreachable (every resolution reads the header first). */
  async deleteList(corpId: string, id: string): Promise<void> {
    await deleteDoc(docRef(`${corp(corpId)}/${pricingPaths.list(id)}`));
  },

  entriesQuery(corpId: string, owner: EntryOwner): ListQuery<PriceEntry> {
    return {
      label: owner.kind === 'list' ? 'pricing.list.prices' : 'pricing.client.prices',
      query: query(collectionRef(entriesPath(corpId, owner)), orderBy('code')),
      map: (s) => priceEntryFromStored(s.id, s.data()) ?? { categoryId: s.id, code: String(s.data().code ?? s.id), name: '', breaks: [] },
    };
  },

  /** One product's price here (one get), or null. */
  async entry(corpId: string, owner: EntryOwner, productId: string): Promise<PriceEntry | null> {
    const snap = await readDoc('pricing.entry', docRef(`${entriesPath(corpId, owner)}/${productId}`));
    return snap.exists() ? priceEntryFromStored(productId, snap.data()) : null;
  },

  async saveEntry(corpId: string, owner: EntryOwner, entry: PriceEntry): Promise<void> {
    await setDoc(docRef(`${entriesPath(corpId, owner)}/${entry.categoryId}`), { ...priceEntryToStored(entry), updatedAt: serverTimestamp() });
  },

  async deleteEntry(corpId: string, owner: EntryOwner, productId: string): Promise<void> {
    await deleteDoc(docRef(`${entriesPath(corpId, owner)}/${productId}`));
  },

  /** The company's default tarifa's id (one get), or null. */
  async defaultListId(corpId: string): Promise<string | null> {
    const snap = await readDoc('pricing.settings', docRef(`${corp(corpId)}/${pricingPaths.settings}`));
    return assignedListOf(snap.data(), 'defaultPriceListId');
  },

  async saveDefaultListId(corpId: string, listId: string | null): Promise<void> {
    await setDoc(docRef(`${corp(corpId)}/${pricingPaths.settings}`), { defaultPriceListId: listId, updatedAt: serverTimestamp() });
  },

  /** A client's tarifa's id (one get), or null. */
  async clientListId(corpId: string, clientId: string): Promise<string | null> {
    const snap = await readDoc('pricing.client', docRef(`${corp(corpId)}/${pricingPaths.client(clientId)}`));
    return assignedListOf(snap.data(), 'priceListId');
  },

  async saveClientListId(corpId: string, clientId: string, listId: string | null): Promise<void> {
    await setDoc(docRef(`${corp(corpId)}/${pricingPaths.client(clientId)}`), { priceListId: listId, updatedAt: serverTimestamp() });
  },

  /** Who sells to whom: settings/pricing and the client's document (2 gets), then the tarifas' headers (≤ 2). */
  async context(corpId: string, clientId: string | null): Promise<{ ids: PricingIds; lists: PricingLists }> {
    const [settings, client] = await Promise.all([
      readDoc('pricing.context', docRef(`${corp(corpId)}/${pricingPaths.settings}`)),
      clientId ? readDoc('pricing.context', docRef(`${corp(corpId)}/${pricingPaths.client(clientId)}`)) : null,
    ]);
    const ids = pricingIdsOf(clientId, client?.data(), settings.data());
    const header = async (id: string | null) => {
      if (!id) return null;
      const snap = await readDoc('pricing.context', docRef(`${corp(corpId)}/${pricingPaths.list(id)}`));
      return snap.exists() ? priceListFromStored(id, snap.data()) : null;
    };
    const [clientList, defaultList] = await Promise.all([
      header(ids.clientListId),
      ids.defaultListId === ids.clientListId ? null : header(ids.defaultListId),
    ]);
    return {
      ids,
      lists: { clientList, defaultList: ids.defaultListId !== null && ids.defaultListId === ids.clientListId ? clientList : defaultList },
    };
  },

  /** One product's prices (≤ 3 gets, in parallel; none for a tarifa that is not there). */
  async entries(corpId: string, ids: PricingIds, lists: PricingLists, productId: string): Promise<ProductEntries> {
    const paths = entryPathsOf(ids, productId);
    const get = async (path: string | null) => {
      if (!path) return null;
      const snap = await readDoc('pricing.entries', docRef(`${corp(corpId)}/${path}`));
      return snap.exists() ? priceEntryFromStored(productId, snap.data()) : null;
    };
    const [special, clientList, defaultList] = await Promise.all([
      get(paths.special),
      get(lists.clientList ? paths.clientList : null),
      get(lists.defaultList ? paths.defaultList : null),
    ]);
    return { special, clientList, defaultList };
  },
};
