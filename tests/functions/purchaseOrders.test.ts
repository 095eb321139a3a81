/**
 * Pedidos a proveedor (functions/src/purchaseOrders) through the Functions emulator: confirming
 * raises each product's onOrder (and lowers toOrder), receipts are confirmed entradas that settle it,
 * two receipts racing on one order never receive more than ordered, closing and cancelling release
 * what was pending, annulling a receipt gives it back; the generic annul refuses a receipt.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newPurchaseOrderDraft, type PurchaseOrderLine } from '../../src/domain/purchaseOrders/purchaseOrder';
import { commitmentProblems } from '../../seed/invariantChecks';
import { CORP_A, seedWorld } from '../rules/support';
import { draft, draftDocument, line, seedCatalogue, seededAt, stockLevel, stockSummaryPath } from '../rules/stockSupport';
import { asAdmin, callAs, createFunctionsEnv, expectOk } from './support';

const A = `corporations/${CORP_A}`;

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createFunctionsEnv();
});
afterAll(() => env?.cleanup());

const orderLine = (lineId: string, categoryId: string, quantity: number, unitPriceCents: number): PurchaseOrderLine => ({
  ...line(categoryId, quantity, unitPriceCents),
  lineId,
  received: 0,
});

async function seedOrder(id: string, lines: PurchaseOrderLine[], overrides: Record<string, unknown> = {}) {
  const stored = newPurchaseOrderDraft(
    { date: '2026-03-02', partyId: 'v1', partyName: 'Proveedor Uno', partyNif: 'B86561412', reference: '', notes: '', lines },
    `P-${id.toUpperCase()}`,
    'user',
    seededAt,
  );
  await asAdmin(env, (db) => setDoc(doc(db, `${A}/purchaseOrders/${id}`), { ...stored, ...overrides }));
}

/** Company A: products p1..p3 (minimum 2); p1 has 1 ud (a level written before orders: no commitments); p2 and p3 never moved. */
beforeEach(async () => {
  await seedWorld(env);
  await asAdmin(env, async (db) => {
    await seedCatalogue(db, CORP_A, ['p1', 'p2', 'p3']);
    await setDoc(doc(db, `${A}/vendors/v1`), { ...(await getDoc(doc(db, `${A}/vendors/v1`))).data(), inUse: false });
    await setDoc(doc(db, `${A}/stock/p1`), stockLevel('p1', 1, 'in-old-c'));
    await setDoc(doc(db, stockSummaryPath(CORP_A)), { valueCents: 100, belowMinimumCount: 1, lastMovementId: 'in-old-c' });
  });
});

const read = (path: string) => asAdmin(env, async (db) => (await getDoc(doc(db, path))).data());
const all = (coll: string) =>
  asAdmin(env, async (db) => (await getDocs(collection(db, `${A}/${coll}`))).docs.map((d) => ({ id: d.id, data: d.data() })));
/** Every level's onOrder is what the open orders' lines still expect (seed/invariantChecks.ts, as after a restore). */
async function expectCommitmentsHold() {
  expect(commitmentProblems(await all('stock'), [], await all('purchaseOrders'))).toEqual([]);
}
const confirm = (orderId: string) => expectOk('user', 'confirmPurchaseOrder', { corpId: CORP_A, orderId });
const receive = (orderId: string, lines: { lineId: string; quantity: number; unitPriceCents?: number }[], uid = 'user') =>
  callAs<{ inputId: string; number: string; state: string }>(uid, 'receivePurchaseOrder', {
    corpId: CORP_A,
    orderId,
    date: '2026-03-05',
    reference: 'ALB-77',
    lines,
  });
const receiveOk = async (orderId: string, lines: { lineId: string; quantity: number; unitPriceCents?: number }[]) => {
  const r = await receive(orderId, lines);
  if (!r.ok) throw new Error(`receive refused: ${r.code} ${JSON.stringify(r.details)}`);
  return r.data;
};

describe('confirmPurchaseOrder', () => {
  it('opens the order: onOrder up and toOrder down per product, a level for a product that never moved, the vendor in use', async () => {
    await seedOrder('o1', [orderLine('l1', 'p1', 0.5, 300), orderLine('l2', 'p2', 4, 150)]);
    expect(await confirm('o1')).toEqual({ orderId: 'o1', state: 'abierto' });

    expect(await read(`${A}/purchaseOrders/o1`)).toMatchObject({ state: 'abierto', confirmedBy: 'user', lines: [{ received: 0 }, { received: 0 }] });
    // p1: 1 on hand, minimum 2: 1 to order before; 0,5 on order → 0,5 to order.
    expect(await read(`${A}/stock/p1`)).toMatchObject({ quantity: 1, onOrder: 0.5, toOrder: 0.5, reserved: 0, backorder: 0 });
    expect(await read(`${A}/stock/p2`)).toMatchObject({
      quantity: 0,
      valueCents: 0,
      minStock: 2,
      onOrder: 4,
      toOrder: 0,
      belowMinimum: true,
      code: 'P2',
    });
    expect(await read(stockSummaryPath(CORP_A))).toMatchObject({ belowMinimumCount: 2 });
    expect((await read(`${A}/vendors/v1`))?.inUse).toBe(true);
  });

  it('refuses what is not a borrador, a forged received, a missing vendor, the wrong people and bad input', async () => {
    await seedOrder('o1', [orderLine('l1', 'p1', 1, 300)]);
    await confirm('o1');
    expect(await callAs('user', 'confirmPurchaseOrder', { corpId: CORP_A, orderId: 'o1' })).toMatchObject({ ok: false, code: 'notDraft' });
    // Received forged on a middle line, where the rules do not look (they check the first and the last).
    const forged = [orderLine('l1', 'p1', 1, 300), { ...orderLine('l2', 'p2', 3, 300), received: 3 }, orderLine('l3', 'p3', 1, 300)];
    await seedOrder('o2', forged, { lines: forged });
    expect(await callAs('user', 'confirmPurchaseOrder', { corpId: CORP_A, orderId: 'o2' })).toMatchObject({ ok: false, code: 'invalid' });
    await seedOrder('o3', [orderLine('l1', 'p1', 1, 300)], { partyId: 'v9' });
    expect(await callAs('user', 'confirmPurchaseOrder', { corpId: CORP_A, orderId: 'o3' })).toMatchObject({ ok: false, code: 'partyMissing' });
    expect(await callAs('cashier', 'confirmPurchaseOrder', { corpId: CORP_A, orderId: 'o3' })).toMatchObject({ ok: false, code: 'denied' });
    expect(await callAs('otherCompanyAdmin', 'confirmPurchaseOrder', { corpId: CORP_A, orderId: 'o3' })).toMatchObject({ ok: false, code: 'denied' });
    expect(await callAs('user', 'confirmPurchaseOrder', { corpId: CORP_A, orderId: '../x' })).toMatchObject({ ok: false, code: 'invalid' });
    expect((await read(`${A}/stock/p1`))?.onOrder).toBe(1);
  });
});

describe('receivePurchaseOrder', () => {
  it('receives in two entradas: stock, onOrder, toOrder and the last purchase price at each step; then recibido', async () => {
    await seedOrder('o1', [orderLine('l1', 'p1', 10, 300), orderLine('l2', 'p2', 4, 150)]);
    await confirm('o1');

    const first = await receiveOk('o1', [
      { lineId: 'l1', quantity: 4 },
      { lineId: 'l2', quantity: 4, unitPriceCents: 140 },
    ]);
    expect(first.state).toBe('abierto');
    expect(await read(`${A}/inputs/${first.inputId}`)).toMatchObject({
      state: 'confirmada',
      orderId: 'o1',
      orderNumber: 'P-O1',
      orderLineIds: ['l1', 'l2'],
      partyId: 'v1',
      partyName: 'Proveedor Uno',
      reference: 'ALB-77',
      number: first.number,
      lines: [
        { categoryId: 'p1', quantity: 4, unitPriceCents: 300 },
        { categoryId: 'p2', quantity: 4, unitPriceCents: 140 },
      ],
    });
    expect(await read(`${A}/movements/in-${first.inputId}-c`)).toMatchObject({ cause: 'purchase', deltas: { p1: 4, p2: 4 } });
    expect(await read(`${A}/stock/p1`)).toMatchObject({ quantity: 5, onOrder: 6, toOrder: 0, lastPurchasePriceCents: 300, valueCents: 1300 });
    expect(await read(`${A}/stock/p2`)).toMatchObject({ quantity: 4, onOrder: 0, toOrder: 0, lastPurchasePriceCents: 140, belowMinimum: false });
    expect(await read(`${A}/purchaseOrders/o1`)).toMatchObject({
      state: 'abierto',
      lines: [{ received: 4 }, { received: 4 }],
      receiptIds: [first.inputId],
    });

    expect(await receive('o1', [{ lineId: 'l1', quantity: 6.001 }])).toMatchObject({ ok: false, code: 'overReceipt' });
    expect(await receive('o1', [{ lineId: 'l2', quantity: 0.5 }])).toMatchObject({ ok: false, code: 'overReceipt' });

    const second = await receiveOk('o1', [{ lineId: 'l1', quantity: 6, unitPriceCents: 320 }]);
    expect(second.state).toBe('recibido');
    expect(await read(`${A}/stock/p1`)).toMatchObject({ quantity: 11, onOrder: 0, toOrder: 0, lastPurchasePriceCents: 320 });
    expect(await read(`${A}/purchaseOrders/o1`)).toMatchObject({ state: 'recibido', receiptIds: [first.inputId, second.inputId] });
    expect(await receive('o1', [{ lineId: 'l1', quantity: 1 }])).toMatchObject({ ok: false, code: 'notOpen' });
    await expectCommitmentsHold();
  });

  it('refuses a double where a price is whole cents, a quantity with 4 decimals, a borrador', async () => {
    await seedOrder('o1', [orderLine('l1', 'p1', 10, 300)]);
    expect(await receive('o1', [{ lineId: 'l1', quantity: 1 }])).toMatchObject({ ok: false, code: 'notOpen' });
    await confirm('o1');
    expect(await receive('o1', [{ lineId: 'l1', quantity: 1, unitPriceCents: 1.5 }])).toMatchObject({
      ok: false,
      code: 'invalid',
      details: { detail: 'lines.0.unitPriceCents' },
    });
    expect(await receive('o1', [{ lineId: 'l1', quantity: 1.0001 }])).toMatchObject({ ok: false, code: 'invalid' });
  });

  it('concurrent receipts against one order never receive more than ordered', async () => {
    await seedOrder('o1', [orderLine('l1', 'p1', 10, 300)]);
    await confirm('o1');
    const results = await Promise.all([1, 2, 3].map(() => receive('o1', [{ lineId: 'l1', quantity: 4 }])));
    const taken = results.filter((r) => r.ok);
    expect(taken).toHaveLength(2);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.code)).toEqual(['overReceipt']);
    expect(await read(`${A}/purchaseOrders/o1`)).toMatchObject({ state: 'abierto', lines: [{ received: 8 }] });
    expect(await read(`${A}/stock/p1`)).toMatchObject({ quantity: 9, onOrder: 2 });
    await expectCommitmentsHold();
  });
});

describe('closing, cancelling and annulling a receipt', () => {
  it('close releases what was pending; cancel only with nothing received', async () => {
    await seedOrder('o1', [orderLine('l1', 'p1', 10, 300)]);
    await confirm('o1');
    await receiveOk('o1', [{ lineId: 'l1', quantity: 4 }]);
    expect(await callAs('user', 'cancelPurchaseOrder', { corpId: CORP_A, orderId: 'o1', reason: 'No' })).toMatchObject({
      ok: false,
      code: 'hasReceipts',
    });
    expect(await callAs('user', 'closePurchaseOrder', { corpId: CORP_A, orderId: 'o1', reason: ' ' })).toMatchObject({ ok: false, code: 'invalid' });
    expect(await expectOk('user', 'closePurchaseOrder', { corpId: CORP_A, orderId: 'o1', reason: 'El resto no llega' })).toEqual({
      orderId: 'o1',
      state: 'cerrado',
    });
    expect(await read(`${A}/stock/p1`)).toMatchObject({ quantity: 5, onOrder: 0 });
    expect(await read(`${A}/purchaseOrders/o1`)).toMatchObject({ state: 'cerrado', closeReason: 'El resto no llega', closedBy: 'user' });

    await seedOrder('o2', [orderLine('l1', 'p1', 3, 300)]);
    await confirm('o2');
    expect((await read(`${A}/stock/p1`))?.onOrder).toBe(3);
    expect(await expectOk('admin', 'cancelPurchaseOrder', { corpId: CORP_A, orderId: 'o2', reason: 'Pedido duplicado' })).toEqual({
      orderId: 'o2',
      state: 'cancelado',
    });
    expect(await read(`${A}/stock/p1`)).toMatchObject({ onOrder: 0, toOrder: 0 });
    await expectCommitmentsHold();
  });

  it('annulling a receipt gives its pending back; the generic annul refuses it; goods already gone are refused', async () => {
    await seedOrder('o1', [orderLine('l1', 'p1', 10, 300)]);
    await confirm('o1');
    const r = await receiveOk('o1', [{ lineId: 'l1', quantity: 4 }]);
    expect(await callAs('user', 'annulStockDocument', { corpId: CORP_A, kind: 'input', documentId: r.inputId, reason: 'Error' })).toMatchObject({
      ok: false,
      code: 'fromOrder',
    });

    expect(
      await expectOk('user', 'annulPurchaseOrderReceipt', { corpId: CORP_A, orderId: 'o1', inputId: r.inputId, reason: 'Albarán equivocado' }),
    ).toEqual({
      orderId: 'o1',
      state: 'abierto',
    });
    expect(await read(`${A}/inputs/${r.inputId}`)).toMatchObject({ state: 'anulada', annulReason: 'Albarán equivocado' });
    expect(await read(`${A}/stock/p1`)).toMatchObject({ quantity: 1, onOrder: 10 });
    expect(await read(`${A}/purchaseOrders/o1`)).toMatchObject({ state: 'abierto', lines: [{ received: 0 }] });
    expect(
      await callAs('user', 'annulPurchaseOrderReceipt', { corpId: CORP_A, orderId: 'o1', inputId: r.inputId, reason: 'Otra vez' }),
    ).toMatchObject({ ok: false, code: 'notConfirmed' });

    // Received again, then 4 of the 5 on hand leave: the receipt cannot be annulled.
    const again = await receiveOk('o1', [{ lineId: 'l1', quantity: 4 }]);
    await asAdmin(env, (db) => setDoc(doc(db, `${A}/outputs/s1`), draftDocument('N-s1', 'user', draft('c1', [line('p1', 4)]))));
    await expectOk('user', 'confirmStockDocument', { corpId: CORP_A, kind: 'output', documentId: 's1' });
    expect(
      await callAs('user', 'annulPurchaseOrderReceipt', { corpId: CORP_A, orderId: 'o1', inputId: again.inputId, reason: 'Error' }),
    ).toMatchObject({ ok: false, code: 'shortage' });
    expect(await read(`${A}/stock/p1`)).toMatchObject({ quantity: 1, onOrder: 6 });
    await expectCommitmentsHold();
  });
});
