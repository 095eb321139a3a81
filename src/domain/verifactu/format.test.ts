import { describe, expect, it } from 'vitest';
import { AEAT_REFUSED_CHARS, fecha, hasAeatRefusedChar, importe, recordName, recordText, tipo, truncateText } from './format';

describe('importe', () => {
  it.each([
    [12345, '123.45'],
    [12310, '123.10'],
    [100, '1.00'],
    [5, '0.05'],
    [0, '0.00'],
    [-0, '0.00'],
    [-50, '-0.50'],
    [-123456, '-1234.56'],
    [99_999_999_999_999, '999999999999.99'],
  ])('%d cents → %s', (cents, text) => {
    expect(importe(cents)).toBe(text);
  });

  it.each([[10 ** 14], [-(10 ** 14)], [1.5], [Number.NaN]])('refuses %d (more than 12 integer digits or not cents)', (cents) => {
    expect(() => importe(cents)).toThrow('amountRange');
  });
});

describe('tipo', () => {
  it.each([
    [21, '21.00'],
    [10, '10.00'],
    [4, '4.00'],
    [0, '0.00'],
    [5.2, '5.20'],
    [1.4, '1.40'],
    [0.5, '0.50'],
  ])('%d %% → %s', (rate, text) => {
    expect(tipo(rate)).toBe(text);
  });
});

describe('fecha', () => {
  it.each([
    ['2026-03-05', '05-03-2026'],
    ['2024-01-01', '01-01-2024'],
    ['2028-02-29', '29-02-2028'],
  ])('%s → %s', (iso, text) => {
    expect(fecha(iso)).toBe(text);
  });

  it.each([['2026-02-30'], ['05-03-2026'], [''], ['2026-3-5']])('refuses %j', (iso) => {
    expect(() => fecha(iso)).toThrow('date');
  });
});

describe('truncateText', () => {
  it.each([
    ['short', 10, 'short'],
    ['  spaced   out  ', 20, 'spaced out'],
    ['abcdefghij', 10, 'abcdefghij'],
    ['abcdefghijk', 10, 'abcdefghi…'],
    ['ñandú ñandú', 7, 'ñandú…'],
    ['😀😀😀😀', 3, '😀😀…'],
  ])('%j to %d → %j', (text, max, expected) => {
    expect(truncateText(text, max)).toBe(expected);
    expect(Array.from(truncateText(text, max)).length).toBeLessThanOrEqual(max);
  });
});

describe('recordText (AEAT 1287: < > " \' = refused in a record field)', () => {
  it.each([
    ['Tubo 1/2"', 'Tubo 1/2\u2033'],
    ["Servei d'instal·lació", 'Servei d\u2019instal·lació'],
    ['<Oferta>', '\u2039Oferta\u203A'],
    ['a=b', 'a\uFF1Db'],
    ['Outils & Cie; 50 % «dto.»', 'Outils & Cie; 50 % «dto.»'],
    [`"'<>=`, '\u2033\u2019\u2039\u203A\uFF1D'],
  ])('%j → %j', (text, mapped) => {
    expect(recordText(text)).toBe(mapped);
    expect(hasAeatRefusedChar(recordText(text))).toBe(false);
  });

  it('maps each of the five characters to one code point, none of them refused', () => {
    expect(Object.keys(AEAT_REFUSED_CHARS).sort()).toEqual(['"', "'", '<', '=', '>']);
    for (const lookAlike of Object.values(AEAT_REFUSED_CHARS)) {
      expect(Array.from(lookAlike)).toHaveLength(1);
      expect(hasAeatRefusedChar(lookAlike)).toBe(false);
    }
  });

  it('recordName counts the limit after mapping and cuts with "…"', () => {
    expect(recordName(`${'"'.repeat(130)}`, 120)).toBe(`${'\u2033'.repeat(119)}…`);
    expect(recordName(`  Tubo  1/2"  `, 120)).toBe('Tubo 1/2\u2033');
  });
});
