/**
 * setInvoicePayment {corpId, invoiceId, payment: {paidDate, paymentMethod} | null}: marks an
 * issued invoice paid (that day, by that method) or pending again, and moves its total in the
 * company's invoice summary (what Inicio reads), in one transaction.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { SUMMARY_IDS } from '../../../src/domain/summaries';
import { parseInvoiceId, parsePayment } from '../../../src/domain/invoices/invoiceInput';
import { planPayment } from '../../../src/domain/invoices/invoicePlans';
import { invoiceFromStored } from '../../../src/domain/invoices/invoiceStored';
import { db } from '../runtime/admin';
import { command } from '../runtime/command';
import { readNamed } from '../runtime/readNamed';
import { inTransaction } from '../runtime/transaction';
import { companyRef, parsedOrRefuse, refused } from './refusals';

export const setInvoicePayment = command('setInvoicePayment', async (caller, data) => {
  const invoiceId = parsedOrRefuse(parseInvoiceId(data.invoiceId, false))!;
  const payment = parsedOrRefuse(parsePayment(data.payment ?? null));
  const company = companyRef(db(), caller.corpId);
  const invoiceRef = company.collection('invoices').doc(invoiceId);
  const summaryRef = company.collection('summaries').doc(SUMMARY_IDS.invoices);

  // Contended: every issue and payment moves the invoices' summary.
  await inTransaction('contended', async (tx) => {
    const { invoice, summary } = await readNamed(tx, { invoice: invoiceRef, summary: summaryRef });
    const plan = planPayment(invoiceFromStored(invoice!.id, invoice!.data()), summary!.data(), payment);
    if (!plan.ok) throw refused(plan);
    const now = FieldValue.serverTimestamp();
    tx.update(invoiceRef, { ...plan.fields, updatedAt: now });
    tx.set(summaryRef, { ...plan.summary, lastInvoiceId: invoiceId, updatedAt: now });
  });
  return { id: invoiceId };
});
