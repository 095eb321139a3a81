// @vitest-environment node
/**
 * The 80 mm receipt of a factura simplificada: what it prints (RD 1619/2012 art. 7), its page,
 * and its QR tributario, which must be the A4 invoice's own block.
 */
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { describe, expect, it } from 'vitest';
import { missingCharacters } from '../../pdf/engine/pdfEngine.js';
import type { Invoice } from '../../domain/invoices/invoiceModel';
import { invoiceDocument } from './invoiceDocument';
import { RECEIPT_WIDTH, receiptDocument } from './receiptDocument';
import { issued, ticket, ticketLine } from './testInvoice';

/** Every string the receipt prints, in order, with no-break spaces as spaces. */
function linesOf(doc: TDocumentDefinitions): string[] {
  const out: string[] = [];
  const walk = (node: unknown): void => {
    if (typeof node === 'string') out.push(node.replace(/\u00a0/g, ' '));
    else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const n = node as { text?: unknown; stack?: unknown; columns?: unknown; table?: { body: unknown }; canvas?: unknown };
      if (n.text !== undefined) walk(n.text);
      walk(n.stack);
      walk(n.columns);
      walk(n.table?.body);
    }
  };
  walk(doc.content);
  return out;
}

/** The rows of the receipt's two- or three-column tables, as joined texts ("Cambio | 7,90 €"). */
function rowsOf(doc: TDocumentDefinitions): string[] {
  const rows: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const body = (node as { table?: { body: unknown[][] } }).table?.body;
      if (body) rows.push(...body.map((row) => row.map((cell) => linesOf({ content: cell as Content }).join(' ')).join(' | ')));
      Object.values(node).forEach(walk);
    }
  };
  walk(doc.content);
  return rows;
}

const party = {
  ...issued([]).party,
  name: 'Ana Ruiz',
  nif: '12345678Z',
  address: 'Calle Luna, 5',
  postalCode: '28004',
  city: 'Madrid',
  province: 'Madrid',
};

describe('receiptDocument', () => {
  // 2 × 6,05 € at 21 % and 1 × 2,08 € at 4 %: 14,18 €; 20,00 € tendered, 5,82 € back.
  const invoice = ticket([ticketLine(1), ticketLine(2, { description: 'Leche', quantity: 1, unitPriceCents: 208, vatRate: 4 })]);

  it('is one page 80 mm wide, as long as its content, in a small font', () => {
    const doc = receiptDocument(invoice, 'test');
    expect(RECEIPT_WIDTH).toBeCloseTo(226.77, 2);
    expect(doc.pageSize).toEqual({ width: RECEIPT_WIDTH, height: 'auto' });
    expect(doc.defaultStyle?.fontSize).toBeLessThanOrEqual(8);
    expect(doc.header).toBeUndefined();
    expect(doc.footer).toBeUndefined();
  });

  it('prints the issuer, the title, number and time, each line, the total, the rates, "IVA incluido" and the cash paid', () => {
    const doc = receiptDocument(invoice, 'test');
    const lines = linesOf(doc);
    const inOrder = [
      'Demo Distribuciones S.L.',
      'NIF: B86561412',
      'Calle de Alcalá, 120',
      '28009 Madrid',
      'FACTURA SIMPLIFICADA',
      'Nº T-2026-000012',
      // 09:42 UTC on 5 March is 10:42 in Madrid (CET).
      '05/03/2026 10:42',
      'Barra de pan 1',
      '2 ud × 6,05 €',
      '12,10 €',
      'Leche',
      '1 ud × 2,08 €',
      '2,08 €',
      'TOTAL',
      '14,18 €',
      'IVA incluido',
      'Forma de pago',
      'Efectivo',
    ];
    const at = inOrder.map((t) => lines.indexOf(t));
    expect(
      at.every((i) => i >= 0),
      JSON.stringify(lines),
    ).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    const rows = rowsOf(doc);
    expect(rows).toEqual(
      expect.arrayContaining([
        'TOTAL | 14,18 €',
        'Base | IVA % | Cuota',
        '10,00 € | 21 % | 2,10 €',
        '2,00 € | 4 % | 0,08 €',
        'Forma de pago | Efectivo',
        'Entregado | 20,00 €',
        'Cambio | 5,82 €',
      ]),
    );
    expect(lines).not.toContain('Cliente');
    expect(lines.join('\n')).not.toContain('RECTIFICATIVA');
  });

  it('names the recipient of a cualificada, and leaves out the cash of a card or Bizum payment', () => {
    const doc = receiptDocument(
      ticket([ticketLine(1)], { partyId: 'c7', party, counterPayment: { method: 'bizum', tenderedCents: 1210, changeCents: 0 } }),
      'test',
    );
    const lines = linesOf(doc);
    expect(lines).toEqual(expect.arrayContaining(['Cliente', 'Ana Ruiz', 'NIF: 12345678Z', 'Calle Luna, 5', '28004 Madrid']));
    const rows = rowsOf(doc);
    expect(rows).toContain('Forma de pago | Bizum');
    expect(rows.some((r) => r.startsWith('Entregado') || r.startsWith('Cambio'))).toBe(false);
  });

  it('prints a rectificativa (R5) with what it rectifies and its negative amounts', () => {
    const doc = receiptDocument(
      ticket([ticketLine(1, { quantity: -1 })], {
        type: 'rectificativa',
        numberText: 'R-2026-000004',
        counterPayment: null,
        paymentMethod: 'efectivo',
        rectifies: {
          invoiceId: 't1',
          numberText: 'T-2026-000012',
          issueDate: '2026-03-05',
          mode: 'difference',
          code: 'R5',
          reason: 'Devolución',
          replaced: null,
        },
      }),
      'test',
    );
    const text = linesOf(doc).join('\n');
    expect(text).toContain('FACTURA SIMPLIFICADA RECTIFICATIVA');
    expect(text).toContain('Factura rectificativa de la factura nº T-2026-000012, de fecha 05/03/2026. Motivo: Devolución');
    expect(rowsOf(doc)).toEqual(expect.arrayContaining(['TOTAL | -6,05 €', '-5,00 € | 21 % | -1,05 €', 'Forma de pago | Efectivo']));
  });

  it('opens with the QR tributario exactly as the A4 invoice draws it: label, 35 mm code linking to the cotejo, VERI*FACTU', () => {
    const qrOf = (doc: TDocumentDefinitions) => {
      const found: unknown[] = [];
      const walk = (node: unknown): void => {
        if (Array.isArray(node)) node.forEach(walk);
        else if (node && typeof node === 'object') {
          const stack = (node as { stack?: { svg?: string }[] }).stack;
          if (stack?.some((n) => typeof n?.svg === 'string')) found.push(node);
          else Object.values(node).forEach(walk);
        }
      };
      walk(doc.content);
      return found;
    };
    const receipt = receiptDocument(invoice, 'production');
    const [qr, ...others] = qrOf(receipt);
    expect(others).toEqual([]);
    expect(qr).toEqual(qrOf(invoiceDocument(invoice, 'production'))[0]);
    expect(JSON.stringify(qr)).toContain(
      '"link":"https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=B86561412&numserie=T-2026-000012',
    );
    expect(linesOf({ content: (receipt.content as Content[])[0]! })).toEqual(['', 'QR tributario:', 'VERI*FACTU', '']);
  });

  it('draws no QR for an invoice that is not issued', () => {
    const draft: Invoice = { ...invoice, state: 'borrador' };
    expect(JSON.stringify(receiptDocument(draft, 'test').content)).not.toContain('svg');
  });

  it('prints only characters its fonts can draw', () => {
    const doc = receiptDocument(ticket([ticketLine(1, { discountPct: 12.5 })], { partyId: 'c7', party, notes: 'Gracias' }), 'test');
    expect(missingCharacters(linesOf(doc).join(''))).toEqual([]);
  });
  it("frames the receipt with the company's trade name, logo and footer (issue 29)", () => {
    const logo = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const doc = receiptDocument(invoice, 'test', {
      settings: { tradeName: 'Panadería Peña', logo, footer: 'L-V 9:00-14:00\nDevoluciones: 15 días' },
    });
    const lines = linesOf(doc);
    expect(lines.indexOf('Panadería Peña')).toBeGreaterThanOrEqual(0);
    expect(lines.indexOf('Panadería Peña')).toBeLessThan(lines.indexOf('Demo Distribuciones S.L.'));
    expect(lines.slice(-2)).toEqual(['L-V 9:00-14:00', 'Devoluciones: 15 días']);
    expect(JSON.stringify(doc.content)).toContain(`"image":"${logo}"`);
    expect(JSON.stringify(receiptDocument(invoice, 'test').content)).not.toContain('"image"');
  });

  it('says «COPIA» on a reprint, and only there', () => {
    expect(linesOf(receiptDocument(invoice, 'test', { mode: 'copy' }))).toContain('COPIA');
    expect(linesOf(receiptDocument(invoice, 'test'))).not.toContain('COPIA');
  });

  it('prints a gift receipt with the lines and quantities, the number and date, and no price, total, payment or QR', () => {
    const doc = receiptDocument(invoice, 'test', { mode: 'gift' });
    const text = linesOf(doc).join('\n');
    for (const t of ['TICKET REGALO', 'Nº T-2026-000012', '05/03/2026 10:42', 'Barra de pan 1', '2 ud', 'Leche', '1 ud']) expect(text).toContain(t);
    expect(text).not.toContain('€');
    expect(text).not.toContain('TOTAL');
    expect(text).not.toContain('Efectivo');
    expect(text).not.toContain('FACTURA SIMPLIFICADA');
    expect(JSON.stringify(doc.content)).not.toContain('svg');
  });

  it('says what a refund gave back, never a negative amount handed over', () => {
    const refund = ticket([ticketLine(1, { quantity: -1 })], {
      type: 'rectificativa',
      numberText: 'R-2026-000004',
      counterPayment: { method: 'efectivo', tenderedCents: -605, changeCents: 0 },
    });
    const rows = rowsOf(receiptDocument(refund, 'test'));
    expect(rows).toContain('Importe devuelto | 6,05 €');
    expect(rows.some((r) => r.startsWith('Entregado') || r.startsWith('Cambio'))).toBe(false);
  });
});
