/**
 * The counter's throughput ceiling (issue 32; figures for `npm run bench`, never asserted as times):
 * TILLS cashiers, each with their caja open, sell one-line tickets by card one after another, all
 * tills at once, through the sellAtCounter command on the emulators. Every ticket of a company is
 * numbered in one series (T-YYYY) and chained in one VERI*FACTU chain (one per NIF), so they are
 * serialised however many tills sell. The test checks what must hold whatever the speed: every
 * sale either lands or is refused as busy (never half), the numbers are 1..N without a gap or a
 * repeat, one VERI*FACTU record per ticket, and the stock went down by exactly what was sold. It
 * prints `counter throughput: {json}` (tickets per second, latencies, refusals).
 */
import { collection, doc, getDoc, getDocs, setDoc, type Firestore } from 'firebase/firestore';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpData } from '../rules/support';
import { seededAt } from '../rules/invoiceSupport';
import { product, stockLevel, stockSummaryPath } from '../rules/stockSupport';
import { asAdmin, callAs, createFunctionsEnv, expectOk } from '../functions/support';

const CORP = 'corpThroughput';
const TILLS = Number(process.env.COUNTER_TILLS ?? 3);
const PER_TILL = Number(process.env.COUNTER_PER_TILL ?? 5);
const STAGGER_MS = Number(process.env.COUNTER_STAGGER_MS ?? 1500);
const STOCK = 100_000;
const cashier = (i: number) => `tpCashier${i}`;

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createFunctionsEnv();
  await asAdmin(env, async (db: Firestore) => {
    await setDoc(doc(db, `corporations/${CORP}`), { name: 'Caudal S.L.', data: corpData(), createdAt: seededAt, updatedAt: seededAt });
    await setDoc(doc(db, `corporations/${CORP}/categories/p1`), product('p1'));
    await setDoc(doc(db, `corporations/${CORP}/stock/p1`), stockLevel('p1', STOCK, 'seed'));
    await setDoc(doc(db, stockSummaryPath(CORP)), { valueCents: 0, belowMinimumCount: 0, lastMovementId: 'seed' });
    for (let i = 0; i < TILLS; i++) {
      await setDoc(doc(db, `users/${cashier(i)}`), {
        name: `Caja ${i + 1}`,
        email: `tp${i}@example.com`,
        corpId: CORP,
        role: 'cashier',
        active: true,
        createdAt: seededAt,
        updatedAt: seededAt,
      });
      await setDoc(doc(db, `corporations/${CORP}/tills/caja${i}`), { name: `Caja ${i + 1}`, createdAt: seededAt, updatedAt: seededAt });
    }
  });
  for (let i = 0; i < TILLS; i++) await expectOk(cashier(i), 'openTill', { corpId: CORP, tillId: `caja${i}`, floatCents: 0 });
});
afterAll(() => env?.cleanup());

/** One unit of p1 (2,50 € + 21 % = 3,03 € IVA included), paid by card. */
const sale = (uid: string) =>
  callAs<{ numberText: string }>(uid, 'sellAtCounter', {
    corpId: CORP,
    clientId: null,
    lines: [{ categoryId: 'p1', quantity: 1, unitPriceCents: 303, discountPct: 0 }],
    payment: { method: 'tarjeta', tenderedCents: 0 },
  });

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;

describe('counter throughput', () => {
  it(`${TILLS} tills selling ${PER_TILL} tickets each at once: numbered 1..N, one record each, stock exact`, { timeout: 600_000 }, async () => {
    // One sale first, so a worker is up before the tills arrive.
    expect(await sale(cashier(0))).toMatchObject({ ok: true });
    const latencies: number[] = [];
    const refusals: string[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: TILLS }, async (_, t) => {
        // The Functions emulator starts a worker per concurrent request: tills join one by one.
        await new Promise((resolve) => setTimeout(resolve, t * STAGGER_MS));
        for (let i = 0; i < PER_TILL; i++) {
          const t0 = performance.now();
          const result = await sale(cashier(t));
          latencies.push(performance.now() - t0);
          if (!result.ok) refusals.push(result.code);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    const { numbers, records, stock } = await asAdmin(env, async (db: Firestore) => {
      const invoices = await getDocs(collection(db, `corporations/${CORP}/invoices`));
      const vf = await getDocs(collection(db, `corporations/${CORP}/verifactuRecords`));
      return {
        numbers: invoices.docs.map((d) => Number(d.get('number'))).sort((a, b) => a - b),
        records: vf.size,
        stock: (await getDoc(doc(db, `corporations/${CORP}/stock/p1`))).get('quantity') as number,
      };
    });
    const sold = numbers.length;
    // Every sale landed or was refused busy: nothing else, and nothing half-done.
    expect(refusals.filter((c) => c !== 'busy')).toEqual([]);
    expect(sold).toBe(1 + TILLS * PER_TILL - refusals.length);
    expect(numbers).toEqual(Array.from({ length: sold }, (_, i) => i + 1));
    expect(records).toBe(sold);
    expect(stock).toBe(STOCK - sold);
    const figures = {
      tills: TILLS,
      tickets: sold - 1,
      seconds: Math.round(seconds * 10) / 10,
      ticketsPerSecond: Math.round(((sold - 1) / seconds) * 100) / 100,
      p50Ms: Math.round(percentile(latencies, 0.5)),
      p95Ms: Math.round(percentile(latencies, 0.95)),
      busy: refusals.length,
    };
    console.log(`counter throughput: ${JSON.stringify(figures)}`);
  });
});
