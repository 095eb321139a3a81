/**
 * Rules for summaries/{invoices,stock} (issue 7): read by staff of the company;
 * written only in the writers' transactions, with the exact change for the
 * invoice summary; and issuing, paying or confirming refused without them.
 * Every attack starts from a hand-made write the rules accept (checked first)
 * with one thing changed.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, collection, serverTimestamp, setDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDaysIso } from '../../src/domain/dates';
import { foldInvoices, foldStock, invoiceFactsOf, invoiceSummaryOf, monthKeyOf, stockFactsOf, stockSummaryOf } from '../../src/domain/summaries';
import { createStockWriter } from '../../src/stock/stockWriter';
import { CORP_A, CORP_B, createEnv, dbFor, PERSONAS, seedWorld, type Persona } from './support';
import {
  invoiceLine,
  invoiceSummaryPath,
  invoiceSummaryWrite,
  purchaseContent,
  salesContent,
  seedInvoiceParties,
  storedIssued,
  testWriter,
  thisYear,
  today,
} from './invoiceSupport';
import { draft, draftDocument, line, seedCatalogue, stockSummaryPath, stockSummaryWrite } from './stockSupport';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createEnv('demo-rules-summaries');
});
afterAll(async () => {
  await env.cleanup();
});

const A = `corporations/${CORP_A}`;
const invSummaryA = invoiceSummaryPath(CORP_A);
const stockSummaryA = stockSummaryPath(CORP_A);
const actor = { corpId: CORP_A, uid: 'user' };
const user = () => testWriter(dbFor(env, 'user'));
const stockWriter = (p: Persona) => createStockWriter(dbFor(env, p), { isOnline: () => true });

async function asAdmin<T>(fn: (db: Firestore) => Promise<T>): Promise<T> {
  let out: T;
  await env.withSecurityRulesDisabled(async (ctx) => {
    out = await fn(ctx.firestore() as unknown as Firestore);
  });
  return out!;
}
const read = (path: string) => asAdmin(async (db) => (await getDoc(doc(db, path))).data());

/** Every stored invoice and stock level of company A, folded as the seeders' rebuild does. */
async function folded() {
  return asAdmin(async (db) => {
    const [invoices, stock] = await Promise.all([getDocs(collection(db, `${A}/invoices`)), getDocs(collection(db, `${A}/stock`))]);
    return {
      invoices: foldInvoices(invoices.docs.map((d) => invoiceFactsOf(d.data()))),
      stock: foldStock(stock.docs.map((d) => stockFactsOf(d.data()))),
    };
  });
}

let firstInvoice = '';
beforeEach(async () => {
  await seedWorld(env);
  await asAdmin(async (db) => {
    await seedInvoiceParties(db, CORP_A);
    await seedInvoiceParties(db, CORP_B);
    await seedCatalogue(db, CORP_A, ['p1', 'p2']);
    await setDoc(doc(db, `${A}/inputs/in1`), draftDocument('E-1', 'user', draft('v1', [line('p1', 10, 200), line('p2', 1, 500)])));
    await setDoc(doc(db, `${A}/inputs/in2`), draftDocument('E-2', 'user', draft('v1', [line('p1', 5, 200)])));
  });
  // Number 1 of series F, through the writer: the invoice summary exists from here on.
  firstInvoice = (await user().issue(actor, null, salesContent())).id;
});

type Summary = ReturnType<typeof invoiceSummaryWrite>;

/**
 * A hand-made issue of sales invoice number 2 (the invoice, its counter and the summary), as the
 * writer makes it; `mutate` changes the summary write, `withSummary: false` leaves it out.
 */
async function handIssue(persona: Persona, mutate: (s: Summary) => Record<string, unknown> = (s) => s, withSummary = true) {
  const stored = await read(invSummaryA);
  const db = dbFor(env, persona);
  const invoice = storedIssued(persona, 2);
  const batch = writeBatch(db);
  batch.set(doc(db, `${A}/invoices/hand`), invoice);
  batch.set(doc(db, `${A}/counters/F-${thisYear()}`), { next: 3, lastInvoiceId: 'hand', updatedAt: serverTimestamp() });
  if (withSummary) batch.set(doc(db, invSummaryA), mutate(invoiceSummaryWrite(stored, 'hand', null, invoice)));
  return batch.commit();
}

/** A hand-made payment change of the first invoice with its summary write (changed by `mutate`). */
async function handPay(
  persona: Persona,
  change: Record<string, unknown>,
  mutate: (s: Summary) => Record<string, unknown> = (s) => s,
  withSummary = true,
) {
  const path = `${A}/invoices/${firstInvoice}`;
  const [before, stored] = [await read(path), await read(invSummaryA)];
  const db = dbFor(env, persona);
  const batch = writeBatch(db);
  batch.update(doc(db, path), { ...change, updatedAt: serverTimestamp() });
  if (withSummary) batch.set(doc(db, invSummaryA), mutate(invoiceSummaryWrite(stored, firstInvoice, before!, { ...before, ...change })));
  return batch.commit();
}

const paidNow = () => ({ status: 'pagada', paidDate: today(), paymentMethod: 'transferencia' });
const month = () => monthKeyOf(today());
/** The first invoice's due date: today + the client's 30 days. */
const firstDue = () => addDaysIso(today(), 30);

describe('summaries: persona × operation', () => {
  const staff: Persona[] = ['user', 'admin', 'superadmin'];
  it.each(PERSONAS.map((p) => ({ persona: p, ok: staff.includes(p) })))('$persona reads the summaries of company A → allowed: $ok', async ({ persona, ok }) => {
    const db = dbFor(env, persona);
    const attempt = Promise.all([getDoc(doc(db, invSummaryA)), getDocs(collection(db, `${A}/summaries`))]);
    await (ok ? assertSucceeds(attempt) : assertFails(attempt));
  });

  it.each(PERSONAS)('%s cannot delete a summary, nor write one by itself', async (persona) => {
    const db = dbFor(env, persona);
    await assertFails(deleteDoc(doc(db, invSummaryA)));
    const stored = await read(invSummaryA);
    // Names an invoice that this write does not change.
    await assertFails(setDoc(doc(db, invSummaryA), { ...invoiceSummaryOf(stored), lastInvoiceId: firstInvoice, updatedAt: serverTimestamp() }));
    await assertFails(setDoc(doc(db, stockSummaryA), { valueCents: 0, belowMinimumCount: 0, lastMovementId: 'in-in1-c', updatedAt: serverTimestamp() }));
  });
});

describe('summaries/invoices: the writer keeps it equal to the fold of the invoices', () => {
  it('after issuing sales, a purchase and a rectificativa, and paying', async () => {
    const w = user();
    const second = await w.issue(actor, null, salesContent({ lines: [invoiceLine(3, 1234)] }));
    await w.issue(actor, null, purchaseContent('FA-1', { dueDate: '2026-04-30' }));
    await w.issue(actor, null, salesContent({
      type: 'rectificativa',
      rectifies: { invoiceId: second.id, numberText: second.numberText, issueDate: today(), mode: 'difference', reason: 'Devolución de una unidad' },
      lines: [invoiceLine(-1, 1234)],
    }));
    await w.markPaid(actor, firstInvoice, today(), 'efectivo');
    const stored = invoiceSummaryOf(await read(invSummaryA));
    const expected = (await folded()).invoices;
    expect(stored).toEqual(expected);
    expect(stored.months[month()]).toEqual({ salesBaseCents: 2000 + 3702 - 1234, purchasesBaseCents: 2000 });
    expect(stored.payable).toEqual({ '2026-04-30': 2420 });
    await w.markUnpaid(actor, firstInvoice);
    expect(invoiceSummaryOf(await read(invSummaryA))).toEqual((await folded()).invoices);
  });
});

describe('summaries/invoices: attacks on an issuing write', () => {
  it('accepts the honest hand-made issue (control)', async () => {
    await assertSucceeds(handIssue('user'));
    const stored = invoiceSummaryOf(await read(invSummaryA));
    expect(stored.months[month()]?.salesBaseCents).toBe(4000);
  });

  it('refuses issuing without the summary', async () => {
    await assertFails(handIssue('user', (s) => s, false));
  });

  it.each<[string, (s: Summary) => Record<string, unknown>]>([
    ['a base one cent off', (s) => ({ ...s, months: { ...s.months, [month()]: { salesBaseCents: 4001, purchasesBaseCents: 0 } } })],
    ['the base counted as purchases', (s) => ({ ...s, months: { ...s.months, [month()]: { salesBaseCents: 2000, purchasesBaseCents: 2000 } } })],
    ['another month changed too', (s) => ({ ...s, months: { ...s.months, '2020-01': { salesBaseCents: 1, purchasesBaseCents: 0 } } })],
    ['a month with a third figure', (s) => ({ ...s, months: { ...s.months, [month()]: { ...s.months[month()], extra: 1 } } })],
    ['a month figure that is not an integer', (s) => ({ ...s, months: { ...s.months, [month()]: { salesBaseCents: 4000.5, purchasesBaseCents: -0.5 } } })],
    ['the total one cent off', (s) => ({ ...s, receivable: Object.fromEntries(Object.entries(s.receivable).map(([k, v]) => [k, (v as number) + 1])) })],
    ['the total under another due date', (s) => ({ ...s, receivable: { '2020-01-01': 4840 } })],
    ['a sale counted as payable', (s) => ({ ...s, payable: { [today()]: 2420 } })],
    ['a total as text', (s) => ({ ...s, receivable: Object.fromEntries(Object.entries(s.receivable).map(([k]) => [k, '4840'])) })],
    ['an unknown key', (s) => ({ ...s, hacked: true })],
    ['no lastInvoiceId', ({ lastInvoiceId: _omit, ...s }) => s],
    ['another invoice named', (s) => ({ ...s, lastInvoiceId: firstInvoice })],
    ['a client-side updatedAt', (s) => ({ ...s, updatedAt: new Date() })],
  ])('refuses a summary with %s', async (_what, mutate) => {
    await assertFails(handIssue('user', mutate));
  });

  it.each<Persona>(['restricted', 'inactive', 'otherCompanyAdmin'])('refuses the honest write to %s', async (persona) => {
    await assertFails(handIssue(persona));
  });

  it("refuses a user of company A writing company B's summary", async () => {
    await expect(user().issue({ corpId: CORP_B, uid: 'user' }, null, salesContent())).rejects.toMatchObject({ code: 'denied' });
    const db = dbFor(env, 'user');
    await assertFails(setDoc(doc(db, invoiceSummaryPath(CORP_B)), { months: {}, receivable: {}, payable: {}, lastInvoiceId: 'x', updatedAt: serverTimestamp() }));
  });
});

describe('summaries/invoices: attacks on a payment write', () => {
  it('accepts the honest hand-made payment and its reverse (control); the due key goes when it falls to zero', async () => {
    await assertSucceeds(handPay('user', paidNow()));
    expect(invoiceSummaryOf(await read(invSummaryA)).receivable).toEqual({});
    await assertSucceeds(handPay('user', { status: 'pendiente', paidDate: null, paymentMethod: null }));
    expect(Object.values(invoiceSummaryOf(await read(invSummaryA)).receivable)).toEqual([2420]);
  });

  it('refuses paying without the summary', async () => {
    await assertFails(handPay('user', paidNow(), (s) => s, false));
  });

  it.each<[string, (s: Summary) => Record<string, unknown>]>([
    ['the paid total left at zero instead of removed', (s) => ({ ...s, receivable: { [firstDue()]: 0 } })],
    ['the total left as pending', (s) => ({ ...s, receivable: { [firstDue()]: 2420 } })],
    ['the total taken off another due date', (s) => ({ ...s, receivable: { [firstDue()]: 2420, '2020-01-01': -2420 } })],
    ['the month moved as well', (s) => ({ ...s, months: {} })],
    ['another invoice named', (s) => ({ ...s, lastInvoiceId: 'hand' })],
  ])('refuses a payment with %s', async (_what, mutate) => {
    await assertFails(handPay('user', paidNow(), mutate));
  });
});

/** A hand-made confirmation of in2 (p1 +5) after in1 was confirmed by the writer. */
async function handConfirm(mutate: (s: Record<string, unknown>) => Record<string, unknown> = (s) => s, withSummary = true) {
  const [p1, stored] = [await read(`${A}/stock/p1`), await read(stockSummaryA)];
  const quantity = (p1!.quantity as number) + 5;
  const average = p1!.averageCostCents as number;
  const db = dbFor(env, 'user');
  const after = { ...p1!, quantity, valueCents: Math.round(quantity * average), belowMinimum: quantity <= (p1!.minStock as number), lastMovementId: 'in-in2-c', updatedAt: serverTimestamp() };
  const batch = writeBatch(db);
  batch.update(doc(db, `${A}/inputs/in2`), { state: 'confirmada', confirmedAt: serverTimestamp(), confirmedBy: 'user', updatedAt: serverTimestamp() });
  batch.set(doc(db, `${A}/movements/in-in2-c`), {
    docKind: 'input', reason: 'confirm', documentId: 'in2', documentNumber: 'E-2', date: '2026-03-02', partyId: 'v1', partyName: 'Parte v1',
    productIds: ['p1'], deltas: { p1: 5 }, balances: { p1: quantity }, createdBy: 'user', createdAt: serverTimestamp(),
  });
  batch.set(doc(db, `${A}/stock/p1`), after);
  if (withSummary) batch.set(doc(db, stockSummaryA), mutate(stockSummaryWrite(stored, 'in-in2-c', [{ before: p1, after }])));
  return batch.commit();
}

describe('summaries/stock', () => {
  beforeEach(async () => {
    await stockWriter('user').confirmInput(CORP_A, 'in1', 'user');
  });

  it('the writer keeps it equal to the fold of the stock levels, across confirmations and annulments', async () => {
    expect(stockSummaryOf(await read(stockSummaryA))).toEqual((await folded()).stock);
    expect(stockSummaryOf(await read(stockSummaryA))).toEqual({ valueCents: 2500, belowMinimumCount: 1 });
    await stockWriter('admin').confirmInput(CORP_A, 'in2', 'admin');
    await stockWriter('user').annulInput(CORP_A, 'in1', 'user', 'Albarán duplicado');
    expect(stockSummaryOf(await read(stockSummaryA))).toEqual((await folded()).stock);
  });

  it('accepts the honest hand-made confirmation (control)', async () => {
    await assertSucceeds(handConfirm());
  });

  it('refuses confirming without the summary', async () => {
    await assertFails(handConfirm((s) => s, false));
  });

  it.each<[string, (s: Record<string, unknown>) => Record<string, unknown>]>([
    ['a negative below-minimum count', (s) => ({ ...s, belowMinimumCount: -1 })],
    ['a below-minimum count that moves by more than the products of the movement', (s) => ({ ...s, belowMinimumCount: (s.belowMinimumCount as number) + 2 })],
    ['a value that is not an integer', (s) => ({ ...s, valueCents: 10.5 })],
    ['an unknown key', (s) => ({ ...s, hacked: 1 })],
    ['an older movement named', (s) => ({ ...s, lastMovementId: 'in-in1-c' })],
    ['a client-side updatedAt', (s) => ({ ...s, updatedAt: new Date() })],
  ])('refuses a summary with %s', async (_what, mutate) => {
    await assertFails(handConfirm(mutate));
  });

  it('refuses the summary alone, and to another company', async () => {
    const stored = await read(stockSummaryA);
    await assertFails(setDoc(doc(dbFor(env, 'user'), stockSummaryA), { ...stored, valueCents: 1, updatedAt: serverTimestamp() }));
    await assertFails(setDoc(doc(dbFor(env, 'otherCompanyAdmin'), stockSummaryA), { ...stored, updatedAt: serverTimestamp() }));
  });
});
