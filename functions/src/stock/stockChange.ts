/**
 * Confirming or annulling an entrada/salida, the one writer of stock levels, the ledger and the
 * states of those documents (docs/ARCHITECTURE.md "Server-owned documents and trusted commands"). Load the document and
 * the company (may stock go negative?), then every product of the lines, its stock level and, to
 * confirm, the party (to annul, the confirming movement, whose costs are given back); plan (src/domain/stock/stockCommand.ts); commit exactly the plan in ONE atomic
 * write: the document's new state, ONE movement with every product's delta and balance, each
 * product's stock, the summary moved by increments (with the movement among its recent ones), and
 * the party marked as in use.
 *
 * The commit is optimistic, as the web SDK's transactions are: it holds only if the document and
 * every stock level it was planned on are unchanged since they were read (preconditions on their
 * update time; a missing stock level must still be missing), and is planned again otherwise. A
 * pessimistic Admin SDK transaction would lock each stock level it reads, and two confirmations
 * of one product then wait on each other until one gives up: the Firestore emulator resolves
 * that only by a lock timeout (firebase-tools #8300, #6758), which stalls a busy warehouse's
 * concurrent confirmations in tests for minutes.
 */
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { SUMMARY_IDS } from '../../../src/domain/summaries';
import { checkStockDocument, type StockRefusal, type StockRequest } from '../../../src/domain/stock/stockCommand';
import { COLLECTION_OF, movementIdFor, PARTY_COLLECTION_OF } from '../../../src/domain/stock/stockTypes';
import { db } from '../runtime/admin';
import type { Caller } from '../runtime/caller';
import { CommandError } from '../runtime/errors';
import { dataOf, readNamed } from '../runtime/readNamed';
import { optimistically } from '../runtime/transaction';
import { batchWrites, planStockDocument, stockFactsFrom, stockReadsOf, writeStockCommit } from './stockWrites';

/** A refusal of the plan, as the command's error (src/stock/appStockWriter.ts maps it back). */
export function refusal(r: StockRefusal): CommandError<StockRefusal['code']> {
  return new CommandError(r.code, r.details);
}

export async function applyStockChange(caller: Caller, request: StockRequest): Promise<{ movementId: string }> {
  const firestore = db();
  const corp = firestore.doc(`corporations/${caller.corpId}`);
  const documentRef = corp.collection(COLLECTION_OF[request.kind]).doc(request.documentId);
  const summaryRef = corp.collection('summaries').doc(SUMMARY_IDS.stock);

  // Contended: confirmations of the same products race for their stock levels.
  return optimistically('contended', async () => {
    // Load: the document first, to know which products and party it names.
    // The summary only for its list of recent movements (src/domain/summaries.ts): the commit is
    // not conditioned on it, and its figures move by increments.
    const first = await readNamed(firestore, { document: documentRef, corp, summary: summaryRef });
    const documentSnap = first.document;
    const checked = checkStockDocument(request.reason, dataOf(documentSnap));
    if (!checked.ok) throw refusal(checked);
    const stored = documentSnap!.data()!;
    const { productIds } = checked;
    const partyRef: DocumentReference | null =
      request.reason === 'confirm' ? corp.collection(PARTY_COLLECTION_OF[request.kind]).doc(String(stored.partyId)) : null;
    // Annulling: the movement that confirmed it says what each product moved at (it is never rewritten).
    const confirmationRef =
      request.reason === 'annul' ? corp.collection('movements').doc(movementIdFor(request.kind, request.documentId, 'confirm')) : null;
    const read = await readNamed(firestore, { ...stockReadsOf(corp, productIds), party: partyRef, confirmation: confirmationRef });
    const facts = stockFactsFrom(productIds, read);

    // Plan.
    const plan = planStockDocument(
      request,
      { stored, lines: checked.lines, party: dataOf(read.party), confirmation: dataOf(read.confirmation) },
      { uid: caller.uid, facts, allowNegative: first.corp.get('data.allowNegativeStock') === true },
      FieldValue.serverTimestamp(),
    );
    if (!plan.ok) throw refusal(plan);

    // Commit: exactly the plan, only onto what it was planned on. The movement id comes from the
    // document, so it is created once.
    const batch = firestore.batch();
    const writes = batchWrites(batch);
    writes.update(documentRef, plan.document, documentSnap!.updateTime!);
    writeStockCommit(writes, corp, plan, productIds, facts.stockSnaps, first.summary.get('recentMovements'), true, partyRef);
    // A confirmation holds only while the products it moves still exist as read (issue 26): each is
    // written back unchanged on the condition of its update time, so a product deleted (or edited)
    // since the plan makes the commit fail and the plan run again, which then refuses unknownProduct.
    // The rules refuse deleting a product once it has a stock level, so after this commit it stays.
    if (request.reason === 'confirm') {
      productIds.forEach((id, i) => {
        const snap = read.products[i]!;
        writes.update(corp.collection('categories').doc(id), { updatedAt: snap.get('updatedAt') ?? null }, snap.updateTime);
      });
    }
    await batch.commit();
    return { movementId: plan.movementId };
  });
}
