/**
 * setInvoicePayment {corpId, invoiceId, payment: {paidDate, paymentMethod} | null}: marks an
 * issued invoice paid (that day, by that method) or pending again, and moves its total in the
 * company's invoice summary (what Inicio reads), in one transaction. Cash paid (or refunded, for a
 * rectificativa) goes into the caller's open till session in the same transaction; with no open
 * session it is recorded with no drawer (and no Z report includes it).
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
import { invoiceCashEvent } from '../../../src/domain/till/tillModel';
import { addToDrawer, loadDrawer, loadSession } from '../till/tillDrawer';

export const setInvoicePayment = command('setInvoicePayment', async (caller, data) => {
  const invoiceId = parsedOrRefuse(parseInvoiceId(data.invoiceId, false))!;
  const payment = parsedOrRefuse(parsePayment(data.payment ?? null));
  const company = companyRef(db(), caller.corpId);
  const invoiceRef = company.collection('invoices').doc(invoiceId);
  const summaryRef = company.collection('summaries').doc(SUMMARY_IDS.invoices);

  let till: { tillSessionId: string; tillName: string } | null = null;
  // Contended: every issue and payment moves the invoices' summary.
  await inTransaction('contended', async (tx) => {
    const { invoice, summary } = await readNamed(tx, { invoice: invoiceRef, summary: summaryRef });
    const stored = invoiceFromStored(invoice!.id, invoice!.data());
    // Cash into or out of a drawer (issue 29): a payment in efectivo goes into the caller's open
    // session; undoing one comes out of the session it went into while that is open (else the caller's).
    const before = invoice!.data() ?? {};
    const paidInto = typeof before.tillSessionId === 'string' && before.tillSessionId !== '' ? before.tillSessionId : null;
    const mine = await loadDrawer(tx, company, caller.uid);
    const theirs = paidInto && paidInto !== mine?.ref.id ? await loadSession(tx, company, paidInto, true) : null;
    const plan = planPayment(stored, summary!.data(), payment);
    if (!plan.ok) throw refused(plan);
    const event = invoiceCashEvent(before, plan.fields);
    // Undoing: out of the drawer it went into while open, else (closed since) out of the caller's; never
    // out of a drawer when it went into none.
    const undo = event?.kind === 'invoiceCash' && event.undo;
    const drawer = undo ? (paidInto ? (theirs ?? mine) : null) : mine;
    const now = FieldValue.serverTimestamp();
    const attribution = event ? { tillSessionId: !undo && drawer ? drawer.ref.id : null } : {};
    tx.update(invoiceRef, { ...plan.fields, ...attribution, updatedAt: now });
    tx.set(summaryRef, { ...plan.summary, lastInvoiceId: invoiceId, updatedAt: now });
    if (event && drawer) addToDrawer(tx, drawer, [event]);
    till = event && drawer ? { tillSessionId: drawer.ref.id, tillName: drawer.session.tillName } : null;
  });
  return { id: invoiceId, till };
});
