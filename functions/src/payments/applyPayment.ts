/**
 * applyPayment {corpId, application: {paymentId, allocations: [{dueId, amountCents?}]}}: what a
 * cobro or pago kept on account applied later to instalments of its party (issue 30). One
 * contended transaction reads the payment and every invoice it applies to, so two people applying
 * one payment's money, or paying one invoice, at once are serialised: never more than is on
 * account, never more than is open. It adds the allocations to the payment and writes the
 * invoices' payment fields, their due documents and the summary through the shared writers. No
 * cash moves: the money came in (or went out) when the payment was recorded.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { SUMMARY_IDS } from '../../../src/domain/summaries';
import { parseApplyPayment, parseDueId, planApplyPayment } from '../../../src/domain/payments/payments';
import { db } from '../runtime/admin';
import { command } from '../runtime/command';
import { readNamed } from '../runtime/readNamed';
import { inTransaction } from '../runtime/transaction';
import { PAYMENTS } from './collections';
import { paymentRefused, readInvoices, summaryAfter, writeInvoiceChanges } from './paymentWrites';

export const applyPayment = command('applyPayment', async (caller, data, refuse) => {
  const parsed = parseApplyPayment(data.application);
  if (!parsed.ok) throw refuse('invalid', { detail: parsed.detail });
  const input = parsed.value;
  const invoiceIds = input.allocations.map((a) => parseDueId(a.dueId)?.invoiceId);
  if (invoiceIds.some((id) => id === undefined)) throw refuse('invalid', { detail: 'allocations' });
  const company = db().doc(`corporations/${caller.corpId}`);
  const paymentRef = company.collection(PAYMENTS).doc(input.paymentId);

  return inTransaction('contended', async (tx) => {
    const { payment, summary } = await readNamed(tx, {
      payment: paymentRef,
      summary: company.collection('summaries').doc(SUMMARY_IDS.invoices),
    });
    const invoices = await readInvoices(tx, company, invoiceIds as string[]);
    const plan = planApplyPayment(payment.data(), input, invoices);
    if (!plan.ok) throw paymentRefused(plan);
    const now = FieldValue.serverTimestamp();
    tx.update(paymentRef, { ...plan.fields, updatedAt: now });
    writeInvoiceChanges(tx, company, plan.changes);
    tx.set(company.collection('summaries').doc(SUMMARY_IDS.invoices), { ...summaryAfter(summary.data(), plan.changes), updatedAt: now });
    return { id: input.paymentId, unappliedCents: plan.fields.unappliedCents };
  });
});
