/**
 * Issue 26, deleted accounts: deleting a person is a command (deleteUser) that deactivates the
 * profile first, then deletes the Auth account; and every command's guard refuses the token of an
 * account Auth no longer has (deleted in the console), has disabled, or whose tokens were revoked —
 * though the token itself is still within its hour. Also measures what the account lookup costs.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/domain/rateLimit';
import { storedUserProfile } from '../../src/users/userSearch';
import { CORP_A, seedWorld } from '../rules/support';
import { seededAt } from '../rules/stockSupport';
import { asAdmin, authAdminUrl, callAs, createFunctionsEnv, ensureAccount } from './support';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createFunctionsEnv();
});
afterAll(() => env?.cleanup());

let n = 0;
/** A fresh person of company A with a role, an active profile and an Auth account. */
async function person(role = 'user'): Promise<string> {
  const uid = `acct${Date.now()}${n++}`;
  await asAdmin(env, (db) =>
    setDoc(doc(db, `users/${uid}`), {
      ...storedUserProfile({ name: uid, email: `${uid}@example.com`, corpId: CORP_A, role, active: true }),
      createdAt: seededAt,
      updatedAt: seededAt,
    }),
  );
  await ensureAccount(uid);
  return uid;
}

const admin = (path: string, body: unknown) =>
  fetch(authAdminUrl(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
const lookup = async (uid: string) => ((await (await admin('accounts:lookup', { localId: [uid] })).json()) as { users?: unknown[] }).users ?? [];
/** A command that reaches its guard and then refuses the input: 'invalid' means the guard let the caller through. */
const probe = (uid: string) => callAs(uid, 'returnSale', { corpId: CORP_A, lines: [], reason: '' });

beforeEach(() => seedWorld(env));

describe('the guard refuses tokens of accounts that are gone', () => {
  it('an account deleted in the console, its profile still active: refused at once (noAccount)', async () => {
    const uid = await person();
    expect(await probe(uid)).toMatchObject({ code: 'invalid' });
    expect((await admin('accounts:delete', { localId: uid })).ok).toBe(true);
    expect(await probe(uid)).toMatchObject({ ok: false, code: 'denied', details: { reason: 'noAccount' } });
  });

  it('an account disabled in the console: refused (disabled)', async () => {
    const uid = await person();
    expect((await admin('accounts:update', { localId: uid, disableUser: true })).ok).toBe(true);
    expect(await probe(uid)).toMatchObject({ ok: false, code: 'denied', details: { reason: 'disabled' } });
  });

  it('tokens revoked after this one was signed in: refused (revoked)', async () => {
    const uid = await person();
    expect(await probe(uid)).toMatchObject({ code: 'invalid' });
    // Revoked a minute from now: every token signed in before then is refused.
    const validSince = String(Math.floor(Date.now() / 1000) + 60);
    expect((await admin('accounts:update', { localId: uid, validSince })).ok).toBe(true);
    expect(await probe(uid)).toMatchObject({ ok: false, code: 'denied', details: { reason: 'revoked' } });
  });

  it('measures the account lookup each command now makes (Auth emulator)', async () => {
    const uid = await person();
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      expect(await lookup(uid)).toHaveLength(1);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`getUser (accounts:lookup) on the Auth emulator: median ${times[15]!.toFixed(1)} ms, p90 ${times[27]!.toFixed(1)} ms over 30`);
  });
});

describe('deleteUser', () => {
  it('an admin deletes a person: profile deactivated, command budget removed, Auth account deleted, their token refused', async () => {
    const uid = await person();
    const budget = () => asAdmin(env, async (db) => (await getDoc(doc(db, `${RATE_LIMITS}/${uid}`))).exists());
    // Their first command opened their budget (functions/src/runtime/rateLimit.ts).
    expect(await probe(uid)).toMatchObject({ ok: false, code: 'invalid' });
    expect(await budget()).toBe(true);
    expect(await callAs('admin', 'deleteUser', { corpId: CORP_A, uid })).toMatchObject({ ok: true });
    const profile = await asAdmin(env, async (db) => (await getDoc(doc(db, `users/${uid}`))).data());
    expect(profile).toMatchObject({ active: false, role: 'user', corpId: CORP_A });
    expect(await budget()).toBe(false);
    expect(await lookup(uid)).toHaveLength(0);
    expect(await probe(uid)).toMatchObject({ ok: false, code: 'denied', details: { reason: 'inactive' } });
  });

  it('refuses a user, oneself, and the last active admin; a person of another company', async () => {
    const target = await person();
    expect(await callAs('user', 'deleteUser', { corpId: CORP_A, uid: target })).toMatchObject({ ok: false, code: 'denied' });
    expect(await callAs('admin', 'deleteUser', { corpId: CORP_A, uid: 'admin' })).toMatchObject({ ok: false, code: 'self' });
    expect(await callAs('otherCompanyAdmin', 'deleteUser', { corpId: 'corpB', uid: target })).toMatchObject({ ok: false });
    expect(await callAs('admin', 'deleteUser', { corpId: CORP_A, uid: 'nobody' })).toMatchObject({ ok: false, code: 'notFound' });
    // Nothing changed for the target.
    expect(await probe(target)).toMatchObject({ code: 'invalid' });
  });
});
