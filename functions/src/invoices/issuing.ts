/**
 * Issuing an invoice, in ONE transaction with everything it moves (the one writer of invoice
 * numbers): used by issueInvoice (sales, rectificativas, purchase registrations), sellAtCounter
 * (facturas simplificadas) and returnSale (a customer's return: the rectificativa and its entrada).
 * The callers pass data (an IssueRequest), never callbacks. Three steps:
 *
 * - loadIssue: in the transaction, the company, the series' counter, the summary, the draft, the
 *   party, the salidas/entradas it lists, the original of a rectificativa and the rectificativas
 *   already issued against it, the vendor-number key, the VERI*FACTU chain head (and the issuer's
 *   claim before its first record), and the products and stock levels of every product the lines
 *   name, all named (readNamed), into the pure facts of the plan.
 * - planIssueCommit (src/domain/invoices/issueCommit.ts, pure): the invoice, its stock document (an
 *   issued sale's salida or a return's entrada) and its VERI*FACTU alta, together.
 * - writeIssueCommit: the invoice, the counter moved by one, the summary (and, beside it, the tax
 *   aggregates: functions/src/invoices/taxAggregates.ts), the sources marked
 *   invoiced, the original's rectifiedBy (and "sustituida" on what a substitution settles), the
 *   vendor-number key, the party in use, the alta with its chain head, and the stock document born
 *   confirmed with its ONE movement, stock levels and stock summary (planStockCommit's plan,
 *   stockWrites.ts), together. An invoice is never issued without its stock moved, nor the reverse.
 *
 * Stock levels are read in the transaction, so concurrent confirmations of the same products wait
 * on it; the stock summary's recent-movements list is read outside it (it only prunes that list,
 * and its figures move by increments), so the summary never serialises invoices.
 */
import { DUES } from '../payments/collections';
import { FieldValue, type DocumentReference, type DocumentSnapshot, type Timestamp, type Transaction } from 'firebase-admin/firestore';
import { SUMMARY_IDS } from '../../../src/domain/summaries';
import { validateVendorInvoiceNumber, vendorInvoiceKey } from '../../../src/domain/vendorInvoiceNumber';
import { normalizeTaxId } from '../../../src/domain/taxId';
import { invoiceProductIds } from '../../../src/domain/invoices/invoiceStock';
import type { InvoiceContent } from '../../../src/domain/invoices/invoiceModel';
import { issueSlotOf, partyCollection, sourceCollection, type IssueFacts } from '../../../src/domain/invoices/invoicePlans';
import { planIssueCommit, type IssueCommitFacts, type IssueCommitPlan, type SaleReturn } from '../../../src/domain/invoices/issueCommit';
import { invoiceFromStored } from '../../../src/domain/invoices/invoiceStored';
import { chainHeadOf, VERIFACTU_CHAINS, VERIFACTU_RECORDS } from '../../../src/domain/verifactu/verifactuPlan';
import { taxAdministrationOf, verifactuApplies } from '../../../src/domain/verifactu/scope';
import type { StockRefusal } from '../../../src/domain/stock/stockCommand';
import type { Shortage } from '../../../src/domain/stock';
import { formatQuantity } from '../../../src/domain/quantity';
import { db } from '../runtime/admin';
import type { Caller } from '../runtime/caller';
import { CommandError } from '../runtime/errors';
import { dataOf, readNamed } from '../runtime/readNamed';
import { inTransaction, Replan } from '../runtime/transaction';
import type { InvoiceRefusal } from '../../../src/domain/commands';
import { createConfirmedStockDocument, stockFactsFrom, stockReadsOf, transactionWrites, type StockFacts, type Writes } from '../stock/stockWrites';
import { companyRef, refused } from './refusals';
import { verifactuSystem } from './verifactuSystem';
import { assertVerifactuReady, sendingConfig } from '../verifactu/config';
import { issuerCount, issuerRef } from '../verifactu/issuers';
import { ticketEvent } from '../../../src/domain/till/tillModel';
import { addToDrawer, loadDrawer } from '../till/tillDrawer';
import { VOUCHER_REDEMPTIONS, VOUCHERS, voucherExpiresOn, voucherFromStored, type Voucher } from '../../../src/domain/vouchers/voucher';
import { taxAggregateInvoiceOf } from '../../../src/domain/reports/taxAggregates';
import { readTaxAggregates } from './taxAggregates';

/** What to issue, beside the content: all data, read by the caller before the transaction. */
export interface IssueRequest {
  /** The draft to issue (its id), or null for a new invoice. */
  requestedId: string | null;
  /** A counter sale's payment (sellAtCounter). */
  counterPayment?: IssueFacts['counterPayment'];
  /** A customer's return from an issued sale (returnSale): its entrada instead of a sale's salida. */
  saleReturn?: SaleReturnRequest;
  /**
   * The caller's till drawer (issue 29): a counter ticket or refund adds its payment to the caller's
   * open session; 'cashNeedsTill' refuses a cash ticket when they have none (tillClosed).
   */
  drawer?: 'cashNeedsTill' | 'ifOpen';
  /**
   * Store-credit vouchers (issue 29): `redeem` a vale (by code) as part of a counter sale's payment,
   * or `issue` one (its new code) for the whole of a ticket's refund. Read and written in the same
   * transaction as the ticket, so two sales on one vale serialise on it.
   */
  voucher?: { redeem: string } | { issue: string };
  /**
   * The reads made before the transaction (readIssueEarly), when the caller started them beside
   * its own (sellAtCounter, issue 32); issueInTransaction makes them itself otherwise.
   */
  early?: Promise<IssueEarlyReads>;
}

/** What issuing reads outside its transaction: Inicio's recent movements (to prune) and the issuer count. */
export interface IssueEarlyReads {
  recentMovements: unknown;
  issuers: number;
}

/**
 * The reads outside the transaction: the stock summary's recent movements when the invoice moves
 * stock (only to prune Inicio's list), and, for a sale, how many obligados this installation
 * issues for (IndicadorMultiplesOT).
 */
export async function readIssueEarly(
  company: DocumentReference,
  { sale, movesStock }: { sale: boolean; movesStock: boolean },
): Promise<IssueEarlyReads> {
  const [recentMovements, issuers] = await Promise.all([
    movesStock
      ? company
          .collection('summaries')
          .doc(SUMMARY_IDS.stock)
          .get()
          .then((s) => s.get('recentMovements'))
      : undefined,
    sale ? issuerCount(db()) : 0,
  ]);
  return { recentMovements, issuers };
}

export interface SaleReturnRequest extends SaleReturn {
  /** The sale's update time the content was built from: a later change replans it all. */
  version: Timestamp;
  /** The sale's `returned` quantities after this return, written on it. */
  returned: Record<string, number>;
  /** The products of the sale's lines (the entrada's stock levels are read for them). */
  productIds: readonly string[];
  /** The salidas the sale's lines came from, with their `returned` as read: a change replans it all. */
  salidas: readonly { id: string; returned: unknown }[];
}

/** A stock plan's refusal in the invoice commands' words: the products it names, as text. */
export function stockRefusal(r: StockRefusal): CommandError<InvoiceRefusal> {
  const names = (r.details.productNames ?? {}) as Record<string, string>;
  // A shortage names each product and what is left of it ("Tornillo M8 (T8): quedan 2").
  const detail =
    r.code === 'shortage'
      ? ((r.details.shortages ?? []) as Shortage[])
          .map((s) => `${names[s.productId] ?? s.productId}: quedan ${formatQuantity(s.available)}`)
          .join('; ')
      : ((r.details.productIds ?? []) as string[]).map((id) => names[id] ?? id).join(', ');
  if (r.code === 'shortage' || r.code === 'unknownProduct' || r.code === 'service') return refused({ ok: false, code: r.code, detail });
  return refused({ ok: false, code: 'invalid', detail: `stock:${r.code}` });
}

/** The products whose records and stock levels an issue reads: a sale's lines', a return's. */
const productIdsOf = (content: InvoiceContent, request: IssueRequest) => [
  ...new Set([...(content.kind === 'output' ? invoiceProductIds(content.lines) : []), ...(request.saleReturn?.productIds ?? [])]),
];

/** Read before the transaction: what only prunes a list, and how many obligados issue here. */
interface OutsideReads {
  recentMovements: unknown;
  issuers: number;
}

/** What loadIssue read: the plan's pure facts, and the references and snapshots the writer needs. */
export interface IssueLoad {
  facts: IssueCommitFacts;
  refs: {
    company: DocumentReference;
    invoice: DocumentReference;
    counter: DocumentReference;
    summary: DocumentReference;
    party: DocumentReference | null;
    chain: DocumentReference | null;
    original: DocumentReference | null;
    key: DocumentReference | null;
    sources: DocumentReference[];
  };
  existing: DocumentSnapshot;
  party: DocumentSnapshot | null;
  stock: StockFacts;
  productIds: string[];
  allowNegative: boolean;
  recentMovements: unknown;
  uid: string;
  corpId: string;
  returned: Record<string, number> | null;
}

/** The issue's reads, in the transaction, into the plan's facts. Refuses what cannot be planned at all. */
export async function loadIssue(
  tx: Transaction,
  caller: Caller,
  content: InvoiceContent,
  request: IssueRequest,
  outside: OutsideReads,
): Promise<IssueLoad> {
  const company = companyRef(db(), caller.corpId);
  const invoiceRef = request.requestedId ? company.collection('invoices').doc(request.requestedId) : company.collection('invoices').doc();
  const invoiceId = invoiceRef.id;
  const partyRef = content.partyId === '' ? null : company.collection(partyCollection(content.kind)).doc(content.partyId);
  const summaryRef = company.collection('summaries').doc(SUMMARY_IDS.invoices);
  const sourceRefs = content.sourceIds.map((id) => company.collection(sourceCollection(content.kind)).doc(id));
  const originalRef = content.rectifies ? company.collection('invoices').doc(content.rectifies.invoiceId) : null;
  // An invalid vendor number has no key: the plan refuses the content.
  const number = content.vendorInvoiceNumber ?? '';
  const keyRef =
    content.kind === 'input' && validateVendorInvoiceNumber(number).ok
      ? company.collection('vendorInvoiceKeys').doc(vendorInvoiceKey(content.partyId, number))
      : null;
  const saleReturn = request.saleReturn ?? null;
  const productIds = productIdsOf(content, request);

  const corpSnap = await tx.get(company);
  const slot = issueSlotOf(corpSnap.data(), content.kind, content.type, new Date(), content.simplified === true);
  if ('ok' in slot) throw refused(slot);
  const counterRef = company.collection('counters').doc(slot.counterKey);
  // A sale's VERI*FACTU record is chained to the last of its issuer's chain, read here too.
  const chainNif = content.kind === 'output' ? normalizeTaxId(slot.issuer.nif) : '';
  const chainRef = chainNif ? company.collection(VERIFACTU_CHAINS).doc(chainNif) : null;
  const read = await readNamed(tx, {
    counter: counterRef,
    summary: summaryRef,
    existing: invoiceRef,
    party: partyRef,
    chain: chainRef,
    original: originalRef,
    key: keyRef,
    sources: sourceRefs,
    ...stockReadsOf(company, productIds),
    // A return's salidas again, in the transaction: planned on what they held, or planned again.
    salidas: (saleReturn?.salidas ?? []).map((s) => company.collection('outputs').doc(s.id)),
  });
  if (saleReturn) {
    if (!read.original?.exists || !read.original.updateTime!.isEqual(saleReturn.version)) throw new Replan('the sale changed');
    saleReturn.salidas.forEach((s, i) => {
      if (JSON.stringify(dataOf(read.salidas[i])?.returned ?? null) !== JSON.stringify(s.returned ?? null)) throw new Replan('a salida changed');
    });
  }
  // The original's earlier rectificativas (at most MAX_RECTIFICATIONS), read in the same transaction.
  const original = read.original?.data();
  const rectifiedBy = Array.isArray(original?.rectifiedBy) ? (original.rectifiedBy as { invoiceId?: unknown }[]) : [];
  const familyRefs = rectifiedBy
    .slice(0, 20)
    .map((r) =>
      typeof r.invoiceId === 'string' && r.invoiceId !== '' && !r.invoiceId.includes('/') ? company.collection('invoices').doc(r.invoiceId) : null,
    );
  const { family } = await readNamed(tx, { family: familyRefs.filter((r): r is DocumentReference => r !== null) });
  // A named draft must exist: ids are made here, never chosen by the browser.
  if (request.requestedId && !read.existing.exists) throw refused({ ok: false, code: 'notFound', detail: '' });

  // VERI*FACTU applies unless the issuer answers to a foral administration (set on its chain's
  // head by setTaxAdministration). A NIF's first record claims it for this company (reads
  // before any write of the transaction).
  const administration = read.chain ? taxAdministrationOf(read.chain.get('taxAdministration')) : 'aeat';
  let verifactu: IssueCommitFacts['verifactu'] = { kind: 'none' };
  if (read.chain && !verifactuApplies(administration)) verifactu = { kind: 'exempt', administration };
  if (read.chain && verifactuApplies(administration)) {
    const head = read.chain.data();
    const claim = chainHeadOf(head).seq === 0 ? await tx.get(issuerRef(db(), chainNif)) : null;
    verifactu = {
      kind: 'record',
      nif: chainNif,
      head,
      firstRecord: claim && { holder: claim.exists ? String(claim.get('corpId') ?? '') : null, corpId: caller.corpId },
      installation: verifactuSystem(0),
      issuers: outside.issuers,
      environment: sendingConfig().environment,
    };
  }
  const stock = stockFactsFrom(productIds, read);
  return {
    facts: {
      invoiceId,
      uid: caller.uid,
      slot,
      content,
      existing: invoiceFromStored(read.existing.id, read.existing.data()) ?? undefined,
      party: read.party?.data(),
      sources: read.sources.map((snap) => ({ id: snap.id, data: snap.data() })),
      original: originalRef ? (invoiceFromStored(originalRef.id, original) ?? undefined) : null,
      family: familyRefs.some((r) => r === null)
        ? []
        : family.map((snap) => ({ id: snap.id, data: invoiceFromStored(snap.id, snap.data()) ?? undefined })),
      vendorKeyTaken: read.key?.exists ?? false,
      counter: read.counter.data(),
      summary: read.summary.data(),
      counterPayment: request.counterPayment ?? null,
      products: stock.products,
      stocks: stock.stocks,
      verifactu,
      now: new Date(),
      saleReturn,
    },
    refs: {
      company,
      invoice: invoiceRef,
      counter: counterRef,
      summary: summaryRef,
      party: partyRef,
      chain: chainRef,
      original: originalRef,
      key: keyRef,
      sources: sourceRefs,
    },
    existing: read.existing,
    party: read.party,
    stock,
    productIds,
    allowNegative: corpSnap.get('data.allowNegativeStock') === true,
    recentMovements: outside.recentMovements,
    uid: caller.uid,
    corpId: caller.corpId,
    returned: saleReturn?.returned ?? null,
  };
}

/** Writes exactly the plan; the stock document's refusal (a shortage, a service) when its stock cannot move. */
export function writeIssueCommit(w: Writes, load: IssueLoad, plan: IssueCommitPlan): void {
  const { refs } = load;
  const { issue, alta, stockDocument: doc } = plan;
  const invoiceId = plan.invoiceId;
  const now = FieldValue.serverTimestamp();
  if (doc) {
    const refusal = createConfirmedStockDocument(w, refs.company, doc, {
      uid: load.uid,
      // The party of record is the invoice's (marked in use below); a walk-in customer has none.
      party: refs.party ? (load.party!.data() ?? { name: '', nif: '' }) : { name: doc.draft.partyName, nif: '', inUse: true },
      facts: load.stock,
      readIds: load.productIds,
      allowNegative: load.allowNegative,
      recentMovements: load.recentMovements,
    });
    if (refusal) throw stockRefusal(refusal);
  }
  w.set(refs.invoice, {
    ...issue.invoice,
    ...plan.invoiceExtras,
    issuedAt: now,
    createdAt: load.existing.data()?.createdAt ?? now,
    updatedAt: now,
  });
  if (alta && refs.chain) {
    w.create(refs.company.collection(VERIFACTU_RECORDS).doc(alta.recordId), { ...alta.record, createdAt: now });
    // Merged: the head also keeps the issuer's tax administration (setTaxAdministration).
    w.set(refs.chain, { ...alta.head, updatedAt: now }, true);
  }
  w.set(refs.counter, { next: issue.counterNext, lastInvoiceId: invoiceId, updatedAt: now });
  w.set(refs.summary, { ...issue.summary, lastInvoiceId: invoiceId, updatedAt: now });
  for (const ref of refs.sources) w.update(ref, { invoiced: true, invoiceId, updatedAt: now });
  if (refs.original && issue.originalUpdate) {
    w.update(refs.original, { ...issue.originalUpdate, ...(load.returned ? { returned: load.returned } : {}), updatedAt: now });
  }
  for (const { id, fields } of issue.familyUpdates) w.update(refs.company.collection('invoices').doc(id), { ...fields, updatedAt: now });
  // Its vencimientos (and the original's, when a credit note set part of it off): the cartera's documents.
  for (const due of issue.dues) w.set(refs.company.collection(DUES).doc(due.id), { ...due, updatedAt: now });
  if (refs.key && issue.vendorKey) w.set(refs.key, { invoiceId, createdAt: now });
  if (refs.party && issue.partyInUse) w.update(refs.party, { inUse: true, updatedAt: now });
  // The issuer's first record claims its NIF for this company.
  if (plan.claimIssuer && refs.chain) w.create(issuerRef(db(), refs.chain.id), { nif: refs.chain.id, corpId: load.corpId, createdAt: now });
}

/**
 * Issues `content` in one transaction (contended: it serialises on its series' counter and its
 * issuer's chain head). A return whose sale changed since it was read throws Replan.
 */
export async function issueInTransaction(
  caller: Caller,
  content: InvoiceContent,
  request: IssueRequest,
): Promise<{ id: string; numberText: string; plan: IssueCommitPlan; stockDocumentId: string | null }> {
  const company = companyRef(db(), caller.corpId);
  // A sale makes a VERI*FACTU record: refused before anything is read while the deployment's
  // settings are wrong (production without its producer, endpoints of the other environment).
  if (content.kind === 'output') assertVerifactuReady();
  const early = await (request.early ??
    readIssueEarly(company, { sale: content.kind === 'output', movesStock: productIdsOf(content, request).length > 0 }));
  return inTransaction('contended', async (tx) => {
    const voucherRef = request.voucher
      ? company.collection(VOUCHERS).doc('redeem' in request.voucher ? request.voucher.redeem : request.voucher.issue)
      : null;
    // The caller's open till session and the vale redeemed are read beside the invoice's own reads
    // (one round trip less each, issue 32), all before anything is written.
    const [load, drawer, voucherSnap] = await Promise.all([
      loadIssue(tx, caller, content, request, early),
      request.drawer ? loadDrawer(tx, company, caller.uid) : null,
      request.voucher && 'redeem' in request.voucher ? tx.get(voucherRef!) : null,
    ]);
    if (voucherSnap && load.facts.counterPayment) {
      load.facts.counterPayment = { ...load.facts.counterPayment, voucher: voucherFromStored(voucherSnap.id, voucherSnap.data()) };
    }
    if (request.voucher && 'issue' in request.voucher) load.facts.refundVoucherCode = request.voucher.issue;
    const plan = planIssueCommit(load.facts);
    if (!plan.ok) throw refused(plan);
    const event = request.drawer ? ticketEvent(plan.issue.invoice) : null;
    const cashCents = event?.kind === 'ticket' ? event.totalCents - (event.voucherCents ?? 0) : 0;
    if (request.drawer === 'cashNeedsTill' && event?.kind === 'ticket' && event.method === 'efectivo' && cashCents !== 0 && !drawer) {
      throw refused({ ok: false, code: 'tillClosed', detail: '' });
    }
    // The tax aggregates (303, 390, 347, 349) gain the invoice: read now, written with the rest.
    const issued = taxAggregateInvoiceOf(invoiceFromStored(plan.invoiceId, plan.issue.invoice), load.facts.original ?? null);
    const taxAggregates = await readTaxAggregates(tx, company, [{ before: null, after: issued }]);
    if (voucherRef) writeVoucher(tx, voucherRef, plan, caller.uid, load.facts.counterPayment?.voucher ?? null);
    if (drawer && event) plan.invoiceExtras = { ...plan.invoiceExtras, tillSessionId: drawer.ref.id, tillId: drawer.session.tillId };
    writeIssueCommit(transactionWrites(tx), load, plan);
    taxAggregates.write(tx);
    if (drawer && event) addToDrawer(tx, drawer, [event]);
    return { id: plan.invoiceId, numberText: plan.issue.numberText, plan, stockDocumentId: plan.stockDocument?.id ?? null };
  });
}

/**
 * The vale's side of a ticket (issue 29), in the ticket's transaction: a sale's redemption lowers the
 * balance read in it and records the ticket under the vale; a refund onto a vale creates it (its
 * code unused: `create` fails the transaction otherwise) with the refund's amount, valid one year.
 */
function writeVoucher(tx: Transaction, ref: DocumentReference, plan: IssueCommitPlan, uid: string, redeemed: Voucher | null): void {
  const invoice = plan.issue.invoice;
  const paid = invoice.counterPayment as { voucherCents?: number } | undefined;
  const cents = paid?.voucherCents ?? 0;
  const now = FieldValue.serverTimestamp();
  if (redeemed) {
    if (cents <= 0) return;
    tx.update(ref, { balanceCents: redeemed.balanceCents - cents, updatedAt: now });
    tx.create(ref.collection(VOUCHER_REDEMPTIONS).doc(plan.invoiceId), {
      invoiceId: plan.invoiceId,
      numberText: plan.issue.numberText,
      amountCents: cents,
      balanceBeforeCents: redeemed.balanceCents,
      redeemedBy: uid,
      redeemedAt: now,
    });
    return;
  }
  const amountCents = -cents;
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return;
  const issueDate = String(invoice.issueDate);
  tx.create(ref, {
    code: ref.id,
    amountCents,
    balanceCents: amountCents,
    issueDate,
    expiresOn: voucherExpiresOn(issueDate),
    invoiceId: plan.invoiceId,
    numberText: plan.issue.numberText,
    originalInvoiceId: String(
      invoice.rectifies && typeof invoice.rectifies === 'object' ? ((invoice.rectifies as { invoiceId?: unknown }).invoiceId ?? '') : '',
    ),
    issuedBy: uid,
    issuedAt: now,
    updatedAt: now,
  });
}
