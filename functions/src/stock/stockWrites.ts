/**
 * The stock half of a commit, shared by every command that moves stock: confirming or annulling an
 * entrada/salida (stockChange.ts, an optimistic batch) and the invoice commands that make their
 * own stock document in their transaction (an issued sale's salida, a customer's return, a return
 * to a vendor: functions/src/invoices/issuing.ts). What is written is always planStockCommit's
 * plan (src/stock/stockCommand.ts), the one planner of stock arithmetic: ONE movement with every
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
import type { StockCommit } from '../../../src/stock/stockCommand';

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
