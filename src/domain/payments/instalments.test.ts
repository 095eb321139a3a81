import { describe, expect, it } from 'vitest';
import { nextPaymentDay, planInstalments } from './instalments';
import { equalTerms, singleTerm, type PaymentTerms } from './terms';

const sum = (xs: { amountCents: number }[]) => xs.reduce((a, x) => a + x.amountCents, 0);

describe('nextPaymentDay', () => {
  it.each<[string, number[], string]>([
    ['2026-03-05', [], '2026-03-05'],
    ['2026-03-05', [5], '2026-03-05'],
    ['2026-03-06', [5], '2026-04-05'],
    ['2026-03-06', [5, 20], '2026-03-20'],
    ['2026-03-21', [20, 5], '2026-04-05'],
    ['2026-03-21', [5, 20, 25], '2026-03-25'],
    // Day 31 in a 30-day month is its last day; in February the 28th (29th in a leap year).
    ['2026-04-10', [31], '2026-04-30'],
    ['2026-02-10', [31], '2026-02-28'],
    ['2028-02-10', [31], '2028-02-29'],
    ['2026-02-01', [30], '2026-02-28'],
    ['2026-02-28', [31], '2026-02-28'],
    ['2026-01-31', [30], '2026-02-28'],
    ['2026-03-31', [31], '2026-03-31'],
    ['2026-04-30', [31], '2026-04-30'],
    ['2026-05-01', [31], '2026-05-31'],
    // Over the year's end.
    ['2026-12-21', [20], '2027-01-20'],
    ['2026-12-31', [1], '2027-01-01'],
    ['2026-12-31', [31], '2026-12-31'],
    ['2026-12-16', [5, 15], '2027-01-05'],
    // Repeats and days that are no day of a month are ignored (never an endless search).
    ['2026-03-06', [20, 20], '2026-03-20'],
    ['2026-03-06', [0], '2026-03-06'],
    ['2026-03-06', [32, -1, NaN, 1.5], '2026-03-06'],
    ['2026-03-06', [0, 10], '2026-03-10'],
  ])('%s with días de pago %j → %s', (iso, days, expected) => {
    expect(nextPaymentDay(iso, days)).toBe(expected);
  });

  it.each(['', '2026-02-30', '2026-3-5', 'x'])('refuses the date %j', (iso) => {
    expect(() => nextPaymentDay(iso, [5])).toThrow(RangeError);
  });
});

describe('planInstalments', () => {
  it('one instalment at 30 days: the whole total', () => {
    expect(planInstalments('2026-03-05', 12100, singleTerm(30))).toEqual([
      { n: 1, dueDate: '2026-04-04', amountCents: 12100, method: 'transferencia' },
    ]);
  });

  it('at sight: due on the issue date', () => {
    expect(planInstalments('2026-03-05', 500, singleTerm(0, 'efectivo'))).toEqual([
      { n: 1, dueDate: '2026-03-05', amountCents: 500, method: 'efectivo' },
    ]);
  });

  it('two instalments 50/50 of an odd total: the last takes the extra cent', () => {
    expect(planInstalments('2026-03-05', 10001, equalTerms([30, 60]))).toEqual([
      { n: 1, dueDate: '2026-04-04', amountCents: 5000, method: 'transferencia' },
      { n: 2, dueDate: '2026-05-04', amountCents: 5001, method: 'transferencia' },
    ]);
  });

  it('30/60/90 by direct debit on the 5th: amounts and dates', () => {
    const plan = planInstalments('2026-01-10', 100000, equalTerms([30, 60, 90], 'domiciliacion', [5]));
    expect(plan).toEqual([
      { n: 1, dueDate: '2026-03-05', amountCents: 33330, method: 'domiciliacion' },
      { n: 2, dueDate: '2026-04-05', amountCents: 33330, method: 'domiciliacion' },
      { n: 3, dueDate: '2026-05-05', amountCents: 33340, method: 'domiciliacion' },
    ]);
  });

  it('twelve monthly instalments over the year end', () => {
    const days = Array.from({ length: 12 }, (_, i) => 30 * (i + 1));
    const plan = planInstalments('2026-11-30', 120007, equalTerms(days, 'transferencia', [31]));
    expect(plan.map((p) => p.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // Twelve equal shares are 8,33 % each and 8,37 % the last (basis points), so the last is larger.
    expect(plan.map((p) => p.amountCents)).toEqual([...Array(11).fill(9996), 120007 - 11 * 9996]);
    expect(plan.map((p) => p.dueDate)).toEqual([
      '2026-12-31',
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
      '2027-07-31',
      '2027-08-31',
      '2027-09-30',
      '2027-10-31',
      '2027-11-30',
    ]);
    expect(sum(plan)).toBe(120007);
  });

  it('uneven shares 25 % / 75 %', () => {
    const terms: PaymentTerms = {
      instalments: [
        { days: 0, percentBasisPoints: 2500 },
        { days: 30, percentBasisPoints: 7500 },
      ],
      paymentDays: [],
      method: 'transferencia',
    };
    expect(planInstalments('2026-03-05', 999, terms).map((p) => p.amountCents)).toEqual([249, 750]);
  });

  const totals = [1, 2, 3, 7, 11, 99, 100, 101, 333, 1001, 9999, 10001, 12345, 99_999, 100_003, 1_234_567, 9_999_999_999];
  const shapes: [string, PaymentTerms][] = [
    ['1', singleTerm(30)],
    ['2', equalTerms([30, 60])],
    ['3', equalTerms([30, 60, 90])],
    ['7', equalTerms([10, 20, 30, 40, 50, 60, 70])],
    [
      '12',
      equalTerms(
        Array.from({ length: 12 }, (_, i) => 30 * (i + 1)),
        'domiciliacion',
        [5, 20, 31],
      ),
    ],
    [
      '1 % / 99 %',
      {
        instalments: [
          { days: 0, percentBasisPoints: 100 },
          { days: 90, percentBasisPoints: 9900 },
        ],
        paymentDays: [],
        method: 'pagare',
      },
    ],
  ];

  it.each(shapes)('%s instalments: every total adds up to the cent, none below zero, dates never go back', (_, terms) => {
    for (const total of totals) {
      const plan = planInstalments('2026-02-27', total, terms);
      expect(plan).toHaveLength(terms.instalments.length);
      expect(sum(plan)).toBe(total);
      for (const p of plan) {
        expect(Number.isSafeInteger(p.amountCents)).toBe(true);
        expect(p.amountCents).toBeGreaterThanOrEqual(0);
      }
      for (let i = 1; i < plan.length; i++) expect(plan[i].dueDate >= plan[i - 1].dueDate).toBe(true);
    }
  });

  it('1 cent in three instalments: the last one holds it', () => {
    expect(planInstalments('2026-03-05', 1, equalTerms([30, 60, 90])).map((p) => p.amountCents)).toEqual([0, 0, 1]);
  });

  it.each([0, -1, -12100])('a total of %i (a credit note or nothing) is one instalment due on the issue date', (total) => {
    expect(planInstalments('2026-03-05', total, equalTerms([30, 60], 'domiciliacion', [20]))).toEqual([
      { n: 1, dueDate: '2026-03-05', amountCents: total, method: 'domiciliacion' },
    ]);
  });

  it('terms without instalments give one at the issue date', () => {
    expect(planInstalments('2026-03-05', 100, { instalments: [], paymentDays: [], method: 'bizum' })).toEqual([
      { n: 1, dueDate: '2026-03-05', amountCents: 100, method: 'bizum' },
    ]);
  });

  it.each([0.5, NaN, Infinity, 2 ** 53])('refuses a total of %s', (total) => {
    expect(() => planInstalments('2026-03-05', total, singleTerm(30))).toThrow(RangeError);
  });

  it('refuses an issue date that is not one', () => {
    expect(() => planInstalments('2026-02-30', 100, singleTerm(30))).toThrow(RangeError);
  });
});
