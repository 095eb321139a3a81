/** The payment reports' parameters as the forms hold them, checked. Pure: unit-tested. */
import { parseIsoDate } from '../domain/dates';
import { parseEuros } from '../domain/money';
import { MAX_FORECAST_WEEKS } from '../domain/payments/forecast';

export const DEFAULT_FORECAST_WEEKS = 13;

/** The forecast's weeks (1–104, whole) and opening balance (euros, optional: 0), or which of them is wrong. */
export function forecastParams(
  weeks: string,
  opening: string,
): { ok: true; weeks: number; openingCents: number } | { ok: false; field: 'weeks' | 'opening' } {
  const w = weeks.trim();
  if (!/^\d{1,3}$/.test(w) || Number(w) < 1 || Number(w) > MAX_FORECAST_WEEKS) return { ok: false, field: 'weeks' };
  if (opening.trim() === '') return { ok: true, weeks: Number(w), openingCents: 0 };
  const cents = parseEuros(opening);
  return cents === null ? { ok: false, field: 'opening' } : { ok: true, weeks: Number(w), openingCents: cents };
}

export type StatementProblem = 'party' | 'from' | 'to' | 'order';

/** The statement's party and period (both dates real, the end not before the start), or what is wrong. */
export function statementParams(partyId: string, from: string, to: string): { ok: true } | { ok: false; problem: StatementProblem } {
  if (partyId === '') return { ok: false, problem: 'party' };
  if (!parseIsoDate(from)) return { ok: false, problem: 'from' };
  if (!parseIsoDate(to)) return { ok: false, problem: 'to' };
  if (to < from) return { ok: false, problem: 'order' };
  return { ok: true };
}

/** The statement's default period: this year up to today. */
export function defaultStatementPeriod(today: string): { from: string; to: string } {
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}
