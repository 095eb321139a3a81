/**
 * reversePayment {corpId, paymentId, date, reason, returnCode?}: a cobro or pago undone (issue 30):
 * a mistake, or a direct debit the bank returned (returnCode, the SEPA reason: the instalments
 * read 'devuelta' until paid again). Every allocation comes off its instalment, in one contended
 * transaction with the invoices, their due documents, the summary and, for cash, the drawer it
 * went into while that is open (else the caller's).
 */
import { FieldValue } from 'firebase-admin/firestore';
import { SUMMARY_IDS } from '../../../src/domain/summaries';
import { allocationsOfStored, parseReversePayment, planReversePayment } from '../../../src/domain/payments/payments';
import { db } from '../runtime/admin';
import { command } from '../runtime/command';
import { readNamed } from '../runtime/readNamed';
import { inTransaction } from '../runtime/transaction';
import { addToDrawer, loadDrawer, loadSession } from '../till/tillDrawer';
import { PAYMENTS } from './collections';
import { BANK_MOVEMENTS } from '../../../src/domain/bank/bankCommands';
import { paymentRefused, readInvoices, summaryAfter, writeInvoiceChanges } from './paymentWrites';

export const reversePayment = command('reversePayment', async (caller, data, refuse) => {
  const parsed = parseReversePayment(data.reversal);
  if (!parsed.ok) throw refuse('invalid', { detail: parsed.detail });
  const input = parsed.value;
  const company = db().doc(`corporations/${caller.corpId}`);
  const paymentRef = company.collection(PAYMENTS).doc(input.paymentId);

  return inTransaction('contended', async (tx) => {
    const { payment, summary } = await readNamed(tx, {
      payment: paymentRef,
      summary: company.collection('summaries').doc(SUMMARY_IDS.invoices),
    });
    const stored = payment.data();
    const origin = (stored?.origin ?? {}) as { type?: unknown; id?: unknown };
    // A remittance's cobro is undone as that remittance's return (returnRemittanceItem), which also marks its item.
    if (origin.type === 'remesa' && stored?.state !== 'anulado') throw refuse('inRemittance', { detail: 'remesa' });
    // A bank movement reconciled as this payment is pending again once the payment is undone.
    const bankRef =
      origin.type === 'banco' && typeof origin.id === 'string' && origin.id !== '' ? company.collection(BANK_MOVEMENTS).doc(origin.id) : null;
    const bank = bankRef ? await tx.get(bankRef) : null;
    const invoices = await readInvoices(tx, company, stored ? allocationsOfStored(stored).map((a) => a.invoiceId) : []);
    const cash = stored?.method === 'efectivo' && stored.state !== 'anulado';
    const paidInto = typeof stored?.tillSessionId === 'string' && stored.tillSessionId !== '' ? stored.tillSessionId : null;
    // Cash comes back out of the drawer it went into while that is open, else out of the caller's; never out of one when it went into none.
    const drawer = cash && paidInto ? ((await loadSession(tx, company, paidInto, true)) ?? (await loadDrawer(tx, company, caller.uid))) : null;
    const plan = planReversePayment(stored, input, invoices);
    if (!plan.ok) throw paymentRefused(plan);
    const now = FieldValue.serverTimestamp();
    if (drawer) {
      const amount = Number(stored!.amountCents);
      addToDrawer(tx, drawer, [{ kind: 'invoiceCash', totalCents: stored!.kind === 'pago' ? -amount : amount, undo: true }]);
    }
    const reversal = plan.fields.reversal as Record<string, unknown>;
    tx.update(paymentRef, { ...plan.fields, reversal: { ...reversal, by: caller.uid, at: now }, updatedAt: now });
    writeInvoiceChanges(tx, company, plan.changes);
    if (bankRef && bank?.exists && bank.get('match.paymentId') === input.paymentId) {
      tx.update(bankRef, { state: 'pendiente', match: null, updatedAt: now });
    }
    tx.set(company.collection('summaries').doc(SUMMARY_IDS.invoices), { ...summaryAfter(summary.data(), plan.changes), updatedAt: now });
    return { id: input.paymentId };
  });
});
