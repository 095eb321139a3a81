/**
 * moveTillCash {corpId, sessionId, kind: 'in'|'out', amountCents, reason} → {expectedCents}: cash
 * put into or taken out of an open session's drawer, with its reason, by its cashier or an admin.
 * Cash out never takes the expected cash below zero (cashShort).
 */
import { FieldValue } from 'firebase-admin/firestore';
import { roleAtLeast } from '../../../src/domain/roles';
import { parseMoveTillCash } from '../../../src/domain/till/tillSchemas';
import { expectedCash, planMove } from '../../../src/domain/till/tillModel';
import { db } from '../runtime/admin';
import { command } from '../runtime/command';
import { inTransaction } from '../runtime/transaction';
import { companyRef } from '../invoices/refusals';
import { loadSession } from './tillDrawer';

export const moveTillCash = command('moveTillCash', async (caller, data, refuse) => {
  const parsed = parseMoveTillCash({ sessionId: data.sessionId, kind: data.kind, amountCents: data.amountCents, reason: data.reason });
  if (!parsed.ok) throw refuse('invalid', { detail: parsed.detail });
  const input = parsed.value;
  const company = companyRef(db(), caller.corpId);
  return inTransaction('contended', async (tx) => {
    const drawer = await loadSession(tx, company, input.sessionId, false);
    const plan = planMove(drawer?.session ?? null, input, {
      uid: caller.uid,
      isAdmin: roleAtLeast(caller.role, 'admin'),
      at: new Date().toISOString(),
    });
    if (!plan.ok) throw refuse(plan.code, { detail: plan.detail });
    tx.update(drawer!.ref, { totals: plan.totals, moves: plan.moves, updatedAt: FieldValue.serverTimestamp() });
    return { expectedCents: expectedCash(drawer!.session.floatCents, plan.totals) };
  });
});
