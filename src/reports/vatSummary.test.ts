import { describe, expect, it } from 'vitest';
import { figures, group, invoice, PURCHASES, SALES, SUBSTITUTION } from './reportFixtures.test-data';
import type { ReportInvoice } from './reportModel';
import { addToVatSummary, emptyVatSummary, form303, type Form303, type Row303 } from './vatSummary';

function fold(invoices: ReportInvoice[], pageSize = 2) {
  const summary = emptyVatSummary();
  for (let i = 0; i < invoices.length; i += pageSize) for (const inv of invoices.slice(i, i + pageSize)) addToVatSummary(summary, inv);
  return summary;
}

/** Every box of the form with its amount: { '07': 50506, '09': 10606, … } (bases under the base box, cuotas under the quota box). */
function boxesOf(form: Form303): Record<string, number> {
  const out: Record<string, number> = {};
  const put = (r: Row303) => {
    if (r.boxes.base && r.baseCents !== null) out[r.boxes.base] = (out[r.boxes.base] ?? 0) + r.baseCents;
    if (r.boxes.quota && r.quotaCents !== null) out[r.boxes.quota] = (out[r.boxes.quota] ?? 0) + r.quotaCents;
  };
  [...form.accrued, ...form.deductible, form.result, ...form.info].forEach(put);
  return out;
}

const inQuarter = (list: ReportInvoice[], from: string, to: string) => list.filter((i) => i.taxDate >= from && i.taxDate <= to);
type Draft = Omit<Parameters<typeof invoice>[0], 'date'> & { date?: string };
const sale = (p: Draft) => invoice({ ...p, date: p.date ?? '2026-05-01' });
const purchase = (p: Draft) => invoice({ kind: 'input', ...p, date: p.date ?? '2026-05-01' });

/** The boxes that are always on the form with nothing in them. */
const EMPTY = {
  '14': 0,
  '15': 0,
  '25': 0,
  '26': 0,
  '27': 0,
  '28': 0,
  '29': 0,
  '30': 0,
  '31': 0,
  '40': 0,
  '41': 0,
  '45': 0,
  '46': 0,
  '59': 0,
  '60': 0,
  '120': 0,
};

describe('modelo 303 from the quarter’s invoices', () => {
  it('lays the second quarter out box by box (hand-checked)', () => {
    const q2 = [...inQuarter(SALES, '2026-04-01', '2026-06-30'), ...inQuarter(PURCHASES, '2026-04-01', '2026-06-30')];
    const s = fold(q2);
    expect(s.invoices).toEqual({ issued: 3, received: 2 });
    // Ordinary sales B (21 % 500,00 / 105,00 + RE 5,2 % 26,00; 4 % 100,00 / 4,00 + RE 0,5 % 0,50) and D (21 % 5,06 / 1,06; E5 3.000,00).
    // The rectificativa C (21 % −100,00 / −21,00) goes to [14]/[15], not into the 21 % line (LIVA art. 89; 303 instructions).
    // [27] = 4,00 + 106,06 − 21,00 + 0,50 + 26,00 = 115,56. Purchases P3 + P2: 4.967,05 / 1.043,08 in [28]/[29].
    // [46] = 115,56 − 1.043,08 = −927,52. E5 (intra-EU supply) goes only to [59].
    expect(boxesOf(form303(s, 2026))).toEqual({
      ...EMPTY,
      '01': 10000,
      '03': 400,
      '07': 50506,
      '09': 10606,
      '14': -10000,
      '15': -2100,
      '168': 10000,
      '170': 50,
      '22': 50000,
      '24': 2600,
      '27': 11556,
      '28': 496705,
      '29': 104308,
      '45': 104308,
      '46': -92752,
      '59': 300000,
    });
  });

  it('shows the rate in each rate line and keeps the form’s order (0 %, 4 %, 10 %, 21 %; RE 1,75 %, 0,5 %, 1,4 %, 5,2 %)', () => {
    const s = fold([
      sale({
        id: '1',
        numberText: '1',
        breakdown: [group(21, 1000, 210, [5.2, 52]), group(10, 1000, 100, [1.4, 14]), group(4, 1000, 40, [0.5, 5]), group(0, 1000, 0)],
      }),
      sale({ id: '2', numberText: '2', breakdown: [group(21, 1000, 210, [1.75, 18])] }),
    ]);
    const f = form303(s, 2026);
    expect(f.accrued.map((r) => [r.concept, r.rate, r.boxes.base, r.boxes.rate, r.boxes.quota])).toEqual([
      ['accrued', 0, '150', '151', '152'],
      ['accrued', 4, '01', '02', '03'],
      ['accrued', 10, '04', '05', '06'],
      ['accrued', 21, '07', '08', '09'],
      ['accruedModification', null, '14', null, '15'],
      ['recargo', 1.75, '156', '157', '158'],
      ['recargo', 0.5, '168', '169', '170'],
      ['recargo', 1.4, '19', '20', '21'],
      ['recargo', 5.2, '22', '23', '24'],
      ['recargoModification', null, '25', null, '26'],
      ['accruedTotal', null, null, null, '27'],
    ]);
  });

  it.each([
    // The 0,5 % recargo (LIVA art. 161, with the 4 % rate) goes where the AEAT design of the period puts it
    // (DR303 designs as kept in OCA/l10n-spain l10n_es_aeat_mod303/data): [16]–[18] in the 2023 design
    // (to 3T 2024); [168]–[170] from 4T 2024 (design 2024-10 maps 0,5 % there, and [17] is fixed at 1 %),
    // in 4T 2025 (design 2025) and in 2026.
    [2024, 3, { '16': 10000, '18': 50 }, '168'],
    [2024, 4, { '168': 10000, '170': 50 }, '16'],
    [2025, 2, { '168': 10000, '170': 50 }, '16'],
    [2026, 1, { '168': 10000, '170': 50 }, '16'],
  ] as const)('puts the recargo at 0,5 %% of %i Q%i in its design’s boxes', (year, quarter, expected, absent) => {
    const s = fold([sale({ id: 'x', numberText: 'x', breakdown: [group(4, 10000, 400, [0.5, 50])] })]);
    const b = boxesOf(form303(s, year, quarter));
    expect(b).toMatchObject({ ...expected, '01': 10000, '03': 400, '27': 450 });
    expect(b[absent] ?? 0).toBe(0);
  });

  it('services to a business in another member state (N2 to an EU party) go to [59], not [120] (LIVA art. 69.Uno.1º)', () => {
    // N2 to Germany 300,00 € → [59]; N2 to the US 50,00 € → [120]; E5 to France 500,00 € → [59]: [59] = 800,00 €.
    const s = fold([
      sale({ id: 'de', numberText: 'de', partyCountryCode: 'DE', breakdown: [group(0, 30000, 0, [0, 0], 'N2')] }),
      sale({ id: 'us', numberText: 'us', partyCountryCode: 'US', breakdown: [group(0, 5000, 0, [0, 0], 'N2')] }),
      sale({ id: 'fr', numberText: 'fr', partyCountryCode: 'FR', breakdown: [group(0, 50000, 0, [0, 0], 'E5')] }),
    ]);
    const b = boxesOf(form303(s, 2026, 1));
    expect([b['59'], b['120']]).toEqual([80000, 5000]);
  });

  it.each<[string, ReportInvoice[], Record<string, number>]>([
    [
      // Tobacco: 21 % 1.000,00 / 210,00 with recargo 1,75 % = 17,50 (LIVA art. 161) → [07]/[09] and [156]/[158].
      'recargo on tobacco (1,75 %) in [156]/[158]',
      [sale({ id: 't', numberText: 't', breakdown: [group(21, 100000, 21000, [1.75, 1750])] })],
      { '07': 100000, '09': 21000, '156': 100000, '158': 1750, '27': 22750, '46': 22750 },
    ],
    [
      // A bare 0 % line (no cause: the temporary 0 % rate of RDL 20/2022): sujeta, cuota 0 → [150]/[152].
      'a sale at 0 % without a cause in [150]/[152]',
      [sale({ id: 'z', numberText: 'z', breakdown: [group(0, 50000, 0)] })],
      { '150': 50000, '152': 0 },
    ],
    [
      // A rectificativa with recargo: base −100,00, IVA −21,00, RE −5,20 → [14]/[15] and [25]/[26] (LIVA art. 89).
      'a sales rectificativa with recargo in [14]/[15] and [25]/[26]',
      [sale({ id: 'r', numberText: 'r', rectificativa: true, rectificationMode: 'difference', breakdown: [group(21, -10000, -2100, [5.2, -520])] })],
      { '14': -10000, '15': -2100, '25': -10000, '26': -520, '27': -2620, '46': -2620 },
    ],
    [
      // Exports (E2, art. 21) and assimilated (E3, art. 22) → [60]; intra-EU supplies (E5, art. 25) → [59];
      // not subject by place-of-supply rules (N2) → [120]. None of them adds a cuota.
      'sales without VAT in the additional-information boxes',
      [
        sale({
          id: 'e',
          numberText: 'e',
          breakdown: [
            group(0, 50000, 0, [0, 0], 'E2'),
            group(0, 20000, 0, [0, 0], 'E3'),
            group(0, 30000, 0, [0, 0], 'N2'),
            group(0, 7000, 0, [0, 0], 'E5'),
          ],
        }),
      ],
      { '60': 70000, '120': 30000, '59': 7000 },
    ],
    [
      // Bienes de inversión (LIVA art. 108): 10.000,00 / 2.100,00 → [30]/[31]; a current purchase 100,00 / 21,00 → [28]/[29].
      'investment goods in [30]/[31], current goods in [28]/[29]',
      [
        purchase({ id: 'i', numberText: 'i', investmentGoods: true, breakdown: [group(21, 1000000, 210000)] }),
        purchase({ id: 'c', numberText: 'c', breakdown: [group(21, 10000, 2100)] }),
      ],
      { '28': 10000, '29': 2100, '30': 1000000, '31': 210000, '45': 212100, '46': -212100 },
    ],
    [
      // A received rectificativa lowering a deduction (LIVA art. 114; 303 "rectificación de deducciones"): −200,00 / −42,00.
      'a received rectificativa in [40]/[41], not netted into [28]/[29]',
      [
        purchase({ id: 'p', numberText: 'p', breakdown: [group(21, 100000, 21000)] }),
        purchase({ id: 'pr', numberText: 'pr', rectificativa: true, rectificationMode: 'difference', breakdown: [group(21, -20000, -4200)] }),
      ],
      { '28': 100000, '29': 21000, '40': -20000, '41': -4200, '45': 16800, '46': -16800 },
    ],
    [
      // Recargo borne on a purchase is not deductible (LIVA art. 154.3): only the IVA 21,00 goes to [29].
      'recargo borne on a purchase is not deducted',
      [purchase({ id: 'pre', numberText: 'pre', breakdown: [group(21, 10000, 2100, [5.2, 520])] })],
      { '28': 10000, '29': 2100, '45': 2100, '46': -2100 },
    ],
  ])('%s', (_name, invoices, expected) => {
    expect(boxesOf(form303(fold(invoices), 2026))).toEqual({ ...EMPTY, ...expected });
  });

  it('lists apart what the form needs but the invoices do not carry: intra-EU acquisitions, imports, purchases and sales without VAT', () => {
    const s = fold([
      purchase({ id: 'de', numberText: 'de', partyCountryCode: 'DE', breakdown: [group(0, 100000, 0)] }),
      purchase({ id: 'cn', numberText: 'cn', partyCountryCode: 'CN', breakdown: [group(0, 40000, 0)] }),
      purchase({ id: 'ins', numberText: 'ins', breakdown: [group(0, 30000, 0, [0, 0], 'E1')] }),
      // A vendor abroad that charges Spanish VAT (registered in Spain) is an interior purchase: [28]/[29].
      purchase({ id: 'fr', numberText: 'fr', partyCountryCode: 'FR', breakdown: [group(21, 10000, 2100)] }),
      sale({ id: 'ex', numberText: 'ex', breakdown: [group(0, 5000, 0, [0, 0], 'E1'), group(0, 600, 0, [0, 0], 'N1')] }),
    ]);
    const f = form303(s, 2026);
    expect(f.outside.map((r) => [r.concept, r.cause, r.baseCents])).toEqual([
      ['salesWithoutBox', 'E1', 5000],
      ['salesWithoutBox', 'N1', 600],
      ['intraEuAcquisitions', null, 100000],
      ['imports', null, 40000],
      ['purchasesWithoutVat', null, 30000],
    ]);
    expect(boxesOf(f)).toEqual({ ...EMPTY, '28': 10000, '29': 2100, '45': 2100, '46': -2100 });
  });

  describe('substitutions take out the figures they replaced as they then stood (item 7)', () => {
    // O: 1.000,00 / 210,00 (1T). D: by difference −100,00 / −21,00 (1T). The invoice then stands at 900,00 / 189,00.
    const O = sale({ id: 'O', numberText: 'F-1', date: '2026-02-01', taxDate: '2026-02-01', breakdown: [group(21, 100000, 21000)] });
    const D = sale({
      id: 'D',
      numberText: 'R-1',
      date: '2026-03-01',
      taxDate: '2026-03-01',
      rectificativa: true,
      rectificationMode: 'difference',
      breakdown: [group(21, -10000, -2100)],
    });
    // S: substitution to 800,00 / 168,00 (2T), storing what it replaced: 900,00 / 189,00 → [14]/[15] −100,00 / −21,00.
    const substitution = { date: '2026-04-10', rectificativa: true, rectificationMode: 'substitution' as const };
    const S = sale({
      ...substitution,
      id: 'S',
      numberText: 'R-2',
      breakdown: [group(21, 80000, 16800)],
      replaced: figures('F-1', [group(21, 90000, 18900)]),
    });
    // S1 replaces O (1.000,00 → 900,00); S2 replaces S1 as it stood (900,00 → 800,00): −100,00 each, not −200,00 for S2.
    const S1 = sale({
      ...substitution,
      id: 'S1',
      numberText: 'R-3',
      breakdown: [group(21, 90000, 18900)],
      replaced: figures('F-1', [group(21, 100000, 21000)]),
    });
    const S2 = sale({
      ...substitution,
      id: 'S2',
      numberText: 'R-4',
      breakdown: [group(21, 80000, 16800)],
      replaced: figures('R-3', [group(21, 90000, 18900)]),
    });

    it.each([
      [
        'a difference then a substitution',
        [O, D, S],
        [
          [-10000, -2100],
          [-10000, -2100],
        ],
      ],
      [
        'two substitutions',
        [O, S1, S2],
        [
          [-10000, -2100],
          [-10000, -2100],
        ],
      ],
    ])('%s: each rectificativa adds −100,00 / −21,00 and the year ends at the final 800,00 / 168,00', (_n, [o, r1, r2]) => {
      const [first, second] = [r1!, r2!].map((r) => {
        const f = form303(fold([r]), 2026);
        return [
          f.accrued.find((x) => x.concept === 'accruedModification')!.baseCents,
          f.accrued.find((x) => x.concept === 'accruedModification')!.quotaCents,
        ];
      });
      expect([first, second]).toEqual([
        [-10000, -2100],
        [-10000, -2100],
      ]);
      const year = boxesOf(form303(fold([o!, r1!, r2!]), 2026));
      expect([year['07']! + year['14']!, year['09']! + year['15']!]).toEqual([80000, 16800]);
    });

    it('the fixture substitution (1.210,00 → 968,00) gives −200,00 / −42,00', () => {
      expect(boxesOf(form303(fold([SUBSTITUTION]), 2026))).toMatchObject({ '14': -20000, '15': -4200, '27': -4200 });
    });
  });

  it('gives the same figures whatever the page size (it folds page by page)', () => {
    const all = [...SALES, ...PURCHASES, SUBSTITUTION];
    expect(fold(all, 1)).toEqual(fold(all, 500));
  });

  it('matches the sum of the invoices it summarises: [27] + [45] reconcile with the invoices’ cuotas', () => {
    const all = [...SALES, ...PURCHASES];
    const b = boxesOf(form303(fold(all), 2026));
    const sum = (list: ReportInvoice[], k: 'vatCents' | 'recargoCents') => list.reduce((a, i) => a + i[k], 0);
    expect(b['27']).toBe(sum(SALES, 'vatCents') + sum(SALES, 'recargoCents'));
    expect(b['45']).toBe(sum(PURCHASES, 'vatCents'));
    expect(b['46']).toBe(b['27']! - b['45']!);
  });

  it('is all zeros with no invoices', () => {
    expect(boxesOf(form303(emptyVatSummary(), 2026))).toEqual(EMPTY);
  });
});
