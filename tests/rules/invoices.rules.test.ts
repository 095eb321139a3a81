/**
 * Rules for invoices, their counters and the vendor-number index: server-owned since "Trusted
 * ledgers". Staff read them; every direct create, update or delete is refused to every persona
 * (the invoice commands write them with the Admin SDK), except staff deleting a draft. The
 * attacks of the old client writer — numbers skipped or reused, a year sent as the double
 * 2026.0, forged totals, an issued invoice edited — are all plain writes now, refused outright.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CORP_A, CORP_B, createEnv, dbFor, PERSONAS, seedWorld, type Persona } from './support';
import {
  invoiceSummaryPath,
  purchaseContent,
  restWriteAs,
  seededAt,
  seedInvoiceParties,
  storedDraft,
  storedIssued,
  thisYear,
} from './invoiceSupport';

const PROJECT = 'demo-rules-invoices';
let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createEnv(PROJECT);
});
afterAll(async () => {
  await env.cleanup();
});

const A = `corporations/${CORP_A}`;
const counterF = () => `${A}/counters/F-${thisYear()}`;
const STAFF: Persona[] = ['user', 'admin', 'superadmin'];
const seededStamps = { createdAt: new Date('2026-01-01T00:00:00Z'), updatedAt: new Date('2026-01-01T00:00:00Z') };

async function seed(write: (db: Firestore) => Promise<void>): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => write(ctx.firestore() as unknown as Firestore));
}

beforeEach(async () => {
  await seedWorld(env);
  await seed(async (db) => {
    const batch = writeBatch(db);
    await seedInvoiceParties(db, CORP_A);
    batch.set(doc(db, `${A}/invoices/draft1`), { ...storedDraft('colleague'), ...seededStamps });
    batch.set(doc(db, `${A}/invoices/issued1`), { ...storedIssued('colleague', 1), issuedAt: seededStamps.createdAt, ...seededStamps });
    batch.set(doc(db, counterF()), { next: 2, lastInvoiceId: 'issued1', updatedAt: seededStamps.updatedAt });
    batch.set(doc(db, `${A}/vendorInvoiceKeys/v1__FA-1`), { invoiceId: 'issued1', createdAt: seededStamps.createdAt });
    batch.set(doc(db, `corporations/${CORP_B}/invoices/draftB`), { ...storedDraft('otherCompanyAdmin'), ...seededStamps });
    await batch.commit();
  });
});

type Op = 'get' | 'list' | 'create' | 'update' | 'delete';

describe('invoices: persona × operation', () => {
  const operations: Record<Op, (p: Persona) => Promise<unknown>> = {
    get: (p) => getDoc(doc(dbFor(env, p), `${A}/invoices/draft1`)),
    list: (p) => getDocs(collection(dbFor(env, p), `${A}/invoices`)),
    create: (p) => setDoc(doc(dbFor(env, p), `${A}/invoices/nueva`), storedDraft(p)),
    update: (p) => updateDoc(doc(dbFor(env, p), `${A}/invoices/draft1`), { notes: 'Entregar por la tarde', updatedAt: serverTimestamp() }),
    delete: (p) => deleteDoc(doc(dbFor(env, p), `${A}/invoices/draft1`)),
  };
  const cases = (Object.keys(operations) as Op[]).flatMap((op) =>
    PERSONAS.map((persona) => ({ op, persona, ok: STAFF.includes(persona) && ['get', 'list', 'delete'].includes(op) })),
  );
  it.each(cases)('$persona $op on a draft of company A → allowed: $ok', async ({ op, persona, ok }) => {
    const attempt = operations[op](persona);
    await (ok ? assertSucceeds(attempt) : assertFails(attempt));
  });
});

describe('issued invoices cannot be written directly', () => {
  it.each(PERSONAS)('%s cannot issue, edit, pay, rectify or delete an invoice', async (persona) => {
    const db = dbFor(env, persona);
    const issued = `${A}/invoices/issued1`;
    await assertFails(setDoc(doc(db, `${A}/invoices/hand`), storedIssued(persona, 2)));
    await assertFails(updateDoc(doc(db, issued), { totalCents: 1, updatedAt: serverTimestamp() }));
    await assertFails(
      updateDoc(doc(db, issued), { status: 'pagada', paidDate: '2026-03-05', paymentMethod: 'efectivo', updatedAt: serverTimestamp() }),
    );
    await assertFails(updateDoc(doc(db, issued), { rectifiedBy: [{ invoiceId: 'x', numberText: 'R-2026-000001' }], updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(db, issued), { state: 'borrador', status: 'borrador', updatedAt: serverTimestamp() }));
    await assertFails(deleteDoc(doc(db, issued)));
  });

  it.each(PERSONAS)('%s cannot issue a draft in place, even with its counter in the same commit', async (persona) => {
    const db = dbFor(env, persona);
    const batch = writeBatch(db);
    batch.set(doc(db, `${A}/invoices/draft1`), storedIssued('colleague', 2));
    batch.set(doc(db, counterF()), { next: 3, lastInvoiceId: 'draft1', updatedAt: serverTimestamp() });
    batch.set(doc(db, invoiceSummaryPath(CORP_A)), {
      months: {},
      receivable: {},
      payable: {},
      lastInvoiceId: 'draft1',
      updatedAt: serverTimestamp(),
    });
    await assertFails(batch.commit());
  });

  it("refuses the admin of company B reading or deleting the drafts of company A, and company A's staff those of B", async () => {
    await assertFails(getDoc(doc(dbFor(env, 'otherCompanyAdmin'), `${A}/invoices/draft1`)));
    await assertFails(deleteDoc(doc(dbFor(env, 'otherCompanyAdmin'), `${A}/invoices/draft1`)));
    await assertFails(deleteDoc(doc(dbFor(env, 'admin'), `corporations/${CORP_B}/invoices/draftB`)));
  });
});

describe('integers sent as doubles (REST, bypassing the SDK)', () => {
  const issuedWith = (persona: string) => ({ ...storedIssued(persona, 2), issuedAt: seededAt, createdAt: null, updatedAt: null });
  const attacks: [string, string[]][] = [
    ['year 2026.0', ['year']],
    ['number 1.0', ['number']],
    ['totals as doubles', ['baseCents', 'vatCents', 'recargoCents', 'irpfCents', 'totalCents']],
  ];

  it('the same REST write goes through for the emulator owner (control)', async () => {
    expect(await restWriteAs(PROJECT, 'owner', `${A}/invoices/control`, issuedWith('user'), ['year'])).toBe(200);
  });

  it.each(PERSONAS.flatMap((persona) => attacks.map(([what, doubles]) => ({ persona, what, doubles }))))(
    '$persona: an issued invoice with $what is refused',
    async ({ persona, doubles }) => {
      expect(await restWriteAs(PROJECT, persona, `${A}/invoices/doble`, issuedWith(persona), doubles)).toBe(403);
    },
  );

  it.each(PERSONAS)('%s: a counter with next 2.0 is refused', async (persona) => {
    expect(await restWriteAs(PROJECT, persona, counterF(), { next: 2, lastInvoiceId: 'issued1', updatedAt: null }, ['next'])).toBe(403);
  });
});

describe('counters and vendor-number keys: persona × operation', () => {
  const targets = {
    counter: { path: counterF, create: `${A}/counters/X-2026`, data: { next: 2, lastInvoiceId: 'issued1' } },
    'vendor-number key': { path: () => `${A}/vendorInvoiceKeys/v1__FA-1`, create: `${A}/vendorInvoiceKeys/v1__FA-2`, data: { invoiceId: 'issued1' } },
  };
  const cases = Object.entries(targets).flatMap(([name, t]) =>
    (['get', 'list', 'create', 'update', 'delete'] as Op[]).flatMap((op) =>
      PERSONAS.map((persona) => ({ name, t, op, persona, ok: op === 'get' && STAFF.includes(persona) })),
    ),
  );
  it.each(cases)('$persona $op on a $name of company A → allowed: $ok', async ({ t, op, persona, ok }) => {
    const db = dbFor(env, persona);
    const ops: Record<Op, () => Promise<unknown>> = {
      get: () => getDoc(doc(db, t.path())),
      list: () => getDocs(collection(db, t.path().split('/').slice(0, -1).join('/'))),
      create: () => setDoc(doc(db, t.create), { ...t.data, updatedAt: serverTimestamp() }),
      update: () => updateDoc(doc(db, t.path()), { updatedAt: serverTimestamp() }),
      delete: () => deleteDoc(doc(db, t.path())),
    };
    const attempt = ops[op]();
    await (ok ? assertSucceeds(attempt) : assertFails(attempt));
  });

  it('refuses a purchase registration with its key written by hand', async () => {
    const db = dbFor(env, 'user');
    const batch = writeBatch(db);
    batch.set(
      doc(db, `${A}/invoices/compra`),
      storedIssued('user', 1, { series: 'REG', numberText: `REG-${thisYear()}-000001` }, purchaseContent('FA-2')),
    );
    batch.set(doc(db, `${A}/vendorInvoiceKeys/v1__FA-2`), { invoiceId: 'compra', createdAt: serverTimestamp() });
    await assertFails(batch.commit());
  });
});
