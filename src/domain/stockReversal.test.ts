import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weightedAverageCostCents } from './stock';
import { reverseWeightedAverageCostCents, unitCostCents } from './stockReversal';

describe('reverseWeightedAverageCostCents', () => {
  it.each([
    ['10 at 1,00 € + 10 at 3,00 € = 20 at 2,00 €; taking back the 10 at 3,00 € → 1,00 €', 20, 200, 10, 300, 100],
    ['nothing left: unchanged', 10, 300, 10, 300, 300],
    ['more than there is: unchanged', 5, 300, 10, 300, 300],
    ['remaining value would be negative: unchanged', 10, 100, 5, 500, 100],
    ['taking back nothing: unchanged', 10, 100, 0, 500, 100],
    ['rounds half away from zero', 3, 100, 1, 99, 101],
    ['a remaining value below zero only by the rounding of the average → 0', 0.042, 4081, 0.001, 171403, 0],
  ])('%s', (_name, prevQty, prevAvg, outQty, outCost, expected) => {
    expect(reverseWeightedAverageCostCents(prevQty, prevAvg, outQty, outCost)).toBe(expected);
  });

  it('restores the average an entrada replaced (within a cent of rounding)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e7 }),
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 1, max: 1e7 }),
        fc.integer({ min: 0, max: 1e6 }),
        (prev, prevAvg, incoming, inCost) => {
          fc.pre(incoming <= 10 * prev);
          const after = weightedAverageCostCents(prev / 1000, prevAvg, incoming / 1000, inCost);
          const back = reverseWeightedAverageCostCents((prev + incoming) / 1000, after, incoming / 1000, inCost);
          // The rounding of `after` is spread over fewer units, so the error grows with incoming / prev.
          const tolerance = 1 + Math.ceil(incoming / prev);
          expect(Math.abs(back - prevAvg)).toBeLessThanOrEqual(tolerance);
        },
      ),
    );
  });
});

describe('unitCostCents', () => {
  it.each([
    ['10,00 € for 4 units → 2,50 €', 1000, 4, 250],
    ['1,00 € for 3 units → 33 c', 100, 3, 33],
    ['2,00 € for 3 units → 67 c', 200, 3, 67],
    ['3,00 € for 0,5 kg → 6,00 €', 300, 0.5, 600],
  ])('%s', (_name, value, qty, expected) => {
    expect(unitCostCents(value, qty)).toBe(expected);
  });

  it('refuses a quantity that is not positive', () => {
    expect(() => unitCostCents(100, 0)).toThrow(RangeError);
  });
});
