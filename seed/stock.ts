/**
 * Stock data on the emulators through the Admin SDK (rules bypassed), in the
 * shapes the stock writer writes:
 *  - seedStockCatalogue: products, vendors and clients for tests;
 *  - seedConfirmedDocument: an entrada/salida confirmed (and maybe annulled)
 *    exactly as the writer would, using its pure planner;
 *  - seedDemoStock: a few months of entradas and salidas for `npm start`;
 *  - seedStockBenchmark: N products with stock and M ledger movements, written
 *    in batches of 500, deterministic, timed.
 */
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { toThousandths, fromThousandths } from '../src/domain/quantity';
import { centsByKey, issueStock, receiveStock, type ValuedStock } from '../src/domain/stock';
import { unitCostCents } from '../src/domain/stockReversal';
import { documentNumberFor } from '../src/domain/stock/documentNumber';
import { newDraftDocument } from '../src/domain/stock/draftFields';
import { stockFiguresOf } from '../src/domain/stock/stockCommand';
import { costOfGoodsCents, planStockChange, type ProductFacts } from '../src/domain/stock/stockPlan';
import { COLLECTION_OF, movementIdFor, type DocDraft, type DocKind, type DocLine, type StockFigures } from '../src/domain/stock/stockTypes';
import type { DemoCalendar } from './demoCalendar';
import { adminDb, now } from './lib';
import { bulkProductDraft, cifFor, eanFor, partyDoc, productDoc } from './masterData';

// ---- Test catalogue -------------------------------------------------------------

export interface CatalogueProduct {
  id: string;
  code: string;
  name: string;
  salePrice?: string;
  minStock?: string;
  unit?: string;
  barcode?: string;
}

/** Products (with their code documents), vendors and clients for a test company. */
export async function seedStockCatalogue(
  corpId: string,
  products: CatalogueProduct[],
  parties: { vendors?: { id: string; name: string }[]; clients?: { id: string; name: string }[] } = {},
): Promise<void> {
  const db = adminDb();
  const batch = db.batch();
  products.forEach((p, i) => {
    const data = productDoc({
      code: p.code,
      name: p.name,
      unit: p.unit ?? 'ud',
      salePrice: p.salePrice ?? '10,00',
      vatRate: '21',
      minStock: p.minStock ?? '0',
      barcode: p.barcode ?? eanFor(7_000_000 + i),
      active: true,
    });
    batch.set(db.doc(`corporations/${corpId}/categories/${p.id}`), data);
    batch.set(db.doc(`corporations/${corpId}/productCodes/${String(data.codeKey)}`), { categoryId: p.id });
  });
  for (const [kind, list] of [
    ['vendor', parties.vendors ?? []],
    ['client', parties.clients ?? []],
  ] as const) {
    list.forEach((party, i) => {
      const coll = kind === 'vendor' ? 'vendors' : 'clients';
      batch.set(
        db.doc(`corporations/${corpId}/${coll}/${party.id}`),
        partyDoc(kind, { name: party.name, nif: cifFor('B', (kind === 'vendor' ? 3_000_000 : 4_000_000) + i), active: true }),
      );
    });
  }
  await batch.commit();
}

// ---- Confirmed documents, as the writer makes them ----------------------------------

export interface SeedDocument {
  kind: DocKind;
  id: string;
  draft: DocDraft;
  uid: string;
  annulReason?: string;
}

/** Writes the document as a borrador and then confirms (and annuls) it with the writer's planner, in transactions. */
export async function seedConfirmedDocument(corpId: string, d: SeedDocument): Promise<void> {
  const db = adminDb();
  const base = `corporations/${corpId}`;
  const docRef = db.doc(`${base}/${COLLECTION_OF[d.kind]}/${d.id}`);
  const number = documentNumberFor(d.kind, d.id);
  await docRef.set(newDraftDocument(d.draft, number, d.uid, now()));
  await applyWithAdmin(db, base, d, 'confirm', number);
  if (d.annulReason) await applyWithAdmin(db, base, d, 'annul', number);
}

async function applyWithAdmin(db: Firestore, base: string, d: SeedDocument, reason: 'confirm' | 'annul', number: string): Promise<void> {
  const docRef = db.doc(`${base}/${COLLECTION_OF[d.kind]}/${d.id}`);
  const productIds = [...new Set(d.draft.lines.map((l) => l.categoryId))];
  const movementId = movementIdFor(d.kind, d.id, reason);
  await db.runTransaction(async (tx) => {
    const stockSnaps = await Promise.all(productIds.map((id) => tx.get(db.doc(`${base}/stock/${id}`))));
    const productSnaps = await Promise.all(productIds.map((id) => tx.get(db.doc(`${base}/categories/${id}`))));
    const confirmation =
      reason === 'annul' ? (await tx.get(db.doc(`${base}/movements/${movementIdFor(d.kind, d.id, 'confirm')}`))).data() : undefined;
    const stocks: Record<string, StockFigures | undefined> = {};
    const products: Record<string, ProductFacts | undefined> = {};
    productIds.forEach((id, i) => {
      stocks[id] = stockSnaps[i]!.exists ? stockFiguresOf(id, stockSnaps[i]!.data()!) : undefined;
      const p = productSnaps[i]!.data();
      if (p) products[id] = { code: String(p.code), name: String(p.name), unit: String(p.unit), minStock: Number(p.minStock) };
    });
    const plan = planStockChange({
      kind: d.kind,
      reason,
      lines: d.draft.lines,
      stocks,
      products,
      allowNegative: false,
      date: d.draft.date,
      returnedCosts: centsByKey(confirmation?.costs),
    });
    if (!plan.ok) throw new Error(`No se puede sembrar ${d.id}: ${plan.code}`);
    tx.set(db.doc(`${base}/movements/${movementId}`), {
      docKind: d.kind,
      reason,
      documentId: d.id,
      documentNumber: number,
      date: d.draft.date,
      partyId: d.draft.partyId,
      partyName: d.draft.partyName,
      productIds,
      deltas: plan.deltas,
      balances: plan.balances,
      costs: plan.costs,
      unitCosts: plan.unitCosts,
      createdBy: d.uid,
      createdAt: FieldValue.serverTimestamp(),
    });
    for (const id of productIds) {
      tx.set(db.doc(`${base}/stock/${id}`), { ...plan.next[id], lastMovementId: movementId, updatedAt: FieldValue.serverTimestamp() });
    }
    tx.update(
      docRef,
      reason === 'confirm'
        ? {
            state: 'confirmada',
            confirmedAt: now(),
            confirmedBy: d.uid,
            ...(d.kind === 'output' ? { costCents: costOfGoodsCents(plan.costs) } : {}),
            updatedAt: now(),
          }
        : { state: 'anulada', annulledAt: now(), annulledBy: d.uid, annulReason: d.annulReason, updatedAt: now() },
    );
  });
}

// ---- Demo (npm start) ---------------------------------------------------------------

/**
 * Entradas from the demo vendors and salidas to the demo clients of the demo
 * products (seeded by masterData.ts): confirmed ones, one annulled, one
 * borrador, leaving some products below their minimum, dated by `calendar`.
 */
export async function seedDemoStock(corpId: string, uid: string, calendar: DemoCalendar): Promise<void> {
  const db = adminDb();
  const base = `corporations/${corpId}`;
  const ids = Array.from({ length: 12 }, (_, i) => `demo-product-${String(i + 1).padStart(2, '0')}`);
  const snaps = await Promise.all(ids.map((id) => db.doc(`${base}/categories/${id}`).get()));
  const products = snaps
    .filter((s) => s.exists)
    .map((s) => ({ ...(s.data() as Record<string, unknown>), id: s.id }) as Record<string, unknown> & { id: string });
  if (products.length < 6) return;
  const party = async (coll: 'vendors' | 'clients', n: number) => {
    const id = `demo-${coll === 'vendors' ? 'vendor' : 'client'}-${String(n).padStart(2, '0')}`;
    const s = await db.doc(`${base}/${coll}/${id}`).get();
    await s.ref.update({ inUse: true });
    return { partyId: id, partyName: String(s.data()?.name ?? id), partyNif: String(s.data()?.nif ?? '') };
  };
  const line = (i: number, quantity: number, priceCents?: number): DocLine => {
    const p = products[i % products.length]!;
    return {
      categoryId: p.id,
      code: String(p.code),
      name: String(p.name),
      unit: String(p.unit),
      quantity,
      unitPriceCents: priceCents ?? Math.round(Number(p.salePriceCents) * 0.6),
      discountPct: 0,
      vatRate: Number(p.vatRate),
    };
  };
  const doc = (date: string, who: Awaited<ReturnType<typeof party>>, reference: string, lines: DocLine[]): DocDraft => ({
    date,
    ...who,
    reference,
    notes: '',
    lines,
  });
  const v1 = await party('vendors', 1);
  const v2 = await party('vendors', 2);
  const c1 = await party('clients', 1);
  const c2 = await party('clients', 2);
  // Salida 02 goes to the client on 30 days, so that its invoice (36 days old) is overdue.
  const { date, stockId } = calendar;
  const albaran = (d: string, n: number) => `ALB-${d.slice(0, 4)}-${String(n).padStart(4, '0')}`;
  const plan: SeedDocument[] = [
    {
      kind: 'input',
      id: stockId.input01,
      uid,
      draft: doc(date.input01, v1, albaran(date.input01, 12), [line(0, 40), line(1, 30), line(2, 25), line(3, 20)]),
    },
    { kind: 'input', id: stockId.input02, uid, draft: doc(date.input02, v2, albaran(date.input02, 157), [line(4, 60), line(5, 500), line(6, 400)]) },
    { kind: 'output', id: stockId.output01, uid, draft: doc(date.output01, c2, 'PED-881', [line(0, 12, 690), line(1, 25, 975), line(5, 150, 62)]) },
    {
      kind: 'input',
      id: stockId.input03,
      uid,
      draft: doc(date.input03, v1, albaran(date.input03, 231), [line(0, 20), line(7, 30)]),
      annulReason: 'Albarán duplicado por el proveedor.',
    },
    { kind: 'output', id: stockId.output02, uid, draft: doc(date.output02, c1, 'PED-904', [line(2, 22, 540), line(4, 10, 415), line(6, 380, 41)]) },
    { kind: 'input', id: stockId.input04, uid, draft: doc(date.input04, v2, albaran(date.input04, 318), [line(1, 10, 620), line(7, 15)]) },
  ];
  for (const d of plan) await seedConfirmedDocument(corpId, d);
  // One borrador, not confirmed: it does not move stock.
  const draftId = stockId.output03Draft;
  const number = documentNumberFor('output', draftId);
  const draft = doc(date.output03Draft, c1, 'PED-925', [line(3, 5, 320)]);
  await db.doc(`${base}/outputs/${draftId}`).set(newDraftDocument(draft, number, uid, now()));
}

// ---- Benchmark ------------------------------------------------------------------

export interface StockBenchmarkResult {
  products: number;
  movements: number;
  hotProductId: string;
  hotMovements: number;
  writes: number;
  seconds: number;
}

/**
 * `products` products with their stock documents and `movements` single-product
 * ledger movements (one in ten on the first, "hot" product, so its history is
 * long), with balances that chain and never go below zero. Everything is
 * deterministic; written with the Admin SDK in batches of 500.
 */
export async function seedStockBenchmark(
  corpId: string,
  options: { products: number; movements: number; idPrefix?: string },
): Promise<StockBenchmarkResult> {
  const started = Date.now();
  const db = adminDb();
  const base = `corporations/${corpId}`;
  const idPrefix = options.idPrefix ?? 'bench-product-';
  const idOf = (i: number) => `${idPrefix}${String(i + 1).padStart(6, '0')}`;
  const writes: { path: string; data: Record<string, unknown> }[] = [];
  const state = Array.from({ length: options.products }, () => ({
    thousandths: 0,
    stock: { quantity: 0, valueCents: 0, averageCostCents: 0 } as ValuedStock,
    sold: {} as Record<string, number>,
    last: 0,
    lastMovementId: '',
  }));
  const facts: { code: string; name: string; unit: string; minStock: number }[] = [];

  for (let i = 0; i < options.products; i++) {
    const data = productDoc(bulkProductDraft(i));
    facts.push({ code: String(data.code), name: String(data.name), unit: String(data.unit), minStock: Number(data.minStock) });
    writes.push({ path: `${base}/categories/${idOf(i)}`, data });
    writes.push({ path: `${base}/productCodes/${String(data.codeKey)}`, data: { categoryId: idOf(i) } });
  }

  const t0 = Date.UTC(2025, 0, 1);
  let hotMovements = 0;
  for (let m = 0; m < options.movements; m++) {
    const p = m % 10 === 0 ? 0 : (m * 7919) % options.products;
    if (p === 0) hotMovements++;
    const s = state[p]!;
    const q = (1 + (m % 10)) * 1000;
    const output = m % 3 === 2 && s.thousandths >= q;
    const cost = 100 + (m % 50);
    const move = output ? issueStock(s.stock, fromThousandths(q)) : receiveStock(s.stock, fromThousandths(q), (q / 1000) * cost);
    s.stock = move.after;
    if (!output) s.last = cost;
    s.thousandths += output ? -q : q;
    const kind: DocKind = output ? 'output' : 'input';
    const documentId = `bench-${kind}-${String(m + 1).padStart(6, '0')}`;
    const id = movementIdFor(kind, documentId, 'confirm');
    s.lastMovementId = id;
    const date = new Date(t0 + m * 60_000);
    const year = date.toISOString().slice(0, 4);
    if (output) s.sold[year] = (s.sold[year] ?? 0) + move.costCents;
    writes.push({
      path: `${base}/movements/${id}`,
      data: {
        docKind: kind,
        reason: 'confirm',
        documentId,
        documentNumber: documentNumberFor(kind, `${documentId}${date.getTime()}`),
        date: date.toISOString().slice(0, 10),
        partyId: output ? 'bench-client-000001' : 'bench-vendor-000001',
        partyName: output ? 'Cliente de prueba 000001 S.L.' : 'Proveedor de prueba 000001 S.L.',
        productIds: [idOf(p)],
        deltas: { [idOf(p)]: fromThousandths(output ? -q : q) },
        balances: { [idOf(p)]: fromThousandths(s.thousandths) },
        costs: { [idOf(p)]: move.costCents },
        unitCosts: { [idOf(p)]: unitCostCents(move.costCents, fromThousandths(q)) },
        createdBy: 'bench',
        createdAt: Timestamp.fromMillis(date.getTime()),
      },
    });
  }

  state.forEach((s, i) => {
    const f = facts[i]!;
    const quantity = fromThousandths(s.thousandths);
    writes.push({
      path: `${base}/stock/${idOf(i)}`,
      data: {
        categoryId: idOf(i),
        ...f,
        quantity,
        averageCostCents: s.stock.averageCostCents,
        lastPurchasePriceCents: s.last,
        valueCents: s.stock.valueCents,
        costOfSalesByYear: s.sold,
        belowMinimum: s.thousandths <= toThousandths(f.minStock),
        lastMovementId: s.lastMovementId || 'none',
        updatedAt: Timestamp.fromMillis(t0 + options.movements * 60_000),
      },
    });
  });

  // Batches of 500, four in flight.
  const batches: (typeof writes)[] = [];
  for (let i = 0; i < writes.length; i += 500) batches.push(writes.slice(i, i + 500));
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < batches.length) {
        const chunk = batches[next++]!;
        const batch = db.batch();
        for (const w of chunk) batch.set(db.doc(w.path), w.data);
        await batch.commit();
      }
    }),
  );
  return {
    products: options.products,
    movements: options.movements,
    hotProductId: idOf(0),
    hotMovements,
    writes: writes.length,
    seconds: (Date.now() - started) / 1000,
  };
}
