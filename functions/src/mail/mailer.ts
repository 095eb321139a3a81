/**
 * The one way the functions send e-mail: nodemailer over SMTP with the deployment's settings
 * (config.ts). A transport per send: sends are few (MAIL_RATE_LIMIT) and a pooled connection
 * would outlive the function's instance. Files and URLs as attachment sources are turned off: the
 * attachments are always bytes the command built.
 */
import nodemailer from 'nodemailer';
import type { OutgoingMail } from '../../../src/domain/mail/invoiceEmail';
import type { SmtpConfig } from './config';

export async function sendMail(config: SmtpConfig, mail: OutgoingMail): Promise<{ messageId: string }> {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.security === 'tls',
    requireTLS: config.security === 'starttls',
    ignoreTLS: config.security === 'none',
    ...(config.user ? { auth: { user: config.user, pass: config.password ?? '' } } : {}),
    connectionTimeout: 15_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  try {
    const info = await transport.sendMail({
      ...mail,
      attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content) })),
    });
    return { messageId: String(info.messageId ?? '') };
  } finally {
    transport.close();
  }
}
