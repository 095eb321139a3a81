/**
 * What the purchase-order commands share (docs/DECISIONS.md «Pedidos y reservas»): a plan's
 * refusal and a stock plan's as the contract's codes, and the writes of the commitments a command
 * moves on the stock levels without a movement (confirm, close, cancel: planCommitmentLevels).
 */
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { PURCHASE_ORDER_REFUSALS, type PurchaseOrderRefusal } from '../../../src/domain/commands';
import { SUMMARY_IDS } from '../../../src/domain/summaries';
import type { StockRefusal } from '../../../src/domain/stock/stockCommand';
import type { LevelWrite, OrderRefusal } from '../../../src/domain/purchaseOrders/purchaseOrderPlan';
import { CommandError } from '../runtime/errors';

export function orderRefused(r: OrderRefusal): CommandError<PurchaseOrderRefusal> {
  return new CommandError(r.code, r.details);
}

/** A stock plan's refusal (a shortage, a service…) in the purchase orders' words; anything else is `invalid`. */
export function stockRefused(r: StockRefusal): CommandError<PurchaseOrderRefusal> {
  const code = r.code as string;
  if ((PURCHASE_ORDER_REFUSALS as readonly string[]).includes(code) && code !== 'invalid')
    return new CommandError(code as PurchaseOrderRefusal, r.details);
  return new CommandError('invalid', { detail: `stock:${r.code}` });
}

/** Writes each level's commitments (a new level whole) and moves Inicio's below-minimum count by what was flagged. */
export function writeCommitmentLevels(
  tx: Transaction,
  company: DocumentReference,
  plan: { levels: Record<string, LevelWrite>; belowMinimumChange: number },
): void {
  for (const [id, level] of Object.entries(plan.levels)) {
    const ref = company.collection('stock').doc(id);
    if (level.write === 'create') tx.create(ref, level.data);
    else tx.update(ref, level.data);
  }
  if (plan.belowMinimumChange !== 0) {
    tx.set(
      company.collection('summaries').doc(SUMMARY_IDS.stock),
      { belowMinimumCount: FieldValue.increment(plan.belowMinimumChange), updatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
  }
}
