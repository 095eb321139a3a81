import { describe, expect, it } from 'vitest';
import { addBreakdowns, invoiceAmountsOf } from '../invoiceAmounts';
import { outstandingCents, replacedByIndex, settledOf, standingOf } from './invoiceFamily';

const g = (vatRate: number, baseCents: number, vatCents: number, recargoRate = 0, recargoCents = 0) => ({
  vatRate,
  exemption: null,
  baseCents,
  vatCents,
  recargoRate,
  recargoCents,
});
/** An issued invoice document with its figures (payable = total unless IRPF). */
const doc = (numberText: string, groups: ReturnType<typeof g>[], extra: Record<string, unknown> = {}) => {
  const baseCents = groups.reduce((a, x) => a + x.baseCents, 0);
  const vatCents = groups.reduce((a, x) => a + x.vatCents, 0);
  const recargoCents = groups.reduce((a, x) => a + x.recargoCents, 0);
  const irpfCents = Number(extra.irpfCents ?? 0);
  return {
    state: 'emitida',
    status: 'pendiente',
    numberText,
    breakdown: groups,
    baseCents,
    vatCents,
    recargoCents,
    irpfCents,
    totalCents: baseCents + vatCents + recargoCents,
    payableCents: baseCents + vatCents + recargoCents - irpfCents,
    ...extra,
  };
};
const difference = (n: string, groups: ReturnType<typeof g>[], extra = {}) => doc(n, groups, { rectifies: { mode: 'difference' }, ...extra });
const substitution = (n: string, groups: ReturnType<typeof g>[], extra = {}) => doc(n, groups, { rectifies: { mode: 'substitution' }, ...extra });

describe('standingOf: the invoice as it stands after its rectificativas', () => {
  // F-1: 1.000,00 at 21 % + 200,00 at 10 %. Hand-computed sums below.
  const f1 = doc('F-1', [g(21, 100000, 21000), g(10, 20000, 2000)]);
  it.each<[string, Record<string, unknown>[], { numberText: string; baseCents: number; vatCents: number; totalCents: number; groups: number }]>([
    ['no rectificativas: the original', [], { numberText: 'F-1', baseCents: 120000, vatCents: 23000, totalCents: 143000, groups: 2 }],
    [
      'a difference of −100,00 at 21 %: 1.100,00',
      [difference('R-1', [g(21, -10000, -2100)])],
      { numberText: 'F-1', baseCents: 110000, vatCents: 20900, totalCents: 130900, groups: 2 },
    ],
    [
      'a difference that cancels the 10 % group drops it',
      [difference('R-1', [g(10, -20000, -2000)])],
      { numberText: 'F-1', baseCents: 100000, vatCents: 21000, totalCents: 121000, groups: 1 },
    ],
    [
      'a substitution: the substitution',
      [difference('R-1', [g(21, -10000, -2100)]), substitution('R-2', [g(21, 50000, 10500)])],
      { numberText: 'R-2', baseCents: 50000, vatCents: 10500, totalCents: 60500, groups: 1 },
    ],
    [
      'a difference after a substitution adds to it',
      [substitution('R-1', [g(21, 50000, 10500)]), difference('R-2', [g(21, -5000, -1050)])],
      { numberText: 'R-1', baseCents: 45000, vatCents: 9450, totalCents: 54450, groups: 1 },
    ],
    [
      'a draft rectificativa counts for nothing',
      [{ ...substitution('R-1', [g(21, 1, 0)]), state: 'borrador' }],
      { numberText: 'F-1', baseCents: 120000, vatCents: 23000, totalCents: 143000, groups: 2 },
    ],
  ])('%s', (_what, rects, expected) => {
    const s = standingOf(f1, rects);
    expect({ numberText: s.numberText, baseCents: s.baseCents, vatCents: s.vatCents, totalCents: s.totalCents, groups: s.breakdown.length }).toEqual(
      expected,
    );
    expect(s.breakdown.reduce((a, x) => a + x.baseCents, 0)).toBe(s.baseCents);
  });
});

describe('what a substitution settles', () => {
  it("collected: each paid member's outstanding amount; pending members are the ones it settles", () => {
    const f1 = doc('F-1', [g(21, 100000, 21000)], { status: 'pagada' });
    const r1 = substitution('R-1', [g(21, 80000, 16800)], {
      status: 'pagada',
      rectifies: { mode: 'substitution', replaced: { settledCents: 121000 } },
    });
    const r2 = difference('R-2', [g(21, -10000, -2100)]);
    // F-1 paid 1.210,00; R-1 asked 968,00 − 1.210,00 = −242,00 (given back): 968,00 collected in all.
    expect(outstandingCents(r1)).toBe(-24200);
    expect(settledOf([f1, r1, r2])).toBe(96800);
    expect(replacedByIndex([f1, r1, r2])).toEqual([2]);
  });
});

describe('invoiceAmountsOf', () => {
  it.each<[string, Record<string, unknown>, [number, number]]>([
    ['a current invoice', { baseCents: 100, vatCents: 21, irpfCents: 15, totalCents: 121, payableCents: 106 }, [121, 106]],
    [
      'one stored before total and payable were split (total was the payable)',
      { baseCents: 100, vatCents: 21, irpfCents: 15, totalCents: 106 },
      [121, 106],
    ],
    ['doubles where cents go read as nothing', { baseCents: 100.5, totalCents: 1.5, payableCents: 2.5 }, [0, 0]],
  ])('%s', (_what, d, [total, payable]) => {
    const a = invoiceAmountsOf(d);
    expect([a.totalCents, a.payableCents]).toEqual([total, payable]);
  });

  it('adds breakdowns group by group, keeping tobacco apart', () => {
    expect(addBreakdowns([g(21, 100, 21, 5.2, 5)], [g(21, 50, 11, 5.2, 3), g(21, 10, 2, 1.75, 0)])).toEqual([
      g(21, 150, 32, 5.2, 8),
      g(21, 10, 2, 1.75, 0),
    ]);
  });
});
