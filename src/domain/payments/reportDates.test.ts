import { describe, expect, it } from 'vitest';
import { dayNumberOf, isoOfDayNumber, isoWeekOf, mondayOf, requiredDay } from './reportDates';

describe('report dates', () => {
  it.each<[unknown, number | null]>([
    ['1970-01-01', 0],
    ['1970-01-02', 1],
    ['2026-03-29', 20541],
    ['2026-02-29', null],
    ['2026-3-1', null],
    ['', null],
    [null, null],
    [20541, null],
  ])('dayNumberOf(%j) = %j', (iso, day) => {
    expect(dayNumberOf(iso)).toBe(day);
  });

  it('counts whole days over a daylight-saving change and back', () => {
    expect(dayNumberOf('2026-03-30')! - dayNumberOf('2026-03-28')!).toBe(2);
    expect(dayNumberOf('2026-10-26')! - dayNumberOf('2026-10-24')!).toBe(2);
    for (const iso of ['2026-03-29', '2026-10-25', '2024-02-29', '2026-12-31']) expect(isoOfDayNumber(dayNumberOf(iso)!)).toBe(iso);
  });

  it.each<[string, string, string]>([
    ['2026-11-30', '2026-11-30', '2026-W49'],
    ['2026-12-06', '2026-11-30', '2026-W49'],
    ['2026-12-31', '2026-12-28', '2026-W53'],
    ['2027-01-03', '2026-12-28', '2026-W53'],
    ['2027-01-04', '2027-01-04', '2027-W01'],
    ['2025-12-29', '2025-12-29', '2026-W01'],
    ['2026-01-01', '2025-12-29', '2026-W01'],
    ['1970-01-01', '1969-12-29', '1970-W01'],
  ])('%s: week from %s, %s', (iso, monday, week) => {
    const day = dayNumberOf(iso)!;
    expect(isoOfDayNumber(mondayOf(day))).toBe(monday);
    expect(isoWeekOf(day)).toBe(week);
  });

  it('requiredDay throws on what is not a date', () => {
    expect(requiredDay('2026-01-02')).toBe(20455);
    expect(() => requiredDay('2026-13-01')).toThrow(RangeError);
  });
});
