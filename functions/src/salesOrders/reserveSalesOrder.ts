/**
 * reserveSalesOrder {corpId, orderId} («Reservar»): an open order reserves, from what its products
 * have available now, what its lines have on back-order (orderPlan.ts planReserve). One contended
 * transaction with the stock levels.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { planReserve } from '../../../src/domain/salesOrders/orderPlan';
import { orderIdSchema } from '../../../src/domain/salesOrders/salesOrderInputs';
import { parseInput } from '../../../src/domain/commandInputs/fields';
import { command } from '../runtime/command';
import { inTransaction } from '../runtime/transaction';
import { loadOrder, storedLines, writeCommitments } from './orderWrites';

export const reserveSalesOrder = command('reserveSalesOrder', async (caller, data, refuse) => {
  const input = parseInput(orderIdSchema, data, 'data');
  if (!input.ok) throw refuse('invalid', { detail: input.detail });
  return inTransaction('contended', async (tx) => {
    const facts = await loadOrder(tx, caller, input.value.orderId, false);
    if (facts.order.state !== 'abierto') throw refuse('notOpen');
    const plan = planReserve(facts.lines, facts.levels, facts.allowNegative);
    const reserved = Object.values(plan.changes).reduce((sum, c) => sum + c.reserved, 0);
    if (Object.keys(plan.changes).length > 0) {
      writeCommitments(tx, facts, plan.changes);
      tx.update(facts.orderRef, { lines: storedLines(plan.lines), updatedAt: FieldValue.serverTimestamp() });
    }
    return { orderId: facts.orderRef.id, reserved };
  });
});
