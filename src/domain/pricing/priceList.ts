/**
 * Tarifas (issue 31): the stored shapes and where they live, read by the app and by sellAtCounter.
 * Pure: no Firebase, no React. The resolution itself is resolvePrice.ts.
 *
 * Layout (under corporations/{corpId}/; docs/DECISIONS.md "Tarifas"):
 *
 *   priceLists/{listId}                      the tarifa's header: name, kind, net or IVA included, dates
 *   priceLists/{listId}/prices/{productId}   one product's price in it, with its quantity breaks
 *   clientPrices/{clientId}                  the client's tarifa (priceListId, or null)
 *   clientPrices/{clientId}/prices/{productId} the client's special price for one product (net)
 *   settings/pricing                         the company's default tarifa (sales with no client, or whose client has none)
 *
 * An entry's id is its product's id, so a line's resolution is a handful of gets by id, never a
 * query and never a whole list, however many products a tarifa holds.
 */
import { hasAtMostDecimals } from '../decimal';
import { MAX_PRICE_CENTS, MAX_QUANTITY } from '../lineValidation';
import { toThousandths } from '../quantity';

export const PRICE_LISTS = 'priceLists';
export const PRICE_ENTRIES = 'prices';
export const CLIENT_PRICES = 'clientPrices';
export const PRICING_SETTINGS = 'settings/pricing';

/** How many quantity breaks one price may have (the rules check each one: no loops there). */
export const MAX_BREAKS = 5;

export const PRICE_LIST_KINDS = ['general', 'clientes'] as const;
/** 'general': for any sale (may be the company's default); 'clientes': assigned to clients (Mayorista…). Both resolve alike. */
export type PriceListKind = (typeof PRICE_LIST_KINDS)[number];

export interface PriceList {
  id: string;
  name: string;
  kind: PriceListKind;
  /** True: its prices are IVA included (a PVP list); false: net of VAT. */
  vatIncluded: boolean;
  /** Inclusive, YYYY-MM-DD (Madrid dates); null: open. */
  validFrom: string | null;
  validTo: string | null;
}

/** From `from` units on (inclusive), the unit price is `priceCents`. */
export interface PriceBreak {
  from: number;
  priceCents: number;
}

/** One product's price in a tarifa or a client's special price: its breaks, `from` strictly increasing. */
export interface PriceEntry {
  categoryId: string;
  /** The product's code and name when the price was saved: for the lists only, never for the price. */
  code: string;
  name: string;
  breaks: PriceBreak[];
}

export type BreaksError = 'none' | 'tooMany' | 'fromInvalid' | 'priceInvalid' | 'notIncreasing';

/** What is wrong with a price's breaks, or null. */
export function checkBreaks(breaks: readonly PriceBreak[]): BreaksError | null {
  if (breaks.length === 0) return 'none';
  if (breaks.length > MAX_BREAKS) return 'tooMany';
  for (const [i, b] of breaks.entries()) {
    if (typeof b.from !== 'number' || !Number.isFinite(b.from) || b.from <= 0 || b.from > MAX_QUANTITY || !hasAtMostDecimals(b.from, 3))
      return 'fromInvalid';
    if (!Number.isSafeInteger(b.priceCents) || b.priceCents < 0 || b.priceCents > MAX_PRICE_CENTS) return 'priceInvalid';
    if (i > 0 && toThousandths(b.from) <= toThousandths(breaks[i - 1]!.from)) return 'notIncreasing';
  }
  return null;
}

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const isoOrNull = (v: unknown): string | null | undefined =>
  v === null || v === undefined ? null : typeof v === 'string' && ISO_DATE.test(v) ? v : undefined;

/** A stored tarifa header, read totally: null when it does not read (then it is as if it did not exist). */
export function priceListFromStored(id: string, d: Readonly<Record<string, unknown>> | undefined): PriceList | null {
  if (!d || typeof d.name !== 'string' || typeof d.vatIncluded !== 'boolean') return null;
  const validFrom = isoOrNull(d.validFrom);
  const validTo = isoOrNull(d.validTo);
  if (validFrom === undefined || validTo === undefined) return null;
  const kind = (PRICE_LIST_KINDS as readonly unknown[]).includes(d.kind) ? (d.kind as PriceListKind) : 'general';
  return { id, name: d.name, kind, vatIncluded: d.vatIncluded, validFrom, validTo };
}

/** A stored price (a tarifa's or a client's special one), read totally: null when its breaks do not check. */
export function priceEntryFromStored(id: string, d: Readonly<Record<string, unknown>> | undefined): PriceEntry | null {
  if (!d || !Array.isArray(d.breaks)) return null;
  const breaks = d.breaks.map((b: unknown) => {
    const o = (b ?? {}) as Record<string, unknown>;
    return { from: o.from as number, priceCents: o.priceCents as number };
  });
  if (checkBreaks(breaks) !== null) return null;
  return { categoryId: id, code: typeof d.code === 'string' ? d.code : '', name: typeof d.name === 'string' ? d.name : '', breaks };
}

/** The stored fields of a price entry (the caller adds updatedAt). Throws on breaks that do not check. */
export function priceEntryToStored(entry: PriceEntry): Record<string, unknown> {
  const error = checkBreaks(entry.breaks);
  if (error) throw new RangeError(`breaks:${error}`);
  return {
    categoryId: entry.categoryId,
    code: entry.code,
    name: entry.name,
    breaks: entry.breaks.map((b) => ({ from: b.from, priceCents: b.priceCents })),
  };
}

/** A client's tarifa (clientPrices/{clientId}); an id that could not be a document id reads as none. */
export function assignedListOf(d: Readonly<Record<string, unknown>> | undefined, field: 'priceListId' | 'defaultPriceListId'): string | null {
  const v = d?.[field];
  return typeof v === 'string' && /^[^/]{1,128}$/.test(v) && v !== '.' && v !== '..' ? v : null;
}

/** Paths under corporations/{corpId}/. */
export const pricingPaths = {
  list: (listId: string) => `${PRICE_LISTS}/${listId}`,
  listEntry: (listId: string, productId: string) => `${PRICE_LISTS}/${listId}/${PRICE_ENTRIES}/${productId}`,
  client: (clientId: string) => `${CLIENT_PRICES}/${clientId}`,
  special: (clientId: string, productId: string) => `${CLIENT_PRICES}/${clientId}/${PRICE_ENTRIES}/${productId}`,
  settings: PRICING_SETTINGS,
};

/**
 * Who sells and to whom, as far as prices go: the client (or none), the client's tarifa and the
 * company's default one, as read once per sale or editor: settings/pricing and the client's
 * clientPrices document (2 gets), then the tarifas' headers (at most 2).
 */
export interface PricingIds {
  clientId: string | null;
  clientListId: string | null;
  defaultListId: string | null;
}

/** The ids from what was read (undefined: no such document). */
export function pricingIdsOf(
  clientId: string | null,
  clientPricing: Readonly<Record<string, unknown>> | undefined,
  settings: Readonly<Record<string, unknown>> | undefined,
): PricingIds {
  return {
    clientId,
    clientListId: clientId ? assignedListOf(clientPricing, 'priceListId') : null,
    defaultListId: assignedListOf(settings, 'defaultPriceListId'),
  };
}

/** The entries one product's resolution reads (at most 3 gets): the client's special price, and its price in each tarifa. */
export function entryPathsOf(ids: PricingIds, productId: string): { special: string | null; clientList: string | null; defaultList: string | null } {
  return {
    special: ids.clientId ? pricingPaths.special(ids.clientId, productId) : null,
    clientList: ids.clientListId ? pricingPaths.listEntry(ids.clientListId, productId) : null,
    // The same tarifa twice is read once (priceSourcesOf gives its entry to both).
    defaultList: ids.defaultListId && ids.defaultListId !== ids.clientListId ? pricingPaths.listEntry(ids.defaultListId, productId) : null,
  };
}

/** The tarifas' headers, read once per sale or editor (null: none assigned, or deleted). */
export interface PricingLists {
  clientList: PriceList | null;
  defaultList: PriceList | null;
}

/** One product's entries as read at entryPathsOf's paths (null: none there). */
export interface ProductEntries {
  special: PriceEntry | null;
  clientList: PriceEntry | null;
  defaultList: PriceEntry | null;
}

/** resolvePrice's sources from what was read. */
export function priceSourcesOf(ids: PricingIds, lists: PricingLists, entries: ProductEntries) {
  const sameList = ids.defaultListId !== null && ids.defaultListId === ids.clientListId;
  return {
    special: entries.special,
    clientList: lists.clientList ? { list: lists.clientList, entry: entries.clientList } : null,
    defaultList: lists.defaultList ? { list: lists.defaultList, entry: sameList ? entries.clientList : entries.defaultList } : null,
  };
}
