/**
 * What the stock commands read, as zod schemas: an entrada's or salida's line as stored in its
 * borrador (confirmStockDocument and annulStockDocument read the lines there, annulInvoice those
 * of the salida it made) and the commands' own input {kind, documentId, reason}. stockLines.ts and
 * stockCommand.ts read through them; the entrada/salida editor's form (src/stock/documents/
 * documentForm.ts) checks each line it builds with the same line schema, so what the form saves
 * the command can read. docs/DECISIONS.md "One schema per command input".
 */
import { z } from '../commandInputs/zod';
import { id } from '../commandInputs/fields';
import { isSafeText } from '../plainText';

/**
 * A stored line's shape and types: the product's id first (a wrong one is `productInvalid`, any
 * other field `fieldType`, stockLines.ts); its domain checks are validateLine's. Other keys are
 * not read.
 */
export const docLineSchema = z.object({
  categoryId: id(),
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  quantity: z.number(),
  unitPriceCents: z.number(),
  discountPct: z.number(),
  vatRate: z.number(),
});

export type DocLineInput = z.output<typeof docLineSchema>;

/** Longest reason an annulment takes (a longer or a blank one is `reasonRequired`). */
export const MAX_ANNUL_REASON = 500;

const REASON_REQUIRED = 'reasonRequired';

const annulReason = z
  .string()
  .transform((s) => s.trim())
  .refine((s) => s !== '' && s.length <= MAX_ANNUL_REASON, { params: { code: REASON_REQUIRED }, abort: true })
  .refine((s) => isSafeText(s, 'multiline'));

/** confirmStockDocument's input: which document. */
export const confirmStockSchema = z.object({ kind: z.enum(['input', 'output']), documentId: id() });
/** annulStockDocument's input: which document, and why (trimmed). */
export const annulStockSchema = confirmStockSchema.extend({ reason: annulReason });

/** The refusal a failed stock request gets: `reasonRequired`, or `invalid` naming the field. */
export function stockRequestRefusal(error: z.ZodError): { code: 'invalid'; field: string } | { code: 'reasonRequired' } {
  const issue = error.issues[0];
  if (issue?.code === 'custom' && (issue as { params?: { code?: string } }).params?.code === REASON_REQUIRED) return { code: REASON_REQUIRED };
  return { code: 'invalid', field: String(issue?.path[0] ?? 'data') };
}
