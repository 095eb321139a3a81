/**
 * Tills for seeds and e2e fixtures (issue 29): a till as an admin names it, and a session already
 * open for a cashier exactly as openTill leaves it (newSessionFields, the till's openSessionId,
 * the cashier's tillCashiers pointer), so a counter fixture can take cash from its first sale.
 */
import { madridIsoDate } from '../src/domain/invoiceDates';
import { newSessionFields } from '../src/domain/till/tillModel';
import { adminDb, now } from './lib';

export async function seedTill(corpId: string, tillId: string, name: string): Promise<void> {
  await adminDb().doc(`corporations/${corpId}/tills/${tillId}`).set({ name, createdAt: now(), updatedAt: now() });
}

/** Seeds `tillId` (when missing) and opens it for the cashier with `floatCents`; the session's id. */
export async function seedOpenTill(
  corpId: string,
  cashier: { uid: string; name: string },
  till: { id: string; name: string },
  floatCents: number,
): Promise<string> {
  const company = adminDb().doc(`corporations/${corpId}`);
  const sessionRef = company.collection('tillSessions').doc();
  const fields = newSessionFields({
    tillId: till.id,
    tillName: till.name,
    cashierUid: cashier.uid,
    cashierName: cashier.name,
    floatCents,
    openDate: madridIsoDate(new Date()),
  });
  const batch = adminDb().batch();
  batch.set(
    company.collection('tills').doc(till.id),
    { name: till.name, openSessionId: sessionRef.id, createdAt: now(), updatedAt: now() },
    { merge: true },
  );
  batch.create(sessionRef, { ...fields, openedAt: now(), updatedAt: now() });
  batch.set(company.collection('tillCashiers').doc(cashier.uid), { sessionId: sessionRef.id, tillId: till.id, updatedAt: now() });
  await batch.commit();
  return sessionRef.id;
}
