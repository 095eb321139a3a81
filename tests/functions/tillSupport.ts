/**
 * Till sessions for the command tests (issue 29): a till named by an admin (as the app writes it)
 * and a session opened for a cashier through the real openTill command, since a cash sale at the
 * counter needs the cashier's open session.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, Timestamp } from 'firebase/firestore';
import { seedWorld } from '../rules/support';
import { party, product, stockLevel, stockSummaryPath } from '../rules/stockSupport';
import { asAdmin, expectOk } from './support';

const at = Timestamp.fromDate(new Date('2026-01-01T00:00:00Z'));

export async function seedTill(env: RulesTestEnvironment, corpId: string, tillId: string, name = 'Caja 1'): Promise<void> {
  await asAdmin(env, (db) => setDoc(doc(db, `corporations/${corpId}/tills/${tillId}`), { name, createdAt: at, updatedAt: at }));
}

/** Seeds `tillId` and opens it for `uid` with `floatCents`; the session's id. */
export async function openTillFor(env: RulesTestEnvironment, uid: string, corpId: string, tillId = `caja-${uid}`, floatCents = 0): Promise<string> {
  await seedTill(env, corpId, tillId);
  const opened = await expectOk<{ sessionId: string }>(uid, 'openTill', { corpId, tillId, floatCents });
  return opened.sessionId;
}

/** Both companies and their people, and in `corpId` product p1 with 50 in stock and client c1: what a counter sale needs. */
export async function seedCounterWorld(env: RulesTestEnvironment, corpId: string): Promise<void> {
  await seedWorld(env);
  const base = `corporations/${corpId}`;
  await asAdmin(env, async (db) => {
    await setDoc(doc(db, `${base}/categories/p1`), product('p1'));
    await setDoc(doc(db, `${base}/stock/p1`), stockLevel('p1', 50, 'seed'));
    await setDoc(doc(db, stockSummaryPath(corpId)), { valueCents: 5000, belowMinimumCount: 0, lastMovementId: 'seed' });
    await setDoc(doc(db, `${base}/clients/c1`), party('Cliente Uno', 'client'));
  });
}
