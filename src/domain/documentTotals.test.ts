import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTotals, lineBaseCents, type LineInput, type TotalsOptions } from './documentTotals';
import { EXEMPTION_CODES, IRPF_RATES, VAT_RATES } from './tax';

const line = (quantity: number, unitPriceCents: number, vatRate: number, extra: Partial<LineInput> = {}): LineInput => ({
  quantity,
  unitPriceCents,
  discountPct: 0,
  vatRate,
  ...extra,
});
const plain: TotalsOptions = { recargoEquivalencia: false, irpfRate: 0 };
const recargo: TotalsOptions = { recargoEquivalencia: true, irpfRate: 0 };
const repeat = (n: number, l: LineInput) => Array.from({ length: n }, () => l);

describe('lineBaseCents', () => {
  it.each([
    ['2 × 10,00 €', 2000, line(2, 1000, 21)],
    ['3 × 19,99 € with 10 % off (5397,3 c)', 5397, line(3, 1999, 21, { discountPct: 10 })],
    ['1 × 9,99 € with 12,5 % off (874,125 c)', 874, line(1, 999, 21, { discountPct: 12.5 })],
    ['1 × 10,00 € with 33,33 % off (666,7 c)', 667, line(1, 1000, 21, { discountPct: 33.33 })],
    ['1 × 10,00 € with 100 % off', 0, line(1, 1000, 21, { discountPct: 100 })],
    ['0,335 kg × 1,00 €/kg (33,5 c rounds up)', 34, line(0.335, 100, 21)],
    ['-0,335 kg × 1,00 €/kg (rounds away from zero)', -34, line(-0.335, 100, 21)],
    ['1,5 × 0,33 € (49,5 c)', 50, line(1.5, 33, 21)],
    ['1 × -0,50 € (a price correction)', -50, line(1, -50, 21)],
    ['0,001 × 4,99 € (0,499 c)', 0, line(0.001, 499, 21)],
    ['1.000.000 × 10.000.000,00 € stays exact', 1e15, line(1_000_000, 1_000_000_000, 21)],
  ])('%s → %i c', (_name, expected, input) => {
    expect(lineBaseCents(input)).toBe(expected);
  });
});

type Expected = { base: number; vat: number; recargo: number; irpf: number; total: number; payable?: number };

describe('computeTotals', () => {
  it.each<[string, LineInput[], TotalsOptions, Expected]>([
    ['no lines', [], plain, { base: 0, vat: 0, recargo: 0, irpf: 0, total: 0 }],
    [
      'mixed rates: 20,00 € at 21 %, 15,00 € at 10 %, 2,50 € at 4 % (VAT 4,20 + 1,50 + 0,10)',
      [line(2, 1000, 21), line(3, 500, 10), line(1, 250, 4)],
      plain,
      { base: 3750, vat: 580, recargo: 0, irpf: 0, total: 4330 },
    ],
    [
      'a discounted line: 53,97 € at 21 % (1133,37 c VAT)',
      [line(3, 1999, 21, { discountPct: 10 })],
      plain,
      { base: 5397, vat: 1133, recargo: 0, irpf: 0, total: 6530 },
    ],
    ['recargo 21 + 5,2 on 100,00 €', [line(1, 10000, 21)], recargo, { base: 10000, vat: 2100, recargo: 520, irpf: 0, total: 12620 }],
    ['recargo 10 + 1,4 on 100,00 €', [line(1, 10000, 10)], recargo, { base: 10000, vat: 1000, recargo: 140, irpf: 0, total: 11140 }],
    ['recargo 4 + 0,5 on 100,00 €', [line(1, 10000, 4)], recargo, { base: 10000, vat: 400, recargo: 50, irpf: 0, total: 10450 }],
    [
      'recargo on three rates at once',
      [line(1, 10000, 21), line(1, 10000, 10), line(1, 10000, 4)],
      recargo,
      { base: 30000, vat: 3500, recargo: 710, irpf: 0, total: 34210 },
    ],
    [
      'recargo rounding: 12,34 € at 21 % (VAT 259,14 c, recargo 64,168 c)',
      [line(1, 1234, 21)],
      recargo,
      { base: 1234, vat: 259, recargo: 64, irpf: 0, total: 1557 },
    ],
    [
      'IRPF 15 % on 1.000,00 € at 21 %',
      [line(1, 100000, 21)],
      { recargoEquivalencia: false, irpfRate: 15 },
      { base: 100000, vat: 21000, recargo: 0, irpf: 15000, total: 121000, payable: 106000 },
    ],
    [
      'IRPF rounding: 15 % of 33,33 € is 499,95 c',
      [line(1, 3333, 21)],
      { recargoEquivalencia: false, irpfRate: 15 },
      { base: 3333, vat: 700, recargo: 0, irpf: 500, total: 4033, payable: 3533 },
    ],
    [
      'an exempt intra-EU line carries neither VAT nor recargo',
      [line(1, 50000, 0, { exemption: 'E5' }), line(2, 1000, 21)],
      recargo,
      { base: 52000, vat: 420, recargo: 104, irpf: 0, total: 52524 },
    ],
    ['a rectificativa by difference: -1 × 100,00 €', [line(-1, 10000, 21)], plain, { base: -10000, vat: -2100, recargo: 0, irpf: 0, total: -12100 }],
    [
      'a rectificativa with recargo and IRPF (IRPF -15,00 € is added back)',
      [line(-2, 5000, 21)],
      { recargoEquivalencia: true, irpfRate: 15 },
      { base: -10000, vat: -2100, recargo: -520, irpf: -1500, total: -12620, payable: -11120 },
    ],
    [
      'a negative price: VAT of -0,50 € is -10,5 c, rounded away from zero',
      [line(1, -50, 21)],
      plain,
      { base: -50, vat: -11, recargo: 0, irpf: 0, total: -61 },
    ],
    ['-0,335 kg × 1,00 €: base -34 c, VAT -7,14 c', [line(-0.335, 100, 21)], plain, { base: -34, vat: -7, recargo: 0, irpf: 0, total: -41 }],
    [
      // Per-line rounding would give 3 × round(7,35) = 21 c; per rate round(105 × 0,21 = 22,05) = 22 c.
      'three lines of 0,35 € at 21 %: VAT 22 c per rate (21 c if rounded per line)',
      repeat(3, line(1, 35, 21)),
      plain,
      { base: 105, vat: 22, recargo: 0, irpf: 0, total: 127 },
    ],
    [
      // Per-line rounding would give 8 × round(699,93) = 5600 c; per rate round(26664 × 0,21 = 5599,44) = 5599 c.
      'eight lines of 33,33 € at 21 %: VAT 55,99 € per rate (56,00 € if rounded per line)',
      repeat(8, line(1, 3333, 21)),
      plain,
      { base: 26664, vat: 5599, recargo: 0, irpf: 0, total: 32263 },
    ],
    [
      // Each line is rounded to the cent first: 3 × 34 c = 1,02 €, not 3 × 33,5 c = 1,005 €.
      // VAT per rate round(102 × 0,21 = 21,42) = 21 c.
      'three lines of 0,335 kg at 1,00 €/kg: each line base rounds to 0,34 €',
      repeat(3, line(0.335, 100, 21)),
      plain,
      { base: 102, vat: 21, recargo: 0, irpf: 0, total: 123 },
    ],
  ])('%s', (_name, lines, options, expected) => {
    const totals = computeTotals(lines, options);
    expect({
      base: totals.baseCents,
      vat: totals.vatCents,
      recargo: totals.recargoCents,
      irpf: totals.irpfCents,
      total: totals.totalCents,
      ...(totals.irpfCents !== 0 ? { payable: totals.payableCents } : {}),
    }).toEqual(expected);
    if (totals.irpfCents === 0) expect(totals.payableCents).toBe(totals.totalCents);
  });

  it('breaks down by rate, highest first, with the 0 % rate before exempt groups', () => {
    const lines = [
      line(1, 100, 0, { exemption: 'E2' }),
      line(1, 200, 0),
      line(1, 300, 4),
      line(1, 400, 21),
      line(1, 500, 0, { exemption: 'E1' }),
      line(1, 600, 21),
    ];
    expect(computeTotals(lines, recargo).breakdown).toEqual([
      { vatRate: 21, exemption: null, baseCents: 1000, vatCents: 210, recargoRate: 5.2, recargoCents: 52 },
      { vatRate: 4, exemption: null, baseCents: 300, vatCents: 12, recargoRate: 0.5, recargoCents: 2 },
      { vatRate: 0, exemption: null, baseCents: 200, vatCents: 0, recargoRate: 0, recargoCents: 0 },
      { vatRate: 0, exemption: 'E1', baseCents: 500, vatCents: 0, recargoRate: 0, recargoCents: 0 },
      { vatRate: 0, exemption: 'E2', baseCents: 100, vatCents: 0, recargoRate: 0, recargoCents: 0 },
    ]);
  });

  // The adviser's case: base 4.820,00 (4.320,00 at 21 % → IVA 907,20, and 500,00 exempt), IRPF 15 % of
  // 4.820,00 = 723,00. The invoice total is base + cuotas = 5.727,20 (RD 1619/2012 art. 6.1); the IRPF is
  // withheld from the payment: to pay 5.004,20.
  it("totals 5.727,20 and pays 5.004,20 with 15 % IRPF withheld (the adviser's case)", () => {
    const t = computeTotals([line(1, 432000, 21), line(1, 50000, 0, { exemption: 'E1' })], { recargoEquivalencia: false, irpfRate: 15 });
    expect([t.baseCents, t.vatCents, t.irpfCents, t.totalCents, t.payableCents]).toEqual([482000, 90720, 72300, 572720, 500420]);
  });

  // LIVA art. 161: tobacco carries 1,75 % recargo; other goods at 21 % carry 5,2 %, each its own group.
  it('groups tobacco apart at 21 % with a recargo of 1,75 %', () => {
    const t = computeTotals([line(1, 10000, 21, { tobacco: true }), line(1, 10000, 21)], recargo);
    expect(t.breakdown).toEqual([
      { vatRate: 21, exemption: null, baseCents: 10000, vatCents: 2100, recargoRate: 5.2, recargoCents: 520 },
      { vatRate: 21, exemption: null, baseCents: 10000, vatCents: 2100, recargoRate: 1.75, recargoCents: 175 },
    ]);
    expect(t.totalCents).toBe(20000 + 4200 + 695);
  });

  // Issue 28, finding 1. Recargo de equivalencia applies to deliveries of GOODS to a retailer in
  // the regime (LIVA arts. 154–156; rates art. 161), never to services. The gestoría's invoice:
  // goods 21,50 € and labour 2 h × 32,00 € = 64,00 €, all at 21 %, to a client in recargo.
  //   Goods:  IVA 21 % of 21,50 = 4,515 → 4,52; RE 5,2 % of 21,50 = 1,118 → 1,12.
  //   Labour: IVA 21 % of 64,00 = 13,44;          RE none.
  //   Before the fix one group of 85,50 carried RE 5,2 % = 4,446 → 4,45: 3,33 € too much.
  //   Total 21,50 + 64,00 + 4,52 + 13,44 + 1,12 = 104,58 (was 107,91).
  it.each<[string, LineInput[], TotalsOptions, { breakdown: unknown[]; recargo: number; total: number }]>([
    [
      'goods and labour at 21 % to a client in recargo: RE on the goods only',
      [line(1, 2150, 21), line(2, 3200, 21, { service: true })],
      recargo,
      {
        breakdown: [
          { vatRate: 21, exemption: null, baseCents: 2150, vatCents: 452, recargoRate: 5.2, recargoCents: 112 },
          { vatRate: 21, exemption: null, baseCents: 6400, vatCents: 1344, recargoRate: 0, recargoCents: 0 },
        ],
        recargo: 112,
        total: 2150 + 6400 + 452 + 1344 + 112,
      },
    ],
    [
      // No recargo regime: goods and services at one rate stay one group (85,50; IVA 17,955 → 17,96).
      'the same lines to a client not in recargo: one 21 % group, as before',
      [line(1, 2150, 21), line(2, 3200, 21, { service: true })],
      plain,
      {
        breakdown: [{ vatRate: 21, exemption: null, baseCents: 8550, vatCents: 1796, recargoRate: 0, recargoCents: 0 }],
        recargo: 0,
        total: 8550 + 1796,
      },
    ],
    [
      // Only a service: no recargo at all (IVA 10 % of 50,00 = 5,00).
      'a service alone at 10 % to a client in recargo',
      [line(1, 5000, 10, { service: true })],
      recargo,
      {
        breakdown: [{ vatRate: 10, exemption: null, baseCents: 5000, vatCents: 500, recargoRate: 0, recargoCents: 0 }],
        recargo: 0,
        total: 5500,
      },
    ],
    [
      // Goods at 10 % (RE 1,4 % of 100,00 = 1,40) and a service at 21 % (40,00; IVA 8,40; no RE).
      'goods at 10 % and a service at 21 %',
      [line(1, 10000, 10), line(1, 4000, 21, { service: true })],
      recargo,
      {
        breakdown: [
          { vatRate: 21, exemption: null, baseCents: 4000, vatCents: 840, recargoRate: 0, recargoCents: 0 },
          { vatRate: 10, exemption: null, baseCents: 10000, vatCents: 1000, recargoRate: 1.4, recargoCents: 140 },
        ],
        recargo: 140,
        total: 14000 + 1840 + 140,
      },
    ],
    [
      // Two service lines sum into one group; goods flag absent reads as goods (RE 0,5 % of 10,00 = 0,05).
      'two services and goods at 4 %',
      [line(1, 1000, 4), line(1, 700, 4, { service: true }), line(1, 300, 4, { service: true })],
      recargo,
      {
        breakdown: [
          { vatRate: 4, exemption: null, baseCents: 1000, vatCents: 40, recargoRate: 0.5, recargoCents: 5 },
          { vatRate: 4, exemption: null, baseCents: 1000, vatCents: 40, recargoRate: 0, recargoCents: 0 },
        ],
        recargo: 5,
        total: 2000 + 80 + 5,
      },
    ],
  ])('%s', (_name, lines, options, expected) => {
    const t = computeTotals(lines, options);
    expect(t.breakdown).toEqual(expected.breakdown);
    expect(t.recargoCents).toBe(expected.recargo);
    expect(t.totalCents).toBe(expected.total);
  });

  it('shows no recargo rate when the client is not under the regime', () => {
    expect(computeTotals([line(1, 1000, 21)], plain).breakdown[0]).toMatchObject({ recargoRate: 0, recargoCents: 0 });
  });

  it('keeps the line bases in line order', () => {
    expect(computeTotals([line(2, 1000, 21), line(1, 35, 10)], plain).lineBases).toEqual([2000, 35]);
  });
});

const lineArb: fc.Arbitrary<LineInput> = fc
  .record({
    thousandths: fc.integer({ min: -1_000_000, max: 1_000_000 }).filter((q) => q !== 0),
    unitPriceCents: fc.integer({ min: -10_000_000, max: 10_000_000 }),
    discountHundredths: fc.integer({ min: 0, max: 10_000 }),
    vatRate: fc.constantFrom(...VAT_RATES),
    exemption: fc.constantFrom(null, ...EXEMPTION_CODES),
  })
  .map(({ thousandths, unitPriceCents, discountHundredths, vatRate, exemption }) => ({
    quantity: thousandths / 1000,
    unitPriceCents,
    discountPct: discountHundredths / 100,
    vatRate: exemption ? 0 : vatRate,
    exemption,
  }));
const optionsArb: fc.Arbitrary<TotalsOptions> = fc.record({
  recargoEquivalencia: fc.boolean(),
  irpfRate: fc.constantFrom(...IRPF_RATES),
});
const linesArb = fc.array(lineArb, { maxLength: 20 });
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const negate = (x: number) => 0 - x;

describe('computeTotals properties', () => {
  it('has a base equal to the sum of the line bases and to the sum of the breakdown bases', () => {
    fc.assert(
      fc.property(linesArb, optionsArb, (lines, options) => {
        const t = computeTotals(lines, options);
        expect(t.baseCents).toBe(sum(t.lineBases));
        expect(t.baseCents).toBe(sum(t.breakdown.map((b) => b.baseCents)));
        expect(t.vatCents).toBe(sum(t.breakdown.map((b) => b.vatCents)));
        expect(t.recargoCents).toBe(sum(t.breakdown.map((b) => b.recargoCents)));
      }),
    );
  });

  it('totals base + VAT + recargo, and pays that less the IRPF', () => {
    fc.assert(
      fc.property(linesArb, optionsArb, (lines, options) => {
        const t = computeTotals(lines, options);
        expect(t.totalCents).toBe(t.baseCents + t.vatCents + t.recargoCents);
        expect(t.payableCents).toBe(t.totalCents - t.irpfCents);
      }),
    );
  });

  it('negates every amount when every quantity is negated', () => {
    fc.assert(
      fc.property(linesArb, optionsArb, (lines, options) => {
        const t = computeTotals(lines, options);
        const n = computeTotals(
          lines.map((l) => ({ ...l, quantity: negate(l.quantity) })),
          options,
        );
        expect(n.lineBases).toEqual(t.lineBases.map(negate));
        expect(n.breakdown).toEqual(
          t.breakdown.map((b) => ({ ...b, baseCents: negate(b.baseCents), vatCents: negate(b.vatCents), recargoCents: negate(b.recargoCents) })),
        );
        expect([n.baseCents, n.vatCents, n.recargoCents, n.irpfCents, n.totalCents]).toEqual(
          [t.baseCents, t.vatCents, t.recargoCents, t.irpfCents, t.totalCents].map(negate),
        );
      }),
    );
  });

  it('gives integer cents everywhere', () => {
    fc.assert(
      fc.property(linesArb, optionsArb, (lines, options) => {
        const t = computeTotals(lines, options);
        const amounts = [
          ...t.lineBases,
          ...t.breakdown.flatMap((b) => [b.baseCents, b.vatCents, b.recargoCents]),
          t.baseCents,
          t.vatCents,
          t.recargoCents,
          t.irpfCents,
          t.totalCents,
        ];
        for (const amount of amounts) expect(Number.isSafeInteger(amount)).toBe(true);
      }),
    );
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(linesArb, optionsArb, (lines, options) => {
        const { lineBases: _a, ...forward } = computeTotals(lines, options);
        const { lineBases: _b, ...backward } = computeTotals([...lines].reverse(), options);
        expect(backward).toEqual(forward);
      }),
    );
  });
});
