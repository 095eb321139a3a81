/**
 * Shared by the invoice commands: a planner's refusal or a parse failure as the CommandError the
 * caller receives (details.code is an INVOICE_ERRORS code, details.detail what it names), the
 * company's paths (the transaction policy is functions/src/runtime/transaction.ts).
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { Parsed } from '../../../src/domain/invoices/invoiceInput';
import type { Refusal } from '../../../src/domain/invoices/invoicePlans';
import type { InvoiceRefusal } from '../../../src/domain/commands';
import { CommandError } from '../runtime/errors';

export function refused(refusal: Refusal): CommandError<InvoiceRefusal> {
  return new CommandError(refusal.code, { detail: refusal.detail });
}

/** The parsed value, or the command refused as 'invalid' naming the field. */
export function parsedOrRefuse<T>(result: Parsed<T>): T {
  if (!result.ok) throw new CommandError<InvoiceRefusal>('invalid', { detail: result.detail });
  return result.value;
}

export const companyRef = (db: Firestore, corpId: string) => db.doc(`corporations/${corpId}`);
