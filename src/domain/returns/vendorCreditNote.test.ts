import { describe, expect, it } from 'vitest';
import { vendorCreditNoteLines, type ReturnedSource } from './vendorCreditNote';

type Line = { description: string; quantity: number; unitPriceCents: number; categoryId: string | null; sourceId: string | null };
const line = (description: string, quantity: number, unitPriceCents: number, categoryId: string | null, sourceId: string | null): Line => ({
  description,
  quantity,
  unitPriceCents,
  categoryId,
  sourceId,
});

// A purchase of two entradas: in1 (screws, cable), in2 (screws again), and carriage typed by hand.
const invoice: Line[] = [
  line('Tornillo M8', 100, 40, 'screw', 'in1'),
  line('Cable 2,5', 50.5, 120, 'cable', 'in1'),
  line('Tornillo M8', 30, 38, 'screw', 'in2'),
  line('Portes', 1, 1000, null, null),
];
const in1 = (returned: Record<string, number>): ReturnedSource => ({
  id: 'in1',
  lines: [{ categoryId: 'screw' }, { categoryId: 'cable' }],
  returned,
});
const in2 = (returned: Record<string, number>): ReturnedSource => ({ id: 'in2', lines: [{ categoryId: 'screw' }], returned });
const brief = (lines: Line[] | null) => lines && lines.map((l) => [l.description, l.quantity, l.unitPriceCents, l.sourceId]);

describe('vendorCreditNoteLines', () => {
  it.each<[string, ReturnedSource[], ReturnType<typeof brief>]>([
    ['nothing returned: null (the whole invoice, as before)', [in1({}), in2({})], null],
    ['no entradas read: null', [], null],
    ['part of one line, at the invoiced price', [in1({ '0': 12 }), in2({})], [['Tornillo M8', -12, 40, 'in1']]],
    [
      'lines of two entradas, each at its own price; decimals exact',
      [in1({ '1': 0.3 }), in2({ '0': 5 })],
      [
        ['Cable 2,5', -0.3, 120, 'in1'],
        ['Tornillo M8', -5, 38, 'in2'],
      ],
    ],
    ['all of a line: never more than the line carried', [in1({ '0': 100 })], [['Tornillo M8', -100, 40, 'in1']]],
    ['a product the invoice no longer has: nothing to credit', [{ id: 'in9', lines: [{ categoryId: 'screw' }], returned: { '0': 3 } }], null],
  ])('%s', (_name, sources, expected) => {
    expect(brief(vendorCreditNoteLines(invoice, sources))).toEqual(expected);
  });

  it('splits a return over the invoice lines of the same entrada and product, in order', () => {
    const split = [line('Tornillo (a)', 4, 40, 'screw', 'in1'), line('Tornillo (b)', 10, 41, 'screw', 'in1')];
    expect(brief(vendorCreditNoteLines(split, [in1({ '0': 6 })]))).toEqual([
      ['Tornillo (a)', -4, 40, 'in1'],
      ['Tornillo (b)', -2, 41, 'in1'],
    ]);
  });

  it('matches by product, not position, so a reordered draft still credits the right line', () => {
    const reordered = [invoice[1]!, invoice[0]!];
    expect(brief(vendorCreditNoteLines(reordered, [in1({ '0': 2 })]))).toEqual([['Tornillo M8', -2, 40, 'in1']]);
  });

  it('keeps the rest of the line as it was (description, VAT…)', () => {
    const [credited] = vendorCreditNoteLines([{ ...invoice[0]!, vatRate: 10 } as Line & { vatRate: number }], [in1({ '0': 1 })])!;
    expect(credited).toMatchObject({ description: 'Tornillo M8', vatRate: 10, quantity: -1 });
  });
});
