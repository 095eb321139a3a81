/**
 * Calendar arithmetic for the payment reports (aging, forecast, statement): an ISO date as a day
 * count (UTC, so a daylight-saving change never makes a day 23 or 25 hours long), Monday-based ISO
 * weeks. Pure: no Firebase, no React.
 */
import { parseIsoDate } from '../dates';

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of an ISO date (null when it is not a real calendar date). */
export function dayNumberOf(iso: unknown): number | null {
  if (typeof iso !== 'string' || parseIsoDate(iso) === null) return null;
  return Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;
}

/** The ISO date of a day count. */
export function isoOfDayNumber(day: number): string {
  const d = new Date(day * DAY_MS);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The day count of the Monday of the week of `day`. */
export function mondayOf(day: number): number {
  // 1970-01-01 was a Thursday: (day + 3) mod 7 is 0 on Mondays.
  return day - ((((day + 3) % 7) + 7) % 7);
}

/** "2026-W48": the ISO 8601 week (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeekOf(day: number): string {
  const thursday = mondayOf(day) + 3;
  const year = new Date(thursday * DAY_MS).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1) / DAY_MS) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The day count of an ISO date the caller must give right (today, a period's ends): throws otherwise. */
export function requiredDay(iso: string): number {
  const day = dayNumberOf(iso);
  if (day === null) throw new RangeError('invalidDate');
  return day;
}
