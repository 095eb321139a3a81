import { describe, expect, it } from 'vitest';
import { quoteFromStored, newQuoteDocument } from '../quotes/quoteModel';
import { orderDraftFromQuote, quoteConversionRefusal, storedOrderFromQuote } from './fromQuote';

const line = { categoryId: 'p1', code: 'T8', name: 'Tornillo', unit: 'ud', quantity: 10, unitPriceCents: 920, discountPct: 5, vatRate: 21 };
const draft = {
  date: '2026-11-20',
  validUntil: '2026-12-20',
  clientId: 'c1',
  clientName: 'Obras Sur',
  clientNif: 'B40000002',
  reference: 'Obra 7',
  notes: 'Entrega en obra',
  lines: [line],
};
const quote = (over: Record<string, unknown> = {}) =>
  quoteFromStored('q1', { ...newQuoteDocument(draft, { year: 2026, seq: 3 }, 'u', null), ...over })!;

describe('quoteConversionRefusal', () => {
  it.each([
    ['a sent quote', quote({ state: 'enviado' }), null],
    ['an accepted quote', quote({ state: 'aceptado' }), null],
    ['a borrador', quote(), 'quoteNotSent'],
    ['a rejected quote', quote({ state: 'rechazado' }), 'quoteNotSent'],
    ['a quote already converted', quote({ state: 'aceptado', orderId: 'o1' }), 'quoteConverted'],
    ['a sent quote with no lines', quote({ state: 'enviado', lines: [] }), 'noLines'],
    ['no quote', null, 'notFound'],
  ])('%s → %s', (_, q, refusal) => {
    expect(quoteConversionRefusal(q)).toBe(refusal);
  });
});

describe('the order made of a quote', () => {
  it('keeps the client, the lines as quoted (price, discount, VAT) and names the quote', () => {
    expect(orderDraftFromQuote(quote({ state: 'aceptado' }), '2026-11-29')).toEqual({
      date: '2026-11-29',
      partyId: 'c1',
      partyName: 'Obras Sur',
      partyNif: 'B40000002',
      reference: 'P-2026-00003',
      notes: 'Presupuesto P-2026-00003\nEntrega en obra',
      lines: [{ ...line, lineId: 'l1', delivered: 0, reserved: 0 }],
    });
  });
  it('is stored as a borrador numbered from its id, its totals from the lines', () => {
    const stored = storedOrderFromQuote(quote({ state: 'enviado' }), 'u1764400000000', '2026-11-29', 'u', 'AT');
    expect(stored).toMatchObject({ state: 'borrador', number: expect.stringMatching(/^PC-/), createdBy: 'u', createdAt: 'AT', deliveryIds: [] });
    // 10 × 9,20 € − 5 % = 87,40 € base; 21 % = 18,35 €; 105,75 €.
    expect(stored.totals).toEqual({ baseCents: 8740, vatCents: 1835, totalCents: 10575 });
  });
});
