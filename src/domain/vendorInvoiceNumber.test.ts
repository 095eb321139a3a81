import { describe, expect, it } from 'vitest';
import { normalizeVendorInvoiceNumber, validateVendorInvoiceNumber, vendorInvoiceKey } from './vendorInvoiceNumber';

describe('normalizeVendorInvoiceNumber', () => {
  it.each([
    ['FA 2026/001', 'FA-2026-001'],
    ['fa-2026-001', 'FA-2026-001'],
    ['  FA//2026  001 ', 'FA-2026-001'],
    ['Nº 12', 'N-12'],
    ['año-7', 'A-O-7'],
    ['/001/', '001'],
    ['12345', '12345'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeVendorInvoiceNumber(input)).toBe(expected);
  });

  it('keeps numbers that differ in digits apart', () => {
    expect(normalizeVendorInvoiceNumber('F-12-3')).not.toBe(normalizeVendorInvoiceNumber('F-1-23'));
  });
});

describe('validateVendorInvoiceNumber', () => {
  it.each([
    ['A-1', { ok: true, value: 'A-1' }],
    [' 2026/15 ', { ok: true, value: '2026/15' }],
    ['', { ok: false, code: 'empty' }],
    ['  ', { ok: false, code: 'empty' }],
    ['///', { ok: false, code: 'noAlphanumeric' }],
    ['9'.repeat(41), { ok: false, code: 'tooLong' }],
  ])('%j → %j', (input, expected) => {
    expect(validateVendorInvoiceNumber(input)).toEqual(expected);
  });
});

describe('vendorInvoiceKey', () => {
  it('joins the vendor id and the normalised number', () => {
    expect(vendorInvoiceKey('u1700000000000', 'fa 2026/001')).toBe('u1700000000000__FA-2026-001');
  });

  it.each([
    ['', 'A1'],
    ['a/b', 'A1'],
    ['v1', '---'],
  ])('refuses vendor %j with number %j', (vendorId, number) => {
    expect(() => vendorInvoiceKey(vendorId, number)).toThrow(RangeError);
  });
});
