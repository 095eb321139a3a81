import { describe, expect, it } from 'vitest';
import { cashOverLimit, type CashPayer } from './cashLimit';

// Ley 7/2012, art. 7.Uno.1 (Ley 11/2021): "igual o superior a 1.000 euros"; 10.000 euros for an
// individual without tax domicile in Spain not acting as a business or professional.
describe('cashOverLimit', () => {
  it.each<[string, number, CashPayer, { limitCents: number } | null]>([
    ['999,99 € in cash: allowed', 99_999, 'standard', null],
    ['1.000,00 € in cash: refused (equal to the limit)', 100_000, 'standard', { limitCents: 100_000 }],
    ['1.269,29 € in cash: refused', 126_929, 'standard', { limitCents: 100_000 }],
    ['a refund of −1.000,00 €: by its absolute value', -100_000, 'standard', { limitCents: 100_000 }],
    ['a non-resident individual, 9.999,99 €: allowed', 999_999, 'nonResident', null],
    ['a non-resident individual, 10.000,00 €: refused', 1_000_000, 'nonResident', { limitCents: 1_000_000 }],
    ['a non-resident individual, 1.269,29 €: allowed', 126_929, 'nonResident', null],
    ['nothing in cash', 0, 'standard', null],
  ])('%s', (_name, cash, payer, expected) => {
    expect(cashOverLimit(cash, payer)).toEqual(expected);
  });
});
