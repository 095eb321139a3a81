import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCentsPlain, formatEuros, formatPercent, parseEuros, parsePercent, percentOfCents } from './money';

const NBSP = '\u00a0';

describe('parseEuros', () => {
  it.each([
    ['1.234,56', 123456],
    ['1234,5', 123450],
    ['1234,56', 123456],
    ['12 €', 1200],
    ['12€', 1200],
    ['12,50 EUR', 1250],
    ['-3,10', -310],
    ['- 3,10 €', -310],
    ['1234.56', 123456],
    ['1234.5', 123450],
    ['0,05', 5],
    [',5', 50],
    ['1.234', 123400],
    ['1.234.567,89', 123456789],
    ['1 234,56', 123456],
    [`1.234,56${NBSP}€`, 123456],
    ['-0', 0],
    ['  7  ', 700],
  ])('reads %j as %i cents', (input, cents) => {
    expect(parseEuros(input)).toBe(cents);
  });

  it.each([
    ['more than 2 decimals with a comma', '1,234'],
    ['more than 2 decimals with a dot', '1234.567'],
    ['an empty string', ''],
    ['only the sign', '€'],
    ['letters', 'doce'],
    ['two decimal commas', '1,2,3'],
    ['English grouping', '1,234.56'],
    ['a badly placed thousands dot', '12.34.56'],
    ['a trailing comma', '12,'],
    ['a plus sign', '+12'],
    ['a number in scientific notation', '1e3'],
    ['mixed group separators', '1.234 567'],
    ['too many digits to be money', '12345678901234'],
  ])('refuses %s (%j)', (_name, input) => {
    expect(parseEuros(input)).toBeNull();
  });
});

describe('formatEuros', () => {
  it.each([
    [123456, `1.234,56${NBSP}€`],
    [0, `0,00${NBSP}€`],
    [5, `0,05${NBSP}€`],
    [-310, `-3,10${NBSP}€`],
    [99999, `999,99${NBSP}€`],
    [123456789, `1.234.567,89${NBSP}€`],
  ])('prints %i cents as %j', (cents, text) => {
    expect(formatEuros(cents)).toBe(text);
  });

  it('prints what parseEuros reads back, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(parseEuros(formatEuros(cents))).toBe(cents);
        expect(parseEuros(formatCentsPlain(cents))).toBe(cents);
      }),
    );
  });
});

describe('formatCentsPlain', () => {
  it.each([
    [123456, '1234,56'],
    [5, '0,05'],
    [-5, '-0,05'],
    [-123400, '-1234,00'],
    [0, '0,00'],
  ])('prints %i cents as %j', (cents, text) => {
    expect(formatCentsPlain(cents)).toBe(text);
  });
});

describe('percentOfCents', () => {
  it.each([
    ['21 % of 100,00 €', 10000, 21, 2100],
    ['21 % of 0,35 € (7,35 c rounds down)', 35, 21, 7],
    ['21 % of 0,50 € (10,5 c rounds up)', 50, 21, 11],
    ['21 % of -0,50 € (rounds away from zero)', -50, 21, -11],
    ['5,2 % of 12,34 € (64,168 c)', 1234, 5.2, 64],
    ['1,4 % of 12,34 € (17,276 c)', 1234, 1.4, 17],
    ['0,5 % of 1,00 € (0,5 c rounds up)', 100, 0.5, 1],
    ['0,5 % of -1,00 €', -100, 0.5, -1],
    ['15 % of 33,33 € (499,95 c)', 3333, 15, 500],
    ['0 % of anything', 123456, 0, 0],
    ['21 % of a huge base stays exact', 9_000_000_000_000, 21, 1_890_000_000_000],
  ])('%s', (_name, cents, rate, expected) => {
    expect(percentOfCents(cents, rate)).toBe(expected);
  });

  it('refuses a rate with more than 2 decimals', () => {
    expect(() => percentOfCents(100, 5.255)).toThrow(RangeError);
  });

  it('is symmetric for negative amounts', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e10, max: 1e10 }), fc.integer({ min: 0, max: 10000 }), (cents, hundredths) => {
        const rate = hundredths / 100;
        expect(percentOfCents(0 - cents, rate)).toBe(0 - percentOfCents(cents, rate));
      }),
    );
  });
});

describe('parsePercent and formatPercent', () => {
  it.each([
    ['21', 21],
    ['5,2', 5.2],
    ['5.2', 5.2],
    ['5,2 %', 5.2],
    ['0.5%', 0.5],
    ['33,33', 33.33],
    ['100', 100],
  ])('reads %j as %d', (input, rate) => {
    expect(parsePercent(input)).toBe(rate);
  });

  it.each([['-5'], ['5,255'], [''], ['%'], ['cinco']])('refuses %j', (input) => {
    expect(parsePercent(input)).toBeNull();
  });

  it.each([
    [5.2, `5,2${NBSP}%`],
    [21, `21${NBSP}%`],
    [0.5, `0,5${NBSP}%`],
    [33.33, `33,33${NBSP}%`],
    [0, `0${NBSP}%`],
  ])('prints %d as %j', (rate, text) => {
    expect(formatPercent(rate)).toBe(text);
    expect(parsePercent(text)).toBe(rate);
  });
});
