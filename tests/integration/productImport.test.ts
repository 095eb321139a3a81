/// <reference types="vite/client" />
/**
 * The products CSV import against the emulator, through the real rules and the app's own code
 * (productImportSpec, the import plan, productRepository), as an admin of a company that already
 * has products (1.000 in the suite; PRODUCT_IMPORT_EXISTING=10000 for the large company's size, which
 * the lookups by id do not depend on, as that run shows): the benchmark's 2.000-row file (tests/bench/productsCsv.ts) is previewed
 * and written while another admin takes one of its codes halfway, and a file of updates is
 * written while a product it updates is deleted. Afterwards every product and code document is
 * read back. Prints the figures (preview seconds, products written per second, reads) for
 * comparison with the benchmark; no test depends on time.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore as ClientFirestore } from 'firebase/firestore';
import { FieldPath, type DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminDb, createCorporation, userProfileDoc } from '../../seed/lib';
import { productDoc, seedProducts } from '../../seed/masterData';
import type { ProductInput, Product } from '../../src/categories/product';
import { productImportSpec } from '../../src/categories/productCsv';
import { CREATES_PER_BATCH, UPDATES_PER_BATCH, type ImportFailure } from '../../src/categories/productImport';
import { readStats, resetReadStats } from '../../src/firebase/readCounter';
import { decodeCsvBytes, parseCsv } from '../../src/shared/csv/csv';
import { planImport, prepareImport, type ImportPlan } from '../../src/shared/csv/importPlan';
import { productsCsv } from '../bench/productsCsv';
import { emulatorHostPort } from '../rules/support';

// The repository talks to this test's client Firestore, signed in as the admin, through the rules.
const client = vi.hoisted(() => ({ db: undefined as unknown }));
vi.mock('../../src/firebase/db', () => ({ db: client.db }));
vi.mock('../../src/firebase/app', () => ({ app: undefined, auth: undefined }));

const RUN = Date.now().toString(36);
const CORP = `import-${RUN}`;
const ADMIN = `import-admin-${RUN}`;
const EXISTING = Number(process.env.PRODUCT_IMPORT_EXISTING ?? 1000);
const ROWS = 2000;

let env: RulesTestEnvironment;
let repository: typeof import('../../src/categories/productRepository').productRepository;
const db = () => adminDb();
const base = `corporations/${CORP}`;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-almacena',
    firestore: { ...emulatorHostPort(), rules: readFileSync(resolve(process.cwd(), 'firestore.rules'), 'utf8') },
  });
  await createCorporation({ id: CORP, name: 'Importaciones S.L.' });
  await db()
    .doc(`users/${ADMIN}`)
    .set(userProfileDoc({ name: 'Admin Importación', email: `${ADMIN}@example.com`, corpId: CORP, role: 'admin' }));
  await seedProducts(CORP, EXISTING, { idPrefix: 'seeded-' });
  client.db = env.authenticatedContext(ADMIN, { email: `${ADMIN}@example.com`, email_verified: true }).firestore() as unknown as ClientFirestore;
  repository = (await import('../../src/categories/productRepository')).productRepository;
}, 600_000);

afterAll(async () => {
  await db().recursiveDelete(db().doc(base));
  await db().doc(`users/${ADMIN}`).delete();
  await env?.cleanup();
}, 600_000);

/** The modal's steps: read the file, look up its codes, plan (nothing written). */
async function preview(csv: string): Promise<{ plan: ImportPlan<ProductInput, Product>; ms: number }> {
  const started = Date.now();
  const prepared = prepareImport(parseCsv(decodeCsvBytes(new Uint8Array(Buffer.from(csv, 'utf8')))), productImportSpec);
  const existing = await repository.findByCodeKeys(CORP, prepared.keys);
  return { plan: planImport(prepared, productImportSpec, existing), ms: Date.now() - started };
}

/** The modal's write step: the rows it would send, and every progress value it would show. */
async function write(plan: ImportPlan<ProductInput, Product>, onProgress: (written: number) => void = () => {}) {
  const rows = plan.rows.flatMap((r): { value: ProductInput; existing: Product | null }[] =>
    r.action === 'create' ? [{ value: r.value, existing: null }] : r.action === 'update' ? [{ value: r.value, existing: r.existing }] : [],
  );
  const progress: number[] = [];
  const started = Date.now();
  const failures: ImportFailure[] = await repository.importRows(CORP, ADMIN, rows, (n) => {
    progress.push(n);
    onProgress(n);
  });
  return { rows, failures, progress, ms: Date.now() - started };
}

/** Products whose code key starts with `prefix`, and the code documents of that range. */
async function storedWithPrefix(prefix: string) {
  const [products, codes] = await Promise.all([
    db().collection(`${base}/categories`).where('codeKey', '>=', prefix).where('codeKey', '<', `${prefix}\uf8ff`).get(),
    db().collection(`${base}/productCodes`).where(FieldPath.documentId(), '>=', prefix).where(FieldPath.documentId(), '<', `${prefix}\uf8ff`).get(),
  ]);
  return {
    products: products.docs.map((d): DocumentData => ({ id: d.id, ...d.data() })),
    codes: new Map(codes.docs.map((d) => [d.id, String(d.get('categoryId'))])),
  };
}

const count = async (collection: string) => (await db().collection(`${base}/${collection}`).count().get()).data().count;

describe(`products CSV import into a company with ${EXISTING} products`, () => {
  it(`previews and writes ${ROWS} new products, reporting the one whose code another admin took halfway`, async () => {
    const prefix = `BENCH${RUN.toUpperCase()}`;
    const raced = 1500; // row index; file line raced + 2
    const racedCode = `${prefix}-${String(raced + 1).padStart(4, '0')}`;

    resetReadStats();
    const { plan, ms: previewMs } = await preview(productsCsv(prefix, ROWS));
    const previewReads = readStats();
    expect([plan.creates, plan.updates, plan.rejects]).toEqual([ROWS, 0, 0]);
    // One get per code (none exists, so no product is read).
    expect(previewReads.byLabel).toEqual({ 'productCodes.importLookup': ROWS });

    resetReadStats();
    let race: Promise<unknown> | null = null;
    const { failures, progress, ms } = await write(plan, (written) => {
      // Another admin saves a product with a code further down the file (create: fails if it exists).
      race ??= written >= 500 ? createElsewhere('raced-product', racedCode) : null;
    });
    await race;
    const writeReads = readStats();

    console.log(
      `IMPORT ${EXISTING} existing: preview of ${ROWS} rows ${(previewMs / 1000).toFixed(1)} s (${previewReads.total} reads); ` +
        `write ${(ms / 1000).toFixed(1)} s = ${((ROWS - 1) / (ms / 1000)).toFixed(0)} products/s ` +
        `(${progress.length} progress steps, ${writeReads.total} reads)`,
    );

    expect(failures).toEqual([{ index: raced, code: 'code-taken' }]);
    // The refused batch's rows were checked (one get each), and the others sent again and saved.
    expect(writeReads.byLabel).toEqual({ 'productCodes.importCheck': CREATES_PER_BATCH });
    expect(progress.at(-1)).toBe(ROWS - 1);
    expect(progress.length).toBeGreaterThan(ROWS / CREATES_PER_BATCH - 2);
    expect(progress.every((n, i) => i === 0 || n > progress[i - 1]!)).toBe(true);

    const { products, codes } = await storedWithPrefix(prefix);
    const byCode = new Map<string, DocumentData[]>();
    for (const p of products) byCode.set(String(p.codeKey), [...(byCode.get(String(p.codeKey)) ?? []), p]);
    expect(products).toHaveLength(ROWS);
    expect([...byCode.values()].every((ps) => ps.length === 1)).toBe(true);
    expect(codes.size).toBe(ROWS);
    for (const [key, id] of codes) expect(products.find((p) => p.id === id)?.codeKey).toBe(key);
    expect(codes.get(racedCode)).toBe('raced-product');
    expect(products.find((p) => p.id === 'raced-product')?.name).toBe('Producto de otra persona');
    // A row as the file says (line 42: price 11,00, minimum 0).
    expect(products.find((p) => p.codeKey === `${prefix}-0041`)).toMatchObject({
      name: 'Producto de prueba 0041',
      salePriceCents: 1100,
      minStock: 0,
      vatRate: 21,
      unit: 'ud',
      active: true,
    });
    expect(await count('categories')).toBe(EXISTING + ROWS);
    expect(await count('productCodes')).toBe(EXISTING + ROWS);
  }, 900_000);

  it(`updates existing products ${UPDATES_PER_BATCH} to a batch within the rules, and reports one deleted meanwhile`, async () => {
    const codes = Array.from({ length: 40 }, (_, i) => `P${String(i + 1).padStart(6, '0')}`);
    const csv = ['Código;Nombre;Precio de venta', ...codes.map((c, i) => `${c.toLowerCase()};Nombre nuevo ${i + 1};${i + 1},50`)].join('\r\n');
    const { plan } = await preview(csv);
    expect([plan.creates, plan.updates, plan.rejects]).toEqual([0, 40, 0]);

    // Deleted (with its code document) between the preview and the write.
    const gone = plan.rows[7]!;
    const goneId = gone.action === 'update' ? gone.existing.id : '';
    await db()
      .batch()
      .delete(db().doc(`${base}/categories/${goneId}`))
      .delete(db().doc(`${base}/productCodes/${codes[7]}`))
      .commit();

    const { failures, progress } = await write(plan);
    expect(failures).toEqual([{ index: 7, code: 'code-changed' }]);
    expect(progress.at(-1)).toBe(39);

    const { products } = await storedWithPrefix('P0000');
    const updated = products.filter((p) => codes.includes(String(p.codeKey)));
    expect(updated).toHaveLength(39);
    for (const p of updated) {
      const i = codes.indexOf(String(p.codeKey));
      // Same id and code document; the code keeps the file's spelling; columns the file lacks keep their values.
      expect(p).toMatchObject({
        id: `seeded-${String(i + 1).padStart(6, '0')}`,
        code: codes[i]!.toLowerCase(),
        name: `Nombre nuevo ${i + 1}`,
        salePriceCents: (i + 1) * 100 + 50,
      });
      expect(p.barcode).not.toBe('');
    }
    expect(await db().doc(`${base}/categories/${goneId}`).get()).toHaveProperty('exists', false);
  }, 600_000);
});

/** What another admin's save writes: the product and its code document, only if the code is free. */
function createElsewhere(id: string, code: string) {
  const data = productDoc({ code, name: 'Producto de otra persona' });
  return db()
    .batch()
    .create(db().doc(`${base}/categories/${id}`), data)
    .create(db().doc(`${base}/productCodes/${String(data.codeKey)}`), { categoryId: id })
    .commit();
}
