import { describe, expect, it } from 'vitest';
import {
  detectBankCsvDelimiter,
  mappingFromHeaders,
  parseBankAmount,
  parseBankCsv,
  parseBankCsvRows,
  parseBankDate,
  type BankCsvErrorCode,
} from './bankCsv';
import { csvRecords } from './csvRecords';

describe('parseBankAmount', () => {
  it.each([
    ['1.234,56', 123456],
    ['-12,00', -1200],
    ['12,00-', -1200],
    ['+5,00', 500],
    ['1234.56', 123456],
    ['1 234,56 €', 123456],
    ['-1.234,56 EUR', -123456],
    ['0,5', 50],
    ['\u22127,10', -710],
    ['1.234.567,89', 123456789],
    ['', null],
    ['abc', null],
    ['1,234', null],
    ['-12,00-', null],
  ])('%j → %j', (text, cents) => expect(parseBankAmount(text)).toBe(cents));
});

describe('parseBankDate', () => {
  it.each([
    ['31/12/2026', '2026-12-31'],
    ['1/2/2026', '2026-02-01'],
    ['31-12-26', '2026-12-31'],
    ['01.02.2026', '2026-02-01'],
    ['2026-12-31', '2026-12-31'],
    [' 2026-2-3 ', '2026-02-03'],
    ['31/02/2026', null],
    ['12/31/2026', null],
    ['2026/12/31', null],
    ['', null],
  ])('%j → %j', (text, iso) => expect(parseBankDate(text)).toBe(iso));
});

describe('csvRecords', () => {
  it.each([
    [
      'a;b\r\nc;d',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
      [1, 2],
    ],
    ['"x;y";"he said ""hi"""\n', [['x;y', 'he said "hi"']], [1]],
    [
      '"two\nlines";z\nnext;row',
      [
        ['two\nlines', 'z'],
        ['next', 'row'],
      ],
      [1, 3],
    ],
    [
      'a;\n;b',
      [
        ['a', ''],
        ['', 'b'],
      ],
      [1, 2],
    ],
  ])('%j', (text, cells, lines) => {
    const records = csvRecords(text, ';');
    expect(records.map((r) => r.cells)).toEqual(cells);
    expect(records.map((r) => r.line)).toEqual(lines);
  });
});

describe('mappingFromHeaders', () => {
  it.each([
    [['F. Operación', 'F. Valor', 'Concepto', 'Importe', 'Saldo'], { date: 0, valueDate: 1, concepts: [2], amount: 3, balance: 4 }],
    [['FECHA', 'DESCRIPCIÓN', 'Más datos', 'CARGO', 'ABONO'], { date: 0, concepts: [1, 2], debit: 3, credit: 4 }],
    [['Fecha contable', 'Fecha valor', 'Importe (€)', 'Referencia', 'Nº documento'], { date: 0, valueDate: 1, amount: 2, reference: 3, document: 4 }],
    [['Fecha', 'Fecha', 'Importe'], { date: 0, amount: 2 }],
  ])('%j', (headers, mapping) => expect(mappingFromHeaders(headers)).toEqual(mapping));
});

const SANTANDER_LIKE = [
  'Cuenta;ES91 2100 0418 4502 0005 1332',
  'Titular;ALMACENES DEMO SL',
  '',
  'Fecha Operación;Fecha Valor;Concepto;Importe;Saldo',
  '03/11/2026;03/11/2026;TRANSFERENCIA DE FERRETERIA LOPEZ SL F2026-0012;1.210,00;13.555,67',
  '05/11/2026;06/11/2026;"PAGO A SUMINISTROS NORTE; FRA 2026/118";-363,00;13.192,67',
  '12/11/2026;12/11/2026;DEVOLUCION RECIBO;121,00-;13.071,67',
  'Saldo final;;;;13.071,67',
].join('\r\n');

const CREDIT_DEBIT_COMMA = [
  'Fecha,Descripción,Cargo,Abono',
  '2026-11-03,Transferencia recibida,,"1.210,00"',
  '2026-11-05,Recibo luz,"45,30",',
  '2026-11-06,Comisión,"-2,00",',
].join('\n');

describe('parseBankCsv', () => {
  it('reads a ; file with a preamble, a quoted concept, a trailing minus and a footer', () => {
    const result = parseBankCsv(SANTANDER_LIKE);
    expect(result.errors).toEqual([]);
    expect(result.delimiter).toBe(';');
    expect(result.headerLine).toBe(4);
    expect(result.movements.map((m) => [m.date, m.valueDate, m.amountCents, m.balanceCents, m.line])).toEqual([
      ['2026-11-03', '2026-11-03', 121000, 1355567, 5],
      ['2026-11-05', '2026-11-06', -36300, 1319267, 6],
      ['2026-11-12', '2026-11-12', -12100, 1307167, 7],
    ]);
    expect(result.movements[1]).toMatchObject({ concepts: ['PAGO A SUMINISTROS NORTE; FRA 2026/118'], commonConcept: '', reference1: '' });
  });

  it('reads a , file with separate cargo and abono columns (a cargo is negative with or without its sign)', () => {
    const result = parseBankCsv(CREDIT_DEBIT_COMMA);
    expect(result.errors).toEqual([]);
    expect(result.delimiter).toBe(',');
    expect(result.movements.map((m) => m.amountCents)).toEqual([121000, -4530, -200]);
    expect(result.movements[0]).toMatchObject({ date: '2026-11-03', valueDate: '2026-11-03', concepts: ['Transferencia recibida'], line: 2 });
  });

  it('drops a UTF-8 byte-order mark', () => {
    expect(parseBankCsv(`\uFEFF${CREDIT_DEBIT_COMMA}`).movements).toHaveLength(3);
  });

  it('takes a column mapping for unknown headers, skipping the preamble rows', () => {
    const text = ['Extracto', 'Día|Texto|Euros', '03/11/2026|Ingreso|10,00', '04/11/2026|Pago|-2,50'].join('\n').replaceAll('|', ';');
    expect(parseBankCsv(text).errors).toEqual([{ code: 'noHeader', line: 1 }]);
    const result = parseBankCsv(text, { mapping: { date: 0, concepts: [1], amount: 2 }, delimiter: ';' });
    expect(result.errors).toEqual([]);
    expect(result.movements.map((m) => [m.amountCents, m.concepts, m.line])).toEqual([
      [1000, ['Ingreso'], 3],
      [-250, ['Pago'], 4],
    ]);
  });

  const rowErrors: [string, string, BankCsvErrorCode, number][] = [
    ['a date that is not one', 'Fecha;Importe\n32/01/2026;1,00', 'date', 2],
    ['an amount that is not one', 'Fecha;Importe\n01/01/2026;uno', 'amount', 2],
    ['an empty amount', 'Fecha;Importe\n01/01/2026;', 'amount', 2],
    ['both cargo and abono', 'Fecha;Cargo;Abono\n01/01/2026;1,00;2,00', 'debitAndCredit', 2],
    ['neither cargo nor abono', 'Fecha;Cargo;Abono;Concepto\n01/01/2026;;;x', 'amount', 2],
    ['a header with no amount column', 'Fecha;Concepto;Importe\n', 'noMovements', 1],
    ['nothing at all', '\n\n', 'empty', 1],
    ['no header', 'a;b\n1;2', 'noHeader', 1],
  ];
  it.each(rowErrors)('reports %s', (_name, text, code, line) => {
    expect(parseBankCsv(text).errors).toContainEqual({ code, line });
  });

  it('refuses a mapping without an amount', () => {
    expect(parseBankCsv('x;y\n01/01/2026;1', { mapping: { date: 0 } }).errors).toEqual([{ code: 'mapping', line: 1 }]);
  });

  it('keeps the good rows beside a bad one', () => {
    const result = parseBankCsv('Fecha;Importe\n01/01/2026;1,00\n99/01/2026;2,00\n02/01/2026;3,00');
    expect(result.movements.map((m) => m.amountCents)).toEqual([100, 300]);
    expect(result.errors).toEqual([{ code: 'date', line: 3 }]);
  });
});

describe('parseBankCsvRows', () => {
  it('reads rows split elsewhere (src/shared/csv), with their own row numbers', () => {
    const result = parseBankCsvRows(
      [
        ['Fecha', 'Concepto', 'Importe'],
        ['03/11/2026', 'Ingreso', '10,00'],
      ],
      { lines: [1, 7] },
    );
    expect(result.movements).toEqual([
      {
        date: '2026-11-03',
        valueDate: '2026-11-03',
        amountCents: 1000,
        commonConcept: '',
        ownConcept: '',
        document: '',
        reference1: '',
        reference2: '',
        concepts: ['Ingreso'],
        line: 7,
      },
    ]);
  });
});

describe('detectBankCsvDelimiter', () => {
  it.each([
    ['Fecha;Concepto;Importe\n01/01/2026;a, b;1,00', ';'],
    ['Fecha,Concepto,Importe\n01/01/2026,"a; b","1,00"', ','],
    ['Fecha\tImporte\n01/01/2026\t1,00', '\t'],
    ['a,b,c;d', ','],
    ['nothing', ';'],
  ])('%j → %j', (text, delimiter) => expect(detectBankCsvDelimiter(text)).toBe(delimiter));
});
