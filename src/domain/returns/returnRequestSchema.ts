/**
 * returnSale's and returnToVendor's input as a zod schema: the lines returned (each named by its
 * position in the source document, with a finite quantity) and the reason. returnPlan.ts reads the
 * request through it. docs/DECISIONS.md "One schema per command input".
 */
import { z } from '../commandInputs/zod';
import { integer, objectOrEmpty, withDefault } from '../commandInputs/fields';
import { MAX_LINES } from '../invoices/invoiceModel';
import { validateReason } from '../rectification';

/** The reason a return takes when none is given. */
export const DEFAULT_RETURN_REASON = 'Devolución de mercancía';

export const returnRequestSchema = z.object({
  lines: z
    .array(objectOrEmpty(z.object({ lineIndex: integer().min(0), quantity: z.number() })))
    .min(1)
    .max(MAX_LINES),
  // Spaces and line breaks fold into one space; a valid reason as rectificativas take it (rectification.ts).
  reason: withDefault(
    z
      .string()
      .max(2000)
      .transform((r) => r.trim().replace(/\s+/g, ' ') || DEFAULT_RETURN_REASON)
      .refine((r) => validateReason(r).ok),
    '',
  ),
  // returnSale of a ticket (issue 29): refunded the way it was paid (default) or onto a new vale.
  // Absent (or null): as paid, and left out of the request.
  refund: z.preprocess((v) => v ?? undefined, z.enum(['asPaid', 'vale']).optional()),
});

export type ReturnRequest = z.output<typeof returnRequestSchema>;
