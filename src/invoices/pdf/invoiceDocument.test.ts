import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../domain/invoices/invoiceModel';
import { invoiceDocument, invoiceLegends } from './invoiceDocument';
import { issued, line, ticket, ticketLine } from './testInvoice';

/** Every string the document prints, header and footer of page 2 of 3 included. */
function textOf(doc: TDocumentDefinitions): string {
  const out: string[] = [];
  const walk = (node: unknown): void => {
    if (typeof node === 'string') out.push(node);
    else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(doc.content);
  const dynamic = (d: unknown) => (typeof d === 'function' ? d(2, 3, { width: 595, height: 842, orientation: 'portrait' }) : d);
  walk(dynamic(doc.header));
  walk(dynamic(doc.footer));
  return out.join('\n').replace(/\u00a0/g, ' ');
}

function linesTableOf(doc: TDocumentDefinitions): { headerRows?: number; body: unknown[][] } {
  const tables: { headerRows?: number; body: unknown[][] }[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const table = (node as { table?: { headerRows?: number; body: unknown[][] } }).table;
      if (table && JSON.stringify(table.body[0]).includes('Concepto')) tables.push(table);
      Object.values(node).forEach(walk);
    }
  };
  walk(doc.content as Content);
  expect(tables).toHaveLength(1);
  return tables[0]!;
}

const cellText = (cell: unknown): string =>
  (typeof cell === 'string' ? cell : String((cell as { text?: unknown }).text ?? '')).replace(/\u00a0/g, ' ');

/** The cells' texts of the table whose first row holds `header`. */
function tableRows(doc: TDocumentDefinitions, header: string): string[][] {
  const found: string[][][] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const table = (node as { table?: { body: unknown[][] } }).table;
      if (table && JSON.stringify(table.body[0]).includes(header)) found.push(table.body.map((row) => row.map(cellText)));
      Object.values(node).forEach(walk);
    }
  };
  walk(doc.content);
  expect(found).toHaveLength(1);
  return found[0]!;
}

describe('invoiceDocument', () => {
  it.each<[string, Partial<Invoice['party']>, string]>([
    ['an EU company by its NIF-IVA', { idType: '02', nif: 'FR40303265045', countryCode: 'FR', country: 'Francia' }, 'NIF-IVA: FR40303265045'],
    [
      'a customer outside the EU by its passport and country',
      { idType: '03', nif: 'X1234567', countryCode: 'US', country: 'Estados Unidos' },
      'Pasaporte: X1234567 (US)',
    ],
  ])('identifies %s in the recipient block', (_what, party, expected) => {
    const invoice = issued([line(1)]);
    const text = textOf(invoiceDocument({ ...invoice, party: { ...invoice.party, ...party } }, 'test'));
    expect(text).toContain(expected);
    expect(text).not.toContain('NIF: FR');
    expect(text).not.toContain('NIF: X1234567');
  });

  it.each([1, 200])('prints everything art. 6 asks for, with %i line(s) and a header row repeated on each page', (n) => {
    const invoice = issued(Array.from({ length: n }, (_, i) => line(i + 1)));
    const doc = invoiceDocument(invoice, 'test');
    const text = textOf(doc);
    expect(doc.pageSize).toBe('A4');
    const table = linesTableOf(doc);
    expect(table.headerRows).toBe(1);
    expect((table as { dontBreakRows?: boolean }).dontBreakRows).toBe(true);
    expect(table.body).toHaveLength(n + 1);
    for (const expected of [
      'FACTURA',
      'F-2026-000124',
      'Fecha de expedición',
      '05/03/2026',
      'Fecha de la operación',
      '02/03/2026',
      'Demo Distribuciones S.L.',
      'NIF: B86561412',
      'Calle de Alcalá, 120',
      '28009 Madrid',
      'Ferretería López S.L.',
      'NIF: B12345674',
      '41001 Sevilla',
      `Tornillo M${n}`,
      'Albarán ALB-7 (02/03/2026)',
      'Precio unitario (sin IVA)',
      '10,00 €',
      'Base imponible',
      '21 %',
      'TOTAL FACTURA',
      'ES91 2100 0418 4502 0005 1332',
      'Vencimiento: 04/04/2026',
      'Página 2 de 3',
    ]) {
      expect(text).toContain(expected);
    }
    // 2 × 10,00 € per line: base 20,00 € × n, VAT 21 % of it.
    const base = 2000 * n;
    const vat = Math.round(base * 0.21);
    expect(invoice.totalCents).toBe(base + vat);
    expect(text).toContain(
      new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', useGrouping: 'always' })
        .format((base + vat) / 100)
        .replace(/\u00a0/g, ' '),
    );
  });

  it('a rectificativa that gives money back shows the amount to return, never a transfer or a due date', () => {
    const credit = issued([line(1, { quantity: -2 })], { type: 'rectificativa', dueDate: '2026-04-04' });
    expect(credit.payableCents).toBe(-2420);
    const text = textOf(invoiceDocument(credit, 'test'));
    expect(text).toContain('Importe a devolver o compensar: 24,20 €');
    expect(text).not.toContain('Vencimiento');
    expect(text).not.toContain('Transferencia bancaria');
    // An ordinary invoice keeps both.
    const sale = textOf(invoiceDocument(issued([line(1)], { dueDate: '2026-04-04' }), 'test'));
    expect(sale).toContain('Vencimiento: 04/04/2026');
    expect(sale).toContain('Transferencia bancaria');
  });

  it('lists each instalment with its amount; by direct debit it says so instead of the transfer', () => {
    const instalments = [
      { n: 1, dueDate: '2026-04-04', amountCents: 1210, paidCents: 0, method: 'domiciliacion' as const, returned: false, remittanceId: null },
      { n: 2, dueDate: '2026-05-04', amountCents: 1210, paidCents: 1210, method: 'domiciliacion' as const, returned: false, remittanceId: null },
    ];
    // The stored due date moved to the second instalment when the first was paid: the PDF keeps the first.
    const text = textOf(invoiceDocument(issued([line(1)], { dueDate: '2026-05-04', instalments }), 'test'));
    expect(text).toContain('Vencimientos: 04/04/2026 12,10 €; 04/05/2026 12,10 €');
    expect(text).toContain('Domiciliación bancaria');
    expect(text).toContain('Vencimiento');
    expect(text).not.toContain('Transferencia bancaria');
    expect(textOf(invoiceDocument(issued([line(1)], { dueDate: '2026-05-04', instalments: instalments.slice(0, 1) }), 'test'))).toContain(
      'Vencimiento: 04/04/2026',
    );
  });

  it('shows each rate with its base and quota, recargo and the IRPF withholding, and their legends', () => {
    const invoice = issued([line(1), line(2, { vatRate: 10, unitPriceCents: 500 }), line(3, { vatRate: 0, exemption: 'E5', unitPriceCents: 5000 })], {
      recargoEquivalencia: true,
      irpfRate: 15,
    });
    const text = textOf(invoiceDocument(invoice, 'test'));
    for (const expected of [
      'Exenta (E5)',
      '5,2 %',
      '1,4 %',
      'Total recargo de equivalencia',
      'Retención IRPF (15 %)',
      `-${(invoice.irpfCents / 100).toFixed(2).replace('.', ',')} €`,
      'E5: Entrega intracomunitaria exenta por el artículo 25 de la Ley 37/1992 del IVA.',
      'recargo de equivalencia',
      'Retención a cuenta del IRPF del 15 %',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('names the rectified invoice, the reason and the mode on a rectificativa', () => {
    const invoice = issued([line(1, { quantity: -1 })], {
      type: 'rectificativa',
      numberText: 'R-2026-000003',
      rectifies: {
        invoiceId: 'inv0',
        numberText: 'F-2026-000100',
        issueDate: '2026-02-01',
        mode: 'difference',
        code: 'R1' as const,
        replaced: null,
        reason: 'Devolución de una caja',
      },
    });
    const text = textOf(invoiceDocument(invoice, 'test'));
    expect(text).toContain('FACTURA RECTIFICATIVA');
    expect(text).toContain('R-2026-000003');
    expect(text).toContain('Factura rectificativa de la factura nº F-2026-000100, de fecha 01/02/2026. Motivo: Devolución de una caja');
    expect(text).toContain('Rectificación por diferencias.');
    expect(text).toContain('Tipo de rectificativa: R1 ·');
    expect(text).toContain('-12,10 €');
  });

  // The adviser's case: 4.320,00 at 21 % + 500,00 exempt, IRPF 15 %: TOTAL FACTURA 5.727,20, retención
  // −723,00, TOTAL A PAGAR 5.004,20 — never a single "total" that has the withholding taken off.
  it('prints the invoice total and, apart, the withholding and what is to be paid', () => {
    const invoice = issued(
      [line(1, { quantity: 1, unitPriceCents: 432000 }), line(2, { quantity: 1, unitPriceCents: 50000, vatRate: 0, exemption: 'E1' })],
      { irpfRate: 15 },
    );
    const text = textOf(invoiceDocument(invoice, 'test'));
    const order = ['TOTAL FACTURA', '5.727,20 €', 'Retención IRPF (15 %)', '-723,00 €', 'TOTAL A PAGAR', '5.004,20 €'].map((t) => text.indexOf(t));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("shows a company issuer's Registro Mercantil entry, and a not-subject line with its cause", () => {
    const invoice = issued([line(1, { vatRate: 0, exemption: 'N2' })]);
    const issuer = {
      ...invoice.issuer!,
      mercantileRegistry: { registry: 'Registro Mercantil de Madrid', tomo: '1234', folio: '56', hoja: 'M-7890', inscripcion: '1.ª' },
    };
    const text = textOf(invoiceDocument({ ...invoice, issuer }, 'test'));
    expect(text).toContain('Inscrita en el Registro Mercantil de Madrid, tomo 1234, folio 56, hoja M-7890, inscripción 1.ª');
    expect(text).toContain('No sujeta (N2)');
    expect(text).toContain('N2: Operación no sujeta al IVA por las reglas de localización');
    expect(textOf(invoiceDocument(invoice, 'test'))).not.toContain('Registro Mercantil');
  });

  it('omits the operation date when it is the issue date, and legends that do not apply', () => {
    const invoice = issued([line(1)], { operationDate: '2026-03-05' });
    const text = textOf(invoiceDocument(invoice, 'test'));
    expect(text).not.toContain('Fecha de la operación');
    expect(invoiceLegends(invoice)).toEqual([]);
    expect(text).not.toContain('Retención');
  });
});

describe('invoiceDocument of a factura simplificada', () => {
  it('says what it is, prints no recipient, prices IVA included, and gives the breakdown, the total and the cash paid', () => {
    const invoice = ticket([ticketLine(1), ticketLine(2, { quantity: 1, unitPriceCents: 208, vatRate: 4 })]);
    const doc = invoiceDocument(invoice, 'test');
    const text = textOf(doc);
    for (const expected of [
      'FACTURA SIMPLIFICADA',
      'T-2026-000012',
      '05/03/2026',
      'Demo Distribuciones S.L.',
      'NIF: B86561412',
      'Precio unitario (IVA incl.)',
      'Importe (IVA incl.)',
      'TOTAL FACTURA (IVA incluido)',
      '14,18 €',
      'Efectivo · Entregado 20,00 € · Cambio 5,82 €',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('FACTURA RECTIFICATIVA');
    expect(text).not.toContain('DESTINATARIO');
    expect(text).not.toContain('Vencimiento');
    expect(text).not.toContain('Transferencia bancaria');
    // Each line at what the customer pays (2 × 6,05 € = 12,10 €), not at its base (10,00 €).
    const rows = linesTableOf(doc)
      .body.slice(1)
      .map((row) => JSON.stringify(row));
    expect(rows[0]).toContain('"6,05\u00a0€"');
    expect(rows[0]).toContain('"12,10\u00a0€"');
    expect(rows[0]).not.toContain('10,00');
    // Per rate, its base, rate and cuota.
    const breakdown = tableRows(doc, 'Tipo IVA');
    expect(breakdown.slice(1)).toEqual([
      ['10,00 €', '21 %', '2,10 €'],
      ['2,00 €', '4 %', '0,08 €'],
    ]);
  });

  it('prints the recipient of a cualificada, and a rectificativa as such', () => {
    const party = { ...issued([]).party, name: 'Ana Ruiz', nif: '12345678Z' };
    const text = textOf(invoiceDocument(ticket([ticketLine(1)], { partyId: 'c7', party, type: 'rectificativa' }), 'test'));
    expect(text).toContain('FACTURA SIMPLIFICADA RECTIFICATIVA');
    expect(text).toContain('DESTINATARIO');
    expect(text).toContain('Ana Ruiz');
    expect(text).toContain('NIF: 12345678Z');
  });
});

describe('the QR tributario', () => {
  // 1.020,30 € at 21 %: TOTAL FACTURA 1.234,56 €.
  const invoice = issued([line(1, { quantity: 1, unitPriceCents: 102030 })], { numberText: 'FV-2026-000124' });

  function svgNodes(node: unknown): { svg: string; width?: number; height?: number; link?: string }[] {
    if (Array.isArray(node)) return node.flatMap(svgNodes);
    if (!node || typeof node !== 'object') return [];
    const own = typeof (node as { svg?: unknown }).svg === 'string' ? [node as { svg: string }] : [];
    return [...own, ...Object.values(node).flatMap(svgNodes)];
  }

  it.each([
    ['test', 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B86561412&numserie=FV-2026-000124&fecha=05-03-2026&importe=1234.56'],
    [
      'production',
      'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=B86561412&numserie=FV-2026-000124&fecha=05-03-2026&importe=1234.56',
    ],
  ] as const)('opens an issued sales invoice, once, with the %s cotejo URL at 35 mm, labelled, with VERI*FACTU', (environment, url) => {
    const doc = invoiceDocument(invoice, environment);
    const content = doc.content as Content[];
    const [qr, ...others] = svgNodes(content);
    expect(others).toEqual([]);
    // The first block of the content: the top of the first page; the later pages' header has none.
    expect(svgNodes(content[0])).toEqual([qr]);
    expect(JSON.stringify((doc.header as (page: number) => unknown)(2))).not.toContain('svg');
    expect(qr!.link).toBe(url);
    expect(qr!.width).toBeCloseTo((35 * 72) / 25.4, 6);
    expect(qr!.height).toBeCloseTo((35 * 72) / 25.4, 6);
    const heading = textOf({ content: content[0]! });
    expect(heading.indexOf('QR tributario:')).toBeGreaterThanOrEqual(0);
    expect(heading.indexOf('VERI*FACTU')).toBeGreaterThan(heading.indexOf('QR tributario:'));
  });

  it('is not drawn on a draft', () => {
    const doc = invoiceDocument({ ...invoice, state: 'borrador' }, 'production');
    expect(svgNodes(doc.content)).toEqual([]);
    expect(textOf(doc)).not.toContain('VERI*FACTU');
  });
});
