import { describe, expect, it } from 'vitest';
import { parseSendDueReminder, parseSendInvoiceEmail } from './mailInputs';

const valid = { invoiceId: 'inv1', to: ['a@example.com'], subject: ' Factura F-1 ', message: 'Hola\r\nAdjunta.' };

describe('parseSendInvoiceEmail', () => {
  it('reads a valid input (subject trimmed, CR LF as LF)', () => {
    expect(parseSendInvoiceEmail(valid)).toEqual({
      ok: true,
      value: { invoiceId: 'inv1', to: ['a@example.com'], subject: 'Factura F-1', message: 'Hola\nAdjunta.' },
    });
  });
  it.each([
    ['invoiceId', { invoiceId: 'a/b' }],
    ['invoiceId', { invoiceId: 7 }],
    ['to', { to: 'a@example.com' }],
    ['to:empty', { to: [] }],
    ['to:tooMany', { to: ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com', 'e@example.com', 'f@example.com'] }],
    ['to:tooMany', { to: Array.from({ length: 50 }, (_, i) => `a${i}@example.com`) }],
    ['to:badAddress', { to: [`${'a'.repeat(300)}@example.com`] }],
    ['to:badAddress', { to: ['a@example.com\r\nBcc: b@example.com'] }],
    ['to', { to: [7] }],
    ['subject:control', { subject: 'a\r\nBcc: b@example.com' }],
    ['subject:empty', { subject: '' }],
    ['subject:tooLong', { subject: 'x'.repeat(201) }],
    ['subject:tooLong', { subject: 'x'.repeat(1000) }],
    ['subject', { subject: null }],
    ['message:tooLong', { message: 'x'.repeat(4001) }],
    ['message:tooLong', { message: 'x'.repeat(100_000) }],
    ['message:control', { message: 'a\u0007' }],
  ])('refuses, naming %s (case %#)', (detail, change) => {
    expect(parseSendInvoiceEmail({ ...valid, ...change })).toEqual({ ok: false, detail });
  });
});

describe('parseSendDueReminder', () => {
  const reminder = { corpId: 'corp1', partyId: 'c1', to: ['a@example.com'], message: 'Hola\r\nMarta' };
  it('reads a valid input; the message is optional', () => {
    expect(parseSendDueReminder(reminder)).toEqual({ ok: true, value: { partyId: 'c1', to: ['a@example.com'], message: 'Hola\nMarta' } });
    expect(parseSendDueReminder({ partyId: 'c1', to: ['a@example.com'] })).toEqual({
      ok: true,
      value: { partyId: 'c1', to: ['a@example.com'], message: '' },
    });
  });
  it.each([
    ['partyId', { partyId: '' }],
    ['partyId', { partyId: 'a/b' }],
    ['partyId', { partyId: 1.5 }],
    ['partyId', { partyId: undefined }],
    ['to', { to: undefined }],
    ['to:empty', { to: [] }],
    ['to:tooMany', { to: ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => `${n}@example.com`) }],
    ['to:badAddress', { to: ['Cliente <a@example.com>'] }],
    ['to:repeated', { to: ['a@example.com', 'A@example.com'] }],
    ['message:control', { message: 'a\u0000' }],
    ['message:tooLong', { message: 'x'.repeat(4001) }],
    ['message', { message: 7 }],
  ])('refuses, naming %s (case %#)', (detail, change) => {
    expect(parseSendDueReminder({ ...reminder, ...change })).toEqual({ ok: false, detail });
  });
});
