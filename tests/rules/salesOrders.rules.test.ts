/**
 * Pedidos de cliente (issue 31): salesOrders/{id}. Staff create, edit and delete borradores of
 * their company, shaped exactly as the app stores them (newSalesOrderDraft), for a client of this
 * company, with nothing delivered nor reserved; every other state is the order commands'. Then the
 * attacks a hand-made request would try.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, collection, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { CORP_A, CORP_B, createEnv, dbFor, PERSONAS, seededAt, seedDocs, seedWorld, stampNew, stampUpdate, type Persona } from './support';
import { party, product } from './stockSupport';
import { orderDocument, orderDraft, orderLine } from './salesOrderSupport';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createEnv('demo-rules-sales-orders');
});
afterAll(async () => {
  await env.cleanup();
});

const A = `corporations/${CORP_A}`;
const B = `corporations/${CORP_B}`;

const fresh = (over: Record<string, unknown> = {}, lines = [orderLine('l1', 'p1', 10), orderLine('l2', 'p1', 2.5)]) => ({
  ...orderDocument('PC-ABC123', 'user', orderDraft('c1', lines)),
  ...stampNew(),
  ...over,
});

beforeEach(async () => {
  await seedWorld(env);
  const docs: Record<string, Record<string, unknown>> = {};
  for (const base of [A, B]) {
    docs[`${base}/categories/p1`] = product('p1');
    docs[`${base}/clients/c1`] = party('Cliente Uno', 'client');
    docs[`${base}/salesOrders/draft`] = orderDocument('PC-DRAFT1', 'user', orderDraft('c1', [orderLine('l1', 'p1', 10)]));
    docs[`${base}/salesOrders/open`] = {
      ...orderDocument('PC-OPEN1', 'user', orderDraft('c1', [orderLine('l1', 'p1', 10)])),
      state: 'abierto',
      confirmedAt: seededAt,
    };
  }
  // A client only company B has.
  docs[`${B}/clients/cB`] = party('Cliente de B', 'client');
  await seedDocs(env, docs);
});

const staff: Persona[] = ['user', 'admin', 'superadmin'];

describe('who reads orders', () => {
  it.each(PERSONAS)('%s', async (persona) => {
    const read = getDoc(doc(dbFor(env, persona), `${A}/salesOrders/open`));
    const list = getDocs(collection(dbFor(env, persona), `${A}/salesOrders`));
    if (staff.includes(persona)) {
      await assertSucceeds(read);
      await assertSucceeds(list);
    } else {
      // The cashier sells at the counter; it does not serve orders.
      await assertFails(read);
      await assertFails(list);
    }
  });
});

describe('who creates a borrador', () => {
  it.each(PERSONAS)('%s', async (persona) => {
    const write = setDoc(doc(dbFor(env, persona), `${A}/salesOrders/new1`), fresh({ createdBy: persona }));
    if (staff.includes(persona)) await assertSucceeds(write);
    else await assertFails(write);
  });
});

describe('the shape of a borrador', () => {
  const line0 = orderLine('l1', 'p1', 10);
  it.each<[string, Record<string, unknown>]>([
    ['a forged state (abierto)', { state: 'abierto' }],
    ['a forged state (servido)', { state: 'servido' }],
    ['deliveries named', { deliveryIds: ['x'] }],
    ['delivered set on a line', { lines: [{ ...line0, delivered: 3 }] }],
    ['reserved set on a line', { lines: [{ ...line0, reserved: 10 }] }],
    ['reserved set on the last line', { lines: [line0, { ...orderLine('l2', 'p1', 1), reserved: 1 }], lineCount: 2 }],
    ['a double where cents go', { lines: [{ ...line0, unitPriceCents: 1000.5 }] }],
    ['totals with a double', { totals: { baseCents: 0.5, vatCents: 0, totalCents: 0.5 } }],
    ['four decimals', { lines: [{ ...line0, quantity: 1.0001 }] }],
    ['a quantity of 0', { lines: [{ ...line0, quantity: 0 }] }],
    ['a control character in the notes', { notes: 'a\u0007b' }],
    ['a line break in the reference', { reference: 'a\nb' }],
    ['a control character in a line name', { lines: [{ ...line0, name: 'Tornillo\u0000' }] }],
    ['a client of another company', { partyId: 'cB' }],
    ['a client that does not exist', { partyId: 'nobody' }],
    ['no lines', { lines: [], lineCount: 0 }],
    ['an extra field', { confirmedAt: seededAt }],
    ['a missing field', { notes: undefined }],
    ['someone else as author', { createdBy: 'admin' }],
    ['a number not of the app', { number: 'F-1' }],
    ['a line with an extra key', { lines: [{ ...line0, stocked: false }] }],
    ['a slash in a line id', { lines: [{ ...line0, lineId: 'a/b' }] }],
  ])('refuses %s', async (_name, over) => {
    const data: Record<string, unknown> = fresh(over);
    for (const [k, v] of Object.entries(over)) if (v === undefined) delete data[k];
    await assertFails(setDoc(doc(dbFor(env, 'user'), `${A}/salesOrders/bad`), data));
  });

  it('accepts the app\u2019s own borrador with 100 lines', async () => {
    const lines = Array.from({ length: 100 }, (_, i) => orderLine(`l${i + 1}`, 'p1', 1));
    await assertSucceeds(setDoc(doc(dbFor(env, 'user'), `${A}/salesOrders/big`), fresh({}, lines)));
  });

  it('refuses 101 lines', async () => {
    const lines = Array.from({ length: 101 }, (_, i) => orderLine(`l${i + 1}`, 'p1', 1));
    await assertFails(setDoc(doc(dbFor(env, 'user'), `${A}/salesOrders/big`), fresh({}, lines)));
  });
});

describe('editing and deleting', () => {
  const edit = (persona: Persona, path: string, over: Record<string, unknown>) =>
    updateDoc(doc(dbFor(env, persona), path), { ...over, ...stampUpdate() });

  it('staff edit a borrador of their company', async () => {
    await assertSucceeds(edit('user', `${A}/salesOrders/draft`, { notes: 'Entregar por la tarde' }));
  });
  it.each<[string, Record<string, unknown>]>([
    ['confirms it by hand', { state: 'abierto' }],
    ['marks a line delivered', { lines: [{ ...orderLine('l1', 'p1', 10), delivered: 10 }] }],
    ['renumbers it', { number: 'PC-OTHER' }],
    ['changes its author', { createdBy: 'admin' }],
  ])('refuses a borrador edit that %s', async (_name, over) => {
    await assertFails(edit('user', `${A}/salesOrders/draft`, over));
  });
  it('refuses any edit of an open order, even back to borrador', async () => {
    await assertFails(edit('user', `${A}/salesOrders/open`, { notes: 'x' }));
    await assertFails(edit('admin', `${A}/salesOrders/open`, { state: 'borrador' }));
    await assertFails(edit('admin', `${A}/salesOrders/open`, { state: 'cerrado' }));
  });
  it('deletes a borrador, never an open order', async () => {
    await assertSucceeds(deleteDoc(doc(dbFor(env, 'user'), `${A}/salesOrders/draft`)));
    await assertFails(deleteDoc(doc(dbFor(env, 'admin'), `${A}/salesOrders/open`)));
  });
  it('another company\u2019s staff read and write nothing here', async () => {
    const other = dbFor(env, 'otherCompanyAdmin');
    await assertFails(getDoc(doc(other, `${A}/salesOrders/draft`)));
    await assertFails(updateDoc(doc(other, `${A}/salesOrders/draft`), { notes: 'x', ...stampUpdate() }));
    await assertFails(deleteDoc(doc(other, `${A}/salesOrders/draft`)));
    await assertFails(setDoc(doc(other, `${A}/salesOrders/new2`), fresh({ createdBy: 'otherCompanyAdmin' })));
  });
  it('the cashier writes nothing', async () => {
    await assertFails(deleteDoc(doc(dbFor(env, 'cashier'), `${A}/salesOrders/draft`)));
    await assertFails(edit('cashier', `${A}/salesOrders/draft`, { notes: 'x' }));
  });
});
