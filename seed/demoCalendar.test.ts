import { describe, expect, it } from 'vitest';
import { addDaysIso } from '../src/domain/dates';
import { dueDateFor } from '../src/domain/invoiceDates';
import { documentNumberFor } from '../src/domain/stock/documentNumber';
import { DEMO_DAYS, demoCalendar, madridMorningMillis, monthAndYear, numberInYears } from './demoCalendar';

describe('numberInYears', () => {
  it.each([
    {
      name: 'one year, in date order whatever the given order',
      given: [
        { id: 'b', date: '2026-03-04' },
        { id: 'a', date: '2026-02-12' },
        { id: 'c', date: '2026-03-18' },
      ],
      numbers: { a: [2026, 1], b: [2026, 2], c: [2026, 3] },
      counters: [{ year: 2026, next: 4, lastId: 'c' }],
    },
    {
      name: 'across New Year: January starts again at 1, one counter per year',
      given: [
        { id: 'a', date: '2026-11-20' },
        { id: 'b', date: '2026-12-30' },
        { id: 'c', date: '2027-01-02' },
        { id: 'd', date: '2027-01-09' },
      ],
      numbers: { a: [2026, 1], b: [2026, 2], c: [2027, 1], d: [2027, 2] },
      counters: [
        { year: 2026, next: 3, lastId: 'b' },
        { year: 2027, next: 3, lastId: 'd' },
      ],
    },
    {
      name: 'same day: the given order',
      given: [
        { id: 'x', date: '2026-05-05' },
        { id: 'y', date: '2026-05-05' },
      ],
      numbers: { x: [2026, 1], y: [2026, 2] },
      counters: [{ year: 2026, next: 3, lastId: 'y' }],
    },
  ])('$name', ({ given, numbers, counters }) => {
    const result = numberInYears(given);
    expect(Object.fromEntries(Object.entries(result.numbers).map(([id, n]) => [id, [n.year, n.number]]))).toEqual(numbers);
    expect(result.counters).toEqual(counters);
  });
});

describe('madridMorningMillis', () => {
  it.each([
    ['2026-01-15', '2026-01-15T08:30:00.000Z'], // CET
    ['2026-07-01', '2026-07-01T07:30:00.000Z'], // CEST
    ['2026-03-29', '2026-03-29T07:30:00.000Z'], // the day clocks go forward
    ['2026-10-25', '2026-10-25T08:30:00.000Z'], // the day they go back
  ])('%s → %s', (iso, utc) => {
    expect(new Date(madridMorningMillis(iso)).toISOString()).toBe(utc);
  });
});

describe('monthAndYear', () => {
  it.each([
    ['2026-11-03', 'noviembre de 2026'],
    ['2027-01-31', 'enero de 2027'],
  ])('%s → %s', (iso, text) => expect(monthAndYear(iso)).toBe(text));
});

describe('demoCalendar', () => {
  // Every day of a year that spans both clock changes and New Year, at 10:00 UTC.
  const days = Array.from({ length: 366 }, (_, i) => addDaysIso('2026-06-01', i));

  it('dates every event back from today in Madrid, the last one yesterday', () => {
    const c = demoCalendar(new Date('2026-11-25T10:00:00Z'), 'demo-user');
    expect(c.today).toBe('2026-11-25');
    expect(c.date.input01).toBe('2026-09-11');
    expect(c.date.invoice04).toBe('2026-11-24');
    // Just after midnight in Madrid it is already the next day there.
    expect(demoCalendar(new Date('2026-11-25T23:30:00Z'), 'demo-user').today).toBe('2026-11-26');
  });

  it.each(days)('on %s: numbers like the app’s, nothing in the future, an overdue sale, this month or last busy', (today) => {
    const c = demoCalendar(new Date(`${today}T10:00:00Z`), 'demo-user');
    for (const d of Object.values(c.date)) expect(d < today).toBe(true);
    const numbers = Object.entries(c.stockId).map(([k, id]) => documentNumberFor(k.startsWith('input') ? 'input' : 'output', id));
    for (const n of numbers) expect(n).toMatch(/^[ES]-[0-9A-Z]{8}$/);
    expect(new Set(numbers).size).toBe(numbers.length);
    // Invoice 02 (30-day terms in the demo) is overdue today; invoice 01 was paid before the rectificativa.
    expect(dueDateFor(c.date.invoice02, 30) < today).toBe(true);
    expect(c.date.invoice01Paid < c.date.rectificativa01).toBe(true);
    const month = today.slice(0, 7);
    const lastMonth = addDaysIso(`${month}-01`, -1).slice(0, 7);
    const sales = [c.date.invoice01, c.date.invoice02, c.date.invoice03, c.date.invoice04].map((d) => d.slice(0, 7));
    expect(sales).toContain(lastMonth);
    if (!today.endsWith('-01')) expect(sales).toContain(month);
  });

  it('tells the story in order: entradas before the salidas and invoices made from them', () => {
    expect(DEMO_DAYS.input01).toBeLessThan(DEMO_DAYS.purchase01);
    expect(DEMO_DAYS.input02).toBeLessThan(DEMO_DAYS.purchase02);
    expect(DEMO_DAYS.output01).toBeLessThan(DEMO_DAYS.invoice01);
    expect(DEMO_DAYS.output02).toBeLessThan(DEMO_DAYS.invoice02);
    expect(DEMO_DAYS.invoice01).toBeLessThan(DEMO_DAYS.rectificativa01);
    expect(Math.max(...Object.values(DEMO_DAYS))).toBe(-1);
  });
});
