/**
 * A return made from a stock document, in one transaction: from a salida not invoiced, the
 * entrada of what the customer brought back (at the cost it left at); from an entrada, the salida
 * of what goes back to the vendor (at the cost it came in at). The source's `returned` quantities
 * are read and written in the same transaction, so returns never add up to more than it carried.
 * The new document is planned by planStockCommit like any confirmation, and written with its
 * movement, stock levels and summary (functions/src/stock/stockWrites.ts).
 */
import { FieldValue } from 'firebase-admin/firestore';
import { SUMMARY_IDS } from '../../../src/domain/summaries';
import {
  movementUnitCost,
  planReturnLines,
  productIdsOfLines,
  returnCostsOf,
  returnedAfter,
  returnedByProduct,
  returnedOf,
  returningByProduct,
  returnStockDraft,
  stockSourceNotReturnable,
  type ReturnRequest,
} from '../../../src/domain/returns/returnPlan';
import { documentNumberFor } from '../../../src/domain/stock/documentNumber';
import { madridIsoDate } from '../../../src/domain/stock/stockCommand';
import { COLLECTION_OF, movementIdFor, type DocKind } from '../../../src/domain/stock/stockTypes';
import { db } from '../runtime/admin';
import type { Caller } from '../runtime/caller';
import type { ReturnRefusal } from '../../../src/domain/commands';
import { CommandError } from '../runtime/errors';
import { readNamed } from '../runtime/readNamed';
import { inTransaction } from '../runtime/transaction';
import { stockRefusal } from '../invoices/issuing';
import { createConfirmedStockDocument, stockFactsFrom, stockReadsOf, transactionWrites } from '../stock/stockWrites';

type Data = Record<string, unknown>;

export async function returnFromStockDocument(
  caller: Caller,
  sourceKind: DocKind,
  sourceId: string,
  request: ReturnRequest,
): Promise<{ id: string; number: string }> {
  const firestore = db();
  const corp = firestore.doc(`corporations/${caller.corpId}`);
  const sourceRef = corp.collection(COLLECTION_OF[sourceKind]).doc(sourceId);
  const kind: DocKind = sourceKind === 'output' ? 'input' : 'output';
  const newRef = corp.collection(COLLECTION_OF[kind]).doc();
  const confirmationRef = corp.collection('movements').doc(movementIdFor(sourceKind, sourceId, 'confirm'));
  const recentMovements = (await corp.collection('summaries').doc(SUMMARY_IDS.stock).get()).get('recentMovements');

  // Contended: returns of one source race for its `returned` quantities, and for the stock levels.
  return inTransaction('contended', async (tx) => {
    const { source: sourceSnap, corp: corpSnap, confirmation } = await readNamed(tx, { source: sourceRef, corp, confirmation: confirmationRef });
    const source = sourceSnap!.exists ? sourceSnap!.data() : undefined;
    const why = stockSourceNotReturnable(sourceKind, source);
    if (why === 'notFound') throw new CommandError<ReturnRefusal>('notFound', { detail: '' });
    if (why) throw new CommandError<ReturnRefusal>('notReturnable', { detail: why });
    const lines = (Array.isArray(source!.lines) ? source!.lines : []) as Data[];
    const productIds = productIdsOfLines(lines);
    const facts = stockFactsFrom(productIds, await readNamed(tx, stockReadsOf(corp, productIds)));
    const movement = confirmation!.exists ? confirmation!.data() : undefined;
    const unitCost = (line: Data) => movementUnitCost(movement, line.categoryId);
    const planned = planReturnLines(lines, returnedOf(source!), request, (id) => facts.products[id]?.stocked !== false, unitCost);
    if (!planned.ok) throw new CommandError<ReturnRefusal>(planned.code, { detail: planned.detail });
    const today = madridIsoDate(new Date());
    const number = documentNumberFor(kind, newRef.id);
    const customer = sourceKind === 'output';
    const draft = returnStockDraft(planned.lines, lines, facts.products, (id) => Number(facts.stocks[id]?.averageCostCents ?? 0), {
      date: today,
      partyId: String(source!.partyId ?? ''),
      partyName: String(source!.partyName ?? ''),
      partyNif: String(source!.partyNif ?? ''),
      reference: String(source!.number ?? ''),
      notes: `${customer ? 'Devolución del cliente de la salida' : 'Devolución al proveedor de la entrada'} ${String(source!.number ?? '')}: ${request.reason}`,
    });
    if (!draft) throw new CommandError<ReturnRefusal>('notReturnable', { detail: 'nothingStocked' });
    // Each product at its exact share of the value the source moved it at (issue 28, finding 2).
    const returnCosts = returnCostsOf([{ movement, before: returnedByProduct(lines, returnedOf(source!)), now: returningByProduct(planned.lines) }]);
    const refusal = createConfirmedStockDocument(
      transactionWrites(tx),
      corp,
      {
        kind,
        id: newRef.id,
        number,
        draft,
        returnOf: customer ? 'sale' : 'purchase',
        returnCosts,
        fields: {
          partyKind: customer ? 'client' : 'vendor',
          returnFrom: { kind: customer ? 'salida' : 'entrada', id: sourceId, number: String(source!.number ?? '') },
        },
      },
      {
        uid: caller.uid,
        party: { name: draft.partyName, nif: draft.partyNif, inUse: true },
        facts,
        readIds: productIds,
        allowNegative: corpSnap!.get('data.allowNegativeStock') === true,
        recentMovements,
      },
    );
    if (refusal) throw stockRefusal(refusal);
    const now = FieldValue.serverTimestamp();
    tx.update(sourceRef, { returned: returnedAfter(returnedOf(source!), planned.lines), updatedAt: now });
    return { id: newRef.id, number };
  });
}
