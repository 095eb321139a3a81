/**
 * Calendar dates. Documents store ISO dates ("2026-03-05"); both functions use
 * the local calendar day of the Date, never UTC, so an invoice issued at 00:30
 * in Madrid is not dated the day before.
 */

const DAY_MONTH_YEAR = new Intl.DateTimeFormat('es-ES', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** "05/03/2026". */
export function formatDate(date: Date): string {
  return DAY_MONTH_YEAR.format(date);
}

/** "2026-03-05". */
export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${month}-${day}`;
}

/** The local Date at midnight of an ISO date, or null when it is not a real calendar date. */
export function parseIsoDate(iso: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** The ISO date `days` days after `iso` (due dates from payment terms). */
export function addDaysIso(iso: string, days: number): string {
  const date = parseIsoDate(iso);
  if (!date || !Number.isInteger(days)) throw new RangeError('invalidDate');
  return toIsoDate(new Date(date.getFullYear(), date.getMonth(), date.getDate() + days));
}
