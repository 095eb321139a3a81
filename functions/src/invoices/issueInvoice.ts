/**
 * issueInvoice {corpId, invoiceId | null, content} → {id, numberText}: issues a sales invoice or
 * a rectificativa, or registers a purchase invoice, taking the next number of its series and
 * year (gapless, RD 1619/2012 art. 6.1.a). Guard: staff of the company. Load, in one
 * transaction: the company, the series' counter, the summary, the draft, the party, the
 * salidas/entradas it lists, the original of a rectificativa and the rectificativas already
 * issued against it (what a substitution replaces is the invoice as they left it), the
 * vendor-number key. Plan: planIssue recomputes everything stored from those documents and the
 * server's clock. Commit: the invoice, the counter moved by one, the summary, the sources marked
 * invoiced, the original's rectifiedBy (and "sustituida" on what a substitution settles), the
 * vendor-number key and the party in use, together.
 */
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { SUMMARY_IDS } from '../../../src/domain/summaries';
import { validateVendorInvoiceNumber, vendorInvoiceKey } from '../../../src/domain/vendorInvoiceNumber';
import { parseInvoiceContent, parseInvoiceId } from '../../../src/invoices/invoiceInput';
import { issueSlotOf, partyCollection, planIssue, sourceCollection } from '../../../src/invoices/invoicePlans';
import { chainNifOf, planAlta, VERIFACTU_CHAINS, VERIFACTU_RECORDS } from '../../../src/invoices/verifactuPlan';
import { VerifactuError } from '../../../src/domain/verifactu/errors';
import { normalizeTaxId } from '../../../src/domain/taxId';
import { CommandError } from '../runtime/errors';
import { verifactuSystem } from './verifactuSystem';
import { db } from '../runtime/admin';
import { command } from '../runtime/command';
import { companyRef, parsedOrRefuse, refused, TRANSACTION_OPTIONS } from './refusals';

export const issueInvoice = command('issueInvoice', 'user', async (caller, data) => {
  const content = parsedOrRefuse(parseInvoiceContent(data.content));
  const requestedId = parsedOrRefuse(parseInvoiceId(data.invoiceId ?? null, true));
  const company = companyRef(db(), caller.corpId);
  const invoiceRef = requestedId ? company.collection('invoices').doc(requestedId) : company.collection('invoices').doc();
  const invoiceId = invoiceRef.id;
  const partyRef = company.collection(partyCollection(content.kind)).doc(content.partyId);
  const summaryRef = company.collection('summaries').doc(SUMMARY_IDS.invoices);
  const sourceRefs = content.sourceIds.map((id) => company.collection(sourceCollection(content.kind)).doc(id));
  const originalRef = content.rectifies ? company.collection('invoices').doc(content.rectifies.invoiceId) : null;
  // An invalid vendor number has no key: the plan refuses the content.
  const number = content.vendorInvoiceNumber ?? '';
  const keyRef =
    content.kind === 'input' && validateVendorInvoiceNumber(number).ok
      ? company.collection('vendorInvoiceKeys').doc(vendorInvoiceKey(content.partyId, number))
      : null;

  return db().runTransaction(async (tx) => {
    const slot = issueSlotOf((await tx.get(company)).data(), content.kind, content.type, new Date());
    if ('ok' in slot) throw refused(slot);
    const counterRef = company.collection('counters').doc(slot.counterKey);
    // A sale's VERI*FACTU record is chained to the last of its issuer's chain, read here too.
    const chainNif = content.kind === 'output' ? normalizeTaxId(slot.issuer.nif) : '';
    const chainRef = chainNif ? company.collection(VERIFACTU_CHAINS).doc(chainNif) : null;
    const optional = [originalRef, keyRef].filter((r): r is DocumentReference => r !== null);
    const [counter, summary, existing, party, chain, ...rest] = await tx.getAll(
      counterRef,
      summaryRef,
      invoiceRef,
      partyRef,
      chainRef ?? counterRef,
      ...optional,
      ...sourceRefs,
    );
    const original = originalRef ? rest.shift() : null;
    const key = keyRef ? rest.shift() : null;
    // The original's earlier rectificativas (at most MAX_RECTIFICATIONS), read in the same transaction.
    const rectifiedBy =
      original?.exists && Array.isArray(original.data()?.rectifiedBy) ? (original.data()!.rectifiedBy as { invoiceId?: unknown }[]) : [];
    const familyRefs = rectifiedBy
      .slice(0, 20)
      .map((r) =>
        typeof r.invoiceId === 'string' && r.invoiceId !== '' && !r.invoiceId.includes('/') ? company.collection('invoices').doc(r.invoiceId) : null,
      );
    const known = familyRefs.filter((r): r is DocumentReference => r !== null);
    const familySnaps = known.length > 0 ? await tx.getAll(...known) : [];
    const family = familySnaps.map((snap) => ({ id: snap.id, data: snap.data() }));
    // A named draft must exist: ids are made here, never chosen by the browser.
    if (requestedId && !existing!.exists) throw refused({ ok: false, code: 'notFound', detail: '' });
    const plan = planIssue({
      invoiceId,
      uid: caller.uid,
      slot,
      content,
      existing: existing!.data(),
      party: party!.data(),
      sources: rest.map((snap) => ({ id: snap.id, data: snap.data() })),
      original: original === null ? null : original!.data(),
      family: familyRefs.some((r) => r === null) ? [] : family,
      vendorKeyTaken: key?.exists ?? false,
      counter: counter!.data(),
      summary: summary!.data(),
    });
    if (!plan.ok) throw refused(plan);
    let alta: ReturnType<typeof planAlta> | null = null;
    if (chainRef) {
      try {
        alta = planAlta(invoiceId, plan.invoice, chain!.data(), new Date(), verifactuSystem());
      } catch (error) {
        // No invoice without its record: one the AEAT would refuse is not issued.
        if (error instanceof VerifactuError) throw new CommandError('verifactu', { detail: error.code }, 'failed-precondition');
        throw error;
      }
      if (chainNifOf(plan.invoice) !== chainNif) throw new Error('issuer NIF changed within the transaction');
    }

    const now = FieldValue.serverTimestamp();
    tx.set(invoiceRef, {
      ...plan.invoice,
      ...(alta?.invoiceFields ?? {}),
      issuedAt: now,
      createdAt: existing!.data()?.createdAt ?? now,
      updatedAt: now,
    });
    if (alta && chainRef) {
      tx.create(company.collection(VERIFACTU_RECORDS).doc(alta.recordId), { ...alta.record, createdAt: now });
      tx.set(chainRef, { ...alta.head, updatedAt: now });
    }
    tx.set(counterRef, { next: plan.counterNext, lastInvoiceId: invoiceId, updatedAt: now });
    tx.set(summaryRef, { ...plan.summary, lastInvoiceId: invoiceId, updatedAt: now });
    for (const ref of sourceRefs) tx.update(ref, { invoiced: true, invoiceId, updatedAt: now });
    if (originalRef && plan.originalUpdate) tx.update(originalRef, { ...plan.originalUpdate, updatedAt: now });
    for (const { id, fields } of plan.familyUpdates) tx.update(company.collection('invoices').doc(id), { ...fields, updatedAt: now });
    if (keyRef && plan.vendorKey) tx.set(keyRef, { invoiceId, createdAt: now });
    if (plan.partyInUse) tx.update(partyRef, { inUse: true, updatedAt: now });
    return { id: invoiceId, numberText: plan.numberText };
  }, TRANSACTION_OPTIONS);
});
