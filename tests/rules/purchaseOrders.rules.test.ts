/**
 * Pedidos a proveedor (issue 31): staff create, edit and delete borradores exactly as the app
 * stores them (newPurchaseOrderDraft) with a vendor of their own company; every other state, the
 * received quantities and the receipts are the commands'. Then broken the way a hand-made request
 * would break it: another company, forged states, received set by the client, doubles where ints
 * go, control characters, editing an open order.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { newPurchaseOrderDraft, type PurchaseOrderLine } from '../../src/domain/purchaseOrders/purchaseOrder';
import { CORP_A, CORP_B, createEnv, dbFor, PERSONAS, seededAt, seedDocs, seedWorld, type Persona } from './support';
import { line, party, product } from './stockSupport';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createEnv('demo-rules-purchase-orders');
});
afterAll(async () => {
  await env.cleanup();
});

const A = `corporations/${CORP_A}`;
const B = `corporations/${CORP_B}`;

const orderLine = (lineId: string, categoryId: string, quantity: number): PurchaseOrderLine => ({
  ...line(categoryId, quantity, 250),
  lineId,
  received: 0,
});
const lines = [orderLine('l1', 'p1', 3), orderLine('l2', 'p1', 1.5)];

/** A new borrador as the repository writes it (server stamps). */
const draft = (uid: string, over: Record<string, unknown> = {}) => ({
  ...newPurchaseOrderDraft(
    { date: '2026-03-02', partyId: 'v1', partyName: 'Proveedor Uno', partyNif: 'B86561412', reference: 'PED-1', notes: '', lines },
    'P-TEST1',
    uid,
    serverTimestamp(),
  ),
  ...over,
});

beforeEach(async () => {
  await seedWorld(env);
  const docs: Record<string, Record<string, unknown>> = {};
  for (const base of [A, B]) {
    docs[`${base}/categories/p1`] = product('p1');
    docs[`${base}/vendors/v1`] = party('Proveedor Uno');
    docs[`${base}/purchaseOrders/draft`] = { ...draft('user'), createdAt: seededAt, updatedAt: seededAt };
    docs[`${base}/purchaseOrders/open`] = { ...draft('user'), state: 'abierto', createdAt: seededAt, updatedAt: seededAt };
  }
  docs[`${B}/vendors/soloB`] = party('Solo de B');
  await seedDocs(env, docs);
});

const staff = (p: Persona) => p === 'user' || p === 'admin' || p === 'superadmin';

describe('who reads and writes purchase orders', () => {
  it.each(PERSONAS)('%s', async (persona) => {
    const db = dbFor(env, persona);
    const may = staff(persona);
    const get = getDoc(doc(db, `${A}/purchaseOrders/draft`));
    await (may ? assertSucceeds(get) : assertFails(get));
    const create = setDoc(doc(db, `${A}/purchaseOrders/n-${persona}`), draft(persona));
    await (may ? assertSucceeds(create) : assertFails(create));
  });

  it('another company’s admin reads and writes nothing of A', async () => {
    const db = dbFor(env, 'otherCompanyAdmin');
    await assertFails(getDoc(doc(db, `${A}/purchaseOrders/draft`)));
    await assertFails(setDoc(doc(db, `${A}/purchaseOrders/x`), draft('otherCompanyAdmin')));
    await assertFails(deleteDoc(doc(db, `${A}/purchaseOrders/draft`)));
  });
});

describe('a borrador and nothing else', () => {
  const write = (over: Record<string, unknown>, id = 'x') => setDoc(doc(dbFor(env, 'user'), `${A}/purchaseOrders/${id}`), draft('user', over));

  it('accepts the app’s own borrador, an empty one included', async () => {
    await assertSucceeds(write({}));
    await assertSucceeds(write({ lines: [], lineCount: 0, productIds: [], totals: { baseCents: 0, vatCents: 0, totalCents: 0 } }, 'y'));
  });

  it.each([
    ['a forged state', { state: 'abierto' }],
    ['a forged recibido', { state: 'recibido' }],
    ['received set by the client', { lines: [{ ...lines[0], received: 1 }, lines[1]] }],
    ['received set on the last line', { lines: [lines[0], { ...lines[1], received: 0.5 }] }],
    ['a receipt listed', { receiptIds: ['e1'] }],
    ['confirmed by someone', { confirmedBy: 'user' }],
    ['a close reason', { closeReason: 'x' }],
    ['a price with decimals (double where int)', { lines: [{ ...lines[0], unitPriceCents: 250.5 }, lines[1]] }],
    ['totals as doubles', { totals: { baseCents: 1125.5, vatCents: 0, totalCents: 1125.5 } }],
    ['a quantity with 4 decimals', { lines: [lines[0], { ...lines[1], quantity: 1.0001 }] }],
    ['a control character in the vendor’s name', { partyName: 'Prov\u0007' }],
    ['a control character in a line’s name', { lines: [{ ...lines[0], name: 'A\u0000B' }, lines[1]] }],
    ['a line break in the reference', { reference: 'PED\n1' }],
    ['a bad line id', { lines: [{ ...lines[0], lineId: 'l/1' }, lines[1]] }],
    ['an extra field on a line', { lines: [{ ...lines[0], extra: 1 }, lines[1]] }],
    ['an extra field', { hacked: true }],
    ['a vendor that does not exist', { partyId: 'v9' }],
    ['a vendor of another company', { partyId: 'soloB' }],
    ['another creator', { createdBy: 'admin' }],
    ['a bad date', { date: '2026-02-30x' }],
    ['a vat rate that is not one', { lines: [{ ...lines[0], vatRate: 7 }, lines[1]] }],
  ])('refuses %s', async (_what, over) => {
    await assertFails(write(over));
  });

  it('edits a borrador, never an open order; deletes only a borrador', async () => {
    const db = dbFor(env, 'user');
    await assertSucceeds(updateDoc(doc(db, `${A}/purchaseOrders/draft`), { reference: 'PED-2', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(db, `${A}/purchaseOrders/draft`), { state: 'abierto', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(db, `${A}/purchaseOrders/draft`), { receiptIds: ['e1'], updatedAt: serverTimestamp() }));
    await assertFails(
      updateDoc(doc(db, `${A}/purchaseOrders/draft`), { lines: [{ ...lines[0], received: 3 }, lines[1]], updatedAt: serverTimestamp() }),
    );
    await assertFails(updateDoc(doc(db, `${A}/purchaseOrders/open`), { reference: 'PED-2', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(db, `${A}/purchaseOrders/open`), { state: 'borrador', updatedAt: serverTimestamp() }));
    await assertFails(deleteDoc(doc(db, `${A}/purchaseOrders/open`)));
    await assertSucceeds(deleteDoc(doc(db, `${A}/purchaseOrders/draft`)));
  });

  it('no client writes a stock level’s commitments', async () => {
    const db = dbFor(env, 'admin');
    await assertFails(setDoc(doc(db, `${A}/stock/p1`), { onOrder: 5, toOrder: 0 }));
  });
});
