/**
 * What the payment commands share (issue 30): the invoices a payment names read in its
 * transaction, and the writes that follow a plan — each invoice's payment fields, its due
 * documents and the summary's receivable/payable — so every change of what is paid goes through
 * one writer.
 */
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { dueDocuments, dueOwnerOf, type Instalment } from '../../../src/domain/payments/dues';
import type { InvoiceChange } from '../../../src/domain/payments/payments';
import { applyInvoiceChange, invoiceFactsOf, invoiceSummaryOf, type InvoiceSummary } from '../../../src/domain/summaries';
import type { PaymentRefusal } from '../../../src/domain/commands';
import { CommandError } from '../runtime/errors';
import { readNamed } from '../runtime/readNamed';
import { DUES } from './collections';

type Data = Record<string, unknown>;

export function paymentRefused(r: { code: PaymentRefusal; detail?: string }): CommandError<PaymentRefusal> {
  return new CommandError(r.code, { detail: r.detail ?? '' });
}

/** The invoices by id, as read in the transaction (undefined: missing). */
export async function readInvoices(tx: Transaction, company: DocumentReference, ids: readonly string[]): Promise<Map<string, Data | undefined>> {
  const unique = [...new Set(ids)];
  const { invoices } = await readNamed(tx, { invoices: unique.map((id) => company.collection('invoices').doc(id)) });
  return new Map(invoices.map((snap) => [snap.id, snap.data()]));
}

/** The summary after every invoice change. */
export function summaryAfter(summary: Data | undefined, changes: readonly InvoiceChange[]): InvoiceSummary {
  let next = invoiceSummaryOf(summary);
  for (const c of changes) next = applyInvoiceChange(next, invoiceFactsOf(c.before), invoiceFactsOf({ ...c.before, ...c.fields }));
  return next;
}

/** Writes each invoice's new payment fields and its due documents (writes only). */
export function writeInvoiceChanges(tx: Transaction, company: DocumentReference, changes: readonly InvoiceChange[]): void {
  const now = FieldValue.serverTimestamp();
  for (const c of changes) {
    tx.update(company.collection('invoices').doc(c.invoiceId), { ...c.fields, updatedAt: now });
    const owner = dueOwnerOf(c.invoiceId, c.before);
    for (const due of dueDocuments(owner, c.fields.instalments as Instalment[])) {
      tx.set(company.collection(DUES).doc(due.id), { ...due, updatedAt: now });
    }
  }
}
