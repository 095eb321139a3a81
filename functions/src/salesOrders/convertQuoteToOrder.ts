/**
 * convertQuoteToOrder {corpId, quoteId}: «Convertir en pedido» (issue 31). A sent or accepted
 * presupuesto becomes a pedido de cliente in one action: ONE transaction makes the order's
 * borrador from the quote (src/domain/salesOrders/fromQuote.ts) and marks the quote accepted with
 * its orderId (so it is converted once: a second call is refused `quoteConverted`); then the order
 * is confirmed like any borrador (confirmOrder), which reserves its stock. When the confirmation
 * is refused (a product gone, a service line) the order stays a borrador for the person to fix,
 * and the answer says why.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { parseInput } from '../../../src/domain/commandInputs/fields';
import { madridIsoDate } from '../../../src/domain/invoiceDates';
import { quoteFromStored } from '../../../src/domain/quotes/quoteModel';
import { quoteConversionRefusal, storedOrderFromQuote } from '../../../src/domain/salesOrders/fromQuote';
import { SALES_ORDERS } from '../../../src/domain/salesOrders/salesOrder';
import { quoteIdSchema } from '../../../src/domain/salesOrders/salesOrderInputs';
import { command } from '../runtime/command';
import { CommandError } from '../runtime/errors';
import { inTransaction } from '../runtime/transaction';
import { confirmOrder } from './confirmSalesOrder';
import { companyOf } from './orderWrites';

export const convertQuoteToOrder = command('convertQuoteToOrder', async (caller, data, refuse) => {
  const input = parseInput(quoteIdSchema, data, 'data');
  if (!input.ok) throw refuse('invalid', { detail: input.detail });
  const company = companyOf(caller.corpId);
  const quoteRef = company.collection('quotes').doc(input.value.quoteId);
  // The id as the app makes them (uid + milliseconds), so the order's number reads like the others.
  const orderRef = company.collection(SALES_ORDERS).doc(`${caller.uid}${Date.now()}`);
  await inTransaction('contended', async (tx) => {
    const snap = await tx.get(quoteRef);
    const quote = snap.exists ? quoteFromStored(snap.id, snap.data()) : null;
    const refusal = quoteConversionRefusal(quote);
    if (refusal) throw refuse(refusal);
    const now = FieldValue.serverTimestamp();
    tx.create(orderRef, storedOrderFromQuote(quote!, orderRef.id, madridIsoDate(new Date()), caller.uid, now));
    tx.update(quoteRef, { state: 'aceptado', orderId: orderRef.id, updatedAt: now });
  });
  try {
    const confirmed = await confirmOrder(caller, orderRef.id);
    return { orderId: orderRef.id, state: confirmed.state, refusal: null };
  } catch (error) {
    if (error instanceof CommandError) return { orderId: orderRef.id, state: 'borrador', refusal: error.code };
    throw error;
  }
});
