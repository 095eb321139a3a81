/**
 * What the invoice commands accept from the browser, as zod schemas: the content of an invoice
 * (saveInvoiceDraft, issueInvoice), an invoice id (those two, annulInvoice, setInvoicePayment,
 * returnSale, returnToVendor) and a payment (setInvoicePayment). The commands read their input
 * through them (invoiceInput.ts) and their handlers are typed by what they give (`z.output`); the
 * invoice editor's form checks the content it builds with the same schema (invoiceForm.ts), so the
 * form cannot let through what the command refuses.
 *
 * Keys the content does not have (a forged `year`, `series`, `number`, totals or issuer) are not
 * read at all (the server computes those): the browser sends a whole InvoiceContent, party
 * snapshot included, and the snapshot is copied from the stored client or vendor instead.
 * docs/DECISIONS.md "One schema per command input".
 */
import { z } from '../commandInputs/zod';
import { parseIsoDate } from '../dates';
import { RECTIFICATION_CODES, RECTIFICATION_MODES } from '../rectification';
import { TAX_CAUSES, type TaxCause } from '../tax';
import { MAX_TEXT, finite, id, idOrNull, integer, text, textOr, withDefault } from '../commandInputs/fields';
import { MAX_LINES, MAX_SOURCES, PAYMENT_METHODS, partySnapshotOf, type InvoiceContent, type InvoiceLine } from './invoiceModel';
import { RECEIVED_OPERATIONS } from './receivedOperation';

const bool = () => withDefault(z.boolean(), false);
const date = () => textOr(null, 10);

export const invoiceLineSchema = z
  .object({
    description: text(),
    code: textOr('', 200),
    categoryId: idOrNull(),
    unit: textOr('', 40),
    quantity: finite(),
    unitPriceCents: integer(),
    discountPct: withDefault(finite(), 0),
    vatRate: finite(),
    exemption: withDefault(z.enum(TAX_CAUSES as readonly [TaxCause, ...TaxCause[]]).nullable(), null),
    tobacco: bool(),
    // A service, not goods (no recargo de equivalencia): stored only when it is one.
    service: bool(),
    sourceId: idOrNull(),
    sourceLabel: textOr(null, 200),
  })
  .transform(({ service, ...line }): InvoiceLine => ({ ...line, ...(service ? { service: true } : {}) }));

export const rectifiesSchema = z
  .object({
    invoiceId: id(),
    // What the original is called and when it was issued are copied from it on issue.
    numberText: textOr('', 40),
    issueDate: textOr('', 10),
    mode: z.enum(RECTIFICATION_MODES),
    code: z.enum(RECTIFICATION_CODES),
    reason: text(),
  })
  // What a substitution replaces is worked out on issue from the stored invoices.
  .transform((r) => ({ ...r, replaced: null }));

const EMPTY_PARTY = partySnapshotOf({});

/** The content of an invoice as sent to saveInvoiceDraft or issueInvoice. */
export const invoiceContentSchema = z
  .object({
    kind: z.enum(['input', 'output']),
    type: z.enum(['ordinaria', 'rectificativa']),
    partyId: id(),
    paymentTermsDays: withDefault(integer(), 0),
    recargoEquivalencia: bool(),
    irpfRate: withDefault(finite(), 0),
    operationDate: date(),
    dueDate: date(),
    lines: z.array(invoiceLineSchema).max(MAX_LINES),
    sourceIds: withDefault(
      z
        .array(id())
        .max(MAX_SOURCES)
        .refine((ids) => new Set(ids).size === ids.length),
      [],
    ),
    notes: textOr('', MAX_TEXT, 'multiline'),
    rectifies: withDefault(rectifiesSchema.nullable(), null),
    vendorInvoiceNumber: textOr(null, 200),
    vendorInvoiceDate: date(),
    investmentGoods: bool(),
    premisesRental: bool(),
    operation: withDefault(z.enum(RECEIVED_OPERATIONS).nullable(), null),
  })
  .transform((c): InvoiceContent => ({ ...c, party: EMPTY_PARTY }));

export type InvoiceContentInput = z.output<typeof invoiceContentSchema>;

/** An invoice id named by a command. */
export const invoiceIdSchema = id();
/** An invoice id, or null where a new invoice may be made (a draft saved the first time). */
export const newOrInvoiceIdSchema = idOrNull();

/**
 * setInvoicePayment's payment: a real day and one of the methods, or null (pending again);
 * nonResident: the payer is stated to be an individual without tax domicile in Spain (cash limit
 * 10.000 € instead of 1.000 €, src/domain/cashLimit.ts).
 */
export const paymentSchema = z
  .object({
    paidDate: text(10).refine((d) => parseIsoDate(d) !== null),
    paymentMethod: z.enum(PAYMENT_METHODS),
    nonResident: z.boolean().optional(),
  })
  .nullable();

export type Payment = NonNullable<z.output<typeof paymentSchema>>;
