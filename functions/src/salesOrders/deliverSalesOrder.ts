/**
 * deliverSalesOrder {corpId, orderId, date, lines: [{lineId, quantity}]}: goods of an open order
 * leave in ONE salida, born confirmed (createConfirmedStockDocument, as an issued invoice makes
 * its own), stamped `orderId`, `orderNumber` and `orderLineIds` (the order line each of its lines
 * delivers), to the order's client at the order's prices. Each line's quantity is at most what is
 * pending (else `overDelivery`); what it settles of the line's reservation and back-order is the
 * salida's `orderRelease`, so only the other orders' reservations limit it (stockPlan.ts). The
 * order's lines, state (servido when nothing is pending) and deliveryIds move in the same
 * contended transaction as the order and the stock levels: two deliveries at once serialise on
 * the order, and the second is planned on what the first left.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { SUMMARY_IDS } from '../../../src/domain/summaries';
import { planDelivery } from '../../../src/domain/salesOrders/orderPlan';
import { deliverSalesOrderSchema } from '../../../src/domain/salesOrders/salesOrderInputs';
import { deliveryNumberFor, MAX_DELIVERIES } from '../../../src/domain/salesOrders/salesOrder';
import { parseInput } from '../../../src/domain/commandInputs/fields';
import { command } from '../runtime/command';
import { inTransaction } from '../runtime/transaction';
import { createConfirmedStockDocument, transactionWrites } from '../stock/stockWrites';
import { companyOf, loadOrder, orderStockRefusal, storedLines } from './orderWrites';

export const deliverSalesOrder = command('deliverSalesOrder', async (caller, data, refuse) => {
  const input = parseInput(deliverSalesOrderSchema, data, 'data');
  if (!input.ok) throw refuse('invalid', { detail: input.detail });
  const { orderId, date, lines: request } = input.value;
  // Read outside the transaction: only to prune Inicio's list of recent movements.
  const recentMovements = (await companyOf(caller.corpId).collection('summaries').doc(SUMMARY_IDS.stock).get()).get('recentMovements');

  return inTransaction('contended', async (tx) => {
    const facts = await loadOrder(tx, caller, orderId, false);
    if (facts.order.state !== 'abierto') throw refuse('notOpen');
    if (!facts.partyData) throw refuse('partyMissing');
    if (facts.order.deliveryIds.length >= MAX_DELIVERIES) throw refuse('invalid', { detail: 'deliveryIds' });
    const plan = planDelivery(facts.lines, request);
    if (!plan.ok) throw refuse(plan.code, { detail: plan.detail });

    const salidaRef = facts.company.collection('outputs').doc();
    const number = deliveryNumberFor(facts.order.number, facts.order.deliveryIds.length + 1);
    const refusal = createConfirmedStockDocument(
      transactionWrites(tx),
      facts.company,
      {
        kind: 'output',
        id: salidaRef.id,
        number,
        draft: {
          date,
          partyId: facts.party.id,
          partyName: String(facts.partyData.name ?? ''),
          partyNif: String(facts.partyData.nif ?? ''),
          reference: (facts.order.reference || facts.order.number).slice(0, 60),
          notes: '',
          lines: plan.salidaLines,
        },
        orderRelease: plan.orderRelease,
        fields: { orderId, orderNumber: facts.order.number, orderLineIds: plan.orderLineIds },
      },
      {
        uid: caller.uid,
        party: facts.partyData,
        facts: facts.stock,
        readIds: facts.productIds,
        allowNegative: facts.allowNegative,
        recentMovements,
      },
    );
    if (refusal) throw orderStockRefusal(refusal);
    tx.update(facts.orderRef, {
      lines: storedLines(plan.lines),
      state: plan.state,
      deliveryIds: [...facts.order.deliveryIds, salidaRef.id],
      updatedAt: FieldValue.serverTimestamp(),
    });
    return { orderId, outputId: salidaRef.id, number, state: plan.state };
  });
});
