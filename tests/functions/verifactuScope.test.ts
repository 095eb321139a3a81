/**
 * Where VERI*FACTU applies and who may start a chain (issue 25, item 11), through the functions:
 * a company under a foral administration issues without records or QR, and is back in scope
 * once it says so; two companies with the same NIF cannot both start a chain; the records say
 * IndicadorMultiplesOT from the installation's real number of issuers. And the production check
 * (item 10) that every sale and sending goes through.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { assertFails } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, orderBy, query, setDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertVerifactuReady } from '../../functions/src/verifactu/config';
import { corpData } from '../rules/support';
import { clientDoc, salesContent, seededAt } from '../rules/invoiceSupport';
import { asAdmin, callAs, createFunctionsEnv, expectOk } from './support';

const CORP = 'corpScope';
const TWIN = 'corpScopeTwin';
const OTHER = 'corpScopeOther';
const NIF = 'B86561412';

const profile = (corpId: string, role: string) => ({
  name: role,
  email: `${role}@example.com`,
  corpId,
  role,
  active: true,
  createdAt: seededAt,
  updatedAt: seededAt,
});

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createFunctionsEnv();
});
afterAll(() => env?.cleanup());

beforeEach(async () => {
  await env.clearFirestore();
  await asAdmin(env, async (db) => {
    for (const [corpId, nif] of [
      [CORP, NIF],
      [TWIN, NIF],
      [OTHER, 'A28765436'],
    ] as const) {
      await setDoc(doc(db, `corporations/${corpId}`), { name: corpId, data: corpData({ nif }), createdAt: seededAt, updatedAt: seededAt });
      await setDoc(doc(db, `corporations/${corpId}/clients/c1`), clientDoc('Cliente Uno'));
      await setDoc(doc(db, `users/${corpId}-user`), profile(corpId, 'user'));
      await setDoc(doc(db, `users/${corpId}-admin`), profile(corpId, 'admin'));
    }
  });
});

const sell = (corpId: string) =>
  callAs<{ id: string; numberText: string }>(`${corpId}-user`, 'issueInvoice', { corpId, invoiceId: null, content: salesContent() });
const read = (path: string) => asAdmin(env, async (db: Firestore) => (await getDoc(doc(db, path))).data());
const records = (corpId: string) =>
  asAdmin(env, async (db: Firestore) =>
    (await getDocs(query(collection(db, `corporations/${corpId}/verifactuRecords`), orderBy('seq')))).docs.map((d) => d.data()),
  );
const setAdministration = (corpId: string, administration: unknown, reason: unknown = 'Domicilio fiscal en Bilbao', uid = `${corpId}-admin`) =>
  callAs(uid, 'setTaxAdministration', { corpId, administration, reason });

describe('a company under a foral administration', () => {
  it('issues with no record and no QR, annuls without anulación, and is back in scope when it says so', async () => {
    expect(await setAdministration(CORP, 'bizkaia')).toMatchObject({ ok: true, data: { nif: NIF, administration: 'bizkaia', changed: true } });
    const sale = await sell(CORP);
    if (!sale.ok) throw new Error(sale.code);
    const invoice = await read(`corporations/${CORP}/invoices/${sale.data.id}`);
    expect(invoice).toMatchObject({ state: 'emitida', verifactuExempt: 'bizkaia' });
    expect(invoice?.verifactu).toBeUndefined();
    expect(invoice?.cotejoEnv).toBeUndefined();
    expect(await records(CORP)).toEqual([]);
    expect(await read(`verifactuIssuers/${NIF}`)).toBeUndefined();

    await expectOk(`${CORP}-admin`, 'annulInvoice', { corpId: CORP, invoiceId: sale.data.id, reason: 'Emitida por error' });
    expect(await read(`corporations/${CORP}/invoices/${sale.data.id}`)).toMatchObject({ state: 'anulada' });
    expect(await records(CORP)).toEqual([]);

    expect(await setAdministration(CORP, 'aeat', 'Traslado del domicilio fiscal a Madrid')).toMatchObject({ ok: true });
    const next = await sell(CORP);
    if (!next.ok) throw new Error(next.code);
    const stored = await records(CORP);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.registro.RegistroAlta.Encadenamiento).toEqual({ PrimerRegistro: 'S' });
    expect(await read(`corporations/${CORP}/invoices/${next.data.id}`)).toMatchObject({ cotejoEnv: 'test', verifactu: { state: 'pendiente' } });
    // Both changes are kept beside the setting, with who and why; staff can read them, never write.
    const head = await read(`corporations/${CORP}/verifactuChains/${NIF}`);
    expect(head?.taxAdministration).toBe('aeat');
    expect(head?.seq).toBe(1);
    expect(head?.taxAdministrationChanges.map((c: Record<string, unknown>) => [c.from, c.to, c.by])).toEqual([
      ['aeat', 'bizkaia', `${CORP}-admin`],
      ['bizkaia', 'aeat', `${CORP}-admin`],
    ]);
    const staff = env.authenticatedContext(`${CORP}-user`).firestore();
    await assertFails(setDoc(doc(staff, `corporations/${CORP}/verifactuChains/${NIF}`), { taxAdministration: 'navarra' }, { merge: true }));
  });

  it.each([
    ['staff', 'bizkaia', 'Motivo válido', `${CORP}-user`, 'denied'],
    ['an unknown administration', 'foral', 'Motivo válido', `${CORP}-admin`, 'invalid'],
    ['a number', 3, 'Motivo válido', `${CORP}-admin`, 'invalid'],
    ['a reason with a control character', 'navarra', 'Motivo\u0001 oculto', `${CORP}-admin`, 'invalid'],
    ['no reason', 'navarra', null, `${CORP}-admin`, 'invalid'],
  ])('refuses a change by %s', async (_name, administration, reason, uid, code) => {
    expect(await setAdministration(CORP, administration, reason, uid)).toMatchObject({ ok: false, code });
    expect(await read(`corporations/${CORP}/verifactuChains/${NIF}`)).toBeUndefined();
  });
});

describe('one chain per obligado', () => {
  it('refuses the first sale of a second company with the same NIF, using no number', async () => {
    const first = await sell(CORP);
    expect(first.ok).toBe(true);
    expect(await read(`verifactuIssuers/${NIF}`)).toMatchObject({ nif: NIF, corpId: CORP });
    expect(await sell(TWIN)).toMatchObject({ ok: false, code: 'verifactuNifInUse' });
    expect(await records(TWIN)).toEqual([]);
    expect(await asAdmin(env, async (db) => (await getDocs(collection(db, `corporations/${TWIN}/invoices`))).size)).toBe(0);
    expect(await asAdmin(env, async (db) => (await getDocs(collection(db, `corporations/${TWIN}/counters`))).size)).toBe(0);
    // The first company goes on.
    expect((await sell(CORP)).ok).toBe(true);
    expect(await records(CORP)).toHaveLength(2);
  });

  it('lets only one of two companies with the same NIF start the chain when both sell at once', async () => {
    const results = await Promise.all([sell(CORP), sell(TWIN), sell(CORP), sell(TWIN)]);
    const holder = (await read(`verifactuIssuers/${NIF}`))?.corpId;
    const loser = holder === CORP ? TWIN : CORP;
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.code === 'verifactuNifInUse')).toBe(true);
    expect(await records(loser)).toEqual([]);
    expect(await records(holder)).toHaveLength(2);
  });

  it('says IndicadorMultiplesOT N while the installation serves one obligado, S from the second on', async () => {
    await sell(CORP);
    await sell(CORP);
    await sell(OTHER);
    await sell(CORP);
    const indicator = (rs: Record<string, any>[]) => rs.map((r) => r.registro.RegistroAlta.SistemaInformatico.IndicadorMultiplesOT);
    expect(indicator(await records(CORP))).toEqual(['N', 'N', 'S']);
    expect(indicator(await records(OTHER))).toEqual(['S']);
  });

  it('keeps the claims out of every client’s reach', async () => {
    await sell(CORP);
    const admin = env.authenticatedContext(`${CORP}-admin`).firestore();
    await assertFails(getDoc(doc(admin, `verifactuIssuers/${NIF}`)));
    await assertFails(setDoc(doc(admin, `verifactuIssuers/A28765436`), { nif: 'A28765436', corpId: CORP }));
  });
});

describe('production safety (assertVerifactuReady)', () => {
  const production = { VERIFACTU_ENV: 'production', VERIFACTU_PRODUCER_NAME: 'Servicios Almacena S.L.', VERIFACTU_PRODUCER_NIF: NIF };
  it.each<[string, Record<string, string | undefined>, RegExp | null]>([
    ['a configured production deployment', production, null],
    ['production without its producer', { VERIFACTU_ENV: 'production' }, /VERIFACTU_PRODUCER_NAME.*VERIFACTU_PRODUCER_NIF/],
    ['production with the placeholder NIF', { ...production, VERIFACTU_PRODUCER_NIF: 'B00000000' }, /no es válido/],
    ['production sending to the test host', { ...production, VERIFACTU_ENDPOINT: 'https://prewww1.aeat.es/x' }, /otro entorno/],
    ['the emulators', { VERIFACTU_ENDPOINT: 'http://127.0.0.1:8195/' }, null],
  ])('%s', (_name, settings, refusal) => {
    const check = () => assertVerifactuReady(settings as NodeJS.ProcessEnv);
    if (refusal)
      expect(check).toThrow(expect.objectContaining({ code: 'verifactuNotConfigured', details: { detail: expect.stringMatching(refusal) } }));
    else expect(check).not.toThrow();
  });
});
