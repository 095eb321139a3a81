/**
 * closeSalesOrder {corpId, orderId, reason} (cerrado) and cancelSalesOrder {corpId, orderId, reason}
 * (cancelado, only when nothing was delivered): an open order stops waiting; what is pending is
 * released from its products' commitments, reserved and back-ordered alike (orderPlan.ts
 * planRelease). Its deliveries stay as they are (salidas, to invoice). One contended transaction.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { planRelease } from '../../../src/domain/salesOrders/orderPlan';
import { closeSalesOrderSchema } from '../../../src/domain/salesOrders/salesOrderInputs';
import { parseInput } from '../../../src/domain/commandInputs/fields';
import type { Caller } from '../runtime/caller';
import { command } from '../runtime/command';
import { inTransaction } from '../runtime/transaction';
import { loadOrder, orderRefusal, storedLines, writeCommitments } from './orderWrites';

async function release(caller: Caller, data: Record<string, unknown>, state: 'cerrado' | 'cancelado') {
  const input = parseInput(closeSalesOrderSchema, data, 'data');
  if (!input.ok) throw orderRefusal('invalid', { detail: input.detail });
  return inTransaction('contended', async (tx) => {
    const facts = await loadOrder(tx, caller, input.value.orderId, false);
    if (facts.order.state !== 'abierto') throw orderRefusal('notOpen');
    const plan = planRelease(facts.lines, state);
    if (!plan.ok) throw orderRefusal(plan.code);
    const now = FieldValue.serverTimestamp();
    writeCommitments(tx, facts, plan.changes);
    tx.update(facts.orderRef, {
      state: plan.state,
      lines: storedLines(plan.lines),
      closedAt: now,
      closedBy: caller.uid,
      closeReason: input.value.reason,
      updatedAt: now,
    });
    return { orderId: facts.orderRef.id, state: plan.state };
  });
}

export const closeSalesOrder = command('closeSalesOrder', (caller, data) => release(caller, data, 'cerrado'));
export const cancelSalesOrder = command('cancelSalesOrder', (caller, data) => release(caller, data, 'cancelado'));
