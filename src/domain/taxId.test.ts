import { describe, expect, it } from 'vitest';
import { cifControlDigit, normalizeTaxId, validateTaxId } from './taxId';

describe('validateTaxId', () => {
  it.each([
    ['a DNI', '12345678Z', 'DNI', '12345678Z'],
    ['the AEAT test DNI', '89890001K', 'DNI', '89890001K'],
    ['a DNI with leading zeros', '00000000T', 'DNI', '00000000T'],
    ['a DNI typed in lower case with a hyphen and dots', ' 12.345.678-z ', 'DNI', '12345678Z'],
    ['a DNI with the ES VAT prefix', 'ES12345678Z', 'DNI', '12345678Z'],
    ['an X NIE', 'X1234567L', 'NIE', 'X1234567L'],
    ['a Y NIE', 'Y1234567X', 'NIE', 'Y1234567X'],
    ['a Z NIE', 'Z1234567R', 'NIE', 'Z1234567R'],
    ['an A entity NIF (digit control)', 'A46103834', 'CIF', 'A46103834'],
    ['a B entity NIF (digit control)', 'B12345674', 'CIF', 'B12345674'],
    ['a B entity NIF with control 0', 'B00000000', 'CIF', 'B00000000'],
    ['a P entity NIF (letter control)', 'P1234567D', 'CIF', 'P1234567D'],
    ['an N entity NIF (letter control)', 'N4635353H', 'CIF', 'N4635353H'],
    ['a W entity NIF (letter control)', 'W1234567D', 'CIF', 'W1234567D'],
    ['a G entity NIF with a digit control', 'G12345674', 'CIF', 'G12345674'],
    ['a G entity NIF with a letter control', 'G1234567D', 'CIF', 'G1234567D'],
    ['an entity NIF with spaces and the ES prefix', 'es b-1234567 4', 'CIF', 'B12345674'],
    ['a K NIF', 'K1234567L', 'NIF_KLM', 'K1234567L'],
    ['an L NIF', 'L7654321J', 'NIF_KLM', 'L7654321J'],
    ['an M NIF', 'M0000001R', 'NIF_KLM', 'M0000001R'],
  ])('accepts %s (%s)', (_name, raw, kind, value) => {
    expect(validateTaxId(raw)).toEqual({ ok: true, kind, value });
  });

  it.each([
    ['an empty string', '', 'empty'],
    ['only spaces and hyphens', ' - . ', 'empty'],
    ['a DNI with the wrong letter', '12345678A', 'checkDigit'],
    ['a DNI with the never-used letter I', '12345678I', 'checkDigit'],
    ['a NIE with the wrong letter', 'X1234567T', 'checkDigit'],
    ['a Y NIE with the X letter', 'Y1234567L', 'checkDigit'],
    ['an A entity NIF with a letter control', 'A1234567D', 'checkDigit'],
    ['a B entity NIF with the wrong digit', 'B12345675', 'checkDigit'],
    ['a P entity NIF with a digit control', 'P12345674', 'checkDigit'],
    ['an N entity NIF with the wrong letter', 'N4635353A', 'checkDigit'],
    ['a W entity NIF with a digit control', 'W12345674', 'checkDigit'],
    ['a G entity NIF with a wrong letter', 'G1234567E', 'checkDigit'],
    ['a K NIF with the wrong letter', 'K1234567A', 'checkDigit'],
    ['a DNI with 7 digits', '1234567Z', 'format'],
    ['a DNI with 9 digits', '123456789Z', 'format'],
    ['a DNI without letter', '12345678', 'format'],
    ['a NIE with 8 digits', 'X12345678L', 'format'],
    ['an entity NIF with 6 digits', 'B1234564', 'format'],
    ['an entity NIF with an unused prefix I', 'I12345674', 'format'],
    ['an entity NIF with control letter K', 'P1234567K', 'format'],
    ['letters only', 'ABCDEFGHI', 'format'],
    ['an ES prefix on a short number', 'ES1234567Z', 'format'],
  ])('refuses %s (%s) with %s', (_name, raw, code) => {
    expect(validateTaxId(raw)).toEqual({ ok: false, code });
  });
});

describe('normalizeTaxId', () => {
  it.each([
    [' 12.345.678-z ', '12345678Z'],
    ['ES B12345674', 'B12345674'],
    ['es-x1234567l', 'X1234567L'],
    ['', ''],
  ])('normalises %j to %j', (raw, expected) => {
    expect(normalizeTaxId(raw)).toBe(expected);
  });
});

describe('cifControlDigit', () => {
  it.each([
    ['1234567', 4],
    ['4635353', 8],
    ['0000000', 0],
    ['5555555', 1],
  ])('gives %s → %i', (digits, expected) => {
    expect(cifControlDigit(digits)).toBe(expected);
  });
});
