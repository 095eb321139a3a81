/**
 * sellAtCounter's input as a zod schema: the lines (a product, a finite quantity, whole cents, a
 * discount), the client or none, and the payment. counterSale.ts reads the sale through it; the
 * product's own data (name, code, unit, VAT rate) is never read from the browser.
 * docs/DECISIONS.md "One schema per command input".
 */
import { z } from '../commandInputs/zod';
import { finite, id, idOrNull, integer, objectOrEmpty, withDefault } from '../commandInputs/fields';
import { MAX_LINES } from '../invoices/invoiceModel';
import { COUNTER_PAYMENT_METHODS } from '../simplifiedInvoice';
import { normalizeVoucherCode } from '../vouchers/voucher';

export const counterSaleSchema = z.object({
  lines: z
    .array(
      objectOrEmpty(
        z.object({
          categoryId: id(),
          quantity: finite(),
          // Absent or null: the product's own price IVA included (its PVP, or its net price plus VAT),
          // taken by the server from the record (counterPrice.ts). A number: the clerk changed the price.
          unitPriceCents: withDefault(integer().nullable(), null),
          discountPct: withDefault(finite(), 0),
        }),
      ),
    )
    .min(1)
    .max(MAX_LINES),
  clientId: idOrNull(),
  // nonResident: the clerk states the payer is an individual without tax domicile in Spain (cash limit 10.000 €, cashLimit.ts).
  payment: objectOrEmpty(
    z.object({
      method: z.enum(COUNTER_PAYMENT_METHODS),
      tenderedCents: integer().min(0),
      nonResident: withDefault(z.boolean(), false),
      // A vale's code (issue 29): pays first, up to its balance; '' or absent: none. Typed with spaces or dashes, in any case.
      voucherCode: z.preprocess(
        (v) => v ?? '',
        z
          .string()
          .max(40)
          .refine((c) => c === '' || normalizeVoucherCode(c) !== null)
          .transform((c) => (c === '' ? undefined : normalizeVoucherCode(c)!)),
      ),
    }),
  ),
});

export type ParsedCounterSale = z.output<typeof counterSaleSchema>;
