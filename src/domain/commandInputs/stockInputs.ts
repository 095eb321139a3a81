/**
 * refreshProductStock's input {productId}: the product's document id (it becomes part of a path),
 * refused as `invalid` naming `productId` (`productId:unsafeText` for a refused character).
 * `corpId` is command()'s. The entrada/salida commands read theirs through
 * stock/stockDocumentSchema.ts.
 */
import { z } from './zod';
import { id } from './fields';

export const refreshProductStockSchema = z.object({ productId: id() });

export type RefreshProductStockInput = z.output<typeof refreshProductStockSchema>;
