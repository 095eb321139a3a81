import { describe, expect, it } from 'vitest';
import { addDaysIso, formatDate, parseIsoDate, toIsoDate } from './dates';

describe('formatDate and toIsoDate', () => {
  it.each([
    [new Date(2026, 2, 5), '05/03/2026', '2026-03-05'],
    [new Date(2026, 11, 31, 23, 59), '31/12/2026', '2026-12-31'],
    [new Date(2026, 0, 1, 0, 30), '01/01/2026', '2026-01-01'],
  ])('prints %s as %s and %s (local calendar day)', (date, es, iso) => {
    expect(formatDate(date)).toBe(es);
    expect(toIsoDate(date)).toBe(iso);
  });
});

describe('parseIsoDate', () => {
  it('reads a calendar date as local midnight', () => {
    expect(parseIsoDate('2026-03-05')?.getTime()).toBe(new Date(2026, 2, 5).getTime());
  });

  it.each([['2026-02-30'], ['2026-13-01'], ['05/03/2026'], ['']])('refuses %j', (iso) => {
    expect(parseIsoDate(iso)).toBeNull();
  });
});

describe('addDaysIso', () => {
  it.each([
    ['2026-01-31', 30, '2026-03-02'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-15', 30, '2027-01-14'],
    ['2026-03-28', 2, '2026-03-30'],
    ['2026-03-05', 0, '2026-03-05'],
  ])('%s plus %i days is %s', (iso, days, expected) => {
    expect(addDaysIso(iso, days)).toBe(expected);
  });
});
