/**
 * A product's price at the counter, IVA included (issue 29): its PVP (`retailPriceCents`, the shelf
 * price IVA included) when it has one, exactly; otherwise its net sale price plus VAT rounded to the
 * cent. The counter screen and sellAtCounter both call it, so the server takes a product's price
 * from its record, never from the browser. Base and cuota come out of the gross exactly
 * (ivaIncluded.ts), so a 14,95 € PVP sells at 14,95 €.
 */
import { mulDivRound, toScaled } from '../decimal';
import { splitGrossCents } from '../ivaIncluded';

/**
 * A net price plus its VAT, rounded to the cent half away from zero: the price IVA included of a
 * product whose record keeps it net (1,00 € at 21 % → 1,21 €; 0,05 € at 10 % → 0,06 €).
 */
export function grossPriceCents(netCents: number, vatRate: number): number {
  return mulDivRound([netCents, 100 * 100 + toScaled(vatRate, 2)], 100 * 100);
}

/** The net price kept beside a PVP: the base inside it (14,95 € at 21 % → 12,36 €). */
export function netOfRetailCents(retailCents: number, vatRate: number): number {
  return splitGrossCents(retailCents, vatRate).baseCents;
}

export interface PricedProduct {
  salePriceCents: number;
  vatRate: number;
  /** PVP IVA included, in cents; null or absent when the net price is the source. */
  retailPriceCents?: number | null;
}

/** The unit price IVA included a product sells at over the counter. */
export function counterUnitPriceCents(product: PricedProduct): number {
  const retail = product.retailPriceCents;
  return typeof retail === 'number' ? retail : grossPriceCents(product.salePriceCents, product.vatRate);
}

/** A stored product's price IVA included, read defensively (a stored document may hold anything). */
export function storedCounterPriceCents(stored: Readonly<Record<string, unknown>>): number {
  const int = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
  const vatRate = typeof stored.vatRate === 'number' && Number.isFinite(stored.vatRate) ? stored.vatRate : 21;
  if (int(stored.retailPriceCents)) return stored.retailPriceCents as number;
  return grossPriceCents(int(stored.salePriceCents) ? (stored.salePriceCents as number) : 0, vatRate);
}
