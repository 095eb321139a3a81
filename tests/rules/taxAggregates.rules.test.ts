/**
 * Rules for the tax aggregates (taxQuarters/*, taxParties347/*; issue 32): read by the staff of
 * the company, as the reports that read them; server-owned (the issuing and annulling commands
 * write them with the Admin SDK, in the invoice's transaction), so every direct write is refused
 * to every persona, however honest it looks. That the commands keep them equal to the fold of
 * the invoices is tested in tests/integration/taxAggregates.test.ts.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { CORP_A, CORP_B, createEnv, dbFor, PERSONAS, seedWorld, type Persona } from './support';
import { seededAt } from './invoiceSupport';

const PROJECT = 'demo-rules-taxagg';
let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createEnv(PROJECT);
});
afterAll(async () => {
  await env.cleanup();
});

const A = `corporations/${CORP_A}`;
const QUARTER = `${A}/taxQuarters/2026-Q1`;
const PARTY = `${A}/taxParties347/2026-output-nif-B12345674`;
const STAFF: Persona[] = ['user', 'admin', 'superadmin'];
const quarterDoc = () => ({
  year: 2026,
  quarter: 1,
  vat: { accrued: { '21': { baseCents: 10000, quotaCents: 2100 } }, invoices: { issued: 1 } },
  m303: { accrued: { '21': { baseCents: 10000, quotaCents: 2100 } } },
  updatedAt: seededAt,
});
const partyDoc = () => ({
  year: 2026,
  kind: 'output',
  partyKey: 'output|nif:B12345674',
  nif: 'B12345674',
  name: 'Alfa',
  nameKey: '2026-01-10|i1',
  quarters: { '1': 12100 },
  totalCents: 12100,
  invoices: 1,
  updatedAt: seededAt,
});

beforeEach(async () => {
  await seedWorld(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    const batch = writeBatch(db);
    batch.set(doc(db, QUARTER), quarterDoc());
    batch.set(doc(db, PARTY), partyDoc());
    batch.set(doc(db, `corporations/${CORP_B}/taxQuarters/2026-Q1`), quarterDoc());
    await batch.commit();
  });
});

type Op = 'get' | 'list' | 'create' | 'update' | 'delete';
const DOCS = { taxQuarters: { path: QUARTER, data: quarterDoc }, taxParties347: { path: PARTY, data: partyDoc } };

describe('tax aggregates: persona × operation', () => {
  const cases = Object.entries(DOCS).flatMap(([collectionName, { path, data }]) =>
    (['get', 'list', 'create', 'update', 'delete'] as Op[]).flatMap((op) =>
      PERSONAS.map((persona) => ({ collectionName, path, data, op, persona, ok: STAFF.includes(persona) && (op === 'get' || op === 'list') })),
    ),
  );
  it.each(cases)('$persona $op on $collectionName of company A → allowed: $ok', async ({ collectionName, path, data, op, persona, ok }) => {
    const db = dbFor(env, persona);
    const ops: Record<Op, () => Promise<unknown>> = {
      get: () => getDoc(doc(db, path)),
      list: () => getDocs(query(collection(db, `${A}/${collectionName}`), where('year', '==', 2026))),
      // Created where none exists yet (removed first with the rules disabled).
      create: async () => {
        await env.withSecurityRulesDisabled((ctx) => deleteDoc(doc(ctx.firestore() as unknown as Firestore, path)));
        return setDoc(doc(db, path), { ...data(), updatedAt: serverTimestamp() });
      },
      update: () => updateDoc(doc(db, path), { updatedAt: serverTimestamp() }),
      delete: () => deleteDoc(doc(db, path)),
    };
    const attempt = ops[op]();
    await (ok ? assertSucceeds(attempt) : assertFails(attempt));
  });
});

describe('tax aggregates: no direct write, however honest, and no other company', () => {
  it.each(STAFF.filter((p) => p !== 'superadmin'))('%s cannot raise a quarter’s deductible VAT', async (persona) => {
    const db = dbFor(env, persona);
    await assertFails(updateDoc(doc(db, QUARTER), { 'vat.deductibleCurrent.quotaCents': 999999, updatedAt: serverTimestamp() }));
  });
  it.each(['user', 'admin'] as Persona[])('%s of company A cannot read company B’s quarters', async (persona) => {
    const db = dbFor(env, persona);
    await assertFails(getDoc(doc(db, `corporations/${CORP_B}/taxQuarters/2026-Q1`)));
    await assertFails(getDocs(collection(db, `corporations/${CORP_B}/taxQuarters`)));
  });
});
