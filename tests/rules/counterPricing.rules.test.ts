/**
 * Issue 29: a product's PVP IVA included (retailPriceCents) and the counter's quick keys
 * (settings/counter). The PVP is optional; with one, the net price must be the base inside it
 * exactly as the form derives it (src/domain/counter/counterPrice.ts).
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteField, doc, getDoc, serverTimestamp, setDoc, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { blankProductDraft, productInputSchema, productToStored } from '../../src/categories/product';
import { CORP_A, createEnv, dbFor, PERSONAS, seededAt, seedWorld, stampNew, stampUpdate, type Persona } from './support';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createEnv('demo-rules-counter-pricing');
});
afterAll(async () => {
  await env.cleanup();
});

const base = `corporations/${CORP_A}`;

function product(over: Record<string, string> = {}) {
  return productToStored(productInputSchema.parse({ ...blankProductDraft(), code: 'MAC', name: 'Maceta', ...over }));
}

beforeEach(async () => {
  await seedWorld(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    const batch = writeBatch(db);
    batch.set(doc(db, `${base}/categories/p1`), { ...product({ salePrice: '12,36' }), createdAt: seededAt, updatedAt: seededAt });
    batch.set(doc(db, `${base}/productCodes/MAC`), { categoryId: 'p1' });
    batch.set(doc(db, `${base}/settings/counter`), { quickKeys: ['p1'], updatedAt: seededAt });
    await batch.commit();
  });
});

function createWith(db: Firestore, data: Record<string, unknown>) {
  const batch = writeBatch(db);
  batch.set(doc(db, `${base}/categories/nuevo`), { ...data, ...stampNew() });
  batch.set(doc(db, `${base}/productCodes/NUEVO`), { categoryId: 'nuevo' });
  return batch.commit();
}

describe('products: the PVP IVA included', () => {
  const pvp = (over: Record<string, string> = {}) => product({ code: 'NUEVO', priceSource: 'retail', retailPrice: '14,95', ...over });

  it('accepts a product priced by its PVP as the form stores it (14,95 € → 12,36 € net at 21 %, 13,59 € at 10 %, 14,38 € at 4 %)', async () => {
    const db = dbFor(env, 'admin');
    for (const [vatRate, net] of [
      ['21', 1236],
      ['10', 1359],
      ['4', 1438],
      ['0', 1495],
    ] as const) {
      const data = pvp({ vatRate });
      if (data.salePriceCents !== net || data.retailPriceCents !== 1495) throw new Error(`form derivation changed at ${vatRate} %`);
      await assertSucceeds(
        setDoc(doc(db, `${base}/categories/p1`), {
          ...product({ salePrice: '12,36' }),
          ...data,
          code: 'MAC',
          codeKey: 'MAC',
          createdAt: seededAt,
          ...stampUpdate(),
        }),
      );
    }
  });

  it('accepts a product without a PVP (absent or null)', async () => {
    const db = dbFor(env, 'admin');
    await assertSucceeds(createWith(db, product({ code: 'NUEVO', salePrice: '1,00' })));
    await assertSucceeds(updateDoc(doc(db, `${base}/categories/nuevo`), { retailPriceCents: null, ...stampUpdate() }));
  });

  it.each([
    ['a PVP in fractions of a cent', { retailPriceCents: 1494.5 }],
    ['a PVP as text', { retailPriceCents: '1495' }],
    ['a negative PVP', { retailPriceCents: -1, salePriceCents: 0 }],
    ['a PVP over 10.000.000 €', { retailPriceCents: 1000000001, salePriceCents: 826446282 }],
    ['a net price that is not the base inside the PVP (a cent up)', { salePriceCents: 1237 }],
    ['a net price that is not the base inside the PVP (a cent down)', { salePriceCents: 1235 }],
    ['a PVP as a boolean', { retailPriceCents: true }],
  ])('refuses %s', async (_what, change) => {
    await assertFails(createWith(dbFor(env, 'admin'), { ...pvp(), ...change }));
  });

  it('lets an edit remove the PVP (the repository deletes the field)', async () => {
    const db = dbFor(env, 'admin');
    await assertSucceeds(createWith(db, pvp()));
    await assertSucceeds(
      setDoc(
        doc(db, `${base}/categories/nuevo`),
        { ...product({ code: 'NUEVO', salePrice: '12,36' }), retailPriceCents: deleteField(), ...stampUpdate() },
        { merge: true },
      ),
    );
  });

  it('refuses a PVP from staff who are not admins', async () => {
    await assertFails(
      updateDoc(doc(dbFor(env, 'user'), `${base}/categories/p1`), { retailPriceCents: 1495, salePriceCents: 1236, ...stampUpdate() }),
    );
  });
});

describe('settings/counter: the quick keys', () => {
  const readers: Persona[] = ['restricted', 'cashier', 'user', 'admin', 'superadmin'];
  const writers: Persona[] = ['admin', 'superadmin'];
  const settings = (db: Firestore) => doc(db, `${base}/settings/counter`);

  it.each(PERSONAS.map((p) => [p, readers.includes(p)] as const))('get as %s → allowed %s', async (persona, ok) => {
    const read = getDoc(settings(dbFor(env, persona)));
    await (ok ? assertSucceeds(read) : assertFails(read));
  });

  it.each(PERSONAS.map((p) => [p, writers.includes(p)] as const))('write as %s → allowed %s', async (persona, ok) => {
    const write = setDoc(settings(dbFor(env, persona)), { quickKeys: ['p1', 'p2'], updatedAt: serverTimestamp() });
    await (ok ? assertSucceeds(write) : assertFails(write));
  });

  it('accepts 12 keys and none', async () => {
    const db = dbFor(env, 'admin');
    await assertSucceeds(setDoc(settings(db), { quickKeys: Array.from({ length: 12 }, (_, i) => `p${i}`), updatedAt: serverTimestamp() }));
    await assertSucceeds(setDoc(settings(db), { quickKeys: [], updatedAt: serverTimestamp() }));
  });

  it.each([
    ['13 keys', { quickKeys: Array.from({ length: 13 }, (_, i) => `p${i}`) }],
    ['a repeated key', { quickKeys: ['p1', 'p1'] }],
    ['a key that is a number', { quickKeys: [1] }],
    ['an empty key', { quickKeys: [''] }],
    ['a key with a slash', { quickKeys: ['a/b'] }],
    ['a key of dots', { quickKeys: ['..'] }],
    ['a key of 129 characters', { quickKeys: ['x'.repeat(129)] }],
    ['keys that are no list', { quickKeys: 'p1' }],
    ['an extra field', { quickKeys: ['p1'], note: 'x' }],
    ['no updatedAt', { quickKeys: ['p1'], updatedAt: undefined }],
    ['a client clock', { quickKeys: ['p1'], updatedAt: seededAt }],
  ])('refuses %s', async (_what, data) => {
    const clean = Object.fromEntries(Object.entries({ updatedAt: serverTimestamp(), ...data }).filter(([, v]) => v !== undefined));
    await assertFails(setDoc(settings(dbFor(env, 'admin')), clean));
  });

  it('refuses any other settings document', async () => {
    await assertFails(setDoc(doc(dbFor(env, 'admin'), `${base}/settings/other`), { quickKeys: [], updatedAt: serverTimestamp() }));
    await assertFails(getDoc(doc(dbFor(env, 'admin'), `${base}/settings/other`)));
  });
});
