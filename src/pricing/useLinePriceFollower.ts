/**
 * Keeps a line on its resolved price when its quantity crosses a break (issue 31): while the line's
 * price is the resolver's, a new quantity takes the price the resolver gives from what it has read
 * (no read). A price the person typed stays theirs.
 */
import { useEffect } from 'react';
import { madridIsoDate } from '../domain/invoiceDates';
import { followsResolver, netPriceFields, quantityOf, type LinePriceState } from './linePrice';
import type { PriceResolver } from './priceResolver';

export function useLinePriceFollower(
  resolver: PriceResolver | null,
  line: (LinePriceState & { price: string; quantity: string; categoryId: string | null }) | undefined,
  onResolved: (fields: ReturnType<typeof netPriceFields>) => void,
): void {
  const productId = line?.categoryId ?? null;
  const quantity = line?.quantity ?? '';
  const price = line?.price ?? '';
  const priceAuto = line?.priceAuto;
  const priceNote = line?.priceNote;
  useEffect(() => {
    if (!resolver || !productId || !followsResolver({ price, priceAuto })) return;
    const q = quantityOf(quantity);
    if (q === null) return;
    const resolved = resolver.cached(productId, q, madridIsoDate(new Date()));
    if (!resolved) return;
    const next = netPriceFields(resolved);
    if (next.price !== price || next.priceNote !== priceNote) onResolved(next);
    // onResolved writes the line's fields; the line's own values are the dependencies.
  }, [resolver, productId, quantity, price, priceAuto, priceNote]); // eslint-disable-line react-hooks/exhaustive-deps -- onResolved only writes
}
