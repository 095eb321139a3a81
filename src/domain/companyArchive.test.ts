import { describe, expect, it } from 'vitest';
import { archiveFileName, csvCell, csvFilesOf, decodeValue, encodeValue } from './companyArchive';

/** A timestamp as either SDK gives one. */
const ts = (seconds: number, nanoseconds: number) => ({ seconds, nanoseconds, toDate: () => new Date(seconds * 1000) });
const makers = { timestamp: (s: number, n: number) => ({ s, n }), reference: (path: string) => ({ ref: path }) };

describe('encodeValue / decodeValue', () => {
  it('a document comes back with its typed values', () => {
    const data = {
      at: ts(1764400000, 123456789),
      nested: { list: [ts(1, 2), 'x', 3.5, null, true], ref: { path: 'corporations/a/clients/c1', firestore: {} } },
      bytes: new Uint8Array([0, 255, 10]),
      plain: { $ts: 'not a timestamp', other: 1 },
    };
    const back = decodeValue(JSON.parse(JSON.stringify(encodeValue(data))), makers);
    expect(back).toEqual({
      at: { s: 1764400000, n: 123456789 },
      nested: { list: [{ s: 1, n: 2 }, 'x', 3.5, null, true], ref: { ref: 'corporations/a/clients/c1' } },
      bytes: new Uint8Array([0, 255, 10]),
      plain: { $ts: 'not a timestamp', other: 1 },
    });
  });
});

describe('csvCell', () => {
  it.each([
    ['Tornillo M8', 'Tornillo M8'],
    ['Martín; hijos', '"Martín; hijos"'],
    ['dice "hola"', '"dice ""hola"""'],
    ['dos\nlíneas', '"dos\nlíneas"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+34 600', "'+34 600"],
    ['@SUM', "'@SUM"],
    ['-12,50', '-12,50'],
    ['', ''],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

const docs = [
  { path: '', data: { name: 'Ferretería' } },
  { path: 'categories/p1', data: { code: 'T8', name: 'Tornillo; M8', unit: 'ud', salePriceCents: 1050, vatRate: 21, minStock: 2.5 } },
  { path: 'clients/c1', data: { name: 'Cliente Uno', nif: 'B12345674', email: 'a@b.es' } },
  {
    path: 'invoices/i1',
    data: {
      kind: 'output',
      numberText: 'F-2026-000001',
      issueDate: '2026-11-29',
      state: 'emitida',
      partyName: 'Cliente Uno',
      totals: { baseCents: 10000, vatCents: 2100, totalCents: 12100 },
      lines: [{ code: 'T8', description: 'Tornillo', quantity: 2, unitPriceCents: 5000, vatRate: 21 }],
    },
  },
  { path: 'invoices/draft', data: { kind: 'output', numberText: null, state: 'borrador' } },
  { path: 'invoices/i1/emails/e1', data: { to: ['x@y.es'] } },
];

describe('csvFilesOf', () => {
  const files = csvFilesOf(docs);
  it('one row per product, amounts in euros with a decimal comma, «;» separated, with a BOM', () => {
    expect(files['csv/productos.csv']).toBe(
      '\uFEFFid;codigo;nombre;unidad;precio_venta;iva;stock_minimo;con_stock;activo\r\np1;T8;"Tornillo; M8";ud;10,50;21;2,5;si;si\r\n',
    );
  });
  it('only numbered invoices, and their lines', () => {
    expect(files['csv/facturas.csv']!.split('\r\n')[1]).toBe('i1;emitida;F-2026-000001;2026-11-29;emitida;;Cliente Uno;100,00;21,00;121,00');
    expect(files['csv/facturas.csv']!.split('\r\n')).toHaveLength(3);
    expect(files['csv/lineas_factura.csv']!.split('\r\n')[1]).toBe('i1;F-2026-000001;1;T8;Tornillo;2;50,00;0;21');
  });
});

describe('archiveFileName', () => {
  it('is named by the NIF and the day', () => {
    expect(archiveFileName('B-12345674', '2026-11-29')).toBe('Almacena-B12345674-2026-11-29.zip');
    expect(archiveFileName('', '2026-11-29')).toBe('Almacena-empresa-2026-11-29.zip');
  });
});
