import { describe, expect, it } from 'vitest';
import type { LineInput } from './documentTotals';
import { LINE_ERROR_FIELD, LINE_ERRORS, validateLine, validateTotalsOptions } from './lineValidation';
import type { ExemptionCode } from './tax';

const ok: LineInput = { quantity: 2, unitPriceCents: 1000, discountPct: 0, vatRate: 21, exemption: null };
const negative = { allowNegative: true };

describe('validateLine', () => {
  it.each<[string, Partial<LineInput>, string[]]>([
    ['a plain line', {}, []],
    ['a line with 3 decimals and a 2-decimal discount', { quantity: 0.335, discountPct: 12.5 }, []],
    ['a 100 % discount', { discountPct: 100 }, []],
    ['a 0 % line without exemption', { vatRate: 0 }, []],
    ['an exempt line at 0 %', { vatRate: 0, exemption: 'E5' }, []],
    ['a free line (price 0)', { unitPriceCents: 0 }, []],
    ['a zero quantity', { quantity: 0 }, ['quantityZero']],
    ['a quantity that is not a number', { quantity: Number.NaN }, ['quantityNotFinite']],
    ['an infinite quantity', { quantity: Number.POSITIVE_INFINITY }, ['quantityNotFinite']],
    ['a quantity with 4 decimals', { quantity: 1.0005 }, ['quantityPrecision']],
    ['a quantity from float arithmetic', { quantity: 0.1 + 0.2 }, ['quantityPrecision']],
    ['a quantity above one million', { quantity: 1_000_001 }, ['quantityRange']],
    ['a negative quantity outside a rectificativa', { quantity: -1 }, ['quantityNegative']],
    ['a price in fractions of a cent', { unitPriceCents: 33.5 }, ['priceNotInteger']],
    ['a price above ten million euros', { unitPriceCents: 1_000_000_001 }, ['priceRange']],
    ['a negative price outside a rectificativa', { unitPriceCents: -50 }, ['priceNegative']],
    ['a negative discount', { discountPct: -1 }, ['discountRange']],
    ['a discount above 100 %', { discountPct: 100.01 }, ['discountRange']],
    ['a discount with 3 decimals', { discountPct: 12.345 }, ['discountPrecision']],
    ['a VAT rate that does not exist', { vatRate: 7 }, ['vatRateInvalid']],
    ['an exemption with VAT', { exemption: 'E1' }, ['exemptionWithVat']],
    ['a not-subject cause with VAT', { exemption: 'N1' as ExemptionCode }, ['exemptionWithVat']],
    ['a not-subject line at 0 %', { vatRate: 0, exemption: 'N2' as ExemptionCode }, []],
    ['an unknown exemption code', { vatRate: 0, exemption: 'E9' as ExemptionCode }, ['exemptionInvalid']],
    ['an empty exemption code', { vatRate: 0, exemption: '' as ExemptionCode }, ['exemptionInvalid']],
    ['several problems at once', { quantity: 0, discountPct: 150, vatRate: 16 }, ['quantityZero', 'discountRange', 'vatRateInvalid']],
  ])('for %s gives %j', (_name, change, errors) => {
    expect(validateLine({ ...ok, ...change })).toEqual(errors);
  });

  it.each<[string, Partial<LineInput>]>([
    ['a negative quantity', { quantity: -2.5 }],
    ['a negative price', { unitPriceCents: -50 }],
  ])('accepts %s in a rectificativa by difference', (_name, change) => {
    expect(validateLine({ ...ok, ...change }, negative)).toEqual([]);
  });

  // RD 1619/2012 art. 6.1.j: an invoice without VAT must cite the exemption or say why it is not subject.
  it.each<[string, Partial<LineInput>, string[]]>([
    ['a bare 0 %', { vatRate: 0 }, ['zeroRateWithoutCause']],
    ['an exempt 0 %', { vatRate: 0, exemption: 'E2' }, []],
    ['a not-subject 0 %', { vatRate: 0, exemption: 'N1' as ExemptionCode }, []],
    ['21 %', {}, []],
  ])('on an invoice, for %s gives %j', (_name, change, errors) => {
    expect(validateLine({ ...ok, ...change }, { allowNegative: false, requireCause: true })).toEqual(errors);
  });

  it('names a field for every error code', () => {
    expect(Object.keys(LINE_ERROR_FIELD).sort()).toEqual([...LINE_ERRORS].sort());
  });
});

describe('validateTotalsOptions', () => {
  it.each([
    [0, []],
    [15, []],
    [7, []],
    [24, []],
    [20, ['irpfRateInvalid']],
    [-15, ['irpfRateInvalid']],
  ])('IRPF %d % → %j', (irpfRate, errors) => {
    expect(validateTotalsOptions({ recargoEquivalencia: false, irpfRate })).toEqual(errors);
  });
});
