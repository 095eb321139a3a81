/**
 * VERI*FACTU records written by issueInvoice (issue 13, first part): every issued sale gets its
 * registro de alta in the same transaction, chained per issuer NIF; the stored chain verifies end
 * to end, a one-cent change is found, concurrent issues still give one unbroken chain, and
 * clients can read the records but never write them.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyChain } from '../../src/domain/verifactu/chain';
import type { RegistroFactura } from '../../src/domain/verifactu/types';
import { corpData } from '../rules/support';
import { clientDoc, invoiceLine, partyDoc, purchaseContent, salesContent, seededAt } from '../rules/invoiceSupport';
import { asAdmin, createFunctionsEnv, expectOk } from './support';

const CORP = 'corpVerifactu';
const BASE = `corporations/${CORP}`;
const USER = 'vfUser';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createFunctionsEnv();
});
afterAll(() => env?.cleanup());

beforeEach(async () => {
  await env.clearFirestore();
  await asAdmin(env, async (db) => {
    await setDoc(doc(db, `corporations/${CORP}`), { name: CORP, data: corpData(), createdAt: seededAt, updatedAt: seededAt });
    await setDoc(doc(db, `users/${USER}`), {
      name: 'P',
      email: 'p@example.com',
      corpId: CORP,
      role: 'user',
      active: true,
      createdAt: seededAt,
      updatedAt: seededAt,
    });
    await setDoc(doc(db, `${BASE}/clients/c1`), clientDoc('Cliente Uno'));
    await setDoc(doc(db, `${BASE}/vendors/v1`), partyDoc('Proveedor Uno'));
  });
});

const issueOk = (content: unknown) => expectOk<{ id: string; numberText: string }>(USER, 'issueInvoice', { corpId: CORP, invoiceId: null, content });
const records = () =>
  asAdmin(env, async (db: Firestore) =>
    (await getDocs(query(collection(db, `${BASE}/verifactuRecords`), orderBy('seq')))).docs.map(
      (d) => ({ id: d.id, ...d.data() }) as Record<string, unknown> & { id: string },
    ),
  );

describe('issueInvoice writes the VERI*FACTU record', () => {
  it('chains every sale and rectificativa (not purchases) and the stored chain verifies; one cent changed is found', async () => {
    const f1 = await issueOk(salesContent({ lines: [invoiceLine(2, 1000)] }));
    await issueOk(salesContent({ irpfRate: 15, lines: [invoiceLine(1, 10000)] }));
    await issueOk(
      salesContent({
        type: 'rectificativa',
        rectifies: { invoiceId: f1.id, numberText: '', issueDate: '', mode: 'difference', code: 'R1', reason: 'Devolución' } as never,
        lines: [invoiceLine(-1, 1000)],
      }),
    );
    await expectOk(USER, 'issueInvoice', { corpId: CORP, invoiceId: null, content: purchaseContent('FA-1') });
    const stored = await records();
    expect(stored.map((r) => [r.seq, r.numSerie, r.type])).toEqual([
      [1, expect.stringMatching(/^F-\d{4}-000001$/), 'alta'],
      [2, expect.stringMatching(/^F-\d{4}-000002$/), 'alta'],
      [3, expect.stringMatching(/^R-\d{4}-000001$/), 'alta'],
    ]);
    const registros = stored.map((r) => r.registro as RegistroFactura);
    expect(verifyChain(registros)).toEqual({ ok: true, count: 3 });
    expect((registros[2] as { RegistroAlta: { TipoFactura: string; TipoRectificativa: string } }).RegistroAlta).toMatchObject({
      TipoFactura: 'R1',
      TipoRectificativa: 'I',
    });
    expect((registros[1] as { RegistroAlta: { ImporteTotal: string } }).RegistroAlta.ImporteTotal).toBe('121.00');
    const invoice = await asAdmin(env, async (db: Firestore) => (await getDoc(doc(db, `${BASE}/invoices/${f1.id}`))).data());
    expect(invoice?.verifactu).toEqual({ recordId: stored[0]!.id, huella: stored[0]!.huella, state: 'pendiente' });
    expect(await asAdmin(env, async (db: Firestore) => (await getDoc(doc(db, `${BASE}/verifactuChains/B86561412`))).data())).toMatchObject({
      seq: 3,
      lastRecordId: stored[2]!.id,
    });

    const tampered = JSON.parse(JSON.stringify(registros)) as { RegistroAlta: { ImporteTotal: string } }[];
    tampered[1]!.RegistroAlta.ImporteTotal = '121.01';
    expect(verifyChain(tampered as unknown as RegistroFactura[])).toMatchObject({ ok: false, index: 1 });
  });

  it('gives one unbroken chain when 10 clients issue at once', async () => {
    const issued = await Promise.all(Array.from({ length: 10 }, (_, i) => issueOk(salesContent({ lines: [invoiceLine(i + 1, 1000)] }))));
    expect(new Set(issued.map((r) => r.numberText)).size).toBe(10);
    const stored = await records();
    expect(stored.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(verifyChain(stored.map((r) => r.registro as RegistroFactura))).toEqual({ ok: true, count: 10 });
  }, 120_000);

  it('lets staff read the records and the chain head, and nobody write them or see the sender', async () => {
    await issueOk(salesContent());
    const [record] = await records();
    const db = env.authenticatedContext(USER, { email: 'p@example.com', email_verified: true }).firestore();
    await assertSucceeds(getDoc(doc(db, `${BASE}/verifactuRecords/${record!.id}`)));
    await assertSucceeds(getDocs(collection(db, `${BASE}/verifactuRecords`)));
    await assertFails(setDoc(doc(db, `${BASE}/verifactuRecords/${record!.id}`), { ...record, huella: 'X' }));
    await assertFails(setDoc(doc(db, `${BASE}/verifactuRecords/B86561412-999`), { seq: 999 }));
    await assertFails(setDoc(doc(db, `${BASE}/verifactuChains/B86561412`), { seq: 0 }));
    // A client cannot mark its record accepted, nor touch the sender's claim.
    await assertFails(updateDoc(doc(db, `${BASE}/verifactuRecords/${record!.id}`), { state: 'aceptado' }));
    await asAdmin(env, (admin) => setDoc(doc(admin, `${BASE}/verifactuSenders/B86561412`), { nif: 'B86561412', inFlight: null }));
    await assertFails(getDoc(doc(db, `${BASE}/verifactuSenders/B86561412`)));
    await assertFails(setDoc(doc(db, `${BASE}/verifactuSenders/B86561412`), { nextSendAt: null }));
    const admin = env.authenticatedContext('vfAdmin', { email: 'a@example.com', email_verified: true }).firestore();
    await asAdmin(env, (a) =>
      setDoc(doc(a, 'users/vfAdmin'), {
        name: 'A',
        email: 'a@example.com',
        corpId: CORP,
        role: 'admin',
        active: true,
        createdAt: seededAt,
        updatedAt: seededAt,
      }),
    );
    await assertFails(getDoc(doc(admin, `${BASE}/verifactuSenders/B86561412`)));
    await assertFails(deleteDoc(doc(admin, `${BASE}/verifactuRecords/${record!.id}`)));
  });
});
