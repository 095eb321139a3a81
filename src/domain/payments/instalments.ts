/**
 * The instalments (vencimientos) an invoice is paid in, from its party's terms: amounts that
 * always add up to the total to the cent, and due dates moved to the party's días de pago.
 * Pure: no Firebase, no React.
 */
import { addDaysIso, parseIsoDate, toIsoDate } from '../dates';
import { TERMS_LIMITS, type PaymentTerms, type TermsMethod } from './terms';

export interface PlannedInstalment {
  /** 1-based position. */
  n: number;
  dueDate: string;
  amountCents: number;
  method: TermsMethod;
}

function daysInMonth(year: number, month0: number): number {
  return new Date(year, month0 + 1, 0).getDate();
}

/**
 * The first day on or after `iso` that is one of `paymentDays` (a day past the month's end is its
 * last day: "día 31" in a 30-day month is the 30th). No payment days (or none that is a day 1–31):
 * `iso` itself.
 */
export function nextPaymentDay(iso: string, paymentDays: readonly number[]): string {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError('invalidDate');
  // Only days 1–31 can be met (a 0, 32, 1.5 or NaN never is, and would loop for ever): without
  // one, the date stays as it is.
  const days = paymentDays.filter((d) => Number.isInteger(d) && d >= 1 && d <= 31).sort((a, b) => a - b);
  if (days.length === 0) return iso;
  let year = date.getFullYear();
  let month0 = date.getMonth();
  let from = date.getDate();
  for (;;) {
    const last = daysInMonth(year, month0);
    for (const d of days) {
      const day = Math.min(d, last);
      if (day >= from) return toIsoDate(new Date(year, month0, day));
    }
    month0 += 1;
    if (month0 === 12) {
      month0 = 0;
      year += 1;
    }
    from = 1;
  }
}

/**
 * The instalments of an invoice of `totalCents` issued on `issueDate`. Each takes
 * floor(total × share) and the last one the rest. A total of zero or below (a credit note) is one
 * instalment due on the issue date: it is given back or set off, not collected over time.
 */
export function planInstalments(issueDate: string, totalCents: number, terms: PaymentTerms): PlannedInstalment[] {
  if (!Number.isSafeInteger(totalCents)) throw new RangeError('invalidAmount');
  if (totalCents <= 0 || terms.instalments.length === 0) {
    return [{ n: 1, dueDate: issueDate, amountCents: totalCents, method: terms.method }];
  }
  let given = 0;
  const count = terms.instalments.length;
  return terms.instalments.map((term, i) => {
    const amountCents = i === count - 1 ? totalCents - given : Math.floor((totalCents * term.percentBasisPoints) / TERMS_LIMITS.wholeBasisPoints);
    given += amountCents;
    return { n: i + 1, dueDate: nextPaymentDay(addDaysIso(issueDate, term.days), terms.paymentDays), amountCents, method: terms.method };
  });
}
