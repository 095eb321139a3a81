/**
 * sendInvoiceEmail (issue 33): an issued sale's PDF, built on the server from the stored invoice,
 * reaches the run's mail stand-in (scripts/mail-standin) with the invoice's number and total in
 * its text, and the send is recorded under the invoice. Refused, with nothing sent: a draft, a
 * purchase, another company's invoice, CR/LF in the subject, more than 5 recipients, a bad
 * address, a cashier, and a user past the limit. A send the mail server refuses is recorded as
 * 'fallido' with its reason in Spanish.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatEuros } from '../../src/domain/money';
import { MAIL_RATE_LIMIT } from '../../src/domain/mail/invoiceEmail';
import type { ReceivedMail } from '../../scripts/mail-standin/server.mjs';
import { pdfText } from '../e2e/support/pdfText';
import { corpData } from '../rules/support';
import { clientDoc, invoiceLine, partyDoc, purchaseContent, salesContent, seededAt } from '../rules/invoiceSupport';
import { asAdmin, callAs, createFunctionsEnv, expectOk } from './support';

const CORP = 'corpMail';
const OTHER = 'corpMailOther';
const BASE = `corporations/${CORP}`;
const USER = 'mailUser';
const CASHIER = 'mailCashier';
const OTHER_ADMIN = 'mailOtherAdmin';
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
const attachment = async (id: string, n = 0) => Buffer.from(await (await fetch(`${MAIL}/messages/${id}/attachments/${n}`)).arrayBuffer());

beforeEach(async () => {
  await env.clearFirestore();
  await fetch(`${MAIL}/messages`, { method: 'DELETE' });
  await asAdmin(env, async (db) => {
    for (const [corp, name] of [
      [CORP, 'Distribuciones Correo S.L.'],
      [OTHER, 'Otra Empresa S.L.'],
    ]) {
      await setDoc(doc(db, `corporations/${corp}`), { name, data: corpData(), createdAt: seededAt, updatedAt: seededAt });
      await setDoc(doc(db, `corporations/${corp}/clients/c1`), clientDoc('Cliente Uno'));
      await setDoc(doc(db, `corporations/${corp}/vendors/v1`), partyDoc('Proveedor Uno'));
    }
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

const issue = (uid: string, corpId: string, content: unknown) =>
  expectOk<{ id: string; numberText: string }>(uid, 'issueInvoice', { corpId, invoiceId: null, content });
const send = (uid: string, invoiceId: string, extra: Record<string, unknown> = {}, corpId = CORP) =>
  callAs<{ emailId: string; messageId: string }>(uid, 'sendInvoiceEmail', {
    corpId,
    invoiceId,
    to: ['cliente@example.com'],
    subject: 'Su factura',
    message: 'Buenos días:\n\nLe enviamos la factura.',
    ...extra,
  });
const emailsOf = (invoiceId: string) =>
  asAdmin(env, async (db: Firestore) => (await getDocs(collection(db, `${BASE}/invoices/${invoiceId}/emails`))).docs.map((d) => d.data()));

describe('sendInvoiceEmail', () => {
  it('sends the invoice PDF to the stand-in and records the send', async () => {
    const sale = await issue(USER, CORP, salesContent({ lines: [invoiceLine(3, 1250)] }));
    const total = (await asAdmin(env, async (db) => (await getDoc(doc(db, `${BASE}/invoices/${sale.id}`))).get('totalCents'))) as number;

    const result = await send(USER, sale.id, { to: ['cliente@example.com', 'contabilidad@example.org'], subject: `Factura ${sale.numberText}` });
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;

    const [mail, ...more] = await received();
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({
      envelope: { to: ['cliente@example.com', 'contabilidad@example.org'] },
      subject: `Factura ${sale.numberText}`,
      messageId: result.data.messageId,
      // The client's answer goes to the company's own e-mail, not to the sending account.
      replyTo: 'info@empresa.es',
      attachments: [{ filename: `Factura ${sale.numberText}.pdf`, contentType: 'application/pdf' }],
    });
    expect(mail!.text).toContain('Le enviamos la factura.');
    const pdf = await attachment(mail!.id);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(sale.numberText);
    // formatEuros writes a no-break space before €; the PDF's text reads it as a space.
    expect(text).toContain(formatEuros(total).replace(/\s/g, ' '));

    const records = await emailsOf(sale.id);
    expect(records).toEqual([
      expect.objectContaining({
        to: ['cliente@example.com', 'contabilidad@example.org'],
        subject: `Factura ${sale.numberText}`,
        sentBy: USER,
        status: 'enviado',
        messageId: result.data.messageId,
        error: null,
        attachment: `Factura ${sale.numberText}.pdf`,
      }),
    ]);
    expect(records[0]!.sentAt).toBeTruthy();
    // The first call starts the function's worker (a cold start of its bundle, PDF engine included).
  }, 120_000);

  it('refuses what is not an issued sale of the caller’s company, and sends nothing', async () => {
    const purchase = await issue(USER, CORP, purchaseContent('FV-MAIL-1'));
    const theirs = await issue(OTHER_ADMIN, OTHER, salesContent({ lines: [invoiceLine(1, 1000)] }));
    await asAdmin(env, (db) => setDoc(doc(db, `${BASE}/invoices/draft1`), { ...salesContent(), state: 'borrador', status: 'borrador' }));

    expect(await send(USER, 'draft1')).toMatchObject({ ok: false, code: 'notIssued' });
    expect(await send(USER, purchase.id)).toMatchObject({ ok: false, code: 'notIssued' });
    // Another company's invoice is simply not found in the caller's company…
    expect(await send(USER, theirs.id)).toMatchObject({ ok: false, code: 'notFound' });
    // …and naming that company is not allowed.
    expect(await send(USER, theirs.id, {}, OTHER)).toMatchObject({ ok: false, code: 'denied' });
    expect(await received()).toEqual([]);
  });

  it('parses the input strictly: header injection, too many or bad recipients, sizes; and is for staff', async () => {
    const sale = await issue(USER, CORP, salesContent({ lines: [invoiceLine(1, 1000)] }));
    const refusal = (extra: Record<string, unknown>) => send(USER, sale.id, extra);
    expect(await refusal({ subject: 'Factura\r\nBcc: victima@example.com' })).toMatchObject({
      ok: false,
      code: 'invalid',
      details: { detail: 'subject:control' },
    });
    expect(await refusal({ subject: 'Factura\nX' })).toMatchObject({ ok: false, code: 'invalid', details: { detail: 'subject:control' } });
    expect(await refusal({ to: ['a@example.com\r\nBcc: b@example.com'] })).toMatchObject({
      ok: false,
      code: 'invalid',
      details: { detail: 'to:badAddress' },
    });
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => `${n}@example.com`);
    expect(await refusal({ to: six })).toMatchObject({ ok: false, code: 'invalid', details: { detail: 'to:tooMany' } });
    expect(await refusal({ to: [] })).toMatchObject({ ok: false, code: 'invalid', details: { detail: 'to:empty' } });
    expect(await refusal({ to: ['Cliente <a@example.com>'] })).toMatchObject({ ok: false, code: 'invalid', details: { detail: 'to:badAddress' } });
    expect(await refusal({ to: 'a@example.com' })).toMatchObject({ ok: false, code: 'invalid', details: { detail: 'to' } });
    expect(await refusal({ message: 'x'.repeat(5000) })).toMatchObject({ ok: false, code: 'invalid', details: { detail: 'message:tooLong' } });
    expect(await refusal({ message: 'hola\u0000' })).toMatchObject({ ok: false, code: 'invalid', details: { detail: 'message:control' } });
    expect(await send(CASHIER, sale.id)).toMatchObject({ ok: false, code: 'denied' });
    expect(await received()).toEqual([]);
    expect(await emailsOf(sale.id)).toEqual([]);
  });

  it('refuses past the per-user limit, counted on the server', async () => {
    const sale = await issue(USER, CORP, salesContent({ lines: [invoiceLine(1, 1000)] }));
    expect(await send(USER, sale.id)).toMatchObject({ ok: true });
    const stored = await asAdmin(env, async (db) => (await getDoc(doc(db, `${BASE}/mailLimits/${USER}`))).data());
    expect(stored?.sent).toHaveLength(1);
    // The window already holds the limit's sends (one real, the rest stored as if just made).
    const now = Date.now();
    const full = [...stored!.sent, ...Array.from({ length: MAIL_RATE_LIMIT.count - 1 }, (_, i) => now - i * 1000)];
    await asAdmin(env, (db) => setDoc(doc(db, `${BASE}/mailLimits/${USER}`), { sent: full }));
    const refused = await send(USER, sale.id);
    expect(refused).toMatchObject({ ok: false, code: 'mailLimit', status: 'RESOURCE_EXHAUSTED' });
    expect(await received()).toHaveLength(1);
    // Another user is not limited by it.
    await asAdmin(env, (db) =>
      setDoc(doc(db, `users/mailAdmin`), {
        name: 'a',
        email: 'a@example.com',
        corpId: CORP,
        role: 'admin',
        active: true,
        createdAt: seededAt,
        updatedAt: seededAt,
      }),
    );
    expect(await send('mailAdmin', sale.id)).toMatchObject({ ok: true });
  });

  it('records a send the mail server refuses as fallido, with the reason in Spanish', async () => {
    const sale = await issue(USER, CORP, salesContent({ lines: [invoiceLine(1, 1000)] }));
    await fetch(`${MAIL}/__fail`, { method: 'POST', body: JSON.stringify({ count: 1, code: 550 }) });
    const result = await send(USER, sale.id);
    expect(result).toMatchObject({ ok: false, code: 'mailFailed' });
    const records = await emailsOf(sale.id);
    expect(records).toEqual([expect.objectContaining({ status: 'fallido', messageId: null })]);
    expect(records[0]!.error).toMatch(/^El servidor de correo rechazó el mensaje \(550\)/);
  });
});
