/**
 * Rules for store-credit vouchers (issue 29): `vouchers/{code}` and their redemptions are written
 * only by the commands (returnSale, sellAtCounter). The counter (cashier and staff) gets one by its
 * code; only staff list them; another company, restricted or inactive users nothing.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { CORP_A, CORP_B, createEnv, dbFor, PERSONAS, seedWorld, seededAt, type Persona } from './support';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createEnv('demo-rules-vouchers');
});
afterAll(async () => {
  await env.cleanup();
});

const A = `corporations/${CORP_A}`;
const B = `corporations/${CORP_B}`;
const voucher = (balanceCents: number) => ({
  code: 'ABCDEFGH23',
  amountCents: 2500,
  balanceCents,
  issueDate: '2026-01-01',
  expiresOn: '2027-01-01',
  invoiceId: 'r1',
  numberText: 'R-2026-1',
  issuedBy: 'user',
  issuedAt: seededAt,
  updatedAt: seededAt,
});

beforeEach(async () => {
  await seedWorld(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    const batch = writeBatch(db);
    batch.set(doc(db, `${A}/vouchers/ABCDEFGH23`), voucher(2500));
    batch.set(doc(db, `${A}/vouchers/ABCDEFGH23/redemptions/t1`), { invoiceId: 't1', amountCents: 500 });
    batch.set(doc(db, `${B}/vouchers/ZZZZZZZZ22`), voucher(2500));
    await batch.commit();
  });
});

const COUNTER: Persona[] = ['cashier', 'user', 'admin', 'superadmin'];
const STAFF: Persona[] = ['user', 'admin', 'superadmin'];

describe('vouchers: persona × operation', () => {
  it.each(PERSONAS)('%s gets a voucher of company A by its code only at the counter', async (persona) => {
    const read = getDoc(doc(dbFor(env, persona), `${A}/vouchers/ABCDEFGH23`));
    await (COUNTER.includes(persona) ? assertSucceeds(read) : assertFails(read));
  });

  it.each(PERSONAS)('%s lists company A vouchers only when staff (never the cashier)', async (persona) => {
    const list = getDocs(collection(dbFor(env, persona), `${A}/vouchers`));
    await (STAFF.includes(persona) ? assertSucceeds(list) : assertFails(list));
  });

  it.each(PERSONAS)('%s reads the redemptions only when staff', async (persona) => {
    const list = getDocs(collection(dbFor(env, persona), `${A}/vouchers/ABCDEFGH23/redemptions`));
    await (STAFF.includes(persona) ? assertSucceeds(list) : assertFails(list));
  });

  it.each(PERSONAS)('%s never creates, tops up, deletes a voucher or forges a redemption', async (persona) => {
    const db = dbFor(env, persona);
    await assertFails(setDoc(doc(db, `${A}/vouchers/NEWCODE234`), voucher(100000)));
    await assertFails(updateDoc(doc(db, `${A}/vouchers/ABCDEFGH23`), { balanceCents: 999999 }));
    await assertFails(updateDoc(doc(db, `${A}/vouchers/ABCDEFGH23`), { balanceCents: 2500.5 }));
    await assertFails(deleteDoc(doc(db, `${A}/vouchers/ABCDEFGH23`)));
    await assertFails(setDoc(doc(db, `${A}/vouchers/ABCDEFGH23/redemptions/t9`), { invoiceId: 't9', amountCents: -2500 }));
  });

  it('the other company admin cannot get company A voucher, even knowing its code', async () => {
    await assertFails(getDoc(doc(dbFor(env, 'otherCompanyAdmin'), `${A}/vouchers/ABCDEFGH23`)));
    await assertSucceeds(getDoc(doc(dbFor(env, 'otherCompanyAdmin'), `${B}/vouchers/ZZZZZZZZ22`)));
  });
});
