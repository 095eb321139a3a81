/**
 * Rules for entradas, salidas, stock and the ledger: the persona × operation
 * matrix and the attacks of issue 5. Confirmations go through the real stock
 * writer (src/stock/stockWriter.ts); attacks build the writes by hand.
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
import { createStockWriter, StockError } from '../../src/stock/stockWriter';
import { CORP_A, CORP_B, createEnv, dbFor, PERSONAS, seedWorld, type Persona } from './support';
import { draft, draftDocument, line, product, seedCatalogue, seededAt, stockSummaryPath, stockSummaryWrite } from './stockSupport';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createEnv('demo-rules-stock');
});
afterAll(async () => {
  await env.cleanup();
});

const A = `corporations/${CORP_A}`;
const B = `corporations/${CORP_B}`;

function stockDoc(categoryId: string, quantity: number, lastMovementId: string, overrides: Record<string, unknown> = {}) {
  return {
    categoryId,
    code: categoryId.toUpperCase(),
    name: `Producto ${categoryId}`,
    unit: 'ud',
    minStock: 2,
    quantity,
    averageCostCents: 100,
    lastPurchasePriceCents: 100,
    valueCents: Math.round(quantity * 100),
    belowMinimum: quantity <= 2,
    lastMovementId,
    updatedAt: seededAt,
    ...overrides,
  };
}

function movementDoc(kind: 'input' | 'output', reason: 'confirm' | 'annul', documentId: string, deltas: Record<string, number>, balances: Record<string, number>, createdBy: string) {
  return {
    docKind: kind,
    reason,
    documentId,
    documentNumber: `N-${documentId}`,
    date: '2026-03-02',
    partyId: kind === 'input' ? 'v1' : 'c1',
    partyName: 'Parte',
    productIds: Object.keys(deltas),
    deltas,
    balances,
    createdBy,
    createdAt: seededAt,
  };
}

/**
 * Company A: products p1..p3; p1 has 10 in stock from the confirmed entrada confIn;
 * borradores draftIn (p1 ×5 from v1), draftIn2 (new product p2 ×3), draftOut (p1 ×4 to c1);
 * confOut, a confirmed salida of p1 ×0 is not possible, so confIn is also the doc to annul.
 * Company B: p1 with 7 in stock.
 */
beforeEach(async () => {
  await seedWorld(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    await seedCatalogue(db, CORP_A, ['p1', 'p2', 'p3']);
    await seedCatalogue(db, CORP_B, ['p1']);
    await setDoc(doc(db, `${A}/inputs/confIn`), {
      ...draftDocument('N-confIn', 'user', draft('v1', [line('p1', 10)])),
      state: 'confirmada',
      confirmedAt: seededAt,
      confirmedBy: 'user',
    });
    await setDoc(doc(db, `${A}/movements/in-confIn-c`), movementDoc('input', 'confirm', 'confIn', { p1: 10 }, { p1: 10 }, 'user'));
    await setDoc(doc(db, `${A}/stock/p1`), stockDoc('p1', 10, 'in-confIn-c'));
    await setDoc(doc(db, `${A}/inputs/draftIn`), draftDocument('N-draftIn', 'user', draft('v1', [line('p1', 5, 300)])));
    await setDoc(doc(db, `${A}/inputs/draftIn2`), draftDocument('N-draftIn2', 'user', draft('v1', [line('p2', 3)])));
    await setDoc(doc(db, `${A}/outputs/draftOut`), draftDocument('N-draftOut', 'user', draft('c1', [line('p1', 4)])));
    await setDoc(doc(db, `${B}/stock/p1`), stockDoc('p1', 7, 'in-x-c'));
    await setDoc(doc(db, `${B}/inputs/draftB`), draftDocument('N-draftB', 'otherCompanyAdmin', draft('v1', [line('p1', 1)])));
  });
});

const writer = (p: Persona) => createStockWriter(dbFor(env, p), { isOnline: () => true });
const uidOf = (p: Persona) => (p === 'anonymous' ? 'anonymous' : p);

async function readAsAdmin<T>(fn: (db: Firestore) => Promise<T>): Promise<T> {
  let out: T;
  await env.withSecurityRulesDisabled(async (ctx) => {
    out = await fn(ctx.firestore() as unknown as Firestore);
  });
  return out!;
}

/** Refused by the rules: permission-denied from the SDK, or the writer's 'denied'. */
async function refused(attempt: Promise<unknown>): Promise<void> {
  const error = await attempt.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'expected the operation to be refused').not.toBeNull();
  if (error instanceof StockError) expect(error.code).toBe('denied');
  else await assertFails(Promise.reject(error));
}

type Op = 'get' | 'list' | 'create' | 'update' | 'delete';
const STAFF: Persona[] = ['user', 'admin', 'superadmin'];

function newDraft(p: Persona) {
  return draftDocument('E-NEW', uidOf(p), draft('v1', [line('p1', 1)]), {
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
}

const matrices: Record<string, { ops: Record<Op, (p: Persona) => Promise<unknown>>; allowed: Record<Op, Persona[]> }> = {
  inputs: {
    ops: {
      get: (p) => getDoc(doc(dbFor(env, p), `${A}/inputs/draftIn`)),
      list: (p) => getDocs(collection(dbFor(env, p), `${A}/inputs`)),
      create: (p) => setDoc(doc(dbFor(env, p), `${A}/inputs/new1`), newDraft(p)),
      update: (p) => updateDoc(doc(dbFor(env, p), `${A}/inputs/draftIn`), { notes: 'Revisado', updatedAt: serverTimestamp() }),
      delete: (p) => deleteDoc(doc(dbFor(env, p), `${A}/inputs/draftIn`)),
    },
    allowed: { get: STAFF, list: STAFF, create: STAFF, update: STAFF, delete: STAFF },
  },
  outputs: {
    ops: {
      get: (p) => getDoc(doc(dbFor(env, p), `${A}/outputs/draftOut`)),
      list: (p) => getDocs(collection(dbFor(env, p), `${A}/outputs`)),
      create: (p) => setDoc(doc(dbFor(env, p), `${A}/outputs/new1`), { ...newDraft(p), partyId: 'c1' }),
      update: (p) => updateDoc(doc(dbFor(env, p), `${A}/outputs/draftOut`), { reference: 'ALB-9', updatedAt: serverTimestamp() }),
      delete: (p) => deleteDoc(doc(dbFor(env, p), `${A}/outputs/draftOut`)),
    },
    allowed: { get: STAFF, list: STAFF, create: STAFF, update: STAFF, delete: STAFF },
  },
  stock: {
    ops: {
      get: (p) => getDoc(doc(dbFor(env, p), `${A}/stock/p1`)),
      list: (p) => getDocs(collection(dbFor(env, p), `${A}/stock`)),
      // Creating and changing stock only happen through the writer, with their movement.
      create: (p) => writer(p).confirmInput(CORP_A, 'draftIn2', uidOf(p)),
      update: (p) => writer(p).confirmInput(CORP_A, 'draftIn', uidOf(p)),
      delete: (p) => deleteDoc(doc(dbFor(env, p), `${A}/stock/p1`)),
    },
    allowed: { get: STAFF, list: STAFF, create: STAFF, update: STAFF, delete: [] },
  },
  movements: {
    ops: {
      get: (p) => getDoc(doc(dbFor(env, p), `${A}/movements/in-confIn-c`)),
      list: (p) => getDocs(collection(dbFor(env, p), `${A}/movements`)),
      create: (p) => writer(p).confirmOutput(CORP_A, 'draftOut', uidOf(p)),
      update: (p) => updateDoc(doc(dbFor(env, p), `${A}/movements/in-confIn-c`), { partyName: 'Otro' }),
      delete: (p) => deleteDoc(doc(dbFor(env, p), `${A}/movements/in-confIn-c`)),
    },
    allowed: { get: STAFF, list: STAFF, create: STAFF, update: [], delete: [] },
  },
};

for (const [name, { ops, allowed }] of Object.entries(matrices)) {
  describe(`${name}: persona × operation matrix`, () => {
    const cases = (Object.keys(ops) as Op[]).flatMap((op) =>
      PERSONAS.map((persona) => ({ op, persona, ok: allowed[op].includes(persona) })),
    );
    it.each(cases)('$persona $op in company A → allowed: $ok', async ({ op, persona, ok }) => {
      const attempt = ops[op](persona);
      await (ok ? assertSucceeds(attempt) : refused(attempt));
    });
  });
}

/** The stock summary write of a hand-built commit of `movementId` that changes p1 of company A to `after`. */
async function summaryFor(movementId: string, after: Record<string, unknown>) {
  const [summary, before] = await readAsAdmin(async (adb) => [
    (await getDoc(doc(adb, stockSummaryPath(CORP_A)))).data(),
    (await getDoc(doc(adb, `${A}/stock/p1`))).data(),
  ]);
  return stockSummaryWrite(summary, movementId, [{ before, after }]);
}

/** A hand-built confirmation of draftIn (p1 +5): document, movement, stock and summary, with overrides to break it. */
async function handConfirm(db: Firestore, o: { delta?: number; quantity?: number; balance?: number; movementId?: string; skipStock?: boolean; skipDoc?: boolean; skipMovement?: boolean; skipSummary?: boolean } = {}) {
  const delta = o.delta ?? 5;
  const quantity = o.quantity ?? 15;
  const movementId = o.movementId ?? 'in-draftIn-c';
  const batch = writeBatch(db);
  if (!o.skipDoc) {
    batch.update(doc(db, `${A}/inputs/draftIn`), { state: 'confirmada', confirmedAt: serverTimestamp(), confirmedBy: 'user', updatedAt: serverTimestamp() });
  }
  if (!o.skipMovement) {
    batch.set(doc(db, `${A}/movements/${movementId}`), {
      ...movementDoc('input', 'confirm', 'draftIn', { p1: delta }, { p1: o.balance ?? quantity }, 'user'),
      documentNumber: 'N-draftIn',
      createdAt: serverTimestamp(),
    });
  }
  const stock = {
    ...stockDoc('p1', quantity, movementId),
    averageCostCents: 167,
    lastPurchasePriceCents: 300,
    valueCents: Math.round(quantity * 167),
    updatedAt: serverTimestamp(),
  };
  if (!o.skipStock) batch.set(doc(db, `${A}/stock/p1`), stock);
  if (!o.skipSummary) batch.set(doc(db, stockSummaryPath(CORP_A)), await summaryFor(movementId, stock));
  return batch.commit();
}

describe('stock: attacks', () => {
  it('accepts the hand-built confirmation when document, movement and stock agree (control)', async () => {
    await assertSucceeds(handConfirm(dbFor(env, 'user')));
  });

  it('refuses changing stock without a movement', async () => {
    await assertFails(
      updateDoc(doc(dbFor(env, 'user'), `${A}/stock/p1`), { quantity: 20, valueCents: 2000, belowMinimum: false, updatedAt: serverTimestamp() }),
    );
    await assertFails(handConfirm(dbFor(env, 'user'), { skipMovement: true }));
  });

  it('refuses changing stock with an older movement', async () => {
    await assertFails(
      updateDoc(doc(dbFor(env, 'user'), `${A}/stock/p1`), {
        quantity: 20,
        valueCents: 2000,
        belowMinimum: false,
        lastMovementId: 'in-confIn-c',
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('refuses a stock level that differs from the movement delta or balance', async () => {
    await assertFails(handConfirm(dbFor(env, 'user'), { quantity: 16, balance: 16 }));
    await assertFails(handConfirm(dbFor(env, 'user'), { balance: 99 }));
  });

  it('refuses a movement that does not change the state of its document', async () => {
    await assertFails(handConfirm(dbFor(env, 'user'), { skipDoc: true }));
  });

  it('refuses confirming a document without its movement', async () => {
    await assertFails(handConfirm(dbFor(env, 'user'), { skipMovement: true, skipStock: true }));
  });

  it('refuses a movement whose id does not come from its document', async () => {
    await assertFails(handConfirm(dbFor(env, 'user'), { movementId: 'in-otro-c' }));
  });

  it('refuses editing or deleting a movement, even for an admin', async () => {
    const db = dbFor(env, 'admin');
    await assertFails(updateDoc(doc(db, `${A}/movements/in-confIn-c`), { deltas: { p1: 100 } }));
    await assertFails(deleteDoc(doc(db, `${A}/movements/in-confIn-c`)));
    await assertFails(setDoc(doc(db, `${A}/movements/in-confIn-c`), movementDoc('input', 'confirm', 'confIn', { p1: 1 }, { p1: 1 }, 'admin')));
  });

  it('refuses editing, deleting or reopening a confirmed document', async () => {
    const db = dbFor(env, 'admin');
    await assertFails(updateDoc(doc(db, `${A}/inputs/confIn`), { notes: 'cambio', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(db, `${A}/inputs/confIn`), { state: 'borrador', updatedAt: serverTimestamp() }));
    await assertFails(deleteDoc(doc(db, `${A}/inputs/confIn`)));
  });

  it("refuses touching another company's stock, documents and ledger", async () => {
    const db = dbFor(env, 'user');
    await assertFails(getDoc(doc(db, `${B}/stock/p1`)));
    await assertFails(updateDoc(doc(db, `${B}/stock/p1`), { quantity: 0, valueCents: 0, belowMinimum: true, updatedAt: serverTimestamp() }));
    await assertFails(getDoc(doc(db, `${B}/inputs/draftB`)));
    await expect(writer('user').confirmInput(CORP_B, 'draftB', 'user')).rejects.toBeInstanceOf(StockError);
    const stockB = await readAsAdmin((adb) => getDoc(doc(adb, `${B}/stock/p1`)));
    expect(stockB.data()?.quantity).toBe(7);
  });

  it('refuses a salida that would leave stock below zero, in the rules too', async () => {
    const db = dbFor(env, 'user');
    await setDoc(doc(db, `${A}/outputs/big`), draftDocument('N-big', 'user', draft('c1', [line('p1', 11)]), { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    const batch = writeBatch(db);
    batch.update(doc(db, `${A}/outputs/big`), { state: 'confirmada', confirmedAt: serverTimestamp(), confirmedBy: 'user', updatedAt: serverTimestamp() });
    batch.set(doc(db, `${A}/movements/out-big-c`), {
      ...movementDoc('output', 'confirm', 'big', { p1: -11 }, { p1: -1 }, 'user'),
      documentNumber: 'N-big',
      createdAt: serverTimestamp(),
    });
    const negative = { ...stockDoc('p1', -1, 'out-big-c'), valueCents: -100, updatedAt: serverTimestamp() };
    batch.set(doc(db, `${A}/stock/p1`), negative);
    batch.set(doc(db, stockSummaryPath(CORP_A)), await summaryFor('out-big-c', negative));
    await assertFails(batch.commit());

    const error = await writer('user').confirmOutput(CORP_A, 'big', 'user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StockError);
    expect((error as StockError).code).toBe('shortage');
    expect((error as StockError).details.shortages).toEqual([{ productId: 'p1', available: 10, requested: 11, short: 1 }]);
  });

  it('lets stock go below zero when the company allows it', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore() as unknown as Firestore;
      const corp = await getDoc(doc(db, A));
      await updateDoc(doc(db, A), { data: { ...corp.data()!.data, allowNegativeStock: true } });
    });
    const db = dbFor(env, 'user');
    await setDoc(doc(db, `${A}/outputs/big`), draftDocument('N-big', 'user', draft('c1', [line('p1', 11)]), { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    await assertSucceeds(writer('user').confirmOutput(CORP_A, 'big', 'user'));
    const stock = await getDoc(doc(db, `${A}/stock/p1`));
    expect(stock.data()).toMatchObject({ quantity: -1, belowMinimum: true, lastMovementId: 'out-big-c' });
  });

  it('confirms once: a second confirmation is refused by the writer and by the rules', async () => {
    await writer('user').confirmInput(CORP_A, 'draftIn', 'user');
    const again = await writer('admin').confirmInput(CORP_A, 'draftIn', 'admin').catch((e: unknown) => e);
    expect((again as StockError).code).toBe('notDraft');
    await assertFails(handConfirm(dbFor(env, 'admin')));
    const stock = await getDoc(doc(dbFor(env, 'user'), `${A}/stock/p1`));
    expect(stock.data()?.quantity).toBe(15);
  });

  it('annuls a confirmed entrada with a reason, and records who and when', async () => {
    await writer('user').annulInput(CORP_A, 'confIn', 'user', 'Albarán duplicado');
    const db = dbFor(env, 'user');
    const [d, s, m] = await Promise.all([
      getDoc(doc(db, `${A}/inputs/confIn`)),
      getDoc(doc(db, `${A}/stock/p1`)),
      getDoc(doc(db, `${A}/movements/in-confIn-a`)),
    ]);
    expect(d.data()).toMatchObject({ state: 'anulada', annulledBy: 'user', annulReason: 'Albarán duplicado' });
    expect(d.data()?.annulledAt).toBeInstanceOf(Timestamp);
    expect(s.data()?.quantity).toBe(0);
    expect(m.data()).toMatchObject({ reason: 'annul', deltas: { p1: -10 }, balances: { p1: 0 } });
  });

  it('refuses annulling without a reason or an invoiced document', async () => {
    const db = dbFor(env, 'user');
    const batch = writeBatch(db);
    batch.update(doc(db, `${A}/inputs/confIn`), { state: 'anulada', annulledAt: serverTimestamp(), annulledBy: 'user', annulReason: '', updatedAt: serverTimestamp() });
    batch.set(doc(db, `${A}/movements/in-confIn-a`), { ...movementDoc('input', 'annul', 'confIn', { p1: -10 }, { p1: 0 }, 'user'), documentNumber: 'N-confIn', createdAt: serverTimestamp() });
    const emptied = { ...stockDoc('p1', 0, 'in-confIn-a'), valueCents: 0, updatedAt: serverTimestamp() };
    batch.set(doc(db, `${A}/stock/p1`), emptied);
    batch.set(doc(db, stockSummaryPath(CORP_A)), await summaryFor('in-confIn-a', emptied));
    await assertFails(batch.commit());

    await env.withSecurityRulesDisabled(async (ctx) => {
      await updateDoc(doc(ctx.firestore() as unknown as Firestore, `${A}/inputs/confIn`), { invoiced: true, invoiceId: 'f1' });
    });
    const error = await writer('user').annulInput(CORP_A, 'confIn', 'user', 'Error').catch((e: unknown) => e);
    expect((error as StockError).code).toBe('invoiced');
  });

  it('refuses borradores with client timestamps, another author, a confirmed state or bad lines', async () => {
    const db = dbFor(env, 'user');
    const good = newDraft('user');
    await assertSucceeds(setDoc(doc(db, `${A}/inputs/ok`), good));
    await assertFails(setDoc(doc(db, `${A}/inputs/x1`), { ...good, createdAt: Timestamp.now() }));
    await assertFails(setDoc(doc(db, `${A}/inputs/x2`), { ...good, createdBy: 'admin' }));
    await assertFails(setDoc(doc(db, `${A}/inputs/x3`), { ...good, state: 'confirmada' }));
    await assertFails(setDoc(doc(db, `${A}/inputs/x4`), { ...good, lines: [{ ...line('p1', -1) }] }));
    await assertFails(setDoc(doc(db, `${A}/inputs/x5`), { ...good, lines: [{ ...line('p1', 1.0001) }] }));
    await assertFails(setDoc(doc(db, `${A}/inputs/x6`), { ...good, totals: { baseCents: 100, vatCents: 21, totalCents: 120 } }));
    await assertFails(setDoc(doc(db, `${A}/inputs/x7`), { ...good, invoiced: true }));
  });

  it('lets an admin refresh the product copies on stock to match the product, and nothing else', async () => {
    // The products area saves the product and these copies in one transaction; getAfter sees the product either way.
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore() as unknown as Firestore;
      await setDoc(doc(db, `${A}/categories/p1`), product('p1', { name: 'Tornillo M8', minStock: 12 }));
    });
    const refresh = (p: Persona, change: Record<string, unknown>) =>
      updateDoc(doc(dbFor(env, p), `${A}/stock/p1`), { ...change, updatedAt: serverTimestamp() });
    await assertFails(refresh('admin', { name: 'Otro nombre', minStock: 12, belowMinimum: true }));
    await assertFails(refresh('admin', { name: 'Tornillo M8', minStock: 12, belowMinimum: false }));
    await assertFails(refresh('admin', { name: 'Tornillo M8', minStock: 12, belowMinimum: true, quantity: 11, valueCents: 1100 }));
    await assertFails(refresh('user', { name: 'Tornillo M8', minStock: 12, belowMinimum: true }));
    await assertSucceeds(refresh('admin', { name: 'Tornillo M8', minStock: 12, belowMinimum: true }));
  });

  it('confirms an entrada of 120 lines of different products within the rules limits', async () => {
    const ids = Array.from({ length: 120 }, (_, i) => `bulk${String(i).padStart(3, '0')}`);
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore() as unknown as Firestore;
      const batch = writeBatch(db);
      for (const id of ids) batch.set(doc(db, `${A}/categories/${id}`), product(id));
      batch.set(doc(db, `${A}/inputs/bulk`), draftDocument('N-bulk', 'user', draft('v1', ids.map((id, i) => line(id, i + 1, 100 + i)))));
      await batch.commit();
    });
    await assertSucceeds(writer('user').confirmInput(CORP_A, 'bulk', 'user'));
    const movement = await getDoc(doc(dbFor(env, 'user'), `${A}/movements/in-bulk-c`));
    expect(Object.keys(movement.data()?.deltas ?? {})).toHaveLength(120);
    const last = await getDoc(doc(dbFor(env, 'user'), `${A}/stock/bulk119`));
    expect(last.data()).toMatchObject({ quantity: 120, averageCostCents: 219, lastPurchasePriceCents: 219 });
  });
});
