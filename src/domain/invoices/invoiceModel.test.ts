import { describe, expect, it } from 'vitest';
import { emptyFigures } from '../invoiceAmounts';
import {
  counterKeyFor,
  emptyInvoiceContent,
  invoiceOverdue,
  linesFromSources,
  numberTextFor,
  operationDateFromSources,
  priceInvoice,
  seriesFor,
  sourceLabelOf,
  statusOf,
  type Invoice,
  type InvoiceLine,
  type StockDocumentForInvoice,
} from './invoiceModel';
import { parseInvoiceContent } from './invoiceInput';

const line = (quantity: number, unitPriceCents: number, vatRate: number, extra: Partial<InvoiceLine> = {}): InvoiceLine => ({
  description: 'Artículo',
  code: 'A1',
  categoryId: null,
  unit: 'ud',
  quantity,
  unitPriceCents,
  discountPct: 0,
  vatRate,
  exemption: null,
  sourceId: null,
  sourceLabel: null,
  ...extra,
});

const salida = (id: string, date: string, reference: string, lines: StockDocumentForInvoice['lines']): StockDocumentForInvoice => ({
  id,
  number: 7,
  date,
  reference,
  partyId: 'c1',
  lines,
});

describe('priceInvoice', () => {
  it('stores each line base and the per-rate breakdown, with recargo and IRPF', () => {
    const priced = priceInvoice({
      lines: [line(2, 1000, 21), line(3, 500, 10, { discountPct: 10 }), line(1, 5000, 0, { exemption: 'E5' })],
      recargoEquivalencia: true,
      irpfRate: 15,
    });
    expect(priced.lines.map((l) => l.baseCents)).toEqual([2000, 1350, 5000]);
    expect(priced.breakdown.map((b) => [b.vatRate, b.exemption, b.baseCents, b.vatCents, b.recargoCents])).toEqual([
      [21, null, 2000, 420, 104],
      [10, null, 1350, 135, 19],
      [0, 'E5', 5000, 0, 0],
    ]);
    // 8350 + 555 + 123 − 1252,5 → 1253 (IRPF rounded half away from zero)
    expect([priced.baseCents, priced.vatCents, priced.recargoCents, priced.irpfCents, priced.totalCents]).toEqual([8350, 555, 123, 1253, 9028]);
    // The invoice total keeps the withholding out; what is paid has it taken off.
    expect(priced.payableCents).toBe(9028 - 1253);
  });

  it('a rectificativa line by difference prices negative', () => {
    const priced = priceInvoice({ lines: [line(-1, 10000, 21)], recargoEquivalencia: false, irpfRate: 0 });
    expect(priced.totalCents).toBe(-12100);
  });
});

describe('series and counters', () => {
  const corp = { salesSeries: 'F', rectificationSeries: 'R' };
  it.each([
    ['output', 'ordinaria', 'F', 'F-2026', 'F-2026-000124'],
    ['output', 'rectificativa', 'R', 'R-2026', 'R-2026-000124'],
    ['input', 'ordinaria', 'REG', 'registro-2026', 'REG-2026-000124'],
  ] as const)('%s %s invoices use series %s, counter %s, numbers like %s', (kind, type, series, key, text) => {
    expect(seriesFor(kind, type, corp)).toBe(series);
    expect(counterKeyFor(kind, series, 2026)).toBe(key);
    expect(numberTextFor(series, 2026, 124)).toBe(text);
  });

  it('keeps the purchase registry apart even when a sales series is called REG', () => {
    expect(counterKeyFor('output', 'REG', 2026)).not.toBe(counterKeyFor('input', 'REG', 2026));
  });

  it.each([[26], [1.5]])('refuses year %d', (year) => {
    expect(() => counterKeyFor('input', 'REG', year)).toThrow(RangeError);
    expect(() => counterKeyFor('output', 'F', year)).toThrow(RangeError);
  });
});

describe('statusOf', () => {
  it.each([
    ['borrador', false, 'borrador'],
    ['emitida', false, 'pendiente'],
    ['emitida', true, 'pagada'],
  ] as const)('%s, paid %s → %s', (state, paid, status) => {
    expect(statusOf(state, paid)).toBe(status);
  });
});

describe('lines from salidas', () => {
  const tornillo = { categoryId: 'p1', code: 'T8', name: 'Tornillo M8', unit: 'ud', quantity: 100, unitPriceCents: 12, discountPct: 0, vatRate: 21 };
  const tuerca = { categoryId: 'p2', code: 'N8', name: 'Tuerca M8', unit: 'ud', quantity: 50, unitPriceCents: 8, discountPct: 5, vatRate: 21 };

  it('keeps the order picked and names the albarán of each line', () => {
    const lines = linesFromSources('output', [salida('s1', '2026-03-02', 'ALB-1', [tornillo, tuerca]), salida('s2', '2026-03-04', '', [tornillo])]);
    expect(lines.map((l) => [l.description, l.sourceId, l.sourceLabel])).toEqual([
      ['Tornillo M8', 's1', 'Albarán ALB-1 (02/03/2026)'],
      ['Tuerca M8', 's1', 'Albarán ALB-1 (02/03/2026)'],
      ['Tornillo M8', 's2', 'Salida nº 7 (04/03/2026)'],
    ]);
    expect(lines[1]).toMatchObject({ quantity: 50, unitPriceCents: 8, discountPct: 5, vatRate: 21, exemption: null, categoryId: 'p2' });
  });

  it('names an entrada without reference as such', () => {
    expect(sourceLabelOf('input', { number: 'E-3', date: '2026-01-09', reference: ' ' })).toBe('Entrada nº E-3 (09/01/2026)');
  });

  it.each([
    [['2026-03-02'], '2026-03-02'],
    [['2026-03-02', '2026-03-02'], '2026-03-02'],
    [['2026-03-02', '2026-03-04'], null],
    [[], null],
  ])('operation date of %j is %j', (dates, expected) => {
    expect(operationDateFromSources(dates.map((date) => ({ date })))).toBe(expected);
  });
});

describe('invoiceOverdue', () => {
  type Facts = Pick<Invoice, 'state' | 'status' | 'dueDate' | 'payableCents' | 'rectifies'>;
  const pending = (over: Partial<Facts> = {}): Facts => ({
    state: 'emitida',
    status: 'pendiente',
    dueDate: '2026-03-01',
    payableCents: 12_100,
    rectifies: null,
    ...over,
  });
  const substitution = (payableCents: number, settledCents: number): Facts['rectifies'] => ({
    invoiceId: 'i1',
    numberText: 'F-2026-000001',
    issueDate: '2026-02-01',
    mode: 'substitution',
    code: 'R4',
    reason: 'Precio mal puesto',
    replaced: { ...emptyFigures('F-2026-000001'), totalCents: payableCents, payableCents, settledCents },
  });
  it.each<[string, Facts, boolean]>([
    ['an unpaid invoice past its due date', pending(), true],
    ['a paid one', pending({ status: 'pagada' }), false],
    ['a rectificativa that gives money back (payable below zero)', pending({ payableCents: -109 }), false],
    ['a substitution for less than what was already collected', pending({ payableCents: 5_000, rectifies: substitution(12_100, 12_100) }), false],
    ['a substitution that still leaves something to collect', pending({ payableCents: 15_000, rectifies: substitution(12_100, 12_100) }), true],
  ])('%s: %s', (_what, invoice, expected) => {
    expect(invoiceOverdue(invoice, '2026-03-05')).toBe(expected);
  });
});

describe('emptyInvoiceContent', () => {
  it.each(['input', 'output'] as const)('a %s: an ordinaria with nothing chosen, every one of the 19 fields present', (kind) => {
    const content = emptyInvoiceContent(kind);
    expect(content).toEqual({
      kind,
      type: 'ordinaria',
      partyId: '',
      // partySnapshotOf({}): a snapshot with no country reads as Spain's (ES).
      party: { name: '', idType: '', nif: '', address: '', postalCode: '', city: '', province: '', countryCode: 'ES', country: '' },
      paymentTermsDays: 0,
      recargoEquivalencia: false,
      irpfRate: 0,
      operationDate: null,
      dueDate: null,
      lines: [],
      sourceIds: [],
      notes: '',
      rectifies: null,
      vendorInvoiceNumber: null,
      vendorInvoiceDate: null,
      investmentGoods: false,
      premisesRental: false,
      operation: null,
      simplified: false,
    });
    expect(Object.keys(content)).toHaveLength(19);
  });

  it('is a new value each time: a builder that changes its lines never changes the next one', () => {
    const first = emptyInvoiceContent('output');
    first.lines.push(line(1, 100, 21));
    first.sourceIds.push('s1');
    expect(emptyInvoiceContent('output')).toMatchObject({ lines: [], sourceIds: [] });
  });

  it('with a party chosen, is content the commands accept (a draft saved before any line); without one, refused at partyId', () => {
    expect(parseInvoiceContent({ ...emptyInvoiceContent('input'), partyId: 'v1' })).toMatchObject({ ok: true });
    expect(parseInvoiceContent(emptyInvoiceContent('input'))).toEqual({ ok: false, detail: 'partyId' });
  });
});
