/**
 * Dates of an invoice: the issue date is the calendar day in Spain
 * (Europe/Madrid) at the moment of issue, whatever the browser's time zone;
 * the due date follows the party's payment terms; an issued, unpaid invoice
 * past its due date is overdue.
 */
import { addDaysIso, parseIsoDate } from './dates';

const MADRID_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** "2026-03-05": the day it is in Madrid at `instant`. */
export function madridIsoDate(instant: Date): string {
  const parts = Object.fromEntries(MADRID_DAY.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The year of an ISO date ("2026-03-05" → 2026). */
export function isoYear(iso: string): number {
  if (!parseIsoDate(iso)) throw new RangeError('invalidDate');
  return Number(iso.slice(0, 4));
}

export const MAX_PAYMENT_TERMS_DAYS = 365;

/** Due date from the party's payment terms (0 = on the day of issue). */
export function dueDateFor(issueDate: string, paymentTermsDays: number): string {
  if (!Number.isInteger(paymentTermsDays) || paymentTermsDays < 0 || paymentTermsDays > MAX_PAYMENT_TERMS_DAYS) {
    throw new RangeError('invalidPaymentTerms');
  }
  return addDaysIso(issueDate, paymentTermsDays);
}

export interface PayableFacts {
  state: 'borrador' | 'emitida' | 'anulada';
  paid: boolean;
  dueDate: string | null;
  /**
   * What is still to be collected (sales) or paid (purchases). Below zero on a rectificativa that
   * gives money back: that is to return or offset, never a debt that falls overdue.
   */
  outstandingCents: number;
}

/** Something to collect or pay (not a credit), issued, not paid and its due date already behind `today` (the due day itself is still on time). */
export function isOverdue(invoice: PayableFacts, today: string): boolean {
  return invoice.state === 'emitida' && !invoice.paid && invoice.outstandingCents > 0 && invoice.dueDate !== null && invoice.dueDate < today;
}

/** A rectificativa that leaves money to give back (or offset against other invoices) rather than to collect. */
export function isRefund(outstandingCents: number): boolean {
  return outstandingCents < 0;
}

/** Whole days past the due date (0 when not overdue). */
export function daysOverdue(invoice: PayableFacts, today: string): number {
  if (!isOverdue(invoice, today) || invoice.dueDate === null) return 0;
  const due = parseIsoDate(invoice.dueDate);
  const now = parseIsoDate(today);
  if (!due || !now) return 0;
  return Math.round(
    (Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) - Date.UTC(due.getFullYear(), due.getMonth(), due.getDate())) / 86_400_000,
  );
}
