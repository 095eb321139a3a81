import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyDeltas,
  averageCostOf,
  findShortages,
  issueStock,
  receiveStock,
  stockValueCents,
  storedValueCents,
  type StockLevels,
  type ValuedStock,
} from './stock';

/*
 * Valuation by weighted average price (PGC 2007, NRV 10ª.1 Existencias: "se adoptará con carácter
 * general el método del precio medio o coste medio ponderado"). The value is the book figure
 * (cuenta 300 Mercaderías); the average is derived from it. Every expected number is computed by
 * hand in the test's name.
 */
const at = (quantity: number, valueCents: number, averageCostCents = 0): ValuedStock => ({ quantity, valueCents, averageCostCents });

describe('receiveStock', () => {
  it.each([
    ['10 at 5,00 € + 5 at 8,00 € −10 % (36,00 €) → 86,00 €, average 573,33 → 5,73 €', at(10, 5000, 500), 5, 3600, at(15, 8600, 573)],
    [
      '1 kg at 4,50 € + 2,25 kg at 3,25 € (7,31 €) → 11,81 €, average 3,63 € (3,25 × 3,63 would be 11,80 €)',
      at(1, 450, 450),
      2.25,
      731,
      at(3.25, 1181, 363),
    ],
    [
      '5.000 at 1,00 € + 5.000 at 1,01 € → 10.050,00 € (10.000 × 1,01 € would be 50 € more)',
      at(5000, 500_000, 100),
      5000,
      505_000,
      at(10_000, 1_005_000, 101),
    ],
    ['no stock: the incoming value and unit cost', at(0, 0, 999), 4, 1000, at(4, 1000, 250)],
    ['2 short (−2 at 3,00 €) + 5 at 2,00 €: the 3 left are worth their share, 6,00 €', at(-2, -600, 300), 5, 1000, at(3, 600, 200)],
    ['5 short + 2 at 2,00 €: still 3 short, valued at the incoming cost', at(-5, -1500, 300), 2, 400, at(-3, -600, 200)],
    ['0,001 kg at 0,01 € into 0,002 kg worth 0,01 € → 0,02 €, average 6,67 €', at(0.002, 1, 500), 0.001, 1, at(0.003, 2, 667)],
  ])('%s', (_name, before, qty, cost, after) => {
    expect(receiveStock(before, qty, cost)).toEqual({ after, costCents: cost });
  });

  it('leaves the stock alone for nothing coming in', () => {
    expect(receiveStock(at(3, 300, 100), 0, 500)).toEqual({ after: at(3, 300, 100), costCents: 0 });
  });
});

describe('issueStock', () => {
  it.each([
    ['4 of 10 worth 50,00 € take 20,00 €', at(10, 5000, 500), 4, 2000, at(6, 3000, 500)],
    ['1 of 15 worth 86,00 € takes 5,73 € (5,7333), 80,27 € stay', at(15, 8600, 573), 1, 573, at(14, 8027, 573)],
    ['2 of 3 worth 1,00 € take 0,67 € (0,6667), 0,33 € stay', at(3, 100, 33), 2, 67, at(1, 33, 33)],
    ['everything takes exactly the value, leaving 0 and the last average', at(15, 8600, 573), 15, 8600, at(0, 0, 573)],
    ['0,75 of 3,25 kg worth 11,81 € take 2,73 € (2,7254)', at(3.25, 1181, 363), 0.75, 273, at(2.5, 908, 363)],
    ['5 of 3 worth 3,00 € (negative stock allowed): 3,00 € + 2 at 1,00 €', at(3, 300, 100), 5, 500, at(-2, -200, 100)],
    ['2 from −1 at 1,50 €: 2 × 1,50 €', at(-1, -150, 150), 2, 300, at(-3, -450, 150)],
  ])('%s', (_name, before, qty, cost, after) => {
    expect(issueStock(before, qty)).toEqual({ after, costCents: cost });
  });

  const amount = fc.integer({ min: 1, max: 1e7 });
  const step = fc.record({ incoming: fc.boolean(), thousandths: amount, cents: fc.integer({ min: 0, max: 1e7 }) });

  it('never loses a cent: the value is what came in minus what went out, and emptying the stock leaves 0', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        let stock = at(0, 0, 0);
        let net = 0;
        for (const s of steps) {
          const qty = s.thousandths / 1000;
          const move = s.incoming || stock.quantity < qty ? receiveStock(stock, qty, s.cents) : issueStock(stock, qty);
          net += s.incoming || stock.quantity < qty ? move.costCents : -move.costCents;
          stock = move.after;
          expect(Number.isSafeInteger(stock.valueCents)).toBe(true);
          expect(stock.valueCents).toBeGreaterThanOrEqual(0);
        }
        expect(stock.valueCents).toBe(net);
        const all = issueStock(stock, stock.quantity);
        expect(stock.quantity === 0 || all.costCents === stock.valueCents).toBe(true);
        expect(all.after.valueCents).toBe(0);
      }),
    );
  });

  it('takes a share of the value within half a cent of the exact proportion', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 1e9 }), amount, (have, value, out) => {
        fc.pre(out <= have);
        const { costCents } = issueStock(at(have / 1000, value, 0), out / 1000);
        expect(Math.abs(costCents * have - value * out)).toBeLessThanOrEqual(have / 2);
      }),
    );
  });
});

describe('averageCostOf', () => {
  it.each([
    ['86,00 € over 15 → 5,73 €', 15, 8600, 0, 573],
    ['0,01 € over 2 → 0,5 c rounds up to 1 c', 2, 1, 0, 1],
    ['no stock: the fallback', 0, 0, 321, 321],
    ['negative stock: the fallback', -2, -200, 100, 100],
  ])('%s', (_name, qty, value, fallback, expected) => {
    expect(averageCostOf(qty, value, fallback)).toBe(expected);
  });
});

describe('storedValueCents', () => {
  it.each([
    ['a level that keeps its value', { quantity: 15, averageCostCents: 573, valueCents: 8600 }, 8600],
    ['a level stored before values were kept: quantity × average', { quantity: 15, averageCostCents: 573 }, 8595],
    ['a value that is not a whole number of cents is not trusted', { quantity: 2.5, averageCostCents: 199, valueCents: 497.5 }, 498],
    ['nothing stored', {}, 0],
  ])('%s', (_name, stored, expected) => {
    expect(storedValueCents(stored)).toBe(expected);
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
    ['already negative stock', { a: -2 }, { a: -3 }, [{ productId: 'a', available: -2, requested: 3, short: 5 }]],
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
