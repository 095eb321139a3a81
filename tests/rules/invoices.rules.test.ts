/**
 * Rules for invoices, their counters and the vendor-number index: the persona
 * × operation matrix and the attacks of issue 6. Issuing goes through the real
 * writer (src/invoices/invoiceWriter.ts); attacks build the writes by hand,
 * each from a write that the rules accept (checked first) with one thing changed.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDaysIso } from '../../src/domain/dates';
import { InvoiceError } from '../../src/invoices/invoiceErrors';
import { CORP_A, CORP_B, createEnv, dbFor, PERSONAS, seedWorld, type Persona } from './support';
import {
  invoiceLine,
  invoiceSummaryPath,
  invoiceSummaryWrite,
  issuerFor,
  partySnapshot,
  purchaseContent,
  salesContent,
  seedInvoiceParties,
  storedDraft,
  storedIssued,
  testWriter,
  thisYear,
  today,
} from './invoiceSupport';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createEnv('demo-rules-invoices');
});
afterAll(async () => {
  await env.cleanup();
});

const A = `corporations/${CORP_A}`;
const counterF = () => `${A}/counters/F-${thisYear()}`;

async function seed(write: (db: Firestore) => Promise<void>): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => write(ctx.firestore() as unknown as Firestore));
}

async function read(path: string): Promise<Record<string, unknown> | undefined> {
  let data: Record<string, unknown> | undefined;
  await seed(async (db) => {
    data = (await getDoc(doc(db, path))).data();
  });
  return data;
}

beforeEach(async () => {
  await seedWorld(env);
  await seed(async (db) => {
    await seedInvoiceParties(db, CORP_A);
    await seedInvoiceParties(db, CORP_B);
    await setDoc(doc(db, `${A}/invoices/draft1`), { ...storedDraft('colleague'), createdAt: new Date(), updatedAt: new Date() });
  });
});

const user = () => testWriter(dbFor(env, 'user'));
const actor = { corpId: CORP_A, uid: 'user' };

describe('invoices: persona × operation matrix', () => {
  type Op = 'get' | 'list' | 'create' | 'update' | 'delete';
  const operations: Record<Op, (p: Persona) => Promise<unknown>> = {
    get: (p) => getDoc(doc(dbFor(env, p), `${A}/invoices/draft1`)),
    list: (p) => getDocs(collection(dbFor(env, p), `${A}/invoices`)),
    create: (p) => setDoc(doc(dbFor(env, p), `${A}/invoices/nueva`), storedDraft(p)),
    update: (p) => updateDoc(doc(dbFor(env, p), `${A}/invoices/draft1`), { notes: 'Entregar por la tarde', updatedAt: serverTimestamp() }),
    delete: (p) => deleteDoc(doc(dbFor(env, p), `${A}/invoices/draft1`)),
  };
  const staff: Persona[] = ['user', 'admin', 'superadmin'];
  const cases = (Object.keys(operations) as Op[]).flatMap((op) =>
    PERSONAS.map((persona) => ({ op, persona, ok: staff.includes(persona) })),
  );
  it.each(cases)('$persona $op on a draft of company A → allowed: $ok', async ({ op, persona, ok }) => {
    const attempt = operations[op](persona);
    await (ok ? assertSucceeds(attempt) : assertFails(attempt));
  });
});

describe('counters and vendor-number keys: persona × operation matrix', () => {
  beforeEach(async () => {
    await user().issue(actor, null, salesContent());
  });
  type Op = 'get' | 'list' | 'create' | 'update' | 'delete';
  const counterOps: Record<Op, (p: Persona) => Promise<unknown>> = {
    get: (p) => getDoc(doc(dbFor(env, p), counterF())),
    list: (p) => getDocs(collection(dbFor(env, p), `${A}/counters`)),
    create: (p) => setDoc(doc(dbFor(env, p), `${A}/counters/X-2026`), { next: 2, lastInvoiceId: 'draft1', updatedAt: serverTimestamp() }),
    update: (p) => updateDoc(doc(dbFor(env, p), counterF()), { next: 3, updatedAt: serverTimestamp() }),
    delete: (p) => deleteDoc(doc(dbFor(env, p), counterF())),
  };
  const staff: Persona[] = ['user', 'admin', 'superadmin'];
  const cases = (Object.keys(counterOps) as Op[]).flatMap((op) =>
    PERSONAS.map((persona) => ({ op, persona, ok: op === 'get' && staff.includes(persona) })),
  );
  it.each(cases)('$persona $op on a counter of company A → allowed: $ok', async ({ op, persona, ok }) => {
    const attempt = counterOps[op](persona);
    await (ok ? assertSucceeds(attempt) : assertFails(attempt));
  });

  it.each(PERSONAS)('%s cannot create, change or delete a vendor-number key by itself', async (persona) => {
    const db = dbFor(env, persona);
    await assertFails(setDoc(doc(db, `${A}/vendorInvoiceKeys/v1__X-1`), { invoiceId: 'draft1', createdAt: serverTimestamp() }));
  });
});

describe('issuing sales invoices', () => {
  it('numbers invoices 1, 2, 3 in the company series and year, dated today in Spain', async () => {
    const w = user();
    const issued = [];
    for (let i = 0; i < 3; i++) issued.push(await w.issue(actor, null, salesContent()));
    const year = thisYear();
    expect(issued.map((i) => i.numberText)).toEqual([`F-${year}-000001`, `F-${year}-000002`, `F-${year}-000003`]);
    expect((await read(counterF()))?.next).toBe(4);
    const stored = await read(`${A}/invoices/${issued[2]!.id}`);
    expect(stored).toMatchObject({ state: 'emitida', status: 'pendiente', number: 3, issueDate: today(), dueDate: addDaysIso(today(), 30) });
    expect(stored?.issuer).toMatchObject({ nif: 'B86561412', legalName: 'Empresa S.L.' });
  });

  it('issues a saved draft in place, and the draft had no number', async () => {
    const w = user();
    const id = await w.saveDraft(actor, null, salesContent());
    expect(await read(`${A}/invoices/${id}`)).toMatchObject({ state: 'borrador', number: null, numberText: null });
    const issued = await w.issue(actor, id, salesContent());
    expect(issued.id).toBe(id);
    expect(await read(`${A}/invoices/${id}`)).toMatchObject({ state: 'emitida', number: 1 });
  });

  it('marks the salidas it covers as invoiced, and a second invoice of the same salida is refused', async () => {
    const w = user();
    const first = await w.saveDraft(actor, null, salesContent({ sourceIds: ['s1', 's2'] }));
    const second = await w.saveDraft(actor, null, salesContent({ sourceIds: ['s2'] }));
    const issued = await w.issue(actor, first, salesContent({ sourceIds: ['s1', 's2'] }));
    expect(await read(`${A}/outputs/s1`)).toMatchObject({ invoiced: true, invoiceId: issued.id });
    expect(await read(`${A}/outputs/s2`)).toMatchObject({ invoiced: true, invoiceId: issued.id });
    await expect(w.issue(actor, second, salesContent({ sourceIds: ['s2'] }))).rejects.toMatchObject({ code: 'sourceInvoiced' });
    expect((await read(counterF()))?.next).toBe(2);
  });

  it('refuses salidas of another client and salidas not confirmed', async () => {
    await expect(user().issue(actor, null, salesContent({ sourceIds: ['s3'] }))).rejects.toMatchObject({ code: 'sourceOtherParty' });
    await expect(user().issue(actor, null, salesContent({ sourceIds: ['s4'] }))).rejects.toMatchObject({ code: 'sourceNotConfirmed' });
  });

  it('marks the client in use with its first invoice', async () => {
    await user().issue(actor, null, salesContent({ partyId: 'c2' }));
    expect((await read(`${A}/clients/c2`))?.inUse).toBe(true);
  });

  it('refuses a client without NIF (a full invoice must name it)', async () => {
    await expect(user().issue(actor, null, salesContent({ partyId: 'cSinNif' }))).rejects.toBeInstanceOf(InvoiceError);
  });

  it('keeps the invoice but refuses to issue it twice', async () => {
    const w = user();
    const issued = await w.issue(actor, null, salesContent());
    await expect(w.issue(actor, issued.id, salesContent())).rejects.toMatchObject({ code: 'notDraft' });
    await expect(w.saveDraft(actor, issued.id, salesContent())).rejects.toMatchObject({ code: 'notDraft' });
  });
});

const summaryA = invoiceSummaryPath(CORP_A);

/** A hand-made issuing write: the invoice, its counter and the summary in one batch. */
async function handIssue(
  persona: Persona,
  invoiceId: string,
  number: number,
  counter: Record<string, unknown> | null,
  overrides: Record<string, unknown> = {},
): Promise<void> {
  const summary = await read(summaryA);
  const db = dbFor(env, persona);
  const batch = writeBatch(db);
  const invoice = storedIssued(persona, number, overrides);
  batch.set(doc(db, `${A}/invoices/${invoiceId}`), invoice);
  if (counter) batch.set(doc(db, counterF()), { next: number + 1, lastInvoiceId: invoiceId, updatedAt: serverTimestamp(), ...counter });
  batch.set(doc(db, summaryA), invoiceSummaryWrite(summary, invoiceId, null, invoice));
  await batch.commit();
}

/** A hand-made payment change: the invoice's fields and the summary moved accordingly, in one batch. */
async function handPay(persona: Persona, invoiceId: string, change: Record<string, unknown>): Promise<void> {
  const path = `${A}/invoices/${invoiceId}`;
  const [before, summary] = [await read(path), await read(summaryA)];
  const db = dbFor(env, persona);
  const batch = writeBatch(db);
  batch.update(doc(db, path), { updatedAt: serverTimestamp(), ...change });
  batch.set(doc(db, summaryA), invoiceSummaryWrite(summary, invoiceId, before!, { ...before, ...change }));
  await batch.commit();
}

describe('numbering attacks', () => {
  beforeEach(async () => {
    await user().issue(actor, null, salesContent()); // the counter now says next = 2
  });

  it('accepts the honest hand-made write of number 2 (the baseline of the attacks)', async () => {
    await assertSucceeds(handIssue('user', 'honest', 2, {}));
  });

  it('refuses skipping a number (3 while the counter says 2)', async () => {
    await assertFails(handIssue('user', 'skip', 3, {}));
    await assertFails(handIssue('user', 'skip', 3, { next: 3 }));
  });

  it('refuses reusing number 1', async () => {
    await assertFails(handIssue('user', 'reuse', 1, {}));
    await assertFails(handIssue('user', 'reuse', 1, { next: 3 }));
  });

  it('refuses taking a number without advancing the counter', async () => {
    await assertFails(handIssue('user', 'nocounter', 2, null));
  });

  it('refuses advancing the counter by two, or without an invoice', async () => {
    await assertFails(handIssue('user', 'jump', 2, { next: 4 }));
    const db = dbFor(env, 'user');
    await assertFails(updateDoc(doc(db, counterF()), { next: 3, lastInvoiceId: 'draft1', updatedAt: serverTimestamp() }));
  });

  it('refuses an invoice that names another one as the taker of the counter', async () => {
    await assertFails(handIssue('user', 'other', 2, { lastInvoiceId: 'draft1' }));
  });

  it('refuses a number on a draft', async () => {
    const db = dbFor(env, 'user');
    await assertFails(setDoc(doc(db, `${A}/invoices/numbered`), storedDraft('user', salesContent(), { number: 2 })));
    await assertFails(setDoc(doc(db, `${A}/invoices/numbered`), storedDraft('user', salesContent(), { numberText: 'F-2026-000002' })));
  });

  it.each([
    ['an issue date of yesterday', () => ({ issueDate: addDaysIso(today(), -1), date: addDaysIso(today(), -1) })],
    ['an issue date of tomorrow', () => ({ issueDate: addDaysIso(today(), 1), date: addDaysIso(today(), 1) })],
    ['a client-side issuedAt', () => ({ issuedAt: new Date() })],
    ['another series', () => ({ series: 'X', numberText: `X-${thisYear()}-000002` })],
    ['a badly padded number text', () => ({ numberText: `F-${thisYear()}-2` })],
    ['another year', () => ({ year: thisYear() - 1 })],
    ['issued by someone else', () => ({ issuedBy: 'colleague' })],
    ['a due date that ignores the terms', () => ({ dueDate: today() })],
    ['a changed issuer NIF', () => ({ issuer: { ...issuerFor(), nif: 'A28765436' } })],
    ['a total that is not base + VAT', () => ({ totalCents: 1 })],
    ['a negative base on an ordinary invoice', () => ({ baseCents: -2000, vatCents: -420, totalCents: -2420 })],
    ['paid on issue', () => ({ status: 'pagada', paidDate: today(), paymentMethod: 'efectivo' })],
    ['already rectified', () => ({ rectifiedBy: [{ invoiceId: 'x', numberText: 'R-1' }] })],
    ['an unknown key', () => ({ hacked: true })],
    ['a recipient without NIF', () => ({ party: { ...partySnapshot('Cliente Uno'), nif: '' } })],
  ])('refuses issuing with %s', async (_what, overrides) => {
    await assertFails(handIssue('user', 'bad', 2, {}, overrides()));
  });
});

describe('issued invoices are immutable but for payment and rectifiedBy', () => {
  let issuedId = '';
  beforeEach(async () => {
    issuedId = (await user().issue(actor, null, salesContent())).id;
  });
  const path = () => `${A}/invoices/${issuedId}`;

  it('refuses editing its total, its lines or its client', async () => {
    const db = dbFor(env, 'admin');
    await assertFails(updateDoc(doc(db, path()), { totalCents: 1, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(db, path()), { lines: [], updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(db, path()), { partyId: 'c2', updatedAt: serverTimestamp() }));
  });

  it('refuses turning it back into a draft', async () => {
    const db = dbFor(env, 'admin');
    await assertFails(setDoc(doc(db, path()), { ...storedDraft('user'), createdAt: (await read(path()))?.createdAt }));
  });

  it('refuses deleting it, to an admin too; a draft can be deleted', async () => {
    await assertFails(deleteDoc(doc(dbFor(env, 'admin'), path())));
    await assertSucceeds(deleteDoc(doc(dbFor(env, 'user'), `${A}/invoices/draft1`)));
  });

  it('marks it paid and unpaid (by hand, with the summary, as the writer does)', async () => {
    await assertSucceeds(handPay('user', issuedId, { status: 'pagada', paidDate: today(), paymentMethod: 'transferencia' }));
    await assertSucceeds(handPay('user', issuedId, { status: 'pendiente', paidDate: null, paymentMethod: null }));
  });

  it('marks it paid and unpaid through the writer', async () => {
    await user().markPaid(actor, issuedId, today(), 'efectivo');
    expect(await read(path())).toMatchObject({ status: 'pagada', paidDate: today(), paymentMethod: 'efectivo' });
    await user().markUnpaid(actor, issuedId);
    expect(await read(path())).toMatchObject({ status: 'pendiente', paidDate: null, paymentMethod: null });
    await expect(user().markPaid(actor, 'draft1', today(), 'efectivo')).rejects.toMatchObject({ code: 'notIssued' });
    await expect(user().markPaid(actor, issuedId, '5/3/2026', 'efectivo')).rejects.toMatchObject({ code: 'invalid' });
  });

  it.each([
    ['without a date', { status: 'pagada', paidDate: null, paymentMethod: 'efectivo' }],
    ['with an unknown method', { status: 'pagada', paidDate: '2026-03-05', paymentMethod: 'bitcoin' }],
    ['back to draft', { status: 'borrador', paidDate: null, paymentMethod: null }],
    ['with a date but pending', { status: 'pendiente', paidDate: '2026-03-05', paymentMethod: null }],
    ['with a client-side updatedAt', { status: 'pagada', paidDate: '2026-03-05', paymentMethod: 'efectivo', updatedAt: new Date() }],
  ])('refuses marking it paid %s', async (_what, change) => {
    await assertFails(handPay('user', issuedId, change));
  });

  it('refuses paying a draft', async () => {
    await assertFails(handPay('user', 'draft1', { status: 'pagada', paidDate: today(), paymentMethod: 'efectivo' }));
  });

  it('refuses adding a rectificativa to rectifiedBy without issuing it', async () => {
    await assertFails(
      updateDoc(doc(dbFor(env, 'user'), path()), { rectifiedBy: [{ invoiceId: 'draft1', numberText: 'R-2026-000001' }], updatedAt: serverTimestamp() }),
    );
  });
});

describe('rectificativas', () => {
  let original = { id: '', numberText: '' };
  beforeEach(async () => {
    original = await user().issue(actor, null, salesContent({ lines: [invoiceLine(2, 1000), invoiceLine(1, 500, 10)] }));
  });
  const rectifies = (mode: 'difference' | 'substitution') => ({
    invoiceId: original.id,
    numberText: original.numberText,
    issueDate: today(),
    mode,
    reason: 'Devolución de una unidad',
  });

  it('issues one by difference in series R with negative lines, and the original names it', async () => {
    const rect = await user().issue(
      actor,
      null,
      salesContent({ type: 'rectificativa', rectifies: rectifies('difference'), lines: [invoiceLine(-1, 1000)] }),
    );
    expect(rect.numberText).toBe(`R-${thisYear()}-000001`);
    const stored = await read(`${A}/invoices/${rect.id}`);
    expect(stored).toMatchObject({ type: 'rectificativa', series: 'R', totalCents: -1210 });
    expect((await read(`${A}/invoices/${original.id}`))?.rectifiedBy).toEqual([{ invoiceId: rect.id, numberText: rect.numberText }]);
    expect((await read(counterF()))?.next).toBe(2);
  });

  it('issues one by substitution, then another by difference: both are listed on the original', async () => {
    const w = user();
    const first = await w.issue(actor, null, salesContent({ type: 'rectificativa', rectifies: rectifies('substitution') }));
    const second = await w.issue(actor, null, salesContent({ type: 'rectificativa', rectifies: rectifies('difference'), lines: [invoiceLine(-1, 500)] }));
    expect((await read(`${A}/invoices/${original.id}`))?.rectifiedBy).toEqual([
      { invoiceId: first.id, numberText: first.numberText },
      { invoiceId: second.id, numberText: second.numberText },
    ]);
  });

  it('issues a saved rectificativa draft with recargo and IRPF (the heaviest write the rules check)', async () => {
    const w = user();
    const content = salesContent({
      type: 'rectificativa',
      rectifies: rectifies('difference'),
      recargoEquivalencia: true,
      irpfRate: 15,
      lines: [invoiceLine(-1, 1000), invoiceLine(-2, 500, 10), invoiceLine(-1, 300, 0, { exemption: 'E1' })],
    });
    const id = await w.saveDraft(actor, null, content);
    const rect = await w.issue(actor, id, content);
    expect(await read(`${A}/invoices/${rect.id}`)).toMatchObject({ state: 'emitida', series: 'R', number: 1 });
  });

  it('refuses negative lines in a rectificativa by substitution', async () => {
    await expect(
      user().issue(actor, null, salesContent({ type: 'rectificativa', rectifies: rectifies('substitution'), lines: [invoiceLine(-1, 1000)] })),
    ).rejects.toMatchObject({ code: 'invalid' });
  });

  it('refuses rectifying a draft, or the invoice of another client', async () => {
    await expect(
      user().issue(actor, null, salesContent({ type: 'rectificativa', rectifies: { ...rectifies('difference'), invoiceId: 'draft1' } })),
    ).rejects.toMatchObject({ code: 'originalNotRectifiable' });
    await expect(
      user().issue(actor, null, salesContent({ partyId: 'c2', type: 'rectificativa', rectifies: rectifies('difference') })),
    ).rejects.toMatchObject({ code: 'originalNotRectifiable' });
  });

  it('refuses a hand-made rectificativa that leaves the original unmarked', async () => {
    const db = dbFor(env, 'user');
    const year = thisYear();
    const batch = writeBatch(db);
    const content = salesContent({ type: 'rectificativa', rectifies: rectifies('difference'), lines: [invoiceLine(-1, 1000)] });
    const rect = storedIssued('user', 1, { series: 'R', numberText: `R-${year}-000001` }, content);
    batch.set(doc(db, `${A}/invoices/rect`), rect);
    batch.set(doc(db, `${A}/counters/R-${year}`), { next: 2, lastInvoiceId: 'rect', updatedAt: serverTimestamp() });
    batch.set(doc(db, summaryA), invoiceSummaryWrite(await read(summaryA), 'rect', null, rect));
    await assertFails(batch.commit());
  });
});

describe('purchase invoices', () => {
  it('registers them with gapless registry numbers REG-year-1, 2', async () => {
    const w = user();
    const a = await w.issue(actor, null, purchaseContent('FA-001', { sourceIds: ['e1'] }));
    const b = await w.issue(actor, null, purchaseContent('FA-002'));
    const year = thisYear();
    expect([a.numberText, b.numberText]).toEqual([`REG-${year}-000001`, `REG-${year}-000002`]);
    expect((await read(`${A}/counters/registro-${year}`))?.next).toBe(3);
    expect(await read(`${A}/inputs/e1`)).toMatchObject({ invoiced: true, invoiceId: a.id });
    expect(await read(`${A}/invoices/${a.id}`)).toMatchObject({ vendorInvoiceNumber: 'FA-001', dueDate: '2026-03-31', series: 'REG' });
  });

  it('registers a saved purchase draft made from an entrada', async () => {
    const w = user();
    const content = purchaseContent('2026/A-77', { sourceIds: ['e1'], irpfRate: 15 });
    const id = await w.saveDraft(actor, null, content);
    const reg = await w.issue(actor, id, content);
    expect(reg.id).toBe(id);
    expect(await read(`${A}/vendorInvoiceKeys/v1__2026-A-77`)).toMatchObject({ invoiceId: id });
  });

  it('refuses the same vendor number twice, however it is written', async () => {
    const w = user();
    await w.issue(actor, null, purchaseContent('FA 2026/001'));
    await expect(w.issue(actor, null, purchaseContent('fa-2026-001'))).rejects.toMatchObject({ code: 'duplicateVendorInvoice' });
  });

  it('refuses a hand-made registration without its vendor-number key', async () => {
    const db = dbFor(env, 'user');
    const year = thisYear();
    const content = purchaseContent('FA-009');
    const batch = writeBatch(db);
    const reg = storedIssued('user', 1, { series: 'REG', numberText: `REG-${year}-000001`, dueDate: '2026-03-31' }, content);
    batch.set(doc(db, `${A}/invoices/reg`), reg);
    batch.set(doc(db, `${A}/counters/registro-${year}`), { next: 2, lastInvoiceId: 'reg', updatedAt: serverTimestamp() });
    batch.set(doc(db, summaryA), invoiceSummaryWrite(await read(summaryA), 'reg', null, reg));
    await assertFails(batch.commit());
  });

  it('refuses a key that does not match the vendor number', async () => {
    const db = dbFor(env, 'user');
    await assertFails(
      setDoc(doc(db, `${A}/invoices/p1`), storedDraft('user', purchaseContent('FA-1'), { vendorInvoiceKey: 'v1__OTRO' })),
    );
    await assertSucceeds(setDoc(doc(db, `${A}/invoices/p1`), storedDraft('user', purchaseContent('FA-1'))));
  });

  it('refuses a purchase draft without the vendor number or date', async () => {
    const db = dbFor(env, 'user');
    await assertFails(setDoc(doc(db, `${A}/invoices/p2`), storedDraft('user', purchaseContent('FA-1'), { vendorInvoiceNumber: '' })));
    await assertFails(setDoc(doc(db, `${A}/invoices/p2`), storedDraft('user', purchaseContent('FA-1'), { vendorInvoiceDate: null })));
  });
});

describe('salidas and entradas: the invoicing branch', () => {
  it('refuses marking a salida invoiced without issuing an invoice that lists it', async () => {
    const db = dbFor(env, 'user');
    await assertFails(updateDoc(doc(db, `${A}/outputs/s1`), { invoiced: true, invoiceId: 'draft1', updatedAt: serverTimestamp() }));
  });

  it('refuses marking a salida invoiced by an invoice that does not list it', async () => {
    const db = dbFor(env, 'user');
    const batch = writeBatch(db);
    const h = storedIssued('user', 1, {}, salesContent({ sourceIds: ['s2'] }));
    batch.set(doc(db, `${A}/invoices/h`), h);
    batch.set(doc(db, counterF()), { next: 2, lastInvoiceId: 'h', updatedAt: serverTimestamp() });
    batch.set(doc(db, summaryA), invoiceSummaryWrite(await read(summaryA), 'h', null, h));
    batch.update(doc(db, `${A}/outputs/s1`), { invoiced: true, invoiceId: 'h', updatedAt: serverTimestamp() });
    await assertFails(batch.commit());
  });
});

describe('tenant isolation', () => {
  it('refuses a user of company A issuing in company B', async () => {
    await expect(user().issue({ corpId: CORP_B, uid: 'user' }, null, salesContent())).rejects.toBeInstanceOf(InvoiceError);
  });

  it('refuses the admin of company B reading or creating invoices of company A', async () => {
    const db = dbFor(env, 'otherCompanyAdmin');
    await assertFails(getDocs(collection(db, `${A}/invoices`)));
    await assertFails(setDoc(doc(db, `${A}/invoices/x`), storedDraft('otherCompanyAdmin')));
  });
});
