/**
 * confirmPurchaseOrder {corpId, orderId}: a borrador is sent to its vendor (abierto): its lines
 * are checked one by one (the rules see only the first and the last), named from the products and
 * the vendor, and each product's stock level expects them (onOrder +=, toOrder follows), in ONE
 * contended transaction with those levels; the vendor is marked in use. Staff.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { checkOrderLines, PURCHASE_ORDERS } from '../../../src/domain/purchaseOrders/purchaseOrder';
import { planCommitmentLevels, planConfirmPurchaseOrder } from '../../../src/domain/purchaseOrders/purchaseOrderPlan';
import { parseConfirmPurchaseOrder } from '../../../src/domain/purchaseOrders/purchaseOrderInputs';
import { isDocumentId } from '../../../src/domain/stock/stockLines';
import { db } from '../runtime/admin';
import { command } from '../runtime/command';
import { dataOf, readNamed } from '../runtime/readNamed';
import { inTransaction } from '../runtime/transaction';
import { stockFactsFrom, stockReadsOf } from '../stock/stockWrites';
import { orderRefused, writeCommitmentLevels } from './orderWrites';

export const confirmPurchaseOrder = command('confirmPurchaseOrder', async (caller, data, refuse) => {
  const parsed = parseConfirmPurchaseOrder(data);
  if (!parsed.ok) throw refuse('invalid', { detail: parsed.detail });
  const company = db().doc(`corporations/${caller.corpId}`);
  const orderRef = company.collection(PURCHASE_ORDERS).doc(parsed.value.orderId);

  return inTransaction('contended', async (tx) => {
    const { order } = await readNamed(tx, { order: orderRef });
    const stored = dataOf(order);
    // The products its lines name (when they read at all: the plan refuses what does not).
    const lines = checkOrderLines(stored?.lines);
    const productIds = lines.ok ? [...new Set(lines.lines.map((l) => l.categoryId))] : [];
    const partyRef = isDocumentId(stored?.partyId) ? company.collection('vendors').doc(stored.partyId) : null;
    const read = await readNamed(tx, { party: partyRef, ...stockReadsOf(company, productIds) });
    const facts = stockFactsFrom(productIds, read);
    const plan = planConfirmPurchaseOrder(stored, { party: dataOf(read.party), products: facts.products });
    if (!plan.ok) throw orderRefused(plan);
    const now = FieldValue.serverTimestamp();
    writeCommitmentLevels(tx, company, planCommitmentLevels(plan.onOrder, facts.stocks, facts.products, now));
    tx.update(orderRef, { ...plan.fields, confirmedAt: now, confirmedBy: caller.uid, updatedAt: now });
    if (read.party?.get('inUse') !== true) tx.update(partyRef!, { inUse: true, updatedAt: now });
    return { orderId: orderRef.id, state: 'abierto' };
  });
});
