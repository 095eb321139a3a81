/**
 * reconcileBankMovement {corpId, movementId, dueIds: [...]}: a bank movement confirmed as the
 * payment of open dues (issue 30). In ONE contended transaction: the movement (pendiente; a
 * credit is a cobro of sales' dues, a debit a pago of purchases' dues), the invoices of the dues
 * and the summary are read; planRecordPayment plans the payment (amount = |movement|, date = the
 * movement's, method transferencia or domiciliación as the movement says, reference from it,
 * origin {type: 'banco', id: movementId}); what the dues do not take stays on account. The
 * payment, the invoices' payment fields, their dues and the summary are written by the shared
 * writers (paymentWrites.ts), and the movement is marked conciliado with its match.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { SUMMARY_IDS } from '../../../../src/domain/summaries';
import { paymentRequestOfMovement, parseReconcileBankMovement } from '../../../../src/domain/bank/bankCommands';
import { parseDueId, parseRecordPayment, planRecordPayment } from '../../../../src/domain/payments/payments';
import { db } from '../../runtime/admin';
import { command } from '../../runtime/command';
import { readNamed } from '../../runtime/readNamed';
import { inTransaction } from '../../runtime/transaction';
import { PAYMENTS } from '../collections';
import { paymentRefused, readInvoices, summaryAfter, writeInvoiceChanges } from '../paymentWrites';
import { movementOf, movementRef } from './bankMovementRead';

export const reconcileBankMovement = command('reconcileBankMovement', async (caller, data, refuse) => {
  const parsed = parseReconcileBankMovement(data);
  if (!parsed.ok) throw refuse('invalid', { detail: parsed.detail });
  const { movementId, dueIds } = parsed.value;
  const invoiceIds = dueIds.map((d) => parseDueId(d)?.invoiceId);
  if (invoiceIds.some((i) => i === undefined)) throw refuse('invalid', { detail: 'dueIds' });
  const company = db().doc(`corporations/${caller.corpId}`);
  const ref = movementRef(company, movementId);
  const paymentRef = company.collection(PAYMENTS).doc();

  return inTransaction('contended', async (tx) => {
    const { movement: snap, summary } = await readNamed(tx, {
      movement: ref,
      summary: company.collection('summaries').doc(SUMMARY_IDS.invoices),
    });
    const movement = movementOf(snap);
    if (movement.state !== 'pendiente') throw refuse('notPending', { state: movement.state });
    if (movement.amountCents === 0) throw refuse('zeroAmount');
    // A returned direct debit reopens the cobro it undoes (reversePayment with its return code), it pays nothing.
    if (movement.returnedDebit) throw refuse('returnedDebit');
    const invoices = await readInvoices(tx, company, invoiceIds as string[]);
    const request = parseRecordPayment(paymentRequestOfMovement(movement, dueIds));
    if (!request.ok) throw refuse('invalid', { detail: request.detail });
    const plan = planRecordPayment(request.value, invoices, null);
    if (!plan.ok) throw paymentRefused(plan);
    const now = FieldValue.serverTimestamp();
    const record = { ...plan.record, origin: { type: 'banco' as const, id: movementId } };
    tx.create(paymentRef, {
      ...record,
      invoiceIds: [...new Set(record.allocations.map((a) => a.invoiceId))],
      tillSessionId: null,
      createdBy: caller.uid,
      createdAt: now,
      updatedAt: now,
    });
    writeInvoiceChanges(tx, company, plan.changes);
    tx.set(company.collection('summaries').doc(SUMMARY_IDS.invoices), { ...summaryAfter(summary.data(), plan.changes), updatedAt: now });
    tx.update(ref, {
      state: 'conciliado',
      match: { paymentId: paymentRef.id, dueIds: record.allocations.map((a) => a.dueId) },
      reconciledBy: caller.uid,
      updatedAt: now,
    });
    return { paymentId: paymentRef.id, unappliedCents: record.unappliedCents };
  });
});
