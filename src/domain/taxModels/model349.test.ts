import { describe, expect, it } from 'vitest';
import { addToModel303, emptyModel303Sums, model303Boxes } from './model303';
import { addToModel349, declaredFrom, emptyModel349Sums, model349Declaration, splitVatNumber, type Model349Invoice } from './model349';
import { invoice, quarterOne } from './taxModels.test-data';
import type { Model349Declaration, Model349Period } from './types';

function declaration(invoices: Model349Invoice[], year: number, period: Model349Period, earlier: Model349Declaration[] = []) {
  const s = emptyModel349Sums();
  for (const i of invoices) addToModel349(s, i, year, period);
  return model349Declaration(s, year, period, declaredFrom(earlier));
}

describe('model349Declaration: keys per operator (RIVA arts. 78–81)', () => {
  const d = declaration(quarterOne(), 2026, '1T');
  it('lists one record per operator and key, sorted by country', () => {
    // E: supply of goods exempt by LIVA art. 25 (France, 500,00 €); S: services to a German business
    // (art. 69.Uno.1º, 300,00 €); A: goods from Italy (art. 15, 600,00 €); I: services from Ireland (100,00 €).
    // Spain, the US, Morocco and China are not intra-EU operators.
    expect(d.records.map((r) => [r.countryCode, r.vatNumber, r.key, r.baseCents])).toEqual([
      ['DE', '811907980', 'S', 30000],
      ['FR', '40303265045', 'E', 50000],
      ['IE', '6388047V', 'I', 10000],
      ['IT', '00743110157', 'A', 60000],
    ]);
    expect(d.operatorCount).toBe(4);
    // 300 + 500 + 100 + 600 = 1.500,00 €
    expect(d.totalBaseCents).toBe(150000);
    expect(d.rectificationCount).toBe(0);
  });
  it("E + S of the quarter equals the 303's [59] of the same quarter", () => {
    const s = emptyModel303Sums();
    for (const i of quarterOne()) addToModel303(s, i);
    const r303 = model303Boxes(s, 2026, 1, { pendingCompensationCents: 0 });
    const es = d.records.filter((r) => r.key === 'E' || r.key === 'S').reduce((a, r) => a + r.baseCents, 0);
    // 500,00 € (E) + 300,00 € (S) = 800,00 € = [59]
    expect(es).toBe(80000);
    expect(r303.boxes['59']).toBe(es);
  });
  it('adds several invoices of one operator and key', () => {
    const two = declaration(
      [
        invoice({ kind: 'output', date: '2026-04-02', country: 'FR', nif: 'FR40303265045', base: 12000, cause: 'E5' }),
        invoice({ kind: 'output', date: '2026-05-02', country: 'FR', nif: '40303265045', base: 3050, cause: 'E5' }),
      ],
      2026,
      '2T',
    );
    // 120,00 + 30,50 = 150,50 €, one record (the NIF with and without its prefix is the same operator)
    expect(two.records).toHaveLength(1);
    expect(two.records[0].baseCents).toBe(15050);
  });
});

describe('rectifications of earlier periods (RIVA art. 81)', () => {
  const q1 = declaration(quarterOne(), 2026, '1T');
  const credit = invoice({
    kind: 'output',
    date: '2026-04-20',
    country: 'FR',
    nif: 'FR40303265045',
    name: 'Client FR',
    base: -10000,
    cause: 'E5',
    rectificativa: true,
    rectifiedTaxDate: '2026-02-15',
  });
  it('a credit note on a Q1 supply is a Q1 rectification in the Q2 declaration, with the corrected amount', () => {
    const q2 = declaration([credit], 2026, '2T', [q1]);
    // Declared in 1T: 500,00 €; credit −100,00 € → corrected 400,00 €.
    expect(q2.records).toEqual([
      {
        countryCode: 'FR',
        vatNumber: '40303265045',
        name: 'Client FR',
        key: 'E',
        baseCents: 0,
        rectification: { year: 2026, period: '1T', correctedBaseCents: 40000, previouslyDeclaredCents: 50000 },
      },
    ]);
    expect([q2.operatorCount, q2.totalBaseCents, q2.rectificationCount, q2.totalRectifiedCents]).toEqual([0, 0, 1, 40000]);
  });
  it('a credit note in the same quarter only lowers that quarter', () => {
    const same = declaration([...quarterOne(), { ...credit, taxDate: '2026-03-01' }], 2026, '1T');
    expect(same.records.find((r) => r.key === 'E')?.baseCents).toBe(40000);
    expect(same.rectificationCount).toBe(0);
  });
  it('refuses a correction below zero', () => {
    expect(() => declaration([{ ...credit, breakdown: [{ ...credit.breakdown[0], baseCents: -60000 }] }], 2026, '2T', [q1])).toThrow(
      'model349NegativeRectification',
    );
  });
});

describe('splitVatNumber', () => {
  it.each([
    ['FR', 'FR40303265045', 'FR', '40303265045'],
    ['FR', '40 303 265 045', 'FR', '40303265045'],
    ['GR', 'EL094014201', 'EL', '094014201'],
    ['GR', '094014201', 'EL', '094014201'],
    ['de', 'de811907980', 'DE', '811907980'],
  ])('%s %s → %s %s', (country, nif, prefix, number) => {
    expect(splitVatNumber(country, nif)).toEqual({ countryCode: prefix, vatNumber: number });
  });
});
