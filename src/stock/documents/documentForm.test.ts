import { describe, expect, it } from 'vitest';
import {
  documentSchema,
  draftTotals,
  FORM_TEXT,
  lineAmountCents,
  sameDraft,
  toDraft,
  valuesOf,
  blankValues,
  type DocumentValues,
  type LineValues,
} from './documentForm';
import { newDraftDocument } from '../../domain/stock/draftFields';

const line = (overrides: Partial<LineValues> = {}): LineValues => ({
  categoryId: 'p1',
  code: 'T8',
  name: 'Tornillo',
  unit: 'ud',
  vatRate: 21,
  quantity: '2',
  price: '1,50',
  discount: '0',
  ...overrides,
});

const values = (overrides: Partial<DocumentValues> = {}): DocumentValues => ({
  ...blankValues('2026-03-05'),
  partyId: 'v1',
  partyName: 'Proveedor',
  lines: [line()],
  ...overrides,
});

function errorsOf(v: DocumentValues, kind: 'input' | 'output' = 'input') {
  const result = documentSchema(kind).safeParse(v);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('documentSchema', () => {
  it('accepts a complete document', () => {
    expect(errorsOf(values())).toEqual({});
  });

  it('keeps ordinary punctuation and line breaks in the notes', () => {
    expect(errorsOf(values({ reference: 'ALB "7" <Ñandú & Cía>', notes: 'Servei d\'instal·lació\nTubo 1/2"' }))).toEqual({});
  });

  it.each<[string, Partial<DocumentValues>, string, string]>([
    ['no vendor', { partyId: '' }, 'partyId', 'Elige un proveedor.'],
    ['an impossible date', { date: '2026-02-30' }, 'date', 'Introduce una fecha válida.'],
    ['a long reference', { reference: 'x'.repeat(61) }, 'reference', 'La referencia admite como máximo 60 caracteres.'],
    ['a line break in the reference', { reference: 'ALB\n7' }, 'reference', 'No puede contener saltos de línea.'],
    [
      'U+0001 in the notes',
      { notes: 'Portal\u0001 2' },
      'notes',
      'Contiene un carácter invisible no permitido (U+0001) en la posición 7; bórrelo y vuelva a escribir el texto.',
    ],
    ['U+0001 in a copied product name', { lines: [line({ name: 'Torn\u0001illo' })] }, 'lines.0.quantity', FORM_TEXT.lineProduct],
    ['U+0001 in the copied party name', { partyName: 'Peña\u0001' }, 'partyId', FORM_TEXT.partyData],
    [
      'a quantity with 4 decimals',
      { lines: [line({ quantity: '1,2345' })] },
      'lines.0.quantity',
      'Introduce una cantidad válida, con 3 decimales como máximo (por ejemplo, 1,5).',
    ],
    ['a zero quantity', { lines: [line({ quantity: '0' })] }, 'lines.0.quantity', 'La cantidad no puede ser cero.'],
    ['a negative quantity', { lines: [line({ quantity: '-1' })] }, 'lines.0.quantity', 'La cantidad no puede ser negativa.'],
    [
      'a price with 3 decimals',
      { lines: [line({ price: '1,505' })] },
      'lines.0.price',
      'Introduce un importe válido, con 2 decimales como máximo (por ejemplo, 1.234,56).',
    ],
    ['a discount over 100 %', { lines: [line({ discount: '120' })] }, 'lines.0.discount', 'El descuento debe estar entre 0 y 100 %.'],
    // Copies of the party and the product, which the rules bound too (found by tests/rules/fuzz.rules.test.ts).
    ['a party name of 201 characters', { partyName: 'x'.repeat(201) }, 'partyId', FORM_TEXT.partyData],
    ['a party without name', { partyName: '' }, 'partyId', FORM_TEXT.partyData],
    ['a party NIF of 21 characters', { partyNif: 'x'.repeat(21) }, 'partyId', FORM_TEXT.partyData],
    ['a party id of 129 characters', { partyId: 'x'.repeat(129) }, 'partyId', FORM_TEXT.partyData],
    ['a product without name', { lines: [line({ name: '' })] }, 'lines.0.quantity', FORM_TEXT.lineProduct],
    ['a product code of 51 characters', { lines: [line({ code: 'x'.repeat(51) })] }, 'lines.0.quantity', FORM_TEXT.lineProduct],
    ['a unit of 21 characters', { lines: [line({ unit: 'x'.repeat(21) })] }, 'lines.0.quantity', FORM_TEXT.lineProduct],
    ['a VAT rate of 7 %', { lines: [line({ vatRate: 7 })] }, 'lines.0.quantity', FORM_TEXT.lineProduct],
  ])('refuses %s at the field', (_name, change, path, message) => {
    expect(errorsOf(values(change))[path]).toBe(message);
  });

  it('asks a salida for a client', () => {
    expect(errorsOf(values({ partyId: '' }), 'output').partyId).toBe('Elige un cliente.');
  });
});

describe('lineAmountCents and toDraft', () => {
  it.each([
    ['2 × 1,50 €', line(), 300],
    ['1,5 kg × 3,33 € with 10 %', line({ quantity: '1,5', price: '3,33', discount: '10' }), 450],
    ['an empty discount counts as 0', line({ discount: '' }), 300],
    ['an invalid quantity gives no amount', line({ quantity: 'dos' }), null],
  ])('%s', (_name, l, expected) => {
    expect(lineAmountCents(l)).toBe(expected);
  });

  it('turns typed text into exact numbers, and back', () => {
    const draft = toDraft(values({ reference: ' ALB-7 ', lines: [line({ quantity: '1.234,5', price: '1.000,05', discount: '2,5' })] }));
    expect(draft.reference).toBe('ALB-7');
    expect(draft.lines[0]).toMatchObject({ quantity: 1234.5, unitPriceCents: 100005, discountPct: 2.5 });
    const back = valuesOf({ ...newDraftDocument(draft, 'E-1', 'u', null), id: 'x', kind: 'input', costCents: null });
    expect(back.lines[0]).toMatchObject({ quantity: '1.234,5', price: '1000,05', discount: '2,5' });
    expect(toDraft({ ...back, partyId: 'v1' }).lines[0]).toEqual(draft.lines[0]);
  });
});

describe('draftTotals', () => {
  const invalid = line({ quantity: '-3', price: '35', discount: '150' });
  it.each([
    ['no lines', [], 0, 0, 0],
    ['one valid line', [line({ quantity: '2', price: '10' })], 2000, 420, 2420],
    ['an invalid line (−3 × 35 € with 150 % discount) counts for nothing', [invalid], 0, 0, 0],
    ['an invalid line beside a valid one counts for nothing', [invalid, line({ quantity: '2', price: '10' })], 2000, 420, 2420],
    ['a line whose quantity is not a number counts for nothing', [line({ quantity: 'abc' }), line({ quantity: '1', price: '5' })], 500, 105, 605],
    ['a zero quantity counts for nothing', [line({ quantity: '0', price: '10' })], 0, 0, 0],
  ])('%s', (_what, lines, base, vat, total) => {
    const totals = draftTotals(lines);
    expect([totals.baseCents, totals.vatCents, totals.totalCents]).toEqual([base, vat, total]);
  });
});

describe('documentSchema: a line the confirming command would refuse (its schema)', () => {
  it.each<[string, string]>([
    ['a product id with a slash', 'p/1'],
    ['a product id ".."', '..'],
    ['a reserved product id', '__p__'],
    ['a product id with U+0001', 'p\u00011'],
  ])('%s is refused at the line', (_what, categoryId) => {
    expect(errorsOf(values({ lines: [line({ categoryId })] }))['lines.0.quantity']).toBe(FORM_TEXT.lineProduct);
  });
});

describe('sameDraft', () => {
  const stored = { ...newDraftDocument(toDraft(values()), 'E-1', 'u1', null), id: 'e1', kind: 'input' as const, costCents: null };
  it.each<[string, DocumentValues, boolean]>([
    ['the form as loaded', values(), true],
    ['a price written "1,5" for 1,50 and blanks around the reference', values({ reference: '  ', lines: [line({ price: '1,5' })] }), true],
    ['a quantity changed', values({ lines: [line({ quantity: '3' })] }), false],
    ['a line more', values({ lines: [line(), line({ code: 'T9', categoryId: 'p2' })] }), false],
    ['another date', values({ date: '2026-03-06' }), false],
  ])('%s: %s', (_, v, same) => {
    expect(sameDraft(v, stored as never)).toBe(same);
  });
});
