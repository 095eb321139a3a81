/**
 * Issue 26 in the rules: a product holding stock cannot become a service, and ids derived from an
 * invoice ({invoiceId}-salida, {rectificativaId}-entrada) cannot be taken first by a client draft.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { CORP_A, createEnv, dbFor, seedWorld } from './support';
import { draft, draftDocument, line, product, seedCatalogue, stockLevel } from './stockSupport';

const A = `corporations/${CORP_A}`;
let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createEnv('demo-issue26-rules');
});
afterAll(() => env?.cleanup());

beforeEach(async () => {
  await seedWorld(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Parameters<typeof seedCatalogue>[0];
    const batch = writeBatch(db);
    await seedCatalogue(db, CORP_A, ['held', 'empty', 'never']);
    for (const id of ['held', 'empty', 'never']) batch.set(doc(db, `${A}/productCodes/${id.toUpperCase()}`), { categoryId: id });
    batch.set(doc(db, `${A}/stock/held`), stockLevel('held', 3, 'in-x-c'));
    batch.set(doc(db, `${A}/stock/empty`), stockLevel('empty', 0, 'out-y-c'));
    await batch.commit();
  });
});

const asService = (id: string) =>
  setDoc(doc(dbFor(env, 'admin'), `${A}/categories/${id}`), { ...product(id), stocked: false, updatedAt: serverTimestamp() });

describe('a product holding stock cannot become a service', () => {
  it('refuses it while 3 units are in stock', async () => {
    await assertFails(asService('held'));
  });
  it('allows it with a stock level at 0, or none', async () => {
    await assertSucceeds(asService('empty'));
    await assertSucceeds(asService('never'));
  });
  it('still allows any other edit of a product holding stock', async () => {
    await assertSucceeds(setDoc(doc(dbFor(env, 'admin'), `${A}/categories/held`), { ...product('held'), minStock: 5, updatedAt: serverTimestamp() }));
  });
});

describe('ids derived from an invoice are not a draft’s to take', () => {
  const newDraft = () =>
    draftDocument('E-NEW', 'user', draft('v1', [line('held', 1)]), { createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
  it.each(['inv123-salida', 'inv123-entrada'])('refuses a salida or entrada draft named %s', async (id) => {
    await assertFails(setDoc(doc(dbFor(env, 'user'), `${A}/outputs/${id}`), newDraft()));
    await assertFails(setDoc(doc(dbFor(env, 'user'), `${A}/inputs/${id}`), newDraft()));
  });
  it('allows a draft with an id of its own', async () => {
    await assertSucceeds(setDoc(doc(dbFor(env, 'user'), `${A}/inputs/x7Kq2salidas`), newDraft()));
  });
});
