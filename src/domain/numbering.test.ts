import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { counterKey, formatInvoiceNumber, parseInvoiceNumber, validateSeries } from './numbering';

describe('formatInvoiceNumber', () => {
  it.each([
    ['F', 2026, 124, 'F-2026-000124'],
    ['F', 2026, 1, 'F-2026-000001'],
    ['R', 2027, 999999, 'R-2027-999999'],
    ['F', 2026, 1234567, 'F-2026-1234567'],
    ['TIENDA2', 2026, 42, 'TIENDA2-2026-000042'],
  ])('numbers %s %i #%i as %s', (series, year, n, expected) => {
    expect(formatInvoiceNumber(series, year, n)).toBe(expected);
  });

  it.each<[string, string, number, number]>([
    ['number 0', 'F', 2026, 0],
    ['a fractional number', 'F', 2026, 1.5],
    ['a series with a hyphen', 'F-1', 2026, 1],
    ['a lower-case series', 'f', 2026, 1],
    ['a two-digit year', 'F', 26, 1],
  ])('refuses %s', (_name, series, year, n) => {
    expect(() => formatInvoiceNumber(series, year, n)).toThrow(RangeError);
  });
});

describe('counterKey', () => {
  it.each([
    ['F', 2026, 'F-2026'],
    ['R', 2026, 'R-2026'],
  ])('keys %s %i as %s', (series, year, key) => {
    expect(counterKey(series, year)).toBe(key);
  });
});

describe('validateSeries', () => {
  it.each([
    ['F', { ok: true, value: 'F' }],
    [' R ', { ok: true, value: 'R' }],
    ['ABCDEFGHIJ', { ok: true, value: 'ABCDEFGHIJ' }],
    ['2026A', { ok: true, value: '2026A' }],
    ['', { ok: false, code: 'empty' }],
    ['   ', { ok: false, code: 'empty' }],
    ['ABCDEFGHIJK', { ok: false, code: 'tooLong' }],
    ['F-A', { ok: false, code: 'invalidChars' }],
    ['f', { ok: false, code: 'invalidChars' }],
    ['Ñ', { ok: false, code: 'invalidChars' }],
    ['F A', { ok: false, code: 'invalidChars' }],
  ])('%j → %j', (series, expected) => {
    expect(validateSeries(series)).toEqual(expected);
  });
});

describe('parseInvoiceNumber', () => {
  it.each([
    ['F-2026-000124', { series: 'F', year: 2026, number: 124 }],
    ['R-2027-1234567', { series: 'R', year: 2027, number: 1234567 }],
    ['F-2026-000000', null],
    ['F-2026-124', null],
    ['F-2026-0000124', null],
    ['f-2026-000124', null],
    ['F2026000124', null],
    ['', null],
  ])('%j → %j', (text, expected) => {
    expect(parseInvoiceNumber(text)).toEqual(expected);
  });

  it('reads back every number it formats', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z0-9]{1,10}$/),
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 1, max: 1e12 }),
        (series, year, number) => {
          expect(parseInvoiceNumber(formatInvoiceNumber(series, year, number))).toEqual({ series, year, number });
        },
      ),
    );
  });

  it('keeps numbers of one series and year in string order up to 999999', () => {
    expect(formatInvoiceNumber('F', 2026, 9) < formatInvoiceNumber('F', 2026, 10)).toBe(true);
  });
});
