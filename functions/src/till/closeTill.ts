/**
 * closeTill {corpId, sessionId, counted: {denomination → count}, note} → {z, zText,
 * expectedCents, countedCents, differenceCents}: the arqueo. Freezes the session as its Z report
 * (state 'closed', closing: Z-n on its till, the counts, the expected cash, the difference, who and
 * when), frees the till and the cashier, in one transaction. A closed session is never written
 * again: every command refuses it (tillClosed) and the rules let no client write it.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { madridIsoDate } from '../../../src/domain/invoiceDates';
import { roleAtLeast } from '../../../src/domain/roles';
import { parseCloseTill } from '../../../src/domain/till/tillSchemas';
import { planClose } from '../../../src/domain/till/tillModel';
import { db } from '../runtime/admin';
import { command } from '../runtime/command';
import { inTransaction } from '../runtime/transaction';
import { companyRef } from '../invoices/refusals';
import { loadSession, TILL_CASHIERS, TILLS } from './tillDrawer';

export const closeTill = command('closeTill', async (caller, data, refuse) => {
  const parsed = parseCloseTill({ sessionId: data.sessionId, counted: data.counted, note: data.note });
  if (!parsed.ok) throw refuse('invalid', { detail: parsed.detail });
  const input = parsed.value;
  const company = companyRef(db(), caller.corpId);
  const user = await db().doc(`users/${caller.uid}`).get();
  const name = typeof user.get('name') === 'string' ? (user.get('name') as string) : '';
  return inTransaction('contended', async (tx) => {
    const drawer = await loadSession(tx, company, input.sessionId, false);
    const tillRef = drawer ? company.collection(TILLS).doc(drawer.session.tillId) : null;
    const till = tillRef ? await tx.get(tillRef) : null;
    const lastZ = Number.isSafeInteger(till?.get('zCount')) ? (till!.get('zCount') as number) : 0;
    const now = new Date();
    const plan = planClose(drawer?.session ?? null, input, {
      uid: caller.uid,
      name,
      isAdmin: roleAtLeast(caller.role, 'admin'),
      lastZ,
      at: now.toISOString(),
      day: madridIsoDate(now),
    });
    if (!plan.ok) throw refuse(plan.code, { detail: plan.detail });
    const stamp = FieldValue.serverTimestamp();
    tx.update(drawer!.ref, { state: 'closed', closing: plan.closing, updatedAt: stamp });
    if (till?.exists) tx.update(tillRef!, { zCount: plan.closing.z, openSessionId: null });
    tx.delete(company.collection(TILL_CASHIERS).doc(drawer!.session.cashierUid));
    const { zText, expectedCents, countedCents, differenceCents, z } = plan.closing;
    return { z, zText, expectedCents, countedCents, differenceCents };
  });
});
