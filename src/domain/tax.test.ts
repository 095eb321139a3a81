import { describe, expect, it } from 'vitest';
import {
  EXEMPTION_CODES,
  EXEMPTION_REASONS,
  NOT_SUBJECT_REASONS,
  isExemptionCode,
  isIrpfRate,
  isNotSubjectCode,
  isTaxCause,
  isVatRate,
  recargoRateFor,
} from './tax';

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

  // LIVA art. 161.1: "tratándose de las entregas de labores del tabaco, el recargo será del 1,75 por ciento".
  it('gives tobacco at 21 % a recargo of 1,75 % and leaves other rates alone', () => {
    expect(recargoRateFor(21, true)).toBe(1.75);
    expect(recargoRateFor(10, true)).toBe(1.4);
  });
});

describe('NOT_SUBJECT_REASONS', () => {
  it('names the articles of a non-subject operation', () => {
    expect(NOT_SUBJECT_REASONS.N1).toMatch(/artículos 7 y 14/);
    expect(NOT_SUBJECT_REASONS.N2).toMatch(/localización/);
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
    [isIrpfRate, 24, true],
    [isIrpfRate, 20, false],
    [isTaxCause, 'E1', true],
    [isTaxCause, 'N1', true],
    [isTaxCause, 'N2', true],
    [isTaxCause, 'N3', false],
    [isTaxCause, null, false],
    [isNotSubjectCode, 'N2', true],
    [isNotSubjectCode, 'E1', false],
  ])('%o(%j) → %s', (guard, value, expected) => {
    expect(guard(value)).toBe(expected);
  });
});
