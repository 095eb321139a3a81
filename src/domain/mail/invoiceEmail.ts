/**
 * Invoices by e-mail (issue 33): what a recipient list, a subject and a message may be, the text
 * the dialog starts with, the message the functions send, the per-user sending limit and the
 * stored record of a send (`invoices/{id}/emails/{autoId}`). Pure: the dialog validates with the
 * same functions the command parses with (src/domain/commandInputs/mailInputs.ts), so the browser
 * never lets through what the server refuses. docs/DECISIONS.md "Facturas por e-mail".
 *
 * Header injection: an address or a subject holding CR, LF or any other control character is
 * refused (never cleaned), so nothing a person types can add a header or a recipient. nodemailer
 * encodes the headers itself as well.
 */

/** The most addresses one send takes (To only: no Cc or Bcc). */
export const MAX_RECIPIENTS = 5;
/** RFC 5321: 254 characters in a path, 64 in a local part, 63 in a domain label. */
export const MAX_ADDRESS_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;
export const MAX_SUBJECT_LENGTH = 200;
export const MAX_MESSAGE_LENGTH = 4000;
/** The per-user limit: at most `count` sends (each to up to MAX_RECIPIENTS) in `windowMs`. */
export const MAIL_RATE_LIMIT = { count: 20, windowMs: 10 * 60 * 1000 } as const;
/** The subcollection of an invoice where its sends are recorded (written only by the functions). */
export const INVOICE_EMAILS = 'emails';
/** Where the per-user limit is counted: `corporations/{corpId}/mailLimits/{uid}`, server-only. */
export const MAIL_LIMITS = 'mailLimits';

// The dot-atom of RFC 5322 for the local part (no quoted strings, no comments), and a host name of
// letters, digits and hyphens with at least one dot (no IP literals): what people's addresses are.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** True when `address` is one plain address (`nombre@dominio.es`): no display name, spaces, controls or brackets. */
export function isEmailAddress(address: string): boolean {
  if (address.length === 0 || address.length > MAX_ADDRESS_LENGTH) return false;
  const at = address.lastIndexOf('@');
  if (at <= 0) return false;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (local.length > MAX_LOCAL_LENGTH || !LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return false;
  // The top-level domain is letters (or an IDN's xn--): «a@b.123» is a typing mistake.
  return /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/.test(labels[labels.length - 1]!);
}

export type RecipientsProblem = 'empty' | 'tooMany' | 'badAddress' | 'repeated';
export type Checked<T, P> = { ok: true; value: T } | { ok: false; problem: P; detail?: string };

/**
 * The addresses of «Para», separated by commas (or semicolons, as Outlook writes them), spaces
 * around them ignored: 1 to MAX_RECIPIENTS plain addresses, none repeated (compared in lower case).
 */
export function parseRecipients(text: string): Checked<string[], RecipientsProblem> {
  const parts = text
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (parts.length === 0) return { ok: false, problem: 'empty' };
  return checkRecipients(parts);
}

/** A list of addresses as the command receives it (each already one address, no trimming). */
export function checkRecipients(list: readonly string[]): Checked<string[], RecipientsProblem> {
  if (list.length === 0) return { ok: false, problem: 'empty' };
  if (list.length > MAX_RECIPIENTS) return { ok: false, problem: 'tooMany' };
  const bad = list.find((a) => !isEmailAddress(a));
  if (bad !== undefined) return { ok: false, problem: 'badAddress', detail: bad.slice(0, 80) };
  const seen = new Set<string>();
  for (const a of list) {
    const key = a.toLowerCase();
    if (seen.has(key)) return { ok: false, problem: 'repeated', detail: a };
    seen.add(key);
  }
  return { ok: true, value: [...list] };
}

// Every C0 control (CR, LF and tab included), DEL, C1, the Unicode line and paragraph separators
// and lone surrogates. A subject is one line.
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's whole purpose
const SUBJECT_REFUSED = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// A message may hold line breaks (LF; CR LF is read as LF) and tabs, nothing else invisible.
const MESSAGE_REFUSED =
  // eslint-disable-next-line no-control-regex -- as above
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type SubjectProblem = 'empty' | 'tooLong' | 'control';
export type MessageProblem = 'tooLong' | 'control';

/** The subject as sent (spaces around it dropped): 1 to MAX_SUBJECT_LENGTH characters, one line, no controls. */
export function checkSubject(subject: string): Checked<string, SubjectProblem> {
  if (SUBJECT_REFUSED.test(subject)) return { ok: false, problem: 'control' };
  const value = subject.trim();
  if (value === '') return { ok: false, problem: 'empty' };
  if (value.length > MAX_SUBJECT_LENGTH) return { ok: false, problem: 'tooLong' };
  return { ok: true, value };
}

/** The message as sent: CR LF read as LF, at most MAX_MESSAGE_LENGTH characters, no controls but LF and tab; may be empty. */
export function checkMessage(message: string): Checked<string, MessageProblem> {
  const value = message.replace(/\r\n/g, '\n');
  if (MESSAGE_REFUSED.test(value)) return { ok: false, problem: 'control' };
  if (value.length > MAX_MESSAGE_LENGTH) return { ok: false, problem: 'tooLong' };
  return { ok: true, value: value.trimEnd() };
}

/** What the dialog starts with for an invoice. */
export interface InvoiceEmailFacts {
  numberText: string;
  /** Spanish date, «05/03/2026». */
  issueDate: string;
  /** «1.234,56 €». */
  total: string;
  companyName: string;
  simplified: boolean;
}

export function defaultInvoiceEmail(f: InvoiceEmailFacts): { subject: string; message: string } {
  const what = f.simplified ? 'factura simplificada' : 'factura';
  return {
    subject: `${f.simplified ? 'Factura simplificada' : 'Factura'} ${f.numberText} de ${f.companyName}`.slice(0, MAX_SUBJECT_LENGTH),
    message: [
      'Buenos días:',
      '',
      `Le enviamos adjunta la ${what} ${f.numberText}, de ${f.issueDate}, por un total de ${f.total}.`,
      '',
      'Un saludo,',
      f.companyName,
    ].join('\n'),
  };
}

/** A message as the mailer sends it (nodemailer's options take this shape as it is). */
export interface OutgoingMail {
  from: string;
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Uint8Array }[];
}

/**
 * The e-mail of an invoice: the person's subject and message, the invoice's PDF attached with the
 * file name «Descargar PDF» gives it. `replyTo` is the company's e-mail, when it has a valid one,
 * so the client's answer reaches the company rather than the sending account.
 */
export function invoiceMail(input: {
  from: string;
  to: string[];
  subject: string;
  message: string;
  replyTo: string | null;
  fileName: string;
  pdf: Uint8Array;
}): OutgoingMail {
  return {
    from: input.from,
    to: [...input.to],
    ...(input.replyTo && isEmailAddress(input.replyTo) ? { replyTo: input.replyTo } : {}),
    subject: input.subject,
    text: input.message === '' ? `Adjuntamos ${input.fileName}.` : `${input.message}\n`,
    attachments: [{ filename: input.fileName, contentType: 'application/pdf', content: input.pdf }],
  };
}

/**
 * The per-user limit, as a sliding window over the stored send times (`{ sent: number[] }`, ms):
 * ok with the list to store (this send added, those out of the window dropped), or the time the
 * oldest send leaves the window. Any stored shape reads; a bad one as no sends.
 */
export function planMailQuota(stored: unknown, nowMs: number): { ok: true; sent: number[] } | { ok: false; retryAtMs: number } {
  const raw = (stored as { sent?: unknown } | null | undefined)?.sent;
  const list = Array.isArray(raw) ? raw.filter((t): t is number => typeof t === 'number' && Number.isFinite(t)) : [];
  const recent = list.filter((t) => t > nowMs - MAIL_RATE_LIMIT.windowMs && t <= nowMs).sort((a, b) => a - b);
  if (recent.length >= MAIL_RATE_LIMIT.count)
    return { ok: false, retryAtMs: recent[recent.length - MAIL_RATE_LIMIT.count]! + MAIL_RATE_LIMIT.windowMs };
  return { ok: true, sent: [...recent, nowMs] };
}

export type EmailStatus = 'enviado' | 'fallido';
/** What was sent: the invoice's PDF (sendInvoiceEmail) or a reminder of overdue instalments that lists it (sendDueReminder). */
export type EmailKind = 'factura' | 'recordatorio';

/** A send as stored under the invoice (the stored shape is `storedEmailRecord`'s, with `sentAt` a server timestamp). */
export interface EmailRecord {
  id: string;
  /** A send stored before reminders existed reads as 'factura'. */
  kind: EmailKind;
  to: string[];
  subject: string;
  /** The instant (ms) the server recorded it; null while a local write waits for it. */
  sentAtMs: number | null;
  sentBy: string;
  status: EmailStatus;
  messageId: string | null;
  /** Why it failed, in Spanish (status 'fallido'). */
  error: string | null;
  /** The attached file's name ('' when nothing was attached: a reminder). */
  attachment: string;
}

/** The one builder of a stored send (the functions add `sentAt`). */
export function storedEmailRecord(r: Omit<EmailRecord, 'id' | 'sentAtMs'>): Record<string, unknown> {
  return {
    kind: r.kind,
    to: [...r.to],
    subject: r.subject,
    sentBy: r.sentBy,
    status: r.status,
    messageId: r.messageId,
    error: r.error,
    attachment: r.attachment,
  };
}

/** The one reader: any stored shape reads (unknown fields as empty), never a crash. */
export function emailRecordFromStored(id: string, d: Record<string, unknown> | undefined, sentAtMs: number | null): EmailRecord {
  const s = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    id,
    kind: d?.kind === 'recordatorio' ? 'recordatorio' : 'factura',
    to: Array.isArray(d?.to) ? d.to.filter((a): a is string => typeof a === 'string') : [],
    subject: s(d?.subject),
    sentAtMs,
    sentBy: s(d?.sentBy),
    status: d?.status === 'enviado' ? 'enviado' : 'fallido',
    messageId: typeof d?.messageId === 'string' ? d.messageId : null,
    error: typeof d?.error === 'string' ? d.error : null,
    attachment: s(d?.attachment),
  };
}

/** Why a send failed, in Spanish, from the SMTP library's error: what is stored and shown. */
export function mailFailureText(error: { code?: unknown; responseCode?: unknown; response?: unknown; message?: unknown }): string {
  const code = typeof error.code === 'string' ? error.code : '';
  const response = typeof error.response === 'string' ? error.response.replace(/[\r\n]+/g, ' ').slice(0, 200) : '';
  if (code === 'ECONNECTION' || code === 'ETIMEDOUT' || code === 'ESOCKET' || code === 'EDNS') {
    return 'No se pudo conectar con el servidor de correo; inténtelo más tarde.';
  }
  if (code === 'EAUTH') return 'El servidor de correo no aceptó el usuario o la contraseña configurados.';
  if (code === 'EENVELOPE') return `El servidor de correo rechazó algún destinatario${response ? `: ${response}` : ''}.`;
  if (typeof error.responseCode === 'number')
    return `El servidor de correo rechazó el mensaje (${error.responseCode})${response ? `: ${response}` : ''}.`;
  return 'El envío falló por un error del servidor de correo.';
}
