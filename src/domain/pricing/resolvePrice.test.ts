import { describe, expect, it } from 'vitest';
import {
  checkBreaks,
  entryPathsOf,
  priceEntryFromStored,
  priceListFromStored,
  priceSourcesOf,
  pricingIdsOf,
  type PriceEntry,
  type PriceList,
} from './priceList';
import { breakFor, listValidOn, resolvePrice, type PriceQuery } from './resolvePrice';

// A product at 11,00 € net, 21 % (13,31 € IVA included); Mayorista (net, no dates): from 1 ud 10,00 €,
// from 12 ud 9,20 €; Tienda (IVA included, June 2026 only): 12,95 €; a special price of 8,90 € net.
const P = { salePriceCents: 1100, vatRate: 21, unit: 'ud' };
const MAYORISTA: PriceList = { id: 'may', name: 'Mayorista', kind: 'clientes', vatIncluded: false, validFrom: null, validTo: null };
const TIENDA: PriceList = { id: 'tie', name: 'Tienda', kind: 'general', vatIncluded: true, validFrom: '2026-06-01', validTo: '2026-06-30' };
const entry = (...breaks: [number, number][]): PriceEntry => ({
  categoryId: 'p',
  code: 'P',
  name: 'P',
  breaks: breaks.map(([from, priceCents]) => ({ from, priceCents })),
});
const MAY_ENTRY = entry([1, 1000], [12, 920]);
const TIE_ENTRY = entry([1, 1295]);
const SPECIAL = entry([1, 890]);

const q = (over: Partial<PriceQuery>): PriceQuery => ({ product: P, quantity: 1, date: '2026-06-15', ...over });
const may = (e: PriceEntry | null = MAY_ENTRY, list: PriceList = MAYORISTA) => ({ list, entry: e });
const tie = (e: PriceEntry | null = TIE_ENTRY, list: PriceList = TIENDA) => ({ list, entry: e });

describe('resolvePrice: precedence, breaks, dates, net and IVA included (hand-computed)', () => {
  it.each<[string, Partial<PriceQuery>, number, number, string]>([
    // Nothing else: the product's own price; 11,00 € + 21 % = 13,31 €.
    ['no tarifa at all', {}, 1100, 1331, 'Precio del producto'],
    // A PVP product: exactly its PVP, its stored net beside it.
    ['a product with a PVP', { product: { salePriceCents: 1236, retailPriceCents: 1495, vatRate: 21 } }, 1236, 1495, 'Precio del producto (PVP)'],
    // The special price wins over both tarifas: 8,90 € + 21 % = 10,769 → 10,77 €.
    ['the special price first', { special: SPECIAL, clientList: may(), defaultList: tie() }, 890, 1077, 'Precio especial del cliente'],
    // A special price from 10 ud does not price 5 ud: the client's tarifa does.
    ['a special price below its break', { quantity: 5, special: entry([10, 500]), clientList: may() }, 1000, 1210, 'Tarifa Mayorista'],
    [
      'a special price at its break',
      { quantity: 10, special: entry([10, 500]), clientList: may() },
      500,
      605,
      'Precio especial del cliente (desde 10 ud)',
    ],
    // The client's tarifa before the default one.
    ["the client's tarifa before the default", { clientList: may(), defaultList: tie() }, 1000, 1210, 'Tarifa Mayorista'],
    // Breaks at the boundary: 11,999 is below 12; 12 and 12,001 are at or above it. 9,20 € + 21 % = 11,132 → 11,13 €.
    ['11,999 ud, just below the break', { quantity: 11.999, clientList: may() }, 1000, 1210, 'Tarifa Mayorista'],
    ['12 ud, at the break', { quantity: 12, clientList: may() }, 920, 1113, 'Tarifa Mayorista (desde 12 ud)'],
    ['12,001 ud, above it', { quantity: 12.001, clientList: may() }, 920, 1113, 'Tarifa Mayorista (desde 12 ud)'],
    // A credit line prices as the goods; a line being typed (0) as 1.
    ['-12 ud (a credit line)', { quantity: -12, clientList: may() }, 920, 1113, 'Tarifa Mayorista (desde 12 ud)'],
    ['0 ud (being typed) as 1', { quantity: 0, clientList: may() }, 1000, 1210, 'Tarifa Mayorista'],
    // The client's tarifa has no price for the product: the default one. 12,95 € IVA included: net 1295 × 100 / 121 = 1070,25 → 10,70 €.
    ["no entry in the client's tarifa", { clientList: may(null), defaultList: tie() }, 1070, 1295, 'Tarifa Tienda'],
    // Only from 12: 5 ud falls through to the default tarifa.
    ["below the client's only break", { quantity: 5, clientList: may(entry([12, 920])), defaultList: tie() }, 1070, 1295, 'Tarifa Tienda'],
    // Dates, both ends inclusive.
    ['the day before validFrom', { date: '2026-05-31', defaultList: tie() }, 1100, 1331, 'Precio del producto'],
    ['on validFrom', { date: '2026-06-01', defaultList: tie() }, 1070, 1295, 'Tarifa Tienda'],
    ['on validTo', { date: '2026-06-30', defaultList: tie() }, 1070, 1295, 'Tarifa Tienda'],
    ['the day after validTo', { date: '2026-07-01', defaultList: tie() }, 1100, 1331, 'Precio del producto'],
    [
      "a client's tarifa out of date falls to the default",
      { date: '2026-06-15', clientList: may(MAY_ENTRY, { ...MAYORISTA, validTo: '2026-06-14' }), defaultList: tie() },
      1070,
      1295,
      'Tarifa Tienda',
    ],
    // Rounding to the cent: 0,05 € net at 10 % = 0,055 → 0,06 €; 9,99 € IVA included at 10 %: 999 × 100 / 110 = 908,18 → 9,08 €.
    ['a net price at 10 %', { product: { ...P, vatRate: 10 }, clientList: may(entry([1, 5])) }, 5, 6, 'Tarifa Mayorista'],
    ['a PVP tarifa at 10 %', { product: { ...P, vatRate: 10 }, defaultList: tie(entry([1, 999])) }, 908, 999, 'Tarifa Tienda'],
    // In kilos: the unit says itself.
    [
      'a break in kg',
      { product: { ...P, unit: 'kg' }, quantity: 2.5, clientList: may(entry([0.5, 1000], [2.5, 900])) },
      900,
      1089,
      'Tarifa Mayorista (desde 2,5 kg)',
    ],
  ])('%s', (_what, over, net, gross, label) => {
    expect(resolvePrice(q(over))).toMatchObject({ netCents: net, grossCents: gross, label });
  });

  it('says which tarifa and break priced the line', () => {
    expect(resolvePrice(q({ quantity: 24, clientList: may() })).origin).toEqual({
      kind: 'list',
      listId: 'may',
      listName: 'Mayorista',
      from: 12,
      assignedTo: 'client',
    });
    expect(resolvePrice(q({ defaultList: tie() })).origin).toMatchObject({ kind: 'list', listId: 'tie', assignedTo: 'default' });
  });
});

describe('the pieces', () => {
  it.each([
    [[[1, 1000]], 0.5, null],
    [[[1, 1000]], 1, 1],
    [
      [
        [1, 1000],
        [12, 920],
        [100, 850],
      ],
      99.999,
      12,
    ],
    [
      [
        [1, 1000],
        [12, 920],
        [100, 850],
      ],
      100,
      100,
    ],
  ] as [[number, number][], number, number | null][])('breaks %j at %s → from %s', (breaks, quantity, from) => {
    expect(breakFor(entry(...breaks).breaks, quantity)?.from ?? null).toBe(from);
  });

  it('validity: open ends', () => {
    expect(listValidOn({ validFrom: null, validTo: null }, '1999-01-01')).toBe(true);
    expect(listValidOn({ validFrom: '2026-01-01', validTo: null }, '2025-12-31')).toBe(false);
  });

  it.each([
    [[], 'none'],
    [
      [
        [1, 1],
        [2, 1],
        [3, 1],
        [4, 1],
        [5, 1],
        [6, 1],
      ],
      'tooMany',
    ],
    [[[0, 100]], 'fromInvalid'],
    [[[1.0001, 100]], 'fromInvalid'],
    [[[-1, 100]], 'fromInvalid'],
    [[[1, 10.5]], 'priceInvalid'],
    [[[1, -1]], 'priceInvalid'],
    [
      [
        [12, 920],
        [12, 900],
      ],
      'notIncreasing',
    ],
    [
      [
        [12, 920],
        [1, 1000],
      ],
      'notIncreasing',
    ],
    [
      [
        [1, 1000],
        [12, 920],
      ],
      null,
    ],
  ] as [[number, number][], string | null][])('checkBreaks %j → %s', (breaks, error) => {
    expect(checkBreaks(entry(...breaks).breaks)).toBe(error);
  });

  it('reads stored shapes totally', () => {
    expect(priceListFromStored('x', { name: 'A', vatIncluded: false, validFrom: '2026-13-01' })).toBeNull();
    expect(priceListFromStored('x', undefined)).toBeNull();
    expect(priceListFromStored('x', { name: 'A', vatIncluded: true, kind: 'raro' })).toMatchObject({
      kind: 'general',
      validFrom: null,
      validTo: null,
    });
    expect(
      priceEntryFromStored('p', {
        breaks: [
          { from: 12, priceCents: 1 },
          { from: 1, priceCents: 2 },
        ],
      }),
    ).toBeNull();
    expect(priceEntryFromStored('p', { breaks: 'x' })).toBeNull();
    expect(priceEntryFromStored('p', { breaks: [{ from: 1, priceCents: 2 }] })).toMatchObject({
      categoryId: 'p',
      breaks: [{ from: 1, priceCents: 2 }],
    });
  });

  it('reads at most 3 entries per product, and one tarifa assigned twice once', () => {
    const ids = pricingIdsOf('c1', { priceListId: 'may' }, { defaultPriceListId: 'may' });
    expect(entryPathsOf(ids, 'p')).toEqual({ special: 'clientPrices/c1/prices/p', clientList: 'priceLists/may/prices/p', defaultList: null });
    const sources = priceSourcesOf(
      ids,
      { clientList: MAYORISTA, defaultList: MAYORISTA },
      { special: null, clientList: MAY_ENTRY, defaultList: null },
    );
    expect(sources.defaultList?.entry).toBe(MAY_ENTRY);
    expect(entryPathsOf(pricingIdsOf(null, undefined, { defaultPriceListId: 'tie' }), 'p')).toEqual({
      special: null,
      clientList: null,
      defaultList: 'priceLists/tie/prices/p',
    });
    // An id that could not be a document id reads as none.
    expect(pricingIdsOf('c1', { priceListId: 'a/b' }, { defaultPriceListId: 7 })).toEqual({
      clientId: 'c1',
      clientListId: null,
      defaultListId: null,
    });
  });
});
