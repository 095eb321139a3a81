/**
 * settleRemittance {corpId, remittanceId, date}: the bank collected (cobros) or paid (pagos) the
 * remesa on `date` (issue 30). One transaction makes it 'cargada' (from 'preparada' or 'enviada');
 * then, in chunks (one contended transaction each, with the invoices and the summary), every item
 * not yet settled gets its payment (`payments/{remittanceId}_{dueId}`, origin remesa, method
 * domiciliación or transferencia) and its claim released. An item settled is marked with its
 * payment in the same transaction, so a run that stopped is finished by running it again (on a
 * 'cargada' remittance, at the date it was first settled on).
 */
import { FieldValue } from 'firebase-admin/firestore';
import { SUMMARY_IDS } from '../../../../src/domain/summaries';
import { itemChunks, parseSettleRemittance, planSettle } from '../../../../src/domain/payments/remittance';
import { command } from '../../runtime/command';
import { readNamed } from '../../runtime/readNamed';
import { inTransaction } from '../../runtime/transaction';
import { PAYMENTS } from '../collections';
import { readInvoices, summaryAfter, writeInvoiceChanges } from '../paymentWrites';
import { building, companyOf, REMITTANCES, remittanceOfSnap, writeItems } from './remittanceStore';

export const settleRemittance = command(
  'settleRemittance',
  async (caller, data, refuse) => {
    const parsed = parseSettleRemittance(data);
    if (!parsed.ok) throw refuse('invalid', { detail: parsed.detail });
    const company = companyOf(caller.corpId);
    const ref = company.collection(REMITTANCES).doc(parsed.value.remittanceId);
    const started = await inTransaction('default', async (tx) => {
      const { remittance: snap } = await readNamed(tx, { remittance: ref });
      const current = remittanceOfSnap(snap);
      if (!current) throw refuse('notFound');
      if (current.state === 'cargada') return current;
      if ((current.state !== 'preparada' && current.state !== 'enviada') || building(snap)) throw refuse('remittanceState', { state: current.state });
      if (parsed.value.date < current.date) throw refuse('remittanceDate', { detail: 'beforeDate' });
      const now = FieldValue.serverTimestamp();
      tx.update(ref, { state: 'cargada', settledAt: now, settleDate: parsed.value.date, settledBy: caller.uid, updatedAt: now });
      return { ...current, settleDate: parsed.value.date };
    });
    const date = started.settleDate ?? parsed.value.date;

    const skipped: { dueId: string; code: string }[] = [];
    let settled = 0;
    const open = started.items.filter((i) => i.paymentId === null && i.returned === null);
    for (const chunk of itemChunks(open, 1)) {
      const wanted = new Set(chunk.map((i) => i.dueId));
      const result = await inTransaction('contended', async (tx) => {
        const summaryRef = company.collection('summaries').doc(SUMMARY_IDS.invoices);
        const { remittance: snap, summary } = await readNamed(tx, { remittance: ref, summary: summaryRef });
        const current = remittanceOfSnap(snap);
        if (!current || current.state !== 'cargada') return { paid: 0, skipped: [] };
        // The items as they are now: one settled by an earlier run is skipped by the planner.
        const items = current.items.filter((i) => wanted.has(i.dueId));
        const invoices = await readInvoices(
          tx,
          company,
          items.map((i) => i.invoiceId),
        );
        const plan = planSettle(current, items, date, invoices);
        const now = FieldValue.serverTimestamp();
        for (const p of plan.payments) {
          tx.create(company.collection(PAYMENTS).doc(p.id), {
            ...p.record,
            invoiceIds: [...new Set(p.record.allocations.map((a) => a.invoiceId))],
            tillSessionId: null,
            createdBy: caller.uid,
            createdAt: now,
            updatedAt: now,
          });
        }
        writeInvoiceChanges(tx, company, plan.changes);
        if (plan.changes.length > 0) tx.set(summaryRef, { ...summaryAfter(summary.data(), plan.changes), updatedAt: now });
        const paidBy = new Map(plan.payments.map((p) => [p.dueId, p.id]));
        writeItems(
          tx,
          ref,
          current.items.map((i) => (paidBy.has(i.dueId) ? { ...i, paymentId: paidBy.get(i.dueId)! } : i)),
        );
        return { paid: plan.payments.length, skipped: plan.skipped };
      });
      settled += result.paid;
      skipped.push(...result.skipped);
    }
    return { state: 'cargada', settleDate: date, settled, skipped };
  },
  { timeoutSeconds: 300 },
);
