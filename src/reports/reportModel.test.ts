import { describe, expect, it } from 'vitest';
import {
  currentQuarter,
  netAmounts,
  partyZone,
  quarterOf,
  quarterRange,
  splitByQuarter,
  validateRange,
  validateYear,
  yearRange,
} from './reportModel';
import { SALES, SUBSTITUTION } from './reportFixtures.test-data';

describe('report periods', () => {
  it.each([
    ['2026-01-01', 1],
    ['2026-03-31', 1],
    ['2026-04-01', 2],
    ['2026-06-30', 2],
    ['2026-07-01', 3],
    ['2026-09-30', 3],
    ['2026-10-01', 4],
    ['2026-12-31', 4],
  ] as const)('puts %s in quarter %i', (date, quarter) => {
    expect(quarterOf(date)).toBe(quarter);
  });

  it.each([
    [1, '2026-01-01', '2026-03-31'],
    [2, '2026-04-01', '2026-06-30'],
    [3, '2026-07-01', '2026-09-30'],
    [4, '2026-10-01', '2026-12-31'],
  ] as const)('quarter %i of 2026 runs from %s to %s', (q, from, to) => {
    expect(quarterRange(2026, q)).toEqual({ from, to });
  });

  it('covers a whole year and finds the current quarter', () => {
    expect(yearRange(2025)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(currentQuarter('2026-11-22')).toEqual({ year: 2026, quarter: 4 });
  });

  it.each([
    ['2026-01-01', '2026-03-31', {}],
    ['2026-03-31', '2026-03-31', {}],
    ['2024-01-01', '2024-12-31', {}],
    ['', '2026-03-31', { from: 'fromInvalid' }],
    ['2026-02-30', '2026-03-31', { from: 'fromInvalid' }],
    ['2026-04-01', '2026-03-31', { to: 'toBeforeFrom' }],
    ['2026-01-01', '2027-01-01', {}], // 366 days, like a leap year
    ['2026-01-01', '2027-01-02', { to: 'tooLong' }],
    ['2026-01-01', 'mañana', { to: 'toInvalid' }],
  ])('checks the range %s – %s', (from, to, problems) => {
    expect(validateRange(from, to)).toEqual(problems);
  });

  it.each([
    [
      { from: '2025-01-01', to: '2025-12-31' },
      [
        ['2025-01-01', '2025-03-31'],
        ['2025-04-01', '2025-06-30'],
        ['2025-07-01', '2025-09-30'],
        ['2025-10-01', '2025-12-31'],
      ],
    ],
    [
      { from: '2025-03-15', to: '2025-04-10' },
      [
        ['2025-03-15', '2025-03-31'],
        ['2025-04-01', '2025-04-10'],
      ],
    ],
    [
      { from: '2025-12-31', to: '2026-01-01' },
      [
        ['2025-12-31', '2025-12-31'],
        ['2026-01-01', '2026-01-01'],
      ],
    ],
    [{ from: '2025-05-05', to: '2025-05-05' }, [['2025-05-05', '2025-05-05']]],
  ])('cuts %j at quarter boundaries', (range, parts) => {
    expect(splitByQuarter(range).map((p) => [p.from, p.to])).toEqual(parts);
  });

  it.each([
    ['2026', 2026],
    [' 2000 ', 2000],
    ['1999', null],
    ['2101', null],
    ['26', null],
    ['20a6', null],
  ])('reads the year %j as %j', (text, year) => {
    expect(validateYear(text)).toBe(year);
  });
});

describe('net amounts', () => {
  it('takes an ordinary invoice or a rectificativa by difference as stored (with its sign)', () => {
    expect(netAmounts(SALES[2]!)).toEqual({
      baseCents: -10000,
      vatCents: -2100,
      recargoCents: 0,
      irpfCents: -1500,
      totalCents: -12100,
      payableCents: -10600,
    });
  });

  it('takes the replaced invoice out of a rectificativa by substitution', () => {
    // 968,00 − 1.210,00 = −242,00 (base −200,00, VAT −42,00).
    expect(netAmounts(SUBSTITUTION)).toEqual({
      baseCents: -20000,
      vatCents: -4200,
      recargoCents: 0,
      irpfCents: 0,
      totalCents: -24200,
      payableCents: -24200,
    });
  });

  it.each([
    ['ES', 'ES'],
    ['', 'ES'],
    ['es', 'ES'],
    ['FR', 'EU'],
    ['GR', 'EU'],
    ['GB', 'nonEU'],
    ['US', 'nonEU'],
  ])('puts a party in %j in zone %s', (code, zone) => {
    expect(partyZone(code)).toBe(zone);
  });
});
