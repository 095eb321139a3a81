/**
 * sendDueReminder {corpId, partyId, to[], message?} → {messageId, invoiceIds, itemCount, totalCents}:
 * one e-mail to a client listing every sale instalment of the caller's company that is overdue
 * and unpaid (src/domain/mail/dueReminder.ts says which), with how to pay, and the send recorded
 * under EACH invoice it lists (`invoices/{id}/emails/{autoId}`, kind 'recordatorio'). Staff and
 * admins, within the same per-user limit as sendInvoiceEmail.
 *
 * guard (input parsed strictly: src/domain/commandInputs/mailInputs.ts) → load (the client of
 * the caller's company; its overdue dues by one indexed query on the cartera's index, at most
 * REMINDER_MAX_DUES + 1 documents; the company) → nothingOverdue when none → the limit → compose
 * and send → record 'enviado' on every invoice listed, or 'fallido' with the reason and refuse
 * mailFailed. Nothing is attached: the extracto's PDF needs every invoice and payment of the
 * client (unbounded reads) and its builder is the browser's (docs/DECISIONS.md "Recordatorios").
 * Not transactional, as sendInvoiceEmail: a crash after the send loses the records, never sends twice.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { parseSendDueReminder } from '../../../src/domain/commandInputs/mailInputs';
import { madridIsoDate } from '../../../src/domain/invoiceDates';
import { dueReminderMail, overdueForReminder, reminderDuesQuery, reminderInvoiceIds } from '../../../src/domain/mail/dueReminder';
import { INVOICE_EMAILS, isEmailAddress, mailFailureText, storedEmailRecord } from '../../../src/domain/mail/invoiceEmail';
import { dueOfStored, type Due } from '../../../src/domain/payments/dues';
import { db } from '../runtime/admin';
import { command } from '../runtime/command';
import { MAIL_SECRETS, configuredSmtp } from './config';
import { sendMail } from './mailer';
import { takeMailQuota } from './quota';

export const sendDueReminder = command(
  'sendDueReminder',
  async (caller, data, refuse) => {
    const input = parseSendDueReminder(data);
    if (!input.ok) throw refuse('invalid', { detail: input.detail });
    const { partyId, to, message } = input.value;

    const company = db().doc(`corporations/${caller.corpId}`);
    const today = madridIsoDate(new Date());
    const plan = reminderDuesQuery(partyId, today);
    let dues = company.collection('dues').orderBy(plan.order[0], plan.order[1]).limit(plan.limit);
    for (const [field, op, value] of plan.equals) dues = dues.where(field, op, op === 'in' ? [...value] : value);
    for (const [field, op, value] of plan.ranges) dues = dues.where(field, op, value);
    const [clientSnap, companySnap, duesSnap] = await Promise.all([company.collection('clients').doc(partyId).get(), company.get(), dues.get()]);
    if (!clientSnap.exists) throw refuse('notFound');

    const read = duesSnap.docs.map((d) => dueOfStored(d.id, d.data())).filter((d): d is Due => d !== null);
    const { items, truncated } = overdueForReminder(read, partyId, today);
    if (items.length === 0) throw refuse('nothingOverdue');

    const smtp = configuredSmtp(refuse);
    const quota = await takeMailQuota(company, caller.uid);
    if (!quota.ok) throw refuse('mailLimit', { retryAt: quota.retryAt });

    const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
    const companyName = text(companySnap.get('data.legalName')) || text(companySnap.get('name'));
    const clientName = text(clientSnap.get('name')) || (read.find((d) => d.partyName !== '')?.partyName ?? '');
    const composed = dueReminderMail({
      companyName,
      iban: text(companySnap.get('data.iban')),
      clientName,
      today,
      items,
      // Read more than listed: there are more overdue than the reminder names.
      truncated: truncated || duesSnap.size > plan.limit - 1,
      message,
    });
    const replyTo = text(companySnap.get('data.email'));
    const invoiceIds = reminderInvoiceIds(items);
    const record = { kind: 'recordatorio' as const, to, subject: composed.subject, sentBy: caller.uid, attachment: '' };
    const recordOnEach = async (fields: Record<string, unknown>) => {
      const batch = db().batch();
      for (const id of invoiceIds) batch.create(company.collection('invoices').doc(id).collection(INVOICE_EMAILS).doc(), fields);
      await batch.commit();
    };

    let messageId: string;
    try {
      ({ messageId } = await sendMail(smtp, {
        from: smtp.from,
        to,
        ...(isEmailAddress(replyTo) ? { replyTo } : {}),
        subject: composed.subject,
        text: composed.text,
        attachments: [],
      }));
    } catch (error) {
      const reason = mailFailureText((error ?? {}) as Record<string, unknown>);
      console.error('sendDueReminder: the mail server did not take the message', (error as Error | null)?.message);
      await recordOnEach({
        ...storedEmailRecord({ ...record, status: 'fallido', messageId: null, error: reason }),
        sentAt: FieldValue.serverTimestamp(),
      });
      throw refuse('mailFailed', { detail: reason });
    }
    await recordOnEach({ ...storedEmailRecord({ ...record, status: 'enviado', messageId, error: null }), sentAt: FieldValue.serverTimestamp() });
    return { messageId, invoiceIds, itemCount: items.length, totalCents: items.reduce((a, i) => a + i.pendingCents, 0) };
  },
  { secrets: MAIL_SECRETS, timeoutSeconds: 60 },
);
