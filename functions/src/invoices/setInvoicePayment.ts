/**
 * setInvoicePayment {corpId, invoiceId, payment: {paidDate, paymentMethod} | null}: marks an
 * issued invoice paid (that day, by that method) or pending again, and moves its total in the
 * company's invoice summary (what Inicio reads), in one transaction.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { SUMMARY_IDS } from '../../../src/domain/summaries';
import { parseInvoiceId, parsePayment } from '../../../src/domain/invoices/invoiceInput';
import { planPayment } from '../../../src/domain/invoices/invoicePlans';
import { db } from '../runtime/admin';
import { command } from '../runtime/command';
import { companyRef, parsedOrRefuse, refused, TRANSACTION_OPTIONS } from './refusals';

export const setInvoicePayment = command('setInvoicePayment', async (caller, data) => {
  const invoiceId = parsedOrRefuse(parseInvoiceId(data.invoiceId, false))!;
  const payment = parsedOrRefuse(parsePayment(data.payment ?? null));
  const company = companyRef(db(), caller.corpId);
  const invoiceRef = company.collection('invoices').doc(invoiceId);
  const summaryRef = company.collection('summaries').doc(SUMMARY_IDS.invoices);

  await db().runTransaction(async (tx) => {
    const [invoice, summary] = await tx.getAll(invoiceRef, summaryRef);
    const plan = planPayment(invoice!.data(), summary!.data(), payment);
    if (!plan.ok) throw refused(plan);
    const now = FieldValue.serverTimestamp();
    tx.update(invoiceRef, { ...plan.fields, updatedAt: now });
    tx.set(summaryRef, { ...plan.summary, lastInvoiceId: invoiceId, updatedAt: now });
  }, TRANSACTION_OPTIONS);
  return { id: invoiceId };
});
