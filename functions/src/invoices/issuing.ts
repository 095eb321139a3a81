/**
 * Issuing an invoice, in ONE transaction with everything it moves (the one writer of invoice
 * numbers): used by issueInvoice (sales, rectificativas, purchase registrations), sellAtCounter
 * (facturas simplificadas) and returnSale (a customer's return: the rectificativa and its entrada).
 *
 * Load, in the transaction: the company, the series' counter, the summary, the draft, the party,
 * the salidas/entradas it lists, the original of a rectificativa and the rectificativas already
 * issued against it, the vendor-number key, the VERI*FACTU chain head, and the products and stock
 * levels of every product the lines name. Plan: planIssue recomputes everything stored from those
 * documents and the server's clock; the stock document (an issued sale's salida, src/invoices/
 * invoiceStock.ts, or what `stockDocument` returns) is planned by planStockCommit, the one planner
 * of stock arithmetic. Commit: the invoice, the counter moved by one, the summary, the sources
 * marked invoiced, the original's rectifiedBy (and "sustituida" on what a substitution settles),
 * the vendor-number key, the party in use, the VERI*FACTU alta, and the stock document born
 * confirmed with its ONE movement, stock levels and stock summary, together. An invoice is never
 * issued without its stock moved, nor the reverse.
 *
 * Stock levels are read in the transaction, so concurrent confirmations of the same products wait
 * on it; the stock summary's recent-movements list is read outside it (it only prunes that list,
 * and its figures move by increments), so the summary never serialises invoices.
 */
import { FieldValue, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { SUMMARY_IDS } from '../../../src/domain/summaries';
import { validateVendorInvoiceNumber, vendorInvoiceKey } from '../../../src/domain/vendorInvoiceNumber';
import { VerifactuError } from '../../../src/domain/verifactu/errors';
import { normalizeTaxId } from '../../../src/domain/taxId';
import { invoiceProductIds, planInvoiceSalida } from '../../../src/domain/invoices/invoiceStock';
import type { InvoiceContent } from '../../../src/domain/invoices/invoiceModel';
import {
  issueSlotOf,
  partyCollection,
  planIssue,
  sourceCollection,
  type IssueFacts,
  type IssuePlan,
} from '../../../src/domain/invoices/invoicePlans';
import { chainHeadOf, chainNifOf, planAlta, VERIFACTU_CHAINS, VERIFACTU_RECORDS } from '../../../src/domain/verifactu/verifactuPlan';
import { taxAdministrationOf, verifactuApplies } from '../../../src/domain/verifactu/scope';
import type { StockRefusal } from '../../../src/domain/stock/stockCommand';
import { db } from '../runtime/admin';
import type { Caller } from '../runtime/caller';
import { CommandError } from '../runtime/errors';
import type { InvoiceRefusal } from '../../../src/domain/commands';
import { createConfirmedStockDocument, stockFactsOf, stockRefsOf, transactionWrites, type NewStockDocument } from '../stock/stockWrites';
import { companyRef, refused, TRANSACTION_OPTIONS } from './refusals';
import { verifactuSystem } from './verifactuSystem';
import { assertVerifactuReady, sendingConfig } from '../verifactu/config';
import { claimIssuer, issuerCount } from '../verifactu/issuers';

type Data = Record<string, unknown>;

export interface IssueOptions {
  /** The draft to issue (its id), or null for a new invoice. */
  requestedId: string | null;
  /** A counter sale's payment (sellAtCounter). */
  counterPayment?: IssueFacts['counterPayment'];
  /** Product ids whose products and stock levels the stock document needs, beyond the lines'. */
  productIds?: string[];
  /** Documents the stock document needs (read in the transaction, given back in order). */
  extraRefs?: DocumentReference[];
  /**
   * The stock document to make instead of an issued sale's own salida (a return's entrada), from
   * the plan and what was read; null: none. The original must be the version `originalVersion` names.
   */
  stockDocument?(
    invoiceId: string,
    plan: IssuePlan,
    read: { products: Record<string, Data | undefined>; stocks: Record<string, Data | undefined>; extras: (Data | undefined)[] },
  ): NewStockDocument | null;
  /** Extra fields for the original (a return's `returned` quantities). */
  originalFields?: Data;
  /** The original's update time the caller built the content from: a later change replans it all. */
  originalVersion?: FirebaseFirestore.Timestamp;
}

export class StaleOriginal extends Error {}

/** A stock plan's refusal in the invoice commands' words: the products it names, as text. */
export function stockRefusal(r: StockRefusal): CommandError<InvoiceRefusal> {
  const names = (r.details.productNames ?? {}) as Record<string, string>;
  const ids =
    r.code === 'shortage'
      ? ((r.details.shortages ?? []) as { categoryId: string }[]).map((s) => s.categoryId)
      : ((r.details.productIds ?? []) as string[]);
  const detail = ids.map((id) => names[id] ?? id).join(', ');
  if (r.code === 'shortage' || r.code === 'unknownProduct' || r.code === 'service') return refused({ ok: false, code: r.code, detail });
  return refused({ ok: false, code: 'invalid', detail: `stock:${r.code}` });
}

const dataOf = (snap: DocumentSnapshot | undefined) => (snap?.exists ? snap.data() : undefined);

export async function issueInTransaction(
  caller: Caller,
  content: InvoiceContent,
  options: IssueOptions,
): Promise<{ id: string; numberText: string; plan: IssuePlan; stockDocumentId: string | null }> {
  const company = companyRef(db(), caller.corpId);
  const invoiceRef = options.requestedId ? company.collection('invoices').doc(options.requestedId) : company.collection('invoices').doc();
  const invoiceId = invoiceRef.id;
  const walkIn = content.partyId === '';
  const partyRef = walkIn ? null : company.collection(partyCollection(content.kind)).doc(content.partyId);
  const summaryRef = company.collection('summaries').doc(SUMMARY_IDS.invoices);
  const stockSummaryRef = company.collection('summaries').doc(SUMMARY_IDS.stock);
  const sourceRefs = content.sourceIds.map((id) => company.collection(sourceCollection(content.kind)).doc(id));
  const originalRef = content.rectifies ? company.collection('invoices').doc(content.rectifies.invoiceId) : null;
  // An invalid vendor number has no key: the plan refuses the content.
  const number = content.vendorInvoiceNumber ?? '';
  const keyRef =
    content.kind === 'input' && validateVendorInvoiceNumber(number).ok
      ? company.collection('vendorInvoiceKeys').doc(vendorInvoiceKey(content.partyId, number))
      : null;
  const productIds = [...new Set([...(content.kind === 'output' ? invoiceProductIds(content.lines) : []), ...(options.productIds ?? [])])];
  const extraRefs = options.extraRefs ?? [];
  // A sale makes a VERI*FACTU record: refused before anything is read while the deployment's
  // settings are wrong (production without its producer, endpoints of the other environment).
  if (content.kind === 'output') assertVerifactuReady();
  const [recentMovements, issuers] = await Promise.all([
    // Read outside the transaction: only to prune Inicio's list of recent movements.
    productIds.length > 0 ? stockSummaryRef.get().then((s) => s.get('recentMovements')) : undefined,
    // IndicadorMultiplesOT: how many obligados this installation issues for.
    content.kind === 'output' ? issuerCount(db()) : 0,
  ]);

  return db().runTransaction(async (tx: Transaction) => {
    const corpSnap = await tx.get(company);
    const slot = issueSlotOf(corpSnap.data(), content.kind, content.type, new Date(), content.simplified === true);
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
      partyRef ?? counterRef,
      chainRef ?? counterRef,
      ...optional,
      ...sourceRefs,
      ...stockRefsOf(company, productIds),
      ...extraRefs,
    );
    const original = originalRef ? rest.shift() : null;
    const key = keyRef ? rest.shift() : null;
    const sourceSnaps = rest.splice(0, sourceRefs.length);
    const stockSnaps = rest.splice(0, 2 * productIds.length);
    const extras = rest.map(dataOf);
    if (options.originalVersion && (!original?.exists || !original.updateTime!.isEqual(options.originalVersion))) throw new StaleOriginal();
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
    if (options.requestedId && !existing!.exists) throw refused({ ok: false, code: 'notFound', detail: '' });
    const plan = planIssue({
      invoiceId,
      uid: caller.uid,
      slot,
      content,
      existing: existing!.data(),
      party: partyRef ? party!.data() : undefined,
      sources: sourceSnaps.map((snap) => ({ id: snap.id, data: snap.data() })),
      original: original === null ? null : original!.data(),
      family: familyRefs.some((r) => r === null) ? [] : family,
      vendorKeyTaken: key?.exists ?? false,
      counter: counter!.data(),
      summary: summary!.data(),
      counterPayment: options.counterPayment ?? null,
    });
    if (!plan.ok) throw refused(plan);

    // VERI*FACTU applies unless the issuer answers to a foral administration (set on its chain's
    // head by setTaxAdministration). A NIF's first record claims it for this company (reads
    // before any write of the transaction).
    const administration = chainRef ? taxAdministrationOf(chain!.get('taxAdministration')) : 'aeat';
    const makesRecord = chainRef !== null && verifactuApplies(administration);
    let newIssuer = false;
    if (makesRecord && chainHeadOf(chain!.data()).seq === 0) newIssuer = (await claimIssuer(db(), tx, chainNif, caller.corpId)).created;

    // The stock it moves: an issued sale's own salida, or the caller's document (a return's entrada).
    const facts = stockFactsOf(productIds, stockSnaps);
    let toMake: NewStockDocument | null;
    if (options.stockDocument) {
      toMake = options.stockDocument(invoiceId, plan, { products: facts.products, stocks: facts.stocks, extras });
    } else {
      const salida = planInvoiceSalida(invoiceId, { ...plan.invoice, numberText: plan.numberText }, facts.products);
      if (!salida.ok) throw refused({ ok: false, code: 'unknownProduct', detail: salida.detail });
      toMake = salida.salida && { kind: 'output', ...salida.salida, issued: content.simplified === true ? 'counter' : 'invoice' };
    }
    const now = FieldValue.serverTimestamp();
    const writes = transactionWrites(tx);
    if (toMake) {
      const refusal = createConfirmedStockDocument(
        writes,
        company,
        { ...toMake, fields: { ...(toMake.fields ?? {}), invoiced: true, invoiceId } },
        {
          uid: caller.uid,
          // The party of record is the invoice's (marked in use below); a walk-in customer has none.
          party: partyRef ? (party!.data() ?? { name: '', nif: '' }) : { name: toMake.draft.partyName, nif: '', inUse: true },
          facts,
          readIds: productIds,
          allowNegative: corpSnap.get('data.allowNegativeStock') === true,
          recentMovements,
        },
      );
      if (refusal) throw stockRefusal(refusal);
      plan.invoice.stockDocumentId = toMake.id;
    }

    let alta: ReturnType<typeof planAlta> | null = null;
    if (makesRecord) {
      try {
        alta = planAlta(invoiceId, plan.invoice, chain!.data(), new Date(), verifactuSystem(issuers + (newIssuer ? 1 : 0)));
      } catch (error) {
        // No invoice without its record: one the AEAT would refuse is not issued.
        if (error instanceof VerifactuError) throw new CommandError<InvoiceRefusal>('verifactu', { detail: error.code });
        throw error;
      }
      if (chainNifOf(plan.invoice) !== chainNif) throw new Error('issuer NIF changed within the transaction');
    }

    tx.set(invoiceRef, {
      ...plan.invoice,
      ...(alta?.invoiceFields ?? {}),
      // The AEAT environment the record goes to decides the QR's host (one setting for both).
      ...(alta ? { cotejoEnv: sendingConfig().environment } : {}),
      ...(chainRef && !makesRecord ? { verifactuExempt: administration } : {}),
      issuedAt: now,
      createdAt: existing!.data()?.createdAt ?? now,
      updatedAt: now,
    });
    if (alta && chainRef) {
      tx.create(company.collection(VERIFACTU_RECORDS).doc(alta.recordId), { ...alta.record, createdAt: now });
      // Merged: the head also keeps the issuer's tax administration (setTaxAdministration).
      tx.set(chainRef, { ...alta.head, updatedAt: now }, { merge: true });
    }
    tx.set(counterRef, { next: plan.counterNext, lastInvoiceId: invoiceId, updatedAt: now });
    tx.set(summaryRef, { ...plan.summary, lastInvoiceId: invoiceId, updatedAt: now });
    for (const ref of sourceRefs) tx.update(ref, { invoiced: true, invoiceId, updatedAt: now });
    if (originalRef && plan.originalUpdate) tx.update(originalRef, { ...plan.originalUpdate, ...(options.originalFields ?? {}), updatedAt: now });
    for (const { id, fields } of plan.familyUpdates) tx.update(company.collection('invoices').doc(id), { ...fields, updatedAt: now });
    if (keyRef && plan.vendorKey) tx.set(keyRef, { invoiceId, createdAt: now });
    if (partyRef && plan.partyInUse) tx.update(partyRef, { inUse: true, updatedAt: now });
    return { id: invoiceId, numberText: plan.numberText, plan, stockDocumentId: toMake?.id ?? null };
  }, TRANSACTION_OPTIONS);
}
