/**
 * Remesas through the Functions emulator (issue 30): a cobros remittance created from open dues
 * (per-due refusals: no mandate, another company's, unknown), its pain.008 valid against the XSD,
 * sent, settled (one payment per item; again pays nothing twice), one item returned (AM04: the
 * invoice 'devuelta', the summary equal to the fold of the invoices), RCUR on the next one; a
 * pagos remittance; cancelling releases every claim; a staff user and forged input refused; two
 * remittances claiming the same due at once never both get it.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDaysIso } from '../../src/domain/dates';
import { accountKeyOf } from '../../src/domain/bank/movementId';
import { remittanceFile, remittanceOfStored, type Remittance } from '../../src/domain/payments/remittance';
import { foldInvoices, invoiceFactsOf, invoiceSummaryOf } from '../../src/domain/summaries';
import { HAS_XMLLINT, PAIN_001_XSD, PAIN_008_XSD, validateXml } from '../../src/domain/sepa/testFixtures';
import { CORP_A, CORP_B, seedWorld } from '../rules/support';
import { spanishCreditorId } from '../../src/domain/sepa/creditorId';
import { invoiceLine, purchaseContent, salesContent, today } from '../rules/invoiceSupport';
import { party } from '../rules/stockSupport';
import { asAdmin, callAs, createFunctionsEnv, expectOk } from './support';

const A = `corporations/${CORP_A}`;
let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createFunctionsEnv();
});
afterAll(() => env?.cleanup());

const domiciliacion = { instalments: [{ days: 30, percentBasisPoints: 10000 }], paymentDays: [], method: 'domiciliacion' };
const bank = (iban: string, mandate: Record<string, unknown> | null) => ({
  iban,
  bic: '',
  sepaMandate: mandate,
  city: 'Santiago de Compostela',
  countryCode: 'ES',
  paymentTerms: domiciliacion,
});

beforeEach(async () => {
  await seedWorld(env);
  await asAdmin(env, async (db) => {
    for (const corp of [CORP_A, CORP_B]) {
      // Another company is another obligado: its own NIF (one VERI*FACTU chain per NIF) and creditor id.
      const nif = corp === CORP_A ? 'B86561412' : 'B12345674';
      const creditorId = spanishCreditorId(nif);
      await updateDoc(doc(db, `corporations/${corp}`), {
        'data.nif': nif,
        'data.iban': 'ES9121000418450200051332',
        'data.bic': 'CAIXESBBXXX',
        'data.sepaCreditorId': creditorId.ok ? creditorId.value : '',
      });
      await setDoc(doc(db, `corporations/${corp}/clients/c1`), {
        ...party('Ferretería Peña', 'client'),
        ...bank('ES6000491500051234567892', { reference: 'M-0001', signatureDate: '2025-01-10', scheme: 'CORE' }),
      });
      await setDoc(doc(db, `corporations/${corp}/clients/c2`), { ...party('Sin Mandato', 'client'), ...bank('ES6000491500051234567892', null) });
      await setDoc(doc(db, `corporations/${corp}/vendors/v1`), {
        ...party('Proveedor Uno'),
        ...bank('ES6000491500051234567892', null),
        paymentTerms: null,
      });
    }
  });
});

const read = (path: string) => asAdmin(env, async (db) => (await getDoc(doc(db, path))).data());
/** An invoice of `cents` plus 21 % VAT. */
const issue = async (corpId: string, partyId: string, cents: number, uid = 'user') =>
  (
    await expectOk<{ id: string }>(uid, 'issueInvoice', {
      corpId,
      invoiceId: null,
      content: salesContent({ partyId, lines: [invoiceLine(1, cents)] }),
    })
  ).id;
const remittanceOf = async (id: string) => remittanceOfStored(id, await read(`${A}/remittances/${id}`)) as Remittance;
const create = (dueIds: unknown, kind = 'cobros', uid = 'admin', corpId = CORP_A) =>
  callAs<{ remittanceId: string | null; claimed: number; amountCents: number; refused: { dueId: string; code: string }[] }>(uid, 'createRemittance', {
    corpId,
    kind,
    dueIds,
    date: addDaysIso(today(), 3),
  });
/** The summary equals the fold of every invoice as stored. */
async function expectSummaryFolds() {
  const invoices = await asAdmin(env, async (db) => (await getDocs(collection(db, `${A}/invoices`))).docs.map((d) => invoiceFactsOf(d.data())));
  const summary = invoiceSummaryOf(await read(`${A}/summaries/invoices`));
  const fold = foldInvoices(invoices);
  expect(summary.receivable).toEqual(fold.receivable);
  expect(summary.payable).toEqual(fold.payable);
}

describe('a cobros remittance from creation to a returned debit', () => {
  // Long: five invoices, two remittances and their files; a loaded machine takes over 30 s.
  it('claims, files, settles, returns, and the next one is RCUR', { timeout: 120_000 }, async () => {
    const inv1 = await issue(CORP_A, 'c1', 10000);
    const inv2 = await issue(CORP_A, 'c1', 5000);
    const inv3 = await issue(CORP_A, 'c2', 7000);
    const other = await issue(CORP_B, 'c1', 9900, 'otherCompanyAdmin');
    expect(await read(`${A}/dues/${inv1}-1`)).toMatchObject({ method: 'domiciliacion', remittanceId: null, state: 'pendiente' });

    const created = await create([`${inv1}-1`, `${inv2}-1`, `${inv3}-1`, `${other}-1`, 'nada-1']);
    if (!created.ok) throw new Error(created.code);
    expect(created.data).toMatchObject({ claimed: 2, amountCents: 18150 });
    expect(created.data.refused).toEqual(
      expect.arrayContaining([
        { dueId: `${inv3}-1`, code: 'noMandate' },
        { dueId: `${other}-1`, code: 'notFound' },
        { dueId: 'nada-1', code: 'notFound' },
      ]),
    );
    const id = created.data.remittanceId!;
    expect(await read(`${A}/dues/${inv1}-1`)).toMatchObject({ remittanceId: id });
    expect(await read(`corporations/${CORP_B}/dues/${other}-1`)).toMatchObject({ remittanceId: null });
    expect(await read(`${A}/mandates/c1`)).toMatchObject({ reference: 'M-0001', firstRemittanceId: id });
    // While in the remittance, no one records a cobro of it by hand.
    const manual = await callAs('user', 'recordPayment', {
      corpId: CORP_A,
      payment: { kind: 'cobro', date: today(), amountCents: 12100, method: 'transferencia', allocations: [{ dueId: `${inv1}-1` }] },
    });
    expect(manual).toMatchObject({ ok: false, code: 'inRemittance' });

    let r = await remittanceOf(id);
    expect(r).toMatchObject({ kind: 'cobros', state: 'preparada', scheme: 'CORE', totals: { count: 2, amountCents: 18150 } });
    expect(r.items.map((i) => i.sequenceType)).toEqual(['FRST', 'FRST']);
    const file = remittanceFile(r);
    if (!file.ok) throw new Error(JSON.stringify(file.problems));
    if (HAS_XMLLINT) expect(validateXml(file.xml, PAIN_008_XSD)).toMatchObject({ valid: true });

    expect(await callAs('admin', 'settleRemittance', { corpId: CORP_A, remittanceId: id, date: addDaysIso(today(), 2) })).toMatchObject({
      ok: false,
      code: 'remittanceDate',
    });
    await expectOk('admin', 'markRemittanceSent', { corpId: CORP_A, remittanceId: id });
    const settled = await expectOk<{ settled: number }>('admin', 'settleRemittance', {
      corpId: CORP_A,
      remittanceId: id,
      date: addDaysIso(today(), 3),
    });
    expect(settled.settled).toBe(2);
    expect(
      (await expectOk<{ settled: number }>('admin', 'settleRemittance', { corpId: CORP_A, remittanceId: id, date: addDaysIso(today(), 4) })).settled,
    ).toBe(0);
    r = await remittanceOf(id);
    expect(r).toMatchObject({ state: 'cargada', settleDate: addDaysIso(today(), 3), totals: { settledCount: 2, settledCents: 18150 } });
    const payment = await read(`${A}/payments/${id}_${inv1}-1`);
    expect(payment).toMatchObject({ kind: 'cobro', method: 'domiciliacion', amountCents: 12100, origin: { type: 'remesa', id }, state: 'vigente' });
    expect(await read(`${A}/invoices/${inv1}`)).toMatchObject({ status: 'pagada', collectedCents: 12100 });
    expect(await read(`${A}/dues/${inv1}-1`)).toMatchObject({ state: 'pagada', remittanceId: null });
    await expectSummaryFolds();

    // A remittance's cobro is undone as its return, never by reversing the payment on its own.
    expect(
      await callAs('admin', 'reversePayment', {
        corpId: CORP_A,
        reversal: { paymentId: `${id}_${inv1}-1`, date: addDaysIso(today(), 5), reason: 'Devuelto' },
      }),
    ).toMatchObject({ ok: false, code: 'inRemittance' });
    // The debtor's bank returns inv1's debit: AM04 (insufficient funds).
    const back = { corpId: CORP_A, remittanceId: id, dueId: `${inv1}-1`, code: 'AM04', date: addDaysIso(today(), 5) };
    await expectOk('admin', 'returnRemittanceItem', back);
    expect(await callAs('admin', 'returnRemittanceItem', back)).toMatchObject({ ok: false, code: 'itemReturned' });
    expect(await read(`${A}/payments/${id}_${inv1}-1`)).toMatchObject({ state: 'anulado', reversal: { returnCode: 'AM04' } });
    expect(await read(`${A}/invoices/${inv1}`)).toMatchObject({ status: 'devuelta', collectedCents: 0 });
    expect(await read(`${A}/dues/${inv1}-1`)).toMatchObject({ state: 'devuelta', returned: true });
    expect(await read(`${A}/invoices/${inv2}`)).toMatchObject({ status: 'pagada' });
    r = await remittanceOf(id);
    expect(r.items.find((i) => i.dueId === `${inv1}-1`)!.returned).toEqual({ code: 'AM04', date: addDaysIso(today(), 5) });
    expect(r.totals).toMatchObject({ returnedCount: 1, returnedCents: 12100 });
    await expectSummaryFolds();

    // Presented again: the mandate was used, so RCUR.
    const again = await create([`${inv1}-1`]);
    if (!again.ok) throw new Error(again.code);
    expect((await remittanceOf(again.data.remittanceId!)).items.map((i) => i.sequenceType)).toEqual(['RCUR']);
    expect(await callAs('admin', 'cancelRemittance', { corpId: CORP_A, remittanceId: id })).toMatchObject({ ok: false, code: 'remittanceState' });
  });
});

describe('pagos and cancelling', () => {
  it('a pagos remittance files a valid pain.001 and settles as transferencias', async () => {
    const registered = await expectOk<{ id: string }>('user', 'issueInvoice', {
      corpId: CORP_A,
      invoiceId: null,
      content: purchaseContent('A-102', { lines: [invoiceLine(1, 40000)] }),
    });
    const created = await create([`${registered.id}-1`], 'pagos');
    if (!created.ok) throw new Error(created.code);
    expect(created.data).toMatchObject({ claimed: 1, refused: [] });
    const r = await remittanceOf(created.data.remittanceId!);
    expect(r.items[0]).toMatchObject({ number: 'A-102', mandate: null, sequenceType: null });
    const file = remittanceFile(r);
    if (!file.ok) throw new Error(JSON.stringify(file.problems));
    if (HAS_XMLLINT) expect(validateXml(file.xml, PAIN_001_XSD)).toMatchObject({ valid: true });
    await expectOk('admin', 'settleRemittance', { corpId: CORP_A, remittanceId: r.id, date: r.date });
    expect(await read(`${A}/payments/${r.id}_${registered.id}-1`)).toMatchObject({ kind: 'pago', method: 'transferencia', amountCents: 48400 });
    await expectSummaryFolds();
  });

  it('cancelling releases every claim and forgets the mandate use it started', async () => {
    const inv = await issue(CORP_A, 'c1', 3000);
    const created = await create([`${inv}-1`]);
    if (!created.ok) throw new Error(created.code);
    const id = created.data.remittanceId!;
    await expectOk('admin', 'cancelRemittance', { corpId: CORP_A, remittanceId: id });
    expect(await read(`${A}/dues/${inv}-1`)).toMatchObject({ remittanceId: null, state: 'pendiente' });
    expect(await read(`${A}/mandates/c1`)).toBeUndefined();
    expect((await remittanceOf(id)).state).toBe('cancelada');
    // Again: nothing left to release, still cancelled; settling a cancelled one is refused.
    await expectOk('admin', 'cancelRemittance', { corpId: CORP_A, remittanceId: id });
    expect(await callAs('admin', 'settleRemittance', { corpId: CORP_A, remittanceId: id, date: addDaysIso(today(), 3) })).toMatchObject({
      ok: false,
      code: 'remittanceState',
    });
    // The due is free for the next one.
    expect(await create([`${inv}-1`])).toMatchObject({ ok: true, data: { claimed: 1 } });
  });
});

describe('who and what is refused', () => {
  it('a staff user, a cashier and another company are refused', async () => {
    const inv = await issue(CORP_A, 'c1', 3000);
    expect(await create([`${inv}-1`], 'cobros', 'user')).toMatchObject({ ok: false, code: 'denied' });
    expect(await create([`${inv}-1`], 'cobros', 'cashier')).toMatchObject({ ok: false, code: 'denied' });
    expect(await create([`${inv}-1`], 'cobros', 'otherCompanyAdmin')).toMatchObject({ ok: false, code: 'denied' });
    expect(await create([`${inv}-1`], 'cobros', 'otherCompanyAdmin', CORP_B)).toMatchObject({ ok: true, data: { remittanceId: null, claimed: 0 } });
    expect(await read(`${A}/dues/${inv}-1`)).toMatchObject({ remittanceId: null });
  });

  it.each([
    ['1.001 dues', Array.from({ length: 1001 }, (_, i) => `x${i}-1`), 'dueIds'],
    ['the same due twice', ['a-1', 'a-1'], 'dueIds'],
    ['a double where an id goes', [1.5], 'dueIds.0'],
    ['a control character', ['a\u0007-1'], 'dueIds.0:unsafeText'],
    ['a path', ['../../corporations/corpB/dues/x-1'], 'dueIds.0'],
  ])('forged input: %s', async (_why, dueIds, detail) => {
    expect(await create(dueIds)).toMatchObject({ ok: false, code: 'invalid', details: { detail } });
  });

  it('a date in the past and a company without a creditor id are refused', async () => {
    const inv = await issue(CORP_A, 'c1', 3000);
    expect(await callAs('admin', 'createRemittance', { corpId: CORP_A, kind: 'cobros', dueIds: [`${inv}-1`], date: '2020-01-01' })).toMatchObject({
      ok: false,
      code: 'remittanceDate',
    });
    await asAdmin(env, (db) => updateDoc(doc(db, A), { 'data.sepaCreditorId': '' }));
    expect(await create([`${inv}-1`])).toMatchObject({ ok: false, code: 'companyIncomplete', details: { missing: ['creditorId'] } });
  });

  it('a return code outside the SEPA list, or of an item not settled, is refused', async () => {
    const inv = await issue(CORP_A, 'c1', 3000);
    const created = await create([`${inv}-1`]);
    if (!created.ok) throw new Error(created.code);
    const id = created.data.remittanceId!;
    const ret = (code: string) =>
      callAs('admin', 'returnRemittanceItem', { corpId: CORP_A, remittanceId: id, dueId: `${inv}-1`, code, date: today() });
    expect(await ret('ZZ99')).toMatchObject({ ok: false, code: 'invalid' });
    expect(await ret('AM04')).toMatchObject({ ok: false, code: 'remittanceState' });
    expect(
      await callAs('admin', 'returnRemittanceItem', { corpId: CORP_A, remittanceId: id, dueId: 'otro-1', code: 'AM04', date: today() }),
    ).toMatchObject({
      ok: false,
      code: 'itemNotFound',
    });
  });
});

describe('the bank books a remittance as one movement', () => {
  const movement = (amountCents: number, date: string, concept: string, line: number) => ({
    date,
    valueDate: date,
    amountCents,
    commonConcept: '',
    ownConcept: '',
    document: '',
    reference1: '',
    reference2: '',
    concepts: [concept],
    line,
  });
  const reconcile = (movementId: string, remittanceId: string, uid = 'admin') =>
    callAs<{ movementId: string; remittanceId: string }>(uid, 'reconcileBankRemittance', { corpId: CORP_A, movementId, remittanceId });

  it('its total, once charged, reconciles with it; anything else is refused; undoing only unlinks', { timeout: 120_000 }, async () => {
    const inv1 = await issue(CORP_A, 'c1', 10000);
    const inv2 = await issue(CORP_A, 'c1', 5000);
    const created = await create([`${inv1}-1`, `${inv2}-1`]);
    if (!created.ok) throw new Error(created.code);
    const r = await remittanceOf(created.data.remittanceId!);
    expect(r.totals.amountCents).toBe(18150);
    await expectOk('admin', 'markRemittanceSent', { corpId: CORP_A, remittanceId: r.id });
    const chargeDay = addDaysIso(r.date, 1);
    await expectOk('admin', 'importBankStatement', {
      corpId: CORP_A,
      fileName: 'extracto.csv',
      format: 'csv',
      accountKey: accountKeyOf('ES9121000418450200051332'),
      movements: [
        movement(18150, chargeDay, `ABONO REMESA ${r.messageId}`, 1),
        movement(18149, chargeDay, 'OTRO ABONO', 2),
        movement(-18150, chargeDay, 'CARGO', 3),
      ],
    });
    const ids = await asAdmin(env, async (db) =>
      Object.fromEntries((await getDocs(collection(db, `${A}/bankMovements`))).docs.map((d) => [String(d.get('amountCents')), d.id])),
    );
    const [exact, short, debit] = [ids['18150']!, ids['18149']!, ids['-18150']!];
    // Only sent: the app marks it charged first (at the movement's date), this command never pays.
    expect(await reconcile(exact, r.id)).toMatchObject({ ok: false, code: 'remittanceState' });
    await expectOk('admin', 'settleRemittance', { corpId: CORP_A, remittanceId: r.id, date: chargeDay });
    expect(await reconcile(short, r.id)).toMatchObject({ ok: false, code: 'amountMismatch' });
    expect(await reconcile(debit, r.id)).toMatchObject({ ok: false, code: 'wrongKind' });
    expect(await reconcile(exact, r.id, 'user')).toMatchObject({ ok: false, code: 'denied' });
    expect(await callAs('otherCompanyAdmin', 'reconcileBankRemittance', { corpId: CORP_B, movementId: exact, remittanceId: r.id })).toMatchObject({
      ok: false,
      code: 'notFound',
    });
    expect(await reconcile(exact, r.id)).toMatchObject({ ok: true });
    expect(await read(`${A}/bankMovements/${exact}`)).toMatchObject({
      state: 'conciliado',
      match: { paymentId: '', dueIds: [], remittanceId: r.id },
    });
    expect(await read(`${A}/remittances/${r.id}`)).toMatchObject({ state: 'cargada', bankMovementId: exact });
    // Matched once: another movement cannot be it too.
    expect(await reconcile(short, r.id)).toMatchObject({ ok: false, code: 'remittanceState' });
    const payments = await asAdmin(env, async (db) => (await getDocs(collection(db, `${A}/payments`))).size);
    expect(payments).toBe(2);
    // Undone: the movement is pending again, the remittance stays charged with its payments.
    expect(await callAs('admin', 'unreconcileBankMovement', { corpId: CORP_A, movementId: exact, reason: 'Me equivoqué' })).toMatchObject({
      ok: true,
    });
    expect(await read(`${A}/bankMovements/${exact}`)).toMatchObject({ state: 'pendiente', match: null });
    expect(await read(`${A}/remittances/${r.id}`)).toMatchObject({ state: 'cargada', bankMovementId: null });
    expect(await asAdmin(env, async (db) => (await getDocs(collection(db, `${A}/payments`))).size)).toBe(2);
    expect(await read(`${A}/invoices/${inv1}`)).toMatchObject({ status: 'pagada' });
    await expectSummaryFolds();
  });
});

describe('two remittances at once', () => {
  it('never both claim the same due', async () => {
    const inv = await issue(CORP_A, 'c1', 3000);
    const [one, two] = await Promise.all([create([`${inv}-1`]), create([`${inv}-1`])]);
    const claimed = [one, two].map((r) => (r.ok ? r.data.claimed : -1));
    expect(claimed.sort()).toEqual([0, 1]);
    const loser = [one, two].find((r) => r.ok && r.data.claimed === 0);
    expect(loser).toMatchObject({ ok: true, data: { remittanceId: null, refused: [{ dueId: `${inv}-1`, code: 'inRemittance' }] } });
    const winner = [one, two].find((r) => r.ok && r.data.claimed === 1)!;
    expect(await read(`${A}/dues/${inv}-1`)).toMatchObject({ remittanceId: winner.ok ? winner.data.remittanceId : '' });
    const left = await asAdmin(env, async (db) => (await getDocs(collection(db, `${A}/remittances`))).size);
    expect(left).toBe(1);
  });
});
