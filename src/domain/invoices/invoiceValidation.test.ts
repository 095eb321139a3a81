import { describe, expect, it } from 'vitest';
import { testContent, testLine } from './invoiceFixtures.test-data';
import type { InvoiceContent, InvoiceLine, Rectifies } from './invoiceModel';
import { MAX_LINES, MAX_SOURCES } from './invoiceModel';
import { validateInvoiceContent } from './invoiceValidation';

const line = (extra: Partial<InvoiceLine> = {}): InvoiceLine => testLine({ code: '', quantity: 1, unitPriceCents: 100, tobacco: false, ...extra });

const sale = (extra: Partial<InvoiceContent> = {}): InvoiceContent =>
  testContent({
    party: { name: 'C', idType: '', nif: 'B12345674', address: '', postalCode: '', city: '', province: '', countryCode: 'ES', country: '' },
    lines: [line()],
    investmentGoods: false,
    premisesRental: false,
    ...extra,
  });

/** What a rectificativa of F-2026-000001 says it corrects, and why. */
const rectifiesWith = (reason: string): Rectifies => ({
  invoiceId: 'f',
  numberText: 'F-2026-000001',
  issueDate: '2026-03-01',
  mode: 'difference',
  code: 'R1',
  replaced: null,
  reason,
});

describe('validateInvoiceContent', () => {
  // RD 1619/2012 art. 6.1.j: a line without VAT states why.
  it('asks a 0 % line for its cause, and takes an exempt or not-subject one', () => {
    expect(validateInvoiceContent(sale({ lines: [line({ vatRate: 0 })] }))).toEqual([{ field: 'lines.0.exemption', code: 'zeroRateWithoutCause' }]);
    expect(validateInvoiceContent(sale({ lines: [line({ vatRate: 0, exemption: 'E2' }), line({ vatRate: 0, exemption: 'N2' })] }))).toEqual([]);
  });

  it('takes IRPF at 24 % (image rights) and refuses a rate that does not exist', () => {
    expect(validateInvoiceContent(sale({ irpfRate: 24 }))).toEqual([]);
    expect(validateInvoiceContent(sale({ irpfRate: 21 }))).toEqual([{ field: 'irpfRate', code: 'irpfRateInvalid' }]);
  });

  it('finds nothing wrong with a plain sales invoice', () => {
    expect(validateInvoiceContent(sale())).toEqual([]);
  });

  it.each<[string, InvoiceContent, { field: string; code: string }]>([
    ['no party', sale({ partyId: '' }), { field: 'partyId', code: 'partyMissing' }],
    ['a party id of 129 characters', sale({ partyId: 'x'.repeat(129) }), { field: 'partyId', code: 'partyMissing' }],
    ['payment terms of 1.5 days', sale({ paymentTermsDays: 1.5 }), { field: 'partyId', code: 'paymentTermsInvalid' }],
    ['payment terms of -1 days', sale({ paymentTermsDays: -1 }), { field: 'partyId', code: 'paymentTermsInvalid' }],
    [
      'an ordinary invoice that names one to rectify',
      sale({ rectifies: rectifiesWith('Devolución') }),
      { field: 'reason', code: 'rectificationInvalid' },
    ],
    ['payment terms of 366 days', sale({ paymentTermsDays: 366 }), { field: 'partyId', code: 'paymentTermsInvalid' }],
    ['no lines', sale({ lines: [] }), { field: 'lines', code: 'noLines' }],
    ['too many lines', sale({ lines: Array.from({ length: MAX_LINES + 1 }, () => line()) }), { field: 'lines', code: 'tooManyLines' }],
    [
      'lines adding up past 10^13 cents, each within its own bounds',
      sale({ lines: Array.from({ length: 11 }, () => ({ ...line(), quantity: 1_000_000, unitPriceCents: 1_000_000_000 })) }),
      { field: 'lines', code: 'linesOverBound' },
    ],
    [
      'too many salidas',
      sale({ sourceIds: Array.from({ length: MAX_SOURCES + 1 }, (_, i) => `s${i}`) }),
      { field: 'sourceIds', code: 'tooManySources' },
    ],
    [
      'a concept of 301 characters',
      sale({ lines: [line({ description: 'x'.repeat(301) })] }),
      { field: 'lines.0.description', code: 'descriptionTooLong' },
    ],
    ['an exemption with 21 % VAT', sale({ lines: [line({ exemption: 'E1' })] }), { field: 'lines.0.exemption', code: 'exemptionWithVat' }],
    ['a zero quantity', sale({ lines: [line({ quantity: 0 })] }), { field: 'lines.0.quantity', code: 'quantityZero' }],
    ['a negative price', sale({ lines: [line({ unitPriceCents: -1 })] }), { field: 'lines.0.unitPriceCents', code: 'priceNegative' }],
    ['an IRPF rate of 3 %', sale({ irpfRate: 3 }), { field: 'irpfRate', code: 'irpfRateInvalid' }],
    ['notes of 1001 characters', sale({ notes: 'x'.repeat(1001) }), { field: 'notes', code: 'notesTooLong' }],
    ['an operation date that does not exist', sale({ operationDate: '2026-02-30' }), { field: 'operationDate', code: 'dateInvalid' }],
    [
      'a purchase without due date',
      sale({ kind: 'input', vendorInvoiceNumber: 'A1', vendorInvoiceDate: '2026-03-01' }),
      { field: 'dueDate', code: 'dateRequired' },
    ],
    [
      'a purchase number of only symbols',
      sale({ kind: 'input', vendorInvoiceNumber: '//', vendorInvoiceDate: '2026-03-01', dueDate: '2026-03-31' }),
      { field: 'vendorInvoiceNumber', code: 'noAlphanumeric' },
    ],
    ['a rectificativa without reason', sale({ type: 'rectificativa', rectifies: rectifiesWith(' ') }), { field: 'reason', code: 'empty' }],
  ])('reports %s', (_what, content, problem) => {
    expect(validateInvoiceContent(content)).toContainEqual(problem);
  });

  it('allows negative lines only in a rectificativa by difference', () => {
    const negative = [line({ quantity: -2 })];
    const rectifies = rectifiesWith('Devolución');
    expect(validateInvoiceContent(sale({ lines: negative }))).toContainEqual({ field: 'lines.0.quantity', code: 'quantityNegative' });
    expect(validateInvoiceContent(sale({ type: 'rectificativa', lines: negative, rectifies: { ...rectifies, mode: 'difference' } }))).toEqual([]);
    expect(
      validateInvoiceContent(sale({ type: 'rectificativa', lines: negative, rectifies: { ...rectifies, mode: 'substitution' } })),
    ).toContainEqual({
      field: 'lines.0.quantity',
      code: 'quantityNegative',
    });
  });
});

describe('validateInvoiceContent: characters that would spoil the VERI*FACTU record', () => {
  const purchase = (extra: Partial<InvoiceContent> = {}) =>
    sale({ kind: 'input', vendorInvoiceNumber: 'A-1', vendorInvoiceDate: '2026-03-01', dueDate: '2026-04-01', ...extra });

  it.each<[string, InvoiceContent, string, 'line' | 'multiline']>([
    ['U+0001 in a line', sale({ lines: [line(), line({ description: 'Tor\u0001nillo' })] }), 'lines.1.description', 'line'],
    ['a line break in a line', sale({ lines: [line({ description: 'Tornillo\nM8' })] }), 'lines.0.description', 'line'],
    ['DEL in a line', sale({ lines: [line({ description: 'Tornillo\u007F' })] }), 'lines.0.description', 'line'],
    ['U+FFFF in the notes', sale({ notes: 'Gracias\uFFFF' }), 'notes', 'multiline'],
    ['U+0085 in the notes', sale({ notes: 'Gra\u0085cias' }), 'notes', 'multiline'],
    ['U+0001 in the reason', sale({ type: 'rectificativa', rectifies: rectifiesWith('Precio\u0001 mal') }), 'reason', 'line'],
    ['U+0002 in the vendor’s number', purchase({ vendorInvoiceNumber: 'A\u00021' }), 'vendorInvoiceNumber', 'line'],
  ])('refuses %s', (_, content, field, kind) => {
    expect(validateInvoiceContent(content)).toEqual([expect.objectContaining({ field, code: 'unsafeText', kind })]);
  });

  it.each<[string, InvoiceContent]>([
    ['quotes, apostrophes, < > & =', sale({ lines: [line({ description: 'Tubo 1/2" <Ñandú & Cía> = 3' })] })],
    ['a middle dot', sale({ lines: [line({ description: "Servei d'instal·lació" })] })],
    ['line breaks and tabs in the notes', sale({ notes: 'Gracias\r\npor\tsu compra' })],
    ['a reason typed on two lines (the form joins them)', sale({ type: 'rectificativa', rectifies: rectifiesWith('Precio\nmal aplicado') })],
  ])('keeps %s', (_, content) => {
    expect(validateInvoiceContent(content)).toEqual([]);
  });
});

describe('validateInvoiceContent: the operation date against the issue date (AEAT 1146/1173)', () => {
  const today = '2026-03-10';
  it.each<[string, InvoiceContent, string | undefined, boolean]>([
    ['a sale operated the same day', sale({ operationDate: today }), today, true],
    ['a sale operated the day before', sale({ operationDate: '2026-03-09' }), today, true],
    ['a sale without operation date', sale({ operationDate: null }), today, true],
    ['a sale operated tomorrow', sale({ operationDate: '2026-03-11' }), today, false],
    ['a sale operated next year', sale({ operationDate: '2027-01-01' }), today, false],
    [
      'a rectificativa operated tomorrow',
      sale({ type: 'rectificativa', rectifies: rectifiesWith('Precio mal'), operationDate: '2026-03-11' }),
      today,
      false,
    ],
    ['a draft (no issue date yet) operated tomorrow', sale({ operationDate: '2026-03-11' }), undefined, true],
    // A vendor's invoice (an advance, say) may name an operation still to come: nothing is sent to the AEAT.
    [
      'a purchase operated tomorrow',
      sale({ kind: 'input', vendorInvoiceNumber: 'A-1', vendorInvoiceDate: today, dueDate: today, operationDate: '2026-03-11' }),
      today,
      true,
    ],
  ])('%s → accepted: %s', (_, content, issueDate, ok) => {
    const problems = validateInvoiceContent(content, issueDate);
    expect(problems).toEqual(ok ? [] : [{ field: 'operationDate', code: 'operationAfterIssue' }]);
  });
});
