/**
 * The functions' Admin SDK writes to this run's Firestore emulator and nowhere else: a command
 * run through the Functions emulator must leave its writes where this test reads them (the
 * FIRESTORE_EMULATOR_HOST that scripts/test.mjs gives the tests), and a refusal for a caller
 * without a profile proves the profile was read from there too.
 */
import { doc, setDoc } from 'firebase/firestore';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { asAdmin, callAs, createFunctionsEnv } from './support';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createFunctionsEnv();
  await env.clearFirestore();
});
afterAll(() => env?.cleanup());

it('refuses a caller who is not signed in', async () => {
  const result = await callAs(null, 'confirmStockDocument', { corpId: 'corpX', kind: 'input', documentId: 'd1' });
  expect(result).toMatchObject({ ok: false, status: 'UNAUTHENTICATED', code: 'unauthenticated' });
});

it("reads the caller profile from this run's emulator", async () => {
  const args = { corpId: 'corpX', kind: 'input', documentId: 'd1' };
  expect(await callAs('probeUser', 'confirmStockDocument', args)).toMatchObject({ ok: false, code: 'denied', details: { reason: 'noProfile' } });
  await asAdmin(env, (db) =>
    setDoc(doc(db, 'users/probeUser'), { name: 'P', email: 'probeuser@example.com', corpId: 'corpX', role: 'user', active: false }),
  );
  expect(await callAs('probeUser', 'confirmStockDocument', args)).toMatchObject({ ok: false, code: 'denied', details: { reason: 'inactive' } });
});
