/**
 * Cobros y pagos (issue 30) through the Functions emulator: an invoice issued to a client with
 * terms 30/60/90 gets three instalments and their due documents; cobros apply to them partly, across
 * invoices and on account; two people paying one invoice at once never over-apply it; a reversal
 * (and a returned direct debit) gives the instalments back; the summary always equals the fold of
 * what is stored; every persona and crafted input is refused where it must be.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDaysIso } from '../../src/domain/dates';
import { nextPaymentDay } from '../../src/domain/payments/instalments';
import { foldInvoices, invoiceFactsOf, invoiceSummaryOf } from '../../src/domain/summaries';
import { corpData } from '../rules/support';
import { clientDoc, invoiceLine, partyDoc, purchaseContent, salesContent, seededAt, today } from '../rules/invoiceSupport';
import { asAdmin, callAs, createFunctionsEnv, expectOk } from './support';

const CORP = 'corpPayments';
const OTHER = 'corpPaymentsOther';
const BASE = `corporations/${CORP}`;
const USER = 'payUser';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createFunctionsEnv();
});
afterAll(() => env?.cleanup());

const profile = (corpId: string, role: string) => ({
  name: 'P',
  email: 'p@example.com',
  corpId,
  role,
  active: true,
  createdAt: seededAt,
  updatedAt: seededAt,
});
const TERMS_306090 = {
  paymentTermsDays: 30,
  paymentTerms: {
    instalments: [
      { days: 30, percentBasisPoints: 3333 },
      { days: 60, percentBasisPoints: 3333 },
      { days: 90, percentBasisPoints: 3334 },
    ],
    paymentDays: [],
    method: 'domiciliacion',
  },
};

beforeEach(async () => {
  await env.clearFirestore();
  await asAdmin(env, async (db) => {
    for (const corpId of [CORP, OTHER]) {
      await setDoc(doc(db, `corporations/${corpId}`), {
        name: corpId,
        data: corpData({ iban: 'ES9121000418450200051332' }),
        createdAt: seededAt,
        updatedAt: seededAt,
      });
    }
    await setDoc(doc(db, `users/${USER}`), profile(CORP, 'user'));
    await setDoc(doc(db, 'users/payUser2'), profile(CORP, 'user'));
    await setDoc(doc(db, 'users/payCashier'), profile(CORP, 'cashier'));
    await setDoc(doc(db, 'users/payOther'), profile(OTHER, 'admin'));
    await setDoc(doc(db, `${BASE}/clients/c1`), clientDoc('Cliente Uno', TERMS_306090));
    await setDoc(doc(db, `${BASE}/clients/c2`), clientDoc('Cliente Dos'));
    await setDoc(
      doc(db, `${BASE}/clients/c3`),
      clientDoc('Cliente Tres', {
        paymentTermsDays: 30,
        paymentTerms: { ...TERMS_306090.paymentTerms, instalments: [{ days: 30, percentBasisPoints: 10000 }], paymentDays: [5, 20] },
      }),
    );
    await setDoc(doc(db, `${BASE}/vendors/v1`), partyDoc('Proveedor Uno'));
  });
});

const read = (path: string) => asAdmin(env, async (db: Firestore) => (await getDoc(doc(db, path))).data());
const readAll = (path: string) =>
  asAdmin(env, async (db: Firestore) =>
    (await getDocs(collection(db, path))).docs.map((d): Record<string, unknown> & { id: string } => ({ id: d.id, ...d.data() })),
  );
const issueOk = (content: unknown) => expectOk<{ id: string }>(USER, 'issueInvoice', { corpId: CORP, invoiceId: null, content });
const pay = (payment: Record<string, unknown>, uid = USER) =>
  callAs<{ id: string; unappliedCents: number }>(uid, 'recordPayment', {
    corpId: CORP,
    payment: { kind: 'cobro', date: today(), method: 'transferencia', allocations: [], ...payment },
  });
const reverse = (reversal: Record<string, unknown>, uid = USER) =>
  callAs<{ id: string }>(uid, 'reversePayment', { corpId: CORP, reversal: { date: today(), reason: 'Error al registrar', ...reversal } });
const apply = (application: Record<string, unknown>, uid = USER) =>
  callAs<{ id: string; unappliedCents: number }>(uid, 'applyPayment', { corpId: CORP, application });
const expectFold = async () => {
  const summary = invoiceSummaryOf(await read(`${BASE}/summaries/invoices`));
  expect(summary).toEqual(foldInvoices((await readAll(`${BASE}/invoices`)).map((d) => invoiceFactsOf(d))));
  return summary;
};
/** 3 × 100,00 € at 21 % = 363,00 €: instalments of 120,98, 120,98 and 121,04 €. */
const sale306090 = () => issueOk(salesContent({ lines: [invoiceLine(3, 10000)] }));

describe('instalments at issue', () => {
  it('a client at 30/60/90 gets three instalments adding up to 363,00 €, each a due document, each in the summary', async () => {
    const sale = await sale306090();
    const stored = await read(`${BASE}/invoices/${sale.id}`);
    const dates = [30, 60, 90].map((d) => addDaysIso(today(), d));
    expect(stored).toMatchObject({
      status: 'pendiente',
      collectedCents: 0,
      dueDate: dates[0],
      instalments: [
        { n: 1, dueDate: dates[0], amountCents: 12098, paidCents: 0, method: 'domiciliacion', remittanceId: null },
        { n: 2, dueDate: dates[1], amountCents: 12098, paidCents: 0 },
        { n: 3, dueDate: dates[2], amountCents: 12104, paidCents: 0 },
      ],
    });
    const dues = await readAll(`${BASE}/dues`);
    expect(dues.map((d) => [d.id, d.amountCents, d.state, d.partyId, d.of])).toEqual([
      [`${sale.id}-1`, 12098, 'pendiente', 'c1', 3],
      [`${sale.id}-2`, 12098, 'pendiente', 'c1', 3],
      [`${sale.id}-3`, 12104, 'pendiente', 'c1', 3],
    ]);
    const summary = await expectFold();
    expect(summary.receivable).toEqual({ [dates[0]]: 12098, [dates[1]]: 12098, [dates[2]]: 12104 });
  });

  it('días de pago move the due date to the 5th or the 20th', async () => {
    const sale = await issueOk(salesContent({ partyId: 'c3' }));
    expect(await read(`${BASE}/invoices/${sale.id}`)).toMatchObject({ dueDate: nextPaymentDay(addDaysIso(today(), 30), [5, 20]) });
  });

  it('a purchase keeps the due date its vendor gives, in one instalment', async () => {
    const bill = await issueOk(purchaseContent('FP-77', { dueDate: addDaysIso(today(), 45) }));
    expect(await read(`${BASE}/invoices/${bill.id}`)).toMatchObject({ instalments: [{ n: 1, dueDate: addDaysIso(today(), 45), amountCents: 2420 }] });
    expect(await read(`${BASE}/dues/${bill.id}-1`)).toMatchObject({ kind: 'input', number: 'FP-77', partyId: 'v1' });
  });
});

describe('recordPayment', () => {
  it('50,00 € on the first instalment, then 200,00 € over the rest and another invoice, 1,00 € left on account', async () => {
    const a = await sale306090();
    const first = await pay({ amountCents: 5000, allocations: [{ dueId: `${a.id}-1` }] });
    expect(first).toMatchObject({ ok: true, data: { unappliedCents: 0 } });
    expect(await read(`${BASE}/invoices/${a.id}`)).toMatchObject({ status: 'parcial', collectedCents: 5000, dueDate: addDaysIso(today(), 30) });
    expect(await read(`${BASE}/dues/${a.id}-1`)).toMatchObject({ paidCents: 5000, state: 'parcial' });
    // 70,98 + 120,98 = 191,96 → a.1 and a.2 paid; 8,04 € of a.3; 1,00 € kept on account.
    const second = await pay({
      amountCents: 20100,
      allocations: [{ dueId: `${a.id}-1` }, { dueId: `${a.id}-2` }, { dueId: `${a.id}-3`, amountCents: 804 }],
    });
    expect(second).toMatchObject({ ok: true, data: { unappliedCents: 100 } });
    expect(await read(`${BASE}/invoices/${a.id}`)).toMatchObject({
      status: 'parcial',
      collectedCents: 5000 + 20000,
      dueDate: addDaysIso(today(), 90),
    });
    const payment = await read(`${BASE}/payments/${(second as { data: { id: string } }).data.id}`);
    expect(payment).toMatchObject({
      kind: 'cobro',
      partyId: 'c1',
      amountCents: 20100,
      unappliedCents: 100,
      state: 'vigente',
      invoiceIds: [a.id],
      allocations: [
        { dueId: `${a.id}-1`, amountCents: 7098 },
        { dueId: `${a.id}-2`, amountCents: 12098 },
        { dueId: `${a.id}-3`, amountCents: 804 },
      ],
    });
    const summary = await expectFold();
    expect(summary.receivable).toEqual({ [addDaysIso(today(), 90)]: 12104 - 804 });
  });

  it('refuses more than is open, another party, a ticket-less wrong kind, and writes nothing', async () => {
    const a = await sale306090();
    const b = await issueOk(salesContent({ partyId: 'c2' }));
    expect(await pay({ amountCents: 20000, allocations: [{ dueId: `${a.id}-1`, amountCents: 12099 }] })).toMatchObject({
      ok: false,
      code: 'overApplied',
    });
    expect(await pay({ amountCents: 20000, allocations: [{ dueId: `${a.id}-1` }, { dueId: `${b.id}-1` }] })).toMatchObject({
      ok: false,
      code: 'otherParty',
    });
    expect(await pay({ kind: 'pago', amountCents: 100, allocations: [{ dueId: `${a.id}-1` }] })).toMatchObject({ ok: false, code: 'wrongKind' });
    expect(await pay({ amountCents: 100, allocations: [{ dueId: `${a.id}-9` }] })).toMatchObject({ ok: false, code: 'notFound' });
    expect(await readAll(`${BASE}/payments`)).toEqual([]);
    expect(await read(`${BASE}/invoices/${a.id}`)).toMatchObject({ status: 'pendiente', collectedCents: 0 });
  });

  it('two people paying the whole invoice at once: one cobro lands, the other is refused', async () => {
    const a = await sale306090();
    const whole = () =>
      pay({ amountCents: 36300, allocations: [1, 2, 3].map((n) => ({ dueId: `${a.id}-${n}`, amountCents: [12098, 12098, 12104][n - 1] })) });
    const results = await Promise.all([whole(), whole(), whole()]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => (r as { code: string }).code)).toEqual(expect.arrayContaining(['nothingOpen']));
    expect(await read(`${BASE}/invoices/${a.id}`)).toMatchObject({ status: 'pagada', collectedCents: 36300, dueDate: null });
    expect(await readAll(`${BASE}/payments`)).toHaveLength(1);
    await expectFold();
  });

  it('a reversal gives every instalment back; a returned direct debit leaves them devuelta until paid again', async () => {
    const a = await sale306090();
    const paid = await pay({ method: 'domiciliacion', amountCents: 24196, allocations: [{ dueId: `${a.id}-1` }, { dueId: `${a.id}-2` }] });
    const id = (paid as { data: { id: string } }).data.id;
    expect(await reverse({ paymentId: id, returnCode: 'AM04', reason: 'Devolución del banco' })).toMatchObject({ ok: true });
    expect(await read(`${BASE}/invoices/${a.id}`)).toMatchObject({ status: 'devuelta', collectedCents: 0 });
    expect(await read(`${BASE}/dues/${a.id}-2`)).toMatchObject({ state: 'devuelta', returned: true, paidCents: 0 });
    expect(await read(`${BASE}/payments/${id}`)).toMatchObject({ state: 'anulado', reversal: { returnCode: 'AM04', by: USER } });
    expect(await reverse({ paymentId: id })).toMatchObject({ ok: false, code: 'reversed' });
    await pay({ amountCents: 12098, allocations: [{ dueId: `${a.id}-1` }] });
    expect(await read(`${BASE}/dues/${a.id}-1`)).toMatchObject({ state: 'pagada', returned: false });
    await expectFold();
  });

  it('a payment by transfer cannot be "returned by the bank"', async () => {
    const a = await sale306090();
    const paid = await pay({ amountCents: 100, allocations: [{ dueId: `${a.id}-1` }] });
    expect(await reverse({ paymentId: (paid as { data: { id: string } }).data.id, returnCode: 'AM04' })).toMatchObject({
      ok: false,
      code: 'returnNotDebit',
    });
  });

  it('the invoice shortcut (setInvoicePayment) records one cobro of everything open, and undoing it reverses it', async () => {
    const a = await sale306090();
    await pay({ amountCents: 1000, allocations: [{ dueId: `${a.id}-1` }] });
    await expectOk(USER, 'setInvoicePayment', { corpId: CORP, invoiceId: a.id, payment: { paidDate: today(), paymentMethod: 'transferencia' } });
    expect(await read(`${BASE}/invoices/${a.id}`)).toMatchObject({
      status: 'pagada',
      collectedCents: 36300,
      paidDate: today(),
      paymentMethod: 'transferencia',
    });
    expect((await readAll(`${BASE}/payments`)).map((p) => p.amountCents).sort()).toEqual([1000, 35300]);
    await expectOk(USER, 'setInvoicePayment', { corpId: CORP, invoiceId: a.id, payment: null });
    expect(await read(`${BASE}/invoices/${a.id}`)).toMatchObject({ status: 'pendiente', collectedCents: 0 });
    expect((await readAll(`${BASE}/payments`)).map((p) => p.state)).toEqual(['anulado', 'anulado']);
    await expectFold();
  });

  it('a credit note by difference sets off its original; the rest of the original is paid, then the refund of an unpaid credit', async () => {
    const a = await issueOk(salesContent({ partyId: 'c2', lines: [invoiceLine(1, 10000)] }));
    await expectOk(USER, 'setInvoicePayment', { corpId: CORP, invoiceId: a.id, payment: { paidDate: today(), paymentMethod: 'transferencia' } });
    // A credit note on a paid invoice: nothing to set off, the client is owed 12,10 €.
    const credit = await issueOk(
      salesContent({
        partyId: 'c2',
        type: 'rectificativa',
        lines: [invoiceLine(-1, 1000)],
        rectifies: { invoiceId: a.id, numberText: '', issueDate: '', mode: 'difference', code: 'R1', reason: 'Descuento', replaced: null },
      }),
    );
    expect(await read(`${BASE}/invoices/${credit.id}`)).toMatchObject({ status: 'pendiente', instalments: [{ amountCents: -1210, paidCents: 0 }] });
    const refund = await pay({ amountCents: 1210, allocations: [{ dueId: `${credit.id}-1` }] });
    expect(refund).toMatchObject({ ok: true });
    expect(await read(`${BASE}/payments/${(refund as { data: { id: string } }).data.id}`)).toMatchObject({
      amountCents: -1210,
      allocations: [{ amountCents: -1210 }],
    });
    expect(await read(`${BASE}/invoices/${credit.id}`)).toMatchObject({ status: 'pagada', collectedCents: -1210 });
    await expectFold();
  });
});

describe('applyPayment: money on account applied later', () => {
  it('an advance of 300,00 € applied to two instalments, then the rest; reversing the payment gives all of it back', async () => {
    const advance = await pay({ partyId: 'c1', amountCents: 30000 });
    expect(advance).toMatchObject({ ok: true, data: { unappliedCents: 30000 } });
    const paymentId = (advance as { data: { id: string } }).data.id;
    const a = await sale306090();
    expect(await apply({ paymentId, allocations: [{ dueId: `${a.id}-1` }, { dueId: `${a.id}-2` }] })).toMatchObject({
      ok: true,
      data: { unappliedCents: 30000 - 24196 },
    });
    expect(await read(`${BASE}/dues/${a.id}-2`)).toMatchObject({ state: 'pagada', paidCents: 12098 });
    // 58,04 € left: the third instalment (121,04 €) takes it all and stays partly paid.
    expect(await apply({ paymentId, allocations: [{ dueId: `${a.id}-3` }] })).toMatchObject({ ok: true, data: { unappliedCents: 0 } });
    expect(await read(`${BASE}/payments/${paymentId}`)).toMatchObject({
      unappliedCents: 0,
      invoiceIds: [a.id],
      allocations: [
        { dueId: `${a.id}-1`, amountCents: 12098 },
        { dueId: `${a.id}-2`, amountCents: 12098 },
        { dueId: `${a.id}-3`, amountCents: 5804 },
      ],
    });
    expect(await read(`${BASE}/invoices/${a.id}`)).toMatchObject({ status: 'parcial', collectedCents: 30000 });
    expect(await apply({ paymentId, allocations: [{ dueId: `${a.id}-3` }] })).toMatchObject({ ok: false, code: 'nothingOnAccount' });
    await expectFold();
    expect(await reverse({ paymentId })).toMatchObject({ ok: true });
    expect(await read(`${BASE}/invoices/${a.id}`)).toMatchObject({ status: 'pendiente', collectedCents: 0 });
    expect(await apply({ paymentId, allocations: [{ dueId: `${a.id}-1` }] })).toMatchObject({ ok: false, code: 'reversed' });
    await expectFold();
  });

  it('two people applying one advance at once never apply more than it holds', async () => {
    const advance = await pay({ partyId: 'c1', amountCents: 15000 });
    const paymentId = (advance as { data: { id: string } }).data.id;
    const a = await sale306090();
    const b = await sale306090();
    const results = await Promise.all([
      apply({ paymentId, allocations: [{ dueId: `${a.id}-1`, amountCents: 12000 }] }),
      apply({ paymentId, allocations: [{ dueId: `${b.id}-1`, amountCents: 12000 }] }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ code: 'overAmount' });
    const payment = await read(`${BASE}/payments/${paymentId}`);
    expect(payment).toMatchObject({ unappliedCents: 3000 });
    expect((payment!.allocations as unknown[]).length).toBe(1);
    await expectFold();
  });

  it('refuses another party, a crafted amount and another company; writes nothing', async () => {
    const advance = await pay({ partyId: 'c1', amountCents: 5000 });
    const paymentId = (advance as { data: { id: string } }).data.id;
    const other = await issueOk(salesContent({ partyId: 'c2' }));
    expect(await apply({ paymentId, allocations: [{ dueId: `${other.id}-1` }] })).toMatchObject({ ok: false, code: 'otherParty' });
    expect(await apply({ paymentId, allocations: [{ dueId: `${other.id}-1`, amountCents: 10.5 }] })).toMatchObject({ ok: false, code: 'invalid' });
    expect(await apply({ paymentId, allocations: [] })).toMatchObject({ ok: false, code: 'invalid' });
    expect(await apply({ paymentId: 'nope', allocations: [{ dueId: `${other.id}-1` }] })).toMatchObject({ ok: false, code: 'notFound' });
    expect(await read(`${BASE}/payments/${paymentId}`)).toMatchObject({ unappliedCents: 5000, allocations: [] });
    expect(await read(`${BASE}/invoices/${other.id}`)).toMatchObject({ collectedCents: 0 });
  });
});

describe('who may, and crafted input', () => {
  it('a cashier and another company are refused; another company cannot reach these invoices', async () => {
    const a = await sale306090();
    expect(await pay({ amountCents: 100, allocations: [{ dueId: `${a.id}-1` }] }, 'payCashier')).toMatchObject({ ok: false, code: 'denied' });
    expect(
      await callAs('payOther', 'recordPayment', {
        corpId: OTHER,
        payment: { kind: 'cobro', date: today(), method: 'transferencia', amountCents: 100, allocations: [{ dueId: `${a.id}-1` }] },
      }),
    ).toMatchObject({ ok: false, code: 'notFound' });
    expect(await callAs('payOther', 'recordPayment', { corpId: CORP, payment: {} })).toMatchObject({ ok: false, code: 'denied' });
    expect(await read(`${BASE}/invoices/${a.id}`)).toMatchObject({ collectedCents: 0 });
    // An advance of this company cannot be applied by a cashier, nor reached from another company.
    const advance = await pay({ partyId: 'c1', amountCents: 5000 });
    const paymentId = (advance as { data: { id: string } }).data.id;
    const application = { paymentId, allocations: [{ dueId: `${a.id}-1` }] };
    expect(await apply(application, 'payCashier')).toMatchObject({ ok: false, code: 'denied' });
    expect(await callAs('payOther', 'applyPayment', { corpId: OTHER, application })).toMatchObject({ ok: false, code: 'notFound' });
    expect(await read(`${BASE}/payments/${paymentId}`)).toMatchObject({ unappliedCents: 5000 });
  });

  it.each([
    ['a double amount', { amountCents: 100.5 }, 'amountCents'],
    ['an amount as text', { amountCents: '100' }, 'amountCents'],
    ['a negative amount', { amountCents: -100 }, 'amountCents'],
    ['a control character in the reference', { amountCents: 100, reference: 'REF\u0000' }, 'reference:unsafeText'],
    ['a date that is no day', { amountCents: 100, date: '2026-02-30' }, 'date'],
    ['an unknown method', { amountCents: 100, method: 'oro' }, 'method'],
    ['a double allocation', { amountCents: 100, allocations: [{ dueId: 'x-1', amountCents: 1.5 }] }, 'allocations.0.amountCents'],
    ['51 allocations', { amountCents: 100, allocations: Array.from({ length: 51 }, (_, i) => ({ dueId: `x-${(i % 12) + 1}` })) }, 'allocations'],
  ])('refuses %s', async (_, payment, detail) => {
    expect(await pay(payment)).toMatchObject({ ok: false, code: 'invalid', details: { detail } });
  });

  it('cash at or over 1.000 € is refused (Ley 7/2012), even in parts', async () => {
    const big = await issueOk(salesContent({ partyId: 'c2', lines: [invoiceLine(1, 100000)] }));
    expect(await pay({ method: 'efectivo', amountCents: 5000, allocations: [{ dueId: `${big.id}-1` }] })).toMatchObject({
      ok: false,
      code: 'cashLimit',
    });
    expect(await pay({ method: 'efectivo', amountCents: 5000, nonResident: true, allocations: [{ dueId: `${big.id}-1` }] })).toMatchObject({
      ok: true,
    });
  });
});
