/**
 * The trusted stock commands (functions/src/stock) called as the app calls them, through the
 * Functions emulator, then what they wrote read back with the rules disabled: confirming and
 * annulling entradas and salidas, refreshing a product's stock copies, and every refusal.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, setDoc, updateDoc, where, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recentMovementsOf } from '../../src/domain/summaries';
import type { DocLine } from '../../src/domain/stock/stockTypes';
import { CORP_A, CORP_B, seedWorld } from '../rules/support';
import { draft, draftDocument, line, movement, party, product, seedCatalogue, stockLevel, stockSummaryPath } from '../rules/stockSupport';
import { asAdmin, callAs, createFunctionsEnv, expectOk } from './support';

const A = `corporations/${CORP_A}`;
const B = `corporations/${CORP_B}`;

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createFunctionsEnv();
});
afterAll(() => env?.cleanup());

/**
 * Company A: products p1..p3; p1 has 10 at 1,00 € from the confirmed entrada confIn; vendor v1
 * and client c1 not yet in use. Company B: p1 with 7 and its own borrador draftB.
 */
beforeEach(async () => {
  await seedWorld(env);
  await asAdmin(env, async (db) => {
    await seedCatalogue(db, CORP_A, ['p1', 'p2', 'p3']);
    await seedCatalogue(db, CORP_B, ['p1']);
    await setDoc(doc(db, `${A}/vendors/v1`), { ...party('Proveedor Uno'), inUse: false });
    await setDoc(doc(db, `${A}/clients/c1`), { ...party('Cliente Uno', 'client'), inUse: false });
    await setDoc(doc(db, `${A}/inputs/confIn`), {
      ...draftDocument('N-confIn', 'user', draft('v1', [line('p1', 10)])),
      state: 'confirmada',
      confirmedBy: 'user',
    });
    await setDoc(doc(db, `${A}/movements/in-confIn-c`), movement('input', 'confirm', 'confIn', { p1: 10 }, { p1: 10 }, 'user'));
    await setDoc(doc(db, `${A}/stock/p1`), stockLevel('p1', 10, 'in-confIn-c'));
    await setDoc(doc(db, stockSummaryPath(CORP_A)), { valueCents: 1000, belowMinimumCount: 0, lastMovementId: 'in-confIn-c' });
    await setDoc(doc(db, `${B}/stock/p1`), stockLevel('p1', 7, 'in-x-c'));
    await setDoc(doc(db, `${B}/inputs/draftB`), draftDocument('N-draftB', 'otherCompanyAdmin', draft('v1', [line('p1', 1)])));
  });
});

const collectionOf = (kind: 'input' | 'output') => (kind === 'input' ? 'inputs' : 'outputs');

/** Seeds a borrador of company A (rules disabled), as the editor saves it, with `overrides` on top. */
async function seedDraft(kind: 'input' | 'output', id: string, lines: DocLine[], overrides: Record<string, unknown> = {}) {
  await asAdmin(env, (db) =>
    setDoc(doc(db, `${A}/${collectionOf(kind)}/${id}`), {
      ...draftDocument(`N-${id}`, 'user', draft(kind === 'input' ? 'v1' : 'c1', lines)),
      ...overrides,
    }),
  );
}

const read = (path: string) => asAdmin(env, async (db) => (await getDoc(doc(db, path))).data());
const confirm = (uid: string | null, kind: 'input' | 'output', documentId: string, corpId = CORP_A) =>
  callAs(uid, 'confirmStockDocument', { corpId, kind, documentId });
const annul = (uid: string, kind: 'input' | 'output', documentId: string, reason: Record<string, unknown> = { reason: 'Albarán duplicado' }) =>
  callAs(uid, 'annulStockDocument', { corpId: CORP_A, kind, documentId, ...reason });

describe('confirmStockDocument', () => {
  it('confirms an entrada: stock at the weighted average cost, one movement, the summary, the vendor in use', async () => {
    await seedDraft('input', 'd1', [line('p1', 5, 300), line('p2', 3, 250)]);
    expect(await expectOk('user', 'confirmStockDocument', { corpId: CORP_A, kind: 'input', documentId: 'd1' })).toEqual({ movementId: 'in-d1-c' });

    expect(await read(`${A}/inputs/d1`)).toMatchObject({ state: 'confirmada', confirmedBy: 'user', partyName: 'Proveedor Uno' });
    expect(await read(`${A}/stock/p1`)).toMatchObject({
      quantity: 15,
      averageCostCents: 167,
      lastPurchasePriceCents: 300,
      valueCents: 2500,
      lastMovementId: 'in-d1-c',
    });
    expect(await read(`${A}/stock/p2`)).toMatchObject({ quantity: 3, averageCostCents: 250, valueCents: 750, belowMinimum: false, code: 'P2' });
    expect(await read(`${A}/movements/in-d1-c`)).toMatchObject({
      docKind: 'input',
      reason: 'confirm',
      documentNumber: 'N-d1',
      productIds: ['p1', 'p2'],
      deltas: { p1: 5, p2: 3 },
      balances: { p1: 15, p2: 3 },
      costs: { p1: 1500, p2: 750 },
      unitCosts: { p1: 300, p2: 250 },
      createdBy: 'user',
    });
    expect(await read(stockSummaryPath(CORP_A))).toMatchObject({ valueCents: 2500 + 750, belowMinimumCount: 0, lastMovementId: 'in-d1-c' });
    expect((await read(`${A}/vendors/v1`))?.inUse).toBe(true);
  });

  it('confirms a salida: stock goes down at the same average cost, its cost of goods recorded, the client in use', async () => {
    await seedDraft('output', 's1', [line('p1', 4, 900)]);
    await expectOk('admin', 'confirmStockDocument', { corpId: CORP_A, kind: 'output', documentId: 's1' });
    expect(await read(`${A}/stock/p1`)).toMatchObject({ quantity: 6, averageCostCents: 100, valueCents: 600, costOfSalesByYear: { '2026': 400 } });
    expect(await read(`${A}/movements/out-s1-c`)).toMatchObject({
      deltas: { p1: -4 },
      balances: { p1: 6 },
      costs: { p1: 400 },
      unitCosts: { p1: 100 },
    });
    expect(await read(`${A}/outputs/s1`)).toMatchObject({ state: 'confirmada', costCents: 400 });
    expect((await read(`${A}/clients/c1`))?.inUse).toBe(true);
  });

  it("keeps Inicio's latest movements on the summary: adds each one, drops the oldest beyond 10", async () => {
    // Ten older movements already listed (one written at each of the first ten seconds of 2026).
    const older = Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [
        `in-old${i}-c`,
        {
          docKind: 'input',
          reason: 'confirm',
          documentId: `old${i}`,
          documentNumber: `E-${i}`,
          date: '2026-01-01',
          partyName: 'Viejo',
          createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1, 0, 0, i)),
        },
      ]),
    );
    await asAdmin(env, (db) => updateDoc(doc(db, stockSummaryPath(CORP_A)), { recentMovements: older }));
    await seedDraft('input', 'd1', [line('p1', 5, 300)]);
    await expectOk('user', 'confirmStockDocument', { corpId: CORP_A, kind: 'input', documentId: 'd1' });

    const recent = (await read(stockSummaryPath(CORP_A)))?.recentMovements as Record<string, Record<string, unknown>>;
    expect(Object.keys(recent).sort()).toEqual(['in-d1-c', ...Array.from({ length: 9 }, (_, i) => `in-old${i + 1}-c`)].sort());
    expect(recent['in-d1-c']).toMatchObject({
      docKind: 'input',
      reason: 'confirm',
      documentId: 'd1',
      documentNumber: 'N-d1',
      partyName: 'Proveedor Uno',
    });
    expect(recent['in-d1-c']!.createdAt).toBeInstanceOf(Timestamp);

    await expectOk('admin', 'annulStockDocument', { corpId: CORP_A, kind: 'input', documentId: 'd1', reason: 'Albarán duplicado' });
    const after = recentMovementsOf((await read(stockSummaryPath(CORP_A)))?.recentMovements)!;
    expect(after.map((m) => m.id).slice(0, 3)).toEqual(['in-d1-a', 'in-d1-c', 'in-old9-c']);
    expect(after).toHaveLength(10);
    expect(after[0]).toMatchObject({ reason: 'annul', documentNumber: 'N-d1' });
  });

  it('counts a product that falls to its minimum in the summary', async () => {
    await seedDraft('output', 's1', [line('p1', 8)]);
    await expectOk('user', 'confirmStockDocument', { corpId: CORP_A, kind: 'output', documentId: 's1' });
    expect(await read(stockSummaryPath(CORP_A))).toMatchObject({ valueCents: 200, belowMinimumCount: 1 });
  });

  it('ignores forged totals, line names and party name in the borrador: recomputed from lines, products and party', async () => {
    const forged = { ...line('p1', 2, 1000), name: 'Lingote de oro', code: 'ORO', unit: 'kg' };
    await seedDraft('input', 'd1', [forged], {
      totals: { baseCents: 1, vatCents: 0, totalCents: 1 },
      lineCount: 7,
      productIds: ['p3'],
      partyName: 'Falso',
    });
    await expectOk('user', 'confirmStockDocument', { corpId: CORP_A, kind: 'input', documentId: 'd1' });
    const stored = await read(`${A}/inputs/d1`);
    expect(stored).toMatchObject({
      totals: { baseCents: 2000, vatCents: 420, totalCents: 2420 },
      lineCount: 1,
      productIds: ['p1'],
      partyName: 'Proveedor Uno',
      lines: [{ categoryId: 'p1', code: 'P1', name: 'Producto p1', unit: 'ud', quantity: 2, unitPriceCents: 1000 }],
    });
    expect((await read(`${A}/movements/in-d1-c`))?.partyName).toBe('Proveedor Uno');
  });

  it('lets stock go below zero when the company allows it', async () => {
    await asAdmin(env, async (db) => {
      const corp = (await getDoc(doc(db, A))).data()!;
      await updateDoc(doc(db, A), { data: { ...corp.data, allowNegativeStock: true } });
    });
    await seedDraft('output', 'big', [line('p1', 11)]);
    await expectOk('user', 'confirmStockDocument', { corpId: CORP_A, kind: 'output', documentId: 'big' });
    expect(await read(`${A}/stock/p1`)).toMatchObject({ quantity: -1, belowMinimum: true });
  });

  it('confirms a 120-line entrada of different products in one call', async () => {
    const ids = Array.from({ length: 120 }, (_, i) => `bulk${String(i).padStart(3, '0')}`);
    await asAdmin(env, async (db) => {
      const batch = writeBatch(db);
      for (const id of ids) batch.set(doc(db, `${A}/categories/${id}`), product(id));
      await batch.commit();
    });
    await seedDraft(
      'input',
      'bulk',
      ids.map((id, i) => line(id, i + 1, 100 + i)),
    );
    await expectOk('user', 'confirmStockDocument', { corpId: CORP_A, kind: 'input', documentId: 'bulk' });
    expect(Object.keys((await read(`${A}/movements/in-bulk-c`))?.deltas ?? {})).toHaveLength(120);
    expect(await read(`${A}/stock/bulk119`)).toMatchObject({ quantity: 120, averageCostCents: 219, lastPurchasePriceCents: 219 });
  });
});

describe('confirmStockDocument refuses', () => {
  /** Nothing moved: the document is still a borrador, p1 still at 10, no movement. */
  async function expectNothingWritten(kind: 'input' | 'output', id: string) {
    expect((await read(`${A}/${collectionOf(kind)}/${id}`))?.state).toBe('borrador');
    expect((await read(`${A}/stock/p1`))?.quantity).toBe(10);
    expect(await read(`${A}/movements/${kind === 'input' ? 'in' : 'out'}-${id}-c`)).toBeUndefined();
  }

  it('a line whose product does not exist, naming it', async () => {
    await seedDraft('input', 'd1', [line('p1', 1), line('ghost', 2)]);
    const result = await confirm('user', 'input', 'd1');
    expect(result).toMatchObject({ ok: false, code: 'unknownProduct', details: { productIds: ['ghost'] } });
    await expectNothingWritten('input', 'd1');
    expect(await read(`${A}/stock/ghost`)).toBeUndefined();
  });

  it('a salida that would leave stock below zero', async () => {
    await seedDraft('output', 's1', [line('p1', 11)]);
    expect(await confirm('user', 'output', 's1')).toMatchObject({
      ok: false,
      code: 'shortage',
      details: { shortages: [{ productId: 'p1', available: 10, requested: 11, short: 1 }], productNames: { p1: 'Producto p1 (P1)' } },
    });
    await expectNothingWritten('output', 's1');
  });

  it('a salida whose two lines of one product together exceed the stock', async () => {
    await seedDraft('output', 's1', [line('p1', 6), line('p2', 0.001), line('p1', 5)]);
    expect(await confirm('user', 'output', 's1')).toMatchObject({ ok: false, code: 'shortage' });
  });

  it.each([
    ['quantity -3', { quantity: -3 }, 'quantityNegative'],
    ['unitPriceCents 1.5', { unitPriceCents: 1.5 }, 'priceNotInteger'],
    ['quantity 2.0001', { quantity: 2.0001 }, 'quantityPrecision'],
    ['quantity 0', { quantity: 0 }, 'quantityZero'],
    ['a discount of 100.5 %', { discountPct: 100.5 }, 'discountRange'],
    ['VAT 7 %', { vatRate: 7 }, 'vatRateInvalid'],
    ['a quantity above a million', { quantity: 1_000_001 }, 'quantityRange'],
    ['a quantity as text', { quantity: '5' }, 'fieldType'],
  ])('an invalid line deep in the document: line 5 of 9 with %s', async (_, bad, error) => {
    // The editor would never save it: the stored lines are replaced after the figures were computed.
    const lines = Array.from({ length: 9 }, (_, i) => line(i === 4 ? 'p1' : i % 2 ? 'p2' : 'p3', 1));
    await seedDraft('input', 'd1', lines, { lines: lines.map((l, i) => (i === 4 ? { ...l, ...bad } : l)) });
    expect(await confirm('user', 'input', 'd1')).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      code: 'invalid',
      details: { line: 5, errors: [error] },
    });
    await expectNothingWritten('input', 'd1');
    expect(await read(`${A}/stock/p2`)).toBeUndefined();
  });

  it('a document that is not a borrador, so it is never applied twice', async () => {
    await seedDraft('input', 'd1', [line('p1', 5)]);
    await expectOk('user', 'confirmStockDocument', { corpId: CORP_A, kind: 'input', documentId: 'd1' });
    expect(await confirm('admin', 'input', 'd1')).toMatchObject({ ok: false, code: 'notDraft' });
    expect((await read(`${A}/stock/p1`))?.quantity).toBe(15);
  });

  it('a document without lines, or one that does not exist', async () => {
    await seedDraft('input', 'empty', []);
    expect(await confirm('user', 'input', 'empty')).toMatchObject({ ok: false, code: 'noLines' });
    expect(await confirm('user', 'input', 'nope')).toMatchObject({ ok: false, code: 'notFound' });
  });

  it('a document whose party no longer exists', async () => {
    await seedDraft('input', 'd1', [line('p1', 1)], { partyId: 'vGone' });
    expect(await confirm('user', 'input', 'd1')).toMatchObject({ ok: false, code: 'partyMissing' });
    await expectNothingWritten('input', 'd1');
  });

  it.each([
    ['an inactive caller', 'inactive', 'inactive'],
    ['a restricted caller', 'restricted', 'role'],
    ['a caller without a profile', 'noProfile', 'noProfile'],
  ])('%s', async (_, uid, reason) => {
    await seedDraft('input', 'd1', [line('p1', 5)]);
    expect(await confirm(uid, 'input', 'd1')).toMatchObject({ ok: false, code: 'denied', details: { reason } });
    await expectNothingWritten('input', 'd1');
  });

  it('a caller who is not signed in', async () => {
    await seedDraft('input', 'd1', [line('p1', 5)]);
    expect(await confirm(null, 'input', 'd1')).toMatchObject({ ok: false, code: 'unauthenticated' });
  });

  it("a caller of another company, naming company A or their own company's path to A's draft", async () => {
    await seedDraft('input', 'd1', [line('p1', 5)]);
    expect(await confirm('otherCompanyAdmin', 'input', 'd1', CORP_A)).toMatchObject({ ok: false, code: 'denied', details: { reason: 'company' } });
    expect(await confirm('otherCompanyAdmin', 'input', 'd1', CORP_B)).toMatchObject({ ok: false, code: 'notFound' });
    await expectNothingWritten('input', 'd1');
  });

  it("a caller of company A confirming company B's borrador", async () => {
    expect(await confirm('admin', 'input', 'draftB', CORP_B)).toMatchObject({ ok: false, code: 'denied' });
    expect(await confirm('admin', 'input', 'draftB', CORP_A)).toMatchObject({ ok: false, code: 'notFound' });
    expect((await read(`${B}/stock/p1`))?.quantity).toBe(7);
    expect((await read(`${B}/inputs/draftB`))?.state).toBe('borrador');
  });

  it.each([
    ['an unknown kind', { kind: 'transfer', documentId: 'd1' }],
    ['a kind given in capitals', { kind: 'INPUT', documentId: 'd1' }],
    ['no document id', { kind: 'input' }],
    ['a document id that is a path', { kind: 'input', documentId: 'd1/../x' }],
    ['a document id that is a number', { kind: 'input', documentId: 12 }],
  ])('%s', async (_, data) => {
    await seedDraft('input', 'd1', [line('p1', 5)]);
    expect(await callAs('user', 'confirmStockDocument', { corpId: CORP_A, ...data })).toMatchObject({ ok: false, code: 'invalid' });
    await expectNothingWritten('input', 'd1');
  });
});

/** Confirms (or annuls) through the command and returns p2's stock level afterwards. */
async function move(kind: 'input' | 'output', id: string, lines: DocLine[]) {
  await seedDraft(kind, id, lines);
  await expectOk('user', 'confirmStockDocument', { corpId: CORP_A, kind, documentId: id });
  return read(`${A}/stock/p2`);
}

// PGC NRV 10ª.1, precio medio ponderado; each figure computed by hand.
describe('stock value through the commands', () => {
  it('keeps the exact value: 10 at 5,00 € + 5 at 8,00 € −10 % is 86,00 €, not 15 × 5,73 € = 85,95 €', async () => {
    await move('input', 'e1', [line('p2', 10, 500)]);
    expect(await move('input', 'e2', [{ ...line('p2', 5, 800), discountPct: 10 }])).toMatchObject({
      quantity: 15,
      valueCents: 8600,
      averageCostCents: 573,
    });
    expect(await read(stockSummaryPath(CORP_A))).toMatchObject({ valueCents: 1000 + 8600 });
    // Selling all 15 takes exactly 86,00 € out and leaves nothing behind.
    expect(await move('output', 's1', [line('p2', 15, 900)])).toMatchObject({ quantity: 0, valueCents: 0 });
    expect(await read(`${A}/outputs/s1`)).toMatchObject({ costCents: 8600 });
  });

  it('keeps the exact value of kg: 1 kg at 4,50 € + 2,25 kg at 3,25 € is 11,81 €, not 3,25 × 3,63 € = 11,80 €', async () => {
    await move('input', 'e1', [line('p2', 1, 450)]);
    expect(await move('input', 'e2', [line('p2', 2.25, 325)])).toMatchObject({ quantity: 3.25, valueCents: 1181, averageCostCents: 363 });
  });

  it('gives an annulled salida back at the cost it left at: 92,00 €, not 16 × 6,00 € = 96,00 €', async () => {
    await move('input', 'e1', [line('p2', 10, 500)]);
    await move('output', 's1', [line('p2', 4, 900)]);
    expect(await read(`${A}/outputs/s1`)).toMatchObject({ costCents: 2000 });
    expect(await move('input', 'e2', [line('p2', 6, 700)])).toMatchObject({ quantity: 12, valueCents: 7200, averageCostCents: 600 });
    await expectOk('user', 'annulStockDocument', { corpId: CORP_A, kind: 'output', documentId: 's1', reason: 'Devuelta' });
    expect(await read(`${A}/stock/p2`)).toMatchObject({ quantity: 16, valueCents: 9200, averageCostCents: 575, costOfSalesByYear: { '2026': 0 } });
    expect(await read(`${A}/movements/out-s1-a`)).toMatchObject({ deltas: { p2: 4 }, costs: { p2: 2000 } });
    expect(await read(stockSummaryPath(CORP_A))).toMatchObject({ valueCents: 1000 + 9200 });
  });

  it('takes an annulled entrada out at exactly what it added: back to 50,00 € and 5,00 €', async () => {
    await move('input', 'e1', [line('p2', 10, 500)]);
    await move('input', 'e2', [{ ...line('p2', 5, 800), discountPct: 10 }]);
    await expectOk('user', 'annulStockDocument', { corpId: CORP_A, kind: 'input', documentId: 'e2', reason: 'Duplicada' });
    expect(await read(`${A}/stock/p2`)).toMatchObject({ quantity: 10, valueCents: 5000, averageCostCents: 500 });
    expect(await read(`${A}/movements/in-e2-a`)).toMatchObject({ costs: { p2: 3600 } });
  });

  it('reads a level stored before values were kept as quantity × average, and an old salida comes back at the average', async () => {
    // p1: 10 at 1,00 € with no valueCents, as an old writer might have left it; an old salida without costs.
    await asAdmin(env, async (db) => {
      const { valueCents: _old, ...level } = stockLevel('p1', 6, 'out-old-c', { averageCostCents: 150 });
      await setDoc(doc(db, `${A}/stock/p1`), level);
      await setDoc(doc(db, `${A}/outputs/old`), {
        ...draftDocument('N-old', 'user', draft('c1', [line('p1', 4)])),
        state: 'confirmada',
        confirmedBy: 'user',
      });
      await setDoc(doc(db, `${A}/movements/out-old-c`), movement('output', 'confirm', 'old', { p1: -4 }, { p1: 6 }, 'user'));
    });
    await expectOk('user', 'annulStockDocument', { corpId: CORP_A, kind: 'output', documentId: 'old', reason: 'Antigua' });
    // 6 × 1,50 € = 9,00 € read, plus 4 × 1,50 € back.
    expect(await read(`${A}/stock/p1`)).toMatchObject({ quantity: 10, valueCents: 1500, averageCostCents: 150 });
    expect(await read(`${A}/movements/out-old-a`)).toMatchObject({ costs: { p1: 600 } });
  });
});

describe('annulStockDocument', () => {
  it('annuls a confirmed entrada with a reason: stock reversed, a second movement, who and why', async () => {
    expect(await annul('user', 'input', 'confIn')).toEqual({ ok: true, data: { movementId: 'in-confIn-a' } });
    expect(await read(`${A}/inputs/confIn`)).toMatchObject({ state: 'anulada', annulledBy: 'user', annulReason: 'Albarán duplicado' });
    expect(await read(`${A}/stock/p1`)).toMatchObject({ quantity: 0, valueCents: 0, belowMinimum: true });
    expect(await read(`${A}/movements/in-confIn-a`)).toMatchObject({ reason: 'annul', deltas: { p1: -10 }, balances: { p1: 0 } });
    expect(await read(stockSummaryPath(CORP_A))).toMatchObject({ valueCents: 0, belowMinimumCount: 1, lastMovementId: 'in-confIn-a' });
  });

  it('annuls a confirmed salida, giving its stock back', async () => {
    await seedDraft('output', 's1', [line('p1', 4)]);
    await expectOk('user', 'confirmStockDocument', { corpId: CORP_A, kind: 'output', documentId: 's1' });
    await expectOk('admin', 'annulStockDocument', { corpId: CORP_A, kind: 'output', documentId: 's1', reason: 'Devuelto' });
    expect((await read(`${A}/stock/p1`))?.quantity).toBe(10);
    expect((await read(`${A}/outputs/s1`))?.state).toBe('anulada');
  });

  it('refuses an invoiced document', async () => {
    await asAdmin(env, (db) => updateDoc(doc(db, `${A}/inputs/confIn`), { invoiced: true, invoiceId: 'f1' }));
    expect(await annul('user', 'input', 'confIn')).toMatchObject({ ok: false, code: 'invoiced' });
    expect((await read(`${A}/stock/p1`))?.quantity).toBe(10);
  });

  it.each([
    ['a blank reason', { reason: '   ' }, 'reasonRequired'],
    ['a reason of 501 characters', { reason: 'x'.repeat(501) }, 'reasonRequired'],
    ['no reason at all', {}, 'invalid'],
    ['a reason that is not text', { reason: 42 }, 'invalid'],
  ])('refuses %s', async (_, reason, code) => {
    expect(await annul('user', 'input', 'confIn', reason)).toMatchObject({ ok: false, code });
    expect((await read(`${A}/inputs/confIn`))?.state).toBe('confirmada');
  });

  it('refuses a borrador, and a second annulment', async () => {
    await seedDraft('input', 'd1', [line('p1', 1)]);
    expect(await annul('user', 'input', 'd1')).toMatchObject({ ok: false, code: 'notConfirmed' });
    await expectOk('user', 'annulStockDocument', { corpId: CORP_A, kind: 'input', documentId: 'confIn', reason: 'Error' });
    expect(await annul('user', 'input', 'confIn')).toMatchObject({ ok: false, code: 'notConfirmed' });
    expect((await read(`${A}/stock/p1`))?.quantity).toBe(0);
  });

  it('refuses an annulment that would leave stock below zero', async () => {
    await seedDraft('output', 's1', [line('p1', 8)]);
    await expectOk('user', 'confirmStockDocument', { corpId: CORP_A, kind: 'output', documentId: 's1' });
    expect(await annul('user', 'input', 'confIn')).toMatchObject({ ok: false, code: 'shortage' });
  });

  it('refuses a restricted caller', async () => {
    expect(await annul('restricted', 'input', 'confIn')).toMatchObject({ ok: false, code: 'denied' });
  });
});

describe('refreshProductStock', () => {
  const refresh = (uid: string, productId: unknown) => callAs(uid, 'refreshProductStock', { corpId: CORP_A, productId });

  it('copies the product onto its stock level and counts it when it falls under its new minimum', async () => {
    await asAdmin(env, (db) => setDoc(doc(db, `${A}/categories/p1`), product('p1', { name: 'Tornillo M8', unit: 'caja', minStock: 12 })));
    expect(await refresh('admin', 'p1')).toEqual({ ok: true, data: { refreshed: true } });
    expect(await read(`${A}/stock/p1`)).toMatchObject({ name: 'Tornillo M8', unit: 'caja', minStock: 12, belowMinimum: true, quantity: 10 });
    expect((await read(stockSummaryPath(CORP_A)))?.belowMinimumCount).toBe(1);
    // Again, with nothing changed: the count does not drift.
    await refresh('admin', 'p1');
    expect((await read(stockSummaryPath(CORP_A)))?.belowMinimumCount).toBe(1);
    await asAdmin(env, (db) => setDoc(doc(db, `${A}/categories/p1`), product('p1', { minStock: 1 })));
    await refresh('superadmin', 'p1');
    expect((await read(stockSummaryPath(CORP_A)))?.belowMinimumCount).toBe(0);
  });

  it.each([
    ['without a minimum', { minStock: 0 }],
    ['that is a service', { stocked: false }],
  ])('does nothing for a product %s that never moved', async (_, overrides) => {
    await asAdmin(env, (db) => setDoc(doc(db, `${A}/categories/p2`), product('p2', overrides)));
    expect(await refresh('admin', 'p2')).toEqual({ ok: true, data: { refreshed: false } });
    expect(await read(`${A}/stock/p2`)).toBeUndefined();
    expect((await read(stockSummaryPath(CORP_A)))?.belowMinimumCount).toBe(0);
  });

  // Issue 29: a product given a minimum before it ever moved had no level, so «Solo bajo mínimo»
  // (stock where belowMinimum == true) and Inicio's count missed it at 0 units.
  it('gives a never-moved product with a minimum a level at 0, below its minimum, counted once', async () => {
    expect(await refresh('admin', 'p2')).toEqual({ ok: true, data: { refreshed: true } });
    expect(await read(`${A}/stock/p2`)).toMatchObject({ categoryId: 'p2', code: 'P2', minStock: 2, quantity: 0, valueCents: 0, belowMinimum: true });
    expect((await read(`${A}/stock/p2`))?.lastMovementId).toBeUndefined();
    expect((await read(stockSummaryPath(CORP_A)))?.belowMinimumCount).toBe(1);
    const below = await asAdmin(env, async (db) =>
      (await getDocs(query(collection(db, `${A}/stock`), where('belowMinimum', '==', true), orderBy('code')))).docs.map((d) => d.id),
    );
    expect(below).toEqual(['p2']);
    // Saved again: nothing drifts.
    await refresh('admin', 'p2');
    expect((await read(stockSummaryPath(CORP_A)))?.belowMinimumCount).toBe(1);
  });

  it('removes that unmoved level again when the minimum goes or the product is deleted, and the count with it', async () => {
    await refresh('admin', 'p2');
    await asAdmin(env, (db) => setDoc(doc(db, `${A}/categories/p2`), product('p2', { minStock: 0 })));
    expect(await refresh('admin', 'p2')).toEqual({ ok: true, data: { refreshed: true } });
    expect(await read(`${A}/stock/p2`)).toBeUndefined();
    expect((await read(stockSummaryPath(CORP_A)))?.belowMinimumCount).toBe(0);

    await refresh('admin', 'p3');
    expect((await read(stockSummaryPath(CORP_A)))?.belowMinimumCount).toBe(1);
    await asAdmin(env, (db) => deleteDoc(doc(db, `${A}/categories/p3`)));
    expect(await refresh('admin', 'p3')).toEqual({ ok: true, data: { refreshed: true } });
    expect(await read(`${A}/stock/p3`)).toBeUndefined();
    expect((await read(stockSummaryPath(CORP_A)))?.belowMinimumCount).toBe(0);
  });

  it('an entrada on that level takes it over: above the minimum, uncounted, no longer removable', async () => {
    await refresh('admin', 'p2');
    await seedDraft('input', 'd2', [line('p2', 5)]);
    expect(await confirm('user', 'input', 'd2')).toMatchObject({ ok: true });
    expect(await read(`${A}/stock/p2`)).toMatchObject({ quantity: 5, belowMinimum: false, lastMovementId: 'in-d2-c' });
    expect((await read(stockSummaryPath(CORP_A)))?.belowMinimumCount).toBe(0);
    await asAdmin(env, (db) => setDoc(doc(db, `${A}/categories/p2`), product('p2', { minStock: 0 })));
    await refresh('admin', 'p2');
    expect(await read(`${A}/stock/p2`)).toMatchObject({ quantity: 5, minStock: 0 });
  });

  it('keeps a level that has moved, even when its product is gone', async () => {
    await asAdmin(env, (db) => deleteDoc(doc(db, `${A}/categories/p1`)));
    expect(await refresh('admin', 'p1')).toMatchObject({ ok: false, code: 'notFound' });
    expect(await read(`${A}/stock/p1`)).toMatchObject({ quantity: 10 });
  });

  it.each([
    ['a user (products are for admins)', 'user', 'p1', 'denied'],
    ['an admin of another company', 'otherCompanyAdmin', 'p1', 'denied'],
    ['a product that does not exist', 'admin', 'ghost', 'notFound'],
    ['a product id that is a path', 'admin', 'a/b', 'invalid'],
  ])('refuses %s', async (_, uid, productId, code) => {
    expect(await refresh(uid, productId)).toMatchObject({ ok: false, code });
  });
});
