import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDeltas, findShortages, stockValueCents, weightedAverageCostCents, type StockLevels } from './stock';

describe('weightedAverageCostCents', () => {
  it.each([
    ['10 at 2,00 € plus 10 at 4,00 € → 3,00 €', 10, 200, 10, 400, 300],
    ['3 at 1,00 € plus 1 at 2,00 € → 125 c', 3, 100, 1, 200, 125],
    ['2 at 1,00 € plus 1 at 2,00 € → 133,33 c, 133 c', 2, 100, 1, 200, 133],
    ['1 at 1,00 € plus 1 at 0,01 € → 50,5 c, rounds up to 51 c', 1, 100, 1, 1, 51],
    ['0,5 kg at 3,00 € plus 1,25 kg at 4,00 € → 371,43 c, 371 c', 0.5, 300, 1.25, 400, 371],
    ['no stock: the incoming cost', 0, 999, 5, 250, 250],
    ['negative stock: the incoming cost', -3, 999, 5, 250, 250],
    ['an entrada of zero: unchanged', 4, 300, 0, 1000, 300],
  ])('%s', (_name, prevQty, prevAvg, inQty, inCost, expected) => {
    expect(weightedAverageCostCents(prevQty, prevAvg, inQty, inCost)).toBe(expected);
  });

  it('stays between the old and the incoming cost', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 0, max: 1e8 }),
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 0, max: 1e8 }),
        (prev, prevAvg, incoming, inCost) => {
          const avg = weightedAverageCostCents(prev / 1000, prevAvg, incoming / 1000, inCost);
          expect(avg).toBeGreaterThanOrEqual(Math.min(prevAvg, inCost));
          expect(avg).toBeLessThanOrEqual(Math.max(prevAvg, inCost));
        },
      ),
    );
  });
});

describe('applyDeltas', () => {
  it.each<[string, StockLevels, StockLevels, StockLevels]>([
    ['adds an entrada', { a: 5 }, { a: 2.5 }, { a: 7.5 }],
    ['takes a salida', { a: 5 }, { a: -5 }, { a: 0 }],
    ['is exact where floats are not (0,1 + 0,2)', { a: 0.1 }, { a: 0.2 }, { a: 0.3 }],
    ['starts a new product at 0', { a: 1 }, { b: 1.234 }, { a: 1, b: 1.234 }],
    ['leaves other products alone', { a: 1, b: 2 }, { a: -0.001 }, { a: 0.999, b: 2 }],
    ['can go negative (the caller decides)', { a: 1 }, { a: -3 }, { a: -2 }],
  ])('%s', (_name, levels, deltas, expected) => {
    expect(applyDeltas(levels, deltas)).toEqual(expected);
  });

  it('does not modify its arguments', () => {
    const levels = { a: 1 };
    applyDeltas(levels, { a: 1 });
    expect(levels).toEqual({ a: 1 });
  });

  const ids = ['p1', 'p2', 'p3', 'p4'];
  const qty = fc.integer({ min: -1e9, max: 1e9 }).map((t) => t / 1000);
  const levelsArb = fc.record(Object.fromEntries(ids.map((id) => [id, qty])) as Record<string, fc.Arbitrary<number>>);
  const deltasArb = fc.dictionary(fc.constantFrom(...ids), qty);

  it('gives back the original levels after applying the deltas and then their negation', () => {
    fc.assert(
      fc.property(levelsArb, deltasArb, (levels, deltas) => {
        const undo = Object.fromEntries(Object.entries(deltas).map(([id, d]) => [id, 0 - d]));
        expect(applyDeltas(applyDeltas(levels, deltas), undo)).toEqual(levels);
      }),
    );
  });
});

describe('findShortages', () => {
  it.each<[string, StockLevels, StockLevels, ReturnType<typeof findShortages>]>([
    ['enough stock', { a: 5 }, { a: -5 }, []],
    ['an entrada never falls short', { a: -2 }, { a: 1 }, []],
    ['one product short by 2,5', { a: 1 }, { a: -3.5 }, [{ productId: 'a', available: 1, requested: 3.5, short: 2.5 }]],
    ['an unknown product has nothing', {}, { x: -1 }, [{ productId: 'x', available: 0, requested: 1, short: 1 }]],
    [
      'already negative stock',
      { a: -2 },
      { a: -3 },
      [{ productId: 'a', available: -2, requested: 3, short: 5 }],
    ],
    [
      'several products, sorted by id',
      { b: 0.5, a: 0.1, c: 9 },
      { b: -0.501, c: -1, a: -0.3 },
      [
        { productId: 'a', available: 0.1, requested: 0.3, short: 0.2 },
        { productId: 'b', available: 0.5, requested: 0.501, short: 0.001 },
      ],
    ],
  ])('%s', (_name, levels, deltas, expected) => {
    expect(findShortages(levels, deltas)).toEqual(expected);
  });
});

describe('stockValueCents', () => {
  it.each([
    [10, 250, 2500],
    [0.5, 333, 167],
    [1.234, 1000, 1234],
    [-2, 150, -300],
    [0, 999, 0],
  ])('%d at %i c is worth %i c', (qty, avg, value) => {
    expect(stockValueCents(qty, avg)).toBe(value);
  });
});
