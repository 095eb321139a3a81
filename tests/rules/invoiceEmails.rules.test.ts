/**
 * Rules for invoices by e-mail (issue 33): `invoices/{id}/emails/{autoId}` (each send of the
 * invoice's PDF, or of a reminder of overdue instalments that lists it) and `mailLimits/{uid}` (the
 * per-user limit) are written only by sendInvoiceEmail and sendDueReminder.
 * Staff read the sends of their own company's invoices; the cashier, restricted, inactive users and
 * another company nothing; nobody reads the limit's counter or writes either.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { storedEmailRecord } from '../../src/domain/mail/invoiceEmail';
import { CORP_A, CORP_B, createEnv, dbFor, PERSONAS, seedWorld, seededAt, type Persona } from './support';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createEnv('demo-rules-invoice-emails');
});
afterAll(async () => {
  await env.cleanup();
});

const A = `corporations/${CORP_A}`;
const B = `corporations/${CORP_B}`;
const record = (kind: 'factura' | 'recordatorio' = 'factura') => ({
  ...storedEmailRecord({
    kind,
    to: ['cliente@example.com'],
    subject: 'Factura F-2026-000001',
    sentBy: 'user',
    status: 'enviado',
    messageId: '<m1@almacena.demo>',
    error: null,
    attachment: 'Factura F-2026-000001.pdf',
  }),
  sentAt: seededAt,
});

beforeEach(async () => {
  await seedWorld(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    const batch = writeBatch(db);
    batch.set(doc(db, `${A}/invoices/i1/emails/e1`), record());
    batch.set(doc(db, `${B}/invoices/i1/emails/e1`), record());
    batch.set(doc(db, `${A}/mailLimits/user`), { sent: [1] });
    await batch.commit();
  });
});

const STAFF: Persona[] = ['user', 'admin', 'superadmin'];

describe('invoice e-mails: persona × operation', () => {
  it.each(PERSONAS)('%s reads a send of a company A invoice only when staff', async (persona) => {
    const read = getDoc(doc(dbFor(env, persona), `${A}/invoices/i1/emails/e1`));
    await (STAFF.includes(persona) ? assertSucceeds(read) : assertFails(read));
  });

  it.each(PERSONAS)('%s lists the sends of a company A invoice only when staff', async (persona) => {
    const list = getDocs(collection(dbFor(env, persona), `${A}/invoices/i1/emails`));
    await (STAFF.includes(persona) ? assertSucceeds(list) : assertFails(list));
  });

  it.each(PERSONAS)('%s never creates, changes or deletes a send', async (persona) => {
    const db = dbFor(env, persona);
    await assertFails(setDoc(doc(db, `${A}/invoices/i1/emails/forged`), record()));
    // A reminder's record (sendDueReminder) is the server's too.
    await assertFails(setDoc(doc(db, `${A}/invoices/i1/emails/forgedReminder`), record('recordatorio')));
    await assertFails(updateDoc(doc(db, `${A}/invoices/i1/emails/e1`), { kind: 'recordatorio' }));
    await assertFails(updateDoc(doc(db, `${A}/invoices/i1/emails/e1`), { status: 'fallido' }));
    await assertFails(deleteDoc(doc(db, `${A}/invoices/i1/emails/e1`)));
  });

  it.each(PERSONAS)('%s neither reads nor writes the e-mail limit', async (persona) => {
    const db = dbFor(env, persona);
    await assertFails(getDoc(doc(db, `${A}/mailLimits/user`)));
    await assertFails(getDocs(collection(db, `${A}/mailLimits`)));
    await assertFails(setDoc(doc(db, `${A}/mailLimits/user`), { sent: [] }));
    await assertFails(deleteDoc(doc(db, `${A}/mailLimits/user`)));
  });

  it('company B staff never read company A sends', async () => {
    await assertFails(getDoc(doc(dbFor(env, 'otherCompanyAdmin'), `${A}/invoices/i1/emails/e1`)));
  });
});
