import { describe, expect, it } from 'vitest';
import type { Due } from './dues';
import { cashForecast, cashOfDue, MAX_FORECAST_WEEKS } from './forecast';
import { equalTerms } from './terms';
import { due, duesOf, issuedInvoice } from './paymentFixtures.test-data';

// A Wednesday: its week runs Monday 2026-12-28 to Sunday 2027-01-03 (ISO week 2026-W53).
const TODAY = '2026-12-30';
const sale = (dueDate: string, amountCents: number, over: Partial<Due> = {}) => due({ dueDate, amountCents, paidCents: 0, ...over });
const purchase = (dueDate: string, amountCents: number, over: Partial<Due> = {}) =>
  sale(dueDate, amountCents, { kind: 'input', partyId: 'v1', ...over });

describe('cashForecast', () => {
  it('weeks from the current one, Monday to Sunday, over the year end', () => {
    const f = cashForecast([], TODAY, 3);
    expect(f.weeks.map((w) => [w.week, w.start, w.end])).toEqual([
      ['2026-W53', '2026-12-28', '2027-01-03'],
      ['2027-W01', '2027-01-04', '2027-01-10'],
      ['2027-W02', '2027-01-11', '2027-01-17'],
    ]);
    expect(f.totals).toEqual({ inflowCents: 0, outflowCents: 0, netCents: 0, balanceCents: 0 });
  });

  it('cobros in, pagos out, overdue before the first week, later after the last, a running balance', () => {
    const f = cashForecast(
      [
        sale('2026-12-28', 100), // this Monday, before today: overdue
        sale('2026-11-01', 1000),
        purchase('2026-12-29', 50),
        sale('2026-12-30', 200), // today: this week
        purchase('2027-01-03', 70), // Sunday: this week
        sale('2027-01-04', 400), // next Monday
        purchase('2027-01-17', 30),
        sale('2027-01-18', 5000), // after three weeks
        purchase('2028-01-01', 9),
      ],
      TODAY,
      3,
      10_000,
    );
    expect(f.openingCents).toBe(10_000);
    expect(f.overdue).toEqual({ inflowCents: 1100, outflowCents: 50, netCents: 1050, balanceCents: 11_050 });
    expect(f.weeks.map((w) => [w.inflowCents, w.outflowCents, w.netCents, w.balanceCents])).toEqual([
      [200, 70, 130, 11_180],
      [400, 0, 400, 11_580],
      [0, 30, -30, 11_550],
    ]);
    expect(f.later).toEqual({ inflowCents: 5000, outflowCents: 9, netCents: 4991, balanceCents: 16_541 });
    expect(f.totals).toEqual({ inflowCents: 6700, outflowCents: 159, netCents: 6541, balanceCents: 16_541 });
  });

  it('counts what is open; paid and annulled dues move nothing', () => {
    const f = cashForecast(
      [
        sale('2027-01-05', 1000, { paidCents: 250, state: 'parcial' }),
        sale('2027-01-05', 500, { paidCents: 500, state: 'pagada' }),
        sale('2027-01-05', 700, { state: 'anulada' }),
      ],
      TODAY,
      2,
    );
    expect(f.weeks[1]).toMatchObject({ inflowCents: 750, balanceCents: 750 });
    expect(f.totals.inflowCents).toBe(750);
  });

  it("credit notes move cash the other way: a client's goes out, a vendor's comes in", () => {
    expect(cashOfDue(sale('2027-01-05', -300))).toBe(-300);
    expect(cashOfDue(purchase('2027-01-05', -300))).toBe(300);
    const f = cashForecast([sale('2027-01-05', -300), purchase('2027-01-06', -120)], TODAY, 2);
    expect(f.weeks[1]).toMatchObject({ inflowCents: 120, outflowCents: 300, netCents: -180 });
  });

  it('from real invoices: a sale in 30/60 and a purchase at 30 days', () => {
    const saleDues = duesOf('inv1', issuedInvoice({ cents: 10001, issueDate: '2026-12-01', terms: equalTerms([30, 60]) }));
    const purchaseDues = duesOf('pur1', issuedInvoice({ kind: 'input', cents: 4000, issueDate: '2026-12-10' }));
    const f = cashForecast([...saleDues, ...purchaseDues], TODAY, 6, 100);
    // 2026-12-31 (this week), 2027-01-30 (week 5), purchase 2027-01-09 (week 2).
    expect(f.weeks.map((w) => w.netCents)).toEqual([5000, -4000, 0, 0, 5001, 0]);
    expect(f.totals.balanceCents).toBe(100 + 10001 - 4000);
  });

  it.each<[number, number]>([
    [0, 0],
    [1, 1],
    [2.9, 2],
    [-5, 0],
    [NaN, 0],
    [Infinity, MAX_FORECAST_WEEKS],
    [1000, MAX_FORECAST_WEEKS],
  ])('%s weeks → %i buckets', (weeks, count) => {
    const f = cashForecast([sale('2027-01-05', 100)], TODAY, weeks);
    expect(f.weeks).toHaveLength(count);
    expect(f.totals.netCents).toBe(100);
  });

  it('no weeks: everything from today on is later', () => {
    const f = cashForecast([sale('2026-12-30', 100), sale('2026-12-01', 7)], TODAY, 0);
    expect(f.overdue.netCents).toBe(7);
    expect(f.later.netCents).toBe(100);
  });

  it('is total on odd dues: no date counts as overdue, unreadable amounts count nothing', () => {
    const f = cashForecast(
      [
        sale('', 11),
        sale('2026-02-30', 22),
        sale('2027-01-05', 1.5),
        sale('2027-01-05', NaN),
        sale('2027-01-05', 5, { paidCents: 0.5 }),
        null as unknown as Due,
      ],
      TODAY,
      2,
      NaN,
    );
    expect(f.openingCents).toBe(0);
    expect(f.overdue.netCents).toBe(33);
    expect(f.totals.netCents).toBe(33);
  });

  it('refuses a today that is not a date', () => {
    expect(() => cashForecast([], '30/12/2026', 4)).toThrow(RangeError);
  });

  it('the balance closes at opening plus every net, whatever the dues', () => {
    const dues = Array.from({ length: 80 }, (_, i) =>
      (i % 3 === 0 ? purchase : sale)(`2027-0${1 + (i % 6)}-${String(1 + ((i * 5) % 28)).padStart(2, '0')}`, i * 13 - 200),
    );
    const f = cashForecast(dues, TODAY, 13, 500);
    const buckets = [f.overdue, ...f.weeks, f.later];
    expect(buckets.reduce((s, b) => s + b.netCents, 500)).toBe(f.totals.balanceCents);
    for (const b of buckets) expect(b.inflowCents - b.outflowCents).toBe(b.netCents);
    expect(f.totals.inflowCents - f.totals.outflowCents).toBe(f.totals.netCents);
  });
});
