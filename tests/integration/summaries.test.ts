/**
 * Inicio's summaries under concurrency (issue 7): several callers (a different staff user
 * each) issue sales and purchase invoices and rectificativas, mark them paid and pending, and
 * confirm and annul entradas and salidas, all at once, through the trusted commands
 * (issueInvoice, setInvoicePayment, confirmStockDocument, annulStockDocument). Afterwards the
 * stored summaries must equal the fold of everything actually stored (what the seeders'
 * rebuild would write): nothing lost, nothing counted twice.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldInvoices, foldStock, invoiceFactsOf, invoiceSummaryOf, stockFactsOf, stockSummaryOf } from '../../src/domain/summaries';
import type { DocKind } from '../../src/domain/stock/stockTypes';
import { clientDoc, invoiceLine, partyDoc, purchaseContent, salesContent, today } from '../rules/invoiceSupport';
import { corpData } from '../rules/support';
import { callAs, createFunctionsEnv } from '../functions/support';
import { draft, draftDocument, line, seedCatalogue, seededAt } from '../rules/stockSupport';

const CORP = 'corpSum';
const BASE = `corporations/${CORP}`;
const CLIENTS = Number(process.env.SUMMARY_CLIENTS ?? 6);
const ROUNDS = Number(process.env.SUMMARY_ROUNDS ?? 12);
const PRODUCTS = ['p1', 'p2', 'p3'];
const DUE_DATES = ['2026-03-31', '2026-04-15', '2026-05-31'];

/** Deterministic pseudo-random numbers (mulberry32), one stream per client. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createFunctionsEnv();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    await setDoc(doc(db, BASE), { name: 'Resúmenes S.L.', data: corpData(), createdAt: seededAt, updatedAt: seededAt });
    for (let i = 0; i < CLIENTS; i++) {
      await setDoc(doc(db, `users/sumClerk${i}`), {
        name: `Clerk ${i}`,
        email: `sumclerk${i}@example.com`,
        corpId: CORP,
        role: i % 3 === 0 ? 'admin' : 'user',
        active: true,
        createdAt: seededAt,
        updatedAt: seededAt,
      });
    }
    await seedCatalogue(db, CORP, PRODUCTS);
    // The invoice writer snapshots the full party (a sales invoice needs the client's NIF).
    await setDoc(doc(db, `${BASE}/clients/c1`), clientDoc('Cliente Uno'));
    await setDoc(doc(db, `${BASE}/vendors/v1`), partyDoc('Proveedor Uno'));
  });
}, 180_000);
afterAll(async () => {
  await env.cleanup();
});

type Action = 'sale' | 'purchase' | 'rectify' | 'pay' | 'unpay' | 'confirm' | 'annul';
interface Outcome {
  action: Action;
  result: string;
}

/** Calls a command as `uid`; resolves with its result, rejects with its refusal code. */
async function command<T>(uid: string, name: string, data: Record<string, unknown>): Promise<T> {
  const result = await callAs<T>(uid, name, { corpId: CORP, ...data });
  if (!result.ok) throw new Error(result.code);
  return result.data;
}

async function runClient(index: number): Promise<Outcome[]> {
  const uid = `sumClerk${index}`;
  // Callers join one by one: the Functions emulator starts a worker per concurrent request (see invoiceNumbering.test.ts).
  await new Promise((resolve) => setTimeout(resolve, index * 1500));
  const issue = (content: unknown) => command<{ id: string; numberText: string }>(uid, 'issueInvoice', { invoiceId: null, content });
  const pay = (invoiceId: string, payment: unknown) => command(uid, 'setInvoicePayment', { invoiceId, payment });
  const rnd = random(7000 + index);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const sales: { id: string; numberText: string; price: number }[] = [];
  const issued: { id: string; paid: boolean }[] = [];
  const confirmed: { kind: DocKind; id: string }[] = [];
  const outcomes: Outcome[] = [];

  const run = async (action: Action, work: () => Promise<unknown>) => {
    const result = await work().then(
      () => 'ok',
      (e: Error) => e.message,
    );
    outcomes.push({ action, result });
    return result === 'ok';
  };

  for (let round = 0; round < ROUNDS; round++) {
    const r = rnd();
    const price = 100 + Math.floor(rnd() * 5000);
    if (r < 0.2) {
      await run('sale', async () => {
        const s = await issue(salesContent({ lines: [invoiceLine(1 + Math.floor(rnd() * 5), price)] }));
        sales.push({ ...s, price });
        issued.push({ id: s.id, paid: false });
      });
    } else if (r < 0.35) {
      await run('purchase', async () => {
        const p = await issue(purchaseContent(`${uid}-${round}`, { dueDate: pick(DUE_DATES), lines: [invoiceLine(2, price)] }));
        issued.push({ id: p.id, paid: false });
      });
    } else if (r < 0.45 && sales.length > 0) {
      const original = pick(sales);
      await run('rectify', async () => {
        const rect = await issue(
          salesContent({
            type: 'rectificativa',
            rectifies: {
              invoiceId: original.id,
              numberText: original.numberText,
              issueDate: today(),
              mode: 'difference',
              code: 'R1' as const,
              replaced: null,
              reason: 'Devolución parcial',
            },
            // One unit back at the price it was sold at (a credit never goes past what stands).
            lines: [invoiceLine(-1, original.price)],
          }),
        );
        issued.push({ id: rect.id, paid: false });
      });
    } else if (r < 0.6 && issued.length > 0) {
      const target = pick(issued);
      if (target.paid) {
        if (await run('unpay', () => pay(target.id, null))) target.paid = false;
      } else if (await run('pay', () => pay(target.id, { paidDate: today(), paymentMethod: pick(['transferencia', 'efectivo'] as const) }))) {
        target.paid = true;
      }
    } else if (r < 0.7 && confirmed.length > 0) {
      const target = confirmed.splice(Math.floor(rnd() * confirmed.length), 1)[0]!;
      await run('annul', () => command(uid, 'annulStockDocument', { kind: target.kind, documentId: target.id, reason: 'Anulación de prueba' }));
    } else {
      const kind: DocKind = rnd() < 0.55 ? 'input' : 'output';
      const id = `${uid}-d${round}`;
      const lines = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () =>
        line(pick(PRODUCTS), 1 + Math.floor(rnd() * 4), 100 + Math.floor(rnd() * 900)),
      );
      // The borrador is stored as the app stores it (its own rules are tested elsewhere).
      await env.withSecurityRulesDisabled(async (ctx) => {
        const adb = ctx.firestore() as unknown as Firestore;
        await setDoc(
          doc(adb, `${BASE}/${kind === 'input' ? 'inputs' : 'outputs'}/${id}`),
          draftDocument(`N-${id}`, uid, draft(kind === 'input' ? 'v1' : 'c1', lines), { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }),
        );
      });
      if (await run('confirm', () => command(uid, 'confirmStockDocument', { kind, documentId: id }))) confirmed.push({ kind, id });
    }
  }
  return outcomes;
}

describe('summaries under concurrent writers', () => {
  it(`equal the fold of what is stored after ${CLIENTS} clients × ${ROUNDS} mixed operations`, { timeout: 600_000 }, async () => {
    const started = Date.now();
    const outcomes = (await Promise.all(Array.from({ length: CLIENTS }, (_, i) => runClient(i)))).flat();
    const seconds = (Date.now() - started) / 1000;

    const stored = await new Promise<{
      invoices: Record<string, unknown>[];
      stock: Record<string, unknown>[];
      sumInvoices?: Record<string, unknown>;
      sumStock?: Record<string, unknown>;
    }>((resolve, reject) => {
      env
        .withSecurityRulesDisabled(async (ctx) => {
          const db = ctx.firestore() as unknown as Firestore;
          const [invoices, stock, sumInvoices, sumStock] = await Promise.all([
            getDocs(collection(db, `${BASE}/invoices`)),
            getDocs(collection(db, `${BASE}/stock`)),
            getDoc(doc(db, `${BASE}/summaries/invoices`)),
            getDoc(doc(db, `${BASE}/summaries/stock`)),
          ]);
          resolve({
            invoices: invoices.docs.map((d) => d.data()),
            stock: stock.docs.map((d) => d.data()),
            sumInvoices: sumInvoices.data(),
            sumStock: sumStock.data(),
          });
        })
        .catch(reject);
    });

    const byResult = outcomes.reduce<Record<string, number>>(
      (acc, o) => ({ ...acc, [`${o.action}:${o.result}`]: (acc[`${o.action}:${o.result}`] ?? 0) + 1 }),
      {},
    );
    console.log(
      'summaries concurrency:',
      JSON.stringify({
        clients: CLIENTS,
        operations: outcomes.length,
        seconds,
        perOperationMs: Math.round((seconds * 1000) / outcomes.length),
        byResult,
      }),
    );

    // Every operation applied, or was refused for a business reason (not enough stock; a sale
    // whose units were all credited already).
    const unexpected = outcomes.filter(
      (o) => o.result !== 'ok' && o.result !== 'shortage' && !(o.action === 'rectify' && o.result === 'creditOverStanding'),
    );
    expect(unexpected).toEqual([]);
    for (const action of ['sale', 'purchase', 'rectify', 'pay', 'confirm'] as const) {
      expect(outcomes.filter((o) => o.action === action && o.result === 'ok').length, action).toBeGreaterThan(0);
    }

    const invoices = foldInvoices(stored.invoices.map(invoiceFactsOf));
    expect(invoiceSummaryOf(stored.sumInvoices)).toEqual(invoices);
    expect(Object.keys(invoices.receivable).length).toBeGreaterThan(0);
    expect(stockSummaryOf(stored.sumStock)).toEqual(foldStock(stored.stock.map(stockFactsOf)));
    expect(stored.sumStock?.valueCents).toBeGreaterThan(0);
  });
});
