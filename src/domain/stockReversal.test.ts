import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issueStock, receiveStock, type ValuedStock } from './stock';
import { returnedShareCents, takeBackStock, unitCostCents } from './stockReversal';

/*
 * Annulments undo a movement at the value it moved (PGC NRV 10ª.1, precio medio ponderado: an
 * annulled document never happened, so it must not revalue the goods it touched). Numbers by hand.
 */
const at = (quantity: number, valueCents: number, averageCostCents = 0): ValuedStock => ({ quantity, valueCents, averageCostCents });

describe('takeBackStock (annulling an entrada)', () => {
  it.each([
    [
      '10 at 1,00 € + 10 at 3,00 € = 40,00 €; taking back the 30,00 € → 10,00 €, average 1,00 €',
      at(20, 4000, 200),
      10,
      3000,
      at(10, 1000, 100),
      3000,
    ],
    ['the last of several entradas: 86,00 € − 36,00 € = 50,00 €, average back to 5,00 €', at(15, 8600, 573), 5, 3600, at(10, 5000, 500), 3600],
    ['nothing left: the whole value goes, whatever the entrada cost', at(10, 4990, 499), 10, 5000, at(0, 0, 499), 4990],
    [
      'less value left than the entrada brought (goods left at other costs): out at the average, 5 × 52,50 €',
      at(15, 78750, 5250),
      10,
      100000,
      at(5, 26250, 5250),
      52500,
    ],
    ['more than there is (negative stock allowed): all the value and 2 at the average', at(3, 300, 100), 5, 1000, at(-2, -200, 100), 500],
  ])('%s', (_name, before, qty, cost, after, moved) => {
    expect(takeBackStock(before, qty, cost)).toEqual({ after, costCents: moved });
  });

  it('restores exactly the value an entrada added, whenever it is the last movement', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e7 }),
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 1, max: 1e7 }),
        fc.integer({ min: 0, max: 1e9 }),
        (have, value, incoming, cost) => {
          const before = receiveStock(at(0, 0, 0), have / 1000, value).after;
          const back = takeBackStock(receiveStock(before, incoming / 1000, cost).after, incoming / 1000, cost);
          expect(back).toEqual({ after: before, costCents: cost });
        },
      ),
    );
  });
});

describe('annulling a salida (receiveStock at the cost it left at)', () => {
  it('10 at 5,00 €; salida of 4 (20,00 €); entrada of 6 at 7,00 €; the salida annulled → 92,00 €, not 16 × 6,00 € = 96,00 €', () => {
    const start = receiveStock(at(0, 0, 0), 10, 5000).after;
    const salida = issueStock(start, 4);
    expect(salida.costCents).toBe(2000);
    const afterEntrada = receiveStock(salida.after, 6, 4200).after;
    expect(afterEntrada).toEqual(at(12, 7200, 600));
    expect(receiveStock(afterEntrada, 4, salida.costCents).after).toEqual(at(16, 9200, 575));
  });

  it('restores exactly the stock a salida left, whenever it is the last movement', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e7 }), fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 1e7 }), (have, value, out) => {
        fc.pre(out < have);
        const before = receiveStock(at(0, 0, 0), have / 1000, value).after;
        const salida = issueStock(before, out / 1000);
        expect(receiveStock(salida.after, out / 1000, salida.costCents).after.valueCents).toBe(before.valueCents);
      }),
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

// Issue 28, finding 2: the value a return moves is its proportional share of the value that
// moved, on cumulative quantities, so the last units take exactly what remains.
describe('returnedShareCents', () => {
  it.each([
    // 3 units left worth 10,00: all back → 10,00 exactly (3 × round(10,00 / 3) = 9,99 would drift).
    ['all 3 units of 10,00 at once', 1000, 3, 0, 3, 1000],
    // One by one: round(1000·1/3) = 333; round(1000·2/3) − 333 = 667 − 333 = 334; 1000 − 667 = 333.
    ['the first of 3', 1000, 3, 0, 1, 333],
    ['the second of 3', 1000, 3, 1, 1, 334],
    ['the last of 3 takes what remains', 1000, 3, 2, 1, 333],
    // 7 units worth 100,01: 5 back = round(10001·5/7) = round(7143,57) = 7144; the other 2: 10001 − 7144 = 2857.
    ['5 of 7 worth 100,01', 10001, 7, 0, 5, 7144],
    ['the last 2 of 7', 10001, 7, 5, 2, 2857],
    // Thousandths: 1,5 kg of 2,25 kg worth 9,99 → round(999·1500/2250) = 666.
    ['1,5 kg of 2,25 kg worth 9,99', 999, 2.25, 0, 1.5, 666],
    // A vendor return of 3 units that came in worth 10,00 takes 10,00 out, not 3 × 3,34 = 10,02.
    ['a vendor return of 3 units at 10,00', 1000, 3, 0, 3, 1000],
  ])('%s', (_name, valueOut, qtyOut, before, qty, expected) => {
    expect(returnedShareCents(valueOut, qtyOut, before, qty)).toBe(expected);
  });

  it('adds up to exactly the value out, whatever the order of partial returns', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 8 }),
        (value, parts) => {
          const total = parts.reduce((a, b) => a + b, 0);
          let back = 0;
          let sum = 0;
          for (const q of parts) {
            sum += returnedShareCents(value, total, back, q);
            back += q;
          }
          expect(sum).toBe(value);
        },
      ),
    );
  });

  it.each([
    ['more than went out', 1000, 3, 2, 2],
    ['nothing went out', 1000, 0, 0, 1],
  ])('refuses %s', (_name, valueOut, qtyOut, before, qty) => {
    expect(() => returnedShareCents(valueOut, qtyOut, before, qty)).toThrow(RangeError);
  });
});
