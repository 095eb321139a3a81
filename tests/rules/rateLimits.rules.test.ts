/**
 * Rules for the command budget (issue 33, src/domain/rateLimit.ts): `rateLimits/{uid}` is written
 * only by the command wrapper (functions/src/runtime/rateLimit.ts). Nobody reads or writes it from
 * a client, not even the account it belongs to (who could otherwise refill their own budget).
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { RATE_LIMITS } from '../../src/domain/rateLimit';
import { createEnv, dbFor, PERSONAS, seedWorld } from './support';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createEnv('demo-rules-rate-limits');
});
afterAll(async () => {
  await env.cleanup();
});

const NOW = Date.UTC(2026, 10, 29, 12);

beforeEach(async () => {
  await seedWorld(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    for (const uid of PERSONAS) await setDoc(doc(db, `${RATE_LIMITS}/${uid}`), { all: { tokens: 3, at: NOW } });
  });
});

describe('rateLimits/{uid}', () => {
  it('the seeded document exists (so a refusal below is the rules’)', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await assertSucceeds(getDoc(doc(ctx.firestore() as unknown as Firestore, `${RATE_LIMITS}/user`)));
    });
  });

  it.each(PERSONAS)('%s can neither read nor write its own budget or anyone else’s', async (persona) => {
    const db = dbFor(env, persona);
    for (const uid of new Set([persona, 'user', 'admin'])) {
      const ref = doc(db, `${RATE_LIMITS}/${uid}`);
      await assertFails(getDoc(ref));
      await assertFails(setDoc(ref, { all: { tokens: 1_000_000, at: NOW } }));
      await assertFails(updateDoc(ref, { 'all.tokens': 120 }));
      await assertFails(deleteDoc(ref));
    }
    await assertFails(setDoc(doc(db, `${RATE_LIMITS}/newAccount`), { all: { tokens: 120, at: NOW } }));
    await assertFails(getDocs(collection(db, RATE_LIMITS)));
  });
});
