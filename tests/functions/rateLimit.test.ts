/**
 * The per-account command budget (issue 33, src/domain/rateLimit.ts), enforced by the command
 * wrapper (functions/src/runtime/command.ts) against the run's real limit (no
 * COMMAND_RATE_LIMIT_PER_MINUTE: the default). The budgets are seeded nearly or wholly spent (the
 * burst and the refill are src/domain/rateLimit.test.ts's):
 * an account that spends it is refused 'rateLimited'
 * (resource-exhausted) before the command runs, so the refused command writes nothing, while
 * another account of the same company goes on; a heavy command (the company's export) has its own
 * smaller budget, whose refusal leaves the other commands alone.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_COMMANDS_PER_MINUTE, RATE_LIMITS } from '../../src/domain/rateLimit';
import { corpData } from '../rules/support';
import { seededAt } from '../rules/invoiceSupport';
import { asAdmin, callAs, createFunctionsEnv, expectOk, type CommandResult } from './support';

const CORP = 'corpRateLimit';
const BUSY = 'rateLimitBusyAdmin';
const OTHER = 'rateLimitOtherAdmin';
const TARGET = 'rateLimitUser';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createFunctionsEnv();
});
afterAll(() => env?.cleanup());

const person = (name: string, role: string) => ({
  name,
  email: `${name.toLowerCase()}@example.com`,
  corpId: CORP,
  role,
  active: true,
  createdAt: seededAt,
  updatedAt: seededAt,
});

beforeEach(async () => {
  await env.clearFirestore();
  await asAdmin(env, async (db) => {
    await setDoc(doc(db, `corporations/${CORP}`), { name: CORP, data: corpData(), createdAt: seededAt, updatedAt: seededAt });
    for (const uid of [BUSY, OTHER]) await setDoc(doc(db, `users/${uid}`), person(uid, 'admin'));
    await setDoc(doc(db, `users/${TARGET}`), person(TARGET, 'user'));
  });
});

const stored = (path: string) => asAdmin(env, async (db) => (await getDoc(doc(db, path))).data());
/** A call the limiter lets through and the command then refuses at once ('invalid'): it spends a token and writes nothing. */
const cheap = (uid: string) => callAs(uid, 'setUserAccess', { corpId: CORP, uid: TARGET, role: 'user', active: 1 });
/** A call that writes when it runs: the target's profile deactivated. */
const deactivate = (uid: string) => callAs(uid, 'setUserAccess', { corpId: CORP, uid: TARGET, role: 'user', active: false });

describe('the per-account command budget', () => {
  it('three tokens left and six calls at once: exactly three run, the other three are refused', async () => {
    // As written by an instance whose clock is 4 minutes ahead: no refill during the test, so the
    // count is exact (on this machine the emulator runs one account's calls slower than the real
    // default refills, 2 a second, so a rush could not outrun it).
    const left = { all: { tokens: 3, at: Date.now() + 4 * 60_000 } };
    await asAdmin(env, (db) => setDoc(doc(db, `${RATE_LIMITS}/${BUSY}`), left));
    const results = await Promise.all(Array.from({ length: 6 }, () => cheap(BUSY)));
    const codes = results.map((r) => (r.ok ? 'ok' : r.code)).sort();
    expect(codes).toEqual([...Array(3).fill('invalid'), ...Array(3).fill('rateLimited')]);
    const refusal = results.find((r) => !r.ok && r.code === 'rateLimited') as CommandResult;
    expect(refusal).toMatchObject({ ok: false, status: 'RESOURCE_EXHAUSTED' });
    expect(refusal.ok ? 0 : (refusal.details.retryAfterSeconds as number)).toBeGreaterThan(120);
    expect((await stored(`${RATE_LIMITS}/${BUSY}`))?.all?.tokens).toBe(0);
  }, 120_000);

  it('a spent budget refuses a command that would write before it runs, and another account of the company runs it', async () => {
    // Spent, as written by an instance whose clock is 4 minutes ahead: no refill meanwhile.
    const spent = { all: { tokens: 0, at: Date.now() + 4 * 60_000 } };
    await asAdmin(env, (db) => setDoc(doc(db, `${RATE_LIMITS}/${BUSY}`), spent));
    expect(await deactivate(BUSY)).toMatchObject({ ok: false, status: 'RESOURCE_EXHAUSTED', code: 'rateLimited' });
    expect(await stored(`users/${TARGET}`)).toMatchObject({ active: true });
    expect(await stored(`${RATE_LIMITS}/${BUSY}`)).toEqual(spent);

    expect(await deactivate(OTHER)).toEqual({ ok: true, data: { changed: true } });
    expect(await stored(`users/${TARGET}`)).toMatchObject({ active: false });
    expect((await stored(`${RATE_LIMITS}/${OTHER}`))?.all?.tokens).toBe(DEFAULT_COMMANDS_PER_MINUTE - 1);
  }, 120_000);

  it('a heavy command with its own budget spent is refused for minutes, the other commands of the account still run', async () => {
    const now = Date.now();
    await asAdmin(env, (db) => setDoc(doc(db, `${RATE_LIMITS}/${BUSY}`), { heavy: { tokens: 0, at: now } }));
    const refused = await callAs(BUSY, 'exportCompanyData', { corpId: CORP });
    expect(refused).toMatchObject({ ok: false, status: 'RESOURCE_EXHAUSTED', code: 'rateLimited' });
    expect(refused.ok ? 0 : (refused.details.retryAfterSeconds as number)).toBeGreaterThan(600);
    // The refused call drew nothing, and the export's own guard was not taken.
    expect(await stored(`${RATE_LIMITS}/${BUSY}`)).toEqual({ heavy: { tokens: 0, at: now } });
    expect(await stored(`corporations/${CORP}/exports/last`)).toBeUndefined();

    expect(await expectOk(BUSY, 'setUserAccess', { corpId: CORP, uid: TARGET, role: 'user', active: false })).toEqual({ changed: true });
    expect(await callAs(OTHER, 'exportCompanyData', { corpId: CORP })).toMatchObject({ ok: true });
  }, 120_000);

  it('a refusal of the caller check spends nothing (a stranger cannot spend an account’s budget)', async () => {
    expect(await callAs('rateLimitStranger', 'setUserAccess', { corpId: CORP, uid: TARGET, role: 'user', active: false })).toMatchObject({
      ok: false,
      code: 'denied',
    });
    expect(await stored(`${RATE_LIMITS}/rateLimitStranger`)).toBeUndefined();
  });
});
