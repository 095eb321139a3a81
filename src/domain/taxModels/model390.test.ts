import { describe, expect, it } from 'vitest';
import { addToModel303, carriedCompensation, emptyModel303Sums, model303Boxes, type Model303Sums } from './model303';
import { model390 } from './model390';
import { invoice, quarterOne } from './taxModels.test-data';
import type { Model303Boxes, TaxQuarter } from './types';

/** A year: Q1 the mixed quarter; Q2 one sale; Q3 one purchase; Q4 a sale and a 10 % sale. */
function year2026() {
  const byQuarter: Record<TaxQuarter, ReturnType<typeof quarterOne>> = {
    1: quarterOne(2026, '02'),
    // 2.000,00 € at 21 % → 420,00 €
    2: [invoice({ kind: 'output', date: '2026-05-10', base: 200000, rate: 21, vat: 42000 })],
    // purchase 500,00 € at 21 % → 105,00 €
    3: [invoice({ kind: 'input', date: '2026-08-10', base: 50000, rate: 21, vat: 10500 })],
    // 300,00 € at 10 % → 30,00 €; 100,00 € at 21 % → 21,00 €
    4: [
      invoice({ kind: 'output', date: '2026-11-10', base: 30000, rate: 10, vat: 3000 }),
      invoice({ kind: 'output', date: '2026-12-10', base: 10000, rate: 21, vat: 2100 }),
    ],
  };
  const year: Model303Sums = emptyModel303Sums();
  const quarters: Model303Boxes[] = [];
  let pending = 1000; // 10,00 € carried from 2025
  for (const q of [1, 2, 3, 4] as TaxQuarter[]) {
    const s = emptyModel303Sums();
    for (const i of byQuarter[q]) {
      addToModel303(s, i);
      addToModel303(year, i);
    }
    const r = model303Boxes(s, 2026, q, { pendingCompensationCents: pending });
    quarters.push(r);
    pending = carriedCompensation(r);
  }
  return { year, quarters };
}

describe('model390: the year from the four quarters (LIVA art. 71.4 RIVA; Orden HAC/27/2026)', () => {
  const { year, quarters } = year2026();
  const r = model390(2026, year, quarters).boxes;
  const sum = (box: string) => quarters.reduce((a, q) => a + (q.boxes[box] ?? 0), 0);

  it('the quarters settle as worked by hand', () => {
    // Q1: [46] −75,00; 10,00 pending stays → C, carries 85,00. Q2: [46] 420,00, applies 85,00 → [71] 335,00.
    // Q3: [46] −105,00 → C. Q4: [46] 51,00, applies 51,00 of the 105,00 → [71] 0, [87] 54,00.
    expect(quarters.map((q) => [q.boxes['46'], q.boxes['78'], q.boxes['87'], q.resultCents, q.resultType])).toEqual([
      [-7500, 0, 1000, -7500, 'C'],
      [42000, 8500, 0, 33500, 'I'],
      [-10500, 0, 0, -10500, 'C'],
      [5100, 5100, 5400, 0, 'N'],
    ]);
  });

  it.each([
    // 390 box, 303 box summed over the four quarters
    ['05', '07'],
    ['06', '09'],
    ['01', '01'],
    ['02', '03'],
    ['03', '04'],
    ['04', '06'],
    ['35', '168'],
    ['36', '170'],
    ['27', '12'],
    ['28', '13'],
    ['47', '27'],
    ['64', '45'],
    ['65', '46'],
    ['50', '30'],
    ['51', '31'],
    ['103', '59'],
    ['104', '60'],
  ])('[%s] of the 390 = the sum of the quarters’ [%s]', (box390, box303) => {
    expect(r[box390]).toBe(sum(box303));
  });

  it.each([
    // Sales at 21 %: 1.000,00 + 2.000,00 + 100,00 = 3.100,00 €; cuota 210,00 + 420,00 + 21,00 = 651,00 €
    ['05', 310000],
    ['06', 65100],
    // 10 %: 300,00 € → 30,00 €
    ['03', 30000],
    ['04', 3000],
    // Intra-EU goods (Italy) 600,00 € at 21 % → [25]/[26]; services (Ireland) 100,00 € → [551]/[552]
    ['25', 60000],
    ['26', 12600],
    ['551', 10000],
    ['552', 2100],
    // their sum equals the quarters' [10]/[11]
    ['33', 100000 + 20000 + 200000 + 30000 + 10000 + 60000 + 10000 + 20000],
    // Deducible current at 21 %: 400,00 + reverse charge 200,00 + Q3 500,00 = 1.100,00 € / 231,00 €
    ['605', 110000],
    ['606', 23100],
    ['48', 110000],
    ['49', 23100],
    // Intra-EU goods deducible 600,00 € / 126,00 € ([629]/[630]), services 100,00 € / 21,00 € ([637]/[638])
    ['629', 60000],
    ['630', 12600],
    ['637', 10000],
    ['638', 2100],
    // [65] = −75 + 420 − 105 + 51 = 291,00 €
    ['65', 29100],
    ['84', 29100],
    // [85]: of the 10,00 € from 2025, applied in the year (85,00 + 51,00 applied) → 10,00 €
    ['85', 1000],
    ['86', 28100],
    // [95]: positive results 335,00 €; [97]/[98]: Q4 is zero; [662]: 54,00 € still pending
    ['95', 33500],
    ['97', 0],
    ['98', 0],
    ['662', 5400],
    // Volume: régimen general 1.000 + 200 + 2.000 + 300 + 100 = 3.600,00 €; [103] 800,00; [104] 80,00; [110] 50,00
    ['99', 360000],
    ['103', 80000],
    ['104', 8000],
    ['110', 5000],
    ['108', 360000 + 80000 + 8000 + 5000],
  ])('[%s] = %i', (box, cents) => {
    expect(r[box]).toBe(cents);
  });

  it('[21]/[22] + [545]… and [33] reconcile with the 303: [11] + [13] + rate cuotas = [34]', () => {
    const rateQuotas = sum('03') + sum('06') + sum('09');
    expect(r['34']).toBe(rateQuotas + sum('11') + sum('13') + sum('15'));
  });

  it('refuses anything but the four quarters of the year', () => {
    expect(() => model390(2026, year, quarters.slice(0, 3))).toThrow('model390NeedsFourQuarters');
    expect(() => model390(2025, year, quarters)).toThrow('model390WrongYear');
  });
});

describe('model390: a 0 % purchase has no deductible line', () => {
  it('stays in the total [48] and fails nothing', () => {
    // Purchase at 0 % (no cause), 100,00 €, cuota 0: [48] 100,00 €, [49] 0; no per-rate box.
    const s = emptyModel303Sums();
    addToModel303(s, invoice({ kind: 'input', date: '2026-02-01', base: 10000, rate: 0, vat: 0 }));
    const quarters = ([1, 2, 3, 4] as TaxQuarter[]).map((q) =>
      model303Boxes(q === 1 ? s : emptyModel303Sums(), 2026, q, { pendingCompensationCents: 0 }),
    );
    const r = model390(2026, s, quarters).boxes;
    expect([r['48'], r['49'], r['190'], r['605']]).toEqual([10000, 0, undefined, undefined]);
  });
});

// Since the 2021 design the volume of operations keeps apart [110] operations not subject by the
// place-of-supply rules (the 303's [120]) and [125] operations subject with reverse charge, the
// customer liable (LIVA art. 84.Uno.2º; the 303's [122]); [108] adds both.
describe('model390: [110] and [125] apart', () => {
  it('a domestic reverse-charge sale goes to [125], a sale not subject by place of supply to [110], both in [108]', () => {
    const { year, quarters } = year2026();
    const base = model390(2026, year, quarters).boxes;
    // 700,00 € sold with reverse charge (e.g. scrap, LIVA art. 84.Uno.2º.c) and 50,00 € not subject, added to the year.
    const withBoth = {
      ...year,
      salesReverseChargeCents: year.salesReverseChargeCents + 70000,
      notSubjectByLocationCents: year.notSubjectByLocationCents + 5000,
    };
    const r = model390(2026, withBoth, quarters).boxes;
    expect(r['125']).toBe((base['125'] ?? 0) + 70000);
    expect(r['110']).toBe((base['110'] ?? 0) + 5000);
    expect(r['108']).toBe((base['108'] ?? 0) + 75000);
  });
});
