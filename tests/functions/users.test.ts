/**
 * setUserAccess (functions/src/users): role and active of another person, the one way to change
 * them (the rules refuse them to browsers). Called through the Functions emulator as the app
 * does, then read back. Every company keeps at least one active admin.
 */
import { doc, getDoc, setDoc, type Firestore } from 'firebase/firestore';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asAdmin, callAs, createFunctionsEnv, expectOk } from './support';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createFunctionsEnv();
});
afterAll(() => env?.cleanup());

const X = 'uaCorpX';
const Y = 'uaCorpY';
type Person = { corpId: string; role: string; active: boolean };
const PEOPLE: Record<string, Person> = {
  uaAdmin1: { corpId: X, role: 'admin', active: true },
  uaAdmin2: { corpId: X, role: 'admin', active: true },
  uaUser: { corpId: X, role: 'user', active: true },
  uaRestricted: { corpId: X, role: 'restricted', active: true },
  uaInactiveAdmin: { corpId: X, role: 'admin', active: false },
  uaSuper: { corpId: X, role: 'superadmin', active: true },
  uaOtherAdmin: { corpId: Y, role: 'admin', active: true },
  uaOtherUser: { corpId: Y, role: 'user', active: true },
};

const stored = (uid: string) => asAdmin(env, async (db) => (await getDoc(doc(db, `users/${uid}`))).data());
const access = (uid: string) => stored(uid).then((d) => d && { role: d.role, active: d.active });

async function seed(people: Record<string, Person>): Promise<void> {
  await asAdmin(env, async (db: Firestore) => {
    for (const [uid, p] of Object.entries(people)) {
      await setDoc(doc(db, `users/${uid}`), {
        name: uid,
        email: `${uid.toLowerCase()}@example.com`,
        ...p,
        createdAt: new Date(0),
        updatedAt: new Date(0),
      });
    }
  });
}

beforeEach(async () => {
  await seed(PEOPLE);
});

describe('setUserAccess: an admin of the company', () => {
  it('demotes another admin while a second active admin remains, and stamps the change', async () => {
    expect(await expectOk('uaAdmin1', 'setUserAccess', { corpId: X, uid: 'uaAdmin2', role: 'user', active: true })).toEqual({ changed: true });
    const after = await stored('uaAdmin2');
    expect(after).toMatchObject({ role: 'user', active: true, name: 'uaAdmin2', corpId: X });
    expect((after!.updatedAt as { toMillis(): number }).toMillis()).toBeGreaterThan(0);
  });

  it('deactivates another admin while a second active admin remains', async () => {
    await expectOk('uaAdmin1', 'setUserAccess', { corpId: X, uid: 'uaAdmin2', role: 'admin', active: false });
    expect(await access('uaAdmin2')).toEqual({ role: 'admin', active: false });
  });

  it('promotes, deactivates and reactivates a user', async () => {
    await expectOk('uaAdmin1', 'setUserAccess', { corpId: X, uid: 'uaUser', role: 'admin', active: true });
    expect(await access('uaUser')).toEqual({ role: 'admin', active: true });
    await expectOk('uaAdmin1', 'setUserAccess', { corpId: X, uid: 'uaRestricted', role: 'restricted', active: false });
    await expectOk('uaAdmin1', 'setUserAccess', { corpId: X, uid: 'uaRestricted', role: 'restricted', active: true });
    expect(await access('uaRestricted')).toEqual({ role: 'restricted', active: true });
  });

  it('writes nothing when nothing changes', async () => {
    expect(await expectOk('uaAdmin1', 'setUserAccess', { corpId: X, uid: 'uaUser', role: 'user', active: true })).toEqual({ changed: false });
    expect((await stored('uaUser'))!.updatedAt).toEqual((await stored('uaAdmin1'))!.updatedAt);
  });

  it('refuses changing their own role or active (self)', async () => {
    expect(await callAs('uaAdmin1', 'setUserAccess', { corpId: X, uid: 'uaAdmin1', role: 'user', active: true })).toMatchObject({
      ok: false,
      code: 'self',
    });
    expect(await callAs('uaAdmin1', 'setUserAccess', { corpId: X, uid: 'uaAdmin1', role: 'admin', active: false })).toMatchObject({
      ok: false,
      code: 'self',
    });
    expect(await access('uaAdmin1')).toEqual({ role: 'admin', active: true });
  });

  it('refuses a role above their own, and touching a superadmin (roleAbove)', async () => {
    expect(await callAs('uaAdmin1', 'setUserAccess', { corpId: X, uid: 'uaUser', role: 'superadmin', active: true })).toMatchObject({
      ok: false,
      code: 'roleAbove',
    });
    expect(await callAs('uaAdmin1', 'setUserAccess', { corpId: X, uid: 'uaSuper', role: 'superadmin', active: false })).toMatchObject({
      ok: false,
      code: 'roleAbove',
    });
    expect(await access('uaUser')).toEqual({ role: 'user', active: true });
    expect(await access('uaSuper')).toEqual({ role: 'superadmin', active: true });
  });

  it('refuses a user of another company, whatever company the call names', async () => {
    expect(await callAs('uaAdmin1', 'setUserAccess', { corpId: X, uid: 'uaOtherUser', role: 'user', active: false })).toMatchObject({
      ok: false,
      code: 'otherCompany',
    });
    expect(await callAs('uaAdmin1', 'setUserAccess', { corpId: Y, uid: 'uaOtherUser', role: 'user', active: false })).toMatchObject({
      ok: false,
      code: 'denied',
      details: { reason: 'company' },
    });
    expect(await access('uaOtherUser')).toEqual({ role: 'user', active: true });
  });

  it('refuses a person who does not exist, and malformed input', async () => {
    expect(await callAs('uaAdmin1', 'setUserAccess', { corpId: X, uid: 'nobody', role: 'user', active: true })).toMatchObject({
      ok: false,
      code: 'notFound',
    });
    for (const bad of [
      { uid: 'uaUser', role: 'owner', active: true },
      { uid: 'uaUser', role: 'user', active: 'no' },
      { uid: '', role: 'user', active: true },
      { uid: 'a/b', role: 'user', active: true },
    ]) {
      expect(await callAs('uaAdmin1', 'setUserAccess', { corpId: X, ...bad })).toMatchObject({ ok: false, code: 'invalid' });
    }
  });
});

describe('setUserAccess: the last active admin', () => {
  it('refuses demoting or deactivating the company’s last active admin (lastAdmin), whoever asks', async () => {
    await expectOk('uaAdmin1', 'setUserAccess', { corpId: X, uid: 'uaAdmin2', role: 'user', active: true });
    for (const next of [
      { role: 'user', active: true },
      { role: 'admin', active: false },
      { role: 'restricted', active: false },
    ]) {
      expect(await callAs('uaSuper', 'setUserAccess', { corpId: X, uid: 'uaAdmin1', ...next })).toMatchObject({
        ok: false,
        status: 'FAILED_PRECONDITION',
        code: 'lastAdmin',
      });
    }
    expect(await access('uaAdmin1')).toEqual({ role: 'admin', active: true });
  });

  it('does not count an inactive admin as the one that remains', async () => {
    await seed({ uaAdmin2: { corpId: X, role: 'admin', active: false } });
    expect(await callAs('uaSuper', 'setUserAccess', { corpId: X, uid: 'uaAdmin1', role: 'admin', active: false })).toMatchObject({
      ok: false,
      code: 'lastAdmin',
    });
  });

  it('leaves one active admin when two admins demote each other at the same moment', async () => {
    const results = await Promise.all([
      callAs('uaAdmin1', 'setUserAccess', { corpId: X, uid: 'uaAdmin2', role: 'user', active: true }),
      callAs('uaAdmin2', 'setUserAccess', { corpId: X, uid: 'uaAdmin1', role: 'user', active: true }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const admins = [await access('uaAdmin1'), await access('uaAdmin2')].filter((a) => a?.role === 'admin' && a.active);
    expect(admins).toHaveLength(1);
  });
});

describe('setUserAccess: who may call it', () => {
  it.each([
    ['an inactive admin', 'uaInactiveAdmin', 'inactive'],
    ['a user', 'uaUser', 'role'],
    ['a restricted user', 'uaRestricted', 'role'],
    ['an admin of another company naming this one', 'uaOtherAdmin', 'company'],
    ['an account without a profile', 'uaNobody', 'noProfile'],
  ])('refuses %s', async (_what, uid, reason) => {
    expect(await callAs(uid, 'setUserAccess', { corpId: X, uid: 'uaAdmin2', role: 'user', active: false })).toMatchObject({
      ok: false,
      code: 'denied',
      details: { reason },
    });
    expect(await access('uaAdmin2')).toEqual({ role: 'admin', active: true });
  });

  it('refuses a caller who is not signed in', async () => {
    expect(await callAs(null, 'setUserAccess', { corpId: X, uid: 'uaAdmin2', role: 'user', active: false })).toMatchObject({
      ok: false,
      code: 'unauthenticated',
    });
  });
});

describe('setUserAccess: a superadmin', () => {
  it('manages the people of any company from the company they work in, keeping that company’s last admin', async () => {
    await seed({ uaOtherAdmin2: { corpId: Y, role: 'admin', active: true } });
    await expectOk('uaSuper', 'setUserAccess', { corpId: X, uid: 'uaOtherAdmin2', role: 'user', active: false });
    expect(await access('uaOtherAdmin2')).toEqual({ role: 'user', active: false });
    expect(await callAs('uaSuper', 'setUserAccess', { corpId: X, uid: 'uaOtherAdmin', role: 'user', active: true })).toMatchObject({
      ok: false,
      code: 'lastAdmin',
    });
  });

  it('may make another person superadmin, but not change their own access', async () => {
    await expectOk('uaSuper', 'setUserAccess', { corpId: X, uid: 'uaUser', role: 'superadmin', active: true });
    expect(await access('uaUser')).toEqual({ role: 'superadmin', active: true });
    expect(await callAs('uaSuper', 'setUserAccess', { corpId: X, uid: 'uaSuper', role: 'admin', active: true })).toMatchObject({
      ok: false,
      code: 'self',
    });
  });

  it('must name the company their profile works in, like every caller', async () => {
    expect(await callAs('uaSuper', 'setUserAccess', { corpId: Y, uid: 'uaOtherUser', role: 'user', active: false })).toMatchObject({
      ok: false,
      code: 'denied',
      details: { reason: 'company' },
    });
  });
});
