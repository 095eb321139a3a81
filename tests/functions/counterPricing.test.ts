/**
 * Issue 29 through the Functions emulator: a counter sale of a product with a PVP (14,95 € IVA
 * included) is priced by the server from the product's record, with a line discount, and gives the
 * same totals as the counter screen computes (src/counter/counterModel.ts); a price the clerk
 * changed is kept; a price the product does not say is never taken from a forged field.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartTotals, lineOf, saleRequest, type CounterProduct } from '../../src/counter/counterModel';
import { CORP_A, seedWorld } from '../rules/support';
import { product } from '../rules/stockSupport';
import { asAdmin, callAs, createFunctionsEnv } from './support';
import { openTillFor } from './tillSupport';

const A = `corporations/${CORP_A}`;

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createFunctionsEnv();
});
afterAll(() => env?.cleanup());

// pot: PVP 14,95 € at 21 % (net 12,36 €, as the form derives it); p2: net 2,50 € → 3,03 € IVA included.
const POT: CounterProduct = {
  id: 'pot',
  code: 'POT',
  name: 'Producto pot',
  unit: 'ud',
  salePriceCents: 1236,
  retailPriceCents: 1495,
  vatRate: 21,
  active: true,
  stocked: true,
};
const P2: CounterProduct = { id: 'p2', code: 'P2', name: 'Producto p2', unit: 'ud', salePriceCents: 250, vatRate: 21, active: true, stocked: true };

beforeEach(async () => {
  await seedWorld(env);
  await asAdmin(env, async (db) => {
    await setDoc(doc(db, `${A}/categories/pot`), product('pot', { salePriceCents: 1236, retailPriceCents: 1495 }));
    await setDoc(doc(db, `${A}/categories/p2`), product('p2'));
    // No stock documents needed: this company sells below zero.
    await updateDoc(doc(db, A), { 'data.allowNegativeStock': true });
  });
  // A cash sale needs the clerk's open caja (issue 29).
  await openTillFor(env, 'user', CORP_A, 'caja1', 0);
});

const read = (path: string) => asAdmin(env, async (db) => (await getDoc(doc(db, path))).data());
const sell = (data: Record<string, unknown>) =>
  callAs<{ id: string; numberText: string; changeCents: number; totalCents: number }>('user', 'sellAtCounter', {
    corpId: CORP_A,
    clientId: null,
    ...data,
  });

describe('sellAtCounter with retail prices', () => {
  it('sells a 14,95 € PVP with a 10 % discount and a net-priced product at the totals the screen shows', async () => {
    // Hand-computed: 14,95 × 0,9 = 13,455 → 13,46 €; 2 × 3,03 = 6,06 €; total 19,52 €.
    // Base = round(1952 × 100 / 121) = round(1613,22) = 16,13 €; cuota 3,39 €.
    const lines = [{ ...lineOf(POT, 1), discount: '10' }, lineOf(P2, 2)];
    const screen = cartTotals(lines);
    expect(screen).toMatchObject({ totalCents: 1952, baseCents: 1613, vatCents: 339 });
    const request = saleRequest(lines, null, 'efectivo', 2000)!;
    // The screen sends no price for either line: both are the products' own.
    expect(request.lines.every((l) => !('unitPriceCents' in l))).toBe(true);
    const sold = await sell({ lines: request.lines, payment: request.payment });
    expect(sold).toMatchObject({ ok: true, data: { changeCents: 48, totalCents: 1952 } });
    const invoice = await read(`${A}/invoices/${sold.ok ? sold.data.id : ''}`);
    expect(invoice).toMatchObject({ vatIncluded: true, totalCents: screen.totalCents, baseCents: screen.baseCents, vatCents: screen.vatCents });
    expect(invoice!.lines[0]).toMatchObject({ unitPriceCents: 1495, discountPct: 10, grossCents: 1346 });
    expect(invoice!.lines[1]).toMatchObject({ unitPriceCents: 303, grossCents: 606 });
  });

  it('a single 14,95 € PVP at 10 % and 4 % is 14,95 € exactly: 13,59 € + 1,36 € and 14,38 € + 0,57 €', async () => {
    for (const [vatRate, base, vat] of [
      [10, 1359, 136],
      [4, 1438, 57],
    ] as const) {
      await asAdmin(env, (db) => updateDoc(doc(db, `${A}/categories/pot`), { vatRate, salePriceCents: base }));
      const sold = await sell({ lines: [{ categoryId: 'pot', quantity: 1, discountPct: 0 }], payment: { method: 'tarjeta', tenderedCents: 0 } });
      const invoice = await read(`${A}/invoices/${sold.ok ? sold.data.id : ''}`);
      expect(invoice).toMatchObject({ totalCents: 1495, baseCents: base, vatCents: vat });
    }
  });

  it('takes the price from the record at the time of the sale, and keeps a price the clerk changed', async () => {
    await asAdmin(env, (db) => updateDoc(doc(db, `${A}/categories/pot`), { retailPriceCents: 1595, salePriceCents: 1318 }));
    const own = await sell({ lines: [{ categoryId: 'pot', quantity: 1, discountPct: 0 }], payment: { method: 'tarjeta', tenderedCents: 0 } });
    expect(own).toMatchObject({ ok: true, data: { totalCents: 1595 } });
    const changed = await sell({
      lines: [{ categoryId: 'pot', quantity: 1, unitPriceCents: 1200, discountPct: 0 }],
      payment: { method: 'tarjeta', tenderedCents: 0 },
    });
    expect(changed).toMatchObject({ ok: true, data: { totalCents: 1200 } });
  });

  it.each([
    ['a discount over 100 %', { discountPct: 101 }],
    ['a discount with 3 decimals', { discountPct: 10.125 }],
    ['a discount as text', { discountPct: '10' }],
    ['a price in fractions of a cent', { unitPriceCents: 1494.5 }],
  ])('refuses %s and writes nothing', async (_what, change) => {
    const refused = await sell({
      lines: [{ categoryId: 'pot', quantity: 1, discountPct: 0, ...change }],
      payment: { method: 'tarjeta', tenderedCents: 0 },
    });
    expect(refused).toMatchObject({ ok: false });
    expect(await read(`${A}/stock/pot`)).toBeUndefined();
  });
});
