/**
 * setInvoicePayment {corpId, invoiceId, payment: {paidDate, paymentMethod, nonResident?} | null}:
 * the invoice's shortcut into cobros y pagos (issue 30). With a payment, one cobro (pago for a
 * purchase; a refund for a credit note) of everything still open on it, applied to each open
 * instalment; with null, every live payment applied to it is reversed ("pendiente" again). Both
 * run the payment commands' planners and writers (functions/src/payments), in one transaction
 * with the summary and, in cash, the till session.
 */
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { SUMMARY_IDS } from '../../../src/domain/summaries';
import { parseInvoiceId, parsePayment } from '../../../src/domain/invoices/invoiceInput';
import { openCentsOf, dueIdOf } from '../../../src/domain/payments/dues';
import {
  allocationsOfStored,
  instalmentsOfInvoice,
  planRecordPayment,
  planReversePayment,
  type InvoiceChange,
} from '../../../src/domain/payments/payments';
import { madridIsoDate } from '../../../src/domain/invoiceDates';
import { db } from '../runtime/admin';
import { command } from '../runtime/command';
import { readNamed } from '../runtime/readNamed';
import { inTransaction } from '../runtime/transaction';
import { companyRef, parsedOrRefuse } from './refusals';
import { addToDrawer, loadDrawer, loadSession, type Drawer } from '../till/tillDrawer';
import { PAYMENTS } from '../payments/collections';
import { readInvoices, summaryAfter, writeInvoiceChanges } from '../payments/paymentWrites';
import { CommandError } from '../runtime/errors';
import type { InvoiceRefusal } from '../../../src/domain/commands';

type Data = Record<string, unknown>;

/** A payment planner's refusal as the invoice contract says it. */
function asInvoiceRefusal(r: { code: string; detail?: string }): CommandError<InvoiceRefusal> {
  const same: readonly string[] = ['notFound', 'notIssued', 'invoiceReplaced', 'cashLimit'];
  if (same.includes(r.code)) return new CommandError(r.code as InvoiceRefusal, { detail: r.detail ?? '' });
  return new CommandError<InvoiceRefusal>('invalid', { detail: r.code === 'simplified' ? 'simplified' : r.code });
}

export const setInvoicePayment = command('setInvoicePayment', async (caller, data) => {
  const invoiceId = parsedOrRefuse(parseInvoiceId(data.invoiceId, false))!;
  const payment = parsedOrRefuse(parsePayment(data.payment ?? null));
  const company = companyRef(db(), caller.corpId);
  const invoiceRef = company.collection('invoices').doc(invoiceId);
  const summaryRef = company.collection('summaries').doc(SUMMARY_IDS.invoices);

  let till: { tillSessionId: string; tillName: string } | null = null;
  // Contended: every issue and payment moves the invoices' summary.
  await inTransaction('contended', async (tx) => {
    till = null;
    const { invoice, summary } = await readNamed(tx, { invoice: invoiceRef, summary: summaryRef });
    const d = invoice.data();
    if (!d) throw new CommandError<InvoiceRefusal>('notFound');
    const now = FieldValue.serverTimestamp();
    const cashOf = (amount: number, kind: unknown) => (kind === 'pago' ? -amount : amount);

    if (payment) {
      if (d.state !== 'emitida') throw new CommandError<InvoiceRefusal>('notIssued');
      const open = instalmentsOfInvoice(d).filter((i) => openCentsOf(i) !== 0 && i.remittanceId === null);
      const total = Math.abs(open.reduce((a, i) => a + openCentsOf(i), 0));
      const mine = payment.paymentMethod === 'efectivo' ? await loadDrawer(tx, company, caller.uid) : null;
      // Already settled: nothing to record.
      if (total === 0) return;
      const kind = d.kind === 'input' ? 'pago' : 'cobro';
      const plan = planRecordPayment(
        {
          kind,
          partyId: null,
          date: payment.paidDate,
          amountCents: total,
          method: payment.paymentMethod,
          reference: '',
          note: '',
          allocations: open.map((i) => ({ dueId: dueIdOf(invoiceId, i.n), amountCents: null })),
          nonResident: payment.nonResident === true,
        },
        new Map([[invoiceId, d]]),
        null,
      );
      if (!plan.ok) throw asInvoiceRefusal(plan);
      const ref = company.collection(PAYMENTS).doc();
      if (mine) addToDrawer(tx, mine, [{ kind: 'invoiceCash', totalCents: cashOf(plan.record.amountCents, kind), undo: false }]);
      tx.create(ref, {
        ...plan.record,
        invoiceIds: [invoiceId],
        tillSessionId: mine ? mine.ref.id : null,
        createdBy: caller.uid,
        createdAt: now,
        updatedAt: now,
      });
      writeInvoiceChanges(tx, company, plan.changes);
      tx.update(invoiceRef, { tillSessionId: mine ? mine.ref.id : null });
      tx.set(summaryRef, { ...summaryAfter(summary.data(), plan.changes), lastInvoiceId: invoiceId, updatedAt: now });
      till = mine ? { tillSessionId: mine.ref.id, tillName: mine.session.tillName } : null;
      return;
    }

    // Pending again: every live payment applied to it is reversed (with the other invoices it paid).
    const live = await tx.get(company.collection(PAYMENTS).where('invoiceIds', 'array-contains', invoiceId).where('state', '==', 'vigente'));
    const payments: DocumentSnapshot[] = live.docs;
    const invoices = await readInvoices(tx, company, [invoiceId, ...payments.flatMap((p) => allocationsOfStored(p.data()!).map((a) => a.invoiceId))]);
    const drawers = new Map<string, Drawer | null>();
    for (const p of payments) {
      const into = p.get('method') === 'efectivo' ? p.get('tillSessionId') : null;
      if (typeof into === 'string' && into !== '' && !drawers.has(into)) drawers.set(into, await loadSession(tx, company, into, true));
    }
    const mine = payments.some((p) => p.get('method') === 'efectivo' && p.get('tillSessionId')) ? await loadDrawer(tx, company, caller.uid) : null;
    const changes = new Map<string, InvoiceChange>();
    const updates: { ref: FirebaseFirestore.DocumentReference; fields: Data }[] = [];
    const cash: { drawer: Drawer; cents: number }[] = [];
    for (const p of payments) {
      // Each reversal plans on the invoices as the earlier ones left them.
      const current = new Map([...invoices].map(([id, data]) => [id, data && changes.has(id) ? { ...data, ...changes.get(id)!.fields } : data]));
      const plan = planReversePayment(
        p.data(),
        { paymentId: p.id, date: madridIsoDate(new Date()), reason: 'Marcada pendiente de nuevo', returnCode: null },
        current,
      );
      if (!plan.ok) throw asInvoiceRefusal(plan);
      for (const c of plan.changes) {
        const first = changes.get(c.invoiceId);
        changes.set(c.invoiceId, { invoiceId: c.invoiceId, before: first?.before ?? invoices.get(c.invoiceId)!, fields: c.fields });
      }
      updates.push({ ref: p.ref, fields: plan.fields });
      const into = p.get('tillSessionId');
      const drawer = p.get('method') === 'efectivo' && typeof into === 'string' && into !== '' ? (drawers.get(into) ?? mine) : null;
      if (drawer) cash.push({ drawer, cents: cashOf(Number(p.get('amountCents')), p.get('kind')) });
    }
    // An invoice marked paid before cobros existed has no payment to reverse: it is simply open again.
    if (payments.length === 0 && d.status === 'pagada' && !Array.isArray(d.instalments)) {
      const unpaidAgain = instalmentsOfInvoice({ ...d, status: 'pendiente' });
      changes.set(invoiceId, {
        invoiceId,
        before: d,
        fields: {
          instalments: unpaidAgain,
          status: 'pendiente',
          collectedCents: 0,
          dueDate: unpaidAgain[0]?.dueDate ?? null,
          paidDate: null,
          paymentMethod: null,
        },
      });
    }
    for (const u of updates) {
      const reversal = u.fields.reversal as Data;
      tx.update(u.ref, { ...u.fields, reversal: { ...reversal, by: caller.uid, at: now }, updatedAt: now });
    }
    // One update per drawer, with all its events (two updates would each start from the same totals).
    const byDrawer = new Map<string, { drawer: Drawer; cents: number[] }>();
    for (const { drawer, cents } of cash) {
      const entry = byDrawer.get(drawer.ref.id) ?? { drawer, cents: [] };
      entry.cents.push(cents);
      byDrawer.set(drawer.ref.id, entry);
    }
    for (const { drawer, cents } of byDrawer.values()) {
      addToDrawer(
        tx,
        drawer,
        cents.map((c) => ({ kind: 'invoiceCash' as const, totalCents: c, undo: true })),
      );
    }
    writeInvoiceChanges(tx, company, [...changes.values()]);
    tx.set(summaryRef, { ...summaryAfter(summary.data(), [...changes.values()]), lastInvoiceId: invoiceId, updatedAt: now });
  });
  return { id: invoiceId, till };
});
