import { describe, expect, it } from 'vitest';
import { BANK_REFUSALS, TRANSPORT_KINDS } from '../domain/commands';
import { BANK_CSV_ERRORS } from '../domain/bank/bankCsv';
import { NORMA43_ERRORS } from '../domain/bank/norma43';
import { bankErrorMessage, csvErrorText, norma43ErrorText } from './messages';

const generic = 'El servidor no ha podido completar la operación. Inténtalo de nuevo más tarde.';

describe('every bank code of the command contract has its Spanish text', () => {
  const codes = [...new Set([...BANK_REFUSALS, ...TRANSPORT_KINDS])];
  it.each(codes.map((code) => [code]))('%s', (code) => {
    const text = bankErrorMessage({ code, details: {} });
    expect(text.trim().length).toBeGreaterThan(20);
    if (code !== 'failed') expect(text).not.toBe(generic);
  });

  it('texts are all different', () => {
    const texts = codes.map((code) => bankErrorMessage({ code }));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it.each(['somethingNew', 'tillClosed', 'toString'])('an unknown code (%s) says the generic text', (code) => {
    expect(bankErrorMessage({ code })).toBe(generic);
  });

  it('says what is wrong with a crafted statement', () => {
    expect(bankErrorMessage({ code: 'invalid', details: { detail: 'movements' } })).toBe(
      'Un extracto se importa con entre 1 y 5000 movimientos por cuenta.',
    );
    expect(bankErrorMessage({ code: 'invalid', details: { detail: 'movements.3.concepts.0:unsafeText' } })).toMatch(
      /carácter de control en movements\.3\.concepts\.0\.$/,
    );
  });
});

describe("the parsers' errors in Spanish, with their line", () => {
  it.each(NORMA43_ERRORS.map((code) => [code]))('Norma 43 %s', (code) => {
    expect(norma43ErrorText({ code, line: 12 })).toMatch(/^Línea 12: .{8,}\.$/);
  });
  it.each(BANK_CSV_ERRORS.map((code) => [code]))('CSV %s', (code) => {
    expect(csvErrorText({ code, line: 3 })).toMatch(/^Fila 3: .{8,}\.$/);
  });
  it('gives the totals a record states and the movements add up to', () => {
    expect(norma43ErrorText({ code: 'debitTotal', line: 22, stated: 21476, computed: 21000 })).toBe(
      'Línea 22: el total de cargos no coincide con los movimientos (dice 21.476, suman 21.000).',
    );
  });
});
