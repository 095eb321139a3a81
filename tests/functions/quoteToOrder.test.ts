/**
 * «Convertir en pedido» (issue 31) through the Functions emulator: a sent presupuesto becomes a
 * confirmed pedido de cliente that reserves its stock, once; what cannot be converted is refused
 * with nothing written; a confirmation the order cannot pass leaves it a borrador.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newQuoteDocument } from '../../src/domain/quotes/quoteModel';
import { CORP_A, CORP_B, seedWorld } from '../rules/support';
import { party, seedCatalogue, stockLevel, stockSummaryPath } from '../rules/stockSupport';
import { asAdmin, callAs, createFunctionsEnv } from './support';

const A = `corporations/${CORP_A}`;
let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createFunctionsEnv();
});
afterAll(() => env?.cleanup());

const quoteLine = (categoryId: string, quantity: number) => ({
  categoryId,
  code: categoryId.toUpperCase(),
  name: `Producto ${categoryId}`,
  unit: 'ud',
  quantity,
  unitPriceCents: 920,
  discountPct: 0,
  vatRate: 21,
});
const quoteDoc = (state: string, lines = [quoteLine('p1', 10)]) => ({
  ...newQuoteDocument(
    {
      date: '2026-11-20',
      validUntil: '2026-12-20',
      clientId: 'c1',
      clientName: 'Cliente Uno',
      clientNif: 'B40000002',
      reference: '',
      notes: '',
      lines,
    },
    { year: 2026, seq: 1 },
    'user',
    new Date('2026-11-20T10:00:00Z'),
  ),
  state,
});

/** p1: 6 on hand; c1 a client; quotes q-sent (enviado), q-draft (borrador), q-service (a line of a service). */
beforeEach(async () => {
  await seedWorld(env);
  await asAdmin(env, async (db) => {
    await seedCatalogue(db, CORP_A, ['p1', 'p2']);
    await setDoc(doc(db, `${A}/categories/p2`), { stocked: false }, { merge: true });
    await setDoc(doc(db, `${A}/clients/c1`), party('Cliente Uno', 'client'));
    await setDoc(doc(db, `${A}/stock/p1`), stockLevel('p1', 6, 'in-x-c'));
    await setDoc(doc(db, stockSummaryPath(CORP_A)), { valueCents: 600, belowMinimumCount: 0, lastMovementId: 'in-x-c' });
    await setDoc(doc(db, `${A}/quotes/q-sent`), quoteDoc('enviado'));
    await setDoc(doc(db, `${A}/quotes/q-draft`), quoteDoc('borrador'));
    await setDoc(doc(db, `${A}/quotes/q-service`), quoteDoc('aceptado', [quoteLine('p2', 1)]));
  });
});

const read = (path: string) => asAdmin(env, async (db) => (await getDoc(doc(db, path))).data());
const orders = () => asAdmin(env, async (db) => (await getDocs(collection(db, `${A}/salesOrders`))).docs.map((d) => ({ id: d.id, ...d.data() })));
const convert = (quoteId: string, uid = 'user', corpId = CORP_A) =>
  callAs<{ orderId: string; state: string; refusal: string | null }>(uid, 'convertQuoteToOrder', { corpId, quoteId });

describe('convertQuoteToOrder', () => {
  it('makes the sent quote a confirmed order that reserves what is on hand, and marks it accepted', async () => {
    const r = await convert('q-sent');
    expect(r).toMatchObject({ ok: true, data: { state: 'abierto', refusal: null } });
    const orderId = r.ok ? r.data.orderId : '';
    const order = (await read(`${A}/salesOrders/${orderId}`))!;
    expect(order).toMatchObject({ state: 'abierto', partyId: 'c1', reference: 'P-2026-00001', confirmedBy: 'user' });
    expect(order.lines[0]).toMatchObject({ categoryId: 'p1', quantity: 10, unitPriceCents: 920, delivered: 0, reserved: 6 });
    // 10 × 9,20 € = 92,00 € + 21 % = 111,32 €.
    expect(order.totals).toEqual({ baseCents: 9200, vatCents: 1932, totalCents: 11132 });
    const level = (await read(`${A}/stock/p1`))!;
    expect([level.quantity, level.reserved, level.backorder]).toEqual([6, 6, 4]);
    expect(await read(`${A}/quotes/q-sent`)).toMatchObject({ state: 'aceptado', orderId });
  });

  it('converts a quote once: a second call, or two at once, make one order', async () => {
    const [a, b] = await Promise.all([convert('q-sent'), convert('q-sent')]);
    expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1);
    expect([a, b].find((r) => !r.ok)).toMatchObject({ code: 'quoteConverted' });
    expect(await convert('q-sent')).toMatchObject({ ok: false, code: 'quoteConverted' });
    expect(await orders()).toHaveLength(1);
  });

  it('refuses a borrador, an unknown quote, another company and the cashier, writing nothing', async () => {
    expect(await convert('q-draft')).toMatchObject({ ok: false, code: 'quoteNotSent' });
    expect(await convert('nope')).toMatchObject({ ok: false, code: 'notFound' });
    expect(await convert('q-sent', 'otherCompanyAdmin', CORP_B)).toMatchObject({ ok: false, code: 'notFound' });
    expect(await convert('q-sent', 'cashier')).toMatchObject({ ok: false, code: 'denied' });
    expect(await convert('q-sent', 'user', CORP_B)).toMatchObject({ ok: false, code: 'denied' });
    expect(await convert({ toString: () => 'x' } as unknown as string)).toMatchObject({ ok: false, code: 'invalid' });
    expect(await orders()).toEqual([]);
    expect(await read(`${A}/quotes/q-sent`)).toMatchObject({ state: 'enviado', orderId: null });
  });

  it('leaves the order a borrador, with the reason, when it cannot be confirmed (a service line)', async () => {
    const r = await convert('q-service');
    expect(r).toMatchObject({ ok: true, data: { state: 'borrador', refusal: 'service' } });
    const orderId = r.ok ? r.data.orderId : '';
    expect(await read(`${A}/salesOrders/${orderId}`)).toMatchObject({ state: 'borrador' });
    expect(await read(`${A}/quotes/q-service`)).toMatchObject({ state: 'aceptado', orderId });
  });
});
