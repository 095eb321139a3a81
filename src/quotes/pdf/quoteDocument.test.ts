import { describe, expect, it } from 'vitest';
import { newQuoteDocument, quoteFromStored, type Quote } from '../../domain/quotes/quoteModel';
import { printedText } from '../../pdf/businessDocumentText.test-data';
import type { DocLine } from '../../domain/stock/stockTypes';
import { quoteDocument } from './quoteDocument';

const line = (code: string, name: string, quantity: number, unitPriceCents: number, vatRate = 21): DocLine => ({
  categoryId: code,
  code,
  name,
  unit: 'ud',
  quantity,
  unitPriceCents,
  discountPct: 0,
  vatRate,
});

const quote = (lines: DocLine[], over: Partial<Quote> = {}): Quote => ({
  ...quoteFromStored(
    'q1',
    newQuoteDocument(
      {
        date: '2026-03-02',
        validUntil: '2026-04-01',
        clientId: 'c1',
        clientName: 'Obras Sur S.L.',
        clientNif: 'B12345674',
        reference: 'OBRA-7',
        notes: 'Portes incluidos.',
        lines,
      },
      { year: 2026, seq: 7 },
      'u1',
      null,
    ),
  )!,
  ...over,
});

const company = {
  name: 'Demo Distribuciones S.L.',
  nif: 'B86561412',
  address: 'Calle Mayor, 1',
  postalCode: '28001',
  city: 'Madrid',
  province: 'Madrid',
  country: 'España',
};

describe('quoteDocument', () => {
  it.each<[string, DocLine[], string[]]>([
    // 12 × 9,20 € = 110,40 €; IVA 21 % = 23,18 €; total 133,58 €.
    ['one tarifa line', [line('AND-DIA', 'Alquiler de andamio (día)', 12, 920)], ['9,20 €', '110,40 €', 'IVA 21 %', '23,18 €', '133,58 €']],
    // 110,40 € at 21 % and 2 × 5,00 € at 10 %: base 120,40 €, IVA 23,18 € + 1,00 €, total 144,58 €.
    [
      'two rates',
      [line('AND-DIA', 'Alquiler de andamio (día)', 12, 920), line('LIB', 'Libro', 2, 500, 10)],
      ['120,40 €', 'IVA 10 %', '1,00 €', '144,58 €'],
    ],
    ['no lines yet', [], ['Sin líneas.', '0,00 €']],
  ])('%s', (_name, lines, expected) => {
    const text = printedText(quoteDocument(quote(lines), company, null));
    for (const t of [
      'PRESUPUESTO',
      'P-2026-00007',
      '02/03/2026',
      'Válido hasta',
      '01/04/2026',
      'OBRA-7',
      'Demo Distribuciones S.L.',
      'NIF: B86561412',
      '28001 Madrid',
      'Obras Sur S.L.',
      'Portes incluidos.',
      'válido hasta el 01/04/2026',
      ...expected,
    ]) {
      expect(text).toContain(t);
    }
  });

  it('prints the client’s address when it was read', () => {
    const text = printedText(
      quoteDocument(quote([]), company, {
        name: 'Obras Sur S.L.',
        nif: 'B12345674',
        address: 'Av. del Sur, 3',
        postalCode: '41001',
        city: 'Sevilla',
      }),
    );
    expect(text).toContain('Av. del Sur, 3');
    expect(text).toContain('41001 Sevilla');
  });
});
