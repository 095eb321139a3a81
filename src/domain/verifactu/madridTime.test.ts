import { describe, expect, it } from 'vitest';
import { madridDateTime, madridOffsetMinutes } from './madridTime';

describe('madridDateTime', () => {
  it.each([
    ['winter', '2026-11-25T13:05:00Z', '2026-11-25T14:05:00+01:00'],
    ['summer', '2026-07-01T10:00:00Z', '2026-07-01T12:00:00+02:00'],
    ['the AEAT huella example instant', '2024-01-01T18:20:30Z', '2024-01-01T19:20:30+01:00'],
    ['New Year in Madrid, still 31 December in UTC', '2025-12-31T23:30:00Z', '2026-01-01T00:30:00+01:00'],
    ['milliseconds are dropped, not rounded', '2026-11-25T13:05:00.999Z', '2026-11-25T14:05:00+01:00'],
    // 2026: summer time from Sunday 29 March 01:00 UTC to Sunday 25 October 01:00 UTC.
    ['the last second of winter time, March 2026', '2026-03-29T00:59:59Z', '2026-03-29T01:59:59+01:00'],
    ['the first second of summer time, March 2026 (02:00 becomes 03:00)', '2026-03-29T01:00:00Z', '2026-03-29T03:00:00+02:00'],
    ['the last second of summer time, October 2026', '2026-10-25T00:59:59Z', '2026-10-25T02:59:59+02:00'],
    ['the first second of winter time, October 2026 (03:00 becomes 02:00)', '2026-10-25T01:00:00Z', '2026-10-25T02:00:00+01:00'],
    // 2027: 28 March and 31 October (a month whose last day is a Sunday).
    ['the day before the switch, March 2027', '2027-03-27T12:00:00Z', '2027-03-27T13:00:00+01:00'],
    ['after the switch, March 2027', '2027-03-28T01:00:00Z', '2027-03-28T03:00:00+02:00'],
    ['before the switch, October 2027', '2027-10-31T00:59:59Z', '2027-10-31T02:59:59+02:00'],
    ['after the switch, October 2027', '2027-10-31T01:00:00Z', '2027-10-31T02:00:00+01:00'],
    // 2024 was a leap year: 31 March and 27 October.
    ['before the switch, March 2024', '2024-03-31T00:59:59Z', '2024-03-31T01:59:59+01:00'],
    ['after the switch, March 2024', '2024-03-31T01:00:00Z', '2024-03-31T03:00:00+02:00'],
  ])('%s: %s → %s', (_name, utc, expected) => {
    expect(madridDateTime(new Date(utc))).toBe(expected);
  });

  it('refuses an invalid date', () => {
    expect(() => madridDateTime(new Date('nope'))).toThrow('invalidDate');
  });
});

describe('madridOffsetMinutes agrees with the platform time-zone data', () => {
  const zoneName = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', timeZoneName: 'longOffset' });
  const platformOffset = (instant: Date): number => {
    const name = zoneName.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value;
    const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
    if (!m) throw new Error(`unexpected zone name ${name}`);
    return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
  };

  // Every 6 hours from 2024 to 2030, plus each minute around each switch.
  const instants: Date[] = [];
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2031, 0, 1); t += 6 * 3_600_000) instants.push(new Date(t));
  for (const year of [2024, 2025, 2026, 2027, 2028, 2029, 2030]) {
    for (const month of [2, 9]) {
      for (let day = 24; day <= 31; day++) {
        for (let minute = -5; minute <= 5; minute++) instants.push(new Date(Date.UTC(year, month, day, 1, minute)));
      }
    }
  }

  it.each([['2024–2030', instants]])('%s', (_range, list) => {
    const wrong = list.filter((d) => madridOffsetMinutes(d) !== platformOffset(d)).map((d) => d.toISOString());
    expect(wrong).toEqual([]);
  });
});
