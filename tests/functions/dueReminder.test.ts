/**
 * sendDueReminder (issue 33): a client with two overdue invoices (one of them a returned direct
 * debit) and one not yet due gets ONE e-mail at the run's mail stand-in listing exactly the two,
 * and the send is recorded, kind 'recordatorio', on both invoices and not on the third. Refused,
 * with nothing sent: a client with nothing overdue (nothingOverdue), another company's client
 * (notFound; naming that company: denied), a cashier. The per-user limit is the same as the
 * invoice e-mails'.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_RATE_LIMIT } from '../../src/domain/mail/invoiceEmail';
import { formatEuros } from '../../src/domain/money';
import type { ReceivedMail } from '../../scripts/mail-standin/server.mjs';
import { corpData } from '../rules/support';
import { clientDoc, invoiceLine, salesContent, seededAt } from '../rules/invoiceSupport';
import { asAdmin, callAs, createFunctionsEnv, expectOk } from './support';

const CORP = 'corpReminder';
const OTHER = 'corpReminderOther';
const BASE = `corporations/${CORP}`;
const USER = 'reminderUser';
const CASHIER = 'reminderCashier';
const OTHER_ADMIN = 'reminderOtherAdmin';
const IBAN = 'ES9121000418450200051332';
const MAIL = process.env.MAIL_STANDIN_URL;

let env: RulesTestEnvironment;
beforeAll(async () => {
  if (!MAIL) throw new Error('MAIL_STANDIN_URL is not set: run the functions tests through npm test');
  env = await createFunctionsEnv();
});
afterAll(async () => {
  await env?.cleanup();
});

const received = async (): Promise<ReceivedMail[]> => (await fetch(`${MAIL}/messages`)).json() as Promise<ReceivedMail[]>;

beforeEach(async () => {
  await env.clearFirestore();
  await fetch(`${MAIL}/messages`, { method: 'DELETE' });
  await asAdmin(env, async (db) => {
    await setDoc(doc(db, `corporations/${CORP}`), {
      name: 'Recordatorios S.L.',
      data: corpData({ legalName: 'Recordatorios S.L.', iban: IBAN }),
      createdAt: seededAt,
      updatedAt: seededAt,
    });
    await setDoc(doc(db, `corporations/${OTHER}`), { name: 'Otra S.L.', data: corpData(), createdAt: seededAt, updatedAt: seededAt });
    await setDoc(doc(db, `${BASE}/clients/c1`), clientDoc('Cliente Moroso S.A.', { email: 'pagos@moroso.example' }));
    await setDoc(doc(db, `${BASE}/clients/c2`), clientDoc('Cliente Puntual S.L.'));
    await setDoc(doc(db, `corporations/${OTHER}/clients/c9`), clientDoc('Cliente Ajeno'));
    for (const [uid, role, corp] of [
      [USER, 'user', CORP],
      [CASHIER, 'cashier', CORP],
      [OTHER_ADMIN, 'admin', OTHER],
    ]) {
      await setDoc(doc(db, `users/${uid}`), {
        name: uid,
        email: `${uid}@example.com`,
        corpId: corp,
        role,
        active: true,
        createdAt: seededAt,
        updatedAt: seededAt,
      });
    }
  });
});

const issue = (partyId: string, cents: number) =>
  expectOk<{ id: string; numberText: string }>(USER, 'issueInvoice', {
    corpId: CORP,
    invoiceId: null,
    content: salesContent({ partyId, lines: [invoiceLine(1, cents)] }),
  });
/** Moves an issued invoice's (only) instalment: what the clock would have done. */
const dueOn = (invoiceId: string, fields: Record<string, unknown>) => asAdmin(env, (db) => updateDoc(doc(db, `${BASE}/dues/${invoiceId}-1`), fields));
const remind = (uid: string, partyId: string, extra: Record<string, unknown> = {}, corpId = CORP) =>
  callAs<{ messageId: string; invoiceIds: string[]; itemCount: number; totalCents: number }>(uid, 'sendDueReminder', {
    corpId,
    partyId,
    to: ['pagos@moroso.example'],
    ...extra,
  });
const emailsOf = (invoiceId: string) =>
  asAdmin(env, async (db: Firestore) => (await getDocs(collection(db, `${BASE}/invoices/${invoiceId}/emails`))).docs.map((d) => d.data()));
const openOf = (invoiceId: string) =>
  asAdmin(env, async (db) => {
    const d = (await getDoc(doc(db, `${BASE}/dues/${invoiceId}-1`))).data()!;
    return (d.amountCents as number) - (d.paidCents as number);
  });

describe('sendDueReminder', () => {
  it('sends one mail listing exactly the overdue invoices and records it on each of them', async () => {
    const first = await issue('c1', 12345);
    const returned = await issue('c1', 6789);
    const notYet = await issue('c1', 5000);
    await dueOn(first.id, { dueDate: '2021-01-15' });
    await dueOn(returned.id, { dueDate: '2021-02-15', state: 'devuelta', returned: true });
    await dueOn(notYet.id, { dueDate: '2999-12-31' });
    const total = (await openOf(first.id)) + (await openOf(returned.id));

    const result = await remind(USER, 'c1', { message: 'Hola, Marta:\nle escribimos por las facturas pendientes.' });
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(result.data).toMatchObject({ itemCount: 2, totalCents: total });
    expect([...result.data.invoiceIds].sort()).toEqual([first.id, returned.id].sort());

    const [mail, ...more] = await received();
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({
      envelope: { to: ['pagos@moroso.example'] },
      subject: 'Recordatorio de vencimientos pendientes — Recordatorios S.L.',
      messageId: result.data.messageId,
      replyTo: 'info@empresa.es',
      attachments: [],
    });
    const text = mail!.text.replace(/\u00a0/g, ' ');
    expect(text).toContain('le escribimos por las facturas pendientes.');
    expect(text).toContain(first.numberText);
    expect(text).toContain(`${returned.numberText} *`);
    expect(text).not.toContain(notYet.numberText);
    expect(text).toContain('15/01/2021');
    expect(text).toContain('15/02/2021');
    expect(text).toContain(`por un total de ${formatEuros(total).replace(/\u00a0/g, ' ')}`);
    expect(text).toContain('ES91 2100 0418 4502 0005 1332');

    for (const id of [first.id, returned.id]) {
      const records = await emailsOf(id);
      expect(records).toEqual([
        expect.objectContaining({
          kind: 'recordatorio',
          to: ['pagos@moroso.example'],
          subject: 'Recordatorio de vencimientos pendientes — Recordatorios S.L.',
          sentBy: USER,
          status: 'enviado',
          messageId: result.data.messageId,
          error: null,
          attachment: '',
        }),
      ]);
      expect(records[0]!.sentAt).toBeTruthy();
    }
    expect(await emailsOf(notYet.id)).toEqual([]);
  }, 120_000);

  it('refuses nothingOverdue, another company’s client and a cashier, sending nothing', async () => {
    const punctual = await issue('c2', 1000);
    await dueOn(punctual.id, { dueDate: '2999-12-31' });
    const paid = await issue('c2', 2000);
    await dueOn(paid.id, { dueDate: '2021-01-15', state: 'pagada', paidCents: await openOf(paid.id) });

    expect(await remind(USER, 'c2')).toMatchObject({ ok: false, code: 'nothingOverdue' });
    // A client without a single invoice, too.
    await asAdmin(env, (db) => setDoc(doc(db, `${BASE}/clients/c3`), clientDoc('Cliente Nuevo')));
    expect(await remind(USER, 'c3')).toMatchObject({ ok: false, code: 'nothingOverdue' });
    // Another company's client is not found in the caller's company; naming that company is denied.
    expect(await remind(USER, 'c9')).toMatchObject({ ok: false, code: 'notFound' });
    expect(await remind(USER, 'c9', {}, OTHER)).toMatchObject({ ok: false, code: 'denied' });
    expect(await remind(CASHIER, 'c2')).toMatchObject({ ok: false, code: 'denied' });
    expect(await remind(USER, 'c2', { to: ['a@example.com\r\nBcc: b@example.com'] })).toMatchObject({
      ok: false,
      code: 'invalid',
      details: { detail: 'to:badAddress' },
    });
    expect(await received()).toEqual([]);
    expect(await emailsOf(paid.id)).toEqual([]);
  });

  it('shares the per-user limit with the invoice e-mails', async () => {
    const sale = await issue('c1', 1000);
    await dueOn(sale.id, { dueDate: '2021-01-15' });
    expect(await remind(USER, 'c1')).toMatchObject({ ok: true });
    const stored = await asAdmin(env, async (db) => (await getDoc(doc(db, `${BASE}/mailLimits/${USER}`))).data());
    expect(stored?.sent).toHaveLength(1);
    // One send short of the limit: an invoice e-mail takes the last one, and the reminder is refused.
    const now = Date.now();
    const almost = [...stored!.sent, ...Array.from({ length: MAIL_RATE_LIMIT.count - 2 }, (_, i) => now - i * 1000)];
    await asAdmin(env, (db) => setDoc(doc(db, `${BASE}/mailLimits/${USER}`), { sent: almost }));
    expect(
      await callAs(USER, 'sendInvoiceEmail', { corpId: CORP, invoiceId: sale.id, to: ['pagos@moroso.example'], subject: 'Factura', message: '' }),
    ).toMatchObject({ ok: true });
    expect(await remind(USER, 'c1')).toMatchObject({ ok: false, code: 'mailLimit', status: 'RESOURCE_EXHAUSTED' });
    expect(await received()).toHaveLength(2);
    expect((await emailsOf(sale.id)).map((r) => r.kind).sort()).toEqual(['factura', 'recordatorio']);
  }, 120_000);

  it('records a reminder the mail server refuses as fallido on each invoice', async () => {
    const sale = await issue('c1', 1000);
    await dueOn(sale.id, { dueDate: '2021-01-15' });
    await fetch(`${MAIL}/__fail`, { method: 'POST', body: JSON.stringify({ count: 1, code: 550 }) });
    expect(await remind(USER, 'c1')).toMatchObject({ ok: false, code: 'mailFailed' });
    const records = await emailsOf(sale.id);
    expect(records).toEqual([expect.objectContaining({ kind: 'recordatorio', status: 'fallido', messageId: null })]);
    expect(records[0]!.error).toMatch(/^El servidor de correo rechazó el mensaje \(550\)/);
  });
});
