/**
 * Texts that reach a VERI*FACTU record or another XML file, written straight to Firestore (not
 * through the forms, which refuse the same): a control character (U+0001, DEL, C1, U+FFFF) is
 * refused everywhere, a line break in a single-line field too, while ordinary punctuation
 * (quotes, apostrophes, <, >, &, =) is kept. The rules' `plain` / `plainLines` mirror
 * src/domain/plainText.ts (a unit test compares the patterns).
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { productContentOf } from '../../src/categories/product';
import { partyContentOf, type PartyKind } from '../../src/parties/party';
import { draft, draftDocument, line } from './stockSupport';
import { CORP_A, corpData, createEnv, dbFor, seedWorld, stampNew, stampUpdate } from './support';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createEnv('demo-rules-plain-text');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await seedWorld(env);
});

const A = `corporations/${CORP_A}`;
const ORDINARY = ['Tubo 1/2"', "Servei d'instal·lació", 'Ñandú & Cía <S.L.>', 'a = b > c', 'Llave 🔧 nº 3 – “fina”'];
/** Refused in every text. */
const CONTROLS = [
  'Tor\u0001nillo',
  'Tor\u0000nillo',
  'Tor\u007Fnillo',
  'Tor\u0085nillo',
  'Tor\u009Fnillo',
  'Tornillo\uFFFF',
  'Tornillo\uFFFE',
  'Tor\u001Bnillo',
];
/** Refused in a single-line text, accepted in a multi-line one. */
const BREAKS = ['Tornillo\nM8', 'Tornillo\r\nM8', 'Tornillo\tM8'];

const each = <T>(values: readonly T[]) => values.map((v) => [JSON.stringify(v), v] as const);

// ---- corporations/{corpId}: name, legal name, address, registry, series ----------------------

function saveCompanyData(change: Record<string, unknown>, name = `Empresa ${CORP_A}`) {
  const db = dbFor(env, 'admin');
  const batch = writeBatch(db);
  batch.set(doc(db, A), { name, data: corpData(change), ...stampUpdate() }, { merge: true });
  batch.set(doc(db, `${A}/public/profile`), { name });
  return batch.commit();
}
const REGISTRY = { registry: 'Registro Mercantil de Madrid', tomo: '1234', folio: '56', hoja: 'M-7890', inscripcion: '1.ª' };

describe('corporations: texts of the issuer', () => {
  const fields = ['legalName', 'address', 'city', 'province'] as const;

  it.each(fields.flatMap((f) => each(ORDINARY).map(([label, v]) => ({ f, label, v }))))('accepts $f = $label', async ({ f, v }) => {
    await assertSucceeds(saveCompanyData({ [f]: v }));
  });
  it.each(fields.flatMap((f) => each([...CONTROLS, ...BREAKS]).map(([label, v]) => ({ f, label, v }))))('refuses $f = $label', async ({ f, v }) => {
    await assertFails(saveCompanyData({ [f]: v }));
  });

  it('refuses a control character or a line break in a foreign postal code and the country', async () => {
    await assertSucceeds(saveCompanyData({ country: 'Portugal', postalCode: '1000-001' }));
    await assertFails(saveCompanyData({ country: 'Portugal', postalCode: '1000\u0001001' }));
    await assertFails(saveCompanyData({ country: 'Portu\u0001gal', postalCode: '1000-001' }));
    await assertFails(saveCompanyData({ country: 'Portugal', postalCode: '1000\n001' }));
  });

  it.each(each(ORDINARY))('accepts the company name %s', async (_, v) => {
    await assertSucceeds(saveCompanyData({}, v));
  });
  it.each(each(['Empresa\u0001', 'Empresa\nDos']))('refuses the company name %s', async (_, v) => {
    await assertFails(saveCompanyData({}, v));
  });

  it('refuses a control character in the Registro Mercantil, and keeps a registry with the whole data and a CIF', async () => {
    await assertSucceeds(saveCompanyData({ mercantileRegistry: REGISTRY, legalName: 'Ñandú & Cía <S.L.>' }));
    await assertFails(saveCompanyData({ mercantileRegistry: { ...REGISTRY, registry: 'Registro\u0001' } }));
    await assertFails(saveCompanyData({ mercantileRegistry: { ...REGISTRY, hoja: 'M-78\n90' } }));
  });

  // AEAT 1287: NumSerieFactura may not hold < > " ' =, nor controls; a series is A–Z and 0–9 only.
  it.each(each(['F<1', 'F>1', 'F"1', "F'1", 'F=1', 'F\u00011', 'F\n1', 'F 1', 'F-1', 'f1']))('refuses the series %s', async (_, v) => {
    await assertFails(saveCompanyData({ salesSeries: v }));
    await assertFails(saveCompanyData({ simplifiedSeries: v }));
  });
  it('accepts plain series', async () => {
    await assertSucceeds(saveCompanyData({ salesSeries: 'F2026', rectificationSeries: 'R2026', simplifiedSeries: 'T2026' }));
  });
});

// ---- vendors and clients -----------------------------------------------------------------------

function partyDoc(kind: PartyKind, change: Record<string, unknown>) {
  const content = partyContentOf(kind, {
    name: 'Suministros Peña S.L.',
    nif: 'B86561412',
    postalCode: '28001',
    city: 'Madrid',
    paymentTermsDays: '30',
  });
  return { ...content, inUse: false, ...stampNew(), ...change };
}
const writeParty = (kind: PartyKind, change: Record<string, unknown>, id = 'nuevo') =>
  setDoc(doc(dbFor(env, 'user'), `${A}/${kind === 'vendor' ? 'vendors' : 'clients'}/${id}`), partyDoc(kind, change));

describe('vendors and clients: names, addresses and notes', () => {
  const single = ['name', 'address', 'city', 'province', 'contactPerson'] as const;
  const kinds: PartyKind[] = ['vendor', 'client'];

  it.each(kinds.flatMap((k) => single.flatMap((f) => each(ORDINARY).map(([label, v]) => ({ k, f, label, v })))))(
    '$k accepts $f = $label',
    async ({ k, f, v }) => {
      await assertSucceeds(writeParty(k, { [f]: v }));
    },
  );
  it.each(kinds.flatMap((k) => single.flatMap((f) => each([...CONTROLS, ...BREAKS]).map(([label, v]) => ({ k, f, label, v })))))(
    '$k refuses $f = $label',
    async ({ k, f, v }) => {
      await assertFails(writeParty(k, { [f]: v }));
    },
  );
  it.each(kinds)('%s: the notes take line breaks and tabs, never a control character', async (k) => {
    for (const [i, v] of [...BREAKS, ...ORDINARY].entries()) await assertSucceeds(writeParty(k, { notes: v }, `n${i}`));
    for (const [i, v] of CONTROLS.entries()) await assertFails(writeParty(k, { notes: v }, `c${i}`));
  });
  it('refuses a control character in a foreign postal code or the country', async () => {
    const foreign = { countryCode: 'PT', country: 'Portugal', postalCode: '1000-001' };
    await assertSucceeds(writeParty('client', foreign));
    await assertFails(writeParty('client', { ...foreign, postalCode: '1000\u0001001' }));
  });
  it('refuses editing an existing vendor’s name to hold U+0001', async () => {
    await assertSucceeds(writeParty('vendor', {}));
    const ref = doc(dbFor(env, 'user'), `${A}/vendors/nuevo`);
    await assertFails(updateDoc(ref, { name: 'Peña\u0001', ...stampUpdate() }));
    await assertSucceeds(updateDoc(ref, { name: 'Peña & Hijos "La Nueva"', ...stampUpdate() }));
  });
});

// ---- categories (products): their names are copied into invoice lines ----------------------------

function createProduct(change: Record<string, unknown>) {
  const db = dbFor(env, 'admin');
  const content = productContentOf({ code: 'TUB-12', name: 'Tubo', salePrice: '2,50', vatRate: '21', minStock: '0' });
  const batch = writeBatch(db);
  batch.set(doc(db, `${A}/categories/tubo`), { ...content, ...stampNew(), ...change });
  batch.set(doc(db, `${A}/productCodes/TUB-12`), { categoryId: 'tubo' });
  return batch.commit();
}

describe('products: name and description', () => {
  it.each(each(ORDINARY))('accepts the name %s', async (_, v) => {
    await assertSucceeds(createProduct({ name: v }));
  });
  it.each(each([...CONTROLS, ...BREAKS]))('refuses the name %s', async (_, v) => {
    await assertFails(createProduct({ name: v }));
  });
  it('the description takes line breaks, never a control character', async () => {
    await assertSucceeds(createProduct({ description: 'Rosca 1/2"\nLatón' }));
    await assertFails(createProduct({ description: 'Rosca\u0001' }));
  });
});

// ---- entradas and salidas (borradores): their lines become invoice lines -------------------------

function writeDraft(coll: 'inputs' | 'outputs', change: Record<string, unknown>, lineNames: string[] = ['Tubo']) {
  const lines = lineNames.map((name, i) => ({ ...line(`p${i + 1}`, 1), name }));
  const d = { ...draft(coll === 'inputs' ? 'v1' : 'c1', lines), ...change };
  return setDoc(doc(dbFor(env, 'user'), `${A}/${coll}/nuevo`), draftDocument('N-1', 'user', d as never, stampNew()));
}

describe('entradas and salidas: party name, reference, notes and line names', () => {
  const colls = ['inputs', 'outputs'] as const;
  const single = ['partyName', 'reference'] as const;

  it.each(colls.flatMap((c) => single.flatMap((f) => each(ORDINARY).map(([label, v]) => ({ c, f, label, v })))))(
    '$c accepts $f = $label',
    async ({ c, f, v }) => {
      await assertSucceeds(writeDraft(c, { [f]: v }));
    },
  );
  it.each(colls.flatMap((c) => single.flatMap((f) => each([...CONTROLS, ...BREAKS]).map(([label, v]) => ({ c, f, label, v })))))(
    '$c refuses $f = $label',
    async ({ c, f, v }) => {
      await assertFails(writeDraft(c, { [f]: v }));
    },
  );
  it.each(colls)('%s: the notes take line breaks, never a control character', async (c) => {
    await assertSucceeds(writeDraft(c, { notes: 'Entregar por la tarde\nPortal 2' }));
    await assertFails(writeDraft(c, { notes: 'Entregar\u0001' }));
  });
  it.each(colls)('%s: the first and the last line name are checked', async (c) => {
    await assertSucceeds(writeDraft(c, {}, ['Tubo 1/2"', "Servei d'instal·lació", 'Ñandú & Cía <S.L.>']));
    await assertFails(writeDraft(c, {}, ['Tubo\u0001', 'Codo']));
    await assertFails(writeDraft(c, {}, ['Tubo', 'Codo\nM8']));
  });
  it('keeps a draft of 300 lines within the rules’ budget', async () => {
    const names = Array.from({ length: 300 }, (_, i) => `Ñandú & Cía <S.L.> ${i}`);
    await assertSucceeds(writeDraft('outputs', { notes: 'Una\nDos', reference: 'ALB "7"' }, names));
  });
});
