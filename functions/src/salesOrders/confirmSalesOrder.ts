/**
 * confirmSalesOrder {corpId, orderId}: a borrador becomes an open order (abierto) and reserves,
 * line by line, what its products have available; the rest of each line is on back-order
 * (src/domain/salesOrders/orderPlan.ts planConfirm). Each line's code, name and unit come from its
 * product, the client's name and NIF from the client (which must exist), the totals from the lines;
 * what the borrador said of them, or of delivered and reserved, is not read. One contended
 * transaction with the products' stock levels, whose commitments it moves.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { computeTotals } from '../../../src/domain/documentTotals';
import { searchPrefixes } from '../../../src/domain/search';
import { planConfirm } from '../../../src/domain/salesOrders/orderPlan';
import { orderIdSchema } from '../../../src/domain/salesOrders/salesOrderInputs';
import { parseInput } from '../../../src/domain/commandInputs/fields';
import { productFactsOf } from '../../../src/domain/stock/stockCommand';
import { command } from '../runtime/command';
import { inTransaction } from '../runtime/transaction';
import type { Caller } from '../runtime/caller';
import { checkProducts, loadOrder, orderRefusal, storedLines, writeCommitments } from './orderWrites';

export const confirmSalesOrder = command('confirmSalesOrder', async (caller, data, refuse) => {
  const input = parseInput(orderIdSchema, data, 'data');
  if (!input.ok) throw refuse('invalid', { detail: input.detail });
  return confirmOrder(caller, input.value.orderId);
});

/** Confirms the borrador `orderId` (also what convertQuoteToOrder does with the order it made). */
export function confirmOrder(caller: Caller, orderId: string): Promise<{ orderId: string; state: string }> {
  const refuse = orderRefusal;
  return inTransaction('contended', async (tx) => {
    const facts = await loadOrder(tx, caller, orderId, true);
    if (facts.order.state !== 'borrador') throw refuse('notDraft');
    if (!facts.partyData) throw refuse('partyMissing');
    checkProducts(facts);
    const lines = facts.lines.map((l) => {
      const p = productFactsOf(facts.stock.products[l.categoryId]!);
      return { ...l, code: p.code, name: p.name, unit: p.unit };
    });
    const plan = planConfirm(lines, facts.levels, facts.allowNegative);
    const totals = computeTotals(plan.lines, { recargoEquivalencia: false, irpfRate: 0 });
    const now = FieldValue.serverTimestamp();
    const partyName = String(facts.partyData.name ?? '');
    writeCommitments(tx, facts, plan.changes);
    tx.update(facts.orderRef, {
      state: plan.state,
      partyName,
      partyNif: String(facts.partyData.nif ?? ''),
      lines: storedLines(plan.lines),
      lineCount: plan.lines.length,
      productIds: facts.productIds,
      totals: { baseCents: totals.baseCents, vatCents: totals.vatCents, totalCents: totals.totalCents },
      searchKeys: searchPrefixes([String(facts.stored.reference ?? ''), facts.order.number, partyName]),
      deliveryIds: [],
      confirmedAt: now,
      confirmedBy: caller.uid,
      updatedAt: now,
    });
    if (facts.partyData.inUse !== true) tx.update(facts.party, { inUse: true, updatedAt: now });
    return { orderId: facts.orderRef.id, state: plan.state };
  });
}
