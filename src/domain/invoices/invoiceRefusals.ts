// The codes an invoice command or save can end with: the contract's invoice refusals
// (src/domain/commands.ts), the transport's, and 'unknown' (a code the app does not know, or a
// Firestore failure). src/invoices/messages.ts says each in Spanish, keyed by this list.
import { INVOICE_REFUSALS, TRANSPORT_KINDS } from '../commands';

/** Why saving or issuing an invoice failed, as codes; messages.ts says each in Spanish. */
export const INVOICE_ERRORS = [...TRANSPORT_KINDS, 'unknown', ...INVOICE_REFUSALS] as const;
export type InvoiceErrorCode = (typeof INVOICE_ERRORS)[number];
