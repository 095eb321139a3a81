import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, limit, orderBy, query, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

/** The company and its public profile in one batch, as corporationRepository.save writes them. */
function saveCompany(p: Persona, corpId: string, fields: Record<string, unknown>, publicName: unknown = fields.name) {
  const db = dbFor(env, p);
  const batch = writeBatch(db);
  batch.set(doc(db, `corporations/${corpId}`), fields, { merge: true });
  batch.set(doc(db, `corporations/${corpId}/public/profile`), { name: publicName });
  return batch.commit();
}

type Op = 'get' | 'list' | 'create' | 'update' | 'delete';
const operations: Record<Op, (p: Persona) => Promise<unknown>> = {
  get: (p) => getDoc(doc(dbFor(env, p), `corporations/${CORP_A}`)),
  list: (p) => getDocs(collection(dbFor(env, p), 'corporations')),
  create: (p) => saveCompany(p, 'nueva', { name: 'Nueva S.L.', data: corpData(), ...stampNew() }),
  update: (p) => saveCompany(p, CORP_A, { data: corpData({ phone: '911111111' }), ...stampUpdate() }, `Empresa ${CORP_A}`),
  delete: (p) => deleteDoc(doc(dbFor(env, p), `corporations/${CORP_A}`)),
};

// Target: company A, where every persona but the other company's admin belongs. Its fiscal and
// bank data are for staff and the cashier (a ticket names the company): the restricted role reads
// only the name, from public/profile.
const allowed: Record<Op, Persona[]> = {
  get: ['cashier', 'user', 'admin', 'superadmin'],
  list: ['superadmin'],
  create: ['superadmin'],
  update: ['admin', 'superadmin'],
  delete: [],
};

describe('corporations: persona × operation matrix', () => {
  const cases = (Object.keys(operations) as Op[]).flatMap((op) => PERSONAS.map((persona) => ({ op, persona, ok: allowed[op].includes(persona) })));
  it.each(cases)('$persona $op on company A → allowed: $ok', async ({ op, persona, ok }) => {
    const attempt = operations[op](persona);
    await (ok ? assertSucceeds(attempt) : assertFails(attempt));
  });
});

describe('corporations: the public profile (the name every member reads)', () => {
  const readName = (p: Persona, corpId = CORP_A) => getDoc(doc(dbFor(env, p), `corporations/${corpId}/public/profile`));
  const membersOfA: Persona[] = ['restricted', 'cashier', 'user', 'admin', 'superadmin'];

  it.each(PERSONAS.map((p) => ({ p, ok: membersOfA.includes(p) })))('$p reads company A’s name → allowed: $ok', async ({ p, ok }) => {
    const attempt = readName(p);
    await (ok ? assertSucceeds(attempt) : assertFails(attempt));
  });

  it('holds only the name', async () => {
    const snap = await getDoc(doc(dbFor(env, 'restricted'), `corporations/${CORP_A}/public/profile`));
    expect(snap.data()).toEqual({ name: `Empresa ${CORP_A}` });
  });

  it('refuses the restricted role reading company A’s data, even while it reads the name', async () => {
    await assertSucceeds(readName('restricted'));
    await assertFails(getDoc(doc(dbFor(env, 'restricted'), `corporations/${CORP_A}`)));
  });

  it('refuses reading another company’s name, and listing names', async () => {
    await assertFails(readName('admin', CORP_B));
    await assertFails(getDocs(collection(dbFor(env, 'restricted'), `corporations/${CORP_A}/public`)));
  });

  it('lets an admin rename the company together with its public name', async () => {
    await assertSucceeds(saveCompany('admin', CORP_A, { name: 'Nuevo Nombre S.L.', ...stampUpdate() }));
  });

  it.each([
    ['a public name that is not the company’s', () => saveCompany('admin', CORP_A, { name: 'Nuevo Nombre S.L.', ...stampUpdate() }, 'Otro')],
    [
      'a new name without the public profile',
      () => updateDoc(doc(dbFor(env, 'admin'), `corporations/${CORP_A}`), { name: 'Nuevo Nombre S.L.', ...stampUpdate() }),
    ],
    ['a public name written alone', () => setDoc(doc(dbFor(env, 'admin'), `corporations/${CORP_A}/public/profile`), { name: 'Otro' })],
    [
      'a public profile with more than the name',
      () => {
        const db = dbFor(env, 'admin');
        return setDoc(doc(db, `corporations/${CORP_A}/public/profile`), { name: `Empresa ${CORP_A}`, iban: 'ES9121000418450200051332' });
      },
    ],
    [
      'a public document other than profile',
      () => setDoc(doc(dbFor(env, 'admin'), `corporations/${CORP_A}/public/other`), { name: `Empresa ${CORP_A}` }),
    ],
    [
      'a new company without its public profile',
      () => setDoc(doc(dbFor(env, 'superadmin'), 'corporations/nueva'), { name: 'Nueva S.L.', data: corpData(), ...stampNew() }),
    ],
  ])('refuses %s', async (_what, attempt) => {
    await assertFails(attempt());
  });

  it.each(PERSONAS.filter((p) => !['admin', 'superadmin'].includes(p)))('refuses %s writing the public name', async (p) => {
    await assertFails(setDoc(doc(dbFor(env, p), `corporations/${CORP_A}/public/profile`), { name: `Empresa ${CORP_A}` }));
  });

  it('refuses deleting the public profile, even for a superadmin', async () => {
    await assertFails(deleteDoc(doc(dbFor(env, 'superadmin'), `corporations/${CORP_A}/public/profile`)));
  });
});

const REGISTRY = { registry: 'Registro Mercantil de Madrid', tomo: '1234', folio: '56', hoja: 'M-7890', inscripcion: '1.ª' };

describe('corporations: attacks and shapes', () => {
  it.each([
    ['its Registro Mercantil entry', { mercantileRegistry: REGISTRY }],
    ['an empty Registro Mercantil entry (a sole trader)', { mercantileRegistry: { registry: '', tomo: '', folio: '', hoja: '', inscripcion: '' } }],
    ['no Registro Mercantil entry (saved before it existed)', {}],
  ])('lets an admin save company data with %s', async (_what, change) => {
    await assertSucceeds(saveCompany('admin', CORP_A, { data: corpData(change), ...stampUpdate() }, `Empresa ${CORP_A}`));
  });

  it('refuses an admin editing another company', async () => {
    await assertFails(saveCompany('admin', CORP_B, { name: 'Mía', ...stampUpdate() }));
  });

  it('refuses a user reading another company', async () => {
    await assertFails(getDoc(doc(dbFor(env, 'user'), `corporations/${CORP_B}`)));
  });

  it.each(['user', 'admin', 'superadmin'] as Persona[])('lets %s (staff) read their company with its data', async (p) => {
    const snap = await getDoc(doc(dbFor(env, p), `corporations/${CORP_A}`));
    expect(snap.data()?.data.nif).toBe('B86561412');
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
    ['a Registro Mercantil entry without the registry', { mercantileRegistry: { ...REGISTRY, registry: '' } }],
    ['a Registro Mercantil entry with an extra key', { mercantileRegistry: { ...REGISTRY, libro: '3' } }],
    ['a tomo as a number', { mercantileRegistry: { ...REGISTRY, tomo: 1234 } }],
    ['a 31-character folio', { mercantileRegistry: { ...REGISTRY, folio: '9'.repeat(31) } }],
    ['a Registro Mercantil entry that is text', { mercantileRegistry: 'Registro Mercantil de Madrid, tomo 1' }],
    ['a simplified series in lower case', { simplifiedSeries: 't' }],
    ['a simplified series with a hyphen', { simplifiedSeries: 'T-1' }],
    ['a simplified series of 11 characters', { simplifiedSeries: 'T2345678901' }],
    ['an empty simplified series', { simplifiedSeries: '' }],
    ['a simplified series that is a number', { simplifiedSeries: 1 }],
    ['a simplified series that is null', { simplifiedSeries: null }],
    ['the simplified series equal to the invoices’', { simplifiedSeries: 'F' }],
    ['the simplified series equal to the rectificativas’', { simplifiedSeries: 'R' }],
    ['retailActivity as text', { retailActivity: 'true' }],
    ['retailActivity as a number', { retailActivity: 1 }],
    ['retailActivity as null', { retailActivity: null }],
  ])('refuses company data with %s', async (_what, change) => {
    await assertFails(saveCompany('admin', CORP_A, { data: corpData(change), ...stampUpdate() }, `Empresa ${CORP_A}`));
  });

  // A merged update keeps the stored hoja (the company's data has every key), so the missing key is
  // tried on a new company, where nothing is merged into it.
  it('refuses company data with a Registro Mercantil entry missing the hoja', async () => {
    const registry = { registry: 'Registro Mercantil de Madrid', tomo: '1', folio: '2', inscripcion: '1.ª' };
    await assertFails(
      saveCompany('superadmin', 'sinHoja', { name: 'Sin Hoja S.L.', data: corpData({ mercantileRegistry: registry }), ...stampNew() }),
    );
    await assertSucceeds(
      saveCompany('superadmin', 'conHoja', {
        name: 'Con Hoja S.L.',
        data: corpData({ mercantileRegistry: { ...registry, hoja: 'M-1' } }),
        ...stampNew(),
      }),
    );
  });

  it.each([
    ['its own simplified series, as a retailer', { simplifiedSeries: 'TK26', retailActivity: true }],
    ['the default simplified series, not a retailer', { simplifiedSeries: 'T', retailActivity: false }],
  ])('lets an admin save company data with %s', async (_what, change) => {
    await assertSucceeds(saveCompany('admin', CORP_A, { data: corpData(change), ...stampUpdate() }, `Empresa ${CORP_A}`));
  });

  // Merged updates keep the stored keys, so the missing ones are tried on a new company.
  it.each(['simplifiedSeries', 'retailActivity'] as const)('refuses a new company whose data lacks %s', async (key) => {
    const { [key]: _left, ...data } = corpData();
    await assertFails(saveCompany('superadmin', 'sinClave', { name: 'Sin Clave S.L.', data, ...stampNew() }));
    await assertSucceeds(saveCompany('superadmin', 'conClave', { name: 'Con Clave S.L.', data: corpData(), ...stampNew() }));
  });

  it('refuses a company without a name', async () => {
    await assertFails(saveCompany('superadmin', 'x', { name: '', data: corpData(), ...stampNew() }));
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
      saveCompany('admin', CORP_A, {
        name: 'Empresa A',
        data: corpData({ iban: 'ES9121000418450200051332', phone: '+34 910 123 456', salesSeries: 'F2026' }),
        ...stampUpdate(),
      }),
    );
  });

  it('accepts a foreign address with its own postal code', async () => {
    await assertSucceeds(
      saveCompany('admin', CORP_A, { data: corpData({ country: 'Portugal', postalCode: '1000-001' }), ...stampUpdate() }, `Empresa ${CORP_A}`),
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
    await assertFails(saveCompany('admin', CORP_A, { data: corpData(change), ...stampUpdate() }, `Empresa ${CORP_A}`));
  });

  it('refuses a superadmin creating a company with incomplete data', async () => {
    await assertFails(saveCompany('superadmin', 'x', { name: 'X', data: corpData({ nif: '' }), ...stampNew() }));
  });
});
