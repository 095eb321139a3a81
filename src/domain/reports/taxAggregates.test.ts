/**
 * The tax aggregates are the reports' own folds, one invoice at a time: for every quarter and
 * year of the report fixtures (and a few intra-EU and cash invoices), the sum of the invoices'
 * contributions read back as the report reads it equals the fold of the invoices, to the cent;
 * and adding then taking every invoice out leaves nothing.
 */
import { describe, expect, it } from 'vitest';
import { group, invoice, PURCHASES, SALES, SUBSTITUTION } from '../../reports/reportFixtures.test-data';
import { addToModel303, emptyModel303Sums } from '../taxModels/model303';
import { addToModel349, declaredFrom, emptyModel349Sums, model349Declaration, type Model349Sums } from '../taxModels/model349';
import type { Model349Declaration, Model349Period } from '../taxModels/types';
import { addCashTo347, addLateCashTo347, addTo347, empty347, finish347 } from './operations347';
import { quarterOf, QUARTERS, type Quarter, type ReportInvoice } from './reportModel';
import {
  accumulator347Of,
  applyContribution,
  emptyTaxAggregateDocs,
  figureDifferences,
  party347Figures,
  storedParty347,
  model303SumsOf,
  model349SumsOf,
  prune,
  quarterId,
  rectifiedTaxDateFor,
  sumFigures,
  taxContributionOf,
  vatSummaryOf,
  type TaxAggregateDocs,
  type TaxAggregateInvoice,
} from './taxAggregates';
import { addToVatSummary, emptyVatSummary } from './vatSummary';

const FR = { partyId: 'c-fr', partyName: 'Client Paris SARL', partyNif: 'FR12345678901', partyCountryCode: 'FR' };
const DE = { partyId: 'v-de', partyName: 'Lieferant GmbH', partyNif: 'DE123456789', partyCountryCode: 'DE' };
const EXTRA: ReportInvoice[] = [
  // Intra-EU supply (349 E) in 1T, corrected by difference in 2T (a rectification of 1T), services (S) in 2T.
  invoice({ id: 'EU1', numberText: 'F-2026-000020', date: '2026-02-10', ...FR, breakdown: [group(0, 500000, 0, [0, 0], 'E5')] }),
  invoice({
    id: 'EU2',
    numberText: 'R-2026-000020',
    date: '2026-05-02',
    ...FR,
    rectificativa: true,
    rectificationCode: 'R1',
    rectificationMode: 'difference',
    rectifiesNumber: 'F-2026-000020',
    breakdown: [group(0, -100000, 0, [0, 0], 'E5')],
  }),
  invoice({ id: 'EU3', numberText: 'F-2026-000021', date: '2026-05-20', ...FR, breakdown: [group(0, 70000, 0, [0, 0], 'N2')] }),
  // Intra-EU acquisitions: goods (A, self-assessed at 21 %) and services (I).
  invoice({ id: 'EU4', kind: 'input', numberText: 'REG-2026-000020', date: '2026-03-03', ...DE, breakdown: [group(0, 123457, 0)] }),
  invoice({
    id: 'EU5',
    kind: 'input',
    numberText: 'REG-2026-000021',
    date: '2026-08-03',
    ...DE,
    operation: 'intraEuServices',
    breakdown: [group(0, 9999, 0)],
  }),
  // Cash: a sale of 2026 paid in cash in 2026 (over 6.000 €), one of 2025 paid in cash in 2026 (late cash).
  invoice({
    id: 'K1',
    numberText: 'F-2026-000030',
    date: '2026-06-01',
    partyId: 'c-cash',
    partyName: 'Contado S.L.',
    partyNif: 'B76543214',
    breakdown: [group(21, 600000, 126000)],
    paymentMethod: 'efectivo',
    paidDate: '2026-06-01',
  }),
  invoice({
    id: 'K0',
    numberText: 'F-2025-000099',
    date: '2025-12-20',
    partyId: 'c-cash',
    partyName: 'Contado S.L.',
    partyNif: 'B76543214',
    breakdown: [group(21, 700000, 147000)],
    paymentMethod: 'efectivo',
    paidDate: '2026-01-10',
  }),
  // A ticket with no client: left out of the 347 as unidentified; a premises rental withheld (purchase).
  invoice({ id: 'T1', numberText: 'T-2026-000001', date: '2026-07-07', partyId: '', partyName: '', breakdown: [group(21, 1000, 210)] }),
  invoice({
    id: 'R1',
    kind: 'input',
    numberText: 'REG-2026-000030',
    date: '2026-07-01',
    partyId: 'v-rent',
    partyName: 'Locales S.A.',
    partyNif: 'A33333333',
    premisesRental: true,
    irpfRate: 19,
    irpfCents: 19000,
    breakdown: [group(21, 100000, 21000)],
  }),
];
const ALL: ReportInvoice[] = [...SALES, ...PURCHASES, SUBSTITUTION, ...EXTRA];

/** The 349 screen's way of dating a corrected invoice: by its number among the year's invoices read so far. */
function withRectifiedDates(invoices: ReportInvoice[]): TaxAggregateInvoice[] {
  const byNumber = new Map(invoices.map((i) => [`${i.kind}|${i.numberText}`, i]));
  return invoices.map((i) => {
    const original = i.rectifiesNumber ? byNumber.get(`${i.kind}|${i.rectifiesNumber}`) : undefined;
    return { ...i, rectifiedTaxDate: rectifiedTaxDateFor(i, original && { state: 'emitida', taxDate: original.taxDate, date: original.date }) };
  });
}

function aggregate(invoices: TaxAggregateInvoice[]): TaxAggregateDocs {
  const docs = emptyTaxAggregateDocs();
  for (const i of invoices) applyContribution(docs, taxContributionOf(i));
  return docs;
}

const figuresOf = (docs: TaxAggregateDocs, year: number, q: Quarter) => docs.quarters.get(quarterId(year, q))?.figures ?? {};
const inQuarter = (year: number, q: Quarter) => (i: ReportInvoice) => i.taxDate.startsWith(String(year)) && quarterOf(i.taxDate) === q;

/** The 349 screen's fold (Model349Page): the year's quarters in order, each invoice dated by number. */
function screen349(year: number, q: Quarter): Model349Declaration {
  const dates = new Map<string, string>();
  const earlier: Model349Declaration[] = [];
  const fold = (quarter: Quarter, sums: Model349Sums) => {
    for (const i of ALL.filter(inQuarter(year, quarter))) {
      dates.set(`${i.kind}|${i.numberText}`, i.taxDate);
      const rectifiedTaxDate = i.rectifiesNumber ? (dates.get(`${i.kind}|${i.rectifiesNumber}`) ?? null) : null;
      addToModel349(sums, { ...i, rectifiedTaxDate }, year, `${quarter}T` as Model349Period);
    }
  };
  for (let e = 1; e < q; e++) {
    const sums = emptyModel349Sums();
    fold(e as Quarter, sums);
    earlier.push(model349Declaration(sums, year, `${e}T` as Model349Period, declaredFrom(earlier)));
  }
  const sums = emptyModel349Sums();
  fold(q, sums);
  return model349Declaration(sums, year, `${q}T` as Model349Period, declaredFrom(earlier));
}

function aggregate349(docs: TaxAggregateDocs, year: number, q: Quarter): Model349Declaration {
  const earlier: Model349Declaration[] = [];
  for (let e = 1; e < q; e++)
    earlier.push(model349Declaration(model349SumsOf(figuresOf(docs, year, e as Quarter)), year, `${e}T` as Model349Period, declaredFrom(earlier)));
  return model349Declaration(model349SumsOf(figuresOf(docs, year, q)), year, `${q}T` as Model349Period, declaredFrom(earlier));
}

const docs = aggregate(withRectifiedDates(ALL));

describe('tax aggregates = the reports’ folds', () => {
  const periods = [2025, 2026].flatMap((year) => QUARTERS.map((q) => ({ year, q })));

  it.each(periods)('$year $q T: resumen de IVA and 303 sums', ({ year, q }) => {
    const vat = emptyVatSummary();
    const m303 = emptyModel303Sums();
    for (const i of ALL.filter(inQuarter(year, q))) {
      addToVatSummary(vat, i);
      addToModel303(m303, i);
    }
    const figures = figuresOf(docs, year, q);
    expect(vatSummaryOf(figures)).toEqual(vat);
    expect(model303SumsOf(figures)).toEqual(m303);
  });

  it('390: the year’s sums are the sum of its quarters’ figures', () => {
    const year = emptyModel303Sums();
    for (const i of ALL.filter((i) => i.taxDate.startsWith('2026'))) addToModel303(year, i);
    expect(model303SumsOf(sumFigures(QUARTERS.map((q) => figuresOf(docs, 2026, q))))).toEqual(year);
  });

  it.each(periods)('$year $q T: 349 declaration, rectifications of earlier quarters included', ({ year, q }) => {
    expect(aggregate349(docs, year, q)).toEqual(screen349(year, q));
  });

  it('the 2T 349 corrects 1T: 5.000,00 declared, 4.000,00 corrected', () => {
    const d = aggregate349(docs, 2026, 2);
    expect(d.records.find((r) => r.rectification)?.rectification).toEqual({
      year: 2026,
      period: '1T',
      correctedBaseCents: 400000,
      previouslyDeclaredCents: 500000,
    });
  });

  it.each([2025, 2026])('347 of %i: parties, quarters, exclusions, cash and late cash', (year) => {
    const fold = empty347();
    for (const i of ALL.filter((i) => i.taxDate.startsWith(String(year)))) addTo347(fold, i);
    for (const i of ALL.filter((i) => i.paidDate?.startsWith(String(year)))) addLateCashTo347(fold, i, year);
    const parties = [...docs.parties.values()].filter((p) => p.year === year).map((p) => ({ ...p, ...p.figures }));
    const acc = accumulator347Of(parties, sumFigures(QUARTERS.map((q) => figuresOf(docs, year, q))));
    for (const i of ALL.filter((i) => i.paidDate?.startsWith(String(year)) && i.paymentMethod === 'efectivo')) addCashTo347(acc, i, year);
    expect(finish347(acc)).toEqual(finish347(fold));
  });

  it('the 2026 347 declares the cash client with its cash, and its 2025 cash as a record of its own', () => {
    const acc = accumulator347Of(
      [...docs.parties.values()].filter((p) => p.year === 2026).map((p) => ({ ...p, ...p.figures })),
      sumFigures(QUARTERS.map((q) => figuresOf(docs, 2026, q))),
    );
    for (const i of ALL.filter((i) => i.paymentMethod === 'efectivo')) addCashTo347(acc, i, 2026);
    const cash = finish347(acc).clients.filter((p) => p.nif === 'B76543214');
    expect(cash.map((p) => [p.totalCents, p.cashCents, p.operationYear])).toEqual([
      [726000, 726000, undefined],
      [0, 847000, 2025],
    ]);
  });

  it('adding every invoice and taking each out again leaves no figure', () => {
    const all = withRectifiedDates(ALL);
    const d = aggregate(all);
    for (const i of all) applyContribution(d, taxContributionOf(i), -1);
    for (const q of d.quarters.values()) expect(prune(q.figures)).toEqual({});
    for (const p of d.parties.values()) expect(prune(p.figures)).toEqual({});
  });

  it('a party keeps the name of its latest invoice (by devengo, then id), whatever the order', () => {
    const alfa = (list: ReportInvoice[]) => [...aggregate(withRectifiedDates(list)).parties.values()].find((p) => p.nif === 'B12345674')?.name;
    expect(alfa(ALL)).toBe('Alfa Nueva S.L.');
    expect(alfa([...ALL].reverse())).toBe('Alfa Nueva S.L.');
  });
});

describe('rectifiedTaxDateFor: the 349 rectifies only an earlier quarter of the same year', () => {
  const rect = { rectificativa: true, rectifiesNumber: 'F-1', taxDate: '2026-05-02' };
  it.each([
    ['earlier quarter, same year', { state: 'emitida' as const, taxDate: '2026-02-10', date: '2026-02-10' }, '2026-02-10'],
    ['same quarter', { state: 'emitida' as const, taxDate: '2026-04-10', date: '2026-04-10' }, null],
    ['earlier year', { state: 'emitida' as const, taxDate: '2025-11-10', date: '2025-11-10' }, null],
    ['annulled original', { state: 'anulada' as const, taxDate: '2026-02-10', date: '2026-02-10' }, null],
    ['no original', null, null],
  ])('%s', (_, original, expected) => {
    expect(rectifiedTaxDateFor(rect, original)).toBe(expected);
  });
  it('an ordinary invoice rectifies nothing', () => {
    expect(rectifiedTaxDateFor({ ...rect, rectificativa: false }, { state: 'emitida', taxDate: '2026-02-10', date: '2026-02-10' })).toBeNull();
  });
});

describe('figureDifferences: what the rebuild’s check reports', () => {
  it('compares sums only, a missing sum being zero', () => {
    expect(
      figureDifferences(
        { vat: { accrued: { '21': { baseCents: 100, quotaCents: 21 } } }, m349: { k: { cents: 5, name: 'A' } } },
        { vat: { accrued: { '21': { baseCents: 100, quotaCents: 20 } }, importsCents: 3 }, m349: { k: { cents: 5, name: 'B' } } },
      ),
    ).toEqual([
      { path: 'vat.accrued.21.quotaCents', stored: 21, computed: 20 },
      { path: 'vat.importsCents', stored: 0, computed: 3 },
    ]);
  });
  it('a party’s stored document and its figures agree', () => {
    const d = aggregate(withRectifiedDates(ALL));
    for (const p of d.parties.values()) expect(figureDifferences(party347Figures(storedParty347(p)), p.figures)).toEqual([]);
  });
});
