import { describe, expect, it } from 'vitest';
import { computeIvaIncludedTotals, splitGrossCents } from '../ivaIncluded';
import { counterUnitPriceCents, grossPriceCents, netOfRetailCents, storedCounterPriceCents } from './counterPrice';

describe('a PVP IVA included splits into base and cuota exactly (hand-computed)', () => {
  // 1495 × 100 / 121 = 1235,537… → 1236, cuota 259; / 110 = 1359,09… → 1359, cuota 136; / 104 = 1437,5 → 1438 (half away), cuota 57.
  it.each([
    [1495, 21, 1236, 259],
    [1495, 10, 1359, 136],
    [1495, 4, 1438, 57],
    [1495, 0, 1495, 0],
    [100, 21, 83, 17],
    [1, 21, 1, 0],
  ])('%i cents at %i %% → base %i + cuota %i', (gross, rate, base, vat) => {
    expect(splitGrossCents(gross, rate)).toEqual({ baseCents: base, vatCents: vat });
    expect(base + vat).toBe(gross);
    expect(netOfRetailCents(gross, rate)).toBe(base);
  });

  it('a ticket of one 14,95 € PVP product totals 14,95 € at every rate', () => {
    for (const vatRate of [21, 10, 4]) {
      const t = computeIvaIncludedTotals([{ quantity: 1, unitPriceCents: 1495, vatRate }]);
      expect(t.totalCents).toBe(1495);
      expect(t.baseCents + t.vatCents).toBe(1495);
    }
  });

  it('three of them at 21 %: 44,85 € = 37,07 € + 7,78 € (split once on the group)', () => {
    const t = computeIvaIncludedTotals([{ quantity: 3, unitPriceCents: 1495, vatRate: 21 }]);
    expect(t).toMatchObject({ totalCents: 4485, baseCents: 3707, vatCents: 778 });
  });
});

describe('discounts on a PVP line round the gross to the cent, half away from zero', () => {
  it.each([
    // 1495 × 0,9 = 1345,5 → 1346; 1495 × 0,875 = 1308,125 → 1308; 1495 × 0,5 = 747,5 → 748; 100 % → 0.
    [1, 1495, 10, 1346],
    [1, 1495, 12.5, 1308],
    [1, 1495, 50, 748],
    [1, 1495, 100, 0],
    [2, 1495, 10, 2691],
    [1.5, 999, 33.33, 999],
  ])('%d × %i cents less %d %% = %i cents', (quantity, unitPriceCents, discountPct, gross) => {
    expect(computeIvaIncludedTotals([{ quantity, unitPriceCents, discountPct, vatRate: 21 }]).totalCents).toBe(gross);
  });
});

describe('counterUnitPriceCents: the PVP when there is one, else the net price plus VAT', () => {
  it.each([
    ['a PVP', { salePriceCents: 1236, retailPriceCents: 1495, vatRate: 21 }, 1495],
    ['a PVP of 0', { salePriceCents: 0, retailPriceCents: 0, vatRate: 21 }, 0],
    ['no PVP (null)', { salePriceCents: 1236, retailPriceCents: null, vatRate: 21 }, 1496],
    ['no PVP (absent)', { salePriceCents: 100, vatRate: 21 }, 121],
    ['no PVP, 10 %', { salePriceCents: 5, vatRate: 10 }, 6],
  ])('%s', (_what, product, cents) => {
    expect(counterUnitPriceCents(product)).toBe(cents);
  });

  it('grossPriceCents rounds half away from zero', () => {
    expect(grossPriceCents(100, 21)).toBe(121);
    expect(grossPriceCents(5, 10)).toBe(6);
  });

  it.each([
    ['a PVP', { salePriceCents: 1236, retailPriceCents: 1495, vatRate: 21 }, 1495],
    ['no PVP', { salePriceCents: 100, retailPriceCents: null, vatRate: 21 }, 121],
    ['a PVP as text is no PVP', { salePriceCents: 100, retailPriceCents: '1495', vatRate: 21 }, 121],
    ['a fractional PVP is no PVP', { salePriceCents: 100, retailPriceCents: 14.95, vatRate: 21 }, 121],
    ['a negative PVP is no PVP', { salePriceCents: 100, retailPriceCents: -1, vatRate: 21 }, 121],
    ['nothing usable', {}, 0],
  ])('storedCounterPriceCents: %s', (_what, stored, cents) => {
    expect(storedCounterPriceCents(stored)).toBe(cents);
  });
});
