/**
 * annulSalesOrderDelivery {corpId, orderId, outputId, reason}: a delivery of an order is undone
 * from its order (the generic annulStockDocument refuses it, `fromOrder`). Its salida is annulled
 * (annulStockDocumentIn, with the same checks as any salida's annulment but that one: not
 * invoiced, no returns) and its quantities are pending again on the order, reserved up to what
 * is available once its goods are back, the rest on back-order (orderPlan.ts planAnnulDelivery:
 * a negative orderRelease). The order is open again. One contended transaction.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { SUMMARY_IDS } from '../../../src/domain/summaries';
import { planAnnulDelivery } from '../../../src/domain/salesOrders/orderPlan';
import { annulSalesOrderDeliverySchema } from '../../../src/domain/salesOrders/salesOrderInputs';
import { parseInput } from '../../../src/domain/commandInputs/fields';
import { checkStockDocument } from '../../../src/domain/stock/stockCommand';
import { movementIdFor } from '../../../src/domain/stock/stockTypes';
import { command } from '../runtime/command';
import { dataOf, readNamed } from '../runtime/readNamed';
import { inTransaction } from '../runtime/transaction';
import { annulStockDocumentIn, transactionWrites } from '../stock/stockWrites';
import { companyOf, loadOrder, orderStockRefusal, storedLines } from './orderWrites';

export const annulSalesOrderDelivery = command('annulSalesOrderDelivery', async (caller, data, refuse) => {
  const input = parseInput(annulSalesOrderDeliverySchema, data, 'data');
  if (!input.ok) throw refuse('invalid', { detail: input.detail });
  const { orderId, outputId, reason } = input.value;
  const recentMovements = (await companyOf(caller.corpId).collection('summaries').doc(SUMMARY_IDS.stock).get()).get('recentMovements');

  return inTransaction('contended', async (tx) => {
    const facts = await loadOrder(tx, caller, orderId, false);
    const salidaRef = facts.company.collection('outputs').doc(outputId);
    const read = await readNamed(tx, {
      salida: salidaRef,
      confirmation: facts.company.collection('movements').doc(movementIdFor('output', outputId, 'confirm')),
    });
    if (facts.order.state !== 'abierto' && facts.order.state !== 'servido') throw refuse('notOpen');
    const stored = dataOf(read.salida);
    if (!stored) throw refuse('notFound');
    if (stored.orderId !== orderId || !facts.order.deliveryIds.includes(outputId)) throw refuse('notDelivery');
    // Every check of a salida's annulment but the one that sends it here.
    const checked = checkStockDocument('annul', { ...stored, orderId: null });
    if (!checked.ok) throw orderStockRefusal(checked);
    const lineIds = Array.isArray(stored.orderLineIds) ? stored.orderLineIds : [];
    if (lineIds.length !== checked.lines.length || lineIds.some((id) => typeof id !== 'string')) throw refuse('invalid', { detail: 'orderLineIds' });
    if (checked.productIds.some((id) => !facts.productIds.includes(id))) throw refuse('invalid', { detail: 'lines' });
    const plan = planAnnulDelivery(
      facts.lines,
      checked.lines.map((l, i) => ({ lineId: lineIds[i] as string, quantity: l.quantity })),
      facts.levels,
      facts.allowNegative,
    );
    if (!plan.ok) throw refuse(plan.code, { detail: plan.detail });
    const refusal = annulStockDocumentIn(
      transactionWrites(tx),
      facts.company,
      {
        kind: 'output',
        ref: salidaRef,
        stored,
        lines: checked.lines,
        confirmation: dataOf(read.confirmation),
        annulReason: reason,
        orderRelease: plan.orderRelease,
      },
      { uid: caller.uid, facts: facts.stock, readIds: facts.productIds, recentMovements },
    );
    if (refusal) throw orderStockRefusal(refusal);
    tx.update(facts.orderRef, { lines: storedLines(plan.lines), state: plan.state, updatedAt: FieldValue.serverTimestamp() });
    return { orderId, outputId, state: plan.state };
  });
});
