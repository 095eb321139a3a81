/**
 * cancelRemittance {corpId, remittanceId}: a remesa 'preparada' or 'enviada' is dropped (issue 30).
 * One transaction makes it 'cancelada' (so nothing settles or claims for it any more), then every
 * claim is released in chunks (each instalment only while it still names this remittance) and a
 * mandate use it started is forgotten, so the client's next debit is FRST again. Safe to run again
 * on a cancelled one: it finishes what a stopped run left.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { itemChunks, mandateUseOf, parseRemittanceRef, planRelease } from '../../../../src/domain/payments/remittance';
import { command } from '../../runtime/command';
import { readNamed } from '../../runtime/readNamed';
import { inTransaction } from '../../runtime/transaction';
import { readInvoices, writeInvoiceChanges } from '../paymentWrites';
import { companyOf, MANDATES, REMITTANCES, remittanceOfSnap } from './remittanceStore';

export const cancelRemittance = command(
  'cancelRemittance',
  async (caller, data, refuse) => {
    const parsed = parseRemittanceRef(data);
    if (!parsed.ok) throw refuse('invalid', { detail: parsed.detail });
    const company = companyOf(caller.corpId);
    const ref = company.collection(REMITTANCES).doc(parsed.value.remittanceId);
    const remittance = await inTransaction('default', async (tx) => {
      const { remittance: snap } = await readNamed(tx, { remittance: ref });
      const current = remittanceOfSnap(snap);
      if (!current) throw refuse('notFound');
      if (current.state === 'cancelada') return current;
      if (current.state !== 'preparada' && current.state !== 'enviada') throw refuse('remittanceState', { state: current.state });
      const now = FieldValue.serverTimestamp();
      tx.update(ref, { state: 'cancelada', cancelledAt: now, cancelledBy: caller.uid, updatedAt: now });
      return current;
    });

    let released = 0;
    for (const chunk of itemChunks(remittance.items, 0)) {
      released += await inTransaction('contended', async (tx) => {
        const invoices = await readInvoices(
          tx,
          company,
          chunk.map((i) => i.invoiceId),
        );
        const clients = remittance.kind === 'cobros' ? [...new Set(chunk.map((i) => i.partyId).filter((id) => id !== '' && !id.includes('/')))] : [];
        const { mandates } = await readNamed(tx, { mandates: clients.map((id) => company.collection(MANDATES).doc(id)) });
        const changes = planRelease(remittance.id, chunk, invoices);
        writeInvoiceChanges(tx, company, changes);
        for (const m of mandates) if (mandateUseOf(m.data())?.firstRemittanceId === remittance.id) tx.delete(m.ref);
        return changes.length;
      });
    }
    return { state: 'cancelada', invoicesReleased: released };
  },
  { timeoutSeconds: 300 },
);
