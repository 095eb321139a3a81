/**
 * annulInvoice: a sale issued in error becomes "anulada" with its reason, leaves the summary,
 * frees its salida and gets its VERI*FACTU registro de anulación in the same transaction, chained
 * after its alta; the run's AEAT stand-in accepts both. Only admins; paid, rectified, rectificativas
 * and purchases are refused and nothing changes.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, orderBy, query, setDoc, type Firestore } from 'firebase/firestore';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyChain } from '../../src/domain/verifactu/chain';
import type { RegistroFactura } from '../../src/domain/verifactu/types';
import { sendChain } from '../../functions/src/verifactu/sender';
import { soapTransport } from '../../functions/src/verifactu/transport';
import { corpData } from '../rules/support';
import { clientDoc, confirmedStockDocument, invoiceLine, partyDoc, purchaseContent, salesContent, seededAt } from '../rules/invoiceSupport';
import { asAdmin, callAs, createFunctionsEnv, expectOk, PROJECT_ID } from './support';

const CORP = 'corpAnnul';
const BASE = `corporations/${CORP}`;
const ADMIN = 'annulAdmin';
const USER = 'annulUser';
const NIF = 'B86561412';

let env: RulesTestEnvironment;
let adminApp: App;
beforeAll(async () => {
  env = await createFunctionsEnv();
  adminApp = initializeApp({ projectId: PROJECT_ID }, `annul-test-${Date.now()}`);
});
afterAll(async () => {
  await env?.cleanup();
  await deleteApp(adminApp);
});

beforeEach(async () => {
  await env.clearFirestore();
  await fetch(`${process.env.AEAT_STANDIN_URL}/__control`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ reset: true }),
  });
  await asAdmin(env, async (db) => {
    await setDoc(doc(db, BASE), { name: CORP, data: corpData(), createdAt: seededAt, updatedAt: seededAt });
    for (const [uid, role] of [
      [ADMIN, 'admin'],
      [USER, 'user'],
    ]) {
      await setDoc(doc(db, `users/${uid}`), {
        name: uid,
        email: `${uid}@example.com`,
        corpId: CORP,
        role,
        active: true,
        createdAt: seededAt,
        updatedAt: seededAt,
      });
    }
    await setDoc(doc(db, `${BASE}/clients/c1`), clientDoc('Cliente Uno'));
    await setDoc(doc(db, `${BASE}/vendors/v1`), partyDoc('Proveedor Uno'));
    await setDoc(doc(db, `${BASE}/outputs/s1`), confirmedStockDocument('S-1', 'c1'));
  });
});

const read = (path: string) => asAdmin(env, async (db: Firestore) => (await getDoc(doc(db, path))).data());
const issue = (content: unknown) => expectOk<{ id: string; numberText: string }>(USER, 'issueInvoice', { corpId: CORP, invoiceId: null, content });
const annul = (uid: string, invoiceId: string, reason = 'Emitida dos veces por error') =>
  callAs<{ id: string; recordId: string }>(uid, 'annulInvoice', { corpId: CORP, invoiceId, reason });
const sourceLine = (quantity: number, unitPriceCents: number) =>
  invoiceLine(quantity, unitPriceCents, 21, { description: 'Producto p1', code: 'P1', categoryId: 'p1', sourceId: 's1', sourceLabel: 'Albarán' });

describe('annulInvoice', () => {
  it('annuls a sale issued in error: anulada with its reason, out of the summary, salida freed, anulación chained and accepted by the AEAT', async () => {
    const kept = await issue(salesContent({ lines: [invoiceLine(1, 5000)] }));
    const wrong = await issue(salesContent({ sourceIds: ['s1'], lines: [sourceLine(2, 1000)] }));
    expect(await read(`${BASE}/outputs/s1`)).toMatchObject({ invoiced: true, invoiceId: wrong.id });
    const before = await read(`${BASE}/summaries/invoices`);

    expect(await annul(USER, wrong.id)).toMatchObject({ ok: false, code: 'denied' });
    expect(await annul(ADMIN, wrong.id, 'no')).toMatchObject({ ok: false, code: 'invalid', details: { detail: 'reason' } });
    const result = await annul(ADMIN, wrong.id);
    if (!result.ok) throw new Error(result.code);

    const invoice = await read(`${BASE}/invoices/${wrong.id}`);
    expect(invoice).toMatchObject({
      state: 'anulada',
      status: 'anulada',
      numberText: wrong.numberText,
      annulled: { reason: 'Emitida dos veces por error', by: ADMIN },
    });
    expect(invoice?.verifactuAnulacion).toMatchObject({ recordId: result.data.recordId, state: 'pendiente' });
    expect(await read(`${BASE}/outputs/s1`)).toMatchObject({ invoiced: false, invoiceId: null });
    const summary = await read(`${BASE}/summaries/invoices`);
    const month = Object.keys(before!.months as object)[0]!;
    // 2 × 10,00 € left the month: only the kept 50,00 € remain.
    expect((before!.months as Record<string, { salesBaseCents: number }>)[month]!.salesBaseCents).toBe(7000);
    expect((summary!.months as Record<string, { salesBaseCents: number }>)[month]!.salesBaseCents).toBe(5000);

    const records = await asAdmin(env, async (db: Firestore) =>
      (await getDocs(query(collection(db, `${BASE}/verifactuRecords`), orderBy('seq')))).docs.map(
        (d) => ({ id: d.id, ...d.data() }) as Record<string, any>,
      ),
    );
    expect(records.map((r) => [r.seq, r.type, r.numSerie])).toEqual([
      [1, 'alta', kept.numberText],
      [2, 'alta', wrong.numberText],
      [3, 'anulacion', wrong.numberText],
    ]);
    expect(verifyChain(records.map((r) => r.registro as RegistroFactura))).toEqual({ ok: true, count: 3 });

    // The sender sends the three in one request; the stand-in stores the alta, then annuls it.
    const sent = await sendChain(getFirestore(adminApp), CORP, NIF, {
      now: () => new Date(),
      transport: soapTransport(process.env.VERIFACTU_ENDPOINT!, null, 30_000),
    });
    expect(sent).toMatchObject({ sent: 3, accepted: 3, rejected: 0 });
    const after = await read(`${BASE}/invoices/${wrong.id}`);
    expect(after?.verifactu).toMatchObject({ state: 'aceptado' });
    expect(after?.verifactuAnulacion).toMatchObject({ state: 'aceptado' });
    const stored = (await (await fetch(`${process.env.AEAT_STANDIN_URL}/__records`)).json()) as { numSerie: string; estado: string }[];
    expect(stored.find((r) => r.numSerie === wrong.numberText)?.estado).toBe('Anulada');

    // Annulled once: again is refused; it cannot be paid or rectified either.
    expect(await annul(ADMIN, wrong.id)).toMatchObject({ ok: false, code: 'notAnnullable', details: { detail: 'annulled' } });
    expect(
      await callAs(USER, 'setInvoicePayment', {
        corpId: CORP,
        invoiceId: wrong.id,
        payment: { paidDate: '2026-11-25', paymentMethod: 'transferencia' },
      }),
    ).toMatchObject({ ok: false, code: 'notIssued' });
    // The freed salida can be invoiced again.
    await issue(salesContent({ sourceIds: ['s1'], lines: [sourceLine(2, 1000)] }));
  });

  it('a rejected anulación is followed by a new one with RechazoPrevio S, chained, which the AEAT accepts', async () => {
    const sale = await issue(salesContent({ lines: [invoiceLine(1, 5000)] }));
    const annulled = await annul(ADMIN, sale.id);
    if (!annulled.ok) throw new Error(annulled.code);
    // As the sender would store an AEAT rejection of that anulación.
    const db = getFirestore(adminApp);
    await db.doc(`${BASE}/verifactuRecords/${annulled.data.recordId}`).update({
      state: 'rechazado',
      aeat: { code: 3002, message: 'No existe el registro de facturación.', csv: null, at: new Date(), duplicate: false },
    });
    await db.doc(`${BASE}/invoices/${sale.id}`).update({ 'verifactuAnulacion.state': 'rechazado' });

    expect(await callAs(USER, 'resendVerifactuRecord', { corpId: CORP, recordId: annulled.data.recordId })).toMatchObject({
      ok: false,
      code: 'denied',
    });
    const fixed = await expectOk<{ recordId: string; action: string }>(ADMIN, 'resendVerifactuRecord', {
      corpId: CORP,
      recordId: annulled.data.recordId,
    });
    expect(fixed.action).toBe('subsanacion');
    const record = await read(`${BASE}/verifactuRecords/${fixed.recordId}`);
    expect(record).toMatchObject({ seq: 3, type: 'anulacion', subsanacion: { of: annulled.data.recordId } });
    expect(Object.keys(record!.registro.RegistroAnulacion).slice(0, 3)).toEqual(['IDVersion', 'IDFactura', 'RechazoPrevio']);
    expect(await read(`${BASE}/verifactuRecords/${annulled.data.recordId}`)).toMatchObject({ correctedBy: fixed.recordId });
    // The command sent the alta and the new anulación to the run's stand-in at once.
    expect(await read(`${BASE}/invoices/${sale.id}`)).toMatchObject({
      verifactu: { state: 'aceptado' },
      verifactuAnulacion: { recordId: fixed.recordId, state: 'aceptado' },
    });
    const records = await asAdmin(env, async (db: Firestore) =>
      (await getDocs(query(collection(db, `${BASE}/verifactuRecords`), orderBy('seq')))).docs.map((d) => d.data().registro as RegistroFactura),
    );
    expect(verifyChain(records)).toEqual({ ok: true, count: 3 });
    expect(await callAs(ADMIN, 'resendVerifactuRecord', { corpId: CORP, recordId: annulled.data.recordId })).toMatchObject({
      ok: false,
      code: 'verifactuNotCorrectable',
    });
  });

  it.each([
    ['a paid sale', 'paid'],
    ['a rectified sale', 'rectified'],
    ['a rectificativa', 'rectificativa'],
    ['a purchase', 'purchase'],
  ])('refuses %s and changes nothing', async (_name, detail) => {
    const sale = await issue(salesContent({ lines: [invoiceLine(1, 5000)] }));
    let target = sale.id;
    if (detail === 'paid')
      await expectOk(USER, 'setInvoicePayment', {
        corpId: CORP,
        invoiceId: sale.id,
        payment: { paidDate: '2026-11-25', paymentMethod: 'transferencia' },
      });
    if (detail === 'rectified' || detail === 'rectificativa') {
      const r = await issue(
        salesContent({
          type: 'rectificativa',
          rectifies: { invoiceId: sale.id, numberText: '', issueDate: '', mode: 'difference', code: 'R1', reason: 'Devolución' } as never,
          lines: [invoiceLine(-1, 1000)],
        }),
      );
      if (detail === 'rectificativa') target = r.id;
    }
    if (detail === 'purchase') target = (await issue(purchaseContent('FP-9'))).id;
    const before = await read(`${BASE}/invoices/${target}`);
    const recordsBefore = await asAdmin(env, async (db: Firestore) => (await getDocs(collection(db, `${BASE}/verifactuRecords`))).size);
    expect(await annul(ADMIN, target)).toMatchObject({ ok: false, code: 'notAnnullable', details: { detail } });
    expect(await read(`${BASE}/invoices/${target}`)).toEqual(before);
    expect(await asAdmin(env, async (db: Firestore) => (await getDocs(collection(db, `${BASE}/verifactuRecords`))).size)).toBe(recordsBefore);
  });
});
