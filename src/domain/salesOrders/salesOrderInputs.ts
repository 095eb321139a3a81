/**
 * The inputs of the customer-order commands (functions/src/salesOrders), one zod schema each
 * (docs/DECISIONS.md "One schema per command input"): ids well-formed, quantities finite, > 0,
 * at most 3 decimals and within the line bound, a delivery's date an ISO date, reasons folded
 * and bounded. A refusal names the field (`lines.0.quantity`); `corpId` is command()'s.
 */
import { z } from '../commandInputs/zod';
import { foldedReason, id } from '../commandInputs/fields';
import { hasAtMostDecimals } from '../decimal';
import { MAX_QUANTITY } from '../lineValidation';
import { MAX_ORDER_LINES } from './salesOrder';

/** Longest reason a close, a cancellation or an annulled delivery takes. */
export const MAX_ORDER_REASON = 500;

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A quantity a person asks for: finite, > 0, at most 3 decimals, at most MAX_QUANTITY. */
export const orderQuantity = () =>
  z
    .number()
    .refine((v) => v > 0 && v <= MAX_QUANTITY && hasAtMostDecimals(v, 3))
    .transform((v) => v);

const reason = () => foldedReason(1, MAX_ORDER_REASON);

export const orderIdSchema = z.object({ orderId: id() });

/** convertQuoteToOrder's input: the presupuesto to convert. */
export const quoteIdSchema = z.object({ quoteId: id() });

export const deliverSalesOrderSchema = z.object({
  orderId: id(),
  date: z.string().regex(ISO_DATE),
  lines: z
    .array(z.object({ lineId: id(), quantity: orderQuantity() }))
    .min(1)
    .max(MAX_ORDER_LINES),
});

export const closeSalesOrderSchema = z.object({ orderId: id(), reason: reason() });

export const annulSalesOrderDeliverySchema = z.object({ orderId: id(), outputId: id(), reason: reason() });

export type DeliverSalesOrderInput = z.output<typeof deliverSalesOrderSchema>;
