/**
 * Rules for entradas, salidas, stock and the ledger (issue "Trusted ledgers"): stock levels,
 * movements and the states of entradas and salidas are written only by the trusted commands
 * (functions/src/stock, tests/functions/stock.test.ts). Here: the persona × operation matrix,
 * every direct write of stock and the ledger refused for every persona whatever its numbers,
 * every direct state change refused, and borradores still created, edited and deleted by staff.
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
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CORP_A, CORP_B, createEnv, dbFor, PERSONAS, seedWorld, type Persona } from './support';
import { draft, draftDocument, line, movement, seedCatalogue, seededAt, stockLevel, stockSummaryPath } from './stockSupport';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createEnv('demo-rules-stock');
});
afterAll(async () => {
  await env.cleanup();
});

const A = `corporations/${CORP_A}`;
const B = `corporations/${CORP_B}`;
const STAFF: Persona[] = ['user', 'admin', 'superadmin'];

/**
 * Company A: products p1..p3; p1 has 10 in stock from the confirmed entrada confIn;
 * borradores draftIn (p1 ×5 from v1) and draftOut (p1 ×4 to c1).
 * Company B: p1 with 7 in stock and the borrador draftB.
 */
beforeEach(async () => {
  await seedWorld(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    const batch = writeBatch(db);
    await seedCatalogue(db, CORP_A, ['p1', 'p2', 'p3']);
    await seedCatalogue(db, CORP_B, ['p1']);
    batch.set(doc(db, `${A}/inputs/confIn`), {
      ...draftDocument('N-confIn', 'user', draft('v1', [line('p1', 10)])),
      state: 'confirmada',
      confirmedAt: seededAt,
      confirmedBy: 'user',
    });
    batch.set(doc(db, `${A}/movements/in-confIn-c`), movement('input', 'confirm', 'confIn', { p1: 10 }, { p1: 10 }, 'user'));
    batch.set(doc(db, `${A}/stock/p1`), stockLevel('p1', 10, 'in-confIn-c'));
    batch.set(doc(db, stockSummaryPath(CORP_A)), { valueCents: 1000, belowMinimumCount: 0, lastMovementId: 'in-confIn-c', updatedAt: seededAt });
    batch.set(doc(db, `${A}/inputs/draftIn`), draftDocument('N-draftIn', 'user', draft('v1', [line('p1', 5, 300)])));
    batch.set(doc(db, `${A}/outputs/draftOut`), draftDocument('N-draftOut', 'user', draft('c1', [line('p1', 4)])));
    batch.set(doc(db, `${B}/stock/p1`), stockLevel('p1', 7, 'in-x-c'));
    batch.set(doc(db, `${B}/inputs/draftB`), draftDocument('N-draftB', 'otherCompanyAdmin', draft('v1', [line('p1', 1)])));
    await batch.commit();
  });
});

const uidOf = (p: Persona) => (p === 'anonymous' ? 'anonymous' : p);
const now = () => ({ updatedAt: serverTimestamp() });

function newDraft(p: Persona) {
  return draftDocument('E-NEW', uidOf(p), draft('v1', [line('p1', 1)]), { createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
}

type Op = 'get' | 'list' | 'create' | 'update' | 'delete';

const matrices: Record<string, { ops: Record<Op, (p: Persona) => Promise<unknown>>; allowed: Record<Op, Persona[]> }> = {
  inputs: {
    ops: {
      get: (p) => getDoc(doc(dbFor(env, p), `${A}/inputs/draftIn`)),
      list: (p) => getDocs(collection(dbFor(env, p), `${A}/inputs`)),
      create: (p) => setDoc(doc(dbFor(env, p), `${A}/inputs/new1`), newDraft(p)),
      update: (p) => updateDoc(doc(dbFor(env, p), `${A}/inputs/draftIn`), { notes: 'Revisado', ...now() }),
      delete: (p) => deleteDoc(doc(dbFor(env, p), `${A}/inputs/draftIn`)),
    },
    allowed: { get: STAFF, list: STAFF, create: STAFF, update: STAFF, delete: STAFF },
  },
  outputs: {
    ops: {
      get: (p) => getDoc(doc(dbFor(env, p), `${A}/outputs/draftOut`)),
      list: (p) => getDocs(collection(dbFor(env, p), `${A}/outputs`)),
      create: (p) => setDoc(doc(dbFor(env, p), `${A}/outputs/new1`), { ...newDraft(p), partyId: 'c1' }),
      update: (p) => updateDoc(doc(dbFor(env, p), `${A}/outputs/draftOut`), { reference: 'ALB-9', ...now() }),
      delete: (p) => deleteDoc(doc(dbFor(env, p), `${A}/outputs/draftOut`)),
    },
    allowed: { get: STAFF, list: STAFF, create: STAFF, update: STAFF, delete: STAFF },
  },
  stock: {
    ops: {
      get: (p) => getDoc(doc(dbFor(env, p), `${A}/stock/p1`)),
      list: (p) => getDocs(collection(dbFor(env, p), `${A}/stock`)),
      create: (p) => setDoc(doc(dbFor(env, p), `${A}/stock/p2`), { ...stockLevel('p2', 3, 'in-draftIn-c'), ...now() }),
      update: (p) => updateDoc(doc(dbFor(env, p), `${A}/stock/p1`), { quantity: 15, valueCents: 1500, ...now() }),
      delete: (p) => deleteDoc(doc(dbFor(env, p), `${A}/stock/p1`)),
    },
    // The cashier gets one level at a time (the counter's "only N left"), never the list.
    allowed: { get: ['cashier', ...STAFF], list: STAFF, create: [], update: [], delete: [] },
  },
  movements: {
    ops: {
      get: (p) => getDoc(doc(dbFor(env, p), `${A}/movements/in-confIn-c`)),
      list: (p) => getDocs(collection(dbFor(env, p), `${A}/movements`)),
      create: (p) =>
        setDoc(doc(dbFor(env, p), `${A}/movements/in-draftIn-c`), {
          ...movement('input', 'confirm', 'draftIn', { p1: 5 }, { p1: 15 }, uidOf(p)),
          createdAt: serverTimestamp(),
        }),
      update: (p) => updateDoc(doc(dbFor(env, p), `${A}/movements/in-confIn-c`), { partyName: 'Otro' }),
      delete: (p) => deleteDoc(doc(dbFor(env, p), `${A}/movements/in-confIn-c`)),
    },
    allowed: { get: STAFF, list: STAFF, create: [], update: [], delete: [] },
  },
};

for (const [name, { ops, allowed }] of Object.entries(matrices)) {
  describe(`${name}: persona × operation matrix`, () => {
    const cases = (Object.keys(ops) as Op[]).flatMap((op) => PERSONAS.map((persona) => ({ op, persona, ok: allowed[op].includes(persona) })));
    it.each(cases)('$persona $op in company A → allowed: $ok', async ({ op, persona, ok }) => {
      const attempt = ops[op](persona);
      await (ok ? assertSucceeds(attempt) : assertFails(attempt));
    });
  });
}

describe('stock and movements: no direct write, for anyone, whatever the numbers', () => {
  const variants: [string, Record<string, unknown>][] = [
    ['the figures a real confirmation would write', { quantity: 15, valueCents: 1500 }],
    ['a quantity with 4 decimals', { quantity: 5.0001, valueCents: 500 }],
    ['an average cost that is not whole cents', { averageCostCents: 100.5, valueCents: 1005 }],
    ['a value that is not quantity × average cost', { valueCents: 999_999_999 }],
    ['a negative quantity', { quantity: -100, valueCents: -10000, belowMinimum: true }],
  ];
  const cases = PERSONAS.flatMap((persona) => variants.map(([what, change]) => ({ persona, what, change })));

  it.each(cases)('refuses $persona writing stock/p1 with $what', async ({ persona, change }) => {
    const db = dbFor(env, persona);
    await assertFails(setDoc(doc(db, `${A}/stock/p1`), { ...stockLevel('p1', 10, 'in-confIn-c'), ...change, ...now() }));
    await assertFails(updateDoc(doc(db, `${A}/stock/p1`), { ...change, ...now() }));
    await assertFails(setDoc(doc(db, `${A}/stock/p3`), { ...stockLevel('p3', 10, 'in-confIn-c'), ...change, ...now() }));
  });

  it.each(PERSONAS)('refuses %s creating a movement, with whole or fractional deltas', async (persona) => {
    const db = dbFor(env, persona);
    for (const delta of [5, 5.5, -3]) {
      await assertFails(
        setDoc(doc(db, `${A}/movements/in-draftIn-c`), {
          ...movement('input', 'confirm', 'draftIn', { p1: delta }, { p1: 10 + delta }, uidOf(persona)),
          createdAt: serverTimestamp(),
        }),
      );
    }
  });

  it('leaves stock as it was after every refused write', async () => {
    await assertFails(updateDoc(doc(dbFor(env, 'superadmin'), `${A}/stock/p1`), { quantity: 1000, ...now() }));
    const stored = await getDoc(doc(dbFor(env, 'user'), `${A}/stock/p1`));
    expect(stored.data()?.quantity).toBe(10);
  });
});

/** The whole confirmation of draftIn as the old client writer made it: document, movement, stock and summary. */
function handConfirm(db: Firestore) {
  const batch = writeBatch(db);
  batch.update(doc(db, `${A}/inputs/draftIn`), { state: 'confirmada', confirmedAt: serverTimestamp(), confirmedBy: 'user', ...now() });
  batch.set(doc(db, `${A}/movements/in-draftIn-c`), {
    ...movement('input', 'confirm', 'draftIn', { p1: 5 }, { p1: 15 }, 'user'),
    documentNumber: 'N-draftIn',
    createdAt: serverTimestamp(),
  });
  batch.set(doc(db, `${A}/stock/p1`), {
    ...stockLevel('p1', 15, 'in-draftIn-c'),
    averageCostCents: 167,
    lastPurchasePriceCents: 300,
    valueCents: 2505,
    ...now(),
  });
  batch.set(doc(db, stockSummaryPath(CORP_A)), { valueCents: 2505, belowMinimumCount: 0, lastMovementId: 'in-draftIn-c', ...now() });
  return batch.commit();
}

describe('entradas and salidas: no direct state change, for anyone', () => {
  const changes: [string, string, Record<string, unknown>][] = [
    ['borrador → confirmada', 'inputs/draftIn', { state: 'confirmada', confirmedAt: serverTimestamp(), confirmedBy: 'user' }],
    ['borrador → anulada', 'outputs/draftOut', { state: 'anulada', annulledAt: serverTimestamp(), annulledBy: 'user', annulReason: 'x' }],
    ['confirmada → anulada', 'inputs/confIn', { state: 'anulada', annulledAt: serverTimestamp(), annulledBy: 'user', annulReason: 'Duplicado' }],
    ['confirmada → borrador', 'inputs/confIn', { state: 'borrador', confirmedAt: null, confirmedBy: null }],
    ['invoiced true on a confirmed entrada', 'inputs/confIn', { invoiced: true, invoiceId: 'f1' }],
    ['invoiced true on a borrador', 'inputs/draftIn', { invoiced: true, invoiceId: 'f1' }],
    ['confirmedBy on a borrador', 'inputs/draftIn', { confirmedBy: 'user', notes: 'x' }],
  ];
  const cases = PERSONAS.flatMap((persona) => changes.map(([what, path, change]) => ({ persona, what, path, change })));

  it.each(cases)('refuses $persona: $what', async ({ persona, path, change }) => {
    await assertFails(updateDoc(doc(dbFor(env, persona), `${A}/${path}`), { ...change, ...now() }));
  });

  it.each(STAFF)('refuses %s the whole hand-built confirmation the old client writer made', async (persona) => {
    await assertFails(handConfirm(dbFor(env, persona)));
    const stored = await getDoc(doc(dbFor(env, 'user'), `${A}/inputs/draftIn`));
    expect(stored.data()?.state).toBe('borrador');
  });

  it('refuses editing, deleting or reopening a confirmed document', async () => {
    const db = dbFor(env, 'admin');
    await assertFails(updateDoc(doc(db, `${A}/inputs/confIn`), { notes: 'cambio', ...now() }));
    await assertFails(deleteDoc(doc(db, `${A}/inputs/confIn`)));
  });

  it("refuses touching another company's stock, documents and ledger", async () => {
    const db = dbFor(env, 'user');
    await assertFails(getDoc(doc(db, `${B}/stock/p1`)));
    await assertFails(updateDoc(doc(db, `${B}/stock/p1`), { quantity: 0, valueCents: 0, belowMinimum: true, ...now() }));
    await assertFails(getDoc(doc(db, `${B}/inputs/draftB`)));
    await assertFails(updateDoc(doc(db, `${B}/inputs/draftB`), { notes: 'x', ...now() }));
    await assertFails(deleteDoc(doc(db, `${B}/inputs/draftB`)));
  });
});

describe('borradores: still written by staff', () => {
  it('lets staff create, edit the lines of, and delete a borrador', async () => {
    const db = dbFor(env, 'user');
    await assertSucceeds(setDoc(doc(db, `${A}/inputs/mine`), newDraft('user')));
    const edited = draftDocument('E-NEW', 'user', draft('v1', [line('p1', 2), line('p2', 3.5, 250)]));
    const { lines, lineCount, productIds, totals } = edited;
    await assertSucceeds(updateDoc(doc(db, `${A}/inputs/mine`), { lines, lineCount, productIds, totals, ...now() }));
    await assertSucceeds(deleteDoc(doc(db, `${A}/inputs/mine`)));
  });

  it('refuses borradores with client timestamps, another author, a state other than borrador or bad lines', async () => {
    const db = dbFor(env, 'user');
    const good = newDraft('user');
    await assertSucceeds(setDoc(doc(db, `${A}/inputs/ok`), good));
    await assertFails(setDoc(doc(db, `${A}/inputs/x1`), { ...good, createdAt: Timestamp.fromMillis(Date.now() - 60_000) }));
    await assertFails(setDoc(doc(db, `${A}/inputs/x2`), { ...good, createdBy: 'admin' }));
    await assertFails(setDoc(doc(db, `${A}/inputs/x3`), { ...good, state: 'confirmada' }));
    await assertFails(setDoc(doc(db, `${A}/inputs/x4`), { ...good, lines: [{ ...line('p1', -1) }] }));
    await assertFails(setDoc(doc(db, `${A}/inputs/x5`), { ...good, lines: [{ ...line('p1', 1.0001) }] }));
    await assertFails(setDoc(doc(db, `${A}/inputs/x6`), { ...good, totals: { baseCents: 100, vatCents: 21, totalCents: 120 } }));
    await assertFails(setDoc(doc(db, `${A}/inputs/x7`), { ...good, invoiced: true }));
    await assertFails(setDoc(doc(db, `${A}/inputs/x9`), { ...good, state: 'anulada', annulReason: 'x' }));
  });

  it('refuses deleting a confirmed or annulled document, even for an admin', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await updateDoc(doc(ctx.firestore() as unknown as Firestore, `${A}/outputs/draftOut`), { state: 'anulada' });
    });
    await assertFails(deleteDoc(doc(dbFor(env, 'admin'), `${A}/outputs/draftOut`)));
    await assertFails(deleteDoc(doc(dbFor(env, 'admin'), `${A}/inputs/confIn`)));
  });
});
