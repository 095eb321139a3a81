/**
 * The tax aggregates under a storm of concurrent commands (issue 32): several callers (a
 * different staff user each, admins among them) issue sales (some withholding IRPF, some with
 * product lines that make their salida), register purchases, issue rectificativas by difference,
 * sell at the counter, take goods back (returnSale) and annul sales, all at once. Afterwards:
 * - the stored aggregates equal the rebuild's fold of every invoice stored (its --check), and
 * - the 303 sums and the 347 the screens build from them equal the reports' own fold of the stored
 *   invoices, to the cent.
 * It also prints how often the commands wrote the quarter's document (the sharding decision in
 * DECISIONS.md "Tax aggregates" quotes it).
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildTaxAggregates } from '../../seed/taxAggregates';
import { adminDb } from '../../seed/lib';
import { invoiceFromStored } from '../../src/domain/invoices/invoiceStored';
import { addTo347, empty347, finish347 } from '../../src/domain/reports/operations347';
import { reportInvoiceOf, storedReplacement } from '../../src/domain/reports/reportInvoice';
import type { ReportInvoice } from '../../src/domain/reports/reportModel';
import {
  accumulator347Of,
  model303SumsOf,
  quarterFiguresOf,
  quarterIdOf,
  sumFigures,
  TAX_PARTIES_347,
  TAX_QUARTERS,
  vatSummaryOf,
} from '../../src/domain/reports/taxAggregates';
import { addToVatSummary, emptyVatSummary } from '../../src/domain/reports/vatSummary';
import { addToModel303, emptyModel303Sums } from '../../src/domain/taxModels/model303';
import { clientDoc, invoiceLine, partyDoc, purchaseContent, salesContent, today } from '../rules/invoiceSupport';
import { corpData } from '../rules/support';
import { product, seededAt, stockLevel, stockSummaryPath } from '../rules/stockSupport';
import { callAs, createFunctionsEnv } from '../functions/support';
import { openTillFor } from '../functions/tillSupport';

const CORP = 'corpTaxAgg';
const BASE = `corporations/${CORP}`;
const CLIENTS = Number(process.env.TAX_AGG_CLIENTS ?? 6);
const ROUNDS = Number(process.env.TAX_AGG_ROUNDS ?? 12);

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
    await setDoc(doc(db, BASE), { name: 'Agregados S.L.', data: corpData(), createdAt: seededAt, updatedAt: seededAt });
    for (let i = 0; i < CLIENTS; i++) {
      await setDoc(doc(db, `users/taxClerk${i}`), {
        name: `Clerk ${i}`,
        email: `taxclerk${i}@example.com`,
        corpId: CORP,
        role: i % 2 === 0 ? 'admin' : 'user',
        active: true,
        createdAt: seededAt,
        updatedAt: seededAt,
      });
    }
    await setDoc(doc(db, `${BASE}/categories/p1`), product('p1'));
    await setDoc(doc(db, `${BASE}/stock/p1`), stockLevel('p1', 100000, 'seed'));
    await setDoc(doc(db, stockSummaryPath(CORP)), { valueCents: 10000000, belowMinimumCount: 0, lastMovementId: 'seed' });
    await setDoc(doc(db, `${BASE}/clients/c1`), clientDoc('Cliente Uno'));
    await setDoc(doc(db, `${BASE}/vendors/v1`), partyDoc('Proveedor Uno'));
  });
  // Each clerk's caja is open: a cash ticket needs it (issue 29).
  for (let i = 0; i < CLIENTS; i++) await openTillFor(env, `taxClerk${i}`, CORP);
}, 180_000);
afterAll(async () => {
  await env.cleanup();
});

type Action = 'sale' | 'purchase' | 'rectify' | 'ticket' | 'return' | 'annul';
interface Outcome {
  action: Action;
  result: string;
}

async function command<T>(uid: string, name: string, data: Record<string, unknown>): Promise<T> {
  const result = await callAs<T>(uid, name, { corpId: CORP, ...data });
  if (!result.ok) throw new Error(result.code);
  return result.data;
}

const productLine = (quantity: number, unitPriceCents: number) =>
  invoiceLine(quantity, unitPriceCents, 21, { description: 'Producto p1', code: 'P1', categoryId: 'p1' });

async function runClient(index: number): Promise<Outcome[]> {
  const uid = `taxClerk${index}`;
  const admin = index % 2 === 0;
  // Callers join one by one: the Functions emulator starts a worker per concurrent request.
  await new Promise((resolve) => setTimeout(resolve, index * 1500));
  const issue = (content: unknown) => command<{ id: string; numberText: string }>(uid, 'issueInvoice', { invoiceId: null, content });
  const rnd = random(9100 + index);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const sales: { id: string; numberText: string; price: number; product: boolean }[] = [];
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
    const price = 100 + Math.floor(rnd() * 500000);
    if (r < 0.25) {
      await run('sale', async () => {
        const withProduct = rnd() < 0.5;
        const irpf = !withProduct && rnd() < 0.3;
        const lines = withProduct
          ? [productLine(1 + Math.floor(rnd() * 3), price)]
          : [invoiceLine(1 + Math.floor(rnd() * 5), price, pick([21, 10, 4]))];
        const s = await issue(salesContent({ lines, ...(irpf ? { irpfRate: 15 } : {}) }));
        sales.push({ ...s, price, product: withProduct });
      });
    } else if (r < 0.4) {
      await run('purchase', () => issue(purchaseContent(`${uid}-${round}`, { lines: [invoiceLine(2, price, pick([21, 10]))] })));
    } else if (r < 0.55) {
      await run('ticket', () =>
        command(uid, 'sellAtCounter', {
          clientId: null,
          lines: [{ categoryId: 'p1', quantity: 1 + Math.floor(rnd() * 3), unitPriceCents: 121 + Math.floor(rnd() * 5000), discountPct: 0 }],
          payment: { method: 'efectivo', tenderedCents: 2_000_000 },
        }),
      );
    } else if (r < 0.65 && sales.length > 0) {
      const original = pick(sales);
      await run('rectify', () =>
        issue(
          salesContent({
            type: 'rectificativa',
            rectifies: {
              invoiceId: original.id,
              numberText: original.numberText,
              issueDate: today(),
              mode: 'difference',
              code: 'R1' as const,
              replaced: null,
              reason: 'Descuento posterior',
            },
            lines: [invoiceLine(-1, Math.max(1, Math.floor(original.price / 10)))],
          }),
        ),
      );
    } else if (r < 0.8 && sales.some((s) => s.product)) {
      const sale = pick(sales.filter((s) => s.product));
      await run('return', () =>
        command(uid, 'returnSale', { invoiceId: sale.id, lines: [{ lineIndex: 0, quantity: 1 }], reason: 'Devuelve una unidad' }),
      );
    } else if (admin && sales.length > 0) {
      const target = sales.splice(Math.floor(rnd() * sales.length), 1)[0]!;
      await run('annul', () => command(uid, 'annulInvoice', { invoiceId: target.id, reason: 'Emitida por error' }));
    } else {
      await run('sale', async () => {
        const s = await issue(salesContent({ lines: [invoiceLine(1, price)] }));
        sales.push({ ...s, price, product: false });
      });
    }
  }
  return outcomes;
}

/** The stored invoices as the reports read them (a substitution's replaced figures are stored on it). */
async function storedReportInvoices(): Promise<ReportInvoice[]> {
  const snap = await adminDb().collection(`${BASE}/invoices`).where('state', '==', 'emitida').get();
  return snap.docs.map((d) => {
    const invoice = invoiceFromStored(d.id, d.data())!;
    const replaced = storedReplacement(invoice);
    return reportInvoiceOf(invoice, replaced === 'readOriginal' ? null : replaced);
  });
}

describe('tax aggregates under concurrent commands', () => {
  it(`equal the fold of the stored invoices after ${CLIENTS} clients × ${ROUNDS} mixed commands`, { timeout: 900_000 }, async () => {
    const started = Date.now();
    const outcomes = (await Promise.all(Array.from({ length: CLIENTS }, (_, i) => runClient(i)))).flat();
    const seconds = (Date.now() - started) / 1000;
    const byResult = outcomes.reduce<Record<string, number>>(
      (acc, o) => ({ ...acc, [`${o.action}:${o.result}`]: (acc[`${o.action}:${o.result}`] ?? 0) + 1 }),
      {},
    );
    // Every command that changes an invoice's tax figures wrote the quarter's document once.
    const quarterWrites = outcomes.filter((o) => o.result === 'ok').length;
    console.log(
      'tax aggregates concurrency:',
      JSON.stringify({
        clients: CLIENTS,
        commands: outcomes.length,
        seconds,
        quarterWrites,
        quarterWritesPerSecond: +(quarterWrites / seconds).toFixed(2),
        byResult,
      }),
    );

    // Every command applied, or was refused for a business reason (a credit past what stands, an
    // invoice with rectificativas or returns that cannot be annulled, units already returned).
    const unexpected = outcomes.filter((o) => o.result !== 'ok' && ['failed', 'busy', 'denied', 'invalid', 'internal', 'unknown'].includes(o.result));
    expect(unexpected).toEqual([]);
    for (const action of ['sale', 'purchase', 'rectify', 'ticket', 'return', 'annul'] as const) {
      expect(outcomes.filter((o) => o.action === action && o.result === 'ok').length, action).toBeGreaterThan(0);
    }

    // The rebuild's check: every stored sum equals the fold of every stored invoice's contribution.
    const check = await rebuildTaxAggregates(CORP, { check: true });
    expect(check.differences).toEqual([]);
    expect(check.invoices).toBeGreaterThan(0);

    // And what the screens show from them equals the reports' own fold of the stored invoices.
    const invoices = await storedReportInvoices();
    const quarters = await adminDb().collection(`${BASE}/${TAX_QUARTERS}`).get();
    for (const q of quarters.docs) {
      const inQuarter = invoices.filter((i) => quarterIdOf(i.taxDate) === q.id);
      const vat = emptyVatSummary();
      const m303 = emptyModel303Sums();
      for (const i of inQuarter) {
        addToVatSummary(vat, i);
        addToModel303(m303, i);
      }
      const figures = quarterFiguresOf(q.data());
      expect(vatSummaryOf(figures), q.id).toEqual(vatSummaryOf(quarterFiguresOf({ vat: JSON.parse(JSON.stringify(vat)) })));
      expect(model303SumsOf(figures), q.id).toEqual(model303SumsOf(quarterFiguresOf({ m303: JSON.parse(JSON.stringify(m303)) })));
      expect(vatSummaryOf(figures).invoices.issued + vatSummaryOf(figures).invoices.received, q.id).toBe(inQuarter.length);
    }
    const year = Number(today().slice(0, 4));
    const fold = empty347();
    for (const i of invoices.filter((i) => i.taxDate.startsWith(String(year)))) addTo347(fold, i);
    const parties = (await adminDb().collection(`${BASE}/${TAX_PARTIES_347}`).where('year', '==', year).get()).docs.map((d) => d.data());
    const acc = accumulator347Of(parties, sumFigures(quarters.docs.filter((q) => q.get('year') === year).map((q) => quarterFiguresOf(q.data()))));
    // Cash apart (the screen reads the sales paid in cash): the fold's own, to compare the rest.
    for (const [key, e] of fold.parties) {
      const kept = acc.parties.get(key);
      if (kept) kept.party.cashCents = e.party.cashCents;
    }
    expect(finish347(acc)).toEqual(finish347(fold));
  });
});
