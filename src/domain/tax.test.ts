import { describe, expect, it } from 'vitest';
import { EXEMPTION_CODES, EXEMPTION_REASONS, isExemptionCode, isIrpfRate, isVatRate, recargoRateFor } from './tax';

describe('recargoRateFor', () => {
  it.each([
    [21, 5.2],
    [10, 1.4],
    [4, 0.5],
    [0, 0],
    [7, 0],
  ])('pairs VAT %d % with recargo %d %', (vat, recargo) => {
    expect(recargoRateFor(vat)).toBe(recargo);
  });
});

describe('EXEMPTION_REASONS', () => {
  it.each(EXEMPTION_CODES.map((code) => [code]))('gives %s a legend citing the Ley 37/1992', (code) => {
    expect(EXEMPTION_REASONS[code]).toMatch(/Ley 37\/1992/);
  });

  it.each([
    ['E1', 'artículo 20 '],
    ['E2', 'artículo 21 '],
    ['E3', 'artículo 22 '],
    ['E4', 'artículos 23 y 24 '],
    ['E5', 'artículo 25 '],
  ] as const)('cites for %s the %s', (code, article) => {
    expect(EXEMPTION_REASONS[code]).toContain(article);
  });
});

describe('type guards', () => {
  it.each([
    [isVatRate, 21, true],
    [isVatRate, 0, true],
    [isVatRate, 7, false],
    [isVatRate, '21', false],
    [isExemptionCode, 'E5', true],
    [isExemptionCode, 'E7', false],
    [isExemptionCode, '', false],
    [isIrpfRate, 15, true],
    [isIrpfRate, 19, true],
    [isIrpfRate, 24, false],
  ])('%o(%j) → %s', (guard, value, expected) => {
    expect(guard(value)).toBe(expected);
  });
});
