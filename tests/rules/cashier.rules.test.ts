/**
 * The cashier (cajero) in the rules: what the counter needs and nothing else (docs/DECISIONS.md
 * "The cashier role"). Reads the company, products, their codes, one stock level at a time,
 * clients and tickets (facturas simplificadas) by id, and lists only the tickets they issued;
 * never Inicio's summaries, ledgers, entradas/salidas, vendors, ordinary invoices, the stock list,
 * and writes no master data.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, limit, query, serverTimestamp, setDoc, updateDoc, where, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { storedUserProfile } from '../../src/users/userSearch';
import { CORP_A, CORP_B, createEnv, dbFor, seedWorld, stampNew } from './support';
import { clientDoc, partyDoc, storedIssued } from './invoiceSupport';
import { product, seedCatalogue, stockLevel } from './stockSupport';

const A = `corporations/${CORP_A}`;
const B = `corporations/${CORP_B}`;
let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createEnv('demo-cashier-rules');
});
afterAll(() => env?.cleanup());

const ticket = (issuedBy: string, number: number) => storedIssued(issuedBy, number, { simplified: true, vatIncluded: true, series: 'T' });

beforeEach(async () => {
  await seedWorld(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Parameters<typeof seedCatalogue>[0];
    const batch = writeBatch(db);
    await seedCatalogue(db, CORP_A, ['p1']);
    await seedCatalogue(db, CORP_B, ['p1']);
    batch.set(doc(db, `${A}/productCodes/P1`), { categoryId: 'p1' });
    batch.set(doc(db, `${A}/stock/p1`), stockLevel('p1', 3, 'in-x-c'));
    batch.set(doc(db, `${A}/clients/c1`), clientDoc('Cliente Uno'));
    batch.set(doc(db, `${A}/vendors/v1`), partyDoc('Proveedor Uno'));
    batch.set(doc(db, `${A}/invoices/mine`), ticket('cashier', 1));
    batch.set(doc(db, `${A}/invoices/theirs`), ticket('user', 2));
    batch.set(doc(db, `${A}/invoices/ordinary`), storedIssued('user', 3));
    batch.set(doc(db, `${B}/invoices/other`), ticket('otherCompanyAdmin', 1));
    batch.set(doc(db, `${A}/summaries/invoices`), { count: 1 });
    batch.set(doc(db, `${A}/movements/m1`), { categoryId: 'p1' });
    batch.set(doc(db, `${A}/outputs/o1`), { state: 'borrador' });
    await batch.commit();
  });
});

const cashier = () => dbFor(env, 'cashier');

describe('the cashier reads what the counter needs', () => {
  it.each([`${A}`, `${A}/categories/p1`, `${A}/productCodes/P1`, `${A}/stock/p1`, `${A}/clients/c1`, `${A}/invoices/mine`, `${A}/invoices/theirs`])(
    'gets %s',
    async (path) => {
      await assertSucceeds(getDoc(doc(cashier(), path)));
    },
  );
  it('lists products and clients (the counter’s searches)', async () => {
    await assertSucceeds(getDocs(query(collection(cashier(), `${A}/categories`), limit(10))));
    await assertSucceeds(getDocs(query(collection(cashier(), `${A}/clients`), limit(10))));
  });
  it('lists the tickets they issued, and only with that filter', async () => {
    await assertSucceeds(
      getDocs(query(collection(cashier(), `${A}/invoices`), where('simplified', '==', true), where('issuedBy', '==', 'cashier'), limit(20))),
    );
    await assertFails(getDocs(query(collection(cashier(), `${A}/invoices`), where('simplified', '==', true), limit(20))));
    await assertFails(getDocs(query(collection(cashier(), `${A}/invoices`), where('issuedBy', '==', 'user'), limit(20))));
  });
});

describe('the cashier does not see the company’s business', () => {
  it.each([
    `${A}/invoices/ordinary`,
    `${A}/summaries/invoices`,
    `${A}/movements/m1`,
    `${A}/outputs/o1`,
    `${A}/vendors/v1`,
    `${B}`,
    `${B}/invoices/other`,
    `${B}/categories/p1`,
    'users/user',
  ])('cannot get %s', async (path) => {
    await assertFails(getDoc(doc(cashier(), path)));
  });
  it('cannot list the stock levels (their value) nor the invoices', async () => {
    await assertFails(getDocs(query(collection(cashier(), `${A}/stock`), limit(10))));
    await assertFails(getDocs(query(collection(cashier(), `${A}/invoices`), limit(10))));
  });
});

describe('the cashier writes no master data', () => {
  it('cannot create or edit a client, a vendor or a product', async () => {
    await assertFails(setDoc(doc(cashier(), `${A}/clients/c2`), { ...clientDoc('Cliente Dos'), ...stampNew() }));
    await assertFails(updateDoc(doc(cashier(), `${A}/clients/c1`), { name: 'Otro', updatedAt: serverTimestamp() }));
    await assertFails(setDoc(doc(cashier(), `${A}/vendors/v2`), { ...partyDoc('Proveedor Dos'), ...stampNew() }));
    await assertFails(setDoc(doc(cashier(), `${A}/categories/p2`), { ...product('p2'), ...stampNew() }));
    await assertFails(deleteDoc(doc(cashier(), `${A}/categories/p1`)));
  });
  it('cannot change the company nor anyone’s profile, nor give themselves another role', async () => {
    await assertFails(updateDoc(doc(cashier(), A), { name: 'Otra', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(cashier(), 'users/cashier'), { role: 'user', updatedAt: serverTimestamp() }));
    await assertFails(
      setDoc(doc(cashier(), 'users/newbie'), {
        ...storedUserProfile({ name: 'Nuevo', email: 'nuevo@example.com', corpId: CORP_A, role: 'cashier', active: true }),
        ...stampNew(),
      }),
    );
  });
});

describe('an admin gives the cashier role', () => {
  it('creates a profile with role cashier in their company', async () => {
    await assertSucceeds(
      setDoc(doc(dbFor(env, 'admin'), 'users/newcashier'), {
        ...storedUserProfile({ name: 'Caja Dos', email: 'caja2@example.com', corpId: CORP_A, role: 'cashier', active: true }),
        ...stampNew(),
      }),
    );
  });
  it('refuses a role that does not exist', async () => {
    await assertFails(
      setDoc(doc(dbFor(env, 'admin'), 'users/newcashier'), {
        ...storedUserProfile({ name: 'Caja Dos', email: 'caja2@example.com', corpId: CORP_A, role: 'cajero', active: true }),
        ...stampNew(),
      }),
    );
  });
});
