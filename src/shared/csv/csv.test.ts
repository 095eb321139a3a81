import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CSV_BOM,
  cellsOf,
  csvFileName,
  decodeCsvBytes,
  decimalComma,
  detectDelimiter,
  ellipsis,
  mapColumns,
  neutralizeCell,
  parseCsv,
  parseYesNo,
  restoreCell,
  toCsv,
} from './csv';

describe('neutralizeCell (CSV injection)', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+34 600 000 000', "'+34 600 000 000"],
    // A bare negative amount is a number to a spreadsheet, not a formula: left as it is
    // so a rectificativa's -13,80 adds into the column's sum (issue 28, finding 5).
    ['-5', '-5'],
    ['-13,80', '-13,80'],
    ['-0,05', '-0,05'],
    ['-1234,56', '-1234,56'],
    // Anything more than a plain number after the minus is still neutralised.
    ['-5+1', "'-5+1"],
    ['-13,80,1', "'-13,80,1"],
    ['-', "'-"],
    ['-A1', "'-A1"],
    ['- 5', "'- 5"],
    ['-1.234,56', "'-1.234,56"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ["'=already", "''=already"],
    ['Ferretería', 'Ferretería'],
    ["O'Donnell", "O'Donnell"],
    ['', ''],
  ])('%j → %j, and back', (raw, safe) => {
    expect(neutralizeCell(raw)).toBe(safe);
    expect(restoreCell(safe)).toBe(raw);
  });

  it('leaves an apostrophe that protects nothing alone on import', () => {
    expect(restoreCell("'hola")).toBe("'hola");
  });
});

describe('toCsv', () => {
  const text = toCsv(
    ['Nombre', 'Precio'],
    [
      ['Tornillo; M8', '1234,50'],
      ['Arandela "plana"', '=1+1'],
    ],
  );

  it('starts with a BOM and separates with semicolons and CRLF', () => {
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.slice(1).split('\r\n')[0]).toBe('Nombre;Precio');
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('quotes cells with separators or quotes and neutralises formulas', () => {
    const lines = text.slice(1).split('\r\n');
    expect(lines[1]).toBe('"Tornillo; M8";1234,50');
    expect(lines[2]).toBe(`"Arandela ""plana""";'=1+1`);
  });
});

describe('parseCsv', () => {
  it('reads the export format back: BOM, semicolons, decimal commas', () => {
    const table = parseCsv(`${CSV_BOM}Nombre;Precio\r\n"Tornillo; M8";1234,50\r\n'=1+1;0,10\r\n`);
    expect(table.delimiter).toBe(';');
    expect(table.headers).toEqual(['Nombre', 'Precio']);
    expect(table.rows).toEqual([
      { line: 2, cells: ['Tornillo; M8', '1234,50'] },
      { line: 3, cells: ['=1+1', '0,10'] },
    ]);
  });

  it('reads plain comma CSV with quoted decimal commas', () => {
    const table = parseCsv('Nombre,Precio\nTornillo,"1234,50"\nTuerca,0.25\n');
    expect(table.delimiter).toBe(',');
    expect(table.rows.map((r) => r.cells)).toEqual([
      ['Tornillo', '1234,50'],
      ['Tuerca', '0.25'],
    ]);
  });

  it('skips blank rows but keeps the spreadsheet row numbers', () => {
    const table = parseCsv('A;B\n1;2\n\n;\n3;4\n');
    expect(table.rows).toEqual([
      { line: 2, cells: ['1', '2'] },
      { line: 5, cells: ['3', '4'] },
    ]);
  });

  it.each([
    ['at the end of the first data row', 'NIF;Nombre\r\nB1;"Foo\r\nB2;Bar\r\nB3;Baz\r\n', [2], ['B1', 'B2', 'B3']],
    ['closed by a quote several lines later', 'NIF;Nombre\nB1;Foo\nB2;"Bar\nB3;Baz\nB4;"x"\nB5;Qux\n', [3], ['B1', 'B2', 'B3', 'B4', 'B5']],
    ['in two rows', 'A;B\n"1;x\n2;y\n3;"z\n4;w', [2, 4], ['1;x', '2', '3', '4']],
  ])('reads every row after a quote that never closes (%s), marking the row that opened it', (_what, text, broken, firsts) => {
    const table = parseCsv(text);
    expect(table.rows.map((r) => r.cells[0])).toEqual(firsts);
    expect(table.rows.filter((r) => r.unclosedQuote).map((r) => r.line)).toEqual(broken);
  });

  it('keeps a well-closed quoted cell with a line break as one row', () => {
    const table = parseCsv('A;B\n1;"calle\nnúmero"\n2;x\n');
    expect(table.rows).toEqual([
      { line: 2, cells: ['1', 'calle\nnúmero'] },
      { line: 3, cells: ['2', 'x'] },
    ]);
  });

  it.each([
    ['corto', 10, 'corto'],
    ['a'.repeat(10), 10, 'a'.repeat(10)],
    ['a'.repeat(5000), 10, `${'a'.repeat(9)}…`],
  ])('ellipsis(%j, %i)', (value, max, shown) => {
    expect(ellipsis(value, max)).toBe(shown);
  });

  it.each([
    ['a;b,c', ';'],
    ['a,b,c', ','],
    ['a\tb', '\t'],
    ['"a;b",c', ','],
    ['solo', ';'],
  ])('detects the delimiter of %j as %j', (line, delimiter) => {
    expect(detectDelimiter(`${line}\n1`)).toBe(delimiter);
  });

  it('gives back any table it wrote (property)', () => {
    const header = fc.stringMatching(/^[A-Za-zÁÉÍÓÚñ][A-Za-zÁÉÍÓÚñ ()%]{0,15}[A-Za-z)]$/);
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5 }).chain((width) =>
          fc.tuple(
            fc.array(header, { minLength: width, maxLength: width }),
            fc.array(
              fc.array(fc.string({ maxLength: 12 }), { minLength: width, maxLength: width }).filter((r) => r.some((c) => c.trim() !== '')),
              { maxLength: 6 },
            ),
          ),
        ),
        ([headers, rows]) => {
          const table = parseCsv(toCsv(headers, rows));
          expect(table.headers).toEqual(headers);
          expect(table.rows.map((r) => r.cells)).toEqual(rows);
        },
      ),
    );
  });
});

describe('mapColumns', () => {
  const columns = [
    { key: 'name', header: 'Razón social', aliases: ['Nombre'] },
    { key: 'nif', header: 'NIF/CIF/NIE', aliases: ['NIF'] },
    { key: 'postalCode', header: 'Código postal', aliases: ['CP'] },
  ] as const;

  it('matches headers regardless of case, accents and punctuation, and reports the others', () => {
    const mapping = mapColumns(['RAZON SOCIAL', 'nif / cif / nie', 'c.p.', 'Web'], columns);
    expect(mapping.indexOf).toEqual({ name: 0, nif: 1, postalCode: 2 });
    expect(mapping.unknown).toEqual(['Web']);
  });

  it('accepts aliases and the field keys, and keeps the first of two matching columns', () => {
    const mapping = mapColumns(['nombre', 'postalCode', 'NIF', 'nif'], columns);
    expect(mapping.indexOf).toEqual({ name: 0, postalCode: 1, nif: 2 });
    expect(mapping.unknown).toEqual(['nif']);
  });

  it('gives the trimmed cells of the mapped columns only', () => {
    const mapping = mapColumns(['Nombre', 'Web'], columns);
    expect(cellsOf(['  Ana  ', 'x'], mapping)).toEqual({ name: 'Ana' });
    expect(cellsOf([], mapping)).toEqual({ name: '' });
  });
});

describe('small formats', () => {
  it.each([
    ['Sí', true],
    ['si', true],
    ['SÍ', true],
    ['1', true],
    ['true', true],
    ['No', false],
    ['0', false],
    ['falso', false],
    ['quizá', null],
    ['', null],
  ])('parseYesNo(%j) → %j', (input, expected) => {
    expect(parseYesNo(input)).toBe(expected);
  });

  it.each([
    [2.5, '2,5'],
    [0, '0'],
    [1.005, '1,005'],
    [1000, '1000'],
  ])('decimalComma(%j) → %j', (input, expected) => {
    expect(decimalComma(input)).toBe(expected);
  });

  it('names files with the date', () => {
    expect(csvFileName('proveedores', new Date(2026, 0, 5))).toBe('proveedores-2026-01-05.csv');
  });
});

describe('decodeCsvBytes', () => {
  it('reads UTF-8 with its BOM', () => {
    const bytes = new TextEncoder().encode(`${CSV_BOM}Nombre;Peña`);
    expect(parseCsv(decodeCsvBytes(bytes)).headers).toEqual(['Nombre', 'Peña']);
  });

  it('falls back to Windows-1252 for what older Excel saves', () => {
    const bytes = Uint8Array.from([0x50, 0x65, 0xf1, 0x61, 0x3b, 0x80, 0x93]); // "Peña;€“"
    expect(decodeCsvBytes(bytes)).toBe('Peña;€“');
  });
});
