/**
 * Tarifas (issue 31): priceLists (and their prices), clientPrices (a client's tarifa and special
 * prices) and settings/pricing (the default tarifa). Admins write, staff and the cashier read (as
 * products), other companies nothing; each shape as the app stores it (priceListToStored,
 * priceEntryToStored), then broken the way a hand-made request would break it.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { priceEntryToStored } from '../../src/domain/pricing/priceList';
import { priceListToStored } from '../../src/pricing/priceListForm';
import { CORP_A, CORP_B, createEnv, dbFor, PERSONAS, seededAt, seedDocs, seedWorld, stampNew, stampUpdate, type Persona } from './support';
import { party, product } from './stockSupport';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createEnv('demo-rules-tarifas');
});
afterAll(async () => {
  await env.cleanup();
});

const A = `corporations/${CORP_A}`;
const B = `corporations/${CORP_B}`;

const header = (over: Record<string, unknown> = {}) => ({
  ...priceListToStored({ name: 'Mayorista', kind: 'clientes', vatIncluded: false, validFrom: '2026-01-01', validTo: '2026-12-31' }),
  ...over,
});
const entry = (over: Record<string, unknown> = {}) => ({
  ...priceEntryToStored({
    categoryId: 'p1',
    code: 'P1',
    name: 'Producto p1',
    breaks: [
      { from: 1, priceCents: 1000 },
      { from: 12, priceCents: 920 },
    ],
  }),
  updatedAt: serverTimestamp(),
  ...over,
});

beforeEach(async () => {
  await seedWorld(env);
  const docs: Record<string, Record<string, unknown>> = {};
  for (const base of [A, B]) {
    docs[`${base}/categories/p1`] = product('p1');
    docs[`${base}/clients/c1`] = party('Obras Sur S.L.', 'client');
    docs[`${base}/priceLists/may`] = { ...header(), createdAt: seededAt, updatedAt: seededAt };
    docs[`${base}/priceLists/may/prices/p1`] = { ...entry(), updatedAt: seededAt };
    docs[`${base}/clientPrices/c1`] = { priceListId: 'may', updatedAt: seededAt };
    docs[`${base}/clientPrices/c1/prices/p1`] = { ...entry(), updatedAt: seededAt };
    docs[`${base}/settings/pricing`] = { defaultPriceListId: 'may', updatedAt: seededAt };
  }
  // Only company B has this tarifa: company A may not point at it.
  docs[`${B}/priceLists/soloB`] = { ...header({ name: 'Solo B', nameKey: 'solo b' }), createdAt: seededAt, updatedAt: seededAt };
  await seedDocs(env, docs);
});

const READ_PATHS = ['priceLists/may', 'priceLists/may/prices/p1', 'clientPrices/c1', 'clientPrices/c1/prices/p1', 'settings/pricing'];
const readers: Persona[] = ['cashier', 'user', 'admin', 'superadmin'];

describe('who reads and who writes', () => {
  it.each(PERSONAS)('%s reads the tarifas as products are read', async (persona) => {
    const db = dbFor(env, persona);
    for (const path of READ_PATHS) {
      const read = getDoc(doc(db, `${A}/${path}`));
      await (readers.includes(persona) ? assertSucceeds(read) : assertFails(read));
    }
  });

  it.each(PERSONAS)('%s writes them only as an admin of the company', async (persona) => {
    const db = dbFor(env, persona);
    const may = persona === 'admin' || persona === 'superadmin';
    const check = (p: Promise<unknown>) => (may ? assertSucceeds(p) : assertFails(p));
    await check(setDoc(doc(db, `${A}/priceLists/nueva`), { ...header({ name: 'Nueva', nameKey: 'nueva' }), ...stampNew() }));
    await check(setDoc(doc(db, `${A}/priceLists/may/prices/p1`), entry({ breaks: [{ from: 1, priceCents: 990 }] })));
    await check(setDoc(doc(db, `${A}/clientPrices/c1`), { priceListId: null, updatedAt: serverTimestamp() }));
    await check(setDoc(doc(db, `${A}/clientPrices/c1/prices/p1`), entry()));
    await check(setDoc(doc(db, `${A}/settings/pricing`), { defaultPriceListId: null, updatedAt: serverTimestamp() }));
    await check(deleteDoc(doc(db, `${A}/clientPrices/c1/prices/p1`)));
    await check(deleteDoc(doc(db, `${A}/priceLists/may`)));
  });

  it("refuses another company's admin reading or writing company A's", async () => {
    const db = dbFor(env, 'otherCompanyAdmin');
    for (const path of READ_PATHS) await assertFails(getDoc(doc(db, `${A}/${path}`)));
    await assertFails(setDoc(doc(db, `${A}/priceLists/may/prices/p1`), entry()));
    await assertSucceeds(getDoc(doc(db, `${B}/priceLists/may`)));
  });

  it('accepts an admin updating a header as the app saves it', async () => {
    const db = dbFor(env, 'admin');
    await assertSucceeds(
      setDoc(doc(db, `${A}/priceLists/may`), { ...header({ vatIncluded: true, validTo: null }), createdAt: seededAt, ...stampUpdate() }),
    );
  });
});

describe('bad shapes are refused', () => {
  const admin = () => dbFor(env, 'admin');
  const putEntry = (over: Record<string, unknown>, path = `${A}/priceLists/may/prices/p1`) => setDoc(doc(admin(), path), entry(over));
  const putHeader = (over: Record<string, unknown>) => setDoc(doc(admin(), `${A}/priceLists/nueva`), { ...header(over), ...stampNew() });

  it.each<[string, Record<string, unknown>]>([
    ['a price in fractions of a cent', { breaks: [{ from: 1, priceCents: 999.5 }] }],
    ['a negative price', { breaks: [{ from: 1, priceCents: -1 }] }],
    ['a price as text', { breaks: [{ from: 1, priceCents: '1000' }] }],
    ['a price over 10.000.000 €', { breaks: [{ from: 1, priceCents: 1_000_000_001 }] }],
    ['a break from 0', { breaks: [{ from: 0, priceCents: 1000 }] }],
    ['a break from a negative quantity', { breaks: [{ from: -1, priceCents: 1000 }] }],
    ['a break with 4 decimals', { breaks: [{ from: 1.0005, priceCents: 1000 }] }],
    [
      'breaks not increasing',
      {
        breaks: [
          { from: 12, priceCents: 920 },
          { from: 12, priceCents: 900 },
        ],
      },
    ],
    [
      'breaks going down',
      {
        breaks: [
          { from: 12, priceCents: 920 },
          { from: 1, priceCents: 1000 },
        ],
      },
    ],
    ['no break', { breaks: [] }],
    ['six breaks', { breaks: [1, 2, 3, 4, 5, 6].map((from) => ({ from, priceCents: 100 })) }],
    ['a break with another key', { breaks: [{ from: 1, priceCents: 1000, cost: 1 }] }],
    ['another product id inside', { categoryId: 'p2' }],
    ['a control character in the name', { name: 'Producto\u0000p1' }],
    ['an extra field', { clientId: 'c1' }],
    ['an updatedAt of its own', { updatedAt: seededAt }],
  ])('a price entry with %s', async (_what, over) => {
    await assertFails(putEntry(over));
    await assertFails(putEntry(over, `${A}/clientPrices/c1/prices/p1`));
  });

  it('accepts five breaks in kilos, in thousandths', async () => {
    await assertSucceeds(putEntry({ breaks: [0.5, 1, 2.5, 10, 100.125].map((from, i) => ({ from, priceCents: 1000 - i })) }));
  });

  it("refuses a price for a product or a client the company does not have (another company's ids)", async () => {
    const db = admin();
    await assertSucceeds(seedDocs(env, { [`${B}/categories/soloB`]: product('soloB'), [`${B}/clients/soloB`]: party('Solo B', 'client') }));
    await assertFails(setDoc(doc(db, `${A}/priceLists/may/prices/soloB`), entry({ categoryId: 'soloB' })));
    await assertFails(setDoc(doc(db, `${A}/clientPrices/soloB/prices/p1`), entry()));
    await assertFails(setDoc(doc(db, `${A}/clientPrices/soloB`), { priceListId: 'may', updatedAt: serverTimestamp() }));
    // A price in a tarifa that does not exist.
    await assertFails(setDoc(doc(db, `${A}/priceLists/nada/prices/p1`), entry()));
  });

  it.each<[string, Record<string, unknown>]>([
    ['a control character in the name', { name: 'Mayo\u0007rista' }],
    ['a line break in the name', { name: 'Mayo\nrista' }],
    ['no name', { name: '' }],
    ['a name with spaces around', { name: ' Mayorista ' }],
    ['a name over 80 characters', { name: 'x'.repeat(81) }],
    ['another kind', { kind: 'vip' }],
    ['vatIncluded as text', { vatIncluded: 'no' }],
    ['a date not ISO', { validFrom: '01/06/2026' }],
    ['a date with a time', { validTo: '2026-06-30T00:00:00Z' }],
    ['a month 13', { validFrom: '2026-13-01' }],
    ['a date as a number', { validFrom: 20260601 }],
    ['dates the wrong way round', { validFrom: '2026-06-30', validTo: '2026-06-01' }],
    ['an extra field', { active: true }],
  ])('a header with %s', async (_what, over) => {
    await assertFails(putHeader(over));
  });

  it("refuses assigning another company's tarifa, or one that does not exist", async () => {
    const db = admin();
    for (const priceListId of ['soloB', 'nada', 'a/b', 7]) {
      await assertFails(setDoc(doc(db, `${A}/clientPrices/c1`), { priceListId, updatedAt: serverTimestamp() }));
      await assertFails(setDoc(doc(db, `${A}/settings/pricing`), { defaultPriceListId: priceListId, updatedAt: serverTimestamp() }));
    }
    await assertSucceeds(setDoc(doc(db, `${A}/settings/pricing`), { defaultPriceListId: 'may', updatedAt: serverTimestamp() }));
    await assertFails(setDoc(doc(db, `${A}/settings/pricing`), { defaultPriceListId: 'may', updatedAt: serverTimestamp(), extra: 1 }));
  });
});
