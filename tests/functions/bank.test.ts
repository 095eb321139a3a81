/**
 * The bank's commands through the Functions emulator (issue 30): a Norma 43 statement (the
 * fixture, parsed here with the app's own pure parser) imported twice creates its movements once;
 * a movement reconciled with a due records a bank payment that pays the invoice and moves the
 * summary; a reconciliation cannot be made twice, and undone it gives everything back; a fee is
 * ignored; staff that are not admins, another company and crafted movements are refused.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { movementIds } from '../../src/domain/bank/movementId';
import { parseNorma43 } from '../../src/domain/bank/norma43';
import type { BankMovement } from '../../src/domain/bank/movement';
import { decodeBankFile } from '../../src/domain/bank/textDecoding';
import { pendingCents } from '../../src/domain/summaries';
import { CORP_A, CORP_B, seedWorld } from '../rules/support';
import { clientDoc, invoiceLine, salesContent } from '../rules/invoiceSupport';
import { asAdmin, callAs, createFunctionsEnv, expectOk } from './support';

const A = `corporations/${CORP_A}`;
let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createFunctionsEnv();
});
afterAll(() => env?.cleanup());

const statement = parseNorma43(decodeBankFile(new Uint8Array(readFileSync(resolve(process.cwd(), 'src/domain/bank/fixtures/sample.n43')))).text);
const [main, second] = statement.accounts;
/** The movements as the browser sends them. */
const sent = (movements: readonly BankMovement[]) => movements.map((m) => ({ ...m }));
const importInput = (accountKey: string, movements: unknown, fileName = 'sample.n43') => ({
  corpId: CORP_A,
  fileName,
  format: 'norma43',
  accountKey,
  movements,
});

const read = (path: string) => asAdmin(env, async (db) => (await getDoc(doc(db, path))).data());
const countOf = (path: string) => asAdmin(env, async (db) => (await getDocs(collection(db, path))).size);

beforeEach(async () => {
  await seedWorld(env);
  await asAdmin(env, async (db) => {
    await setDoc(doc(db, `${A}/clients/c1`), clientDoc('Ferreteria Lopez SL'));
    await setDoc(doc(db, `${A}/clients/c2`), clientDoc('Bar El Puerto SL'));
  });
});

/** A sale to `partyId` of `baseCents` + 21 % IVA, issued: one due `${id}-1` (100000 → 1.210,00 €, the fixture's first transfer). */
async function issueSale(baseCents: number, partyId = 'c1'): Promise<string> {
  const issued = await expectOk<{ id: string }>('admin', 'issueInvoice', {
    corpId: CORP_A,
    invoiceId: null,
    content: salesContent({ partyId, lines: [invoiceLine(1, baseCents)] }),
  });
  return issued.id;
}

async function importSample(uid = 'admin') {
  const a = await callAs<{ newCount: number; existingCount: number; movementCount: number; alreadyImported: boolean; importId: string }>(
    uid,
    'importBankStatement',
    importInput(main!.accountKey, sent(main!.movements)),
  );
  return a;
}

describe('importBankStatement', () => {
  it('creates each movement once: the same file again creates nothing and changes nothing', async () => {
    expect(statement.errors).toEqual([]);
    const first = await importSample();
    expect(first).toMatchObject({ ok: true, data: { movementCount: 10, newCount: 10, existingCount: 0, alreadyImported: false } });
    const other = await expectOk<{ newCount: number }>('admin', 'importBankStatement', importInput(second!.accountKey, sent(second!.movements)));
    expect(other.newCount).toBe(2);
    expect(await countOf(`${A}/bankMovements`)).toBe(12);
    expect(await countOf(`${A}/bankImports`)).toBe(2);

    // The ids are the server's: those of movementIds for the account.
    const ids = movementIds(main!.accountKey, main!.movements);
    const stored = await read(`${A}/bankMovements/${ids[0]}`);
    expect(stored).toMatchObject({
      accountKey: main!.accountKey,
      date: '2026-11-03',
      amountCents: 121000,
      reference2: 'F2026-0012',
      state: 'pendiente',
      match: null,
      returnedDebit: false,
      importId: first.ok ? first.data.importId : '',
    });
    // The two equal commissions of one day stay two; the returned receipt is marked.
    expect(new Set(ids).size).toBe(10);
    expect((await read(`${A}/bankMovements/${ids[3]}`))?.returnedDebit).toBe(true);

    const before = await asAdmin(env, async (db) => (await getDocs(collection(db, `${A}/bankMovements`))).docs.map((d) => [d.id, d.data()]));
    const again = await importSample();
    expect(again).toMatchObject({ ok: true, data: { newCount: 0, existingCount: 10, alreadyImported: true } });
    expect(await countOf(`${A}/bankImports`)).toBe(2);
    const after = await asAdmin(env, async (db) => (await getDocs(collection(db, `${A}/bankMovements`))).docs.map((d) => [d.id, d.data()]));
    expect(after).toEqual(before);

    // A second file overlapping the first (its first three movements and one new): only the new one is created.
    const overlap = [...main!.movements.slice(0, 3), { ...main!.movements[0]!, date: '2026-12-01', valueDate: '2026-12-01', line: 99 }];
    const third = await expectOk<{ newCount: number; existingCount: number }>(
      'admin',
      'importBankStatement',
      importInput(main!.accountKey, sent(overlap), 'dic.n43'),
    );
    expect(third).toMatchObject({ newCount: 1, existingCount: 3 });
    expect(await countOf(`${A}/bankMovements`)).toBe(13);
  }, 60_000);

  it('is for admins of the company only', async () => {
    for (const uid of ['user', 'cashier', 'restricted', 'inactive', 'noProfile']) {
      expect(await importSample(uid)).toMatchObject({ ok: false, code: 'denied' });
    }
    expect(await callAs('otherCompanyAdmin', 'importBankStatement', importInput(main!.accountKey, sent(main!.movements)))).toMatchObject({
      ok: false,
      code: 'denied',
    });
    expect(await callAs(null, 'importBankStatement', importInput(main!.accountKey, sent(main!.movements)))).toMatchObject({ ok: false });
    expect(await countOf(`${A}/bankMovements`)).toBe(0);
  });

  it.each<[string, (m: Record<string, unknown>) => unknown, string]>([
    ['a double amount', (m) => ({ ...m, amountCents: 121000.5 }), 'movements.0.amountCents'],
    ['an amount as text', (m) => ({ ...m, amountCents: '121000' }), 'movements.0.amountCents'],
    ['a control character in a concept', (m) => ({ ...m, concepts: ['TRANSFERENCIA\u0007'] }), 'movements.0.concepts.0:unsafeText'],
    ['a line break in a reference', (m) => ({ ...m, reference1: 'A\nB' }), 'movements.0.reference1:unsafeText'],
    ['a date that is not one', (m) => ({ ...m, date: '2026-02-30' }), 'movements.0.date'],
    ['a date in another format', (m) => ({ ...m, valueDate: '03/11/2026' }), 'movements.0.valueDate'],
    ['an id chosen by the client', (m) => ({ ...m, id: 'f'.repeat(64) }), 'movements.0'],
    ['a concept too long', (m) => ({ ...m, concepts: ['x'.repeat(201)] }), 'movements.0.concepts.0'],
    ['a common concept of letters', (m) => ({ ...m, commonConcept: 'AB' }), 'movements.0.commonConcept'],
  ])('refuses %s', async (_, craft, detail) => {
    const movements = sent(main!.movements) as unknown as Record<string, unknown>[];
    const result = await callAs('admin', 'importBankStatement', importInput(main!.accountKey, [craft(movements[0]!), ...movements.slice(1)]));
    expect(result).toMatchObject({ ok: false, code: 'invalid', details: { detail } });
    expect(await countOf(`${A}/bankMovements`)).toBe(0);
  });

  it('refuses 5001 movements, an account key that is no key and an unknown format', async () => {
    const many = Array.from({ length: 5001 }, (_, i) => ({ ...main!.movements[4]!, line: i + 1 }));
    expect(await callAs('admin', 'importBankStatement', importInput(main!.accountKey, many))).toMatchObject({
      ok: false,
      code: 'invalid',
      details: { detail: 'movements' },
    });
    expect(await callAs('admin', 'importBankStatement', importInput('es91 2100', sent(main!.movements)))).toMatchObject({
      ok: false,
      code: 'invalid',
      details: { detail: 'accountKey' },
    });
    expect(await callAs('admin', 'importBankStatement', { ...importInput(main!.accountKey, sent(main!.movements)), format: 'ofx' })).toMatchObject({
      ok: false,
      code: 'invalid',
      details: { detail: 'format' },
    });
    expect(await countOf(`${A}/bankMovements`)).toBe(0);
  }, 60_000);
});

describe('reconcileBankMovement', () => {
  it('records the bank payment: the invoice is paid, the summary no longer counts it; twice is refused; undone it is all back', async () => {
    const invoiceId = await issueSale(100000);
    const receivableBefore = pendingCents((await read(`${A}/summaries/invoices`))!.receivable as Record<string, number>);
    await importSample();
    const [movementId] = movementIds(main!.accountKey, main!.movements);
    const dueId = `${invoiceId}-1`;

    const done = await expectOk<{ paymentId: string; unappliedCents: number }>('admin', 'reconcileBankMovement', {
      corpId: CORP_A,
      movementId,
      dueIds: [dueId],
    });
    expect(done.unappliedCents).toBe(0);
    expect(await read(`${A}/invoices/${invoiceId}`)).toMatchObject({
      status: 'pagada',
      collectedCents: 121000,
      paidDate: '2026-11-03',
      paymentMethod: 'transferencia',
    });
    expect(await read(`${A}/dues/${dueId}`)).toMatchObject({ state: 'pagada', paidCents: 121000 });
    expect(await read(`${A}/payments/${done.paymentId}`)).toMatchObject({
      kind: 'cobro',
      partyId: 'c1',
      amountCents: 121000,
      date: '2026-11-03',
      method: 'transferencia',
      reference: 'F2026-0012',
      allocations: [{ dueId, invoiceId, amountCents: 121000 }],
      unappliedCents: 0,
      state: 'vigente',
      origin: { type: 'banco', id: movementId },
    });
    expect(await read(`${A}/bankMovements/${movementId}`)).toMatchObject({
      state: 'conciliado',
      match: { paymentId: done.paymentId, dueIds: [dueId] },
    });
    const summary = await read(`${A}/summaries/invoices`);
    expect(pendingCents(summary!.receivable as Record<string, number>)).toBe(receivableBefore - 121000);

    // The same movement again, even against another open due: refused, nothing written.
    const otherInvoice = await issueSale(100000);
    expect(await callAs('admin', 'reconcileBankMovement', { corpId: CORP_A, movementId, dueIds: [`${otherInvoice}-1`] })).toMatchObject({
      ok: false,
      code: 'notPending',
    });
    expect(await read(`${A}/invoices/${otherInvoice}`)).toMatchObject({ status: 'pendiente' });
    expect(await countOf(`${A}/payments`)).toBe(1);

    // Undone: the payment is reversed, the invoice and its due are open again, the movement pending.
    const undone = await expectOk('admin', 'unreconcileBankMovement', { corpId: CORP_A, movementId, reason: 'Cliente equivocado' });
    expect(undone).toMatchObject({ movementId, paymentId: done.paymentId });
    expect(await read(`${A}/payments/${done.paymentId}`)).toMatchObject({
      state: 'anulado',
      reversal: { reason: 'Cliente equivocado', returnCode: null },
    });
    expect(await read(`${A}/invoices/${invoiceId}`)).toMatchObject({ status: 'pendiente', collectedCents: 0 });
    expect(await read(`${A}/dues/${dueId}`)).toMatchObject({ state: 'pendiente', paidCents: 0 });
    expect(await read(`${A}/bankMovements/${movementId}`)).toMatchObject({ state: 'pendiente', match: null });
    expect(pendingCents((await read(`${A}/summaries/invoices`))!.receivable as Record<string, number>)).toBe(receivableBefore + 121000);
    expect(await callAs('admin', 'unreconcileBankMovement', { corpId: CORP_A, movementId, reason: 'Otra vez' })).toMatchObject({
      ok: false,
      code: 'notReconciled',
    });
    // And it can be reconciled again, with the right due.
    const again = await expectOk<{ paymentId: string }>('admin', 'reconcileBankMovement', { corpId: CORP_A, movementId, dueIds: [dueId] });
    expect(await read(`${A}/invoices/${invoiceId}`)).toMatchObject({ status: 'pagada' });
    // Its payment reversed on its own (from the payments): the movement is pending again in the same transaction.
    await expectOk('admin', 'reversePayment', { corpId: CORP_A, reversal: { paymentId: again.paymentId, date: '2026-11-30', reason: 'Error' } });
    expect(await read(`${A}/bankMovements/${movementId}`)).toMatchObject({ state: 'pendiente', match: null });
    expect(await callAs('admin', 'unreconcileBankMovement', { corpId: CORP_A, movementId, reason: 'Ya anulado' })).toMatchObject({
      ok: false,
      code: 'notReconciled',
    });
    expect(await read(`${A}/payments/${again.paymentId}`)).toMatchObject({ state: 'anulado', reversal: { reason: 'Error' } });
    expect(await read(`${A}/invoices/${invoiceId}`)).toMatchObject({ status: 'pendiente', collectedCents: 0 });
  }, 120_000);

  it('keeps on account what the dues do not take, and refuses two parties, the wrong kind and a returned receipt', async () => {
    const c1 = await issueSale(100000, 'c1');
    const c2 = await issueSale(100000, 'c2');
    await importSample();
    await expectOk('admin', 'importBankStatement', importInput(second!.accountKey, sent(second!.movements)));
    const ids = movementIds(main!.accountKey, main!.movements);
    const [big] = movementIds(second!.accountKey, second!.movements);

    // 2.420,00 € in, applied to one due of 1.210,00 €: 1.210,00 € stays on account.
    expect(await callAs('admin', 'reconcileBankMovement', { corpId: CORP_A, movementId: big, dueIds: [`${c1}-1`, `${c2}-1`] })).toMatchObject({
      ok: false,
      code: 'otherParty',
    });
    const partial = await expectOk<{ paymentId: string; unappliedCents: number }>('admin', 'reconcileBankMovement', {
      corpId: CORP_A,
      movementId: big,
      dueIds: [`${c1}-1`],
    });
    expect(partial.unappliedCents).toBe(121000);
    expect(await read(`${A}/invoices/${c1}`)).toMatchObject({ status: 'pagada' });

    // A debit (a pago) cannot pay a sale's due; the returned receipt (concepto 14) pays nothing.
    expect(await callAs('admin', 'reconcileBankMovement', { corpId: CORP_A, movementId: ids[1], dueIds: [`${c2}-1`] })).toMatchObject({
      ok: false,
      code: 'wrongKind',
    });
    expect(await callAs('admin', 'reconcileBankMovement', { corpId: CORP_A, movementId: ids[3], dueIds: [`${c2}-1`] })).toMatchObject({
      ok: false,
      code: 'returnedDebit',
    });
    expect(await callAs('admin', 'reconcileBankMovement', { corpId: CORP_A, movementId: ids[0], dueIds: [`${c2}-1`, `${c2}-1`] })).toMatchObject({
      ok: false,
      code: 'invalid',
    });
    expect(await callAs('admin', 'reconcileBankMovement', { corpId: CORP_A, movementId: 'a'.repeat(64), dueIds: [`${c2}-1`] })).toMatchObject({
      ok: false,
      code: 'notFound',
    });
    expect(await read(`${A}/invoices/${c2}`)).toMatchObject({ status: 'pendiente' });
  }, 120_000);

  it('refuses staff that are not admins and another company’s movement', async () => {
    const invoiceId = await issueSale(100000);
    await importSample();
    const [movementId] = movementIds(main!.accountKey, main!.movements);
    const input = { corpId: CORP_A, movementId, dueIds: [`${invoiceId}-1`] };
    expect(await callAs('user', 'reconcileBankMovement', input)).toMatchObject({ ok: false, code: 'denied' });
    expect(await callAs('user', 'ignoreBankMovement', { corpId: CORP_A, movementId, ignored: true })).toMatchObject({ ok: false, code: 'denied' });
    expect(await callAs('cashier', 'unreconcileBankMovement', { corpId: CORP_A, movementId, reason: 'No' })).toMatchObject({
      ok: false,
      code: 'denied',
    });
    // The other company's admin: naming company A is refused, and in their own company the movement does not exist.
    expect(await callAs('otherCompanyAdmin', 'reconcileBankMovement', input)).toMatchObject({ ok: false, code: 'denied' });
    expect(await callAs('otherCompanyAdmin', 'reconcileBankMovement', { ...input, corpId: CORP_B })).toMatchObject({ ok: false, code: 'notFound' });
    expect(await callAs('otherCompanyAdmin', 'ignoreBankMovement', { corpId: CORP_B, movementId, ignored: true })).toMatchObject({
      ok: false,
      code: 'notFound',
    });
    expect(await read(`${A}/bankMovements/${movementId}`)).toMatchObject({ state: 'pendiente' });
    expect(await read(`${A}/invoices/${invoiceId}`)).toMatchObject({ status: 'pendiente' });
  }, 60_000);
});

describe('ignoreBankMovement', () => {
  it('sets a fee aside and brings it back; an ignored movement cannot be reconciled', async () => {
    await importSample();
    const ids = movementIds(main!.accountKey, main!.movements);
    const fee = ids[4]!;
    expect(await expectOk('admin', 'ignoreBankMovement', { corpId: CORP_A, movementId: fee, ignored: true })).toMatchObject({ state: 'ignorado' });
    expect(await read(`${A}/bankMovements/${fee}`)).toMatchObject({ state: 'ignorado' });
    expect(await callAs('admin', 'ignoreBankMovement', { corpId: CORP_A, movementId: fee, ignored: true })).toMatchObject({
      ok: false,
      code: 'notPending',
    });
    expect(await callAs('admin', 'reconcileBankMovement', { corpId: CORP_A, movementId: fee, dueIds: ['x-1'] })).toMatchObject({
      ok: false,
      code: 'notPending',
    });
    expect(await expectOk('admin', 'ignoreBankMovement', { corpId: CORP_A, movementId: fee, ignored: false })).toMatchObject({ state: 'pendiente' });
    expect(await callAs('admin', 'ignoreBankMovement', { corpId: CORP_A, movementId: fee, ignored: false })).toMatchObject({
      ok: false,
      code: 'notIgnored',
    });
  }, 60_000);
});
