/**
 * Rules for the tills (issue 29): tills/{tillId} is master data admins write (name only; the
 * commands' openSessionId and zCount are never a client's), tillSessions (a closed one is its Z
 * report) and tillCashiers are the till commands' alone. A cashier reads their own sessions, an
 * admin all of the company's; another company nothing. Forged fields, doubles and control
 * characters are refused.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where, writeBatch, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { newSessionFields, planClose, sessionFromStored } from '../../src/domain/till/tillModel';
import { CORP_A, CORP_B, createEnv, dbFor, PERSONAS, seedWorld, stampNew, stampUpdate, seededAt, type Persona } from './support';

const PROJECT = 'demo-rules-till';
let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createEnv(PROJECT);
});
afterAll(async () => {
  await env.cleanup();
});

const A = `corporations/${CORP_A}`;
const B = `corporations/${CORP_B}`;
const session = (cashierUid: string) => ({
  ...newSessionFields({ tillId: 'caja1', tillName: 'Caja 1', cashierUid, cashierName: 'Ana', floatCents: 10000, openDate: '2026-01-01' }),
  openedAt: seededAt,
  updatedAt: seededAt,
});
const closed = () => {
  const s = sessionFromStored('s2', session('user'))!;
  const plan = planClose(
    s,
    { counted: { '5000': 2 }, note: '' },
    { uid: 'user', name: 'Ana', isAdmin: false, lastZ: 0, at: '2026-01-01T20:00:00Z', day: '2026-01-01' },
  );
  if (!plan.ok) throw new Error('plan');
  return { ...session('user'), state: 'closed', closing: plan.closing };
};

beforeEach(async () => {
  await seedWorld(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    const batch = writeBatch(db);
    batch.set(doc(db, `${A}/tills/caja1`), { name: 'Caja 1', openSessionId: 's1', zCount: 0, createdAt: seededAt, updatedAt: seededAt });
    batch.set(doc(db, `${A}/tillSessions/s1`), session('user'));
    batch.set(doc(db, `${A}/tillSessions/s2`), closed());
    batch.set(doc(db, `${A}/tillSessions/s3`), session('admin'));
    batch.set(doc(db, `${A}/tillSessions/sc`), session('cashier'));
    batch.set(doc(db, `${A}/tillCashiers/user`), { sessionId: 's1', tillId: 'caja1', updatedAt: seededAt });
    batch.set(doc(db, `${B}/tills/cajaB`), { name: 'Caja B', createdAt: seededAt, updatedAt: seededAt });
    await batch.commit();
  });
});

const STAFF: Persona[] = ['user', 'admin', 'superadmin'];
/** Who works at the counter: staff and the cashier role. */
const COUNTER: Persona[] = ['cashier', ...STAFF];
const ADMINS: Persona[] = ['admin', 'superadmin'];

describe('tills: persona × operation', () => {
  it.each(PERSONAS)('%s reads tills of company A only when at the counter (staff or cashier)', async (persona) => {
    const db = dbFor(env, persona);
    const ok = COUNTER.includes(persona);
    await (ok ? assertSucceeds : assertFails)(getDoc(doc(db, `${A}/tills/caja1`)));
    await (ok ? assertSucceeds : assertFails)(getDocs(collection(db, `${A}/tills`)));
  });
  it.each(PERSONAS)('%s creates and renames a till only when admin', async (persona) => {
    const db = dbFor(env, persona);
    const ok = ADMINS.includes(persona);
    await (ok ? assertSucceeds : assertFails)(setDoc(doc(db, `${A}/tills/caja2`), { name: 'Caja 2', ...stampNew() }));
    await (ok ? assertSucceeds : assertFails)(updateDoc(doc(db, `${A}/tills/caja1`), { name: 'Caja principal', ...stampUpdate() }));
    await assertFails(deleteDoc(doc(db, `${A}/tills/caja1`)));
  });
  it('no one writes another company’s tills', async () => {
    await assertFails(setDoc(doc(dbFor(env, 'otherCompanyAdmin'), `${A}/tills/x`), { name: 'X', ...stampNew() }));
    await assertFails(getDoc(doc(dbFor(env, 'admin'), `${B}/tills/cajaB`)));
    await assertFails(updateDoc(doc(dbFor(env, 'admin'), `${B}/tills/cajaB`), { name: 'Mía', ...stampUpdate() }));
  });
  it.each([
    ['a forged open session', { name: 'Caja 2', openSessionId: 'x', ...stampNew() }],
    ['a forged Z count', { name: 'Caja 2', zCount: 7, ...stampNew() }],
    ['a control character', { name: 'Caja\u00072', ...stampNew() }],
    ['a line break', { name: 'Caja\n2', ...stampNew() }],
    ['an empty name', { name: '', ...stampNew() }],
    ['a number for a name', { name: 2, ...stampNew() }],
    ['a name too long', { name: 'C'.repeat(61), ...stampNew() }],
    ['no stamps', { name: 'Caja 2' }],
  ])('admin cannot create a till with %s', async (_, data) => {
    await assertFails(setDoc(doc(dbFor(env, 'admin'), `${A}/tills/caja2`), data));
  });
  it.each([
    ['its open session', { openSessionId: null, ...stampUpdate() }],
    ['its Z count', { zCount: 0.5, ...stampUpdate() }],
    ['its Z count (integer)', { zCount: 9, ...stampUpdate() }],
    ['its creation time', { name: 'Caja', createdAt: seededAt, updatedAt: seededAt }],
  ])('admin cannot change %s', async (_, data) => {
    await assertFails(updateDoc(doc(dbFor(env, 'admin'), `${A}/tills/caja1`), data));
  });
});

describe('tillSessions and tillCashiers: commands only', () => {
  it('a cashier reads their own sessions, open and closed (their Z reports), not another’s', async () => {
    const db = dbFor(env, 'user');
    await assertSucceeds(getDoc(doc(db, `${A}/tillSessions/s1`)));
    await assertSucceeds(getDoc(doc(db, `${A}/tillSessions/s2`)));
    await assertFails(getDoc(doc(db, `${A}/tillSessions/s3`)));
    await assertSucceeds(getDocs(query(collection(db, `${A}/tillSessions`), where('cashierUid', '==', 'user'))));
    await assertFails(getDocs(collection(db, `${A}/tillSessions`)));
  });
  it('the cashier role reads its own sessions only', async () => {
    const db = dbFor(env, 'cashier');
    await assertSucceeds(getDoc(doc(db, `${A}/tillSessions/sc`)));
    await assertFails(getDoc(doc(db, `${A}/tillSessions/s1`)));
    await assertSucceeds(getDocs(query(collection(db, `${A}/tillSessions`), where('cashierUid', '==', 'cashier'))));
    await assertFails(getDocs(collection(db, `${A}/tillSessions`)));
  });
  it('an admin reads every session of the company; others none', async () => {
    await assertSucceeds(getDocs(collection(dbFor(env, 'admin'), `${A}/tillSessions`)));
    for (const p of ['anonymous', 'noProfile', 'otherCompanyAdmin', 'restricted', 'inactive'] as Persona[]) {
      await assertFails(getDoc(doc(dbFor(env, p), `${A}/tillSessions/s1`)));
    }
  });
  it.each(PERSONAS)('%s cannot write a session, a Z report or a cashier pointer', async (persona) => {
    const db = dbFor(env, persona);
    await assertFails(setDoc(doc(db, `${A}/tillSessions/new`), session(persona)));
    await assertFails(updateDoc(doc(db, `${A}/tillSessions/s1`), { floatCents: 0 }));
    await assertFails(updateDoc(doc(db, `${A}/tillSessions/s2`), { 'closing.differenceCents': 0 }));
    await assertFails(deleteDoc(doc(db, `${A}/tillSessions/s2`)));
    await assertFails(setDoc(doc(db, `${A}/tillCashiers/${persona}`), { sessionId: 's3', tillId: 'caja1' }));
    await assertFails(deleteDoc(doc(db, `${A}/tillCashiers/user`)));
  });
  it('a cashier reads only their own pointer', async () => {
    await assertSucceeds(getDoc(doc(dbFor(env, 'user'), `${A}/tillCashiers/user`)));
    await assertFails(getDoc(doc(dbFor(env, 'admin'), `${A}/tillCashiers/user`)));
    await assertFails(getDocs(collection(dbFor(env, 'admin'), `${A}/tillCashiers`)));
  });
});
