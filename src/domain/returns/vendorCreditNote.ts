/**
 * The lines a vendor's credit note (abono, a purchase rectificativa by difference) starts from
 * after goods were sent back to the vendor (returnToVendor). The return is kept on each entrada as
 * `returned` (quantity by line position, returnPlan.ts); the purchase invoice's lines name the
 * entrada they came from (`sourceId`) and their product. The credit note credits what went back,
 * at the price the vendor invoiced it: each invoice line of that entrada and product, in order,
 * takes as much of what was returned as it carried, negated. Lines are matched by entrada and
 * product rather than by position, since a purchase draft's lines may have been reordered or
 * edited before it was registered.
 */
import { fromThousandths, toThousandths } from '../quantity';
import { returnedByProduct } from './returnPlan';

/** An entrada the purchase invoice was made from, as the credit note needs it. */
export interface ReturnedSource {
  id: string;
  lines: readonly { categoryId?: unknown }[];
  /** What each line (by position) has been returned so far. */
  returned: Readonly<Record<string, number>>;
}

type CreditableLine = { quantity: number; categoryId: string | null; sourceId: string | null };

/**
 * The invoice's lines with what was returned of them, negated (quantities and the invoice's prices),
 * or null when nothing of the invoice's entradas has been returned (the credit note is then for
 * something else, e.g. a discount, and starts from the whole invoice negated as before).
 */
export function vendorCreditNoteLines<L extends CreditableLine>(invoiceLines: readonly L[], sources: readonly ReturnedSource[]): L[] | null {
  // Thousandths still to credit, by entrada and product.
  const left = new Map<string, number>();
  const key = (sourceId: string, categoryId: string) => `${sourceId}\u0000${categoryId}`;
  for (const source of sources) {
    for (const [categoryId, quantity] of Object.entries(returnedByProduct(source.lines, { ...source.returned }))) {
      const k = key(source.id, categoryId);
      left.set(k, (left.get(k) ?? 0) + toThousandths(quantity));
    }
  }
  if (left.size === 0) return null;

  const out: L[] = [];
  for (const line of invoiceLines) {
    if (!line.sourceId || !line.categoryId || !(line.quantity > 0)) continue;
    const k = key(line.sourceId, line.categoryId);
    const still = left.get(k) ?? 0;
    if (still <= 0) continue;
    const taken = Math.min(still, toThousandths(line.quantity));
    left.set(k, still - taken);
    out.push({ ...line, quantity: -fromThousandths(taken) });
  }
  return out.length > 0 ? out : null;
}
