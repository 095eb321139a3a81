import { describe, expect, it } from 'vitest';
import {
  AEAT_FINAL_CONSUMER,
  AEAT_ISSUED_COLUMNS,
  AEAT_RECEIVED_COLUMNS,
  aeatDate,
  aeatDecimal,
  aeatHeaderRows,
  aeatPartyId,
  aeatPercent,
  issuedBookAeatRow,
  receivedBookAeatRow,
  vatBooksAeatFileName,
  vatBookAeatXlsx,
  vatBooksAeatXlsx,
  type AeatBookLine,
} from './vatBooksAeat';
import { columnName, crc32, xlsxWorkbook } from './xlsxStored';

const activity = { code: 'A', type: '03', iae: '6534' };
const col = (columns: readonly { group: string; header: string }[], letters: string) => {
  const i = columns.findIndex((_, k) => columnName(k) === letters);
  if (i < 0) throw new Error(letters);
  return i;
};

// A sale of 1.000,00 at 21 % (IVA 210,00) with 5,2 % recargo (52,00) to a Spanish company, issued
// 15/05/2026 for an operation of 30/04/2026: line total 1.262,00 (validations 7 and 37).
const sale: AeatBookLine = {
  numberText: 'F-2026-000012',
  date: '2026-05-15',
  operationDate: '2026-04-30',
  vendorInvoiceNumber: null,
  vendorInvoiceDate: null,
  partyName: 'Ferretería Núñez, S.L.',
  partyNif: 'B12345674',
  vatRate: 21,
  exemption: null,
  baseCents: 100000,
  vatCents: 21000,
  recargoRate: 5.2,
  recargoCents: 5200,
  rectificativa: false,
  rectificationCode: null,
};

describe('the design columns (AEAT LSIJ.xlsx 2025, rows 7–9)', () => {
  it('EXPEDIDAS has 36 columns A–AJ and RECIBIDAS 42 columns A–AP', () => {
    expect(AEAT_ISSUED_COLUMNS).toHaveLength(36);
    expect(columnName(AEAT_ISSUED_COLUMNS.length - 1)).toBe('AJ');
    expect(AEAT_RECEIVED_COLUMNS).toHaveLength(42);
    expect(columnName(AEAT_RECEIVED_COLUMNS.length - 1)).toBe('AP');
  });

  it.each([
    // book, column letter, group, header, type (as the design workbook prints them)
    ['issued', 'A', 'Autoliquidación', 'Ejercicio', 'Decimal (4,0)'],
    ['issued', 'F', 'Tipo de Factura', '', 'Alfanumérico (2)'],
    ['issued', 'I', 'Fecha Expedición', '', 'Fecha(dd/mm/yyyy)'],
    ['issued', 'L', 'Identificación de la Factura', 'Número', 'Alfanumérico (20)'],
    ['issued', 'P', 'NIF Destinatario', 'Identificación', 'Alfanumérico (20)'],
    ['issued', 'Q', 'Nombre Destinatario', '', 'Alfanumérico (40)'],
    ['issued', 'S', 'Calificación de la Operación', '', 'Alfanumérico (2)'],
    ['issued', 'U', 'Total Factura', '', 'Decimal(12,2)'],
    ['issued', 'W', 'Tipo de IVA', '', 'Decimal(4,2)'],
    ['issued', 'Z', 'Cuota Recargo Eq.', '', 'Decimal(12,2)'],
    ['issued', 'AD', 'Cobro', 'Identificación Medio Utilizado', 'Alfanumérico (34)'],
    ['issued', 'AJ', 'Referencia Externa', '', 'Alfanumérico (40)'],
    ['received', 'K', 'Identificación Factura del Expedidor', '(Serie-Número)', 'Alfanumérico (40)'],
    ['received', 'M', 'Fecha Recepción', '', 'Fecha(dd/mm/yyyy)'],
    ['received', 'N', 'Número Recepción', '', 'Alfanumérico (20)'],
    ['received', 'R', 'NIF Expedidor', 'Identificación', 'Alfanumérico (20)'],
    ['received', 'T', 'Clave de Operación', '', 'Alfanumérico (2)'],
    ['received', 'Y', 'Periodo Deducción', 'Periodo', 'Alfanumérico (2)'],
    ['received', 'AD', 'Cuota Deducible', '', 'Decimal(12,2)'],
    ['received', 'AG', 'Pago', 'Fecha', 'Fecha(dd/mm/yyyy)'],
    ['received', 'AP', 'Referencia Externa', '', 'Alfanumérico (40)'],
  ])('%s %s: %s / %s / %s', (book, letters, group, header, type) => {
    const columns = book === 'issued' ? AEAT_ISSUED_COLUMNS : AEAT_RECEIVED_COLUMNS;
    expect(columns[col(columns, letters)]).toEqual({ group, header, type });
  });

  it('header rows print a group once, over its first column', () => {
    const [groups, headers] = aeatHeaderRows(AEAT_ISSUED_COLUMNS);
    expect(groups.slice(10, 13)).toEqual(['Identificación de la Factura', '', '']);
    expect(headers.slice(10, 13)).toEqual(['Serie', 'Número', 'Número-Final']);
  });
});

describe('cell formats (design validations 3 and 5)', () => {
  it.each([
    [6632512, '66325,12'],
    [13500, '135,00'],
    [-50236, '-502,36'],
    [0, '0,00'],
    [-5, '-0,05'],
  ])('%i cents → %s', (cents, text) => {
    expect(aeatDecimal(cents)).toBe(text);
  });
  it.each([
    [21, '21,00'],
    [10.5, '10,50'],
    [5.2, '5,20'],
    [0, '0,00'],
  ])('rate %d → %s', (rate, text) => {
    expect(aeatPercent(rate)).toBe(text);
  });
  it('dates are dd/mm/yyyy (2 May 2018 → 02/05/2018)', () => {
    expect(aeatDate('2018-05-02')).toBe('02/05/2018');
    expect(() => aeatDate('2/5/2018')).toThrow('Fecha no válida');
  });
  it.each([
    ['B12345674', ['', '', 'B12345674']],
    ['12345678Z', ['', '', '12345678Z']],
    ['X1234567L', ['', '', 'X1234567L']],
    ['b-12345674', ['', '', 'B12345674']],
    ['FR12345678901', ['02', '', 'FR12345678901']],
    ['DE 123456789', ['02', '', 'DE123456789']],
    ['US123456789', ['06', '', 'US123456789']],
    ['', ['', '', '']],
  ])('party id %s → Tipo, Código País, Identificación %j', (nif, expected) => {
    expect(aeatPartyId(nif)).toEqual(expected);
  });
});

describe('EXPEDIDAS rows', () => {
  const row = issuedBookAeatRow(sale, activity);
  const at = (letters: string) => row[col(AEAT_ISSUED_COLUMNS, letters)];

  it.each([
    ['A', '2026', 'ejercicio of the operation date (validation 11)'],
    ['B', '2T', 'its quarter'],
    ['C', 'A', 'actividad código'],
    ['D', '03', 'actividad tipo'],
    ['E', '6534', 'epígrafe IAE'],
    ['F', 'F1', 'factura with identified recipient'],
    ['G', '', 'concepto de ingreso: IRPF, empty for a company'],
    ['H', '', 'ingreso computable: IRPF'],
    ['I', '15/05/2026', 'fecha expedición'],
    ['J', '30/04/2026', 'fecha operación'],
    ['K', '', 'serie'],
    ['L', 'F-2026-000012', 'número'],
    ['N', '', 'a Spanish NIF has no type'],
    ['P', 'B12345674', 'identificación'],
    ['Q', 'Ferretería Núñez, S.L.', 'nombre'],
    ['R', '01', 'régimen general'],
    ['S', 'S1', 'sujeta y no exenta'],
    ['T', '', 'not exempt'],
    ['U', '1262,00', 'total = 1.000 + 210 + 52'],
    ['V', '1000,00', 'base'],
    ['W', '21,00', 'tipo'],
    ['X', '210,00', 'cuota'],
    ['Y', '5,20', 'tipo recargo'],
    ['Z', '52,00', 'cuota recargo'],
    ['AE', '', 'retención IRPF: empty for a company'],
    ['AJ', '', 'referencia externa'],
  ])('column %s = %j (%s)', (letters, expected) => {
    expect(at(letters)).toBe(expected);
  });

  it('an exempt intra-EU supply: E5 in Operación Exenta, no calificación, no tipo or cuota', () => {
    const r = issuedBookAeatRow(
      { ...sale, partyNif: 'FR12345678901', vatRate: 0, exemption: 'E5', vatCents: 0, recargoRate: 0, recargoCents: 0, operationDate: null },
      activity,
    );
    const get = (l: string) => r[col(AEAT_ISSUED_COLUMNS, l)];
    expect([get('A'), get('B'), get('J'), get('N'), get('P'), get('R'), get('S'), get('T'), get('U'), get('W'), get('X'), get('Y')]).toEqual([
      '2026', '2T', '', '02', 'FR12345678901', '01', '', 'E5', '1000,00', '', '', '',
    ]); // prettier-ignore
  });

  it('an export (E2) takes clave 02; a not-subject N2 line its calificación', () => {
    expect(issuedBookAeatRow({ ...sale, exemption: 'E2', vatCents: 0 }, activity)[col(AEAT_ISSUED_COLUMNS, 'R')]).toBe('02');
    const n2 = issuedBookAeatRow({ ...sale, exemption: 'N2', vatCents: 0 }, activity);
    expect([n2[col(AEAT_ISSUED_COLUMNS, 'S')], n2[col(AEAT_ISSUED_COLUMNS, 'T')]]).toEqual(['N2', '']);
  });

  it('a ticket without recipient is F2 to VENTAS A CONSUMIDOR FINAL; its rectificativa R5', () => {
    const ticket = { ...sale, partyNif: '', partyName: 'Cliente de mostrador' };
    const r = issuedBookAeatRow(ticket, activity);
    expect([r[col(AEAT_ISSUED_COLUMNS, 'F')], r[col(AEAT_ISSUED_COLUMNS, 'P')], r[col(AEAT_ISSUED_COLUMNS, 'Q')]]).toEqual([
      'F2',
      '',
      AEAT_FINAL_CONSUMER,
    ]);
    expect(issuedBookAeatRow({ ...ticket, rectificativa: true, rectificationCode: 'R5' }, activity)[5]).toBe('R5');
  });

  it('a rectificativa by differences keeps its code and negative amounts (validation 8)', () => {
    const r = issuedBookAeatRow(
      { ...sale, rectificativa: true, rectificationCode: 'R1', baseCents: -20000, vatCents: -4200, recargoRate: 0, recargoCents: 0 },
      activity,
    );
    expect([r[5], r[col(AEAT_ISSUED_COLUMNS, 'U')], r[col(AEAT_ISSUED_COLUMNS, 'V')], r[col(AEAT_ISSUED_COLUMNS, 'X')]]).toEqual([
      'R1',
      '-242,00',
      '-200,00',
      '-42,00',
    ]);
  });
});

describe('RECIBIDAS rows', () => {
  // A purchase registered 03/07/2026 (REG-2026-000004), the vendor's invoice A-77 of 28/06/2026:
  // 500,00 at 21 % = 105,00, all deducible (régimen general); total 605,00.
  const purchase: AeatBookLine = {
    ...sale,
    numberText: 'REG-2026-000004',
    date: '2026-07-03',
    operationDate: null,
    vendorInvoiceNumber: 'A-77',
    vendorInvoiceDate: '2026-06-28',
    partyName: 'Suministros Levante, S.A.',
    partyNif: 'A58818501',
    baseCents: 50000,
    vatCents: 10500,
    recargoRate: 0,
    recargoCents: 0,
  };
  const row = receivedBookAeatRow(purchase, activity);
  const at = (letters: string) => row[col(AEAT_RECEIVED_COLUMNS, letters)];

  it.each([
    ['A', '2026', 'ejercicio of the autoliquidación (registry date, validation 12)'],
    ['B', '3T', 'its quarter, not the vendor date’s 2T'],
    ['F', 'F1', 'tipo de factura'],
    ['G', '', 'concepto de gasto: IRPF'],
    ['I', '28/06/2026', 'vendor’s issue date'],
    ['J', '', 'same operation date'],
    ['K', 'A-77', 'vendor’s number'],
    ['M', '03/07/2026', 'fecha recepción = registry date'],
    ['N', 'REG-2026-000004', 'número de recepción (validation 37)'],
    ['R', 'A58818501', 'NIF expedidor'],
    ['S', 'Suministros Levante, S.A.', 'nombre'],
    ['T', '01', 'régimen general'],
    ['U', '', 'bien de inversión: empty means no'],
    ['Z', '605,00', 'total'],
    ['AA', '500,00', 'base'],
    ['AB', '21,00', 'tipo'],
    ['AC', '105,00', 'cuota soportada'],
    ['AD', '105,00', 'cuota deducible: all of it'],
    ['AE', '', 'no recargo'],
    ['AK', '', 'retención IRPF'],
  ])('column %s = %j (%s)', (letters, expected) => {
    expect(at(letters)).toBe(expected);
  });
});

describe('the file', () => {
  it('is named Ejercicio + NIF + C + Nombre', () => {
    expect(vatBooksAeatFileName(2026, 'b-12345674', 'Ferretería Núñez, S.L.')).toBe('2026B12345674CFerretería Núñez, S.L..xlsx');
    expect(vatBooksAeatFileName(2026, 'B12345674', 'A/B: C')).toBe('2026B12345674CA B C.xlsx');
    expect(vatBooksAeatFileName(2026, 'B12345674', 'X', 'E')).toBe('2026B12345674EX.xlsx');
    expect(vatBooksAeatFileName(2026, 'B12345674', 'X', 'R')).toBe('2026B12345674RX.xlsx');
  });

  it('CRC-32 of "123456789" is CBF43926 (the check value of the ZIP polynomial)', () => {
    expect(crc32(new TextEncoder().encode('123456789')).toString(16)).toBe('cbf43926');
  });

  it.each([
    [0, 'A'],
    [25, 'Z'],
    [26, 'AA'],
    [35, 'AJ'],
    [41, 'AP'],
  ])('column %i is %s', (i, letters) => {
    expect(columnName(i)).toBe(letters);
  });

  it('is a ZIP with the workbook, two tabs EXPEDIDAS and RECIBIDAS and the rows as inline strings', () => {
    const bytes = vatBooksAeatXlsx([sale], [], activity);
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('<sheet name="EXPEDIDAS" sheetId="1" r:id="rId1"/><sheet name="RECIBIDAS" sheetId="2" r:id="rId2"/>');
    expect(text).toContain('<c r="L4" t="inlineStr"><is><t xml:space="preserve">F-2026-000012</t></is></c>');
    expect(text).toContain('<c r="U4" t="inlineStr"><is><t xml:space="preserve">1262,00</t></is></c>');
    expect(text).toContain('<c r="A3" t="inlineStr"><is><t xml:space="preserve">Decimal (4,0)</t></is></c>');
    // End of central directory: 6 entries ([Content_Types], .rels, workbook, its rels, 2 sheets).
    const end = bytes.length - 22;
    expect([...bytes.slice(end, end + 4)]).toEqual([0x50, 0x4b, 0x05, 0x06]);
    expect(bytes[end + 8] + 256 * bytes[end + 9]).toBe(6);
  });

  it('one book alone is a workbook with its own tab only', () => {
    const text = new TextDecoder().decode(vatBookAeatXlsx('received', [sale], activity));
    expect(text).toContain('<sheets><sheet name="RECIBIDAS" sheetId="1" r:id="rId1"/></sheets>');
    expect(text).not.toContain('EXPEDIDAS');
  });

  it('escapes XML and refuses a sheet name Excel rejects', () => {
    const text = new TextDecoder().decode(xlsxWorkbook([{ name: 'S', rows: [['A & <B>\u0001']] }]));
    expect(text).toContain('A &amp; &lt;B&gt;</t>');
    expect(() => xlsxWorkbook([{ name: 'A/B', rows: [] }])).toThrow('Nombre de hoja no válido: A/B');
  });
});
