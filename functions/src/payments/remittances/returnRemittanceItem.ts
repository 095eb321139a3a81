/**
 * returnRemittanceItem {corpId, remittanceId, dueId, code, date}: the bank gave one settled item
 * back (devolución; `code` the SEPA R reason, AM04, MD06…) (issue 30). Its payment is reversed as
 * reversePayment does (planReversePayment and the one writer): for cobros with the return code, so
 * the instalment reads 'devuelta' until paid again; for pagos (a transfer that came back) without
 * one, so it is simply open again. The item keeps {code, date}. One contended transaction.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { SUMMARY_IDS } from '../../../../src/domain/summaries';
import { allocationsOfStored, planReversePayment } from '../../../../src/domain/payments/payments';
import { parseReturnRemittanceItem, returnReasonOf } from '../../../../src/domain/payments/remittance';
import { command } from '../../runtime/command';
import { readNamed } from '../../runtime/readNamed';
import { inTransaction } from '../../runtime/transaction';
import { PAYMENTS } from '../collections';
import { readInvoices, summaryAfter, writeInvoiceChanges } from '../paymentWrites';
import { companyOf, REMITTANCES, remittanceOfSnap, writeItems } from './remittanceStore';

export const returnRemittanceItem = command('returnRemittanceItem', async (caller, data, refuse) => {
  const parsed = parseReturnRemittanceItem(data);
  if (!parsed.ok) throw refuse('invalid', { detail: parsed.detail });
  const input = parsed.value;
  const company = companyOf(caller.corpId);
  const ref = company.collection(REMITTANCES).doc(input.remittanceId);

  return inTransaction('contended', async (tx) => {
    const summaryRef = company.collection('summaries').doc(SUMMARY_IDS.invoices);
    const { remittance: snap, summary } = await readNamed(tx, { remittance: ref, summary: summaryRef });
    const current = remittanceOfSnap(snap);
    if (!current) throw refuse('notFound');
    const item = current.items.find((i) => i.dueId === input.dueId);
    if (!item) throw refuse('itemNotFound');
    if (item.returned) throw refuse('itemReturned');
    if (current.state !== 'cargada') throw refuse('remittanceState', { state: current.state });
    if (item.paymentId === null) throw refuse('itemNotSettled');
    const paymentRef = company.collection(PAYMENTS).doc(item.paymentId);
    const { payment } = await readNamed(tx, { payment: paymentRef });
    const stored = payment.data();
    const invoices = await readInvoices(tx, company, stored ? allocationsOfStored(stored).map((a) => a.invoiceId) : []);
    const plan = planReversePayment(
      stored,
      {
        paymentId: item.paymentId,
        date: input.date,
        reason: returnReasonOf(input.code, current.messageId),
        returnCode: current.kind === 'cobros' ? input.code : null,
      },
      invoices,
    );
    // Reversed by hand meanwhile, or gone: nothing to give back here.
    if (!plan.ok) throw refuse('itemNotSettled', { detail: plan.code });
    const now = FieldValue.serverTimestamp();
    const reversal = plan.fields.reversal as Record<string, unknown>;
    tx.update(paymentRef, { ...plan.fields, reversal: { ...reversal, code: input.code, by: caller.uid, at: now }, updatedAt: now });
    writeInvoiceChanges(tx, company, plan.changes);
    tx.set(summaryRef, { ...summaryAfter(summary.data(), plan.changes), updatedAt: now });
    writeItems(
      tx,
      ref,
      current.items.map((i) => (i.dueId === item.dueId ? { ...i, returned: { code: input.code, date: input.date } } : i)),
    );
    return { dueId: item.dueId, paymentId: item.paymentId };
  });
});
