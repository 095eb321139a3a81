/**
 * The per-account command budget (issue 33, src/domain/rateLimit.ts), enforced by the command
 * wrapper (functions/src/runtime/command.ts) against the run's real limit (no
 * COMMAND_RATE_LIMIT_PER_MINUTE: the default): an account that spends it is refused 'rateLimited'
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
  it(`lets at least ${DEFAULT_COMMANDS_PER_MINUTE} commands through in a rush, then refuses that account only, writing nothing`, async () => {
    // Ten at a time until the first refusal (the bucket refills 2 a second meanwhile).
    let passed = 0;
    let refusal: CommandResult | null = null;
    while (!refusal && passed < 4 * DEFAULT_COMMANDS_PER_MINUTE) {
      const batch = await Promise.all(Array.from({ length: 10 }, () => cheap(BUSY)));
      for (const r of batch) {
        if (!r.ok && r.code === 'rateLimited') refusal ??= r;
        else {
          expect(r).toMatchObject({ ok: false, code: 'invalid' });
          passed++;
        }
      }
    }
    expect(passed).toBeGreaterThanOrEqual(DEFAULT_COMMANDS_PER_MINUTE);
    expect(refusal).toMatchObject({ ok: false, status: 'RESOURCE_EXHAUSTED', code: 'rateLimited' });
    expect(refusal!.details.retryAfterSeconds).toBeGreaterThanOrEqual(1);

    // Spent: a command that would write is refused before it runs, and nothing changes.
    const budget = await stored(`${RATE_LIMITS}/${BUSY}`);
    expect(budget?.all?.tokens).toBeLessThan(1);
    expect(await deactivate(BUSY)).toMatchObject({ ok: false, code: 'rateLimited' });
    expect(await stored(`users/${TARGET}`)).toMatchObject({ active: true });

    // Another account of the same company is not affected: the same command runs for it.
    expect(await deactivate(OTHER)).toEqual({ ok: true, data: { changed: true } });
    expect(await stored(`users/${TARGET}`)).toMatchObject({ active: false });
    expect((await stored(`${RATE_LIMITS}/${OTHER}`))?.all?.tokens).toBeGreaterThan(DEFAULT_COMMANDS_PER_MINUTE - 2);
  });

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
  });

  it('a refusal of the caller check spends nothing (a stranger cannot spend an account’s budget)', async () => {
    expect(await callAs('rateLimitStranger', 'setUserAccess', { corpId: CORP, uid: TARGET, role: 'user', active: false })).toMatchObject({
      ok: false,
      code: 'denied',
    });
    expect(await stored(`${RATE_LIMITS}/rateLimitStranger`)).toBeUndefined();
  });
});
