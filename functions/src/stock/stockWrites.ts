/**
 * The stock half of a commit, shared by every command that moves stock: confirming or annulling an
 * entrada/salida (stockChange.ts, an optimistic batch) and the invoice commands that make their
 * own stock document in their transaction (an issued sale's salida, a customer's return, a return
 * to a vendor: functions/src/invoices/issuing.ts). What is written is always planStockCommit's
 * plan (src/domain/stock/stockCommand.ts), the one planner of stock arithmetic: ONE movement with every
 * product's delta and balance, each product's stock level, the summary moved by increments (with
 * the movement among its recent ones) and the party marked as in use.
 */
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Timestamp,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { recentMovementEntry, staleRecentMovements, SUMMARY_IDS } from '../../../src/domain/summaries';
import { newDraftDocument } from '../../../src/domain/stock/draftFields';
import { madridIsoDate, planStockCommit, type StockCommit, type StockRefusal, type StockRequest } from '../../../src/domain/stock/stockCommand';
import { productIdsOf } from '../../../src/domain/stock/stockLines';
import type { Commitments } from '../../../src/domain/stock/stockOutlook';
import { COLLECTION_OF, type DocDraft, type DocKind, type DocLine } from '../../../src/domain/stock/stockTypes';

type Data = Record<string, unknown>;

/** The writes of a batch or of a transaction, alike. */
export interface Writes {
  create(ref: DocumentReference, data: Data): void;
  set(ref: DocumentReference, data: Data, merge?: boolean): void;
  /** With `unchangedSince`, the write holds only if the document was not changed after that time. */
  update(ref: DocumentReference, data: Data, unchangedSince?: Timestamp): void;
}

export function batchWrites(b: WriteBatch): Writes {
  return {
    create: (ref, data) => void b.create(ref, data),
    set: (ref, data, merge) => void (merge ? b.set(ref, data, { merge: true }) : b.set(ref, data)),
    update: (ref, data, since) => void (since ? b.update(ref, data, { lastUpdateTime: since }) : b.update(ref, data)),
  };
}

export function transactionWrites(tx: Transaction): Writes {
  return {
    create: (ref, data) => void tx.create(ref, data),
    set: (ref, data, merge) => void (merge ? tx.set(ref, data, { merge: true }) : tx.set(ref, data)),
    update: (ref, data, since) => void (since ? tx.update(ref, data, { lastUpdateTime: since }) : tx.update(ref, data)),
  };
}

const dataOf = (snap: DocumentSnapshot | undefined) => (snap?.exists ? snap.data() : undefined);

export interface StockFacts {
  products: Record<string, Data | undefined>;
  stocks: Record<string, Data | undefined>;
  /** Each product's stock level as read, in productIds' order (its update time conditions a batch). */
  stockSnaps: DocumentSnapshot[];
}

/** The references a stock plan reads for these products, named for readNamed: each product and each stock level. */
export function stockReadsOf(corp: DocumentReference, productIds: readonly string[]): { products: DocumentReference[]; stocks: DocumentReference[] } {
  return {
    products: productIds.map((id) => corp.collection('categories').doc(id)),
    stocks: productIds.map((id) => corp.collection('stock').doc(id)),
  };
}

/** The products and stock levels as read through stockReadsOf. */
export function stockFactsFrom(
  productIds: readonly string[],
  read: { products: readonly DocumentSnapshot[]; stocks: readonly DocumentSnapshot[] },
): StockFacts {
  return stockFactsOf(productIds, [...read.products, ...read.stocks]);
}

/** The references a stock plan reads for these products: each product, then each stock level. */
export function stockRefsOf(corp: DocumentReference, productIds: readonly string[]): DocumentReference[] {
  return [...productIds.map((id) => corp.collection('categories').doc(id)), ...productIds.map((id) => corp.collection('stock').doc(id))];
}

/** The products and stock levels from the snapshots of stockRefsOf, in that order. */
export function stockFactsOf(productIds: readonly string[], snaps: readonly DocumentSnapshot[]): StockFacts {
  const products: Record<string, Data | undefined> = {};
  const stocks: Record<string, Data | undefined> = {};
  const stockSnaps = snaps.slice(productIds.length, 2 * productIds.length);
  productIds.forEach((id, i) => {
    products[id] = dataOf(snaps[i]);
    stocks[id] = dataOf(stockSnaps[i]);
  });
  return { products, stocks, stockSnaps };
}

/**
 * Writes the plan's movement, stock levels, summary and party (not the stock document: the caller
 * updates or creates it). `conditioned`: each existing stock level is updated only if unchanged
 * since it was read (a batch's optimistic commit); a transaction's reads already hold them.
 * `recentStored` is the summary's recentMovements as read (not conditioned on: it only prunes).
 */
export function writeStockCommit(
  w: Writes,
  corp: DocumentReference,
  plan: StockCommit,
  productIds: readonly string[],
  stockSnaps: readonly DocumentSnapshot[],
  recentStored: unknown,
  conditioned: boolean,
  partyRef: DocumentReference | null,
): void {
  w.create(corp.collection('movements').doc(plan.movementId), plan.movement);
  productIds.forEach((id, i) => {
    const ref = corp.collection('stock').doc(id);
    const next = plan.stocks[id]!;
    const before = stockSnaps[i]!;
    if (!before.exists) w.create(ref, next);
    else if (conditioned) w.update(ref, next, before.updateTime!);
    else w.set(ref, next);
  });
  // Inicio's latest movements: this one added, the oldest beyond the kept number dropped.
  const recentMovements: Data = { [plan.movementId]: { ...recentMovementEntry(plan.movement), createdAt: FieldValue.serverTimestamp() } };
  for (const id of staleRecentMovements(recentStored, plan.movementId)) recentMovements[id] = FieldValue.delete();
  w.set(
    corp.collection('summaries').doc(SUMMARY_IDS.stock),
    {
      valueCents: FieldValue.increment(plan.summaryChange.valueCents),
      belowMinimumCount: FieldValue.increment(plan.summaryChange.belowMinimumCount),
      lastMovementId: plan.movementId,
      recentMovements,
      updatedAt: FieldValue.serverTimestamp(),
    },
    true,
  );
  if (partyRef && plan.party) w.update(partyRef, plan.party);
}

/** A stock document an invoice or return command makes, born confirmed. */
export interface NewStockDocument {
  kind: DocKind;
  id: string;
  number: string;
  draft: DocDraft;
  /** A return's document (src/domain/stock/stockPlan.ts PlanInput.returnOf). */
  returnOf?: 'sale' | 'purchase';
  /** A return: the exact value each product moves at (src/domain/returns/returnPlan.ts returnCostsOf). */
  returnCosts?: Record<string, number>;
  /** An issued invoice's salida: a counter ticket's or any other's (its movement's cause). */
  issued?: 'invoice' | 'counter';
  /** A delivery of a customer order or a receipt of a purchase order: the commitments it settles per product (stockOutlook.ts). */
  orderRelease?: Record<string, Partial<Commitments>>;
  /** Stored beside it: who the party is when it is not the kind's usual one, where it came from, its invoice. */
  fields?: Data;
}

export interface NewStockContext {
  uid: string;
  /** The party as planStockCommit names the document after it (already marked in use by the caller). */
  party: Data;
  /** What was read for `readIds` (stockRefsOf), in that order. */
  facts: StockFacts;
  readIds: readonly string[];
  allowNegative: boolean;
  recentMovements: unknown;
}

/** A stock document as its confirmation or annulment is planned on: the one place planStockCommit's input is written. */
export interface StockDocumentFacts {
  /** The document as stored (or as it is born) and its lines, checked. */
  stored: Data;
  lines: DocLine[];
  /** Confirming: the vendor (entrada) or client (salida). Annulling: the movement that confirmed it. */
  party: Data | undefined;
  confirmation: Data | undefined;
  returnOf?: 'sale' | 'purchase';
  returnCosts?: Record<string, number>;
  issued?: 'invoice' | 'counter';
  orderRelease?: Record<string, Partial<Commitments>>;
}

/** planStockCommit (the one planner of stock arithmetic) of `request` on the document and its products' stock as read. */
export function planStockDocument<S>(
  request: StockRequest,
  doc: StockDocumentFacts,
  ctx: { uid: string; facts: Pick<StockFacts, 'products' | 'stocks'>; allowNegative: boolean },
  stamp: S,
): StockCommit | StockRefusal {
  return planStockCommit(
    {
      request,
      uid: ctx.uid,
      stored: doc.stored,
      lines: doc.lines,
      productIds: productIdsOf(doc.lines),
      party: doc.party,
      products: ctx.facts.products,
      stocks: ctx.facts.stocks,
      confirmation: doc.confirmation,
      allowNegative: ctx.allowNegative,
      today: madridIsoDate(new Date()),
      returnOf: doc.returnOf,
      returnCosts: doc.returnCosts,
      issued: doc.issued,
      orderRelease: doc.orderRelease,
    },
    stamp,
  );
}

/** A confirmed stock document an invoice command annuls with it (an issued sale's own salida). */
export interface StockDocumentToAnnul {
  kind: DocKind;
  ref: DocumentReference;
  /** The document as stored (confirmed) and its lines, parsed. */
  stored: Data;
  lines: DocLine[];
  /** The movement that confirmed it: the costs it left at, given back. */
  confirmation: Data | undefined;
  annulReason: string;
  /** Stored beside the new state (a sale's salida is no longer invoiced). */
  fields?: Data;
  /** An order's delivery or receipt annulled: the commitments it gives back, negative (stockOutlook.ts). */
  orderRelease?: Record<string, Partial<Commitments>>;
}

export interface AnnulStockContext {
  uid: string;
  /** What was read for the document's products (stockReadsOf / stockRefsOf). */
  facts: StockFacts;
  readIds: readonly string[];
  recentMovements: unknown;
  /**
   * Whether the stock may go below what is available: annulling a salida gives goods back and never
   * falls short (the default); annulling an entrada (a purchase order's receipt) takes them out
   * again and passes the company's setting, so goods that already left are not annulled.
   */
  allowNegative?: boolean;
}

/**
 * The twin of createConfirmedStockDocument: plans annulling `doc` (planStockCommit) and writes its
 * new state with the movement, stock levels and summary; the refusal when it cannot be, with
 * nothing written. Giving goods back never falls short. Inside a transaction whose reads hold the stock levels.
 */
export function annulStockDocumentIn(w: Writes, corp: DocumentReference, doc: StockDocumentToAnnul, ctx: AnnulStockContext): StockRefusal | null {
  const now = FieldValue.serverTimestamp();
  const ids = productIdsOf(doc.lines);
  const plan = planStockDocument(
    { kind: doc.kind, reason: 'annul', documentId: doc.ref.id, annulReason: doc.annulReason },
    { stored: doc.stored, lines: doc.lines, party: undefined, confirmation: doc.confirmation, orderRelease: doc.orderRelease },
    // Giving goods back never falls short; taking an entrada's goods out may.
    { uid: ctx.uid, facts: ctx.facts, allowNegative: ctx.allowNegative ?? true },
    now,
  );
  if (!plan.ok) return plan;
  w.update(doc.ref, { ...plan.document, ...(doc.fields ?? {}) });
  const stockSnaps = ids.map((id) => ctx.facts.stockSnaps[ctx.readIds.indexOf(id)]!);
  writeStockCommit(w, corp, plan, ids, stockSnaps, ctx.recentMovements, false, null);
  return null;
}

/**
 * Plans `doc` as a confirmation (planStockCommit, the one planner of stock arithmetic) and writes
 * it with its movement, stock levels and summary; the refusal (a shortage, a service) when it
 * cannot be, with nothing written. Inside a transaction whose reads hold the stock levels.
 */
export function createConfirmedStockDocument(w: Writes, corp: DocumentReference, doc: NewStockDocument, ctx: NewStockContext): StockRefusal | null {
  const now = FieldValue.serverTimestamp();
  const stored = newDraftDocument(doc.draft, doc.number, ctx.uid, now);
  const ids = productIdsOf(doc.draft.lines);
  const plan = planStockDocument(
    { kind: doc.kind, reason: 'confirm', documentId: doc.id, annulReason: '' },
    {
      stored,
      lines: doc.draft.lines,
      party: ctx.party,
      confirmation: undefined,
      returnOf: doc.returnOf,
      returnCosts: doc.returnCosts,
      issued: doc.issued,
      orderRelease: doc.orderRelease,
    },
    { uid: ctx.uid, facts: ctx.facts, allowNegative: ctx.allowNegative },
    now,
  );
  if (!plan.ok) return plan;
  w.create(corp.collection(COLLECTION_OF[doc.kind]).doc(doc.id), {
    ...stored,
    ...plan.document,
    ...(doc.returnOf ? { returnOf: doc.returnOf } : {}),
    ...(doc.fields ?? {}),
  });
  const stockSnaps = ids.map((id) => ctx.facts.stockSnaps[ctx.readIds.indexOf(id)]!);
  writeStockCommit(w, corp, { ...plan, party: null }, ids, stockSnaps, ctx.recentMovements, false, null);
  return null;
}
