import { describe, expect, it } from 'vitest';
import {
  checkMessage,
  checkSubject,
  defaultInvoiceEmail,
  emailRecordFromStored,
  invoiceMail,
  isEmailAddress,
  MAIL_RATE_LIMIT,
  mailFailureText,
  MAX_SUBJECT_LENGTH,
  parseRecipients,
  planMailQuota,
  storedEmailRecord,
} from './invoiceEmail';

describe('isEmailAddress', () => {
  it.each(['cliente@example.com', 'ana.lopez+facturas@sub.empresa.es', "o'neill@example.ie", 'x@xn--espaa-rta.es', 'A_B-c@d-e.com'])(
    'takes %s',
    (a) => {
      expect(isEmailAddress(a)).toBe(true);
    },
  );
  it.each([
    '',
    'cliente',
    '@example.com',
    'cliente@',
    'cliente@example',
    'cliente@example.c0m',
    'cli ente@example.com',
    'cliente@example.com\r\nBcc: x@y.com',
    'cliente@example.com\n',
    'Cliente <cliente@example.com>',
    '"cliente"@example.com',
    'a..b@example.com',
    '.a@example.com',
    'a@-example.com',
    'a@example..com',
    'a@[127.0.0.1]',
    'a,b@example.com',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(250)}.com`,
    'ñ@example.com',
  ])('refuses %j', (a) => {
    expect(isEmailAddress(a)).toBe(false);
  });
});

describe('parseRecipients', () => {
  it('splits by commas (and semicolons), trims, drops empty parts', () => {
    expect(parseRecipients(' a@example.com, b@example.com ;c@example.com,, ')).toEqual({
      ok: true,
      value: ['a@example.com', 'b@example.com', 'c@example.com'],
    });
  });
  it('takes 5 and refuses 6', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((n) => `${n}@example.com`);
    expect(parseRecipients(five.join(','))).toMatchObject({ ok: true });
    expect(parseRecipients([...five, 'f@example.com'].join(','))).toEqual({ ok: false, problem: 'tooMany' });
  });
  it('says which address is wrong, and refuses none or a repeated one', () => {
    expect(parseRecipients('a@example.com, b@example')).toEqual({ ok: false, problem: 'badAddress', detail: 'b@example' });
    expect(parseRecipients(' , ')).toEqual({ ok: false, problem: 'empty' });
    expect(parseRecipients('a@example.com, A@Example.com')).toEqual({ ok: false, problem: 'repeated', detail: 'A@Example.com' });
  });
  it('refuses a line break inside an address (no header injection)', () => {
    expect(parseRecipients('a@example.com\r\nBcc: b@example.com')).toMatchObject({ ok: false, problem: 'badAddress' });
  });
});

describe('checkSubject and checkMessage', () => {
  it('a subject is one trimmed line without controls, 1 to 200 characters', () => {
    expect(checkSubject('  Factura F-1  ')).toEqual({ ok: true, value: 'Factura F-1' });
    expect(checkSubject('   ')).toEqual({ ok: false, problem: 'empty' });
    expect(checkSubject('x'.repeat(MAX_SUBJECT_LENGTH + 1))).toEqual({ ok: false, problem: 'tooLong' });
    for (const bad of ['a\r\nBcc: x@y.com', 'a\nb', 'a\rb', 'a\tb', 'a\u0000', 'a\u0085b', 'a\u2028b', 'a\u007f']) {
      expect(checkSubject(bad)).toEqual({ ok: false, problem: 'control' });
    }
  });
  it('a message may hold line breaks and tabs, CR LF read as LF; nothing else invisible', () => {
    expect(checkMessage('Hola:\r\n\r\n\tAdjunta.\n\n')).toEqual({ ok: true, value: 'Hola:\n\n\tAdjunta.' });
    expect(checkMessage('')).toEqual({ ok: true, value: '' });
    expect(checkMessage('a\u0000b')).toEqual({ ok: false, problem: 'control' });
    expect(checkMessage('a\rb')).toEqual({ ok: false, problem: 'control' });
    expect(checkMessage('x'.repeat(4001))).toEqual({ ok: false, problem: 'tooLong' });
  });
});

describe('defaultInvoiceEmail and invoiceMail', () => {
  const facts = {
    numberText: 'F-2026-000124',
    issueDate: '05/03/2026',
    total: '1.234,56 €',
    companyName: 'Demo Distribuciones S.L.',
    simplified: false,
  };
  it('starts with a Spanish subject and message naming the invoice, its date and total', () => {
    const { subject, message } = defaultInvoiceEmail(facts);
    expect(subject).toBe('Factura F-2026-000124 de Demo Distribuciones S.L.');
    expect(message).toBe(
      'Buenos días:\n\nLe enviamos adjunta la factura F-2026-000124, de 05/03/2026, por un total de 1.234,56 €.\n\nUn saludo,\nDemo Distribuciones S.L.',
    );
    expect(defaultInvoiceEmail({ ...facts, simplified: true }).subject).toBe('Factura simplificada F-2026-000124 de Demo Distribuciones S.L.');
    // What it starts with passes its own checks.
    expect(checkSubject(subject).ok && checkMessage(message).ok).toBe(true);
  });
  it('builds the message with the PDF attached and the company as reply-to when valid', () => {
    const pdf = new Uint8Array([37, 80, 68, 70]);
    const mail = invoiceMail({
      from: 'A <f@a.es>',
      to: ['c@example.com'],
      subject: 'S',
      message: 'Hola',
      replyTo: 'info@empresa.es',
      fileName: 'Factura F-1.pdf',
      pdf,
    });
    expect(mail).toEqual({
      from: 'A <f@a.es>',
      to: ['c@example.com'],
      replyTo: 'info@empresa.es',
      subject: 'S',
      text: 'Hola\n',
      attachments: [{ filename: 'Factura F-1.pdf', contentType: 'application/pdf', content: pdf }],
    });
    const bare = invoiceMail({
      from: 'f@a.es',
      to: ['c@example.com'],
      subject: 'S',
      message: '',
      replyTo: 'no es\r\nun correo',
      fileName: 'F.pdf',
      pdf,
    });
    expect(bare).not.toHaveProperty('replyTo');
    expect(bare.text).toBe('Adjuntamos F.pdf.');
  });
});

describe('planMailQuota', () => {
  const now = 1_800_000_000_000;
  it('adds the send and forgets those out of the window', () => {
    expect(planMailQuota(undefined, now)).toEqual({ ok: true, sent: [now] });
    expect(planMailQuota({ sent: [now - MAIL_RATE_LIMIT.windowMs, now - 1000, 'x', null] }, now)).toEqual({ ok: true, sent: [now - 1000, now] });
  });
  it('refuses the send past the limit, saying when the oldest leaves the window', () => {
    const full = Array.from({ length: MAIL_RATE_LIMIT.count }, (_, i) => now - 60_000 + i);
    expect(planMailQuota({ sent: full }, now)).toEqual({ ok: false, retryAtMs: now - 60_000 + MAIL_RATE_LIMIT.windowMs });
    expect(planMailQuota({ sent: full.slice(1) }, now)).toMatchObject({ ok: true });
  });
  it('reads any stored shape', () => {
    for (const stored of [null, 'x', { sent: 'x' }, { sent: [NaN, Infinity] }]) expect(planMailQuota(stored, now)).toEqual({ ok: true, sent: [now] });
  });
});

describe('the stored send', () => {
  it('builds and reads back the same record; any shape reads', () => {
    const record = {
      kind: 'factura' as const,
      to: ['c@example.com'],
      subject: 'S',
      sentBy: 'u1',
      status: 'enviado' as const,
      messageId: '<m@x>',
      error: null,
      attachment: 'F.pdf',
    };
    expect(emailRecordFromStored('e1', storedEmailRecord(record), 5)).toEqual({ id: 'e1', sentAtMs: 5, ...record });
    expect(emailRecordFromStored('e2', undefined, null)).toEqual({
      id: 'e2',
      kind: 'factura',
      to: [],
      subject: '',
      sentAtMs: null,
      sentBy: '',
      status: 'fallido',
      messageId: null,
      error: null,
      attachment: '',
    });
  });
  it.each([
    ['recordatorio', 'recordatorio'],
    ['factura', 'factura'],
    [undefined, 'factura'],
    ['otro', 'factura'],
  ])('reads kind %j as %s (a send stored before reminders is the invoice’s)', (stored, kind) => {
    expect(emailRecordFromStored('e', { kind: stored }, null).kind).toBe(kind);
  });
  it('says a failure in Spanish', () => {
    expect(mailFailureText({ code: 'ECONNECTION' })).toBe('No se pudo conectar con el servidor de correo; inténtelo más tarde.');
    expect(mailFailureText({ code: 'EAUTH' })).toMatch(/usuario o la contraseña/);
    expect(mailFailureText({ code: 'EMESSAGE', responseCode: 550, response: '550 Mailbox\r\nunavailable' })).toBe(
      'El servidor de correo rechazó el mensaje (550): 550 Mailbox unavailable.',
    );
    expect(mailFailureText({})).toBe('El envío falló por un error del servidor de correo.');
  });
});
