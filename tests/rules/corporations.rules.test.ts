import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, limit, orderBy, query, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { CORP_A, CORP_B, corpData, createEnv, dbFor, PERSONAS, seedWorld, stampNew, stampUpdate, type Persona } from './support';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createEnv('demo-rules-corporations');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await seedWorld(env);
});

type Op = 'get' | 'list' | 'create' | 'update' | 'delete';
const operations: Record<Op, (p: Persona) => Promise<unknown>> = {
  get: (p) => getDoc(doc(dbFor(env, p), `corporations/${CORP_A}`)),
  list: (p) => getDocs(collection(dbFor(env, p), 'corporations')),
  create: (p) => setDoc(doc(dbFor(env, p), 'corporations/nueva'), { name: 'Nueva S.L.', data: corpData(), ...stampNew() }),
  update: (p) =>
    updateDoc(doc(dbFor(env, p), `corporations/${CORP_A}`), { data: corpData({ phone: '911111111' }), ...stampUpdate() }),
  delete: (p) => deleteDoc(doc(dbFor(env, p), `corporations/${CORP_A}`)),
};

// Target: company A, where every persona but the other company's admin belongs.
const allowed: Record<Op, Persona[]> = {
  get: ['restricted', 'user', 'admin', 'superadmin'],
  list: ['superadmin'],
  create: ['superadmin'],
  update: ['admin', 'superadmin'],
  delete: [],
};

describe('corporations: persona × operation matrix', () => {
  const cases = (Object.keys(operations) as Op[]).flatMap((op) =>
    PERSONAS.map((persona) => ({ op, persona, ok: allowed[op].includes(persona) })),
  );
  it.each(cases)('$persona $op on company A → allowed: $ok', async ({ op, persona, ok }) => {
    const attempt = operations[op](persona);
    await (ok ? assertSucceeds(attempt) : assertFails(attempt));
  });
});

describe('corporations: attacks and shapes', () => {
  it('refuses an admin editing another company', async () => {
    await assertFails(
      updateDoc(doc(dbFor(env, 'admin'), `corporations/${CORP_B}`), { name: 'Mía', ...stampUpdate() }),
    );
  });

  it('refuses a user reading another company', async () => {
    await assertFails(getDoc(doc(dbFor(env, 'user'), `corporations/${CORP_B}`)));
  });

  it('lets a superadmin read any company', async () => {
    await assertSucceeds(getDoc(doc(dbFor(env, 'superadmin'), `corporations/${CORP_B}`)));
  });

  it.each([
    ['an unknown VAT rate', { defaultVatRate: 7 }],
    ['a series with a hyphen', { salesSeries: 'F-1' }],
    ['the same series for invoices and rectificativas', { rectificationSeries: 'F' }],
    ['allowNegativeStock as text', { allowNegativeStock: 'no' }],
    ['an extra key', { owner: 'me' }],
    ['a huge address', { address: 'x'.repeat(201) }],
  ])('refuses company data with %s', async (_what, change) => {
    await assertFails(
      updateDoc(doc(dbFor(env, 'admin'), `corporations/${CORP_A}`), { data: corpData(change), ...stampUpdate() }),
    );
  });

  it('refuses a company without a name', async () => {
    await assertFails(
      setDoc(doc(dbFor(env, 'superadmin'), 'corporations/x'), { name: '', data: corpData(), ...stampNew() }),
    );
  });
});

describe('corporations: the Empresas screen and the company form', () => {
  const page = (p: Persona) => getDocs(query(collection(dbFor(env, p), 'corporations'), orderBy('name'), limit(26)));

  it('lets only a superadmin page through all companies', async () => {
    await assertSucceeds(page('superadmin'));
    await assertFails(page('admin'));
    await assertFails(page('user'));
  });

  it('lets an admin save their company’s full data as the form sends it', async () => {
    await assertSucceeds(
      updateDoc(doc(dbFor(env, 'admin'), `corporations/${CORP_A}`), {
        name: 'Empresa A',
        data: corpData({ iban: 'ES9121000418450200051332', phone: '+34 910 123 456', salesSeries: 'F2026' }),
        ...stampUpdate(),
      }),
    );
  });

  it('accepts a foreign address with its own postal code', async () => {
    await assertSucceeds(
      updateDoc(doc(dbFor(env, 'admin'), `corporations/${CORP_A}`), {
        data: corpData({ country: 'Portugal', postalCode: '1000-001' }),
        ...stampUpdate(),
      }),
    );
  });

  it.each([
    ['a NIF of 8 characters', { nif: 'B8656141' }],
    ['a NIF in lower case', { nif: 'b86561412' }],
    ['no NIF', { nif: '' }],
    ['no razón social', { legalName: '' }],
    ['no address', { address: '' }],
    ['no city', { city: '' }],
    ['a Spanish postal code of no province', { postalCode: '60001' }],
    ['a Spanish postal code of 4 digits', { postalCode: '2800' }],
    ['a foreign address without postal code', { country: 'Portugal', postalCode: '' }],
    ['a phone with letters', { phone: '91 ABC 0000' }],
    ['a malformed e-mail', { email: 'info@' }],
    ['an IBAN with spaces', { iban: 'ES91 2100 0418 4502 0005 1332' }],
    ['an IBAN in lower case', { iban: 'es9121000418450200051332' }],
    ['a number as VAT rate text', { defaultVatRate: '21' }],
  ])('refuses company data with %s', async (_what, change) => {
    await assertFails(
      updateDoc(doc(dbFor(env, 'admin'), `corporations/${CORP_A}`), { data: corpData(change), ...stampUpdate() }),
    );
  });

  it('refuses a superadmin creating a company with incomplete data', async () => {
    await assertFails(
      setDoc(doc(dbFor(env, 'superadmin'), 'corporations/x'), { name: 'X', data: corpData({ nif: '' }), ...stampNew() }),
    );
  });
});
