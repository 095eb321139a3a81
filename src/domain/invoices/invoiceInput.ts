/**
 * The invoice commands' input, read through their schemas (invoiceContentSchema.ts): the value
 * with its exact types, or the field the command refuses as `invalid` (its `detail`: the field's
 * path, `lines.0.unitPriceCents`, or `<path>:unsafeText` for a character plainText.ts refuses, as
 * validateInvoiceContent names it). Pure: tested beside it.
 */
import { parseInput, type Parsed } from '../commandInputs/fields';
import { invoiceContentSchema, invoiceIdSchema, newOrInvoiceIdSchema, paymentSchema, type Payment } from './invoiceContentSchema';
import type { InvoiceContent } from './invoiceModel';

export type { Parsed } from '../commandInputs/fields';
export type { Payment } from './invoiceContentSchema';

/** The content of an invoice as sent to saveInvoiceDraft or issueInvoice. */
export function parseInvoiceContent(raw: unknown): Parsed<InvoiceContent> {
  return parseInput(invoiceContentSchema, raw, 'content');
}

/** An invoice id named by a command (null where a new one may be made). */
export function parseInvoiceId(raw: unknown, nullable: boolean): Parsed<string | null> {
  return nullable ? parseInput(newOrInvoiceIdSchema, raw, 'invoiceId') : parseInput(invoiceIdSchema, raw, 'invoiceId');
}

/** setInvoicePayment's payment: a real day and one of the methods, or null (pending again). */
export function parsePayment(raw: unknown): Parsed<Payment | null> {
  return parseInput(paymentSchema, raw, 'payment', true);
}
