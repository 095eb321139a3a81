/**
 * Issue 31 through the Functions emulator: sellAtCounter prices each line the clerk did not price
 * by hand with the tarifas, on the server (functions/src/invoices/counterLinePrices.ts, the same
 * resolvePrice the screen calls): the company's default tarifa for a sale with no client, the
 * client's tarifa and special prices for a client's, read from the client's record. What the
 * browser says about tarifas is never read. Amounts computed by hand.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { priceEntryToStored } from '../../src/domain/pricing/priceList';
import { priceListToStored } from '../../src/pricing/priceListForm';
import { CORP_A, seededAt, seedWorld } from '../rules/support';
import { party, product } from '../rules/stockSupport';
import { asAdmin, callAs, createFunctionsEnv } from './support';

const A = `corporations/${CORP_A}`;

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createFunctionsEnv();
});
afterAll(() => env?.cleanup());

const price = (breaks: [number, number][]) => ({
  ...priceEntryToStored({ categoryId: 'p1', code: 'P1', name: 'Producto p1', breaks: breaks.map(([from, priceCents]) => ({ from, priceCents })) }),
  updatedAt: seededAt,
});

// p1: 11,00 € net at 21 % (13,31 € IVA included). Tienda (the default, IVA included): 12,50 €.
// Mayorista (net), c2's tarifa: from 1 ud 10,00 €, from 12 ud 9,20 €. c2's special price: from 24 ud 8,00 € net.
beforeEach(async () => {
  await seedWorld(env);
  await asAdmin(env, async (db) => {
    await setDoc(doc(db, `${A}/categories/p1`), product('p1', { salePriceCents: 1100 }));
    await updateDoc(doc(db, A), { 'data.allowNegativeStock': true });
    // c2 has NIF and address: a ticket may name it (a cualificada).
    await setDoc(doc(db, `${A}/clients/c2`), { ...party('Cliente Dos', 'client'), address: 'Calle Mayor 1', city: 'Madrid', postalCode: '28001' });
    const list = (name: string, vatIncluded: boolean) => ({
      ...priceListToStored({ name, kind: 'general', vatIncluded, validFrom: null, validTo: null }),
      createdAt: seededAt,
      updatedAt: seededAt,
    });
    await setDoc(doc(db, `${A}/priceLists/tienda`), list('Tienda', true));
    await setDoc(doc(db, `${A}/priceLists/tienda/prices/p1`), price([[1, 1250]]));
    await setDoc(doc(db, `${A}/priceLists/mayorista`), list('Mayorista', false));
    await setDoc(
      doc(db, `${A}/priceLists/mayorista/prices/p1`),
      price([
        [1, 1000],
        [12, 920],
      ]),
    );
    // A tarifa no one is assigned: a browser naming it gets nothing from it.
    await setDoc(doc(db, `${A}/priceLists/regalo`), list('Regalo', true));
    await setDoc(doc(db, `${A}/priceLists/regalo/prices/p1`), price([[1, 1]]));
    await setDoc(doc(db, `${A}/settings/pricing`), { defaultPriceListId: 'tienda', updatedAt: seededAt });
    await setDoc(doc(db, `${A}/clientPrices/c2`), { priceListId: 'mayorista', updatedAt: seededAt });
    await setDoc(doc(db, `${A}/clientPrices/c2/prices/p1`), price([[24, 800]]));
  });
});

const read = (path: string) => asAdmin(env, async (db) => (await getDoc(doc(db, path))).data());
const sell = (data: Record<string, unknown>) =>
  callAs<{ id: string; totalCents: number }>('user', 'sellAtCounter', {
    corpId: CORP_A,
    clientId: null,
    payment: { method: 'tarjeta', tenderedCents: 0 },
    ...data,
  });
const line = (quantity: number, over: Record<string, unknown> = {}) => ({ categoryId: 'p1', quantity, discountPct: 0, ...over });

async function soldLine(data: Record<string, unknown>) {
  const sold = await sell(data);
  expect(sold).toMatchObject({ ok: true });
  const invoice = await read(`${A}/invoices/${sold.ok ? sold.data.id : ''}`);
  return { total: sold.ok ? sold.data.totalCents : null, line: (invoice!.lines as Record<string, unknown>[])[0]! };
}

describe('sellAtCounter takes the tarifa price', () => {
  it('sells with no client at the default tarifa: 2 × 12,50 € = 25,00 €', async () => {
    const { total, line: l } = await soldLine({ lines: [line(2)] });
    expect(total).toBe(2500);
    expect(l).toMatchObject({ unitPriceCents: 1250, grossCents: 2500 });
  });

  it('sells to a client at its tarifa, by quantity break: 11 × 12,10 € = 133,10 €; 12 × 11,13 € = 133,56 €', async () => {
    // 10,00 € + 21 % = 12,10 €; 9,20 € + 21 % = 11,132 → 11,13 €.
    expect((await soldLine({ clientId: 'c2', lines: [line(11)] })).total).toBe(13310);
    expect((await soldLine({ clientId: 'c2', lines: [line(12)] })).total).toBe(13356);
  });

  it("the client's special price wins from its break: 24 × 9,68 € = 232,32 €", async () => {
    // 8,00 € + 21 % = 9,68 €.
    expect((await soldLine({ clientId: 'c2', lines: [line(24)] })).total).toBe(23232);
  });

  it('ignores what the browser says about tarifas, and keeps a price the clerk typed', async () => {
    const forged = await soldLine({ priceListId: 'regalo', lines: [line(1, { priceListId: 'regalo', priceCents: 1, unitPriceCents: null })] });
    expect(forged.total).toBe(1250);
    expect((await soldLine({ lines: [line(1, { unitPriceCents: 1000 })] })).total).toBe(1000);
  });

  it("a tarifa out of its dates does not price: the product's own 13,31 €", async () => {
    await asAdmin(env, (db) => updateDoc(doc(db, `${A}/priceLists/tienda`), { validTo: '2020-12-31' }));
    expect((await soldLine({ lines: [line(2)] })).total).toBe(2662);
  });
});
