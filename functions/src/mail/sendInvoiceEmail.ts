/**
 * sendInvoiceEmail {corpId, invoiceId, to[], subject, message} → {emailId, messageId}: sends an
 * issued sale's PDF (the same file «Descargar PDF» gives, built here from the stored invoice:
 * src/invoices/pdf/invoicePdfFile.ts) to up to 5 addresses through SMTP, and records the send
 * under the invoice (`invoices/{id}/emails/{autoId}`, written only here). Staff and admins.
 *
 * guard (input parsed strictly: src/domain/commandInputs/mailInputs.ts) → load (the invoice of
 * the caller's company, issued and a sale) → the per-user limit, counted in a server-only
 * document in its own transaction before sending (a failed send counts too: the limit is about
 * what reaches the mail server) → build and send → record 'enviado', or 'fallido' with the
 * reason in Spanish, and refuse mailFailed. Sending is not transactional: a crash between the
 * send and the record loses the record, never sends twice on its own.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { parseSendInvoiceEmail } from '../../../src/domain/commandInputs/mailInputs';
import { INVOICE_EMAILS, invoiceMail, mailFailureText, storedEmailRecord } from '../../../src/domain/mail/invoiceEmail';
import { invoiceFromStored } from '../../../src/domain/invoices/invoiceStored';
import { invoicePdfFile } from '../../../src/invoices/pdf/invoicePdfFile';
import { db } from '../runtime/admin';
import { command } from '../runtime/command';
import { sendingConfig } from '../verifactu/config';
import { MAIL_SECRETS, configuredSmtp } from './config';
import { sendMail } from './mailer';
import { takeMailQuota } from './quota';

export const sendInvoiceEmail = command(
  'sendInvoiceEmail',
  async (caller, data, refuse) => {
    const input = parseSendInvoiceEmail(data);
    if (!input.ok) throw refuse('invalid', { detail: input.detail });
    const { invoiceId, to, subject, message } = input.value;

    const company = db().doc(`corporations/${caller.corpId}`);
    const invoiceRef = company.collection('invoices').doc(invoiceId);
    const [snap, companySnap] = await Promise.all([invoiceRef.get(), company.get()]);
    const invoice = snap.exists ? invoiceFromStored(invoiceId, snap.data()) : null;
    if (!invoice) throw refuse('notFound');
    if (invoice.kind !== 'output' || invoice.state !== 'emitida' || !invoice.numberText) throw refuse('notIssued');

    const smtp = configuredSmtp(refuse);

    const quota = await takeMailQuota(company, caller.uid);
    if (!quota.ok) throw refuse('mailLimit', { retryAt: quota.retryAt });

    const pdf = await invoicePdfFile(invoice, sendingConfig().environment);
    const companyEmail = companySnap.get('data.email');
    const mail = invoiceMail({
      from: smtp.from,
      to,
      subject,
      message,
      replyTo: typeof companyEmail === 'string' ? companyEmail : null,
      fileName: pdf.fileName,
      pdf: pdf.bytes,
    });
    const record = { kind: 'factura' as const, to, subject, sentBy: caller.uid, attachment: pdf.fileName };
    const emails = invoiceRef.collection(INVOICE_EMAILS);
    let messageId: string;
    try {
      ({ messageId } = await sendMail(smtp, mail));
    } catch (error) {
      const text = mailFailureText((error ?? {}) as Record<string, unknown>);
      console.error('sendInvoiceEmail: the mail server did not take the message', (error as Error | null)?.message);
      const failed = await emails.add({
        ...storedEmailRecord({ ...record, status: 'fallido', messageId: null, error: text }),
        sentAt: FieldValue.serverTimestamp(),
      });
      throw refuse('mailFailed', { detail: text, emailId: failed.id });
    }
    const sent = await emails.add({
      ...storedEmailRecord({ ...record, status: 'enviado', messageId, error: null }),
      sentAt: FieldValue.serverTimestamp(),
    });
    return { emailId: sent.id, messageId };
  },
  { secrets: MAIL_SECRETS, timeoutSeconds: 120 },
);
