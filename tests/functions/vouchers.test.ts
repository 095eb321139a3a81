/**
 * Store-credit vouchers (issue 29) through the Functions emulator: a ticket's return refunded as a
 * vale creates it with the rectificativa's amount and moves no cash in the till; a later sale pays
 * with it (the rest by cash with change, or by card), redeemed once; two sales at once never both
 * take the same balance; unknown, expired, spent, another company's and forged codes are refused
 * with nothing sold.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CORP_A, CORP_B, seedWorld } from '../rules/support';
import { product, stockLevel, stockSummaryPath } from '../rules/stockSupport';
import { asAdmin, callAs, createFunctionsEnv, expectOk } from './support';
import { openTillFor } from './tillSupport';

const A = `corporations/${CORP_A}`;
const B = `corporations/${CORP_B}`;

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createFunctionsEnv();
});
afterAll(() => env?.cleanup());

let sessionId = '';
beforeEach(async () => {
  await seedWorld(env);
  await asAdmin(env, async (db) => {
    await setDoc(doc(db, `${A}/categories/p1`), product('p1'));
    await setDoc(doc(db, `${A}/stock/p1`), stockLevel('p1', 50, 'seed'));
    await setDoc(doc(db, stockSummaryPath(CORP_A)), { valueCents: 5000, belowMinimumCount: 0, lastMovementId: 'seed' });
  });
  sessionId = await openTillFor(env, 'user', CORP_A, 'caja1', 10000);
});

const read = (path: string) => asAdmin(env, async (db) => (await getDoc(doc(db, path))).data());
const sell = (payment: Record<string, unknown>, quantity = 1, unitPriceCents = 1000, uid = 'user') =>
  callAs<{ id: string; numberText: string; changeCents: number; voucherCents: number }>(uid, 'sellAtCounter', {
    corpId: CORP_A,
    clientId: null,
    lines: [{ categoryId: 'p1', quantity, unitPriceCents }],
    payment,
  });
/** A card ticket of 2 × 12,50 € returned whole onto a vale: the vale's code. */
async function valeOf25(): Promise<{ code: string; refundId: string; saleId: string }> {
  const sold = await sell({ method: 'tarjeta', tenderedCents: 0 }, 2, 1250);
  if (!sold.ok) throw new Error(JSON.stringify(sold));
  const back = await expectOk<{ id: string; voucherCode: string; voucher: { code: string; amountCents: number; expiresOn: string } }>(
    'user',
    'returnSale',
    {
      corpId: CORP_A,
      invoiceId: sold.data.id,
      lines: [{ lineIndex: 0, quantity: 2 }],
      reason: '',
      refund: 'vale',
    },
  );
  // What the screen prints: the code, the amount and the expiry, as stored.
  expect(back.voucher).toMatchObject({ code: back.voucherCode, amountCents: 2500 });
  return { code: back.voucherCode, refundId: back.id, saleId: sold.data.id };
}
const seedVoucher = (path: string, fields: Record<string, unknown>) =>
  asAdmin(env, (db) =>
    setDoc(doc(db, path), {
      amountCents: 1000,
      balanceCents: 1000,
      issueDate: '2026-01-01',
      expiresOn: '2099-12-31',
      invoiceId: 'x',
      numberText: 'x',
      ...fields,
    }),
  );

describe('a return refunded as a vale', () => {
  it('creates the vale with the rectificativa amount, valid a year, and moves no cash in the till', async () => {
    const before = (await read(`${A}/tillSessions/${sessionId}`))!.totals;
    const { code, refundId } = await valeOf25();
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/);
    const rect = await read(`${A}/invoices/${refundId}`);
    expect(rect).toMatchObject({
      type: 'rectificativa',
      totalCents: -2500,
      paymentMethod: 'otro',
      counterPayment: { voucherCode: code, voucherCents: -2500 },
    });
    const v = await read(`${A}/vouchers/${code}`);
    expect(v).toMatchObject({ code, amountCents: 2500, balanceCents: 2500, invoiceId: refundId, numberText: rect!.numberText, issuedBy: 'user' });
    const year = Number(String(v!.issueDate).slice(0, 4));
    expect(v!.expiresOn).toBe(`${year + 1}${String(v!.issueDate).slice(4)}`);
    const after = (await read(`${A}/tillSessions/${sessionId}`))!.totals;
    expect(after.cashRefundsCents).toBe(before.cashRefundsCents);
    expect(after.byMethod.efectivo).toBe(before.byMethod.efectivo);
    // The card sale (+2500) and its refund onto the vale: the card column keeps the sale, the vale column the credit.
    expect(after.byMethod.tarjeta - before.byMethod.tarjeta).toBe(2500);
    expect(after.byMethod.vale - before.byMethod.vale).toBe(-2500);
  });

  it('refuses a vale refund of an invoice that is not a ticket, and a refund value that is not one of the two', async () => {
    const sold = await sell({ method: 'tarjeta', tenderedCents: 0 });
    expect(sold.ok).toBe(true);
    const id = sold.ok ? sold.data.id : '';
    expect(
      await callAs('user', 'returnSale', { corpId: CORP_A, invoiceId: id, lines: [{ lineIndex: 0, quantity: 1 }], reason: '', refund: 'cash' }),
    ).toMatchObject({ ok: false, code: 'invalid' });
  });
});

describe('paying with a vale', () => {
  it('a vale above the total pays it all and keeps the rest; the second sale uses the rest, then it is spent', async () => {
    const { code } = await valeOf25();
    const first = await sell({ method: 'efectivo', tenderedCents: 0, voucherCode: code.toLowerCase() }, 1, 1000);
    expect(first).toMatchObject({ ok: true, data: { voucherCents: 1000, changeCents: 0 } });
    const id = first.ok ? first.data.id : '';
    expect(await read(`${A}/invoices/${id}`)).toMatchObject({
      counterPayment: { method: 'efectivo', voucherCode: code, voucherCents: 1000, tenderedCents: 0 },
    });
    expect(await read(`${A}/vouchers/${code}`)).toMatchObject({ balanceCents: 1500 });
    expect(await read(`${A}/vouchers/${code}/redemptions/${id}`)).toMatchObject({
      invoiceId: id,
      amountCents: 1000,
      balanceBeforeCents: 1500 + 1000,
    });

    // 20 € ticket: 15 € from the vale, 5 € in cash out of a 10 € note (5 € change).
    const before = (await read(`${A}/tillSessions/${sessionId}`))!.totals;
    const second = await sell({ method: 'efectivo', tenderedCents: 1000, voucherCode: code }, 2, 1000);
    expect(second).toMatchObject({ ok: true, data: { voucherCents: 1500, changeCents: 500 } });
    expect(await read(`${A}/vouchers/${code}`)).toMatchObject({ balanceCents: 0 });
    const after = (await read(`${A}/tillSessions/${sessionId}`))!.totals;
    expect(after.cashSalesCents - before.cashSalesCents).toBe(500);
    expect(after.byMethod.vale - before.byMethod.vale).toBe(1500);

    expect(await sell({ method: 'tarjeta', tenderedCents: 0, voucherCode: code })).toMatchObject({ ok: false, code: 'voucherSpent' });
    const redemptions = await asAdmin(env, async (db) => (await getDocs(collection(db, `${A}/vouchers/${code}/redemptions`))).size);
    expect(redemptions).toBe(2);
  });

  it('a vale below the total with the rest by card', async () => {
    const { code } = await valeOf25();
    const sold = await sell({ method: 'tarjeta', tenderedCents: 0, voucherCode: code }, 4, 1000);
    expect(sold).toMatchObject({ ok: true, data: { voucherCents: 2500 } });
    const id = sold.ok ? sold.data.id : '';
    expect(await read(`${A}/invoices/${id}`)).toMatchObject({
      totalCents: 4000,
      counterPayment: { method: 'tarjeta', tenderedCents: 1500, voucherCents: 2500 },
    });
  });

  it('cash short of the rest is refused and the vale keeps its balance', async () => {
    const { code } = await valeOf25();
    expect(await sell({ method: 'efectivo', tenderedCents: 100, voucherCode: code }, 4, 1000)).toMatchObject({ ok: false, code: 'tenderedShort' });
    expect(await read(`${A}/vouchers/${code}`)).toMatchObject({ balanceCents: 2500 });
  });

  it('two sales at once on one vale: exactly one takes the balance', async () => {
    const { code } = await valeOf25();
    const both = await Promise.all([1, 2].map(() => sell({ method: 'tarjeta', tenderedCents: 0, voucherCode: code }, 2, 1250)));
    const ok = both.filter((r) => r.ok);
    expect(ok).toHaveLength(1);
    expect(both.find((r) => !r.ok)).toMatchObject({ ok: false, code: 'voucherSpent' });
    expect(await read(`${A}/vouchers/${code}`)).toMatchObject({ balanceCents: 0 });
  });

  it('refuses unknown, expired and another company codes, selling nothing', async () => {
    await seedVoucher(`${A}/vouchers/EXPRDCDE22`, { expiresOn: '2020-01-01' });
    await seedVoucher(`${B}/vouchers/BBBBBBBB22`, {});
    expect(await sell({ method: 'tarjeta', tenderedCents: 0, voucherCode: 'ABCDEFGH23' })).toMatchObject({ ok: false, code: 'voucherUnknown' });
    expect(await sell({ method: 'tarjeta', tenderedCents: 0, voucherCode: 'EXPRDCDE22' })).toMatchObject({ ok: false, code: 'voucherExpired' });
    expect(await sell({ method: 'tarjeta', tenderedCents: 0, voucherCode: 'BBBBBBBB22' })).toMatchObject({ ok: false, code: 'voucherUnknown' });
    expect(await read(`${A}/vouchers/EXPRDCDE22`)).toMatchObject({ balanceCents: 1000 });
    expect(await read(`${B}/vouchers/BBBBBBBB22`)).toMatchObject({ balanceCents: 1000 });
    expect(await read(`${A}/stock/p1`)).toMatchObject({ quantity: 50 });
  });

  it('refuses forged codes and payments: control characters, a path, a number, doubles', async () => {
    const { code } = await valeOf25();
    for (const voucherCode of [`${code}\u0000`, `${code}\n`, `../${code}`, 12345, `${code}/redemptions/x`, 'A'.repeat(41)]) {
      expect(await sell({ method: 'tarjeta', tenderedCents: 0, voucherCode })).toMatchObject({ ok: false, code: 'invalid' });
    }
    expect(await sell({ method: 'efectivo', tenderedCents: 1000.5, voucherCode: code })).toMatchObject({ ok: false, code: 'invalid' });
    expect(await sell({ method: 'tarjeta', tenderedCents: 0, voucherCode: code }, 1, 1000.5)).toMatchObject({ ok: false, code: 'invalid' });
    expect(await read(`${A}/vouchers/${code}`)).toMatchObject({ balanceCents: 2500 });
  });
});
