import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { describe, expect, it } from 'vitest';
import { addToBookTotals, bookRows, emptyBookTotals } from '../invoiceBook';
import { PURCHASES, SALES } from '../reportFixtures.test-data';
import { bookDocument, bookPdfFileName } from './bookDocument';

function textOf(node: unknown): string {
  const out: string[] = [];
  const walk = (n: unknown): void => {
    if (typeof n === 'string') out.push(n);
    else if (Array.isArray(n)) n.forEach(walk);
    else if (n && typeof n === 'object') Object.values(n).forEach(walk);
  };
  walk(node);
  return out.join('\n').replace(/\u00a0/g, ' ');
}

function tableOf(doc: TDocumentDefinitions): { headerRows?: number; body: unknown[][] } {
  return (doc.content as { table: { headerRows?: number; body: unknown[][] } }[])[0]!.table;
}

const company = { name: 'Demo Distribuciones S.L.', nif: 'B86561412' };
const range = { from: '2026-01-01', to: '2026-06-30' };

describe('libro registro PDF', () => {
  it('is A4 landscape, repeats the header row and names the company, its NIF and the period on every page', () => {
    const rows = SALES.flatMap(bookRows);
    const doc = bookDocument({ kind: 'output', company, range, rows, totals: SALES.map(bookRows).reduce(addToBookTotals, emptyBookTotals()) });
    expect(doc.pageSize).toBe('A4');
    expect(doc.pageOrientation).toBe('landscape');
    expect(tableOf(doc).headerRows).toBe(1);
    const header = textOf((doc.header as (p: number, c: number) => unknown)(2, 3));
    expect(header).toContain('Libro registro de facturas expedidas');
    expect(header).toContain('Demo Distribuciones S.L. · NIF B86561412');
    expect(header).toContain('del 01/01/2026 al 30/06/2026');
    expect(bookPdfFileName('output', range)).toBe('libro-facturas-expedidas-2026-01-01-2026-06-30.pdf');
  });

  it('lists every row and ends with the totals, every row as wide as the header', () => {
    const rows = SALES.flatMap(bookRows);
    const doc = bookDocument({ kind: 'output', company, range, rows, totals: SALES.map(bookRows).reduce(addToBookTotals, emptyBookTotals()) });
    const body = tableOf(doc).body;
    expect(body).toHaveLength(1 + rows.length + 1);
    for (const row of body) expect(row).toHaveLength(12);
    expect(textOf(body[0])).toMatch(/Fecha operación[\s\S]*Total factura[\s\S]*Retención IRPF/);
    const last = textOf(body[body.length - 1]);
    // Total factura = base 6.605,06 + IVA 630,06 + RE 26,50 = 7.261,62; the 435,00 withheld apart.
    for (const expected of ['TOTAL', '5 facturas', '6.605,06 €', '630,06 €', '26,50 €', '7.261,62 €', '435,00 €']) expect(last).toContain(expected);
    expect(textOf(body)).toContain('Rectificativa de F-2026-000001 · R1 · por diferencias (I)');
    expect(textOf(body)).toContain('Exenta (E5)');
  });

  it('adds the vendor’s number and date to the purchase book', () => {
    const rows = PURCHASES.flatMap(bookRows);
    const doc = bookDocument({ kind: 'input', company, range, rows, totals: PURCHASES.map(bookRows).reduce(addToBookTotals, emptyBookTotals()) });
    const body = tableOf(doc).body;
    for (const row of body) expect(row).toHaveLength(14);
    expect(textOf(body[0])).toContain('Nº factura proveedor');
    expect(textOf(body[1])).toContain('FV-0012');
    expect(textOf(body[body.length - 1])).toContain('9.750,13 €');
  });
});
