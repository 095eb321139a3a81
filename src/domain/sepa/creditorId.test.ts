import { describe, expect, it } from 'vitest';
import { creditorIdCheckDigits, normalizeCreditorId, spanishCreditorId, validateCreditorId } from './creditorId';

describe('creditorIdCheckDigits', () => {
  // Computed by hand with mod 97-10 over NIF + "ES00" (letters A = 10 … Z = 35), and cross-checked
  // with an independent implementation while writing the test.
  it.each([
    ['B12345674', '11'],
    ['B12345678', '97'],
    ['47690558N', '23'],
    ['A08663619', '55'],
    ['X1234567L', '59'],
    ['12345678Z', '58'],
  ])('%s → %s', (nif, digits) => {
    expect(creditorIdCheckDigits(nif)).toBe(digits);
  });

  it('uses the country given', () => {
    expect(creditorIdCheckDigits('09999999999', 'DE')).toBe('98');
  });
});

describe('spanishCreditorId', () => {
  it.each([
    ['B12345674', undefined, { ok: true, value: 'ES11000B12345674' }],
    ['b-12345674', '000', { ok: true, value: 'ES11000B12345674' }],
    ['B12345674', '001', { ok: true, value: 'ES11001B12345674' }],
    ['47690558N', 'ZZZ', { ok: true, value: 'ES23ZZZ47690558N' }],
    ['', '000', { ok: false, code: 'empty' }],
    ['B12345678', '000', { ok: false, code: 'taxId' }],
    ['B12345674', '00', { ok: false, code: 'format' }],
    ['B12345674', '0-0', { ok: false, code: 'format' }],
  ])('%s with suffix %s', (nif, suffix, expected) => {
    expect(spanishCreditorId(nif, suffix)).toEqual(expected);
  });

  it('makes identifiers that validate', () => {
    for (const nif of ['B12345674', '47690558N', 'A08663619', 'X1234567L', '12345678Z']) {
      const id = spanishCreditorId(nif);
      expect(id.ok && validateCreditorId(id.value)).toEqual(id);
    }
  });
});

describe('validateCreditorId', () => {
  it.each([
    // python-stdnum's published examples of AT-02 (stdnum/eu/at_02.py): the same NIF with the
    // business codes ZZZ and 000 shares its check digits, as the code is left out of them.
    ['ES23ZZZ47690558N', { ok: true, value: 'ES23ZZZ47690558N' }],
    ['ES2300047690558N', { ok: true, value: 'ES2300047690558N' }],
    ['ES 23 ZZZ 47690558N', { ok: true, value: 'ES23ZZZ47690558N' }],
    ['es11-000-b12345674', { ok: true, value: 'ES11000B12345674' }],
    // The Deutsche Bundesbank's test creditor identifier: other countries, structure and digits only.
    ['DE98ZZZ09999999999', { ok: true, value: 'DE98ZZZ09999999999' }],
    ['', { ok: false, code: 'empty' }],
    ['  ', { ok: false, code: 'empty' }],
    ['B12345674', { ok: false, code: 'format' }],
    ['ESAB000B12345674', { ok: false, code: 'format' }],
    ['ES11000B1234567Ñ', { ok: false, code: 'format' }],
    ['ES11000B1234567', { ok: false, code: 'length' }],
    ['ES11000B123456740', { ok: false, code: 'length' }],
    // Often quoted as an example, but its check digits are wrong: B12345678 gives 97.
    ['ES59000B12345678', { ok: false, code: 'checkDigits' }],
    ['ES12000B12345674', { ok: false, code: 'checkDigits' }],
    ['DE97ZZZ09999999999', { ok: false, code: 'checkDigits' }],
    // Right check digits, but B12345678's CIF control digit is wrong (it is 4).
    ['ES97000B12345678', { ok: false, code: 'taxId' }],
  ])('%j', (raw, expected) => {
    expect(validateCreditorId(raw)).toEqual(expected);
  });

  it('reads a value that is not a string as empty', () => {
    expect(validateCreditorId(undefined as unknown as string)).toEqual({ ok: false, code: 'empty' });
    expect(normalizeCreditorId(7 as unknown as string)).toBe('');
  });
});
