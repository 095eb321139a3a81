import { describe, expect, it } from 'vitest';
import { countryCodeOf, vatPrefixOf } from './countries';

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
  ])('%s → %s', (code, prefix) => {
    expect(vatPrefixOf(code)).toBe(prefix);
  });
});
