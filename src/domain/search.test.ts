import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_KEYS_JOINED_LENGTH, MAX_SEARCH_PREFIXES, normalizeText, SEARCH_PREFIX_MAX_LEN, searchPrefixes, searchToken } from './search';

describe('normalizeText', () => {
  it.each([
    ['Ñandú', 'nandu'],
    ['  Peña   GARCÍA\t\nS.L. ', 'pena garcia s.l.'],
    ['Camión Çedilla Über', 'camion cedilla uber'],
    ['àáâäèéêëìíîïòóôöùúûü', 'aaaaeeeeiiiioooouuuu'],
    ['İSTANBUL', 'istanbul'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });
});

describe('searchPrefixes', () => {
  it('gives the prefixes of the full value and of each word', () => {
    expect(searchPrefixes(['Peña Sol'])).toEqual(['p', 'pe', 'pen', 'pena', 'pena s', 'pena so', 'pena sol', 's', 'so', 'sol']);
  });

  it('splits words at punctuation but keeps the full value as typed', () => {
    expect(searchPrefixes(['M8-30'])).toEqual(['m', 'm8', 'm8-', 'm8-3', 'm8-30', '3', '30']);
  });

  it('de-duplicates across values and skips empty ones', () => {
    expect(searchPrefixes(['Ana', 'ana', '', '  '])).toEqual(['a', 'an', 'ana']);
  });

  it('cuts prefixes at maxLen characters', () => {
    const prefixes = searchPrefixes(['Distribuciones'], 5);
    expect(prefixes).toEqual(['d', 'di', 'dis', 'dist', 'distr']);
  });

  it.each([
    ['a long company name', ['Distribuciones Alimentarias del Mediterráneo y Levante Hermanos Fernández Rodríguez S.L.U.']],
    [
      'a name, code, NIF and e-mail',
      ['Suministros Industriales Peñarroya', 'PROD-000123-ACERO-INOX', 'B12345674', 'compras@suministros-penarroya.es'],
    ],
    ['a very long text', ['lorem ipsum dolor sit amet consectetur adipiscing elit '.repeat(20)]],
  ])('stays within the bound for %s', (_name, values) => {
    expect(searchPrefixes(values).length).toBeLessThanOrEqual(MAX_SEARCH_PREFIXES);
  });

  it('finds every document by the token of any prefix of its value or words, and stays bounded', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 40 }), { maxLength: 5 }), (values) => {
        const prefixes = searchPrefixes(values);
        expect(prefixes.length).toBeLessThanOrEqual(MAX_SEARCH_PREFIXES);
        expect(new Set(prefixes).size).toBe(prefixes.length);
        const first = values.map(normalizeText).find((v) => v !== '');
        if (first) expect(prefixes).toContain(searchToken(first));
      }),
    );
  });
});

describe('searchToken', () => {
  it.each([
    ['  Peña ', 'pena'],
    ['PEÑA SOL', 'pena sol'],
    ['Distribuciones Alimentarias', 'distribuciones'],
    ['', ''],
  ])('%j → %j', (query, token) => {
    expect(searchToken(query)).toBe(token);
  });

  it('matches a stored prefix for a long query', () => {
    expect(searchPrefixes(['Distribuciones Alimentarias'])).toContain(searchToken('distribuciones alimentarias del sur'));
  });
});

describe('the bounds firestore.rules puts on search keys (searchKeysOk)', () => {
  const withinRules = (keys: unknown[]) =>
    keys.length <= MAX_SEARCH_PREFIXES &&
    // Strings without line breaks: the rules split the keys joined with '\n' to prove they are strings.
    keys.every((k) => typeof k === 'string' && !k.includes('\n')) &&
    keys.join('').length <= MAX_SEARCH_KEYS_JOINED_LENGTH;
  const longWords = (word: string, count: number) => Array.from({ length: count }, (_, i) => `${word}${i}`).join(' ');

  it.each([
    ['a 1000-character name', ['x'.repeat(1000)]],
    ['many long words in name, e-mail and NIF', [longWords('Distribuciones', 60), `${'a'.repeat(200)}@example.com`, 'B86561412']],
    ['names of emoji and other two-unit characters', ['😀'.repeat(500), longWords('𝔸𝔹ℂ𝔻𝔼𝔽𝔾ℍ𝕀𝕁𝕂𝕃𝕄ℕ𝕆', 40)]],
    ['accented words that normalise to long prefixes', [longWords('Peñíscolañandú', 80)]],
    ['values with line breaks and tabs', ['Línea uno\nlínea dos\r\n\tfin', 'a\u2028b']],
  ])('stays within them for %s', (_what, values) => {
    expect(withinRules(searchPrefixes(values))).toBe(true);
  });

  // 100 random runs take about a second alone, several on a loaded 2-core CI machine.
  it('stays within them for any values', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary', maxLength: 400 }), { maxLength: 8 }), (values) => {
        expect(withinRules(searchPrefixes(values))).toBe(true);
      }),
    );
  });

  it('bounds the joined length by the most the app can produce: every prefix as long as allowed, in two-unit characters', () => {
    expect(MAX_SEARCH_PREFIXES * SEARCH_PREFIX_MAX_LEN * 2).toBeLessThanOrEqual(MAX_SEARCH_KEYS_JOINED_LENGTH);
  });
});
