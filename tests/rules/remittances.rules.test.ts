/**
 * Rules for remesas (issue 30): remittances/{id} and mandates/{clientId} are written only by the
 * remittance commands (functions/src/payments/remittances) and read only by the company's admins
 * (they hold clients' IBANs and mandates). Every persona × operation, an admin of another company,
 * and the writes an admin might try by hand (settling it, freeing a claim, a forged mandate use).
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { itemsToStored, totalsOf, type RemittanceItem } from '../../src/domain/payments/remittance';
import { CORP_A, CORP_B, createEnv, dbFor, PERSONAS, seedDocs, seedWorld, seededAt, type Persona } from './support';

const PROJECT = 'demo-rules-remittances';
let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createEnv(PROJECT);
});
afterAll(async () => {
  await env.cleanup();
});

const item: RemittanceItem = {
  dueId: 'inv1-1',
  invoiceId: 'inv1',
  n: 1,
  of: 1,
  number: 'F-2026-000001',
  partyId: 'c1',
  partyName: 'Cliente Uno',
  amountCents: 12100,
  mandate: { reference: 'M-0001', signatureDate: '2025-01-10' },
  sequenceType: 'FRST',
  iban: 'ES6000491500051234567892',
  bic: '',
  town: 'Madrid',
  country: 'ES',
  endToEndId: 'F-2026-000001-1',
  paymentId: null,
  returned: null,
};
const remittance = (corpId: string) => ({
  kind: 'cobros',
  state: 'preparada',
  date: '2026-12-05',
  scheme: 'CORE',
  messageId: `REM-20261205-r1`,
  company: { name: `Empresa ${corpId}` },
  items: itemsToStored([item]),
  totals: totalsOf([item]),
  building: false,
  createdBy: 'admin',
  createdAt: seededAt,
  updatedAt: seededAt,
});
const mandate = { reference: 'M-0001', firstRemittanceId: 'r1', updatedAt: seededAt };

const A = `corporations/${CORP_A}`;
const B = `corporations/${CORP_B}`;

beforeEach(async () => {
  await seedWorld(env);
  await seedDocs(env, {
    [`${A}/remittances/r1`]: remittance(CORP_A),
    [`${A}/mandates/c1`]: mandate,
    [`${B}/remittances/r1`]: remittance(CORP_B),
    [`${B}/mandates/c1`]: mandate,
  });
});

type Op = 'get' | 'list' | 'create' | 'update' | 'delete';
const OPS: Op[] = ['get', 'list', 'create', 'update', 'delete'];
const ADMINS: Persona[] = ['admin', 'superadmin'];
const COLLECTIONS = { remittances: { id: 'r1', data: remittance(CORP_A) }, mandates: { id: 'c1', data: mandate } };

describe('remittances and mandates: persona × operation (company A)', () => {
  const cases = Object.keys(COLLECTIONS).flatMap((name) =>
    OPS.flatMap((op) => PERSONAS.map((persona) => ({ name, op, persona, ok: ADMINS.includes(persona) && (op === 'get' || op === 'list') }))),
  );
  it.each(cases)('$persona $op on $name → allowed: $ok', async ({ name, op, persona, ok }) => {
    const db = dbFor(env, persona);
    const { id, data } = COLLECTIONS[name as keyof typeof COLLECTIONS];
    const path = `${A}/${name}/${id}`;
    const ops: Record<Op, () => Promise<unknown>> = {
      get: () => getDoc(doc(db, path)),
      list: () => getDocs(collection(db, `${A}/${name}`)),
      create: () => setDoc(doc(db, `${A}/${name}/new1`), data),
      update: () => updateDoc(doc(db, path), { updatedAt: seededAt }),
      delete: () => deleteDoc(doc(db, path)),
    };
    const attempt = ops[op]();
    await (ok ? assertSucceeds(attempt) : assertFails(attempt));
  });
});

describe('remittances: what an admin may not do by hand', () => {
  it("another company's admin reads nothing of company A", async () => {
    const db = dbFor(env, 'otherCompanyAdmin');
    await assertFails(getDoc(doc(db, `${A}/remittances/r1`)));
    await assertFails(getDocs(collection(db, `${A}/remittances`)));
    await assertFails(getDoc(doc(db, `${A}/mandates/c1`)));
    // Its own company's, yes.
    await assertSucceeds(getDoc(doc(db, `${B}/remittances/r1`)));
  });

  it('a staff user cannot list them even filtered to one state', async () => {
    await assertFails(getDocs(query(collection(dbFor(env, 'user'), `${A}/remittances`), where('state', '==', 'preparada'))));
  });

  it.each(ADMINS)('%s cannot settle it, free its items, cancel it or forge a mandate use', async (persona) => {
    const db = dbFor(env, persona);
    const ref = doc(db, `${A}/remittances/r1`);
    await assertFails(updateDoc(ref, { state: 'cargada', settleDate: '2026-12-05' }));
    await assertFails(updateDoc(ref, { items: [] }));
    await assertFails(updateDoc(ref, { state: 'cancelada' }));
    await assertFails(setDoc(doc(db, `${A}/mandates/c2`), { reference: 'M-0002', firstRemittanceId: 'r0' }));
    await assertFails(deleteDoc(doc(db, `${A}/mandates/c1`)));
    await assertFails(setDoc(doc(db, `${A}/remittances/r2`), { ...remittance(CORP_A), state: 'enviada' }));
  });
});
