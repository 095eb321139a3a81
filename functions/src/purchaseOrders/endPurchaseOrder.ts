/**
 * Closing (cerrado: what is pending is no longer expected) or cancelling (cancelado: nothing has
 * arrived) an open purchase order, with a reason: each product's onOrder goes down by what was
 * pending, in ONE contended transaction with the order and those stock levels.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { PURCHASE_ORDERS } from '../../../src/domain/purchaseOrders/purchaseOrder';
import { planCommitmentLevels, planEndPurchaseOrder } from '../../../src/domain/purchaseOrders/purchaseOrderPlan';
import { parseEndPurchaseOrder } from '../../../src/domain/purchaseOrders/purchaseOrderInputs';
import { CommandError } from '../runtime/errors';
import { db } from '../runtime/admin';
import type { Caller } from '../runtime/caller';
import { dataOf, readNamed } from '../runtime/readNamed';
import { inTransaction } from '../runtime/transaction';
import { stockFactsFrom, stockReadsOf } from '../stock/stockWrites';
import { orderRefused, writeCommitmentLevels } from './orderWrites';

export async function endPurchaseOrder(caller: Caller, data: Record<string, unknown>, how: 'close' | 'cancel') {
  const parsed = parseEndPurchaseOrder(data);
  if (!parsed.ok) throw new CommandError('invalid', { detail: parsed.detail });
  const { orderId, reason } = parsed.value;
  const company = db().doc(`corporations/${caller.corpId}`);
  const orderRef = company.collection(PURCHASE_ORDERS).doc(orderId);

  return inTransaction('contended', async (tx) => {
    const { order } = await readNamed(tx, { order: orderRef });
    const plan = planEndPurchaseOrder(dataOf(order), how);
    if (!plan.ok) throw orderRefused(plan);
    const productIds = Object.keys(plan.onOrder);
    const read = await readNamed(tx, stockReadsOf(company, productIds));
    const facts = stockFactsFrom(productIds, read);
    const now = FieldValue.serverTimestamp();
    // Only levels that exist move (confirming made one for every product); none is created to lower it.
    writeCommitmentLevels(tx, company, planCommitmentLevels(plan.onOrder, facts.stocks, {}, now));
    tx.update(orderRef, { ...plan.fields, closedAt: now, closedBy: caller.uid, closeReason: reason, updatedAt: now });
    return { orderId, state: plan.fields.state };
  });
}
