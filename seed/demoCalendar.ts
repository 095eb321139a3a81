/**
 * When the demo happened: every demo document is dated relative to the day
 * `npm start` first seeds it (issue 16, item 8), so that Inicio, the lists and
 * the books show this month and last as a living business, not a quarter of
 * some past year. Pure: the seeders (stock.ts, invoices.ts) take the dates,
 * the stock document ids and the invoice numbers from here.
 *
 * - Days are counted back from "today" in Madrid; the last document is
 *   yesterday's, so nothing is dated after the moment it is seeded.
 * - Entradas and salidas get ids the way the app makes them (docs/seed-spec.md §3: the
 *   user's uid and the milliseconds of their creation), so their numbers read
 *   like the app's own ("E-MFX2K9A1"), never "E-INPUT-04".
 * - Invoice numbers are gapless per series and year, in date order: a demo
 *   that straddles New Year numbers January's invoices from 1 again, with one
 *   counter per year, as the issuing command would.
 */
import { addDaysIso } from '../src/domain/dates';
import { isoYear, madridIsoDate } from '../src/domain/invoiceDates';

/**
 * Days before today of each demo event, oldest first (the story of the demo company). The sales
 * fall 46, 36, 18 and 1 days back: whatever today is, last month has one and, from the 2nd on,
 * so does this month; invoice 02 (to the client on 30 days) is overdue.
 */
export const DEMO_DAYS = {
  input01: -75,
  purchase01: -73,
  input02: -55,
  purchase02: -53,
  output01: -48,
  invoice01: -46,
  purchase01Paid: -45,
  input03: -40,
  output02: -38,
  invoice02: -36,
  input04: -25,
  invoice03: -18,
  invoice01Paid: -15,
  rectificativa01: -12,
  output03Draft: -5,
  invoiceDraft01: -2,
  invoice04: -1,
} as const;

export type DemoEvent = keyof typeof DEMO_DAYS;

export type DemoStockDoc = 'input01' | 'input02' | 'input03' | 'input04' | 'output01' | 'output02' | 'output03Draft';

export interface DemoCalendar {
  today: string;
  /** The ISO date of each event. */
  date: Record<DemoEvent, string>;
  /** The id of each demo entrada/salida: uid + the milliseconds of its creation (09:30 in Madrid that day). */
  stockId: Record<DemoStockDoc, string>;
}

const MADRID_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' });

/** 09:30 in Madrid on `iso`, in milliseconds (CET, or CEST when that is what Madrid keeps that day). */
export function madridMorningMillis(iso: string): number {
  const winter = Date.parse(`${iso}T09:30:00+01:00`);
  return MADRID_TIME.format(new Date(winter)) === '09:30' ? winter : Date.parse(`${iso}T09:30:00+02:00`);
}

export function demoCalendar(now: Date, uid: string): DemoCalendar {
  const today = madridIsoDate(now);
  const date = Object.fromEntries(Object.entries(DEMO_DAYS).map(([k, days]) => [k, addDaysIso(today, days)])) as Record<DemoEvent, string>;
  const stockDocs: DemoStockDoc[] = ['input01', 'input02', 'input03', 'input04', 'output01', 'output02', 'output03Draft'];
  const stockId = Object.fromEntries(stockDocs.map((k) => [k, `${uid}${madridMorningMillis(date[k])}`])) as Record<DemoStockDoc, string>;
  return { today, date, stockId };
}

export interface NumberedInYear {
  /** The number of each id within its year. */
  numbers: Record<string, { year: number; number: number }>;
  /** Per year: the counter's next number and the last invoice numbered. */
  counters: { year: number; next: number; lastId: string }[];
}

/** Numbers the invoices of one series 1, 2, 3… per year, in date order (ties keep their given order). */
export function numberInYears(invoices: { id: string; date: string }[]): NumberedInYear {
  const sorted = invoices.map((inv, i) => ({ ...inv, i })).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.i - b.i));
  const numbers: NumberedInYear['numbers'] = {};
  const byYear = new Map<number, { next: number; lastId: string }>();
  for (const inv of sorted) {
    const year = isoYear(inv.date);
    const counter = byYear.get(year) ?? { next: 1, lastId: '' };
    numbers[inv.id] = { year, number: counter.next };
    byYear.set(year, { next: counter.next + 1, lastId: inv.id });
  }
  return { numbers, counters: [...byYear].map(([year, c]) => ({ year, ...c })) };
}

const MONTH_YEAR = new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "noviembre de 2026" for a date in that month. */
export function monthAndYear(iso: string): string {
  return MONTH_YEAR.format(new Date(`${iso}T12:00:00Z`));
}
