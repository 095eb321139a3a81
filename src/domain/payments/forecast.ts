/**
 * Previsión de tesorería: the cash the open dues will bring in (cobros, sales) and take out
 * (pagos, purchases) week by week, from the current week on (Monday-based ISO weeks), with what
 * is already overdue in a bucket before the first week and a running balance from an opening
 * balance. A credit note's due moves cash the other way (a client's is money to give back, a
 * vendor's money to get back) and falls, like any due, in the week of its due date.
 * Pure: no Firebase, no React; integer cents.
 */
import { openCentsOf, type Due } from './dues';
import { dayNumberOf, isoOfDayNumber, isoWeekOf, mondayOf, requiredDay } from './reportDates';

/** The longest forecast: two years of weeks. */
export const MAX_FORECAST_WEEKS = 104;

export interface ForecastFigures {
  /** Cash in (≥ 0). */
  inflowCents: number;
  /** Cash out (≥ 0). */
  outflowCents: number;
  /** In less out. */
  netCents: number;
  /** The opening balance plus every net up to and including this bucket. */
  balanceCents: number;
}

export interface ForecastWeek extends ForecastFigures {
  /** "2026-W49". */
  week: string;
  /** Its Monday and Sunday. */
  start: string;
  end: string;
}

export interface CashForecast {
  openingCents: number;
  /** Due before today and still open (a due without a readable date counts here too). */
  overdue: ForecastFigures;
  weeks: ForecastWeek[];
  /** Due after the last week. */
  later: ForecastFigures;
  /** Everything: overdue, the weeks and later (its balance is the closing one). */
  totals: ForecastFigures;
}

function emptyFigures(): Omit<ForecastFigures, 'balanceCents'> {
  return { inflowCents: 0, outflowCents: 0, netCents: 0 };
}

function add(f: Omit<ForecastFigures, 'balanceCents'>, cash: number): void {
  if (cash > 0) f.inflowCents += cash;
  else f.outflowCents -= cash;
  f.netCents += cash;
}

/** A due's cash effect: what is open of a sale comes in, of a purchase goes out (0 when unreadable). */
export function cashOfDue(due: Due): number {
  if (!due || due.state === 'anulada') return 0;
  if (!Number.isSafeInteger(due.amountCents) || !Number.isSafeInteger(due.paidCents)) return 0;
  const open = openCentsOf(due);
  if (!Number.isSafeInteger(open)) return 0;
  return due.kind === 'input' ? -open : open;
}

/**
 * The forecast of `dues` from `today` (an ISO date; throws RangeError when it is not one) over
 * `weeks` weeks (a whole number 0–104; anything else is brought into that range, NaN is 0), the
 * first being the current week. `openingCents`: the cash at hand today (anything but whole cents
 * reads as 0).
 */
export function cashForecast(dues: readonly Due[], today: string, weeks: number, openingCents = 0): CashForecast {
  const now = requiredDay(today);
  const count = Number.isNaN(weeks) ? 0 : Math.min(MAX_FORECAST_WEEKS, Math.max(0, Math.trunc(weeks)));
  const opening = Number.isSafeInteger(openingCents) ? openingCents : 0;
  const firstMonday = mondayOf(now);
  const endDay = firstMonday + 7 * count; // the first day after the last week
  const overdue = emptyFigures();
  const later = emptyFigures();
  const buckets = Array.from({ length: count }, emptyFigures);
  for (const due of dues) {
    const cash = cashOfDue(due);
    if (cash === 0) continue;
    const day = dayNumberOf(due.dueDate);
    if (day === null || day < now) add(overdue, cash);
    else if (day >= endDay) add(later, cash);
    else add(buckets[Math.floor((day - firstMonday) / 7)], cash);
  }
  let balance = opening;
  const close = (f: Omit<ForecastFigures, 'balanceCents'>): ForecastFigures => {
    balance += f.netCents;
    return { ...f, balanceCents: balance };
  };
  const overdueFigures = close(overdue);
  const weekFigures = buckets.map((f, i) => {
    const monday = firstMonday + 7 * i;
    return { week: isoWeekOf(monday), start: isoOfDayNumber(monday), end: isoOfDayNumber(monday + 6), ...close(f) };
  });
  const laterFigures = close(later);
  const all = [overdueFigures, ...weekFigures, laterFigures];
  const sum = (k: 'inflowCents' | 'outflowCents' | 'netCents') => all.reduce((s, f) => s + f[k], 0);
  return {
    openingCents: opening,
    overdue: overdueFigures,
    weeks: weekFigures,
    later: laterFigures,
    totals: { inflowCents: sum('inflowCents'), outflowCents: sum('outflowCents'), netCents: sum('netCents'), balanceCents: balance },
  };
}
