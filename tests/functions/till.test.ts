/**
 * Till sessions through the Functions emulator (issue 29): open and close with the arqueo and its
 * Z report, at most one open session per till even with two opens at once, the cash of a sale, a
 * refund, an invoice paid in cash and cash in/out moving the session's expected cash to the cent,
 * a closed session refusing sales and cash moves, the Z report never changing again, forged input.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CORP_A, CORP_B } from '../rules/support';
import { invoiceLine, salesContent, today } from '../rules/invoiceSupport';
import { asAdmin, callAs, createFunctionsEnv, expectOk } from './support';
import { openTillFor, seedCounterWorld, seedTill } from './tillSupport';

const A = `corporations/${CORP_A}`;
let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createFunctionsEnv();
});
afterAll(() => env?.cleanup());

beforeEach(async () => {
  await seedCounterWorld(env, CORP_A);
});

const read = (path: string) => asAdmin(env, async (db) => (await getDoc(doc(db, path))).data());
const sell = (method: string, unitPriceCents: number, quantity = 1, tenderedCents = 0, uid = 'user') =>
  callAs<{ id: string; numberText: string; changeCents: number }>(uid, 'sellAtCounter', {
    corpId: CORP_A,
    clientId: null,
    lines: [{ categoryId: 'p1', quantity, unitPriceCents, discountPct: 0 }],
    payment: { method, tenderedCents },
  });
const move = (sessionId: string, kind: string, amountCents: unknown, reason: unknown, uid = 'user') =>
  callAs<{ expectedCents: number }>(uid, 'moveTillCash', { corpId: CORP_A, sessionId, kind, amountCents, reason });
const close = (sessionId: string, counted: unknown, uid = 'user') =>
  callAs<{ z: number; zText: string; expectedCents: number; countedCents: number; differenceCents: number }>(uid, 'closeTill', {
    corpId: CORP_A,
    sessionId,
    counted,
    note: 'Cierre de tarde',
  });

describe('a day at the till', () => {
  it('every cash figure moves the expected cash to the cent, and the Z report freezes it', async () => {
    const sessionId = await openTillFor(env, 'user', CORP_A, 'caja1', 10000);
    expect(await read(`${A}/tills/caja1`)).toMatchObject({ openSessionId: sessionId });
    expect(await read(`${A}/tillSessions/${sessionId}`)).toMatchObject({ state: 'open', floatCents: 10000, cashierUid: 'user', tillName: 'Caja 1' });

    // A cash ticket of 18,15 € (tendered 20,00 €: the change leaves with the customer), a card ticket of 5,00 €.
    const cash = await sell('efectivo', 605, 3, 2000);
    expect(cash).toMatchObject({ ok: true, data: { changeCents: 185 } });
    const cashId = cash.ok ? cash.data.id : '';
    expect(await sell('tarjeta', 500)).toMatchObject({ ok: true });
    expect(await read(`${A}/invoices/${cashId}`)).toMatchObject({ tillSessionId: sessionId, tillId: 'caja1' });
    // A refund of one unit of the cash ticket: 6,05 € out of the drawer.
    await expectOk('user', 'returnSale', { corpId: CORP_A, invoiceId: cashId, lines: [{ lineIndex: 0, quantity: 1 }], reason: '' });
    // An invoice of 60,50 € paid in cash at the counter.
    const invoice = await expectOk<{ id: string }>('user', 'issueInvoice', {
      corpId: CORP_A,
      invoiceId: null,
      content: salesContent({ partyId: 'c1', lines: [invoiceLine(1, 5000)] }),
    });
    const paid = await expectOk<{ till: { tillSessionId: string; tillName: string } | null }>('user', 'setInvoicePayment', {
      corpId: CORP_A,
      invoiceId: invoice.id,
      payment: { paidDate: today(), paymentMethod: 'efectivo' },
    });
    expect(paid.till).toEqual({ tillSessionId: sessionId, tillName: 'Caja 1' });
    // Cash in 5,00 € (change from the bank), cash out 20,00 € (a supplier paid); 500 € out is more than there is.
    expect(await move(sessionId, 'in', 500, 'Cambio del banco')).toMatchObject({ ok: true });
    expect(await move(sessionId, 'out', 50000, 'Demasiado')).toMatchObject({ ok: false, code: 'cashShort' });
    expect(await move(sessionId, 'out', 2000, '  Pago al   repartidor ')).toMatchObject({ ok: true });

    // By hand: 100,00 + 18,15 − 6,05 + 60,50 + 5,00 − 20,00 = 157,60 €.
    const expected = 10000 + 1815 - 605 + 6050 + 500 - 2000;
    expect(expected).toBe(15760);
    const s = await read(`${A}/tillSessions/${sessionId}`);
    expect(s!.totals).toMatchObject({
      cashSalesCents: 1815,
      cashRefundsCents: 605,
      invoiceCashInCents: 6050,
      cashInCents: 500,
      cashOutCents: 2000,
      ticketCount: 2,
      refundCount: 1,
      byMethod: { efectivo: 1210, tarjeta: 500, bizum: 0, vale: 0 },
    });
    expect(s!.moves[1]).toMatchObject({ kind: 'out', amountCents: 2000, reason: 'Pago al repartidor' });

    // Arqueo: 1 × 100 €, 1 × 50 €, 3 × 2 €, 1 × 1 €, 1 × 50 cent, 1 × 10 cent = 157,60 €… minus 10 cent missing.
    const closed = await close(sessionId, { '10000': 1, '5000': 1, '200': 3, '100': 1, '50': 1 });
    expect(closed).toMatchObject({ ok: true, data: { z: 1, zText: 'Z-1', expectedCents: 15760, countedCents: 15750, differenceCents: -10 } });
    const z = await read(`${A}/tillSessions/${sessionId}`);
    expect(z).toMatchObject({ state: 'closed', closing: { zText: 'Z-1', counted: { '10000': 1, '5000': 1, '1': 0 }, note: 'Cierre de tarde' } });
    expect(await read(`${A}/tills/caja1`)).toMatchObject({ openSessionId: null, zCount: 1 });

    // Closed: no sale in cash, no cash move, no second close; the Z report is as it was, and no client can change it.
    expect(await sell('efectivo', 100, 1, 100)).toMatchObject({ ok: false, code: 'tillClosed' });
    expect(await move(sessionId, 'in', 100, 'Tarde')).toMatchObject({ ok: false, code: 'tillClosed' });
    expect(await close(sessionId, {})).toMatchObject({ ok: false, code: 'tillClosed' });
    expect(await read(`${A}/tillSessions/${sessionId}`)).toEqual(z);
    const asCashier = env.authenticatedContext('user').firestore();
    await expect(updateDoc(doc(asCashier, `${A}/tillSessions/${sessionId}`), { 'closing.differenceCents': 0 })).rejects.toThrow();

    // The next session on the same till is Z-2.
    const next = await expectOk<{ sessionId: string }>('user', 'openTill', { corpId: CORP_A, tillId: 'caja1', floatCents: 0 });
    expect(await close(next.sessionId, {})).toMatchObject({ ok: true, data: { zText: 'Z-2', differenceCents: 0 } });
    // About twenty commands in turn: past the default 30 s on a loaded 2-core machine.
  }, 120_000);

  it('cash with no open session: a cash ticket is refused, a card ticket and an invoice paid in cash go in no drawer', async () => {
    expect(await sell('efectivo', 100, 1, 100)).toMatchObject({ ok: false, code: 'tillClosed' });
    expect(await read(`${A}/stock/p1`)).toMatchObject({ quantity: 50 });
    const card = await sell('tarjeta', 100);
    expect(card).toMatchObject({ ok: true });
    expect((await read(`${A}/invoices/${card.ok ? card.data.id : ''}`))?.tillSessionId).toBeUndefined();
    const invoice = await expectOk<{ id: string }>('user', 'issueInvoice', {
      corpId: CORP_A,
      invoiceId: null,
      content: salesContent({ partyId: 'c1', lines: [invoiceLine(1, 100)] }),
    });
    const paid = await expectOk<{ till: unknown }>('user', 'setInvoicePayment', {
      corpId: CORP_A,
      invoiceId: invoice.id,
      payment: { paidDate: today(), paymentMethod: 'efectivo' },
    });
    expect(paid.till).toBeNull();
    // Undone later with a caja open: it never went into that drawer, so nothing comes out of it.
    const sessionId = await openTillFor(env, 'user', CORP_A, 'caja1', 1000);
    await expectOk('user', 'setInvoicePayment', { corpId: CORP_A, invoiceId: invoice.id, payment: null });
    expect(await close(sessionId, { '1000': 1 })).toMatchObject({ ok: true, data: { expectedCents: 1000, differenceCents: 0 } });
  });

  it('undoing a cash payment takes it out of the drawer it went into', async () => {
    const sessionId = await openTillFor(env, 'user', CORP_A, 'caja1', 0);
    const invoice = await expectOk<{ id: string }>('user', 'issueInvoice', {
      corpId: CORP_A,
      invoiceId: null,
      content: salesContent({ partyId: 'c1', lines: [invoiceLine(1, 1000)] }),
    });
    const pay = (payment: unknown) => expectOk('user', 'setInvoicePayment', { corpId: CORP_A, invoiceId: invoice.id, payment });
    await pay({ paidDate: today(), paymentMethod: 'efectivo' });
    await pay(null);
    const t = (await read(`${A}/tillSessions/${sessionId}`))!.totals;
    expect(t.invoiceCashInCents - t.invoiceCashOutCents).toBe(0);
    expect(await close(sessionId, {})).toMatchObject({ ok: true, data: { expectedCents: 0 } });
  });
});

describe('one open session per till and per cashier', () => {
  it('of two opens of the same till at once, exactly one wins', async () => {
    await seedTill(env, CORP_A, 'caja1');
    const both = await Promise.all(
      ['user', 'admin'].map((uid) => callAs<{ sessionId: string }>(uid, 'openTill', { corpId: CORP_A, tillId: 'caja1', floatCents: 5000 })),
    );
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(both.find((r) => !r.ok)).toMatchObject({ code: 'tillOpen' });
  });

  it('a cashier with an open caja cannot open another; an admin may close a cashier’s session', async () => {
    const sessionId = await openTillFor(env, 'user', CORP_A, 'caja1', 1000);
    await seedTill(env, CORP_A, 'caja2', 'Caja 2');
    expect(await callAs('user', 'openTill', { corpId: CORP_A, tillId: 'caja2', floatCents: 0 })).toMatchObject({ ok: false, code: 'cashierBusy' });
    expect(await callAs('user', 'openTill', { corpId: CORP_A, tillId: 'nope', floatCents: 0 })).toMatchObject({ ok: false, code: 'notFound' });
    expect(await close(sessionId, { '1000': 1 }, 'admin')).toMatchObject({ ok: true, data: { differenceCents: 0 } });
    expect(await read(`${A}/tillCashiers/user`)).toBeUndefined();
  });

  it('the restricted role and another company cannot open, move or close', async () => {
    const sessionId = await openTillFor(env, 'user', CORP_A, 'caja1', 1000);
    expect(await callAs('restricted', 'openTill', { corpId: CORP_A, tillId: 'caja1', floatCents: 0 })).toMatchObject({ ok: false, code: 'denied' });
    expect(await callAs('otherCompanyAdmin', 'closeTill', { corpId: CORP_A, sessionId, counted: {} })).toMatchObject({ ok: false, code: 'denied' });
    expect(await callAs('otherCompanyAdmin', 'moveTillCash', { corpId: CORP_B, sessionId, kind: 'in', amountCents: 1, reason: 'x' })).toMatchObject({
      ok: false,
      code: 'notFound',
    });
  });
});

describe('forged input', () => {
  it.each([
    ['a double float', { tillId: 'caja1', floatCents: 10.5 }],
    ['a negative float', { tillId: 'caja1', floatCents: -1 }],
    ['a float as text', { tillId: 'caja1', floatCents: '100' }],
    ['a path as till', { tillId: 'a/b', floatCents: 0 }],
    ['no till', { floatCents: 0 }],
  ])('openTill refuses %s', async (_, data) => {
    await seedTill(env, CORP_A, 'caja1');
    expect(await callAs('user', 'openTill', { corpId: CORP_A, ...data })).toMatchObject({ ok: false, code: 'invalid' });
    expect((await read(`${A}/tills/caja1`))?.openSessionId).toBeUndefined();
  });

  it('moveTillCash and closeTill refuse doubles, negatives, unknown denominations, control characters and a missing reason', async () => {
    const sessionId = await openTillFor(env, 'user', CORP_A, 'caja1', 1000);
    for (const [kind, amount, reason] of [
      ['in', 1.5, 'x'],
      ['in', -100, 'x'],
      ['sideways', 100, 'x'],
      ['in', 100, ''],
      ['in', 100, '   '],
      ['in', 100, 'Cambio\u0007'],
      ['in', 100, 'x'.repeat(201)],
      ['in', 100, 7],
    ] as const) {
      expect(await move(sessionId, kind, amount, reason)).toMatchObject({ ok: false, code: 'invalid' });
    }
    for (const counted of [{ '3': 1 }, { '500': -1 }, { '500': 1.5 }, { '500': '2' }, null, []]) {
      expect(await close(sessionId, counted)).toMatchObject({ ok: false, code: 'invalid' });
    }
    expect(await read(`${A}/tillSessions/${sessionId}`)).toMatchObject({ state: 'open', moves: [] });
  });
});
