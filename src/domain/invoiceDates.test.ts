import { describe, expect, it } from 'vitest';
import { daysOverdue, dueDateFor, isOverdue, isRefund, isoYear, madridIsoDate, type PayableFacts } from './invoiceDates';

describe('madridIsoDate', () => {
  it.each([
    ['midday in winter', '2026-01-15T12:00:00Z', '2026-01-15'],
    ['23:30 UTC in winter is 00:30 in Madrid', '2026-01-15T23:30:00Z', '2026-01-16'],
    ['22:59 UTC in winter is still the same day', '2026-01-15T22:59:59Z', '2026-01-15'],
    ['22:30 UTC in summer is 00:30 in Madrid', '2026-07-15T22:30:00Z', '2026-07-16'],
    ['21:59 UTC in summer is the same day', '2026-07-15T21:59:59Z', '2026-07-15'],
    ['new year in Madrid, still old year in UTC', '2026-12-31T23:15:00Z', '2027-01-01'],
  ])('%s', (_name, instant, expected) => {
    expect(madridIsoDate(new Date(instant))).toBe(expected);
  });
});

describe('isoYear', () => {
  it('reads the year', () => expect(isoYear('2027-01-01')).toBe(2027));
  it('refuses a date that does not exist', () => expect(() => isoYear('2026-02-30')).toThrow(RangeError));
});

describe('dueDateFor', () => {
  it.each([
    ['2026-01-31', 30, '2026-03-02'],
    ['2026-12-15', 30, '2027-01-14'],
    ['2026-03-05', 0, '2026-03-05'],
    ['2028-02-01', 28, '2028-02-29'],
    ['2026-01-01', 365, '2027-01-01'],
  ])('%s with %i days of terms is due on %s', (issue, days, due) => {
    expect(dueDateFor(issue, days)).toBe(due);
  });

  it.each([[-1], [366], [1.5], [Number.NaN]])('refuses %d days', (days) => {
    expect(() => dueDateFor('2026-01-01', days)).toThrow(RangeError);
  });
});

describe('isOverdue and daysOverdue', () => {
  const issued = (dueDate: string | null, paid = false, outstandingCents = 12_100): PayableFacts => ({
    state: 'emitida',
    paid,
    dueDate,
    outstandingCents,
  });
  it.each<[string, PayableFacts, string, boolean, number]>([
    ['unpaid, due yesterday', issued('2026-03-04'), '2026-03-05', true, 1],
    ['unpaid, due today', issued('2026-03-05'), '2026-03-05', false, 0],
    ['unpaid, due tomorrow', issued('2026-03-06'), '2026-03-05', false, 0],
    ['paid, due long ago', issued('2025-01-01', true), '2026-03-05', false, 0],
    ['a draft never is', { state: 'borrador', paid: false, dueDate: '2025-01-01', outstandingCents: 100 }, '2026-03-05', false, 0],
    ['a rectificativa to give money back never is', issued('2025-01-01', false, -109), '2026-03-05', false, 0],
    ['nothing left to collect never is', issued('2025-01-01', false, 0), '2026-03-05', false, 0],
    ['one cent still to collect is', issued('2026-03-04', false, 1), '2026-03-05', true, 1],
    ['without a due date', issued(null), '2026-03-05', false, 0],
    ['across a year end and the summer-time change', issued('2025-12-31'), '2026-04-01', true, 91],
  ])('%s', (_name, invoice, today, overdue, days) => {
    expect(isOverdue(invoice, today)).toBe(overdue);
    expect(daysOverdue(invoice, today)).toBe(days);
  });
});

describe('isRefund', () => {
  it.each([
    [-109, true],
    [-1, true],
    [0, false],
    [12_100, false],
  ])('%i cents outstanding: %s', (cents, expected) => {
    expect(isRefund(cents)).toBe(expected);
  });
});
