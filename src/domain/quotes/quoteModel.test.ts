import { describe, expect, it } from 'vitest';
import type { DocLine } from '../stock/stockTypes';
import {
  canMoveQuote,
  newQuoteDocument,
  quoteCounterDocument,
  quoteDateErrors,
  quoteFromStored,
  quoteNumber,
  quoteShownState,
  quoteTotals,
  sendRefusal,
  QUOTE_STATES,
  type QuoteDraft,
  type QuoteState,
} from './quoteModel';

const line = (quantity: number, unitPriceCents: number, vatRate = 21, discountPct = 0): DocLine => ({
  categoryId: 'p1',
  code: 'P1',
  name: 'Producto',
  unit: 'ud',
  quantity,
  unitPriceCents,
  discountPct,
  vatRate,
});

const draft = (over: Partial<QuoteDraft> = {}): QuoteDraft => ({
  date: '2026-03-02',
  validUntil: '2026-04-01',
  clientId: 'c1',
  clientName: 'Obras Sur S.L.',
  clientNif: 'B12345674',
  reference: 'OBRA-7',
  notes: '',
  lines: [line(12, 920)],
  ...over,
});

describe('quoteNumber', () => {
  it.each([
    [2026, 1, 'P-2026-00001'],
    [2026, 42, 'P-2026-00042'],
    [2027, 99999, 'P-2027-99999'],
    [2027, 123456, 'P-2027-123456'],
  ])('%i #%i → %s', (year, seq, expected) => {
    expect(quoteNumber(year, seq)).toBe(expected);
  });
});

describe('quoteShownState (caducado is derived, Madrid dates)', () => {
  it.each<[QuoteState, string, string, string]>([
    ['enviado', '2026-04-01', '2026-03-31', 'enviado'],
    ['enviado', '2026-04-01', '2026-04-01', 'enviado'], // valid through its last day
    ['enviado', '2026-04-01', '2026-04-02', 'caducado'],
    ['borrador', '2026-04-01', '2026-05-01', 'borrador'], // a borrador never expires
    ['aceptado', '2026-04-01', '2026-05-01', 'aceptado'],
    ['rechazado', '2026-04-01', '2026-05-01', 'rechazado'],
  ])('%s valid until %s, today %s → %s', (state, validUntil, today, expected) => {
    expect(quoteShownState({ state, validUntil }, today)).toBe(expected);
  });
});

describe('canMoveQuote', () => {
  const allowed = new Set(['borrador>enviado', 'enviado>borrador', 'enviado>aceptado', 'enviado>rechazado']);
  const pairs = QUOTE_STATES.flatMap((from) => QUOTE_STATES.map((to) => [from, to] as const));
  it.each(pairs)('%s → %s', (from, to) => {
    expect(canMoveQuote(from, to)).toBe(allowed.has(`${from}>${to}`));
  });
});

describe('quoteTotals (computeTotals of the invoices, no recargo, no IRPF)', () => {
  it.each<[string, DocLine[], { base: number; vat: number; total: number }]>([
    ['no lines', [], { base: 0, vat: 0, total: 0 }],
    // 12 × 9,20 € = 110,40 €; 21 % = 23,184 → 23,18 €.
    ['one tarifa line', [line(12, 920)], { base: 11040, vat: 2318, total: 13358 }],
    // 3 × 19,99 € − 10 % = 53,973 → 53,97 €; + 2 × 5,00 € at 10 % (1,00 €).
    ['a discount and two rates', [line(3, 1999, 21, 10), line(2, 500, 10)], { base: 6397, vat: 1133 + 100, total: 6397 + 1233 }],
  ])('%s', (_name, lines, expected) => {
    const t = quoteTotals(lines);
    expect({ base: t.baseCents, vat: t.vatCents, total: t.totalCents }).toEqual(expected);
  });
});

describe('validation', () => {
  it.each([
    ['2026-03-02', '2026-04-01', []],
    ['2026-03-02', '2026-03-02', []],
    ['2026-03-02', '2026-03-01', ['validUntilBeforeDate']],
  ])('date %s, valid until %s', (date, validUntil, expected) => {
    expect(quoteDateErrors({ date, validUntil })).toEqual(expected);
  });

  it.each([
    ['with lines, still valid', [line(1, 100)], '2026-04-01', '2026-03-10', null],
    ['no lines', [], '2026-04-01', '2026-03-10', 'noLines'],
    ['validity over', [line(1, 100)], '2026-04-01', '2026-04-02', 'expired'],
  ] as const)('send: %s', (_name, lines, validUntil, today, expected) => {
    expect(sendRefusal({ lines: [...lines], validUntil }, today)).toBe(expected);
  });
});

describe('the stored shape', () => {
  it('builds a new borrador with its number, no pedido and no totals to forge', () => {
    const stored = newQuoteDocument(draft(), { year: 2026, seq: 7 }, 'u1', 'AT');
    expect(stored).toMatchObject({ number: 'P-2026-00007', year: 2026, seq: 7, state: 'borrador', orderId: null, lineCount: 1, productIds: ['p1'] });
    expect(stored).not.toHaveProperty('totals');
    expect(stored.searchKeys).toContain('p-2026-00007');
    expect(quoteCounterDocument(2026, 7, 'q1')).toEqual({ year: 2026, next: 8, lastQuoteId: 'q1' });
  });

  it.each<[string, unknown]>([
    ['not a map', 'x'],
    ['null', null],
  ])('reads %s as no quote', (_name, data) => {
    expect(quoteFromStored('q', data)).toBeNull();
  });

  it('reads any stored shape to its types', () => {
    const q = quoteFromStored('q', { state: 'caducado', lines: [null, { quantity: '2' }], orderId: 3, year: 2026.5 })!;
    expect(q.state).toBe('borrador');
    expect(q.orderId).toBeNull();
    expect(q.year).toBe(0);
    expect(q.lines).toHaveLength(2);
    expect(q.lines[1]!.quantity).toBe(0);
  });
});
