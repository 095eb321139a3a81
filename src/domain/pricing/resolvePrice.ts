/**
 * THE price of a sale line (issue 31): every place that prices a product for a sale calls
 * resolvePrice — the invoice editor, the salida editor, the counter screen and sellAtCounter on the
 * server (and quotes and orders when they come) — so a line is priced the same wherever it is made.
 *
 * Precedence, first that applies wins:
 *   1. the client's special price for the product («Precio especial del cliente»);
 *   2. the product's price in the client's tarifa («Tarifa Mayorista (desde 12 ud)»);
 *   3. the product's price in the company's default tarifa;
 *   4. the product's own price («Precio del producto», or «(PVP)» when it keeps a PVP).
 * A tarifa applies only on the dates it is valid (validFrom..validTo, both inclusive, Madrid dates
 * as YYYY-MM-DD). A price applies at the last quantity break whose `from` is at or below the
 * line's quantity; a quantity below its first break skips it (so "from 12 ud" alone prices only 12
 * and up). The quantity is taken by absolute value (a credit line prices as the goods), and a
 * quantity that is no number above zero (a line being typed) resolves as 1.
 *
 * Both prices are given: net (invoices, salidas) and IVA included (the counter). A net price gets
 * its VAT rounded to the cent (grossPriceCents); a price IVA included (a PVP tarifa) keeps its net as
 * the base inside it (netOfRetailCents), the same derivations as a product's own PVP. A special
 * price is net. Pure: no Firebase, no React.
 */
import { counterUnitPriceCents, grossPriceCents, netOfRetailCents, type PricedProduct } from '../counter/counterPrice';
import { formatQuantity, toThousandths } from '../quantity';
import type { PriceBreak, PriceEntry, PriceList } from './priceList';

export interface ListEntry {
  list: PriceList;
  /** The product's price in it; null when the tarifa has none for it. */
  entry: PriceEntry | null;
}

/** What resolvePrice needs: all of it read beforehand (priceList.ts says which documents). */
export interface PriceQuery {
  product: PricedProduct & { unit?: string };
  quantity: number;
  /** YYYY-MM-DD in Madrid: the day of the sale (madridIsoDate). */
  date: string;
  special?: PriceEntry | null;
  clientList?: ListEntry | null;
  defaultList?: ListEntry | null;
}

export type PriceOrigin =
  | { kind: 'special'; from: number }
  | { kind: 'list'; listId: string; listName: string; from: number; assignedTo: 'client' | 'default' }
  | { kind: 'product'; retail: boolean };

export interface ResolvedPrice {
  /** Unit price net of VAT, in cents. */
  netCents: number;
  /** Unit price IVA included, in cents. */
  grossCents: number;
  origin: PriceOrigin;
  /** Where it came from, in Spanish, for the line: «Tarifa Mayorista (desde 12 ud)». */
  label: string;
}

/** Whether a tarifa is valid on `date` (both ends inclusive). */
export function listValidOn(list: Pick<PriceList, 'validFrom' | 'validTo'>, date: string): boolean {
  return (list.validFrom === null || list.validFrom <= date) && (list.validTo === null || date <= list.validTo);
}

/** The break that prices `quantity` (the last whose `from` is at or below it), or null. */
export function breakFor(breaks: readonly PriceBreak[], quantity: number): PriceBreak | null {
  const q = Number.isFinite(quantity) && quantity !== 0 ? toThousandths(Math.abs(quantity)) : toThousandths(1);
  let found: PriceBreak | null = null;
  for (const b of breaks) if (toThousandths(b.from) <= q) found = b;
  return found;
}

const fromText = (from: number, unit: string | undefined) => (from > 1 ? ` (desde ${formatQuantity(from)} ${unit || 'ud'})` : '');

export function originLabel(origin: PriceOrigin, unit?: string): string {
  switch (origin.kind) {
    case 'special':
      return `Precio especial del cliente${fromText(origin.from, unit)}`;
    case 'list':
      return `Tarifa ${origin.listName}${fromText(origin.from, unit)}`;
    case 'product':
      return origin.retail ? 'Precio del producto (PVP)' : 'Precio del producto';
  }
}

function fromNet(netCents: number, vatRate: number) {
  return { netCents, grossCents: grossPriceCents(netCents, vatRate) };
}

export function resolvePrice(q: PriceQuery): ResolvedPrice {
  const { product } = q;
  const done = (prices: { netCents: number; grossCents: number }, origin: PriceOrigin): ResolvedPrice => ({
    ...prices,
    origin,
    label: originLabel(origin, product.unit),
  });
  const special = q.special ? breakFor(q.special.breaks, q.quantity) : null;
  if (special) return done(fromNet(special.priceCents, product.vatRate), { kind: 'special', from: special.from });
  for (const [assignedTo, le] of [
    ['client', q.clientList],
    ['default', q.defaultList],
  ] as const) {
    if (!le?.entry || !listValidOn(le.list, q.date)) continue;
    const b = breakFor(le.entry.breaks, q.quantity);
    if (!b) continue;
    const prices = le.list.vatIncluded
      ? { netCents: netOfRetailCents(b.priceCents, product.vatRate), grossCents: b.priceCents }
      : fromNet(b.priceCents, product.vatRate);
    return done(prices, { kind: 'list', listId: le.list.id, listName: le.list.name, from: b.from, assignedTo });
  }
  const retail = typeof product.retailPriceCents === 'number';
  return done({ netCents: product.salePriceCents, grossCents: counterUnitPriceCents(product) }, { kind: 'product', retail });
}
