/**
 * Pedidos de cliente (issue 31) through the Functions emulator: confirming reserves what is on
 * hand and back-orders the rest, «Reservar» takes what arrived, deliveries are salidas born
 * confirmed that settle the order's own reservation, close and cancel release, annulling a
 * delivery gives its quantities back as pending, and no other movement takes goods reserved for
 * an order. Each step checks the stock level (quantity, reserved, backorder, toOrder) read back.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CORP_A, CORP_B, seedWorld } from '../rules/support';
import { draft, draftDocument, line, party, seedCatalogue, stockLevel, stockSummaryPath } from '../rules/stockSupport';
import { orderDocument, orderDraft, orderLine } from '../rules/salesOrderSupport';
import { asAdmin, callAs, createFunctionsEnv, expectOk } from './support';
import { seedDemoSalesOrder } from '../../seed/salesOrders';
import { checkCompanyInvariants } from '../../seed/invariants';

const A = `corporations/${CORP_A}`;
const B = `corporations/${CORP_B}`;

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createFunctionsEnv();
});
afterAll(() => env?.cleanup());

/** Company A: products p1 (6 on hand, minimum 2) and p2 (never moved); client c1 not yet in use. Company B: its own order. */
beforeEach(async () => {
  await seedWorld(env);
  await asAdmin(env, async (db) => {
    await seedCatalogue(db, CORP_A, ['p1', 'p2']);
    await seedCatalogue(db, CORP_B, ['p1']);
    await setDoc(doc(db, `${A}/clients/c1`), { ...party('Cliente Uno', 'client'), inUse: false });
    await setDoc(doc(db, `${A}/stock/p1`), stockLevel('p1', 6, 'in-x-c'));
    await setDoc(doc(db, stockSummaryPath(CORP_A)), { valueCents: 600, belowMinimumCount: 0, lastMovementId: 'in-x-c' });
    await setDoc(doc(db, `${B}/salesOrders/oB`), orderDocument('PC-B1', 'otherCompanyAdmin', orderDraft('c1', [orderLine('l1', 'p1', 1)])));
  });
});

const read = (path: string) => asAdmin(env, async (db) => (await getDoc(doc(db, path))).data());
const level = async (id = 'p1') => {
  const s = (await read(`${A}/stock/${id}`))!;
  return { quantity: s.quantity, reserved: s.reserved, backorder: s.backorder, toOrder: s.toOrder };
};
const order = async (id = 'o1') => (await read(`${A}/salesOrders/${id}`))!;
const lineFigures = async (id = 'o1') =>
  ((await order(id)).lines as { lineId: string; delivered: number; reserved: number }[]).map((l) => [l.lineId, l.delivered, l.reserved]);

async function seedOrder(id: string, lines = [orderLine('l1', 'p1', 10)], over: Record<string, unknown> = {}) {
  await asAdmin(env, (db) =>
    setDoc(doc(db, `${A}/salesOrders/${id}`), { ...orderDocument(`PC-${id.toUpperCase()}`, 'user', orderDraft('c1', lines)), ...over }),
  );
}
const confirm = (id = 'o1', uid = 'user') => callAs(uid, 'confirmSalesOrder', { corpId: CORP_A, orderId: id });
const deliver = (lines: { lineId: string; quantity: unknown }[], id = 'o1') =>
  callAs<{ outputId: string; number: string; state: string }>('user', 'deliverSalesOrder', {
    corpId: CORP_A,
    orderId: id,
    date: '2026-03-10',
    lines,
  });

/** An entrada of `quantity` p1 from v1, confirmed by the stock command (goods arrive). */
async function receive(id: string, quantity: number) {
  await asAdmin(env, (db) => setDoc(doc(db, `${A}/inputs/${id}`), draftDocument(`N-${id}`, 'user', draft('v1', [line('p1', quantity)]))));
  await expectOk('user', 'confirmStockDocument', { corpId: CORP_A, kind: 'input', documentId: id });
}

describe('confirmSalesOrder', () => {
  it('reserves what is on hand and back-orders the rest: 10 ordered, 6 on hand', async () => {
    await seedOrder('o1', [{ ...orderLine('l1', 'p1', 10), code: 'FORGED', name: 'Nombre falso', delivered: 9, reserved: 9 }]);
    expect(await confirm()).toMatchObject({ ok: true, data: { state: 'abierto' } });
    const o = await order();
    expect(o).toMatchObject({ state: 'abierto', partyName: 'Cliente Uno', confirmedBy: 'user', deliveryIds: [] });
    // The product's code and name, whatever the borrador said; delivered and reserved by the plan.
    expect(o.lines[0]).toMatchObject({ code: 'P1', name: 'Producto p1', delivered: 0, reserved: 6 });
    // projected = 6 − 6 − 4 = −4 → «Qué pedir» 2 − (−4) = 6.
    expect(await level()).toEqual({ quantity: 6, reserved: 6, backorder: 4, toOrder: 6 });
    expect((await read(`${A}/clients/c1`))!.inUse).toBe(true);
  });

  it('creates a whole level for a product that never moved, and counts it below its minimum', async () => {
    await seedOrder('o1', [orderLine('l1', 'p2', 3)]);
    await expectOk('user', 'confirmSalesOrder', { corpId: CORP_A, orderId: 'o1' });
    const s = (await read(`${A}/stock/p2`))!;
    expect(s).toMatchObject({
      categoryId: 'p2',
      code: 'P2',
      quantity: 0,
      valueCents: 0,
      reserved: 0,
      backorder: 3,
      onOrder: 0,
      toOrder: 5,
      belowMinimum: true,
    });
    expect((await read(stockSummaryPath(CORP_A)))!.belowMinimumCount).toBe(1);
  });

  it('lines of one product draw on the same available, in line order', async () => {
    await seedOrder('o1', [orderLine('l1', 'p1', 4), orderLine('l2', 'p1', 4)]);
    await confirm();
    expect(await lineFigures()).toEqual([
      ['l1', 0, 4],
      ['l2', 0, 2],
    ]);
    expect(await level()).toMatchObject({ reserved: 6, backorder: 2 });
  });

  it('refuses an order already open, a missing client, another company\u2019s order, the cashier, and bad input', async () => {
    await seedOrder('o1');
    await confirm();
    expect(await confirm()).toMatchObject({ ok: false, code: 'notDraft' });
    await seedOrder('o2', [orderLine('l1', 'p1', 1)], { partyId: 'nobody' });
    expect(await confirm('o2')).toMatchObject({ ok: false, code: 'partyMissing' });
    expect(await confirm('oB')).toMatchObject({ ok: false, code: 'notFound' });
    expect(await confirm('o1', 'cashier')).toMatchObject({ ok: false, code: 'denied' });
    for (const orderId of ['a/b', '', 7, '..', 'x\u0000']) {
      expect(await callAs('user', 'confirmSalesOrder', { corpId: CORP_A, orderId })).toMatchObject({ ok: false, code: 'invalid' });
    }
    await seedOrder('o3', [orderLine('l1', 'p1', 1)], { lines: [{ ...orderLine('l1', 'p1', 1), unitPriceCents: 10.5 }] });
    expect(await confirm('o3')).toMatchObject({ ok: false, code: 'invalid' });
  });
});

describe('deliverSalesOrder', () => {
  it('an entrada, «Reservar», then two deliveries: stock and commitments at each step', async () => {
    await seedOrder('o1');
    await confirm();
    await receive('e1', 10);
    // The entrada is not reserved by itself: 16 on hand, 6 reserved, 4 waiting.
    expect(await level()).toEqual({ quantity: 16, reserved: 6, backorder: 4, toOrder: 0 });
    expect(await callAs('user', 'reserveSalesOrder', { corpId: CORP_A, orderId: 'o1' })).toMatchObject({ ok: true, data: { reserved: 4 } });
    expect(await level()).toEqual({ quantity: 16, reserved: 10, backorder: 0, toOrder: 0 });

    const first = await deliver([{ lineId: 'l1', quantity: 4 }]);
    if (!first.ok) throw new Error(first.code);
    expect(first.data.state).toBe('abierto');
    expect(await level()).toEqual({ quantity: 12, reserved: 6, backorder: 0, toOrder: 0 });
    const salida = (await read(`${A}/outputs/${first.data.outputId}`))!;
    expect(salida).toMatchObject({
      state: 'confirmada',
      number: 'S-O1-1',
      orderId: 'o1',
      orderNumber: 'PC-O1',
      orderLineIds: ['l1'],
      partyId: 'c1',
      partyName: 'Cliente Uno',
      date: '2026-03-10',
      invoiced: false,
      totals: { baseCents: 4000, vatCents: 840, totalCents: 4840 },
    });
    expect(salida.lines[0]).toMatchObject({ categoryId: 'p1', quantity: 4, unitPriceCents: 1000 });
    expect(await lineFigures()).toEqual([['l1', 4, 6]]);

    const second = await deliver([{ lineId: 'l1', quantity: 6 }]);
    expect(second).toMatchObject({ ok: true, data: { state: 'servido', number: 'S-O1-2' } });
    expect(await level()).toEqual({ quantity: 6, reserved: 0, backorder: 0, toOrder: 0 });
    expect(await order()).toMatchObject({ state: 'servido', deliveryIds: [first.data.outputId, second.ok ? second.data.outputId : ''] });
    // Nothing is pending: a servido order takes no more deliveries.
    expect(await deliver([{ lineId: 'l1', quantity: 1 }])).toMatchObject({ ok: false, code: 'notOpen' });
  });

  it('delivers from the back-order what no other order holds, and refuses more than pending', async () => {
    await seedOrder('o1');
    await confirm();
    expect(await deliver([{ lineId: 'l1', quantity: 10.001 }])).toMatchObject({ ok: false, code: 'overDelivery' });
    // 6 on hand, all this order's: 7 is short.
    expect(await deliver([{ lineId: 'l1', quantity: 7 }])).toMatchObject({ ok: false, code: 'shortage' });
    await receive('e1', 3);
    // 9 on hand, 6 reserved by this order: 8 = its 6 + 2 of the back-order.
    expect(await deliver([{ lineId: 'l1', quantity: 8 }])).toMatchObject({ ok: true });
    expect(await level()).toEqual({ quantity: 1, reserved: 0, backorder: 2, toOrder: 3 });
    expect(await deliver([{ lineId: 'l1', quantity: 3 }])).toMatchObject({ ok: false, code: 'overDelivery' });
  });

  it('refuses bad input: a double quantity of 4 decimals, a string, an unknown line, a bad date', async () => {
    await seedOrder('o1');
    await confirm();
    for (const lines of [
      [{ lineId: 'l1', quantity: 1.0001 }],
      [{ lineId: 'l1', quantity: '1' }],
      [{ lineId: 'l1', quantity: 0 }],
      [{ lineId: 'l1', quantity: -1 }],
      [],
    ]) {
      expect(await deliver(lines)).toMatchObject({ ok: false, code: 'invalid' });
    }
    expect(await deliver([{ lineId: 'zz', quantity: 1 }])).toMatchObject({ ok: false, code: 'invalid' });
    expect(
      await callAs('user', 'deliverSalesOrder', { corpId: CORP_A, orderId: 'o1', date: '2026-13-01', lines: [{ lineId: 'l1', quantity: 1 }] }),
    ).toMatchObject({ ok: false, code: 'invalid' });
  });

  it('concurrent deliveries against one order never deliver more than ordered', async () => {
    await asAdmin(env, (db) => updateDoc(doc(db, `${A}/stock/p1`), { quantity: 20, valueCents: 2000 }));
    await seedOrder('o1');
    await confirm();
    const results = await Promise.all(Array.from({ length: 5 }, () => deliver([{ lineId: 'l1', quantity: 3 }])));
    const done = results.filter((r) => r.ok);
    for (const r of results) if (!r.ok) expect(r.code).toBe('overDelivery');
    expect(done).toHaveLength(3);
    const salidas = await asAdmin(env, async (db) => (await getDocs(query(collection(db, `${A}/outputs`), where('orderId', '==', 'o1')))).docs);
    const delivered = salidas.reduce((sum, s) => sum + (s.data().lines as { quantity: number }[])[0]!.quantity, 0);
    expect(delivered).toBe(9);
    expect(await lineFigures()).toEqual([['l1', 9, 1]]);
    expect(await level()).toEqual({ quantity: 11, reserved: 1, backorder: 0, toOrder: 0 });
    expect(new Set(salidas.map((s) => s.data().number)).size).toBe(3);
  });
});

describe('reservations hold against every other movement', () => {
  it('a plain salida of another client may not take what is reserved for the order', async () => {
    await seedOrder('o1');
    await confirm();
    await asAdmin(env, (db) => setDoc(doc(db, `${A}/outputs/s1`), draftDocument('N-s1', 'user', draft('c1', [line('p1', 1)]))));
    expect(await callAs('user', 'confirmStockDocument', { corpId: CORP_A, kind: 'output', documentId: 's1' })).toMatchObject({
      ok: false,
      code: 'shortage',
    });
    // Once the order is closed, the goods are free again.
    await expectOk('user', 'closeSalesOrder', { corpId: CORP_A, orderId: 'o1', reason: 'El cliente ya no lo quiere' });
    await expectOk('user', 'confirmStockDocument', { corpId: CORP_A, kind: 'output', documentId: 's1' });
    expect(await level()).toMatchObject({ quantity: 5, reserved: 0, backorder: 0 });
  });
});

describe('closeSalesOrder and cancelSalesOrder', () => {
  it('close releases what is pending, reserved and back-ordered', async () => {
    await seedOrder('o1');
    await confirm();
    expect(await callAs('user', 'closeSalesOrder', { corpId: CORP_A, orderId: 'o1', reason: '  Cerrado \n a mano ' })).toMatchObject({
      ok: true,
      data: { state: 'cerrado' },
    });
    expect(await order()).toMatchObject({ state: 'cerrado', closeReason: 'Cerrado a mano', closedBy: 'user' });
    expect(await lineFigures()).toEqual([['l1', 0, 0]]);
    expect(await level()).toEqual({ quantity: 6, reserved: 0, backorder: 0, toOrder: 0 });
    expect(await callAs('user', 'reserveSalesOrder', { corpId: CORP_A, orderId: 'o1' })).toMatchObject({ ok: false, code: 'notOpen' });
  });

  it('cancel only with nothing delivered; a reason is required', async () => {
    await seedOrder('o1');
    await confirm();
    expect(await callAs('user', 'cancelSalesOrder', { corpId: CORP_A, orderId: 'o1', reason: '   ' })).toMatchObject({ ok: false, code: 'invalid' });
    await deliver([{ lineId: 'l1', quantity: 1 }]);
    expect(await callAs('user', 'cancelSalesOrder', { corpId: CORP_A, orderId: 'o1', reason: 'Error' })).toMatchObject({
      ok: false,
      code: 'hasDeliveries',
    });
    await seedOrder('o2', [orderLine('l1', 'p2', 2)]);
    await confirm('o2');
    expect(await callAs('user', 'cancelSalesOrder', { corpId: CORP_A, orderId: 'o2', reason: 'Error' })).toMatchObject({ ok: true });
    expect(await level('p2')).toMatchObject({ reserved: 0, backorder: 0 });
  });
});

describe('annulSalesOrderDelivery', () => {
  it('gives the quantities back as pending, reserved again from what came back; the generic annul refuses it', async () => {
    await seedOrder('o1');
    await confirm();
    const d = await deliver([{ lineId: 'l1', quantity: 6 }]);
    if (!d.ok) throw new Error(d.code);
    expect(await level()).toEqual({ quantity: 0, reserved: 0, backorder: 4, toOrder: 6 });
    expect(await callAs('admin', 'annulStockDocument', { corpId: CORP_A, kind: 'output', documentId: d.data.outputId, reason: 'x' })).toMatchObject({
      ok: false,
      code: 'fromOrder',
    });
    const annul = (outputId: string, orderId = 'o1') =>
      callAs('user', 'annulSalesOrderDelivery', { corpId: CORP_A, orderId, outputId, reason: 'Albarán equivocado' });
    expect(await annul(d.data.outputId)).toMatchObject({ ok: true, data: { state: 'abierto' } });
    expect((await read(`${A}/outputs/${d.data.outputId}`))!).toMatchObject({ state: 'anulada', annulReason: 'Albarán equivocado' });
    expect(await lineFigures()).toEqual([['l1', 0, 6]]);
    expect(await level()).toEqual({ quantity: 6, reserved: 6, backorder: 4, toOrder: 6 });
    expect(await annul(d.data.outputId)).toMatchObject({ ok: false, code: 'notConfirmed' });

    // A delivery that was invoiced stays; a salida of no order is not this command's.
    const again = await deliver([{ lineId: 'l1', quantity: 2 }]);
    if (!again.ok) throw new Error(again.code);
    await asAdmin(env, (db) => updateDoc(doc(db, `${A}/outputs/${again.data.outputId}`), { invoiced: true }));
    expect(await annul(again.data.outputId)).toMatchObject({ ok: false, code: 'invoiced' });
    await asAdmin(env, (db) =>
      setDoc(doc(db, `${A}/outputs/plain`), { ...draftDocument('N-plain', 'user', draft('c1', [line('p1', 1)])), state: 'confirmada' }),
    );
    expect(await annul('plain')).toMatchObject({ ok: false, code: 'notDelivery' });
    expect(await annul('a/b')).toMatchObject({ ok: false, code: 'invalid' });
  });
});

describe('the demo order (seed/salesOrders.ts)', () => {
  it('is open with units reserved and 5 without stock, and the level agrees with the open orders', async () => {
    await seedDemoSalesOrder(CORP_A, 'user', 'c1', 'p1');
    const o = await order('demo-order-1');
    expect(o).toMatchObject({ state: 'abierto', number: 'PC-DEMO1' });
    expect(await lineFigures('demo-order-1')).toEqual([['l1', 0, 6]]);
    expect(await level()).toEqual({ quantity: 6, reserved: 6, backorder: 5, toOrder: 7 });
    const problems = await checkCompanyInvariants(CORP_A);
    expect(problems.problems.filter((p) => p.check === 'commitments')).toEqual([]);
  });
});
