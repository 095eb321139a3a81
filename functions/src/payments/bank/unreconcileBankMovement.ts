/**
 * unreconcileBankMovement {corpId, movementId, reason}: a reconciliation undone (issue 30). In ONE
 * contended transaction the payment it recorded is reversed as reversePayment reverses one
 * (planReversePayment: every allocation comes off its instalment; the invoices, their dues and
 * the summary through the shared writers), dated today in Madrid, and the movement is pendiente
 * again with no match. A payment someone already reversed on its own (reversePayment) only frees
 * the movement. A bank payment never went into a till drawer, so no drawer is touched. A movement
 * reconciled as a remittance's charge (reconcileBankRemittance) is only unlinked from it: the
 * remittance stays cargada, its items paid (a returned receipt is the remittance's return).
 */
import { FieldValue } from 'firebase-admin/firestore';
import { SUMMARY_IDS } from '../../../../src/domain/summaries';
import { parseUnreconcileBankMovement } from '../../../../src/domain/bank/bankCommands';
import { madridIsoDate } from '../../../../src/domain/invoiceDates';
import { allocationsOfStored, planReversePayment } from '../../../../src/domain/payments/payments';
import { db } from '../../runtime/admin';
import { command } from '../../runtime/command';
import { readNamed } from '../../runtime/readNamed';
import { inTransaction } from '../../runtime/transaction';
import { PAYMENTS } from '../collections';
import { paymentRefused, readInvoices, summaryAfter, writeInvoiceChanges } from '../paymentWrites';
import { REMITTANCES } from '../remittances/remittanceStore';
import { movementOf, movementRef } from './bankMovementRead';

export const unreconcileBankMovement = command('unreconcileBankMovement', async (caller, data, refuse) => {
  const parsed = parseUnreconcileBankMovement(data);
  if (!parsed.ok) throw refuse('invalid', { detail: parsed.detail });
  const { movementId, reason } = parsed.value;
  const company = db().doc(`corporations/${caller.corpId}`);
  const ref = movementRef(company, movementId);

  return inTransaction('contended', async (tx) => {
    const movement = movementOf(await tx.get(ref));
    if (movement.state !== 'conciliado' || !movement.match) throw refuse('notReconciled', { state: movement.state });
    // A remittance's charge recorded no payment of its own: the link is undone, the remittance stays cargada (its items paid).
    if (movement.match.remittanceId !== null) {
      const remittanceRef = company.collection(REMITTANCES).doc(movement.match.remittanceId);
      const remittance = await tx.get(remittanceRef);
      const now = FieldValue.serverTimestamp();
      if (remittance.exists && remittance.get('bankMovementId') === movementId) tx.update(remittanceRef, { bankMovementId: null, updatedAt: now });
      tx.update(ref, { state: 'pendiente', match: null, reconciledBy: null, updatedAt: now });
      return { movementId, paymentId: '' };
    }
    const paymentRef = company.collection(PAYMENTS).doc(movement.match.paymentId);
    const { payment, summary } = await readNamed(tx, {
      payment: paymentRef,
      summary: company.collection('summaries').doc(SUMMARY_IDS.invoices),
    });
    const stored = payment.data();
    const now = FieldValue.serverTimestamp();
    // Its payment was already reversed on its own (reversePayment, from the payments): only the movement is left to free.
    if (stored?.state === 'anulado') {
      tx.update(ref, { state: 'pendiente', match: null, reconciledBy: null, updatedAt: now });
      return { movementId, paymentId: paymentRef.id };
    }
    const invoices = await readInvoices(tx, company, stored ? allocationsOfStored(stored).map((a) => a.invoiceId) : []);
    const plan = planReversePayment(stored, { paymentId: paymentRef.id, date: madridIsoDate(new Date()), reason, returnCode: null }, invoices);
    if (!plan.ok) throw paymentRefused(plan);
    const reversal = plan.fields.reversal as Record<string, unknown>;
    tx.update(paymentRef, { ...plan.fields, reversal: { ...reversal, by: caller.uid, at: now }, updatedAt: now });
    writeInvoiceChanges(tx, company, plan.changes);
    tx.set(company.collection('summaries').doc(SUMMARY_IDS.invoices), { ...summaryAfter(summary.data(), plan.changes), updatedAt: now });
    tx.update(ref, { state: 'pendiente', match: null, reconciledBy: null, updatedAt: now });
    return { movementId, paymentId: paymentRef.id };
  });
});
