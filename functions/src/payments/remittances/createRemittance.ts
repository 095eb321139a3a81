/**
 * createRemittance {corpId, kind: 'cobros'|'pagos', dueIds (1–1000, distinct), date, scheme?}: a
 * remesa 'preparada' (issue 30). The document is written first (empty), then the dues are claimed
 * in chunks, one contended transaction each (Firestore takes at most 500 writes in one: an invoice
 * costs 1 + its instalments, a client's mandate use 1; remittance.ts' claimChunks), each reading
 * its invoices, their parties and the mandate uses, claiming what can be collected (or paid) and
 * appending the items. Answers what was claimed and, per due, why the others were not.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { madridIsoDate } from '../../../../src/domain/invoiceDates';
import { parseDueId, partyOfInvoice } from '../../../../src/domain/payments/payments';
import {
  claimChunks,
  mandateUseOf,
  messageIdOf,
  parseCreateRemittance,
  planClaims,
  remittanceCompanyOf,
  remittanceDateProblem,
  totalsOf,
  type DueRef,
  type RemittanceDueRefusal,
  type RemittanceItem,
} from '../../../../src/domain/payments/remittance';
import { command } from '../../runtime/command';
import { readNamed } from '../../runtime/readNamed';
import { inTransaction } from '../../runtime/transaction';
import { db } from '../../runtime/admin';
import { DUES } from '../collections';
import { readInvoices, writeInvoiceChanges } from '../paymentWrites';
import { building, companyOf, MANDATES, REMITTANCES, remittanceOfSnap, writeItems } from './remittanceStore';

export const createRemittance = command(
  'createRemittance',
  async (caller, data, refuse) => {
    const parsed = parseCreateRemittance(data);
    if (!parsed.ok) throw refuse('invalid', { detail: parsed.detail });
    const input = parsed.value;
    const problem = remittanceDateProblem(input.date, madridIsoDate(new Date()));
    if (problem) throw refuse('remittanceDate', { detail: problem });
    const company = companyOf(caller.corpId);
    const corp = await company.get();
    const own = remittanceCompanyOf(String(corp.get('name') ?? ''), corp.get('data') as Record<string, unknown> | undefined, input.kind);
    if (!own.ok) throw refuse('companyIncomplete', { missing: own.missing });

    // The dues as they stand, read once (no transaction) only to group them by invoice and cut the
    // chunks by what their invoices cost to rewrite; every fact that decides a claim is read again
    // in the chunk's transaction. A due of another company is simply not found here.
    const refused: { dueId: string; code: RemittanceDueRefusal }[] = [];
    const { dues } = await readNamed(db(), { dues: input.dueIds.map((id) => company.collection(DUES).doc(id)) });
    const wanted: DueRef[] = [];
    for (const snap of dues) {
      const ref = parseDueId(snap.id);
      if (!snap.exists || !ref) refused.push({ dueId: snap.id, code: 'notFound' });
      else wanted.push({ dueId: snap.id, invoiceId: ref.invoiceId, of: Number.isSafeInteger(snap.get('of')) ? (snap.get('of') as number) : 12 });
    }
    if (wanted.length === 0) return { remittanceId: null, claimed: 0, amountCents: 0, refused };

    const ref = company.collection(REMITTANCES).doc();
    const now = FieldValue.serverTimestamp();
    await ref.create({
      kind: input.kind,
      state: 'preparada',
      date: input.date,
      scheme: input.kind === 'cobros' ? input.scheme : null,
      messageId: messageIdOf(input.kind, input.date, ref.id),
      company: own.company,
      items: [],
      totals: totalsOf([]),
      building: true,
      createdBy: caller.uid,
      createdAt: now,
      sentAt: null,
      settledAt: null,
      settleDate: null,
      cancelledAt: null,
      updatedAt: now,
    });

    const partyCollection = input.kind === 'cobros' ? 'clients' : 'vendors';
    let claimed: RemittanceItem[] = [];
    for (const chunk of claimChunks(wanted)) {
      const result = await inTransaction('contended', async (tx) => {
        const { remittance } = await readNamed(tx, { remittance: ref });
        const current = remittanceOfSnap(remittance);
        // Cancelled (or gone) while claiming: the rest is not claimed.
        if (!current || current.state !== 'preparada')
          return { items: [], refused: chunk.map((d) => ({ dueId: d.dueId, code: 'stopped' as const })) };
        const invoices = await readInvoices(
          tx,
          company,
          chunk.map((d) => d.invoiceId),
        );
        const partyIds = [
          ...new Set([...invoices.values()].map((d) => (d ? partyOfInvoice(d).id : '')).filter((id) => id !== '' && !id.includes('/'))),
        ];
        const { parties, mandates } = await readNamed(tx, {
          parties: partyIds.map((id) => company.collection(partyCollection).doc(id)),
          mandates: input.kind === 'cobros' ? partyIds.map((id) => company.collection(MANDATES).doc(id)) : [],
        });
        const plan = planClaims(
          {
            remittanceId: ref.id,
            kind: input.kind,
            scheme: input.scheme,
            date: input.date,
            usedEndToEndIds: new Set(current.items.map((i) => i.endToEndId)),
          },
          chunk.map((d) => d.dueId),
          invoices,
          new Map(parties.map((p) => [p.id, p.data()])),
          new Map(mandates.map((m) => [m.id, mandateUseOf(m.data())])),
        );
        writeInvoiceChanges(tx, company, plan.changes);
        const stamp = FieldValue.serverTimestamp();
        for (const [clientId, use] of plan.mandates) tx.set(company.collection(MANDATES).doc(clientId), { ...use, updatedAt: stamp });
        if (plan.items.length > 0) writeItems(tx, ref, [...current.items, ...plan.items]);
        return { items: plan.items, refused: plan.refused };
      });
      claimed = [...claimed, ...result.items];
      refused.push(...result.refused);
    }

    // Nothing claimed: no remittance is left behind.
    const kept = await inTransaction('default', async (tx) => {
      const { remittance } = await readNamed(tx, { remittance: ref });
      const current = remittanceOfSnap(remittance);
      if (current && current.items.length === 0 && building(remittance)) {
        tx.delete(ref);
        return false;
      }
      tx.update(ref, { building: false, updatedAt: FieldValue.serverTimestamp() });
      return true;
    });
    return {
      remittanceId: kept ? ref.id : null,
      claimed: claimed.length,
      amountCents: claimed.reduce((a, i) => a + i.amountCents, 0),
      refused,
    };
  },
  { timeoutSeconds: 300 },
);
