/**
 * recordPayment {corpId, kind, partyId?, date, amountCents, method, reference?, note?,
 * allocations: [{dueId, amountCents?}], nonResident?}: a cobro (sale) or pago (purchase) applied
 * to instalments of one party's invoices, the rest kept on account (issue 30). One contended
 * transaction reads every invoice it applies to, so two people paying one invoice at once are
 * serialised and never over-apply it; it writes the payment, the invoices' payment fields, their
 * due documents, the summary and, in cash, the caller's open till session.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { SUMMARY_IDS } from '../../../src/domain/summaries';
import { parseDueId, parseRecordPayment, planRecordPayment } from '../../../src/domain/payments/payments';
import { db } from '../runtime/admin';
import { command } from '../runtime/command';
import { readNamed } from '../runtime/readNamed';
import { inTransaction } from '../runtime/transaction';
import { addToDrawer, loadDrawer } from '../till/tillDrawer';
import { PAYMENTS } from './collections';
import { paymentRefused, readInvoices, summaryAfter, writeInvoiceChanges } from './paymentWrites';

export const recordPayment = command('recordPayment', async (caller, data, refuse) => {
  const parsed = parseRecordPayment(data.payment);
  if (!parsed.ok) throw refuse('invalid', { detail: parsed.detail });
  const input = parsed.value;
  const invoiceIds = input.allocations.map((a) => parseDueId(a.dueId)?.invoiceId);
  if (invoiceIds.some((id) => id === undefined)) throw refuse('invalid', { detail: 'allocations' });
  if (input.allocations.length === 0 && input.partyId === null) throw refuse('invalid', { detail: 'partyId' });
  const company = db().doc(`corporations/${caller.corpId}`);
  const paymentRef = company.collection(PAYMENTS).doc();
  const partyCollection = input.kind === 'cobro' ? 'clients' : 'vendors';

  return inTransaction('contended', async (tx) => {
    const invoices = await readInvoices(tx, company, invoiceIds as string[]);
    const { summary, party } = await readNamed(tx, {
      summary: company.collection('summaries').doc(SUMMARY_IDS.invoices),
      party: input.partyId ? company.collection(partyCollection).doc(input.partyId) : null,
    });
    if (party && !party.exists) throw refuse('notFound', { detail: 'partyId' });
    const drawer = input.method === 'efectivo' ? await loadDrawer(tx, company, caller.uid) : null;
    const plan = planRecordPayment(input, invoices, party ? { id: party.id, name: String(party.get('name') ?? '') } : null);
    if (!plan.ok) throw paymentRefused(plan);
    const now = FieldValue.serverTimestamp();
    // Cash comes into the caller's drawer (a pago goes out of it), when they have one open.
    const signed = input.kind === 'cobro' ? plan.record.amountCents : -plan.record.amountCents;
    if (drawer) addToDrawer(tx, drawer, [{ kind: 'invoiceCash', totalCents: signed, undo: false }]);
    tx.create(paymentRef, {
      ...plan.record,
      invoiceIds: [...new Set(plan.record.allocations.map((a) => a.invoiceId))],
      tillSessionId: drawer ? drawer.ref.id : null,
      createdBy: caller.uid,
      createdAt: now,
      updatedAt: now,
    });
    writeInvoiceChanges(tx, company, plan.changes);
    tx.set(company.collection('summaries').doc(SUMMARY_IDS.invoices), { ...summaryAfter(summary.data(), plan.changes), updatedAt: now });
    return { id: paymentRef.id, unappliedCents: plan.record.unappliedCents, tillSessionId: drawer ? drawer.ref.id : null };
  });
});
