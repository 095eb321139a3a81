import { describe, expect, it } from 'vitest';
import { addToModel303, carriedCompensation, emptyModel303Sums, inferOperation, model303Boxes, quotaAt, type Model303Settlement } from './model303';
import { designFor } from './model303Designs';
import { invoice, quarterOne, type Spec } from './taxModels.test-data';
import type { TaxQuarter } from './types';

function boxesOf(
  specs: Spec[] | ReturnType<typeof quarterOne>,
  year: number,
  quarter: TaxQuarter,
  settlement: Model303Settlement = { pendingCompensationCents: 0 },
) {
  const s = emptyModel303Sums();
  for (const x of specs) addToModel303(s, 'breakdown' in x ? x : invoice(x));
  return model303Boxes(s, year, quarter, settlement);
}

describe('designFor: the 303 design in force for each period (AEAT DR303e…, via OCA/l10n-spain data)', () => {
  it.each([
    [2023, 1, '2023'],
    [2024, 3, '2023'],
    [2024, 4, '2024-10'],
    [2025, 3, '2024-10'],
    [2025, 4, '2025'],
    [2026, 1, '2026'],
    [2027, 2, '2026'],
  ] as const)('%i Q%i is filed with the %s design', (year, quarter, design) => {
    expect(designFor(year, quarter).design).toBe(design);
  });
  it('refuses a period before 2023 (no table kept)', () => {
    expect(() => designFor(2022, 4)).toThrow('model303DesignUnknown');
  });
});

describe('recargo de equivalencia 0,5 % goes to the box of the design in force (LIVA art. 161: 0,5 % pairs with the 4 % rate)', () => {
  // Sale: base 200,00 € at 4 % → VAT 8,00 €; recargo 0,5 % → 1,00 €.
  const sale: Spec = { kind: 'output', date: '', base: 20000, rate: 4, vat: 800, recargoRate: 0.5, recargo: 100 };
  it.each([
    [2024, 3, '16', '18'],
    [2024, 4, '168', '170'],
    [2025, 4, '168', '170'],
    [2026, 1, '168', '170'],
  ] as const)('%i Q%i: base in [%s], cuota in [%s]', (year, quarter, baseBox, quotaBox) => {
    const r = boxesOf([{ ...sale, date: `${year}-${String(quarter * 3).padStart(2, '0')}-10` }], year, quarter);
    expect(r.boxes[baseBox]).toBe(20000);
    expect(r.boxes[quotaBox]).toBe(100);
    const other = baseBox === '16' ? '168' : '16';
    expect(r.boxes[other]).toBeUndefined();
    // [27] = 8,00 € IVA + 1,00 € recargo
    expect(r.boxes['27']).toBe(900);
  });
});

describe('model303Boxes: a first quarter of 2026 with every kind of operation', () => {
  const r = boxesOf(quarterOne(), 2026, 1);
  it.each([
    // Régimen general 21 %: base 1.000,00 €, tipo 21,00 %, cuota 210,00 € (LIVA art. 90)
    ['07', 100000],
    ['08', 2100],
    ['09', 21000],
    // 4 %: 200,00 € → 8,00 € (art. 91.Dos); recargo 0,5 % → 1,00 € in [168]–[170] (2026 design)
    ['01', 20000],
    ['02', 400],
    ['03', 800],
    ['168', 20000],
    ['169', 50],
    ['170', 100],
    // Intra-EU acquisitions, self-assessed at 21 % (arts. 13, 15, 84.Uno.2º, 85): goods 600,00 € + services 100,00 €
    // = 700,00 €; cuota 126,00 € + 21,00 € = 147,00 €
    ['10', 70000],
    ['11', 14700],
    // Domestic reverse charge (art. 84.Uno.2º): 200,00 € → 42,00 €
    ['12', 20000],
    ['13', 4200],
    // [27] = 210,00 + 8,00 + 1,00 + 147,00 + 42,00 = 408,00 €
    ['27', 40800],
    // Deducible, current: 400,00 € (84,00 €) + reverse charge 200,00 € (42,00 €) = 600,00 € / 126,00 €
    ['28', 60000],
    ['29', 12600],
    // Investment goods: 1.000,00 € / 210,00 €
    ['30', 100000],
    ['31', 21000],
    // Intra-EU deducible (art. 92.Uno.3º): 700,00 € / 147,00 €
    ['36', 70000],
    ['37', 14700],
    // [45] = 126,00 + 210,00 + 147,00 = 483,00 €; [46] = 408,00 − 483,00 = −75,00 €
    ['45', 48300],
    ['46', -7500],
    // [59]: E5 to France 500,00 € + services to a German business 300,00 € (art. 69.Uno.1º)
    ['59', 80000],
    // [60]: export (art. 21) 80,00 €; [120]: N2 to the US 50,00 €
    ['60', 8000],
    ['120', 5000],
    ['122', 0],
    // Result with nothing pending: [71] = [46]
    ['66', -7500],
    ['78', 0],
    ['87', 0],
    ['69', -7500],
    ['71', -7500],
  ])('[%s] = %i', (box, cents) => {
    expect(r.boxes[box]).toBe(cents);
  });
  it('is a compensar in Q1–Q3 and keeps the design of the period', () => {
    expect(r.resultType).toBe('C');
    expect(r.design).toBe('2026');
    expect(r.resultCents).toBe(-7500);
  });
  it('leaves the import out of every box (its VAT is on the DUA)', () => {
    const s = emptyModel303Sums();
    for (const x of quarterOne()) addToModel303(s, x);
    expect(s.importsCents).toBe(30000);
    expect(s.intraEuSuppliesCents).toBe(80000);
  });
});

describe('compensation of earlier quarters ([110], [78], [87]; LIVA art. 99.Cinco)', () => {
  // One sale: base 476,19 € at 21 % → cuota 100,00 € (47619 × 21 % = 9999,99 → 10000), so [46] = 100,00 €.
  const sale: Spec = { kind: 'output', date: '2026-05-10', base: 47619, rate: 21, vat: 10000 };
  it.each([
    // pending, [78], [87], [71], type
    [0, 0, 0, 10000, 'I'],
    [3000, 3000, 0, 7000, 'I'],
    [10000, 10000, 0, 0, 'N'],
    [15000, 10000, 5000, 0, 'N'],
  ] as const)('with %i pending: [78] %i, [87] %i, [71] %i (%s)', (pending, applied, left, result, type) => {
    const r = boxesOf([sale], 2026, 2, { pendingCompensationCents: pending });
    expect(r.boxes['46']).toBe(10000);
    expect(r.boxes['110']).toBe(pending);
    expect(r.boxes['78']).toBe(applied);
    expect(r.boxes['87']).toBe(left);
    expect(r.boxes['71']).toBe(result);
    expect(r.resultType).toBe(type);
    expect(carriedCompensation(r)).toBe(left);
  });
  it('a negative quarter applies nothing and carries its own result too', () => {
    // Purchase 100,00 € + 21,00 €; [46] = −21,00 €; 20,00 € pending stays; next quarter starts with 41,00 €.
    const r = boxesOf([{ kind: 'input', date: '2026-08-01', base: 10000, rate: 21, vat: 2100 }], 2026, 3, { pendingCompensationCents: 2000 });
    expect(r.boxes['78']).toBe(0);
    expect(r.boxes['87']).toBe(2000);
    expect(r.boxes['71']).toBe(-2100);
    expect(carriedCompensation(r)).toBe(4100);
  });
  it('Q4: a negative result is a devolver unless the user carries it', () => {
    const purchase: Spec = { kind: 'input', date: '2026-11-01', base: 10000, rate: 21, vat: 2100 };
    expect(boxesOf([purchase], 2026, 4).resultType).toBe('D');
    const carried = boxesOf([purchase], 2026, 4, { pendingCompensationCents: 0, q4Refund: false });
    expect(carried.resultType).toBe('C');
    expect(carriedCompensation(carried)).toBe(2100);
  });
  it('a complementaria subtracts what was paid before ([70])', () => {
    const r = boxesOf([sale], 2026, 2, { pendingCompensationCents: 0, previousResultCents: 4000 });
    expect(r.boxes['70']).toBe(4000);
    expect(r.boxes['71']).toBe(6000);
  });
  it.each([-1, 1.5, Number.NaN])('refuses a pending amount of %s', (pending) => {
    expect(() => boxesOf([sale], 2026, 2, { pendingCompensationCents: pending })).toThrow('pendingCompensationInvalid');
  });
});

describe('modifications: rectificativas go to [14]/[15] and [40]/[41] (LIVA art. 80, RIVA art. 24)', () => {
  it('a sales rectificativa by difference', () => {
    // −100,00 € at 21 % → −21,00 €
    const r = boxesOf([{ kind: 'output', date: '2026-02-01', base: -10000, rate: 21, vat: -2100, rectificativa: true }], 2026, 1);
    expect([r.boxes['14'], r.boxes['15'], r.boxes['07'], r.boxes['27']]).toEqual([-10000, -2100, undefined, -2100]);
  });
  it('an intra-EU acquisition rectified: devengado and deducible both corrected', () => {
    // −100,00 € from Italy, self-assessed at 21 % → −21,00 € on each side; [46] = 0
    const r = boxesOf([{ kind: 'input', date: '2026-02-01', country: 'IT', base: -10000, rectificativa: true }], 2026, 1);
    expect([r.boxes['14'], r.boxes['15'], r.boxes['40'], r.boxes['41'], r.boxes['46']]).toEqual([-10000, -2100, -10000, -2100, 0]);
  });
  it('a received domestic rectificativa', () => {
    const r = boxesOf([{ kind: 'input', date: '2026-02-01', base: -5000, rate: 21, vat: -1050, rectificativa: true }], 2026, 1);
    expect([r.boxes['40'], r.boxes['41'], r.boxes['45'], r.boxes['46']]).toEqual([-5000, -1050, -1050, 1050]);
  });
});

describe('the operation of an invoice', () => {
  it.each([
    [{ kind: 'input', date: '2026-01-01', country: 'FR', base: 100 }, 'intraEuGoods'],
    [{ kind: 'input', date: '2026-01-01', country: 'FR', base: 100, rate: 20, vat: 20 }, 'domestic'],
    [{ kind: 'input', date: '2026-01-01', country: 'CN', base: 100 }, 'import'],
    [{ kind: 'input', date: '2026-01-01', base: 100, rate: 21, vat: 21 }, 'domestic'],
    [{ kind: 'input', date: '2026-01-01', country: 'FR', base: 100, operation: 'intraEuServices' }, 'intraEuServices'],
    [{ kind: 'output', date: '2026-01-01', country: 'FR', base: 100, cause: 'E5' }, 'domestic'],
  ] as [Spec, string][])('%o is %s', (spec, op) => {
    expect(inferOperation(invoice(spec))).toBe(op);
  });
  it('a self-assessed cuota uses the rate given, else 21 %', () => {
    // 123,45 € at 10 % = 12,345 → 12,35 €; at 21 % = 25,9245 → 25,92 €
    expect(quotaAt(12345, 10)).toBe(1235);
    expect(quotaAt(12345, 21)).toBe(2592);
    expect(quotaAt(-12345, 10)).toBe(-1235);
    const r = boxesOf([{ kind: 'input', date: '2026-01-05', country: 'DE', base: 12345, selfAssessedRate: 10 }], 2026, 1);
    expect([r.boxes['10'], r.boxes['11'], r.boxes['36'], r.boxes['37']]).toEqual([12345, 1235, 12345, 1235]);
  });
  it('a sale with reverse charge goes to [122] and accrues nothing', () => {
    const r = boxesOf([{ kind: 'output', date: '2026-01-05', base: 70000, operation: 'reverseCharge' }], 2026, 1);
    expect([r.boxes['122'], r.boxes['27'], r.boxes['59']]).toEqual([70000, 0, 0]);
  });
});
