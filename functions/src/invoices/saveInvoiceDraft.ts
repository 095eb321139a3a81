/**
 * saveInvoiceDraft {corpId, invoiceId | null, content} → {id}: saves a draft invoice (no number)
 * and marks its party in use. Guard: staff of the company. Load: the draft (when it exists) and
 * the party. Plan: planDraft (the party's identification and terms from its record, the totals
 * from the lines). Commit: one transaction.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { parseInvoiceContent, parseInvoiceId } from '../../../src/domain/invoices/invoiceInput';
import { partyCollection, planDraft } from '../../../src/domain/invoices/invoicePlans';
import { invoiceFromStored } from '../../../src/domain/invoices/invoiceStored';
import { db } from '../runtime/admin';
import { command } from '../runtime/command';
import { readNamed } from '../runtime/readNamed';
import { inTransaction } from '../runtime/transaction';
import { companyRef, parsedOrRefuse, refused } from './refusals';

export const saveInvoiceDraft = command('saveInvoiceDraft', async (caller, data) => {
  const content = parsedOrRefuse(parseInvoiceContent(data.content));
  const requestedId = parsedOrRefuse(parseInvoiceId(data.invoiceId ?? null, true));
  const company = companyRef(db(), caller.corpId);
  const invoiceRef = requestedId ? company.collection('invoices').doc(requestedId) : company.collection('invoices').doc();
  const partyRef = company.collection(partyCollection(content.kind)).doc(content.partyId);

  await inTransaction('default', async (tx) => {
    const { existing, party } = await readNamed(tx, { existing: invoiceRef, party: partyRef });
    // A named draft must exist: ids are made here, never chosen by the browser.
    if (requestedId && !existing!.exists) throw refused({ ok: false, code: 'notFound', detail: '' });
    const plan = planDraft({
      invoiceId: invoiceRef.id,
      uid: caller.uid,
      now: new Date(),
      content,
      existing: invoiceFromStored(existing!.id, existing!.data()) ?? undefined,
      party: party!.data(),
    });
    if (!plan.ok) throw refused(plan);
    const now = FieldValue.serverTimestamp();
    tx.set(invoiceRef, { ...plan.invoice, createdAt: existing!.data()?.createdAt ?? now, updatedAt: now });
    if (plan.partyInUse) tx.update(partyRef, { inUse: true, updatedAt: now });
  });
  return { id: invoiceRef.id };
});
