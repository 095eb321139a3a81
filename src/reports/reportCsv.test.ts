import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from '../shared/csv/csv';
import { addToBookTotals, bookRows, emptyBookTotals } from './invoiceBook';
import { addTo347, empty347, finish347 } from './operations347';
import { bookCsv, csv347, stockCsv, vatCsv } from './reportCsv';
import { PURCHASES, SALES } from './reportFixtures.test-data';
import { addToValuation, emptyValuationTotals, valuationRow } from './stockValuation';
import { addToVatSummary, emptyVatSummary } from './vatSummary';

const cents = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);

describe('report CSV files', () => {
  it('writes the issued book with decimal commas and a totals row that adds up', () => {
    const rows = SALES.flatMap(bookRows);
    const totals = SALES.map(bookRows).reduce(addToBookTotals, emptyBookTotals());
    const table = bookCsv('output', rows, totals);
    expect(table.headers).toEqual(['Número', 'Fecha expedición', 'Cliente', 'NIF', 'Base imponible', 'Tipo IVA', 'Cuota IVA', 'Tipo RE', 'Cuota RE', 'Retención IRPF', 'Total factura', 'Observaciones']);
    expect(table.rows[0]).toEqual(['F-2026-000001', '31/03/2026', 'Alfa Comercial S.L.', 'B12345674', '2000,00', '21', '420,00', '', '0,00', '450,00', '3070,00', '']);
    expect(table.rows[2]).toContain('5,2');
    expect(table.rows.find((r) => r[0] === 'R-2026-000001')).toContain('Rectificativa de F-2026-000001');
    expect(table.rows.find((r) => r[5] === 'Exenta (E5)')?.[4]).toBe('3000,00');

    // Round trip through the file Excel gets: the data rows add up to the totals row.
    const parsed = parseCsv(toCsv(table.headers, table.rows));
    const data = parsed.rows.slice(0, -1).map((r) => r.cells);
    const last = parsed.rows[parsed.rows.length - 1]!.cells;
    expect(last.slice(0, 2)).toEqual(['TOTAL', '5 facturas']);
    for (const col of [4, 6, 8, 9, 10]) {
      expect(data.reduce((a, r) => a + (r[col] ? cents(r[col]!) : 0), 0), table.headers[col]).toBe(cents(last[col]!));
    }
    expect(last[10]).toBe('6826,62'); // 3.070,00 + 735,50 − 106,00 + 3.006,12 + 121,00
  });

  it('adds the vendor’s number and date to the received book', () => {
    const rows = PURCHASES.flatMap(bookRows);
    const table = bookCsv('input', rows, PURCHASES.map(bookRows).reduce(addToBookTotals, emptyBookTotals()));
    expect(table.headers.slice(0, 5)).toEqual(['Nº registro', 'Fecha registro', 'Nº factura proveedor', 'Fecha factura', 'Proveedor']);
    expect(table.rows[0]!.slice(0, 4)).toEqual(['REG-2026-000001', '14/01/2026', 'FV-0012', '10/01/2026']);
    expect(table.rows[table.rows.length - 1]![12]).toBe('9750,13'); // 3.630 + 3.005,07 + 3.005,06 + 110
  });

  it('writes the VAT summary per section and rate with its result', () => {
    const s = emptyVatSummary();
    for (const i of [...SALES, ...PURCHASES]) addToVatSummary(s, i);
    const table = vatCsv(s);
    expect(table.rows).toContainEqual(['Recargo de equivalencia (facturas emitidas)', '5,2', '500,00', '26,00']);
    // Devengado: IVA 520 + 109 − 21 + 1,06 + 21 = 630,06 plus recargo 26,50 = 656,56; soportado 630 + 521,54 + 521,54 + 10 = 1.683,08.
    expect(table.rows[table.rows.length - 1]).toEqual(['Diferencia (devengado − soportado)', '', '', '-1026,52']);
  });

  it('writes the 347 with quarters and a totals row per section', () => {
    const acc = empty347();
    for (const i of [...SALES, ...PURCHASES]) addTo347(acc, i);
    const table = csv347(finish347(acc));
    expect(table.headers).toEqual(['Clave', 'NIF', 'Nombre o razón social', '1T', '2T', '3T', '4T', 'Total anual']);
    expect(table.rows).toEqual([
      ['Ventas (B)', 'B12345674', 'Alfa Nueva S.L.', '3520,00', '-121,00', '0,00', '121,00', '3520,00'],
      ['Ventas (B)', 'A58818501', 'Gamma Export GmbH', '0,00', '3006,12', '0,00', '0,00', '3006,12'],
      ['TOTAL clientes', '', '', '3520,00', '2885,12', '0,00', '121,00', '6526,12'],
      ['Compras (A)', 'A22222222', 'Almacenes Este S.A.', '0,00', '3005,07', '0,00', '0,00', '3005,07'],
      ['Compras (A)', 'B86561412', 'Suministros Norte S.L.', '3630,00', '0,00', '110,00', '0,00', '3740,00'],
      ['TOTAL proveedores', '', '', '3630,00', '3005,07', '110,00', '0,00', '6745,07'],
    ]);
  });

  it('writes the stock valuation with the total', () => {
    const rows = [valuationRow({ categoryId: 'a', code: 'TOR-M8', name: 'Tornillo M8', unit: 'ud', quantity: 1234.5, averageCostCents: 40 })!];
    const table = stockCsv(rows, rows.reduce(addToValuation, emptyValuationTotals()));
    expect(table.rows).toEqual([
      ['TOR-M8', 'Tornillo M8', '1234,5', 'ud', '0,40', '493,80'],
      ['TOTAL', '1 producto con existencias', '', '', '', '493,80'],
    ]);
  });
});

