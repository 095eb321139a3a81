import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from '../shared/csv/csv';
import { addToBookTotals, bookRows, emptyBookTotals } from './invoiceBook';
import { addLateCashTo347, addTo347, empty347, finish347 } from './operations347';
import { cashCloseReport } from './cashClose';
import { bookCsv, cashCloseCsv, csv347, stockCsv, vatCsv } from './reportCsv';
import { group, invoice, PURCHASES, SALES } from './reportFixtures.test-data';
import { addToValuation, emptyValuationTotals, valuationRow } from './stockValuation';
import { addToVatSummary, emptyVatSummary } from './vatSummary';

const cents = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);

describe('report CSV files', () => {
  it('writes the issued book with decimal commas, the invoice total apart from the withholding, and a totals row that adds up', () => {
    const rows = SALES.flatMap(bookRows);
    const totals = SALES.map(bookRows).reduce(addToBookTotals, emptyBookTotals());
    const table = bookCsv('output', rows, totals);
    expect(table.headers).toEqual([
      'Número',
      'Fecha expedición',
      'Fecha operación',
      'Cliente',
      'NIF',
      'Base imponible',
      'Tipo IVA',
      'Cuota IVA',
      'Tipo RE',
      'Cuota RE',
      'Total factura',
      'Retención IRPF',
      'Tipo rectificativa',
      'Rectificación',
      'Observaciones',
    ]);
    // A: total factura 2.000 + 420 + 1.000 + 100 = 3.520,00 (RD 1619/2012 art. 6.1); the 450,00 withheld apart.
    expect(table.rows[0]).toEqual([
      'F-2026-000001',
      '31/03/2026',
      '',
      'Alfa Comercial S.L.',
      'B12345674',
      '2000,00',
      '21',
      '420,00',
      '',
      '0,00',
      '3520,00',
      '450,00',
      '',
      '',
      '',
    ]);
    expect(table.rows[2]).toContain('5,2');
    expect(table.rows.find((r) => r[0] === 'R-2026-000001')?.slice(-3)).toEqual(['R1', 'I', 'Rectificativa de F-2026-000001']);
    expect(table.rows.find((r) => r[6] === 'Exenta (E5)')?.[5]).toBe('3000,00');

    // Round trip through the file Excel gets: the data rows add up to the totals row.
    const parsed = parseCsv(toCsv(table.headers, table.rows));
    const data = parsed.rows.slice(0, -1).map((r) => r.cells);
    const last = parsed.rows[parsed.rows.length - 1]!.cells;
    expect(last.slice(0, 2)).toEqual(['TOTAL', '5 facturas']);
    for (const col of [5, 7, 9, 10, 11]) {
      expect(
        data.reduce((a, r) => a + (r[col] ? cents(r[col]!) : 0), 0),
        table.headers[col],
      ).toBe(cents(last[col]!));
    }
    expect(last[10]).toBe('7261,62'); // 3.520,00 + 735,50 − 121,00 + 3.006,12 + 121,00
    expect(last[11]).toBe('435,00'); // 450,00 − 15,00

    // The file itself carries the rectificativa's negative amounts as numbers, with no
    // apostrophe, so a spreadsheet's SUM counts them (issue 28, finding 5).
    const rectLine = toCsv(table.headers, table.rows)
      .split('\r\n')
      .find((l) => l.startsWith('R-2026-000001'));
    expect(rectLine).toBeDefined();
    expect(rectLine).toContain(';-100,00;');
    expect(rectLine).not.toContain("'-");
  });

  it.each([
    // RIVA art. 63.3: the operation date goes in the book when it differs from the issue date.
    ['2026-06-28', '28/06/2026'],
    ['2026-07-01', ''],
    [null, ''],
  ])('shows the operation date %s of an invoice issued 01/07/2026 as %j', (operationDate, shown) => {
    const inv = invoice({ id: 'x', numberText: 'F-2026-000100', date: '2026-07-01', operationDate, breakdown: [group(21, 100, 21)] });
    expect(bookCsv('output', bookRows(inv), emptyBookTotals()).rows[0]![2]).toBe(shown);
  });

  it('adds the vendor’s number and date to the received book, and its operation date when it differs from the vendor’s date', () => {
    const rows = PURCHASES.flatMap(bookRows);
    const table = bookCsv('input', rows, PURCHASES.map(bookRows).reduce(addToBookTotals, emptyBookTotals()));
    expect(table.headers.slice(0, 6)).toEqual([
      'Nº registro',
      'Fecha registro',
      'Nº factura proveedor',
      'Fecha factura',
      'Fecha operación',
      'Proveedor',
    ]);
    expect(table.rows[0]!.slice(0, 5)).toEqual(['REG-2026-000001', '14/01/2026', 'FV-0012', '10/01/2026', '']);
    expect(table.rows[table.rows.length - 1]![12]).toBe('9750,13'); // 3.630 + 3.005,07 + 3.005,06 + 110
    // RIVA art. 64.4: a purchase delivered 05/01 on an invoice of 10/01 shows 05/01/2026.
    const delivered = { ...PURCHASES[0]!, operationDate: '2026-01-05' };
    expect(bookCsv('input', bookRows(delivered), emptyBookTotals()).rows[0]![4]).toBe('05/01/2026');
  });

  it('writes the VAT summary as the 303’s boxes', () => {
    const s = emptyVatSummary();
    for (const i of [...SALES, ...PURCHASES]) addToVatSummary(s, i);
    const table = vatCsv(s, 2026, 1);
    expect(table.headers).toEqual(['Sección', 'Concepto', 'Casilla base', 'Base imponible', 'Casilla tipo', 'Tipo', 'Casilla cuota', 'Cuota']);
    // 21 %: A 2.000 + B 500 + D 5,06 + E 100 = 2.605,06 / 420 + 105 + 1,06 + 21 = 547,06; the rectificativa C apart in [14]/[15].
    expect(table.rows).toContainEqual(['IVA devengado', 'Régimen general', '07', '2605,06', '08', '21', '09', '547,06']);
    expect(table.rows).toContainEqual(['IVA devengado', 'Modificación de bases y cuotas (rectificativas)', '14', '-100,00', '', '', '15', '-21,00']);
    expect(table.rows).toContainEqual(['IVA devengado', 'Recargo de equivalencia', '22', '500,00', '23', '5,2', '24', '26,00']);
    // [27] = 547,06 + 100 + 4 − 21 + 26 + 0,50 = 656,56; [29] = 630 + 521,54 + 521,54 + 10 = 1.683,08; [46] = −1.026,52.
    expect(table.rows).toContainEqual(['IVA devengado', 'Total cuota devengada', '', '', '', '', '27', '656,56']);
    expect(table.rows).toContainEqual(['IVA deducible', 'Operaciones interiores corrientes', '28', '8067,05', '', '', '29', '1683,08']);
    expect(table.rows).toContainEqual(['Resultado', 'Resultado régimen general', '', '', '', '', '46', '-1026,52']);
    expect(table.rows).toContainEqual(['Información adicional', 'Entregas intracomunitarias de bienes y servicios', '59', '3000,00', '', '', '', '']);
  });

  it('writes the 347 with quarters, cash and the premises mark, and a totals row per section', () => {
    const acc = empty347();
    for (const i of [...SALES, ...PURCHASES]) addTo347(acc, i);
    const table = csv347(finish347(acc));
    expect(table.headers).toEqual([
      'Clave',
      'NIF',
      'Nombre o razón social',
      '1T',
      '2T',
      '3T',
      '4T',
      'Total anual',
      'Importe en metálico',
      'Arrendamiento local de negocio',
      'Ejercicio del efectivo',
    ]);
    expect(table.rows).toEqual([
      ['TOTAL clientes', '', '', '0,00', '0,00', '0,00', '0,00', '0,00', '0,00', '', ''],
      ['Compras (A)', 'A22222222', 'Almacenes Este S.A.', '0,00', '3005,07', '0,00', '0,00', '3005,07', '0,00', '', ''],
      ['Compras (A)', 'B86561412', 'Suministros Norte S.L.', '3630,00', '0,00', '110,00', '0,00', '3740,00', '0,00', '', ''],
      ['TOTAL proveedores', '', '', '3630,00', '3005,07', '110,00', '0,00', '6745,07', '0,00', '', ''],
    ]);
  });

  // Issue 28, finding 7 (RGAT art. 35.5): cash received in 2027 on a 2026 sale of 6.050,00 is a
  // 2027 record with no operations, its cash and the year of the sale.
  it('writes a record of cash received on an earlier year’s sale with that year', () => {
    const acc = empty347();
    const late = invoice({
      id: 'l',
      numberText: 'F-2026-000090',
      date: '2026-12-15',
      partyId: 'c-beta',
      partyName: 'Beta S.A.',
      partyNif: 'A58818501',
      paymentMethod: 'efectivo',
      paidDate: '2027-01-10',
      breakdown: [group(21, 500000, 105000)],
    });
    addLateCashTo347(acc, late, 2027);
    expect(csv347(finish347(acc)).rows[0]).toEqual([
      'Ventas (B)',
      'A58818501',
      'Beta S.A.',
      '0,00',
      '0,00',
      '0,00',
      '0,00',
      '0,00',
      '6050,00',
      '',
      '2026',
    ]);
  });

  it('writes the stock valuation with its exact values, the cost of sales of the year and the totals', () => {
    const item = { categoryId: 'a', code: 'TOR-M8', name: 'Tornillo M8', unit: 'ud', quantity: 1234.5, averageCostCents: 40, valueCents: 49_381 };
    const rows = [valuationRow({ ...item, costOfSalesByYear: { '2026': 1234 } }, '2026')!];
    const table = stockCsv(rows, rows.reduce(addToValuation, emptyValuationTotals()), '2026');
    expect(table.headers.slice(-2)).toEqual(['Valor', 'Coste de ventas 2026']);
    expect(table.rows).toEqual([
      ['TOR-M8', 'Tornillo M8', '1234,5', 'ud', '0,40', '493,81', '12,34'],
      ['TOTAL', '1 producto con existencias', '', '', '', '493,81', '12,34'],
    ]);
  });
});

describe('the cierre de caja CSV', () => {
  it('has one row per counter method and a total, amounts with decimal commas, rectificativas apart', () => {
    const ticket = (totalCents: number, method: 'efectivo' | 'tarjeta', type: 'ordinaria' | 'rectificativa' = 'ordinaria') => ({
      state: 'emitida' as const,
      type,
      totalCents,
      numberText: 'T',
      counterPayment: { method, tenderedCents: totalCents, changeCents: 0 },
      paymentMethod: method,
    });
    const table = cashCloseCsv(
      cashCloseReport('2026-03-05', [ticket(123456, 'efectivo'), ticket(-605, 'efectivo', 'rectificativa'), ticket(1210, 'tarjeta')]),
    );
    expect(table.headers).toEqual(['Forma de pago', 'Tickets de venta', 'Ventas', 'Rectificativas', 'Devoluciones', 'Total']);
    expect(table.rows).toEqual([
      ['Efectivo', '1', '1234,56', '1', '-6,05', '1228,51'],
      ['Tarjeta', '1', '12,10', '0', '0,00', '12,10'],
      ['Bizum', '0', '0,00', '0', '0,00', '0,00'],
      ['TOTAL', '2', '1246,66', '1', '-6,05', '1240,61'],
    ]);
  });
});
