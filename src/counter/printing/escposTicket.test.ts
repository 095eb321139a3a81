// @vitest-environment node
/**
 * The ESC/POS ticket: for each kind of ticket, which key sequences its bytes hold (the drawer kick
 * ESC p, the QR GS ( k, «COPIA», prices), each expected sequence built by the encoder library itself
 * for the same command, so the test checks our use of it, not our reading of the ESC/POS manual.
 */
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../domain/invoices/invoiceModel';
import { receiptContent, type ReceiptMode } from '../../invoices/pdf/receiptContent';
import { ticket, ticketLine } from '../../invoices/pdf/testInvoice';
import { columns, ENCODER_OPTIONS, escposDrawerKick, escposTicket, QR_OPTIONS, TICKET_CODEPAGE, wrap } from './escposTicket';

const enc = () => new ReceiptPrinterEncoder({ ...ENCODER_OPTIONS });

/** The encoder's bytes for `text` in the ticket's code page, without the code page switch and the line end. */
function textBytes(text: string): Uint8Array {
  const all = enc().codepage(TICKET_CODEPAGE).text(text).encode();
  // 1b 74 13 (ESC t 19: CP858) first, 0a 0d last.
  expect([...all.slice(0, 3)]).toEqual([0x1b, 0x74, 19]);
  return all.slice(3, -2);
}

const KICK = enc().pulse().encode();
const qrBytes = (url: string) =>
  enc()
    .qrcode(url, { ...QR_OPTIONS })
    .encode()
    .slice(0, -2);

function indexOf(haystack: Uint8Array, needle: Uint8Array): number {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}
const has = (bytes: Uint8Array, needle: Uint8Array) => indexOf(bytes, needle) >= 0;
/** GS ( k: the printer's QR commands. */
const GS_K = Uint8Array.of(0x1d, 0x28, 0x6b);

// 2 × 6,05 € at 21 % and 1 × 2,08 € at 4 %: 14,18 €; 20,00 € tendered, 5,82 € back.
const lines = [ticketLine(1), ticketLine(2, { description: 'Año nuevo: turrón', quantity: 1, unitPriceCents: 208, vatRate: 4 })];
const cash = ticket(lines);
const card = ticket(lines, { paymentMethod: 'tarjeta', counterPayment: { method: 'tarjeta', tenderedCents: 1418, changeCents: 0 } });
const refund = ticket([ticketLine(1, { quantity: -1 })], {
  type: 'rectificativa',
  numberText: 'R-2026-000004',
  counterPayment: { method: 'efectivo', tenderedCents: -605, changeCents: 0 },
  rectifies: {
    invoiceId: 't1',
    numberText: 'T-2026-000012',
    issueDate: '2026-03-05',
    mode: 'difference',
    code: 'R5',
    reason: 'Devolución',
    replaced: null,
  },
});

interface Case {
  name: string;
  invoice: Invoice;
  mode: ReceiptMode;
  kick: boolean;
  present: string[];
  absent: string[];
  qr: boolean;
}

const cases: Case[] = [
  {
    name: 'a card ticket: number, lines, total, breakdown, payment; no drawer kick',
    invoice: card,
    mode: 'original',
    kick: false,
    present: [
      'T-2026-000012',
      'FACTURA SIMPLIFICADA',
      'Barra de pan 1',
      '2 ud × 6,05 €',
      '12,10 €',
      'Año nuevo: turrón',
      '14,18 €',
      '10,00 €',
      'IVA incluido',
      'Tarjeta',
      'NIF: B86561412',
    ],
    absent: ['COPIA', 'Entregado', 'Cambio', 'TICKET REGALO'],
    qr: true,
  },
  {
    name: 'a cash ticket: tendered and change, with the drawer kick',
    invoice: cash,
    mode: 'original',
    kick: true,
    present: ['T-2026-000012', '14,18 €', 'Efectivo', 'Entregado', '20,00 €', 'Cambio', '5,82 €'],
    absent: ['COPIA', 'Importe devuelto'],
    qr: true,
  },
  {
    name: 'a refund: what was given back, never a negative amount handed over',
    invoice: refund,
    mode: 'original',
    kick: false,
    present: ['R-2026-000004', 'FACTURA SIMPLIFICADA RECTIFICATIVA', 'Importe devuelto', '6,05 €', '-6,05 €', 'T-2026-000012'],
    absent: ['Entregado', 'Cambio', 'Entregado -6,05'],
    qr: true,
  },
  {
    name: 'a gift receipt: lines and quantities, no price, no total, no QR',
    invoice: cash,
    mode: 'gift',
    kick: false,
    present: ['TICKET REGALO', 'T-2026-000012', '05/03/2026 10:42', 'Barra de pan 1', '2 ud', 'Año nuevo: turrón'],
    absent: ['€', 'TOTAL', 'IVA incluido', 'Efectivo', 'FACTURA SIMPLIFICADA'],
    qr: false,
  },
  {
    name: 'a reprint: «COPIA», the same ticket, no drawer kick',
    invoice: cash,
    mode: 'copy',
    kick: false,
    present: ['COPIA', 'T-2026-000012', '14,18 €', 'Entregado', '5,82 €'],
    absent: ['TICKET REGALO'],
    qr: true,
  },
];

describe('escposTicket', () => {
  it.each(cases)('$name', ({ invoice, mode, kick, present, absent, qr }) => {
    const content = receiptContent(invoice, 'test', {
      mode,
      settings: { tradeName: 'Panadería Peña', logo: '', footer: 'L-V 9:00–14:00\nDevoluciones: 15 días' },
    });
    const bytes = escposTicket(content, { drawerKick: kick });
    // Starts as the encoder starts a ticket (ESC @), in CP858 (ESC t 19), ends with a cut (GS V).
    expect([...bytes.slice(0, 2)]).toEqual([0x1b, 0x40]);
    expect(has(bytes, Uint8Array.of(0x1b, 0x74, 19))).toBe(true);
    expect(has(bytes, enc().cut('partial').encode().slice(0, 3))).toBe(true);
    expect(has(bytes, KICK)).toBe(kick);
    expect(has(bytes, GS_K)).toBe(qr);
    if (qr) expect(has(bytes, qrBytes(content.qrUrl!))).toBe(true);
    for (const text of [...present, 'Panadería Peña', 'Devoluciones: 15 días']) expect(has(bytes, textBytes(text)), text).toBe(true);
    for (const text of absent) expect(has(bytes, textBytes(text)), text).toBe(false);
  });

  it('writes ñ, á and € in CP858 (0xA4, 0xA0, 0xD5), as Epson-compatible printers expect', () => {
    expect([...textBytes('ñá€')]).toEqual([0xa4, 0xa0, 0xd5]);
  });

  it('draws the logo as an image when given one, and nothing of it without', () => {
    const content = receiptContent(cash, 'test');
    const logo = { width: 16, height: 8, data: new Uint8ClampedArray(16 * 8 * 4).fill(0) };
    const without = escposTicket(content);
    const withLogo = escposTicket(content, { logo });
    const image = enc().image(logo, 16, 8, 'atkinson').encode();
    // ESC * (column mode image data) is in the ticket with a logo only.
    const escStar = image.slice(indexOf(image, Uint8Array.of(0x1b, 0x2a)), indexOf(image, Uint8Array.of(0x1b, 0x2a)) + 4);
    expect(has(withLogo, escStar)).toBe(true);
    expect(has(without, escStar)).toBe(false);
  });

  it("«Abrir cajón» is the encoder's ESC p alone", () => {
    const bytes = escposDrawerKick();
    expect([...bytes]).toEqual([...enc().initialize().pulse().encode()]);
    expect(has(bytes, Uint8Array.of(0x1b, 0x70))).toBe(true);
  });

  it.each([
    ['Total', '14,18 €', 48, ['Total' + ' '.repeat(48 - 5 - 7) + '14,18 €']],
    ['x'.repeat(45), '1,00 €', 48, ['x'.repeat(41), 'xxxx' + ' '.repeat(48 - 4 - 6) + '1,00 €']],
  ])('columns(%j, %j) in %i columns', (left, right, width, expected) => {
    const out = columns(left, right, width);
    expect(out).toEqual(expected);
    for (const l of out) expect(l.length).toBeLessThanOrEqual(width);
  });

  it('wraps at word boundaries and cuts a word longer than the line', () => {
    expect(wrap('uno dos tres', 7)).toEqual(['uno dos', 'tres']);
    expect(wrap('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrap('', 4)).toEqual(['']);
  });
});
