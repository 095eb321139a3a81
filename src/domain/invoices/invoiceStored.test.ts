/**
 * The stored invoice's reader: a full issued invoice reads back as built (storedIssuedInvoice), a
 * field missing or of another type reads as its safe default, what is not a map reads as null.
 */
import { describe, expect, it } from 'vitest';
import { storedIssuedInvoice } from './invoiceModel';
import { testContent, testLine } from './invoiceFixtures.test-data';
import { invoiceFromStored, invoiceLineFromStored, recordMirrorFromStored, rectifiesFromStored } from './invoiceStored';

const issuer = {
  legalName: 'Empresa S.L.',
  nif: 'B86561412',
  address: 'Calle Mayor, 1',
  postalCode: '28001',
  city: 'Madrid',
  province: 'Madrid',
  country: 'España',
  iban: 'ES91',
  mercantileRegistry: null,
};

/** A sale of 2 × 10,00 € at 21 %: base 2.000, IVA 420, total and payable 2.420 cents; F-2026-000007 issued 2026-03-05, 30 days. */
const issued = () => ({
  ...storedIssuedInvoice(testContent({ lines: [testLine({ categoryId: 'p1' })] }), {
    series: 'F',
    year: 2026,
    number: 7,
    issueDate: '2026-03-05',
    issuedBy: 'u1',
    issuer,
    dueDate: '2026-04-04',
    createdBy: 'u0',
  }),
  issuedAt: new Date('2026-03-05T10:00:00Z'),
  createdAt: { toDate: () => new Date('2026-03-01T09:00:00Z') },
  stockDocumentId: 'inv1-salida',
  verifactu: { recordId: 'r1', huella: 'ABC', state: 'aceptado', held: true },
  returned: { 0: 1 },
});

describe('invoiceFromStored', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'factura'],
    ['a number', 7],
    ['an array', [{ kind: 'output' }]],
  ])('reads %s as no document (null)', (_what, data) => {
    expect(invoiceFromStored('x', data)).toBeNull();
  });

  it('reads back a full issued invoice as the issuing builder stored it', () => {
    const inv = invoiceFromStored('inv1', issued())!;
    expect([inv.id, inv.kind, inv.type, inv.state, inv.status]).toEqual(['inv1', 'output', 'ordinaria', 'emitida', 'pendiente']);
    expect([inv.series, inv.year, inv.number, inv.numberText]).toEqual(['F', 2026, 7, 'F-2026-000007']);
    expect([inv.date, inv.taxDate, inv.issueDate, inv.dueDate, inv.issuedBy, inv.createdBy]).toEqual([
      '2026-03-05',
      '2026-03-05',
      '2026-03-05',
      '2026-04-04',
      'u1',
      'u0',
    ]);
    // 2 × 1.000 = 2.000 base; 21 % of it = 420 IVA; total = payable = 2.420 (no recargo, no IRPF).
    expect([inv.baseCents, inv.vatCents, inv.recargoCents, inv.irpfCents, inv.totalCents, inv.payableCents]).toEqual([2000, 420, 0, 0, 2420, 2420]);
    expect(inv.breakdown).toEqual([expect.objectContaining({ vatRate: 21, baseCents: 2000, vatCents: 420 })]);
    expect(inv.lines).toEqual([{ ...testLine({ categoryId: 'p1' }), tobacco: false, baseCents: 2000 }]);
    expect(inv.issuer).toEqual(issuer);
    expect(inv.issuedAt?.toISOString()).toBe('2026-03-05T10:00:00.000Z');
    expect(inv.createdAt?.toISOString()).toBe('2026-03-01T09:00:00.000Z');
    expect(inv.updatedAt).toBeNull();
    expect([inv.stockDocumentId, inv.rectifies, inv.rectifiedBy, inv.returned]).toEqual(['inv1-salida', null, [], { 0: 1 }]);
    expect(inv.verifactu).toEqual({ recordId: 'r1', huella: 'ABC', state: 'aceptado', held: true, code: null, message: null });
    expect([inv.paidDate, inv.paymentMethod, inv.annulled, inv.counterPayment]).toEqual([null, null, null, null]);
  });

  it('reads an empty map with every field at its default', () => {
    const inv = invoiceFromStored('e', {})!;
    expect([inv.kind, inv.type, inv.state, inv.status, inv.partyId, inv.party.name]).toEqual(['output', 'ordinaria', 'borrador', 'borrador', '', '']);
    expect([inv.series, inv.number, inv.numberText, inv.issueDate, inv.issuer, inv.rectifies]).toEqual([null, null, null, null, null, null]);
    expect([inv.lines, inv.sourceIds, inv.rectifiedBy, inv.breakdown, inv.returned]).toEqual([[], [], [], [], {}]);
    expect([inv.totalCents, inv.payableCents, inv.verifactu, inv.verifactuAnulacion, inv.stockDocumentId]).toEqual([0, 0, null, null, null]);
  });

  // Each row: a field stored with the wrong type, what it reads as.
  it.each<[string, unknown, (inv: NonNullable<ReturnType<typeof invoiceFromStored>>) => unknown, unknown]>([
    ['kind', 'sale', (i) => i.kind, 'output'],
    ['type', 7, (i) => i.type, 'ordinaria'],
    ['state', 'issued', (i) => i.state, 'borrador'],
    ['status', true, (i) => i.status, 'borrador'],
    ['numberText', 7, (i) => i.numberText, null],
    ['number', '7', (i) => i.number, null],
    ['paymentTermsDays', '30', (i) => i.paymentTermsDays, 0],
    ['irpfRate', Number.NaN, (i) => i.irpfRate, 0],
    ['lines', 'two screws', (i) => i.lines, []],
    [
      'lines',
      [null, 'x'],
      (i) => i.lines.map((l) => [l.description, l.quantity, l.categoryId]),
      [
        ['', 0, null],
        ['', 0, null],
      ],
    ],
    ['sourceIds', ['o1', 3, null], (i) => i.sourceIds, ['o1']],
    [
      'rectifiedBy',
      [null, { invoiceId: 'r1', numberText: 5 }],
      (i) => i.rectifiedBy,
      [
        { invoiceId: '', numberText: '' },
        { invoiceId: 'r1', numberText: '' },
      ],
    ],
    ['rectifies', 'F-1', (i) => i.rectifies, null],
    ['party', 'Cliente', (i) => i.party.name, ''],
    ['issuer', { ...issuer, legalName: 5, mercantileRegistry: 'Madrid' }, (i) => i.issuer, { ...issuer, legalName: '', mercantileRegistry: null }],
    ['issuer', [], (i) => i.issuer, null],
    ['paymentMethod', 'paypal', (i) => i.paymentMethod, null],
    ['totalCents', 1.5, (i) => i.totalCents, 0],
    ['returned', { 0: 'uno', 1: -2, 2: 3 }, (i) => i.returned, { 2: 3 }],
    ['returned', [4], (i) => i.returned, { 0: 4 }],
    ['verifactu', { recordId: 'r1', state: 'enviado' }, (i) => i.verifactu, null],
    ['verifactu', { state: 'aceptado' }, (i) => i.verifactu, null],
    ['annulled', 'sí', (i) => i.annulled, null],
    ['annulled', { reason: 'Duplicada', by: 3 }, (i) => i.annulled, { reason: 'Duplicada', by: '', at: null }],
    ['createdAt', '2026-03-01', (i) => i.createdAt, null],
    ['createdAt', new Date('nope'), (i) => i.createdAt, null],
    ['stockDocumentId', 5, (i) => i.stockDocumentId, null],
    ['simplified', 'true', (i) => i.simplified, false],
    ['verifactuExempt', 'aeat', (i) => i.verifactuExempt, null],
    ['operation', 'intraGoods', (i) => i.operation, null],
  ])('reads %s stored as %j as its default', (field, value, pick, expected) => {
    const inv = invoiceFromStored('w', { ...issued(), [field]: value });
    expect(inv).not.toBeNull();
    expect(pick(inv!)).toEqual(expected);
  });

  it('keeps the distinctions the planners draw: a replaced invoice, an annulled one, no returns', () => {
    expect(invoiceFromStored('a', { ...issued(), status: 'sustituida' })!.status).toBe('sustituida');
    expect(invoiceFromStored('a', { ...issued(), state: 'anulada', status: 'anulada' })!.state).toBe('anulada');
    const { returned: _r, ...never } = issued();
    expect(invoiceFromStored('a', never)!.returned).toEqual({});
  });

  it('reads a legacy amount (no payableCents): the stored total was the payable one, the total adds the IRPF back', () => {
    const { payableCents: _p, ...legacy } = issued();
    // Stored total 2.420 with 300 IRPF withheld: payable 2.420, total 2.420 + 300 = 2.720.
    const inv = invoiceFromStored('l', { ...legacy, irpfCents: 300 })!;
    expect([inv.totalCents, inv.payableCents]).toEqual([2720, 2420]);
  });
});

describe('the small readers', () => {
  it('reads a line: service and gross only when stored, an unknown exemption as none', () => {
    expect(invoiceLineFromStored({ service: true, grossCents: 1210, exemption: 'E9' })).toMatchObject({
      service: true,
      grossCents: 1210,
      exemption: null,
    });
    const plain = invoiceLineFromStored({ service: 'yes', grossCents: '1210', exemption: 'E1' });
    expect(['service' in plain, 'grossCents' in plain, plain.exemption]).toEqual([false, false, 'E1']);
  });

  it.each([
    [
      { invoiceId: 'f1', mode: 'swap', code: 'R9' },
      { mode: 'difference', code: 'R4' },
    ],
    [
      { invoiceId: 'f1', mode: 'substitution', code: 'R1' },
      { mode: 'substitution', code: 'R1' },
    ],
  ])('reads a rectification %j with its mode and code (unknown: by difference, R4)', (raw, expected) => {
    expect(rectifiesFromStored(raw)).toMatchObject({ invoiceId: 'f1', ...expected, replaced: null });
  });

  it('keeps a purchase credit note’s vendor number only when it names one', () => {
    expect(rectifiesFromStored({ vendorInvoiceNumber: 'V-9', vendorInvoiceDate: 4 })).toMatchObject({
      vendorInvoiceNumber: 'V-9',
      vendorInvoiceDate: '',
    });
    expect('vendorInvoiceNumber' in rectifiesFromStored({ vendorInvoiceNumber: '' })!).toBe(false);
  });

  it('reads a mirror’s held only when it is a boolean', () => {
    expect(recordMirrorFromStored({ recordId: 'r', state: 'rechazado', held: 'no', code: 4102 })).toEqual({
      recordId: 'r',
      state: 'rechazado',
      code: 4102,
      message: null,
    });
    expect(recordMirrorFromStored({ recordId: 'r', state: 'rechazado', held: false })!.held).toBe(false);
  });
});
