/**
 * The one writer of stock levels, the ledger and the states of entradas and
 * salidas (ENGINEERING.md "One writer per invariant"). Confirming or annulling
 * runs `applyStockChange`: one transaction that reads the document, the
 * company's negative-stock setting and the stock of each product, plans the
 * change (stockPlan.ts) and writes the document's new state, ONE movement with
 * every product's delta and balance, each product's stock, and the company's
 * stock summary (summaries/stock: total value and products below minimum, what
 * Inicio reads). The rules accept the stock writes only together with that
 * movement, and the movement only together with the summary.
 *
 * It takes a Firestore instance, so the concurrency test runs this very code
 * with many independent clients; the app binds it in appStockWriter.ts.
 */
import {
  doc,
  getDoc,
  runTransaction,
  serverTimestamp,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { toIsoDate } from '../domain/dates';
import { SUMMARY_IDS, applyStockChanges, stockSummaryOf } from '../domain/summaries';
import type { Shortage } from '../domain/stock';
import { readInTransaction, type ReadRecorder } from '../data/transaction';
import { planStockChange, type ProductFacts } from './stockPlan';
import {
  COLLECTION_OF,
  movementIdFor,
  type DocKind,
  type DocLine,
  type DocState,
  type MovementReason,
  type StockFigures,
} from './stockTypes';

export type StockErrorCode =
  | 'offline'
  | 'notFound'
  | 'notDraft'
  | 'notConfirmed'
  | 'invoiced'
  | 'noLines'
  | 'shortage'
  | 'unknownProduct'
  | 'reasonRequired'
  | 'denied'
  | 'failed';

/** A refusal or failure of the writer, as a code; src/stock/messages.ts says it in Spanish. */
export class StockError extends Error {
  constructor(
    readonly code: StockErrorCode,
    readonly details: { shortages?: Shortage[]; productNames?: Record<string, string>; productIds?: string[] } = {},
    options?: { cause?: unknown },
  ) {
    super(code, options);
    this.name = 'StockError';
  }
}

export const MAX_ANNUL_REASON = 500;
/** Retries when another confirmation touched the same products meanwhile (the SDK's default is 5). */
const MAX_ATTEMPTS = 10;
const STALE_PLAN_ATTEMPTS = 20;

interface Change {
  corpId: string;
  kind: DocKind;
  reason: MovementReason;
  documentId: string;
  uid: string;
  annulReason?: string;
}

export interface StockWriterOptions {
  recordReads?: ReadRecorder;
  isOnline?: () => boolean;
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

function linesOf(data: DocumentData): DocLine[] {
  return Array.isArray(data.lines) ? (data.lines as DocLine[]) : [];
}

function stockFromSnapshot(snap: DocumentSnapshot): StockFigures | undefined {
  if (!snap.exists()) return undefined;
  const d = snap.data();
  return {
    categoryId: snap.id,
    code: String(d.code ?? ''),
    name: String(d.name ?? ''),
    unit: String(d.unit ?? ''),
    minStock: Number(d.minStock ?? 0),
    quantity: Number(d.quantity ?? 0),
    averageCostCents: Number(d.averageCostCents ?? 0),
    lastPurchasePriceCents: Number(d.lastPurchasePriceCents ?? 0),
    valueCents: Number(d.valueCents ?? 0),
    belowMinimum: d.belowMinimum === true,
  };
}

function productFromSnapshot(snap: DocumentSnapshot): ProductFacts | undefined {
  if (!snap.exists()) return undefined;
  const d = snap.data();
  return { code: String(d.code ?? ''), name: String(d.name ?? ''), unit: String(d.unit ?? ''), minStock: Number(d.minStock ?? 0) };
}

function namesOf(lines: DocLine[]): Record<string, string> {
  const names: Record<string, string> = {};
  for (const l of lines) names[l.categoryId] = l.code ? `${l.name} (${l.code})` : l.name;
  return names;
}

/** Duck-typed: FirestoreError instances may come from another copy of the SDK (compat, tests). */
function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function toStockError(error: unknown): StockError {
  if (error instanceof StockError) return error;
  const code = errorCode(error);
  if (typeof code === 'string') {
    if (code === 'unavailable') return new StockError('offline', {}, { cause: error });
    if (code === 'permission-denied') return new StockError('denied', {}, { cause: error });
  }
  return new StockError('failed', {}, { cause: error });
}

export function createStockWriter(db: Firestore, options: StockWriterOptions = {}) {
  const record = options.recordReads ?? (() => undefined);
  const isOnline = options.isOnline ?? browserOnline;

  async function applyStockChange(change: Change): Promise<void> {
    if (!isOnline()) throw new StockError('offline');
    const { corpId, kind, reason, documentId, uid } = change;
    const annulReason = change.annulReason?.trim() ?? '';
    if (reason === 'annul' && (annulReason === '' || annulReason.length > MAX_ANNUL_REASON)) {
      throw new StockError('reasonRequired');
    }
    const base = `corporations/${corpId}`;
    const docRef = doc(db, `${base}/${COLLECTION_OF[kind]}/${documentId}`);
    const movementId = movementIdFor(kind, documentId, reason);

    const label = `stock.${reason}`;
    let allowNegative: boolean;
    try {
      // Read outside the transaction: every confirmation would otherwise lock the company document.
      // The rules check the same setting when they refuse negative stock.
      const corpSnap = await getDoc(doc(db, base));
      record(`${label}.corporation`, 1);
      allowNegative = corpSnap.data()?.data?.allowNegativeStock === true;
    } catch (error) {
      throw toStockError(error);
    }

    for (let attempt = 1; ; attempt++) {
      let planned = false;
      try {
        await runTransaction(db, async (tx) => {
        planned = false;
        const docSnap = await readInTransaction(tx, `${label}.document`, docRef, record);
        if (!docSnap.exists()) throw new StockError('notFound');
        const data = docSnap.data();
        const state = data.state as DocState;
        if (reason === 'confirm' && state !== 'borrador') throw new StockError('notDraft');
        if (reason === 'annul' && state !== 'confirmada') throw new StockError('notConfirmed');
        if (reason === 'annul' && data.invoiced === true) throw new StockError('invoiced');
        const lines = linesOf(data);
        const productIds: string[] = Array.isArray(data.productIds) ? data.productIds : [];


        const summaryRef = doc(db, `${base}/summaries/${SUMMARY_IDS.stock}`);
        const [summarySnap, ...stockSnaps] = await Promise.all([
          readInTransaction(tx, `${label}.summary`, summaryRef, record),
          ...productIds.map((id) => readInTransaction(tx, `${label}.stock`, doc(db, `${base}/stock/${id}`), record)),
        ]);
        const stocks: Record<string, StockFigures | undefined> = {};
        stockSnaps.forEach((s, i) => (stocks[productIds[i]!] = stockFromSnapshot(s)));
        const missing = productIds.filter((id) => !stocks[id]);
        const productSnaps = await Promise.all(
          missing.map((id) => readInTransaction(tx, `${label}.product`, doc(db, `${base}/categories/${id}`), record)),
        );
        const products: Record<string, ProductFacts | undefined> = {};
        productSnaps.forEach((s, i) => (products[missing[i]!] = productFromSnapshot(s)));

        const plan = planStockChange({ kind, reason, lines, stocks, products, allowNegative });
        if (!plan.ok) {
          if (plan.code === 'shortage') {
            throw new StockError('shortage', { shortages: plan.shortages, productNames: namesOf(lines) });
          }
          if (plan.code === 'unknownProduct') {
            throw new StockError('unknownProduct', { productIds: plan.productIds, productNames: namesOf(lines) });
          }
          throw new StockError('noLines');
        }

        tx.set(doc(db, `${base}/movements/${movementId}`), {
          docKind: kind,
          reason,
          documentId,
          documentNumber: data.number,
          date: reason === 'confirm' ? data.date : toIsoDate(new Date()),
          partyId: data.partyId,
          partyName: data.partyName,
          productIds,
          deltas: plan.deltas,
          balances: plan.balances,
          createdBy: uid,
          createdAt: serverTimestamp(),
        });
        for (const id of productIds) {
          tx.set(doc(db, `${base}/stock/${id}`), { ...plan.next[id], lastMovementId: movementId, updatedAt: serverTimestamp() });
        }
        const summary = applyStockChanges(
          stockSummaryOf(summarySnap!.data()),
          productIds.map((id) => ({ before: stocks[id], after: plan.next[id] })),
        );
        tx.set(summaryRef, { ...summary, lastMovementId: movementId, updatedAt: serverTimestamp() });
        planned = true;
        tx.update(
          docRef,
          reason === 'confirm'
            ? { state: 'confirmada', confirmedAt: serverTimestamp(), confirmedBy: uid, updatedAt: serverTimestamp() }
            : {
                state: 'anulada',
                annulledAt: serverTimestamp(),
                annulledBy: uid,
                annulReason,
                updatedAt: serverTimestamp(),
              },
        );
      }, { maxAttempts: MAX_ATTEMPTS });
        return;
      } catch (error) {
        // A commit refused by the rules after a successful plan is, under contention, a plan made
        // on data another confirmation changed just before our commit (the rules compare against
        // the stored level): plan again on fresh data. A real refusal stays refused every time.
        if (planned && errorCode(error) === 'permission-denied' && attempt < STALE_PLAN_ATTEMPTS) {
          await new Promise((r) => setTimeout(r, Math.random() * 40 * attempt));
          continue;
        }
        throw toStockError(error);
      }
    }
  }

  return {
    confirmInput: (corpId: string, documentId: string, uid: string) =>
      applyStockChange({ corpId, kind: 'input', reason: 'confirm', documentId, uid }),
    confirmOutput: (corpId: string, documentId: string, uid: string) =>
      applyStockChange({ corpId, kind: 'output', reason: 'confirm', documentId, uid }),
    annulInput: (corpId: string, documentId: string, uid: string, annulReason: string) =>
      applyStockChange({ corpId, kind: 'input', reason: 'annul', documentId, uid, annulReason }),
    annulOutput: (corpId: string, documentId: string, uid: string, annulReason: string) =>
      applyStockChange({ corpId, kind: 'output', reason: 'annul', documentId, uid, annulReason }),
    /** Confirm or annul by kind (the shared entrada/salida screens). */
    apply: (corpId: string, kind: DocKind, reason: MovementReason, documentId: string, uid: string, annulReason?: string) =>
      applyStockChange({ corpId, kind, reason, documentId, uid, annulReason }),
  };
}

export type StockWriter = ReturnType<typeof createStockWriter>;
