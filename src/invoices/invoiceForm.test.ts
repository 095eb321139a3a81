import { describe, expect, it } from 'vitest';
import { unsafeTextMessage } from '../domain/plainText';
import {
  SCHEMA_REFUSED,
  formPathOfDetail,
  blankLine,
  blankValues,
  invoiceSchema,
  lineValuesOf,
  rectificationValuesOf,
  TAX_CHOICES,
  taxChoiceOf,
  taxOfChoice,
  toContent,
  valuesOf,
  type InvoiceFormContext,
  type InvoiceValues,
} from './invoiceForm';
import { priceInvoice } from '../domain/invoices/invoiceModel';
import { testContent, testLine } from '../domain/invoices/invoiceFixtures.test-data';

const sale: InvoiceFormContext = { kind: 'output', type: 'ordinaria', rectifies: null };
const purchase: InvoiceFormContext = { kind: 'input', type: 'ordinaria', rectifies: null };
const rectify: InvoiceFormContext = {
  kind: 'output',
  type: 'rectificativa',
  rectifies: { invoiceId: 'f1', numberText: 'F-2026-000001', issueDate: '2026-03-01' },
};
const party = {
  name: 'Cliente S.L.',
  idType: '' as const,
  nif: 'B12345674',
  address: '',
  postalCode: '',
  city: '',
  province: '',
  countryCode: 'ES',
  country: 'España',
};

function values(change: Partial<InvoiceValues> = {}, line: Partial<InvoiceValues['lines'][number]> = {}): InvoiceValues {
  return {
    ...blankValues(),
    partyId: 'c1',
    party,
    paymentTermsDays: 30,
    lines: [{ ...blankLine(), description: 'Tornillo', quantity: '3', price: '19,99', discount: '10', ...line }],
    ...change,
  };
}

function errorsOf(context: InvoiceFormContext, v: InvoiceValues): Record<string, string> {
  const result = invoiceSchema(context).safeParse(v);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('invoiceSchema', () => {
  it('accepts a sales draft and turns it into content priced like the domain does', () => {
    expect(errorsOf(sale, values())).toEqual({});
    const content = toContent(values(), sale);
    expect(content.lines[0]).toMatchObject({ quantity: 3, unitPriceCents: 1999, discountPct: 10, vatRate: 21, exemption: null });
    expect(priceInvoice(content).totalCents).toBe(6530);
    expect(content.vendorInvoiceNumber).toBeNull();
  });

  it.each<[string, InvoiceFormContext, InvoiceValues, string, string]>([
    ['no client', sale, values({ partyId: '', party: null }), 'partyId', 'Elige el cliente o proveedor.'],
    ['no lines', sale, values({ lines: [] }), 'lines', 'Añade al menos una línea.'],
    [
      'a quantity that is not a number',
      sale,
      values({}, { quantity: 'tres' }),
      'lines.0.quantity',
      'Introduce una cantidad válida, con 3 decimales como máximo (por ejemplo, 1,5).',
    ],
    [
      'a price with 3 decimals',
      sale,
      values({}, { price: '1,999' }),
      'lines.0.price',
      'Introduce un importe válido, con 2 decimales como máximo (por ejemplo, 1.234,56).',
    ],
    ['a discount over 100 %', sale, values({}, { discount: '120' }), 'lines.0.discount', 'El descuento debe estar entre 0 y 100 %.'],
    ['a negative quantity on an ordinary invoice', sale, values({}, { quantity: '-1' }), 'lines.0.quantity', 'La cantidad no puede ser negativa.'],
    ['an empty concept', sale, values({}, { description: '  ' }), 'lines.0.description', 'Escribe el concepto de la línea.'],
    [
      'a purchase without the vendor number',
      purchase,
      values({ vendorInvoiceDate: '2026-03-01', dueDate: '2026-03-31' }),
      'vendorInvoiceNumber',
      'Indica el número de factura del proveedor.',
    ],
    [
      'a purchase without the vendor date',
      purchase,
      values({ vendorInvoiceNumber: 'A-1', dueDate: '2026-03-31' }),
      'vendorInvoiceDate',
      'Indica la fecha.',
    ],
    ['a purchase without due date', purchase, values({ vendorInvoiceNumber: 'A-1', vendorInvoiceDate: '2026-03-01' }), 'dueDate', 'Indica la fecha.'],
    ['a rectificativa without reason', rectify, values(), 'reason', 'Indica el motivo de la rectificación.'],
    [
      'a negative line in a rectificativa by substitution',
      rectify,
      values({ reason: 'Error de precio', mode: 'substitution' }, { quantity: '-1' }),
      'lines.0.quantity',
      'La cantidad no puede ser negativa.',
    ],
  ])('refuses %s, at the field, in Spanish', (_what, context, v, path, message) => {
    expect(errorsOf(context, v)[path]).toBe(message);
  });

  it('reports every problem of every line at once, even when a number does not parse', () => {
    const v = values({
      lines: [
        { ...blankLine(), description: '', quantity: '-2', price: '10,999', discount: '120' },
        { ...blankLine(), description: 'Tornillo', quantity: '0', price: '5' },
      ],
    });
    expect(errorsOf(sale, v)).toEqual({
      'lines.0.description': 'Escribe el concepto de la línea.',
      'lines.0.quantity': 'La cantidad no puede ser negativa.',
      'lines.0.price': 'Introduce un importe válido, con 2 decimales como máximo (por ejemplo, 1.234,56).',
      'lines.0.discount': 'El descuento debe estar entre 0 y 100 %.',
      'lines.1.quantity': expect.stringContaining('cantidad'),
    });
  });

  it('accepts negative lines in a rectificativa by difference, and keeps the reason', () => {
    const v = values({ reason: '  Devolución   de 1 caja ', mode: 'difference' }, { quantity: '-1' });
    expect(errorsOf(rectify, v)).toEqual({});
    const content = toContent(v, rectify);
    expect(content.rectifies).toEqual({
      invoiceId: 'f1',
      numberText: 'F-2026-000001',
      issueDate: '2026-03-01',
      mode: 'difference',
      code: 'R1',
      reason: 'Devolución de 1 caja',
      replaced: null,
    });
    expect(content.sourceIds).toEqual([]);
  });

  it('collects the salidas of the lines as the sources, once each', () => {
    const v = values({
      lines: [
        { ...blankLine(), description: 'A', price: '1', sourceId: 's1', sourceLabel: 'Albarán 1' },
        { ...blankLine(), description: 'B', price: '1', sourceId: 's1', sourceLabel: 'Albarán 1' },
        { ...blankLine(), description: 'C', price: '1', sourceId: 's2', sourceLabel: 'Albarán 2' },
        { ...blankLine(), description: 'D', price: '1' },
      ],
    });
    expect(toContent(v, sale).sourceIds).toEqual(['s1', 's2']);
  });
});

describe('tax choices', () => {
  it.each([
    [21, null, false, '21'],
    [21, null, true, '21T'],
    [0, null, false, '0'],
    [0, 'E5', false, 'E5'],
    [0, 'N1', false, 'N1'],
  ] as const)('VAT %i with cause %s (tobacco %s) is the choice %s, and back', (vatRate, exemption, tobacco, choice) => {
    expect(taxChoiceOf(vatRate, exemption, tobacco)).toBe(choice);
    expect(taxOfChoice(choice)).toEqual({ vatRate, exemption, tobacco });
  });

  it('offers tobacco only at 21 % and never a cause with VAT', () => {
    expect(TAX_CHOICES).toEqual(['21', '21T', '10', '4', '0', 'E1', 'E2', 'E3', 'E4', 'E5', 'E6', 'N1', 'N2']);
  });
});

describe('values of a stored invoice', () => {
  it('round-trip through the form without changing the content', () => {
    const content = toContent(values({ operationDate: '2026-03-02' }, { quantity: '1234,5', discount: '12,5', tax: 'E1' }), sale);
    const again = toContent(valuesOf({ ...content, ...priceInvoice(content) }), sale);
    expect(again).toEqual(content);
    expect(lineValuesOf(content.lines[0]!)).toMatchObject({ quantity: '1234,5', price: '19,99', discount: '12,5', tax: 'E1' });
  });
});

describe('a new rectificativa', () => {
  // A registered purchase from vendor v1: 100 screws from an entrada and a free line of carriage.
  const purchaseContent = testContent({
    kind: 'input',
    partyId: 'v1',
    paymentTermsDays: 30,
    dueDate: '2026-04-01',
    vendorInvoiceNumber: 'FV 2026/0042',
    vendorInvoiceDate: '2026-03-02',
    notes: 'Pedido 7',
    sourceIds: ['in1'],
    lines: [
      testLine({ categoryId: 'screw', quantity: 100, unitPriceCents: 40, sourceId: 'in1', sourceLabel: 'Albarán ALB-1' }),
      testLine({ description: 'Portes', quantity: 1 }),
    ],
  });
  const stored = { ...purchaseContent, ...priceInvoice(purchaseContent) };
  const creditNote: InvoiceFormContext = {
    kind: 'input',
    type: 'rectificativa',
    rectifies: { invoiceId: 'p1', numberText: 'REG-2026-000001', issueDate: '2026-03-03' },
  };

  it('prefills a vendor credit note with the vendor and the lines negated, without the invoice’s own number and dates', () => {
    const v = rectificationValuesOf(stored);
    expect(v).toMatchObject({ partyId: 'v1', paymentTermsDays: 30, mode: 'difference', code: 'R1', reason: '', notes: '' });
    expect([v.vendorInvoiceNumber, v.vendorInvoiceDate, v.dueDate]).toEqual(['', '', '']);
    expect(v.lines.map((l) => [l.description, l.quantity, l.price, l.sourceId])).toEqual([
      ['Tornillo', '-100', '0,40', 'in1'],
      ['Portes', '-1', '10,00', null],
    ]);
  });

  it('accepts the credit note once its number, dates and reason are in, with negative lines and no sources of its own', () => {
    const v = rectificationValuesOf(stored);
    const schema = invoiceSchema(creditNote);
    const missing = schema.safeParse(v);
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['dueDate', 'reason', 'vendorInvoiceDate', 'vendorInvoiceNumber']);

    const filled = {
      ...v,
      vendorInvoiceNumber: 'AB-7',
      vendorInvoiceDate: '2026-03-10',
      dueDate: '2026-04-09',
      reason: 'Devolución de 10 tornillos',
    };
    filled.lines = [{ ...filled.lines[0]!, quantity: '-10' }];
    expect(schema.safeParse(filled).success).toBe(true);
    const content = toContent(filled, creditNote);
    expect(content).toMatchObject({ kind: 'input', type: 'rectificativa', partyId: 'v1', vendorInvoiceNumber: 'AB-7', sourceIds: [] });
    expect(content.rectifies).toMatchObject({ invoiceId: 'p1', mode: 'difference', code: 'R1', reason: 'Devolución de 10 tornillos' });
    // −10 × 0,40 € = −4,00 € base, −0,84 € VAT.
    expect(priceInvoice(content)).toMatchObject({ baseCents: -400, vatCents: -84, totalCents: -484 });
  });

  it('starts a vendor credit note from what was sent back to the vendor, at the invoiced price, not the whole invoice', () => {
    // 12 of the 100 screws of entrada in1 (its line 0) went back to the vendor.
    const v = rectificationValuesOf(stored, [{ id: 'in1', lines: [{ categoryId: 'screw' }], returned: { '0': 12 } }]);
    expect(v.lines.map((l) => [l.description, l.quantity, l.price, l.sourceId])).toEqual([['Tornillo', '-12', '0,40', 'in1']]);
    expect(v).toMatchObject({ mode: 'difference', vendorInvoiceNumber: '', reason: '' });
  });

  it('starts from the whole invoice negated when nothing of its entradas was returned', () => {
    const v = rectificationValuesOf(stored, [{ id: 'in1', lines: [{ categoryId: 'screw' }], returned: {} }]);
    expect(v.lines.map((l) => l.quantity)).toEqual(['-100', '-1']);
  });

  it('keeps a sale rectificativa as it was: the due date is the sale’s own', () => {
    const sale = testContent({ dueDate: '2026-04-01' });
    expect(rectificationValuesOf({ ...sale, ...priceInvoice(sale) })).toMatchObject({ dueDate: '2026-04-01', lines: [{ quantity: '-2' }] });
  });
});

describe('invoiceSchema: what would spoil the VERI*FACTU record, at its field', () => {
  const tomorrow = () => {
    const d = new Date(Date.now() + 36 * 3600 * 1000);
    return d.toISOString().slice(0, 10);
  };

  it.each<[string, InvoiceFormContext, InvoiceValues, string, RegExp]>([
    ['U+0001 in a line', sale, values({}, { description: 'Tor\u0001nillo' }), 'lines.0.description', /U\+0001.*posición 4/],
    ['a line break in a line', sale, values({}, { description: 'Tornillo\nM8' }), 'lines.0.description', /saltos de línea/],
    ['U+0007 in the notes', sale, values({ notes: 'Gracias\u0007' }), 'notes', /U\+0007.*posición 8/],
    ['U+0001 in the reason', rectify, values({ reason: 'Precio\u0001 mal' }), 'reason', /U\+0001/],
    ['an operation date after today (AEAT 1146/1173)', sale, values({ operationDate: tomorrow() }), 'operationDate', /posterior a la de expedición/],
    ['a rectificativa operated after today', rectify, values({ operationDate: '2999-01-01', reason: 'Precio mal' }), 'operationDate', /posterior/],
  ])('refuses %s', (_, context, v, field, message) => {
    expect(errorsOf(context, v)[field]).toMatch(message);
  });

  it.each<[string, InvoiceValues]>([
    ['ordinary punctuation', values({ notes: 'Gracias\npor todo' }, { description: 'Tubo 1/2" <Ñandú & Cía> = 3' })],
    ['an operation date before today', values({ operationDate: '2026-01-02' })],
  ])('keeps %s', (_, v) => {
    expect(errorsOf(sale, v)).toEqual({});
  });
});

// Issue 28, finding 1: a line's nature decides its recargo de equivalencia (LIVA arts. 154–156:
// deliveries of goods only). A free-text line is goods unless its "Servicio" box is ticked.
describe('the service flag of a line', () => {
  const withRecargo = (line: Partial<InvoiceValues['lines'][number]>) =>
    priceInvoice(toContent(values({ recargoEquivalencia: true }, { discount: '', quantity: '2', price: '32,00', ...line }), sale));

  it.each([
    // Goods: 64,00 at 21 % → IVA 13,44, RE 5,2 % = 3,328 → 3,33 (LIVA art. 161).
    ['a free-text line, box not ticked (goods)', {}, 333, 6400 + 1344 + 333],
    // Labour: 64,00 at 21 % → IVA 13,44, no RE.
    ['a free-text line ticked as a service', { service: true }, 0, 6400 + 1344],
  ])('%s: RE %i cents, total %i cents', (_name, line, recargo, total) => {
    const priced = withRecargo(line);
    expect(priced.recargoCents).toBe(recargo);
    expect(priced.totalCents).toBe(total);
  });

  it('starts as goods, and goes to the content and back', () => {
    expect(blankLine().service).toBe(false);
    const content = toContent(values({}, { service: true }), sale);
    expect(content.lines[0]!.service).toBe(true);
    expect(lineValuesOf(content.lines[0]!).service).toBe(true);
    expect(toContent(values(), sale).lines[0]).not.toHaveProperty('service');
  });
});

describe('invoiceSchema: what the command’s schema refuses, at its field in Spanish', () => {
  it.each<[string, InvoiceValues, string, string]>([
    ['a product code over 200 characters', values({}, { code: 'C'.repeat(201) }), 'lines.0.description', SCHEMA_REFUSED],
    ['a unit over 40 characters', values({}, { unit: 'u'.repeat(41) }), 'lines.0.description', SCHEMA_REFUSED],
    ['a tab in a line’s unit', values({}, { unit: 'ud\tx' }), 'lines.0.description', 'No puede contener tabuladores.'],
    [
      'a salida’s label with U+0001',
      values({}, { sourceId: 's1', sourceLabel: 'S-\u00011' }),
      'lines.0.description',
      unsafeTextMessage('S-\u00011')!,
    ],
    ['a party id with a slash', values({ partyId: 'c1/x' }), 'partyId', SCHEMA_REFUSED],
  ])('%s', (_what, v, path, message) => {
    expect(errorsOf(sale, v)).toEqual({ [path]: message });
  });

  it.each<[string, (string | number)[]]>([
    ['lines.3.unitPriceCents', ['lines', 3, 'price']],
    ['lines.0.code:unsafeText', ['lines', 0, 'description']],
    ['rectifies.reason:unsafeText', ['reason']],
    ['notes:unsafeText', ['notes']],
    ['sourceIds', ['lines']],
    ['kind', ['lines']],
  ])('the command’s detail %s shows at %j', (detail, path) => {
    expect(formPathOfDetail(detail)).toEqual(path);
  });
});
