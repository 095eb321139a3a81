import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from '../shared/csv/csv';
import { planImport, prepareImport } from '../shared/csv/importPlan';
import { PRODUCT_CSV_COLUMNS, productCsvRow, productImportSpec } from './productCsv';
import { UNITS, type Product, type ProductInput } from './product';

const headers = PRODUCT_CSV_COLUMNS.map((c) => c.header);

function importText(text: string, existing: Product[] = []) {
  const prepared = prepareImport(parseCsv(text), productImportSpec);
  const byKey = new Map(existing.map((p) => [p.code.toUpperCase(), p]));
  return planImport(prepared, productImportSpec, byKey);
}

const product = (over: Partial<ProductInput> = {}): ProductInput => ({
  code: 'TOR-M8',
  name: 'Tornillo M8',
  description: '',
  unit: 'ud',
  salePriceCents: 1250,
  vatRate: 21,
  minStock: 10,
  barcode: '',
  active: true,
  stocked: true,
  ...over,
});

const validProduct: fc.Arbitrary<ProductInput> = fc.record({
  code: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,29}$/),
  name: fc.string({ minLength: 1, maxLength: 120 }).filter((s) => s.trim() === s && s !== ''),
  description: fc.string({ maxLength: 500 }).map((s) => s.trim()),
  unit: fc.constantFrom(...UNITS),
  salePriceCents: fc.integer({ min: 0, max: 1_000_000_000 }),
  vatRate: fc.constantFrom(21 as const, 10 as const, 4 as const, 0 as const),
  minStock: fc.integer({ min: 0, max: 1_000_000_000 }).map((t) => t / 1000),
  barcode: fc.constantFrom('', '8412345678905', '4006381333931'),
  active: fc.boolean(),
  stocked: fc.boolean(),
});

describe('product CSV round trip', () => {
  it('imports back exactly the products it exported (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(validProduct, { minLength: 1, maxLength: 8, selector: (p) => p.code.toUpperCase() }), (products) => {
        const plan = importText(toCsv(headers, products.map(productCsvRow)));
        expect(plan.rejects).toBe(0);
        expect(plan.rows.map((r) => (r.action === 'create' ? r.value : r))).toEqual(products);
      }),
    );
  });

  it('writes what Spanish Excel expects', () => {
    const text = toCsv(headers, [productCsvRow(product({ salePriceCents: 123456, minStock: 2.5, barcode: '8412345678905', active: false }))]);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Código;Nombre;Descripción;Unidad;Precio de venta;IVA (%);Stock mínimo;Código de barras;Activo;Controla existencias',
      'TOR-M8;Tornillo M8;;ud;1234,56;21;2,5;8412345678905;No;Sí',
      '',
    ]);
  });

  it('accepts plain comma CSV with dot decimals, other headers and column order', () => {
    const plan = importText('Ref,PVP,Producto,IVA,Stock minimo\nA-1,12.50,Arandela,10,"1,5"\n');
    expect(plan.rows).toEqual([
      {
        line: 2,
        label: 'A-1 · Arandela',
        action: 'create',
        value: product({ code: 'A-1', name: 'Arandela', salePriceCents: 1250, vatRate: 10, minStock: 1.5 }),
      },
    ]);
  });
});

describe('product import preview', () => {
  const stored: Product = { ...product({ code: 'tor-m8', description: 'Zincado', minStock: 4 }), id: 'p1', createdAt: null, updatedAt: null };

  it('updates the product with the same code (any case), keeping the columns the file lacks', () => {
    const plan = importText('Código;Nombre;Precio de venta\nTOR-m8;Tornillo M8 zincado;13,00\n', [stored]);
    expect(plan.rows).toEqual([
      {
        line: 2,
        label: 'TOR-m8 · Tornillo M8 zincado',
        action: 'update',
        existing: stored,
        value: { ...product({ code: 'TOR-m8', description: 'Zincado', minStock: 4 }), name: 'Tornillo M8 zincado', salePriceCents: 1300 },
      },
    ]);
  });

  it('rejects bad rows with the column and the reason, and repeated codes', () => {
    const plan = importText(
      'Código;Nombre;Precio de venta;IVA (%);Código de barras\n' + 'A1;Uno;1,00;21;\n' + 'a1;Otra vez;2,00;21;\n' + 'B 2;Dos;-3;7;8412345678901\n',
    );
    expect(plan.creates).toBe(1);
    expect(plan.rejects).toBe(2);
    expect(plan.rows[1]).toEqual({
      line: 3,
      label: 'a1 · Otra vez',
      action: 'reject',
      reasons: ['El código A1 ya aparece en la fila 2 del archivo; solo se importa la primera.'],
    });
    expect(plan.rows[2]).toMatchObject({ line: 4, action: 'reject' });
    const reasons = plan.rows[2]?.action === 'reject' ? plan.rows[2].reasons : [];
    expect(reasons).toEqual([
      expect.stringMatching(/^Código: El código solo admite/),
      'Precio de venta: El precio de venta no puede ser negativo.',
      'IVA (%): El tipo de IVA debe ser 21 %, 10 %, 4 % o 0 %.',
      'Código de barras: El dígito de control del código de barras no es correcto.',
    ]);
  });
});

describe('product import: «Controla existencias», an optional column', () => {
  const service: Product = { ...product({ code: 'PORTES', name: 'Portes', stocked: false }), id: 's1', createdAt: null, updatedAt: null };
  const stocked: Product = { ...product({ code: 'TOR-M8' }), id: 'p1', createdAt: null, updatedAt: null };
  const valueOf = (plan: ReturnType<typeof importText>, i = 0) => {
    const row = plan.rows[i]!;
    return row.action === 'reject' ? row.reasons : row.value.stocked;
  };

  it.each<[string, string, Product[], boolean | string[]]>([
    ['a file without the column creates a stocked product', 'Código;Nombre\nA-1;Arandela\n', [], true],
    ['a file without the column leaves a service a service', 'Código;Nombre\nPORTES;Portes a domicilio\n', [service], false],
    ['«No» makes a new product a service', 'Código;Nombre;Controla existencias\nPORTES;Portes;No\n', [], false],
    ['«Sí» makes a service stocked again', 'Código;Nombre;Controla existencias\nPORTES;Portes;Sí\n', [service], true],
    ['«No» makes a stocked product a service', 'Código;Nombre;Inventariable\nTOR-M8;Tornillo M8;no\n', [stocked], false],
    ['a blank cell creates a stocked product', 'Código;Nombre;Controla existencias\nA-1;Arandela;\n', [], true],
    ['a blank cell leaves a service a service', 'Código;Nombre;Controla existencias\nPORTES;Portes; \n', [service], false],
    [
      'a value that is neither yes nor no is refused',
      'Código;Nombre;Controla existencias\nA-1;Arandela;quizá\n',
      [],
      ['Controla existencias: Escribe «Sí» o «No».'],
    ],
  ])('%s', (_what, text, existing, expected) => {
    expect(valueOf(importText(text, existing))).toEqual(expected);
  });
});
