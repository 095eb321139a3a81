import { hasAtMostDecimals } from './decimal';
import type { LineInput, TotalsOptions } from './documentTotals';
import { isIrpfRate, isTaxCause, isVatRate } from './tax';

export const LINE_ERRORS = [
  'quantityNotFinite',
  'quantityZero',
  'quantityPrecision',
  'quantityNegative',
  'quantityRange',
  'priceNotInteger',
  'priceRange',
  'priceNegative',
  'discountRange',
  'discountPrecision',
  'vatRateInvalid',
  'exemptionInvalid',
  'exemptionWithVat',
  'zeroRateWithoutCause',
] as const;
export type LineError = (typeof LINE_ERRORS)[number];

/** The LineInput field each error belongs to, so forms can show it beside the field. */
export const LINE_ERROR_FIELD: Record<LineError, keyof LineInput> = {
  quantityNotFinite: 'quantity',
  quantityZero: 'quantity',
  quantityPrecision: 'quantity',
  quantityNegative: 'quantity',
  quantityRange: 'quantity',
  priceNotInteger: 'unitPriceCents',
  priceRange: 'unitPriceCents',
  priceNegative: 'unitPriceCents',
  discountRange: 'discountPct',
  discountPrecision: 'discountPct',
  vatRateInvalid: 'vatRate',
  exemptionInvalid: 'exemption',
  exemptionWithVat: 'exemption',
  zeroRateWithoutCause: 'exemption',
};

/**
 * Bounds that keep every line base (≤ 10^15 cents) and document total far
 * inside the exact integer range of a JavaScript number.
 */
export const MAX_QUANTITY = 1_000_000;
export const MAX_PRICE_CENTS = 1_000_000_000;

/**
 * allowNegative: a rectificativa by difference. requireCause: an invoice line at 0 % must say
 * why (exempt or not subject, RD 1619/2012 art. 6.1.j); albaranes do not carry that duty.
 */
export type LineRules = { allowNegative: boolean; requireCause?: boolean };

function quantityErrors(quantity: number, rules: LineRules): LineError[] {
  if (!Number.isFinite(quantity)) return ['quantityNotFinite'];
  if (quantity === 0) return ['quantityZero'];
  const errors: LineError[] = [];
  if (!hasAtMostDecimals(quantity, 3)) errors.push('quantityPrecision');
  if (Math.abs(quantity) > MAX_QUANTITY) errors.push('quantityRange');
  if (quantity < 0 && !rules.allowNegative) errors.push('quantityNegative');
  return errors;
}

function priceErrors(cents: number, rules: LineRules): LineError[] {
  if (!Number.isInteger(cents)) return ['priceNotInteger'];
  if (Math.abs(cents) > MAX_PRICE_CENTS) return ['priceRange'];
  return cents < 0 && !rules.allowNegative ? ['priceNegative'] : [];
}

function discountErrors(discountPct: number): LineError[] {
  if (!Number.isFinite(discountPct) || discountPct < 0 || discountPct > 100) return ['discountRange'];
  return hasAtMostDecimals(discountPct, 2) ? [] : ['discountPrecision'];
}

function taxErrors(line: LineInput, rules: LineRules): LineError[] {
  const errors: LineError[] = [];
  if (!isVatRate(line.vatRate)) errors.push('vatRateInvalid');
  const exemption: unknown = line.exemption ?? null;
  if (exemption !== null && !isTaxCause(exemption)) errors.push('exemptionInvalid');
  else if (exemption !== null && line.vatRate !== 0) errors.push('exemptionWithVat');
  else if (exemption === null && line.vatRate === 0 && rules.requireCause) errors.push('zeroRateWithoutCause');
  if (line.tobacco !== undefined && typeof line.tobacco !== 'boolean') errors.push('vatRateInvalid');
  return errors;
}

/**
 * Everything wrong with a line, as codes. Negative quantities and prices are
 * only for rectificativas by difference (`allowNegative`). On an invoice
 * (`requireCause`) a 0 % line must name its cause: exempt (E1–E6) or not subject (N1–N2).
 */
export function validateLine(line: LineInput, rules: LineRules = { allowNegative: false }): LineError[] {
  return [
    ...quantityErrors(line.quantity, rules),
    ...priceErrors(line.unitPriceCents, rules),
    ...discountErrors(line.discountPct),
    ...taxErrors(line, rules),
  ];
}

export const TOTALS_OPTIONS_ERRORS = ['irpfRateInvalid'] as const;
export type TotalsOptionsError = (typeof TOTALS_OPTIONS_ERRORS)[number];

export function validateTotalsOptions(options: TotalsOptions): TotalsOptionsError[] {
  return isIrpfRate(options.irpfRate) ? [] : ['irpfRateInvalid'];
}
