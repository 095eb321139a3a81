/**
 * Rules for summaries/{invoices,stock}: read by staff of the company; server-owned since
 * "Trusted ledgers" (the commands in functions/src write them with the Admin SDK, in the
 * transaction that makes the change they count), so every direct write is refused to every
 * persona, however honest it looks — including one made together with the change it counts.
 * That the commands keep them equal to the fold of what is stored is tested in
 * tests/functions/invoices.test.ts and tests/integration/summaries.test.ts.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applyInvoiceChange, emptyInvoiceSummary, invoiceFactsOf } from '../../src/domain/summaries';
import { CORP_A, createEnv, dbFor, PERSONAS, seedWorld, type Persona } from './support';
import { invoiceSummaryPath, restWriteAs, seededAt, storedIssued, today } from './invoiceSupport';
import { stockSummaryPath } from './stockSupport';

const PROJECT = 'demo-rules-summaries';
let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createEnv(PROJECT);
});
afterAll(async () => {
  await env.cleanup();
});

const A = `corporations/${CORP_A}`;
const invSummaryA = invoiceSummaryPath(CORP_A);
const stockSummaryA = stockSummaryPath(CORP_A);
const STAFF: Persona[] = ['user', 'admin', 'superadmin'];
const issued = { ...storedIssued('colleague', 1), issuedAt: seededAt, createdAt: seededAt, updatedAt: seededAt };
/** What the issuing command left: invoice 1 pending. */
const summaryNow = () => ({
  ...applyInvoiceChange(emptyInvoiceSummary(), null, invoiceFactsOf(issued)),
  lastInvoiceId: 'issued1',
  updatedAt: seededAt,
});

beforeEach(async () => {
  await seedWorld(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    const batch = writeBatch(db);
    batch.set(doc(db, `${A}/invoices/issued1`), issued);
    batch.set(doc(db, invSummaryA), summaryNow());
    batch.set(doc(db, stockSummaryA), { valueCents: 2500, belowMinimumCount: 1, lastMovementId: 'in-in1-c', updatedAt: seededAt });
    await batch.commit();
  });
});

type Op = 'get' | 'list' | 'create' | 'update' | 'delete';
const SUMMARIES = { invoices: invSummaryA, stock: stockSummaryA };

describe('summaries: persona × operation', () => {
  const cases = Object.entries(SUMMARIES).flatMap(([summary, path]) =>
    (['get', 'list', 'create', 'update', 'delete'] as Op[]).flatMap((op) =>
      PERSONAS.map((persona) => ({ summary, path, op, persona, ok: STAFF.includes(persona) && (op === 'get' || op === 'list') })),
    ),
  );
  it.each(cases)('$persona $op on summaries/$summary of company A → allowed: $ok', async ({ path, op, persona, ok }) => {
    const db = dbFor(env, persona);
    const ops: Record<Op, () => Promise<unknown>> = {
      get: () => getDoc(doc(db, path)),
      list: () => getDocs(collection(db, `${A}/summaries`)),
      // Created where none exists yet (removed first with the rules disabled).
      create: async () => {
        await env.withSecurityRulesDisabled((ctx) => deleteDoc(doc(ctx.firestore() as unknown as Firestore, path)));
        return setDoc(doc(db, path), { months: {}, receivable: {}, payable: {}, lastInvoiceId: 'issued1', updatedAt: serverTimestamp() });
      },
      update: () => updateDoc(doc(db, path), { updatedAt: serverTimestamp() }),
      delete: () => deleteDoc(doc(db, path)),
    };
    const attempt = ops[op]();
    await (ok ? assertSucceeds(attempt) : assertFails(attempt));
  });
});

describe('summaries: no direct write, however honest', () => {
  it.each(PERSONAS)('%s cannot mark invoice 1 paid together with its exact summary change', async (persona) => {
    const db = dbFor(env, persona);
    const paid = { ...issued, status: 'pagada', paidDate: today(), paymentMethod: 'transferencia' };
    const next = applyInvoiceChange(summaryNow(), invoiceFactsOf(issued), invoiceFactsOf(paid));
    const batch = writeBatch(db);
    batch.update(doc(db, `${A}/invoices/issued1`), {
      status: 'pagada',
      paidDate: today(),
      paymentMethod: 'transferencia',
      updatedAt: serverTimestamp(),
    });
    batch.set(doc(db, invSummaryA), { ...next, lastInvoiceId: 'issued1', updatedAt: serverTimestamp() });
    await assertFails(batch.commit());
  });

  it.each(PERSONAS)('%s cannot zero the pending totals or the stock value', async (persona) => {
    const db = dbFor(env, persona);
    await assertFails(
      setDoc(doc(db, invSummaryA), { months: {}, receivable: {}, payable: {}, lastInvoiceId: 'issued1', updatedAt: serverTimestamp() }),
    );
    await assertFails(
      setDoc(doc(db, stockSummaryA), { valueCents: 0, belowMinimumCount: 0, lastMovementId: 'in-in1-c', updatedAt: serverTimestamp() }),
    );
  });

  it('the same REST write goes through for the emulator owner (control)', async () => {
    expect(await restWriteAs(PROJECT, 'owner', invSummaryA, { ...emptyInvoiceSummary(), lastInvoiceId: 'issued1', updatedAt: null })).toBe(200);
  });

  it.each(PERSONAS)('%s: a summary with its cents sent as doubles (REST) is refused', async (persona) => {
    const month = today().slice(0, 7);
    const data = {
      months: { [month]: { salesBaseCents: 2000, purchasesBaseCents: 0 } },
      receivable: {},
      payable: {},
      lastInvoiceId: 'issued1',
      updatedAt: null,
    };
    expect(await restWriteAs(PROJECT, persona, invSummaryA, data, [`months.${month}.salesBaseCents`, `months.${month}.purchasesBaseCents`])).toBe(
      403,
    );
    expect(
      await restWriteAs(PROJECT, persona, stockSummaryA, { valueCents: 0, belowMinimumCount: 0, lastMovementId: 'x', updatedAt: null }, [
        'valueCents',
      ]),
    ).toBe(403);
  });
});
