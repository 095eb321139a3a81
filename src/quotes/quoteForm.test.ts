import { describe, expect, it } from 'vitest';
import { newQuoteDocument, quoteFromStored } from '../domain/quotes/quoteModel';
import { blankQuoteValues, quoteSchema, quoteValuesOf, sameQuoteDraft, toQuoteDraft, type QuoteValues } from './quoteForm';

const values = (over: Partial<QuoteValues> = {}): QuoteValues => ({
  ...blankQuoteValues('2026-03-02'),
  partyId: 'c1',
  partyName: 'Obras Sur S.L.',
  partyNif: 'B12345674',
  lines: [{ categoryId: 'p1', code: 'P1', name: 'Andamio', unit: 'ud', vatRate: 21, quantity: '12', price: '9,20', discount: '0' }],
  ...over,
});

/** The first message at each field the schema refuses. */
function errorsOf(v: QuoteValues): Record<string, string> {
  const result = quoteSchema().safeParse(v);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('quoteSchema', () => {
  it.each<[string, Partial<QuoteValues>, Record<string, string>]>([
    ['a valid quote', {}, {}],
    ['valid through its own date', { validUntil: '2026-03-02' }, {}],
    ['no client', { partyId: '', partyName: '' }, { partyId: 'Elige un cliente.' }],
    ['a validity before the date', { validUntil: '2026-03-01' }, { validUntil: 'La validez no puede terminar antes de la fecha del presupuesto.' }],
    ['no validity', { validUntil: '' }, { validUntil: 'Introduce la fecha hasta la que vale el presupuesto.' }],
    ['a control character in the notes', { notes: 'a\u0007b' }, { notes: expect.stringContaining('carácter') as unknown as string }],
  ])('%s', (_name, over, expected) => {
    const errors = errorsOf(values(over));
    for (const [field, message] of Object.entries(expected)) expect(errors[field]).toEqual(message);
    if (Object.keys(expected).length === 0) expect(errors).toEqual({});
  });

  it('refuses a line price with 3 decimals at the line’s price field', () => {
    const errors = errorsOf(values({ lines: [{ ...values().lines[0]!, price: '9,205' }] }));
    expect(Object.keys(errors)).toContain('lines.0.price');
  });
});

describe('the draft and back', () => {
  it('a new quote is valid 30 days', () => {
    expect(blankQuoteValues('2026-03-02').validUntil).toBe('2026-04-01');
  });

  it('stores the client as the quote’s and reads back the same', () => {
    const draft = toQuoteDraft(values({ reference: ' OBRA-7 ' }));
    expect(draft).toMatchObject({ clientId: 'c1', clientName: 'Obras Sur S.L.', reference: 'OBRA-7', validUntil: '2026-04-01' });
    expect(draft.lines[0]).toMatchObject({ quantity: 12, unitPriceCents: 920, discountPct: 0 });
    const stored = quoteFromStored('q1', newQuoteDocument(draft, { year: 2026, seq: 1 }, 'u1', null))!;
    expect(sameQuoteDraft(quoteValuesOf(stored), stored)).toBe(true);
    expect(sameQuoteDraft({ ...quoteValuesOf(stored), validUntil: '2026-05-01' }, stored)).toBe(false);
  });
});
