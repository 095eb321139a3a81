import { describe, expect, it } from 'vitest';
import { agingColumnOf, agingReport, emptyAgingFigures, type AgingFigures } from './aging';
import type { Due } from './dues';
import { equalTerms } from './terms';
import { due, duesOf, issuedInvoice } from './paymentFixtures.test-data';

const TODAY = '2026-06-30';
const figures = (over: Partial<AgingFigures>): AgingFigures => ({ ...emptyAgingFigures(), ...over });
const c1 = (dueDate: string, amountCents: number, over: Partial<Due> = {}) => due({ dueDate, amountCents, paidCents: 0, ...over });

describe('agingColumnOf', () => {
  it.each<[number | null, string]>([
    [-10, 'notDueCents'],
    [0, 'notDueCents'],
    [1, 'days1to30Cents'],
    [30, 'days1to30Cents'],
    [31, 'days31to60Cents'],
    [60, 'days31to60Cents'],
    [61, 'days61to90Cents'],
    [90, 'days61to90Cents'],
    [91, 'over90Cents'],
    [5000, 'over90Cents'],
    [null, 'over90Cents'],
  ])('%s days overdue → %s', (days, column) => {
    expect(agingColumnOf(days)).toBe(column);
  });
});

describe('agingReport', () => {
  it('nothing open: no rows, totals at zero', () => {
    expect(agingReport([], TODAY)).toEqual({ rows: [], totals: emptyAgingFigures() });
  });

  it('each boundary in its column (due today is not overdue)', () => {
    const report = agingReport(
      [
        c1('2026-07-15', 1),
        c1('2026-06-30', 2),
        c1('2026-06-29', 4),
        c1('2026-05-31', 8), // 30 days
        c1('2026-05-30', 16), // 31
        c1('2026-05-01', 32), // 60
        c1('2026-04-30', 64), // 61
        c1('2026-04-01', 128), // 90
        c1('2026-03-31', 256), // 91
        c1('2025-01-01', 512),
      ],
      TODAY,
    );
    const expected = figures({ notDueCents: 3, days1to30Cents: 12, days31to60Cents: 48, days61to90Cents: 192, over90Cents: 768, totalCents: 1023 });
    expect(report.rows).toEqual([
      { kind: 'output', partyId: 'c1', partyName: 'Cliente Uno S.L.', dueCount: 10, oldestDueDate: '2025-01-01', ...expected },
    ]);
    expect(report.totals).toEqual(expected);
  });

  it('counts what is open of each due, not what it asked; paid and annulled ones are out', () => {
    const report = agingReport(
      [
        c1('2026-06-01', 1000, { paidCents: 400, state: 'parcial' }),
        c1('2026-06-01', 1000, { paidCents: 1000, state: 'pagada' }),
        c1('2026-06-01', 1000, { state: 'anulada' }),
        c1('2026-06-01', 300, { state: 'devuelta', returned: true }),
      ],
      TODAY,
    );
    expect(report.totals).toEqual(figures({ days1to30Cents: 900, totalCents: 900 }));
    expect(report.rows[0].dueCount).toBe(2);
  });

  it('a credit in its own column, netted in the total, never overdue', () => {
    const report = agingReport([c1('2026-01-01', 5000), c1('2026-01-15', -1200, { invoiceId: 'cn' }), c1('2026-07-01', 300)], TODAY);
    expect(report.rows[0]).toMatchObject({ over90Cents: 5000, notDueCents: 300, creditCents: -1200, totalCents: 4100, oldestDueDate: '2026-01-01' });
    expect(report.totals).toEqual(figures({ over90Cents: 5000, notDueCents: 300, creditCents: -1200, totalCents: 4100 }));
  });

  it('a party with only a credit: a row below zero, no oldest date', () => {
    const report = agingReport([c1('2026-01-15', -1200)], TODAY);
    expect(report.rows[0]).toMatchObject({ creditCents: -1200, totalCents: -1200, oldestDueDate: null });
  });

  it('sorted by total, largest first, then by name; the name of the latest issued due', () => {
    const dues = [
      c1('2026-06-01', 100, { partyId: 'b', partyName: 'Beta', issueDate: '2026-01-01' }),
      c1('2026-06-01', 100, { partyId: 'b', partyName: 'Beta Nueva S.L.', issueDate: '2026-05-01' }),
      c1('2026-06-01', 100, { partyId: 'b', partyName: 'Beta Vieja', issueDate: '2026-02-01' }),
      c1('2026-06-01', 300, { partyId: 'z', partyName: 'Zeta' }),
      c1('2026-06-01', 300, { partyId: 'a', partyName: 'Álamo' }),
      c1('2026-06-01', 50, { partyId: 'm', partyName: 'Mu' }),
      c1('2026-06-01', -900, { partyId: 'n', partyName: 'Nu' }),
    ];
    const report = agingReport(dues, TODAY);
    expect(report.rows.map((r) => [r.partyName, r.totalCents])).toEqual([
      ['Álamo', 300],
      ['Beta Nueva S.L.', 300],
      ['Zeta', 300],
      ['Mu', 50],
      ['Nu', -900],
    ]);
    expect(report.totals.totalCents).toBe(50);
  });

  it('a client and a vendor with the same id are two rows', () => {
    const report = agingReport(
      [c1('2026-06-01', 100, { partyId: 'x' }), c1('2026-06-01', 200, { partyId: 'x', kind: 'input', partyName: 'Proveedor X' })],
      TODAY,
    );
    expect(report.rows.map((r) => [r.kind, r.partyId, r.totalCents])).toEqual([
      ['input', 'x', 200],
      ['output', 'x', 100],
    ]);
  });

  it('from real invoices: 30/60/90 of 1.000,01 € issued in March, 100,00 € of the first paid', () => {
    const d = issuedInvoice({ cents: 100001, issueDate: '2026-03-02', terms: equalTerms([30, 60, 90]) });
    const [a, b, c] = duesOf('inv1', d);
    const report = agingReport([{ ...a, paidCents: 10000, state: 'parcial' }, b, c], TODAY);
    // Due 2026-04-01 (90 days), 2026-05-01 (60), 2026-05-31 (30).
    expect(report.totals).toEqual(figures({ days61to90Cents: 33330 - 10000, days31to60Cents: 33330, days1to30Cents: 33341, totalCents: 90001 }));
  });

  it('is total on odd dues: no date, amounts that are not whole cents, missing names', () => {
    const odd = [
      c1('', 700),
      c1('2026-02-30', 100),
      c1('2026-06-01', 1.5),
      c1('2026-06-01', NaN),
      c1('2026-06-01', 10, { paidCents: Infinity }),
      c1('2026-06-01', 5, { partyName: undefined as unknown as string, partyId: 'q' }),
      null as unknown as Due,
    ];
    const report = agingReport(odd, TODAY);
    expect(report.totals).toEqual(figures({ over90Cents: 800, days1to30Cents: 5, totalCents: 805 }));
    expect(report.rows.map((r) => [r.partyId, r.partyName, r.oldestDueDate])).toEqual([
      ['c1', 'Cliente Uno S.L.', null],
      ['q', '', '2026-06-01'],
    ]);
  });

  it('refuses a today that is not a date', () => {
    expect(() => agingReport([], '2026-06-31')).toThrow(RangeError);
  });

  it('the totals are the sum of the rows, column by column', () => {
    const dues = Array.from({ length: 60 }, (_, i) =>
      c1(`2026-0${1 + (i % 7)}-${String(1 + ((i * 7) % 28)).padStart(2, '0')}`, (i % 5 === 0 ? -1 : 1) * (i * 37 + 1), {
        partyId: `p${i % 4}`,
        partyName: `P${i % 4}`,
      }),
    );
    const report = agingReport(dues, TODAY);
    for (const column of Object.keys(report.totals) as (keyof AgingFigures)[]) {
      expect(report.rows.reduce((s, r) => s + r[column], 0)).toBe(report.totals[column]);
    }
    for (const r of report.rows) {
      expect(r.notDueCents + r.days1to30Cents + r.days31to60Cents + r.days61to90Cents + r.over90Cents + r.creditCents).toBe(r.totalCents);
    }
  });
});
