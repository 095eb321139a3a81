/**
 * openTill {corpId, tillId, floatCents} → {sessionId}: opens a session on a till with its opening
 * float, for the caller as cashier (uid and name, from users/{uid}). At most one open session per
 * till (the till's openSessionId, read and written in the transaction, so of two opens at once one
 * is refused with tillOpen) and per cashier (tillCashiers/{uid}).
 */
import { FieldValue } from 'firebase-admin/firestore';
import { madridIsoDate } from '../../../src/domain/invoiceDates';
import { parseOpenTill } from '../../../src/domain/till/tillSchemas';
import { newSessionFields, planOpen } from '../../../src/domain/till/tillModel';
import { db } from '../runtime/admin';
import { command } from '../runtime/command';
import { readNamed } from '../runtime/readNamed';
import { inTransaction } from '../runtime/transaction';
import { companyRef } from '../invoices/refusals';
import { TILL_CASHIERS, TILL_SESSIONS, TILLS } from './tillDrawer';

export const openTill = command('openTill', async (caller, data, refuse) => {
  const parsed = parseOpenTill({ tillId: data.tillId, floatCents: data.floatCents });
  if (!parsed.ok) throw refuse('invalid', { detail: parsed.detail });
  const { tillId, floatCents } = parsed.value;
  const company = companyRef(db(), caller.corpId);
  const tillRef = company.collection(TILLS).doc(tillId);
  const cashierRef = company.collection(TILL_CASHIERS).doc(caller.uid);
  const sessionRef = company.collection(TILL_SESSIONS).doc();
  const user = await db().doc(`users/${caller.uid}`).get();
  const cashierName = typeof user.get('name') === 'string' ? (user.get('name') as string) : '';
  return inTransaction('default', async (tx) => {
    const { till, cashier } = await readNamed(tx, { till: tillRef, cashier: cashierRef });
    const tillName = typeof till!.get('name') === 'string' ? (till!.get('name') as string) : '';
    const open = till!.get('openSessionId');
    const mine = cashier!.get('sessionId');
    const plan = planOpen({
      till: { exists: till!.exists, openSessionId: typeof open === 'string' && open !== '' ? open : null, name: tillName },
      cashierSessionId: typeof mine === 'string' && mine !== '' ? mine : null,
    });
    if (!plan.ok) throw refuse(plan.code, { detail: plan.detail });
    const now = FieldValue.serverTimestamp();
    const fields = newSessionFields({ tillId, tillName, cashierUid: caller.uid, cashierName, floatCents, openDate: madridIsoDate(new Date()) });
    tx.create(sessionRef, { ...fields, openedAt: now, updatedAt: now });
    tx.update(tillRef, { openSessionId: sessionRef.id });
    tx.set(cashierRef, { sessionId: sessionRef.id, tillId, updatedAt: now });
    return { sessionId: sessionRef.id };
  });
});
