import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTotals } from './documentTotals';
import {
  computeIvaIncludedTotals,
  ivaIncludedBreakdown,
  ivaIncludedDocumentTotals,
  lineGrossCents,
  splitGrossCents,
  type GrossLineInput,
} from './ivaIncluded';
import { rectificationLines } from './rectification';
import { VAT_RATES } from './tax';

const line = (quantity: number, unitPriceCents: number, vatRate: number, extra: Partial<GrossLineInput> = {}): GrossLineInput => ({
  quantity,
  unitPriceCents,
  vatRate,
  ...extra,
});
const repeat = (n: number, l: GrossLineInput) => Array.from({ length: n }, () => l);

/*
 * Every expected figure is worked out by hand in the case's name: G is the gross (IVA included),
 * base = round(G × 100 / (100 + rate)) half away from zero, cuota = G − base.
 */
describe('lineGrossCents', () => {
  it.each([
    ['1 × 12,10 €', 1210, line(1, 1210, 21)],
    ['3 × 0,99 €', 297, line(3, 99, 21)],
    ['1 × 10,00 € with 10 % off', 900, line(1, 1000, 21, { discountPct: 10 })],
    ['3 × 19,99 € with 10 % off (5397,3 c)', 5397, line(3, 1999, 21, { discountPct: 10 })],
    ['1 × 9,99 € with 12,5 % off (874,125 c)', 874, line(1, 999, 10, { discountPct: 12.5 })],
    ['1 × 5,00 € with 100 % off (a gift)', 0, line(1, 500, 21, { discountPct: 100 })],
    ['0,335 kg × 1,00 €/kg (33,5 c rounds up)', 34, line(0.335, 100, 10)],
    ['1,5 kg × 2,99 €/kg (448,5 c rounds up)', 449, line(1.5, 299, 4)],
    ['-0,335 kg × 1,00 €/kg (rounds away from zero)', -34, line(-0.335, 100, 10)],
    ['no discount given is 0 %', 250, line(2, 125, 21)],
  ])('%s → %i c', (_name, expected, input) => {
    expect(lineGrossCents(input)).toBe(expected);
  });
});

describe('splitGrossCents', () => {
  it.each([
    ['12,10 € at 21 %: 1210 / 1,21 = 1000 exactly', 1210, 21, 1000, 210],
    ['2,97 € at 21 %: 297 / 1,21 = 245,45…', 297, 21, 245, 52],
    ['0,99 € at 21 %: 99 / 1,21 = 81,81…', 99, 21, 82, 17],
    ['1,00 € at 10 %: 100 / 1,10 = 90,90…', 100, 10, 91, 9],
    ['1,10 € at 10 %: 110 / 1,10 = 100 exactly', 110, 10, 100, 10],
    ['5,20 € at 4 %: 520 / 1,04 = 500 exactly', 520, 4, 500, 20],
    ['1,00 € at 4 %: 100 / 1,04 = 96,15…', 100, 4, 96, 4],
    ['0,13 € at 4 %: 13 / 1,04 = 12,5 exactly, half rounds up', 13, 4, 13, 0],
    ['0,39 € at 4 %: 39 / 1,04 = 37,5 exactly, half rounds up', 39, 4, 38, 1],
    ['-0,13 € at 4 %: -12,5 rounds away from zero', -13, 4, -13, 0],
    ['-2,97 € at 21 %: the exact negative of 2,97 €', -297, 21, -245, -52],
    ['2,50 € at 0 %: all base', 250, 0, 250, 0],
    ['0,01 € at 21 %: 0,826… rounds to the whole cent', 1, 21, 1, 0],
    ['0,00 €', 0, 21, 0, 0],
    ['1.000.000,00 € at 21 %: 100000000 / 1,21 = 82644628,09…', 100_000_000, 21, 82_644_628, 17_355_372],
  ])('%s → base %i, cuota %i', (_name, gross, rate, base, vat) => {
    expect(splitGrossCents(gross, rate)).toEqual({ baseCents: base, vatCents: vat });
  });
});

type Expected = { gross: number[]; groups: [rate: number, gross: number, base: number, vat: number][]; total: number };

describe('computeIvaIncludedTotals', () => {
  it.each<[string, GrossLineInput[], Expected]>([
    ['an empty ticket', [], { gross: [], groups: [], total: 0 }],
    ['1 × 12,10 € at 21 %: base 10,00, cuota 2,10', [line(1, 1210, 21)], { gross: [1210], groups: [[21, 1210, 1000, 210]], total: 1210 }],
    ['3 × 0,99 € at 21 %: G 2,97, base 2,45, cuota 0,52', [line(3, 99, 21)], { gross: [297], groups: [[21, 297, 245, 52]], total: 297 }],
    [
      // Split per line, three lines would give 3 × 0,82 = 2,46 €: per rate it is 2,45 € as on one line.
      'three lines of 1 × 0,99 € at 21 %: split once per rate, base 2,45 (2,46 if split per line)',
      repeat(3, line(1, 99, 21)),
      { gross: [99, 99, 99], groups: [[21, 297, 245, 52]], total: 297 },
    ],
    ['1 × 1,00 € at 10 %: base 0,91, cuota 0,09', [line(1, 100, 10)], { gross: [100], groups: [[10, 100, 91, 9]], total: 100 }],
    ['2 × 2,60 € at 4 %: G 5,20, base 5,00, cuota 0,20', [line(2, 260, 4)], { gross: [520], groups: [[4, 520, 500, 20]], total: 520 }],
    ['1 × 1,00 € at 4 %: base 0,96, cuota 0,04', [line(1, 100, 4)], { gross: [100], groups: [[4, 100, 96, 4]], total: 100 }],
    ['4 × 0,65 € at 0 %: base = G = 2,60', [line(4, 65, 0)], { gross: [260], groups: [[0, 260, 260, 0]], total: 260 }],
    [
      // 21 %: G 12,10 + 2,97 = 15,07 → 1507 / 1,21 = 1245,45… → 12,45, cuota 2,62.
      // 10 %: G 2 × 1,50 = 3,00 → 300 / 1,10 = 272,72… → 2,73, cuota 0,27.
      // 4 %: G 1,00 → 0,96 + 0,04. 0 %: 0,50. Total 15,07 + 3,00 + 1,00 + 0,50 = 19,57.
      'mixed rates on one ticket',
      [line(1, 1210, 21), line(2, 150, 10), line(3, 99, 21), line(1, 50, 0), line(1, 100, 4)],
      {
        gross: [1210, 300, 297, 50, 100],
        groups: [
          [21, 1507, 1245, 262],
          [10, 300, 273, 27],
          [4, 100, 96, 4],
          [0, 50, 50, 0],
        ],
        total: 1957,
      },
    ],
    [
      // G 9,00 → 900 / 1,21 = 743,80… → 7,44, cuota 1,56.
      '1 × 10,00 € at 21 % with 10 % off',
      [line(1, 1000, 21, { discountPct: 10 })],
      { gross: [900], groups: [[21, 900, 744, 156]], total: 900 },
    ],
    [
      // G 53,97 (5397,3 c) → 5397 / 1,21 = 4460,33… → 44,60, cuota 9,37.
      '3 × 19,99 € at 21 % with 10 % off',
      [line(3, 1999, 21, { discountPct: 10 })],
      { gross: [5397], groups: [[21, 5397, 4460, 937]], total: 5397 },
    ],
    [
      // G 0,34 (33,5 c) → 34 / 1,10 = 30,90… → 0,31, cuota 0,03.
      '0,335 kg × 1,00 €/kg at 10 %',
      [line(0.335, 100, 10)],
      { gross: [34], groups: [[10, 34, 31, 3]], total: 34 },
    ],
    [
      // G 4,49 (448,5 c) → 449 / 1,04 = 431,73… → 4,32, cuota 0,17.
      '1,5 kg × 2,99 €/kg at 4 %',
      [line(1.5, 299, 4)],
      { gross: [449], groups: [[4, 449, 432, 17]], total: 449 },
    ],
    [
      // A rectificativa (R5) by difference of the 3 × 0,99 € ticket: the exact negatives.
      '-3 × 0,99 € at 21 %: base -2,45, cuota -0,52',
      [line(-3, 99, 21)],
      { gross: [-297], groups: [[21, -297, -245, -52]], total: -297 },
    ],
    [
      // The 21 % group nets to 0: no base, no cuota, and the total is what is paid: 0,00 €.
      'a line and its reversal on one ticket',
      [line(1, 1210, 21), line(-1, 1210, 21)],
      { gross: [1210, -1210], groups: [[21, 0, 0, 0]], total: 0 },
    ],
  ])('%s', (_name, lines, expected) => {
    const totals = computeIvaIncludedTotals(lines);
    expect(totals.lineGross).toEqual(expected.gross);
    expect(totals.groups.map((g) => [g.vatRate, g.grossCents, g.baseCents, g.vatCents])).toEqual(expected.groups);
    expect(totals.totalCents).toBe(expected.total);
    expect(totals.baseCents + totals.vatCents).toBe(expected.total);
  });

  it('keeps an exempt 0 % group apart from a plain 0 % one, after the taxed rates, all base', () => {
    const totals = computeIvaIncludedTotals([line(1, 1000, 0, { exemption: 'E1' }), line(1, 200, 0), line(1, 121, 21)]);
    expect(totals.groups).toEqual([
      { vatRate: 21, exemption: null, grossCents: 121, baseCents: 100, vatCents: 21 },
      { vatRate: 0, exemption: null, grossCents: 200, baseCents: 200, vatCents: 0 },
      { vatRate: 0, exemption: 'E1', grossCents: 1000, baseCents: 1000, vatCents: 0 },
    ]);
  });

  it.each<[string, GrossLineInput[], number[]]>([
    // Running G 99, 198, 297 → bases 82, 164 (198 / 1,21 = 163,63…), 245: shares 82, 82, 81.
    ['three lines of 0,99 € at 21 % share the 2,45 € base as 0,82 + 0,82 + 0,81', repeat(3, line(1, 99, 21)), [82, 82, 81]],
    // 21 %: running 1210 → 1000, then 1507 → 1245: shares 1000 and 245. 10 %: 300 → 273.
    ['shares are kept per rate', [line(1, 1210, 21), line(2, 150, 10), line(3, 99, 21)], [1000, 273, 245]],
    ['a free line gets no base', [line(1, 121, 21), line(1, 500, 21, { discountPct: 100 })], [100, 0]],
  ])('line bases: %s', (_name, lines, bases) => {
    expect(computeIvaIncludedTotals(lines).lineBases).toEqual(bases);
  });
});

describe('ivaIncludedBreakdown and ivaIncludedDocumentTotals', () => {
  const ticket = [line(1, 1210, 21), line(2, 150, 10), line(3, 99, 21), line(1, 50, 0, { exemption: 'E1' })];

  it('gives the breakdown documentTotals would store: no recargo', () => {
    expect(ivaIncludedBreakdown(computeIvaIncludedTotals(ticket))).toEqual([
      { vatRate: 21, exemption: null, baseCents: 1245, vatCents: 262, recargoRate: 0, recargoCents: 0 },
      { vatRate: 10, exemption: null, baseCents: 273, vatCents: 27, recargoRate: 0, recargoCents: 0 },
      { vatRate: 0, exemption: 'E1', baseCents: 50, vatCents: 0, recargoRate: 0, recargoCents: 0 },
    ]);
  });

  it('gives DocumentTotals whose total and payable are what the customer pays (18,57 €)', () => {
    expect(ivaIncludedDocumentTotals(computeIvaIncludedTotals(ticket))).toEqual({
      lineBases: [1000, 273, 245, 50],
      breakdown: ivaIncludedBreakdown(computeIvaIncludedTotals(ticket)),
      baseCents: 1568,
      vatCents: 289,
      recargoCents: 0,
      irpfRate: 0,
      irpfCents: 0,
      totalCents: 1857,
      payableCents: 1857,
    });
  });

  it('keeps base + cuota = G where net pricing of the same base would give a cent less of cuota', () => {
    // Net pricing recomputes the cuota from the base (1245 × 0,21 = 261,45 → 2,61 €), so it can
    // differ by a cent from the IVA-included split (2,62 €): the ticket keeps base + cuota = G.
    const net = computeTotals([{ quantity: 1, unitPriceCents: 1245, discountPct: 0, vatRate: 21 }], { recargoEquivalencia: false, irpfRate: 0 });
    expect(net.vatCents).toBe(261);
    expect(computeIvaIncludedTotals([line(1, 1210, 21), line(3, 99, 21)]).vatCents).toBe(262);
  });
});

describe('properties (deterministic seed)', () => {
  const lineArb = fc.record({
    quantity: fc.integer({ min: -100_000, max: 1_000_000 }).map((t) => t / 1000),
    unitPriceCents: fc.integer({ min: 0, max: 10_000_000 }),
    discountPct: fc.integer({ min: 0, max: 10_000 }).map((h) => h / 100),
    vatRate: fc.constantFrom(...VAT_RATES),
  });
  const params = { seed: 1619, numRuns: 3000 };

  it('base + cuota = G for every rate; the total is the sum of the line gross amounts', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 25 }), (lines) => {
        const totals = computeIvaIncludedTotals(lines);
        for (const g of totals.groups) {
          expect(g.baseCents + g.vatCents).toBe(g.grossCents);
          // The base is the nearest cent to G × 100 / (100 + rate), checked in BigInt:
          // |G × 100 − base × (100 + rate)| ≤ (100 + rate) / 2.
          const diff = BigInt(g.grossCents) * 100n - BigInt(g.baseCents) * BigInt(100 + g.vatRate);
          expect((diff < 0n ? -diff : diff) * 2n <= BigInt(100 + g.vatRate)).toBe(true);
          expect(Number.isSafeInteger(g.baseCents) && Number.isSafeInteger(g.vatCents)).toBe(true);
        }
        const sumGross = totals.lineGross.reduce((a, b) => a + b, 0);
        expect(totals.totalCents).toBe(sumGross);
        expect(totals.baseCents + totals.vatCents).toBe(totals.totalCents);
        const doc = ivaIncludedDocumentTotals(totals);
        expect(doc.breakdown.reduce((a, b) => a + b.baseCents + b.vatCents, 0)).toBe(doc.totalCents);
        expect(doc.lineBases.reduce((a, b) => a + b, 0)).toBe(doc.baseCents);
      }),
      params,
    );
  });

  it('each line base share is within a cent of its own split, and the shares add up per rate', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 25 }), (lines) => {
        const totals = computeIvaIncludedTotals(lines);
        lines.forEach((l, i) => {
          const own = splitGrossCents(totals.lineGross[i] ?? 0, l.vatRate).baseCents;
          expect(Math.abs((totals.lineBases[i] ?? 0) - own)).toBeLessThanOrEqual(1);
        });
        for (const g of totals.groups) {
          const shares = lines.reduce((acc, l, i) => (l.vatRate === g.vatRate ? acc + (totals.lineBases[i] ?? 0) : acc), 0);
          expect(shares).toBe(g.baseCents);
        }
      }),
      params,
    );
  });

  it('a rectificativa by difference (R5) is the exact negative of the ticket', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 25 }), (lines) => {
        const a = computeIvaIncludedTotals(lines);
        const b = computeIvaIncludedTotals(rectificationLines(lines, 'difference'));
        const neg = (c: number) => 0 - c; // 0 − 0 is 0, not −0
        expect(b.groups.map((g) => [g.vatRate, neg(g.grossCents), neg(g.baseCents), neg(g.vatCents)])).toEqual(
          a.groups.map((g) => [g.vatRate, g.grossCents, g.baseCents, g.vatCents]),
        );
        expect(b.lineBases.map(neg)).toEqual(a.lineBases);
        expect(b.totalCents).toBe(neg(a.totalCents));
      }),
      params,
    );
  });
});
