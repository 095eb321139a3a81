/**
 * What the VERI*FACTU record adds to issuing (figures for `npm run bench`, never asserted as
 * times): the issueInvoice command end to end for sales invoices (each writes its record and moves
 * its chain's head in the same transaction: one more read, two more writes) against purchase
 * invoices registered through the same command and transaction (no record; one vendor-number
 * key instead), alternated so machine load hits both alike; and the record's own CPU cost
 * (planAlta: desglose, huella, SHA-256) in process. The test itself checks that every sale got
 * its record, that the chain verifies, and that no purchase got one.
 */
import { collection, doc, getDocs, orderBy, query, setDoc, type Firestore } from 'firebase/firestore';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyChain } from '../../src/domain/verifactu/chain';
import { issuedInvoice, SYSTEM } from '../../src/domain/verifactu/testFixtures';
import type { RegistroFactura } from '../../src/domain/verifactu/types';
import { planAlta } from '../../src/domain/verifactu/verifactuPlan';
import { corpData } from '../rules/support';
import { clientDoc, partyDoc, purchaseContent, salesContent, seededAt } from '../rules/invoiceSupport';
import { asAdmin, createFunctionsEnv, expectOk } from '../functions/support';

const CORP = 'corpIssueCost';
const USER = 'issueCostClerk';
const ROUNDS = Number(process.env.VF_COST_ROUNDS ?? 15);

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createFunctionsEnv();
  await asAdmin(env, async (db: Firestore) => {
    await setDoc(doc(db, `corporations/${CORP}`), { name: 'Coste S.L.', data: corpData(), createdAt: seededAt, updatedAt: seededAt });
    await setDoc(doc(db, `users/${USER}`), {
      name: 'E',
      email: 'e@example.com',
      corpId: CORP,
      role: 'user',
      active: true,
      createdAt: seededAt,
      updatedAt: seededAt,
    });
    await setDoc(doc(db, `corporations/${CORP}/clients/c1`), clientDoc('Cliente Uno'));
    await setDoc(doc(db, `corporations/${CORP}/vendors/v1`), partyDoc('Proveedor Uno'));
  });
});
afterAll(() => env?.cleanup());

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const timed = async (work: () => Promise<unknown>) => {
  const t = performance.now();
  await work();
  return performance.now() - t;
};

describe('VERI*FACTU issue cost', () => {
  it(`issues ${ROUNDS} sales (with record) and ${ROUNDS} purchases (without), alternated`, { timeout: 300_000 }, async () => {
    // Warm the worker first.
    await expectOk(USER, 'issueInvoice', { corpId: CORP, invoiceId: null, content: salesContent() });
    const sales: number[] = [];
    const purchases: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      sales.push(
        await timed(() => expectOk(USER, 'issueInvoice', { corpId: CORP, invoiceId: null, content: salesContent({ notes: `venta ${i}` }) })),
      );
      purchases.push(await timed(() => expectOk(USER, 'issueInvoice', { corpId: CORP, invoiceId: null, content: purchaseContent(`FP-${i}`) })));
    }

    const records = await asAdmin(env, async (db: Firestore) =>
      (await getDocs(query(collection(db, `corporations/${CORP}/verifactuRecords`), orderBy('seq')))).docs.map((d) => d.data()),
    );
    expect(records).toHaveLength(ROUNDS + 1);
    expect(verifyChain(records.map((r) => r.registro as RegistroFactura))).toEqual({ ok: true, count: ROUNDS + 1 });
    expect(records.every((r) => /^F-/.test(r.numSerie))).toBe(true);

    const invoice = issuedInvoice() as unknown as Record<string, unknown>;
    const N = 2000;
    let head: Record<string, unknown> | undefined;
    const t = performance.now();
    for (let i = 0; i < N; i++) head = planAlta(`inv${i}`, invoice, head, new Date(), SYSTEM).head;
    const planAltaMicros = Math.round(((performance.now() - t) / N) * 1000);

    const figures = {
      rounds: ROUNDS,
      salesWithRecord: { medianMs: Math.round(percentile(sales, 0.5)), p90Ms: Math.round(percentile(sales, 0.9)) },
      purchasesWithout: { medianMs: Math.round(percentile(purchases, 0.5)), p90Ms: Math.round(percentile(purchases, 0.9)) },
      planAltaMicros,
    };
    console.log(`verifactu issue cost: ${JSON.stringify(figures)}`);
  });
});
