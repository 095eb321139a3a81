import { describe, expect, it } from 'vitest';
import { amountProblem, linesOverBound, MAX_AMOUNT_CENTS, unsafeAmount } from './amountBounds';

describe('amountProblem', () => {
  it.each([
    [0, null],
    [-2420, null],
    [MAX_AMOUNT_CENTS, null],
    [MAX_AMOUNT_CENTS + 1, 'outOfRange'],
    [2 ** 53 + 2, 'outOfRange'],
    [Number.POSITIVE_INFINITY, 'outOfRange'],
    [Number.NaN, 'notNumber'],
    ['100', 'notNumber'],
    [null, 'notNumber'],
    [10.5, 'notInteger'],
  ])('%s → %s', (value, expected) => {
    expect(amountProblem(value)).toBe(expected);
  });
});

describe('linesOverBound: the gross of the lines, before anything is priced', () => {
  const l = (quantity: unknown, unitPriceCents: unknown) => ({ quantity, unitPriceCents });
  it.each([
    ['an ordinary document', [l(2, 1000), l(-1, 500)], false],
    ['exactly the bound', [l(10, MAX_AMOUNT_CENTS / 10)], false],
    ['one cent past it', [l(1, MAX_AMOUNT_CENTS), l(1, 1)], true],
    ['500 lines at the line maximum (past 2^53 cents in all)', Array.from({ length: 500 }, () => l(1_000_000, 1_000_000_000)), true],
    ['credit lines count by their size', [l(-1, MAX_AMOUNT_CENTS), l(-1, 1)], true],
    ['a quantity that is NaN', [l(Number.NaN, 1)], true],
    ['a price that is Infinity', [l(1, Number.POSITIVE_INFINITY)], true],
    ['a price that is a string', [l(1, '5')], true],
  ])('%s → %s', (_name, lines, expected) => {
    expect(linesOverBound(lines)).toBe(expected);
  });
});

describe('unsafeAmount: the first stored …Cents that is not a safe integer within the bound', () => {
  it.each([
    ['a clean invoice', { totalCents: 2420, lines: [{ baseCents: 2000 }], breakdown: [{ vatCents: 420 }], counterPayment: null }, null],
    ['a total past the bound', { totalCents: MAX_AMOUNT_CENTS + 1 }, 'totalCents'],
    ['a line amount that is a double', { lines: [{ baseCents: 1 }, { baseCents: 0.5 }] }, 'lines.1.baseCents'],
    ['a nested NaN', { rectifies: { replaced: { settledCents: Number.NaN } } }, 'rectifies.replaced.settledCents'],
    ['fields not in cents are not judged', { quantity: 0.5, discountPct: 12.5 }, null],
  ])('%s', (_name, doc, expected) => {
    expect(unsafeAmount(doc)).toBe(expected);
  });
});
