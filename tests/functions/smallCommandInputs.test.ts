/**
 * The small commands read their input through their schemas (src/domain/commandInputs: users,
 * stock, VERI*FACTU; issue 27): a hand-made request with a wrong type, a control character or a
 * path where an id goes is refused `invalid` naming the field, and nothing is written. Called
 * through the Functions emulator as a hostile admin would through the REST API.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { corpData } from '../rules/support';
import { seededAt } from '../rules/invoiceSupport';
import { asAdmin, callAs, createFunctionsEnv, expectOk } from './support';

const CORP = 'corpSmallInputs';
const ADMIN = 'smallInputsAdmin';
const TARGET = 'smallInputsUser';

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
    await setDoc(doc(db, `users/${ADMIN}`), person(ADMIN, 'admin'));
    await setDoc(doc(db, `users/${TARGET}`), person(TARGET, 'user'));
    await setDoc(doc(db, `corporations/${CORP}/categories/p1`), { code: 'P1', name: 'Producto', unit: 'ud', createdAt: seededAt });
  });
});

const stored = (path: string) => asAdmin(env, async (db) => (await getDoc(doc(db, path))).data());
const count = (path: string) => asAdmin(env, async (db) => (await getDocs(collection(db, path))).size);
/** Every user's profile as stored, to show that a refused call changed none. */
const everyone = () => asAdmin(env, async (db) => Object.fromEntries((await getDocs(collection(db, 'users'))).docs.map((d) => [d.id, d.data()])));

describe('setUserAccess and deleteUser refuse a hand-made input, writing nothing', () => {
  it.each<[string, string, Record<string, unknown>, string]>([
    ['active as the number 1', 'setUserAccess', { uid: TARGET, role: 'user', active: 1 }, 'active'],
    ['a uid with U+0001', 'setUserAccess', { uid: `${TARGET}\u0001`, role: 'user', active: false }, 'uid:unsafeText'],
    ['a uid with U+FFFE', 'setUserAccess', { uid: `\uFFFE${TARGET}`, role: 'user', active: false }, 'uid:unsafeText'],
    ['a uid that is a path', 'setUserAccess', { uid: `${TARGET}/x`, role: 'user', active: false }, 'uid'],
    ['a role in capitals', 'setUserAccess', { uid: TARGET, role: 'SUPERADMIN', active: true }, 'role'],
    ['a uid with U+0001', 'deleteUser', { uid: `${TARGET}\u0001` }, 'uid:unsafeText'],
    ['a uid __x__', 'deleteUser', { uid: '__x__' }, 'uid'],
  ])('%s (%s)', async (_what, name, input, detail) => {
    const before = await everyone();
    expect(await callAs(ADMIN, name, { corpId: CORP, ...input })).toMatchObject({ ok: false, code: 'invalid', details: { detail } });
    expect(await everyone()).toEqual(before);
  });

  it("an admin's role 'superadmin' is a role, refused as above theirs (roleAbove), not written", async () => {
    const before = await everyone();
    expect(await callAs(ADMIN, 'setUserAccess', { corpId: CORP, uid: TARGET, role: 'superadmin', active: true })).toMatchObject({
      ok: false,
      code: 'roleAbove',
    });
    expect(await everyone()).toEqual(before);
  });

  it('the same call with a right input goes through (the refusals above are the input’s)', async () => {
    expect(await expectOk(ADMIN, 'setUserAccess', { corpId: CORP, uid: TARGET, role: 'user', active: false, extra: 'dropped' })).toEqual({
      changed: true,
    });
    const after = await stored(`users/${TARGET}`);
    expect(after).toMatchObject({ role: 'user', active: false });
    expect(after).not.toHaveProperty('extra');
  });
});

describe('refreshProductStock refuses a product id that is not one, writing nothing', () => {
  it.each<[string, unknown, string]>([
    ['a slash', 'p1/x', 'productId'],
    ['a path up', '../p1', 'productId'],
    ['__x__', '__x__', 'productId'],
    ['U+0001', 'p\u00011', 'productId:unsafeText'],
    ['a number', 1, 'productId'],
  ])('%s', async (_what, productId, detail) => {
    expect(await callAs(ADMIN, 'refreshProductStock', { corpId: CORP, productId })).toMatchObject({
      ok: false,
      code: 'invalid',
      details: { detail },
    });
    expect(await count(`corporations/${CORP}/stock`)).toBe(0);
    expect(await count(`corporations/${CORP}/summaries`)).toBe(0);
  });

  it('takes the product’s own id (no stock level yet: nothing to refresh)', async () => {
    expect(await expectOk(ADMIN, 'refreshProductStock', { corpId: CORP, productId: 'p1' })).toEqual({ refreshed: false });
  });
});

describe('the VERI*FACTU commands refuse a record id or an administration that is not one', () => {
  it.each<[string, string, Record<string, unknown>, string]>([
    ['a record id that is a path', 'resendVerifactuRecord', { recordId: '../../users/x' }, 'recordId'],
    ['a record id with U+0001', 'resendVerifactuRecord', { recordId: 'B12345678-000000000001\u0001' }, 'recordId'],
    ['a list with one id __x__', 'exportVerifactuXml', { recordIds: ['B12345678-000000000001', '__x__'] }, 'recordIds'],
    ['an administration in capitals', 'setTaxAdministration', { administration: 'NAVARRA', reason: 'Domicilio en Pamplona' }, 'administration'],
    ['a reason with U+FFFE', 'setTaxAdministration', { administration: 'navarra', reason: 'Domicilio \uFFFE' }, 'reason'],
  ])('%s (%s)', async (_what, name, input, detail) => {
    expect(await callAs(ADMIN, name, { corpId: CORP, ...input })).toMatchObject({ ok: false, code: 'invalid', details: { detail } });
    expect(await count(`corporations/${CORP}/verifactuRecords`)).toBe(0);
    expect(await count(`corporations/${CORP}/verifactuChains`)).toBe(0);
  });
});
