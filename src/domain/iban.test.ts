import { describe, expect, it } from 'vitest';
import { formatIban, normalizeIban, validateIban } from './iban';

describe('validateIban', () => {
  it.each([
    // Published examples (Caixabank, Santander) and the same with spaces, lower case and a prefix.
    ['ES9121000418450200051332', { ok: true, value: 'ES9121000418450200051332' }],
    ['ES91 2100 0418 4502 0005 1332', { ok: true, value: 'ES9121000418450200051332' }],
    ['es60 0049 1500 0512 3456 7892', { ok: true, value: 'ES6000491500051234567892' }],
    ['IBAN ES60-0049-1500-0512-3456-7892', { ok: true, value: 'ES6000491500051234567892' }],
    // Other countries: structure and mod-97 only.
    ['DE89 3704 0044 0532 0130 00', { ok: true, value: 'DE89370400440532013000' }],
    ['GB29 NWBK 6016 1331 9268 19', { ok: true, value: 'GB29NWBK60161331926819' }],
    ['FR14 2004 1010 0505 0001 3M02 606', { ok: true, value: 'FR1420041010050500013M02606' }],
    ['', { ok: false, code: 'empty' }],
    ['   ', { ok: false, code: 'empty' }],
    ['2100 0418 4502 0005 1332', { ok: false, code: 'format' }],
    ['ESAB21000418450200051332', { ok: false, code: 'format' }],
    ['ES91 2100 0418 4502 0005 133Ñ', { ok: false, code: 'format' }],
    ['ES91 2100 0418 4502 0005 133', { ok: false, code: 'length' }],
    ['ES91 2100 0418 4502 0005 13321', { ok: false, code: 'length' }],
    ['DE89 3704', { ok: false, code: 'length' }],
    ['ES91 2100 0418 4502 0005 133A', { ok: false, code: 'format' }],
    // One digit changed: mod-97 catches it.
    ['ES91 2100 0418 4502 0005 1333', { ok: false, code: 'checkDigits' }],
    ['ES92 2100 0418 4502 0005 1332', { ok: false, code: 'checkDigits' }],
    // Two digits swapped.
    ['ES91 2100 0418 4502 0005 3132', { ok: false, code: 'checkDigits' }],
    ['DE89 3704 0044 0532 0130 01', { ok: false, code: 'checkDigits' }],
    // Right mod-97 (check digits recomputed) but a wrong CCC control "45" → "46".
    ['ES29 2100 0418 4602 0005 1332', { ok: false, code: 'accountCheckDigits' }],
  ])('%j → %j', (input, expected) => {
    expect(validateIban(input)).toEqual(expected);
  });
});

describe('normalizeIban and formatIban', () => {
  it.each([
    [' es91-2100 0418 4502 0005 1332 ', 'ES9121000418450200051332', 'ES91 2100 0418 4502 0005 1332'],
    ['IBANDE89370400440532013000', 'DE89370400440532013000', 'DE89 3704 0044 0532 0130 00'],
    ['', '', ''],
  ])('%j → %j, printed %j', (raw, normal, printed) => {
    expect(normalizeIban(raw)).toBe(normal);
    expect(formatIban(raw)).toBe(printed);
  });
});
