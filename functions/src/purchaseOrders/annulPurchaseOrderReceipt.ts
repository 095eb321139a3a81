/**
 * annulPurchaseOrderReceipt {corpId, orderId, inputId, reason}: one of an order's entradas is
 * annulled from its order (the generic annulStockDocument refuses it, `fromOrder`): its movement
 * reversed (annulStockDocumentIn) with a negative orderRelease, so each product expects its units
 * again (onOrder +=), the order's lines get them back as pending and the order is abierto again (a
 * cerrado order stays closed and expects nothing). Refused when the entrada was invoiced or has
 * returns, and, without «permitir stock negativo», when its goods already left (shortage). ONE
 * contended transaction with the order, the entrada and the stock levels. Staff.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { orderLineFields, PURCHASE_ORDERS } from '../../../src/domain/purchaseOrders/purchaseOrder';
import { planAnnulPurchaseOrderReceipt } from '../../../src/domain/purchaseOrders/purchaseOrderPlan';
import { parseAnnulPurchaseOrderReceipt } from '../../../src/domain/purchaseOrders/purchaseOrderInputs';
import { productIdsOf } from '../../../src/domain/stock/stockLines';
import { movementIdFor } from '../../../src/domain/stock/stockTypes';
import { SUMMARY_IDS } from '../../../src/domain/summaries';
import { db } from '../runtime/admin';
import { command } from '../runtime/command';
import { dataOf, readNamed } from '../runtime/readNamed';
import { inTransaction } from '../runtime/transaction';
import { annulStockDocumentIn, stockFactsFrom, stockReadsOf, transactionWrites } from '../stock/stockWrites';
import { orderRefused, stockRefused } from './orderWrites';

export const annulPurchaseOrderReceipt = command('annulPurchaseOrderReceipt', async (caller, data, refuse) => {
  const parsed = parseAnnulPurchaseOrderReceipt(data);
  if (!parsed.ok) throw refuse('invalid', { detail: parsed.detail });
  const { orderId, inputId, reason } = parsed.value;
  const company = db().doc(`corporations/${caller.corpId}`);
  const orderRef = company.collection(PURCHASE_ORDERS).doc(orderId);
  const entradaRef = company.collection('inputs').doc(inputId);
  const summary = await company.collection('summaries').doc(SUMMARY_IDS.stock).get();

  return inTransaction('contended', async (tx) => {
    const first = await readNamed(tx, {
      order: orderRef,
      entrada: entradaRef,
      company,
      confirmation: company.collection('movements').doc(movementIdFor('input', inputId, 'confirm')),
    });
    const plan = planAnnulPurchaseOrderReceipt(orderId, dataOf(first.order), inputId, dataOf(first.entrada));
    if (!plan.ok) throw orderRefused(plan);
    const productIds = productIdsOf(plan.entradaLines);
    const facts = stockFactsFrom(productIds, await readNamed(tx, stockReadsOf(company, productIds)));
    const refusal = annulStockDocumentIn(
      transactionWrites(tx),
      company,
      {
        kind: 'input',
        ref: entradaRef,
        stored: first.entrada.data()!,
        lines: plan.entradaLines,
        confirmation: dataOf(first.confirmation),
        annulReason: reason,
        orderRelease: plan.orderRelease,
      },
      {
        uid: caller.uid,
        facts,
        readIds: productIds,
        recentMovements: summary.get('recentMovements'),
        allowNegative: first.company.get('data.allowNegativeStock') === true,
      },
    );
    if (refusal) throw stockRefused(refusal);
    tx.update(orderRef, { ...orderLineFields(plan.fields.lines), state: plan.fields.state, updatedAt: FieldValue.serverTimestamp() });
    return { orderId, state: plan.fields.state };
  });
});
