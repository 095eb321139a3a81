import { describe, expect, it } from 'vitest';
import { CSV_MESSAGES } from '../shared/csv/messages';
import {
  blankProductDraft,
  codeKeyOf,
  isBelowMinimum,
  parseUnit,
  productContentOf,
  productDraftOf,
  productFromStored,
  productInputSchema,
  productSearchKeys,
  productToStored,
  type ProductDraft,
} from './product';

const draft = (over: Partial<ProductDraft> = {}): ProductDraft => ({
  ...blankProductDraft(),
  code: 'TOR-M8',
  name: 'Tornillo M8 × 30',
  ...over,
});

function errorsOf(d: ProductDraft): Record<string, string> {
  const r = productInputSchema.safeParse(d);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('productInputSchema: accepted values', () => {
  it('gives the stored field names with cents and numbers', () => {
    expect(
      productInputSchema.parse(draft({ salePrice: '1.234,56', vatRate: '10', minStock: '2,5', unit: 'kg', barcode: ' 8412345678905 ' })),
    ).toEqual({
      code: 'TOR-M8',
      name: 'Tornillo M8 × 30',
      description: '',
      unit: 'kg',
      salePriceCents: 123456,
      vatRate: 10,
      minStock: 2.5,
      barcode: '8412345678905',
      active: true,
      stocked: true,
    });
  });

  it.each<[ProductDraft['stocked'], boolean]>([
    [true, true],
    [false, false],
    ['Sí', true],
    ['no', false],
    ['0', false],
  ])('reads «Controla existencias» %j as %j', (stocked, expected) => {
    expect(productInputSchema.parse(draft({ stocked })).stocked).toBe(expected);
  });

  it.each([
    ['12,5', 1250],
    ['12.50', 1250],
    ['12,50 €', 1250],
    ['0', 0],
    ['', 0],
  ])('reads the price %j as %j cents', (salePrice, cents) => {
    expect(productInputSchema.parse(draft({ salePrice })).salePriceCents).toBe(cents);
  });

  it.each([
    ['0', 0],
    ['', 0],
    ['1,005', 1.005],
    ['1.000', 1000],
  ])('reads the minimum stock %j as %j', (minStock, expected) => {
    expect(productInputSchema.parse(draft({ minStock })).minStock).toBe(expected);
  });

  it.each(['21', '10', '4', '0', '21 %', '21,00'])('accepts the VAT rate %j', (vatRate) => {
    expect(errorsOf(draft({ vatRate }))).toEqual({});
  });
});

describe('productInputSchema: refused values, each with its Spanish message at its field', () => {
  it.each<[string, Partial<ProductDraft>, string, string]>([
    ['no code', { code: ' ' }, 'code', 'Introduce el código.'],
    ['a code too long', { code: 'A'.repeat(31) }, 'code', 'El código admite como máximo 30 caracteres.'],
    ['a code with a space', { code: 'TOR M8' }, 'code', expect.stringContaining('sin espacios') as unknown as string],
    ['a code with a slash', { code: 'A/B' }, 'code', expect.stringContaining('El código solo admite') as unknown as string],
    ['a code with an accent', { code: 'CAÑA' }, 'code', expect.stringContaining('El código solo admite') as unknown as string],
    ['a code starting with a dot', { code: '.A' }, 'code', expect.stringContaining('debe empezar') as unknown as string],
    ['no name', { name: '' }, 'name', 'Introduce el nombre del producto.'],
    ['a name too long', { name: 'x'.repeat(121) }, 'name', 'El nombre admite como máximo 120 caracteres.'],
    ['a long description', { description: 'x'.repeat(501) }, 'description', 'La descripción admite como máximo 500 caracteres.'],
    [
      'U+0001 in the name (copied into invoice lines)',
      { name: 'Tor\u0001nillo' },
      'name',
      expect.stringMatching(/U\+0001.*posición 4/) as unknown as string,
    ],
    ['a line break in the name', { name: 'Tornillo\nM8' }, 'name', 'No puede contener saltos de línea.'],
    ['DEL in the description', { description: 'Rosca\u007F' }, 'description', expect.stringContaining('U+007F') as unknown as string],
    ['an unknown unit', { unit: 'docena' }, 'unit', expect.stringContaining('Elige una unidad') as unknown as string],
    ['a negative price', { salePrice: '-1' }, 'salePrice', 'El precio de venta no puede ser negativo.'],
    ['a price with 3 decimals', { salePrice: '1,234' }, 'salePrice', expect.stringContaining('Introduce un importe válido') as unknown as string],
    ['a price that is text', { salePrice: 'gratis' }, 'salePrice', expect.stringContaining('Introduce un importe válido') as unknown as string],
    ['VAT 7 %', { vatRate: '7' }, 'vatRate', 'El tipo de IVA debe ser 21 %, 10 %, 4 % o 0 %.'],
    ['no VAT rate', { vatRate: '' }, 'vatRate', 'El tipo de IVA debe ser 21 %, 10 %, 4 % o 0 %.'],
    ['a negative minimum', { minStock: '-2' }, 'minStock', 'El stock mínimo no puede ser negativo.'],
    ['a minimum with 4 decimals', { minStock: '1,2345' }, 'minStock', expect.stringContaining('3 decimales') as unknown as string],
    ['a barcode with a bad check digit', { barcode: '8412345678901' }, 'barcode', 'El dígito de control del código de barras no es correcto.'],
    ['a barcode of 12 digits', { barcode: '841234567890' }, 'barcode', 'El código de barras EAN-13 debe tener 13 dígitos.'],
    ['«Controla existencias» that is neither yes nor no', { stocked: 'quizá' }, 'stocked', CSV_MESSAGES.yesNo],
  ])('refuses %s', (_what, over, field, message) => {
    expect(errorsOf(draft(over))).toEqual({ [field]: message });
  });
});

describe('units', () => {
  it.each([
    ['ud', 'ud'],
    ['Unidad (ud)', 'ud'],
    ['UDS', 'ud'],
    ['Kg', 'kg'],
    ['m²', 'm2'],
    ['Metro cúbico (m³)', 'm3'],
    ['Caja', 'caja'],
    ['horas', 'h'],
    ['docena', null],
  ])('parseUnit(%j) → %j', (raw, unit) => {
    expect(parseUnit(raw)).toBe(unit);
  });
});

describe('the stored shape', () => {
  const input = productInputSchema.parse(draft({ code: 'tor-m8', name: 'Tornillo Cabeza Allen', barcode: '8412345678905' }));

  it('carries the code key, name key and search keys from name, code and barcode', () => {
    const stored = productToStored(input);
    expect(stored).toMatchObject({ code: 'tor-m8', codeKey: 'TOR-M8', nameKey: 'tornillo cabeza allen' });
    expect(stored.searchKeys).toEqual(productSearchKeys(input));
    expect(stored.searchKeys).toEqual(expect.arrayContaining(['torn', 'allen', 'tor-m', '841234']));
  });

  it('refuses to produce a stored shape from invalid values', () => {
    expect(() => productToStored({ ...input, salePriceCents: -1 })).toThrow();
    expect(() => productToStored({ ...input, salePriceCents: 1.5 })).toThrow();
    expect(() => productToStored({ ...input, minStock: 0.0001 })).toThrow();
  });

  it('survives the draft round trip unchanged', () => {
    expect(productInputSchema.parse(productDraftOf(input))).toEqual(input);
  });

  it.each([
    [' abc-1 ', 'ABC-1'],
    ['X', 'X'],
  ])('codeKeyOf(%j) → %j', (code, key) => {
    expect(codeKeyOf(code)).toBe(key);
  });
});

describe('services (stocked: false)', () => {
  it('are stocked unless the form says otherwise', () => {
    expect(blankProductDraft().stocked).toBe(true);
    expect(productContentOf({ code: 'A', name: 'A' }).stocked).toBe(true);
  });

  it('store the flag as a boolean, always', () => {
    expect(productContentOf({ code: 'PORTES', name: 'Portes', stocked: false }).stocked).toBe(false);
    expect(productContentOf({ code: 'PORTES', name: 'Portes', stocked: 'No' }).stocked).toBe(false);
  });

  it.each<[string, Record<string, unknown>, boolean]>([
    ['a product stored before services existed', {}, true],
    ['a stocked product', { stocked: true }, true],
    ['a service', { stocked: false }, false],
  ])('reads %s as stocked: %j', (_what, stored, expected) => {
    const p = productFromStored('p1', { code: 'A', name: 'A', ...stored }, { createdAt: null, updatedAt: null });
    expect(p.stocked).toBe(expected);
  });
});

describe('isBelowMinimum', () => {
  it.each([
    [0, 0, true],
    [5, 5, true],
    [5.001, 5, false],
    [0.3, 0.3, true],
    [0.299, 0.3, true],
    [-1, 0, true],
    [10, 2.5, false],
  ])('quantity %j, minimum %j → %j', (q, min, expected) => {
    expect(isBelowMinimum(q, min)).toBe(expected);
  });
});

describe('productInputSchema: ordinary punctuation is kept', () => {
  it.each(['Tubo 1/2"', "Servei d'instal·lació", 'Ñandú & Cía <S.L.>'])('%j', (name) => {
    expect(productInputSchema.safeParse(draft({ name, description: `${name}\nSegunda línea` })).success).toBe(true);
  });
});
