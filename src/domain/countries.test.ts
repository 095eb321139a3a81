import { describe, expect, it } from 'vitest';
import { countryCodeOf, countryName, countryOptions, PARTY_COUNTRY_CODES, vatPrefixOf } from './countries';

describe('countryCodeOf', () => {
  it.each([
    ['España', 'ES'],
    ['', 'ES'],
    ['espana', 'ES'],
    ['Spain', 'ES'],
    ['Alemania', 'DE'],
    ['Germany', 'DE'],
    ['  francia ', 'FR'],
    ['Países Bajos', 'NL'],
    ['Holanda', 'NL'],
    ['Reino Unido', 'GB'],
    ['EE.UU.', 'US'],
    ['EE. UU.', 'US'],
    ['Estados Unidos', 'US'],
    ['México', 'MX'],
    ['Grecia', 'GR'],
    ['pt', 'PT'],
    ['Narnia', null],
    ['ZZ', null],
  ])('%j → %s', (text, code) => {
    expect(countryCodeOf(text)).toBe(code);
  });
});

describe('vatPrefixOf', () => {
  it.each([
    ['FR', 'FR'],
    ['DE', 'DE'],
    ['GR', 'EL'],
    ['GB', 'XI'],
  ])('%s → %s', (code, prefix) => {
    expect(vatPrefixOf(code)).toBe(prefix);
  });
});

describe('countryName and the form’s options', () => {
  it.each([
    ['ES', 'España'],
    ['FR', 'Francia'],
    ['DE', 'Alemania'],
    ['US', 'Estados Unidos'],
    ['CH', 'Suiza'],
    ['ZZ', 'ZZ'],
  ])('%s → %s', (code, name) => {
    expect(countryName(code)).toBe(name);
  });

  it('names every party country, Spain first, the rest in Spanish order, without the AEAT’s own codes', () => {
    const options = countryOptions();
    expect(options.map((o) => o.code).sort()).toEqual([...PARTY_COUNTRY_CODES].sort());
    expect(options[0]).toEqual({ code: 'ES', name: 'España' });
    for (const o of options) expect(o.name).not.toBe(o.code);
    for (const o of options) expect(o.name.length).toBeLessThanOrEqual(60);
    const rest = options.slice(1).map((o) => o.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'es')));
    expect(PARTY_COUNTRY_CODES).not.toContain('XU');
  });

  it('reads back each name as its code (so a CSV may give the country by name)', () => {
    for (const { code, name } of countryOptions()) expect(countryCodeOf(name)).toBe(code);
  });
});
