/**
 * The purchase-order commands' inputs (zod, commandInputs/fields.ts): ids well formed, a receipt's
 * quantities above 0 with at most 3 decimals (≤ 1.000.000), prices whole cents (≤ 10^9), dates
 * real days, texts without refused characters, reasons folded. A refusal is `invalid` naming the
 * field (`lines.0.quantity`). `corpId` is command()'s.
 */
import { z } from '../commandInputs/zod';
import { foldedReason, id, integer, objectOrEmpty, parseInput, text, withDefault, type Parsed } from '../commandInputs/fields';
import { parseIsoDate } from '../dates';
import { hasAtMostDecimals } from '../decimal';
import { MAX_PRICE_CENTS, MAX_QUANTITY } from '../lineValidation';
import { MAX_LINE_ID, MAX_ORDER_LINES } from './purchaseOrder';
import type { ReceiptInput } from './purchaseOrderPlan';

export const MAX_ORDER_REASON = 500;
export const MAX_RECEIPT_REFERENCE = 60;

const quantity = () => z.number().refine((q) => q > 0 && q <= MAX_QUANTITY && hasAtMostDecimals(q, 3));
const cents = () => integer().refine((c) => c >= 0 && c <= MAX_PRICE_CENTS);
const isoDay = () => text(10).refine((d) => parseIsoDate(d) !== null);
const reason = () => foldedReason(1, MAX_ORDER_REASON);

export const confirmPurchaseOrderSchema = z.object({ orderId: id() });

export const receivePurchaseOrderSchema = z.object({
  orderId: id(),
  date: isoDay(),
  reference: withDefault(
    text(MAX_RECEIPT_REFERENCE).refine((s) => s.trim() === s),
    '',
  ),
  lines: z
    .array(
      objectOrEmpty(
        z.object({
          lineId: id().refine((s) => s.length <= MAX_LINE_ID),
          quantity: quantity(),
          unitPriceCents: withDefault(cents().nullable(), null),
        }),
      ),
    )
    .min(1)
    .max(MAX_ORDER_LINES),
});

export const endPurchaseOrderSchema = z.object({ orderId: id(), reason: reason() });
export const annulPurchaseOrderReceiptSchema = z.object({ orderId: id(), inputId: id(), reason: reason() });

export const parseConfirmPurchaseOrder = (raw: unknown): Parsed<{ orderId: string }> => parseInput(confirmPurchaseOrderSchema, raw, 'data');
export const parseReceivePurchaseOrder = (raw: unknown): Parsed<{ orderId: string } & ReceiptInput> =>
  parseInput(receivePurchaseOrderSchema, raw, 'data') as Parsed<{ orderId: string } & ReceiptInput>;
export const parseEndPurchaseOrder = (raw: unknown): Parsed<{ orderId: string; reason: string }> => parseInput(endPurchaseOrderSchema, raw, 'data');
export const parseAnnulPurchaseOrderReceipt = (raw: unknown): Parsed<{ orderId: string; inputId: string; reason: string }> =>
  parseInput(annulPurchaseOrderReceiptSchema, raw, 'data');
