/**
 * receivePurchaseOrder {corpId, orderId, date, reference, lines: [{lineId, quantity, unitPriceCents?}]}
 * → {inputId, number, state}: goods of an open order arrive. ONE entrada, born confirmed
 * (createConfirmedStockDocument, as an issued invoice makes its salida), at the order's prices
 * unless the vendor's albarán says another, stamped `orderId`, `orderNumber` and, per line, the
 * order line it receives (`orderLineIds`); its movement settles each product's onOrder
 * (orderRelease); the order's received quantities, state (recibido once nothing is pending) and
 * `receiptIds` move with it. All in ONE contended transaction with the order and the stock levels,
 * so two receipts against one order never receive more than ordered: the second reads the first's
 * result and is refused `overReceipt`. Staff.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { orderLineFields, PURCHASE_ORDERS } from '../../../src/domain/purchaseOrders/purchaseOrder';
import { planReceivePurchaseOrder } from '../../../src/domain/purchaseOrders/purchaseOrderPlan';
import { parseReceivePurchaseOrder } from '../../../src/domain/purchaseOrders/purchaseOrderInputs';
import { documentNumberFor } from '../../../src/domain/stock/documentNumber';
import { productIdsOf } from '../../../src/domain/stock/stockLines';
import { SUMMARY_IDS } from '../../../src/domain/summaries';
import { db } from '../runtime/admin';
import { command } from '../runtime/command';
import { dataOf, readNamed } from '../runtime/readNamed';
import { inTransaction } from '../runtime/transaction';
import { createConfirmedStockDocument, stockFactsFrom, stockReadsOf, transactionWrites } from '../stock/stockWrites';
import { orderRefused, stockRefused } from './orderWrites';

export const receivePurchaseOrder = command('receivePurchaseOrder', async (caller, data, refuse) => {
  const parsed = parseReceivePurchaseOrder(data);
  if (!parsed.ok) throw refuse('invalid', { detail: parsed.detail });
  const input = parsed.value;
  const company = db().doc(`corporations/${caller.corpId}`);
  const orderRef = company.collection(PURCHASE_ORDERS).doc(input.orderId);
  // Only for Inicio's list of recent movements, which it prunes (read outside, as issuing does).
  const summary = await company.collection('summaries').doc(SUMMARY_IDS.stock).get();
  // A server-made id nobody can take first with a borrador.
  const entradaRef = company.collection('inputs').doc();
  const number = documentNumberFor('input', String(Date.now()));

  return inTransaction('contended', async (tx) => {
    const first = await readNamed(tx, { order: orderRef, company });
    const stored = dataOf(first.order);
    const plan = planReceivePurchaseOrder(stored, input);
    if (!plan.ok) throw orderRefused(plan);
    const productIds = productIdsOf(plan.entradaLines);
    const read = await readNamed(tx, { ...stockReadsOf(company, productIds), party: company.collection('vendors').doc(String(stored!.partyId)) });
    if (!read.party.exists) throw refuse('partyMissing');
    const facts = stockFactsFrom(productIds, read);
    const orderNumber = String(stored!.number ?? '');
    const refusal = createConfirmedStockDocument(
      transactionWrites(tx),
      company,
      {
        kind: 'input',
        id: entradaRef.id,
        number,
        draft: {
          date: input.date,
          partyId: String(stored!.partyId),
          partyName: String(read.party.get('name') ?? ''),
          partyNif: String(read.party.get('nif') ?? ''),
          reference: input.reference,
          notes: `Pedido a proveedor ${orderNumber}`,
          lines: plan.entradaLines,
        },
        orderRelease: plan.orderRelease,
        fields: { orderId: orderRef.id, orderNumber, orderLineIds: plan.orderLineIds },
      },
      {
        uid: caller.uid,
        party: read.party.data()!,
        facts,
        readIds: productIds,
        allowNegative: first.company.get('data.allowNegativeStock') === true,
        recentMovements: summary.get('recentMovements'),
      },
    );
    if (refusal) throw stockRefused(refusal);
    const now = FieldValue.serverTimestamp();
    tx.update(orderRef, {
      ...orderLineFields(plan.fields.lines),
      state: plan.fields.state,
      receiptIds: FieldValue.arrayUnion(entradaRef.id),
      updatedAt: now,
    });
    return { inputId: entradaRef.id, number, state: plan.fields.state };
  });
});
