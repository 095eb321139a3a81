import { describe, expect, it } from 'vitest';
import { REMITTANCE_REFUSALS, TRANSPORT_KINDS } from '../domain/commands';
import { REMITTANCE_DUE_REFUSALS, SEPA_RETURN_CODES } from '../domain/payments/remittance';
import { CommandFailure } from '../data/commands';
import { DUE_REFUSAL_TEXT, RETURN_CODE_LABEL, remittanceFailureMessage } from './messages';

const generic = 'No se ha podido completar la operación. Inténtalo de nuevo.';

describe('every remittance code of the command contract has its Spanish text', () => {
  const codes = [...new Set([...REMITTANCE_REFUSALS, ...TRANSPORT_KINDS])];
  it.each(codes.map((code) => [code]))('%s', (code) => {
    const text = remittanceFailureMessage(new CommandFailure(code));
    expect(text.trim().length).toBeGreaterThan(20);
    if (code !== 'failed') expect(text).not.toBe(generic);
  });
  it.each(['somethingNew', 'toString', 'inRemittance'])('an unknown code (%s) says the generic text', (code) => {
    expect(remittanceFailureMessage(new CommandFailure(code))).toBe(generic);
    expect(remittanceFailureMessage(new Error(code))).toBe(generic);
  });
  it('names what the company lacks', () => {
    expect(remittanceFailureMessage(new CommandFailure('companyIncomplete', { missing: ['creditorId', 'iban', 'x'] }))).toMatch(
      /Falta: el identificador de acreedor SEPA, el IBAN\.$/,
    );
  });
});

describe('per-due reasons and return codes', () => {
  it.each(REMITTANCE_DUE_REFUSALS.map((c) => [c]))('%s has its own text', (code) => {
    expect(DUE_REFUSAL_TEXT[code].length).toBeGreaterThan(10);
  });
  it('every reason text is distinct, every return code labelled with itself', () => {
    expect(new Set(Object.values(DUE_REFUSAL_TEXT)).size).toBe(REMITTANCE_DUE_REFUSALS.length);
    for (const code of SEPA_RETURN_CODES) expect(RETURN_CODE_LABEL[code].startsWith(`${code} · `)).toBe(true);
  });
});
