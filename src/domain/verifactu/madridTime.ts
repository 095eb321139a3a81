/**
 * FechaHoraHusoGenRegistro: xs:dateTime with the time-zone offset of the
 * moment the record is generated (AEAT huella spec v0.1.2, e.g.
 * "2024-01-01T19:20:30+01:00"). Almacena's companies are in peninsular Spain
 * and the Balearic Islands, so the zone is Europe/Madrid: CET (+01:00) and
 * CEST (+02:00). The Canary Islands (WET/WEST) are out of scope: see
 * docs/verifactu.md.
 *
 * Written by hand rather than through Intl's time-zone data so the same
 * instant gives the same text in any browser, Node or ICU build.
 */

const HOUR_MS = 3_600_000;

/** The last Sunday of a month at 01:00 UTC, when EU summer time starts (March) and ends (October). */
function lastSundayAtOneUtc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  const lastSunday = lastDay.getUTCDate() - lastDay.getUTCDay();
  return Date.UTC(year, monthIndex, lastSunday, 1);
}

/**
 * Minutes east of UTC in Madrid at that instant: 120 from the last Sunday of
 * March to the last Sunday of October at 01:00 UTC, 60 otherwise (Directive
 * 2000/84/EC, in force as Spain's rule since 1996).
 */
export function madridOffsetMinutes(instant: Date): 60 | 120 {
  const t = instant.getTime();
  if (!Number.isFinite(t)) throw new RangeError('invalidDate');
  const year = instant.getUTCFullYear();
  return t >= lastSundayAtOneUtc(year, 2) && t < lastSundayAtOneUtc(year, 9) ? 120 : 60;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "2026-11-25T14:05:00+01:00": Madrid wall-clock time to the second, with its offset. */
export function madridDateTime(instant: Date): string {
  const offset = madridOffsetMinutes(instant);
  const local = new Date(Math.floor(instant.getTime() / 1000) * 1000 + (offset / 60) * HOUR_MS);
  const date = `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
  const time = `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`;
  return `${date}T${time}+${pad(offset / 60)}:00`;
}
