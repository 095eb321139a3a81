/**
 * A sale line that follows its resolved price (issue 31), for the invoice and salida editors: the
 * price the resolver gave (`auto`, as the line shows it) is the line's until the person types
 * another; while it is, a change of quantity across a break takes the new break's price. Pure.
 */
import { formatCentsPlain } from '../domain/money';
import { parseQuantity } from '../domain/quantity';
import type { ResolvedPrice } from '../domain/pricing/resolvePrice';
import { PRICING_TEXT } from './messages';

/** What a line keeps of its resolved price (form-only: never saved). */
export interface LinePriceState {
  /** The price text the resolver gave; the line follows the resolver while its price is this. */
  priceAuto?: string;
  /** Where it came from («Tarifa Mayorista (desde 12 ud)»). */
  priceNote?: string;
}

/** The price text and note a resolution gives a net-priced line. */
export function netPriceFields(resolved: ResolvedPrice): Required<LinePriceState> & { price: string } {
  const price = formatCentsPlain(resolved.netCents);
  return { price, priceAuto: price, priceNote: resolved.label };
}

/** Whether the line still takes the resolver's price (the person has not typed another). */
export function followsResolver(line: LinePriceState & { price: string }): boolean {
  return line.priceAuto !== undefined && line.priceAuto !== '' && line.price.trim() === line.priceAuto;
}

/** The quantity to resolve at, or null while it does not parse. */
export function quantityOf(text: string): number | null {
  return parseQuantity(text);
}

/** The note under a line's price: where it came from, or that the person typed it. */
export function priceNoteOf(line: LinePriceState & { price: string }): string | null {
  if (!line.priceAuto || !line.priceNote) return null;
  return followsResolver(line) ? PRICING_TEXT.priceFrom(line.priceNote) : PRICING_TEXT.priceTyped;
}
