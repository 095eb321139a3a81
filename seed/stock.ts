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
import { documentNumberFor } from '../src/domain/stock/documentNumber';
import { newDraftDocument } from '../src/domain/stock/draftFields';
import { checkStockDocument, planStockCommit, productFactsOf } from '../src/domain/stock/stockCommand';
import {
  COLLECTION_OF,
  movementIdFor,
  PARTY_COLLECTION_OF,
  type DocDraft,
  type DocKind,
  type DocLine,
  type StockFigures,
} from '../src/domain/stock/stockTypes';
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
  await applyWithAdmin(db, base, d, 'confirm');
  if (d.annulReason) await applyWithAdmin(db, base, d, 'annul');
}

/**
 * Confirms or annuls `d` in one transaction exactly as confirmStockDocument/annulStockDocument do:
 * checkStockDocument and planStockCommit (the commands' own planner) decide what is written, and
 * the plan's document, movement, stock levels and party are written as they are. The movement is
 * dated by the document's date even when annulling (the commands use today), so a demo reads the same any day.
 */
async function applyWithAdmin(db: Firestore, base: string, d: SeedDocument, reason: 'confirm' | 'annul'): Promise<void> {
  const docRef = db.doc(`${base}/${COLLECTION_OF[d.kind]}/${d.id}`);
  await db.runTransaction(async (tx) => {
    const stored = (await tx.get(docRef)).data();
    const checked = checkStockDocument(reason, stored);
    if (!checked.ok) throw new Error(`No se puede sembrar ${d.id}: ${checked.code}`);
    const { lines, productIds } = checked;
    const partyRef = db.doc(`${base}/${PARTY_COLLECTION_OF[d.kind]}/${String(stored!.partyId)}`);
    const [party, ...snaps] = await tx.getAll(
      partyRef,
      ...productIds.map((id) => db.doc(`${base}/categories/${id}`)),
      ...productIds.map((id) => db.doc(`${base}/stock/${id}`)),
    );
    const products: Record<string, Record<string, unknown> | undefined> = {};
    const stocks: Record<string, Record<string, unknown> | undefined> = {};
    productIds.forEach((id, i) => {
      products[id] = snaps[i]!.data();
      stocks[id] = snaps[productIds.length + i]!.data();
    });
    const confirmation =
      reason === 'annul' ? (await tx.get(db.doc(`${base}/movements/${movementIdFor(d.kind, d.id, 'confirm')}`))).data() : undefined;
    const plan = planStockCommit(
      {
        request: { kind: d.kind, reason, documentId: d.id, annulReason: d.annulReason ?? '' },
        uid: d.uid,
        stored: stored!,
        lines,
        productIds,
        party: party!.data(),
        products,
        stocks,
        confirmation,
        allowNegative: false,
        today: d.draft.date,
      },
      FieldValue.serverTimestamp(),
    );
    if (!plan.ok) throw new Error(`No se puede sembrar ${d.id}: ${plan.code}`);
    tx.create(db.doc(`${base}/movements/${plan.movementId}`), plan.movement);
    for (const id of productIds) tx.set(db.doc(`${base}/stock/${id}`), plan.stocks[id]!);
    tx.update(docRef, plan.document);
    if (plan.party) tx.update(partyRef, plan.party);
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

/** A product's stock level before any movement (what the benchmark writes for one that never moved). */
function emptyStockOf(categoryId: string, product: Record<string, unknown>): StockFigures {
  const facts = productFactsOf(product);
  return {
    categoryId,
    ...facts,
    quantity: 0,
    averageCostCents: 0,
    lastPurchasePriceCents: 0,
    valueCents: 0,
    costOfSalesByYear: {},
    belowMinimum: 0 <= facts.minStock,
    reserved: 0,
    backorder: 0,
    onOrder: 0,
    toOrder: Math.max(0, facts.minStock),
  };
}

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
  /** Each product's stock/{id} as its last movement left it (planStockCommit's `stocks`). */
  const stocks: Record<string, Record<string, unknown> | undefined> = {};
  const products: Record<string, Record<string, unknown>> = {};

  for (let i = 0; i < options.products; i++) {
    const data = productDoc(bulkProductDraft(i));
    products[idOf(i)] = data;
    writes.push({ path: `${base}/categories/${idOf(i)}`, data });
    writes.push({ path: `${base}/productCodes/${String(data.codeKey)}`, data: { categoryId: idOf(i) } });
  }

  const t0 = Date.UTC(2025, 0, 1);
  const vendor = { name: 'Proveedor de prueba 000001 S.L.', nif: '' };
  const client = { name: 'Cliente de prueba 000001 S.L.', nif: '' };
  let hotMovements = 0;
  for (let m = 0; m < options.movements; m++) {
    const p = m % 10 === 0 ? 0 : (m * 7919) % options.products;
    if (p === 0) hotMovements++;
    const categoryId = idOf(p);
    const quantity = 1 + (m % 10);
    const output = m % 3 === 2 && Number(stocks[categoryId]?.quantity ?? 0) >= quantity;
    const cost = 100 + (m % 50);
    const kind: DocKind = output ? 'output' : 'input';
    const documentId = `bench-${kind}-${String(m + 1).padStart(6, '0')}`;
    const date = new Date(t0 + m * 60_000);
    const at = Timestamp.fromMillis(date.getTime());
    const product = products[categoryId]!;
    const line: DocLine = {
      categoryId,
      code: String(product.code),
      name: String(product.name),
      unit: String(product.unit),
      quantity,
      // A salida's price is what the client pays; what leaves stock is valued at the average.
      unitPriceCents: output ? cost * 2 : cost,
      discountPct: 0,
      vatRate: 21,
    };
    const draft: DocDraft = {
      date: date.toISOString().slice(0, 10),
      partyId: output ? 'bench-client-000001' : 'bench-vendor-000001',
      partyName: (output ? client : vendor).name,
      partyNif: '',
      reference: '',
      notes: '',
      lines: [line],
    };
    // The one planner of the confirmStockDocument command (the document itself is not written).
    const plan = planStockCommit(
      {
        request: { kind, reason: 'confirm', documentId, annulReason: '' },
        uid: 'bench',
        stored: newDraftDocument(draft, documentNumberFor(kind, `${documentId}${date.getTime()}`), 'bench', at),
        lines: [line],
        productIds: [categoryId],
        party: output ? client : vendor,
        products: { [categoryId]: product },
        stocks: { [categoryId]: stocks[categoryId] },
        confirmation: undefined,
        allowNegative: false,
        today: draft.date,
      },
      at,
    );
    if (!plan.ok) throw new Error(`Plan imposible para ${documentId}: ${plan.code}`);
    stocks[categoryId] = plan.stocks[categoryId];
    writes.push({ path: `${base}/movements/${plan.movementId}`, data: plan.movement });
  }

  for (let i = 0; i < options.products; i++) {
    const s = stocks[idOf(i)];
    const data = s ?? { ...emptyStockOf(idOf(i), products[idOf(i)]!), lastMovementId: 'none' };
    writes.push({ path: `${base}/stock/${idOf(i)}`, data: { ...data, updatedAt: Timestamp.fromMillis(t0 + options.movements * 60_000) } });
  }

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
