import { describe, expect, it } from 'vitest';
import { CommandFailure } from '../data/commands';
import { PAYMENT_REFUSALS, TRANSPORT_KINDS } from '../domain/commands';
import { paymentFailureMessage, returnCodeText, SEPA_RETURN_CODES, SEPA_RETURN_LABEL } from './messages';

const generic = paymentFailureMessage(new CommandFailure('failed'));

describe('every payment code of the command contract has its Spanish text', () => {
  it('the generic text is the one of a failure the server could not explain', () => {
    expect(generic).toBe('No se ha podido completar la operación. No se ha guardado nada; inténtalo de nuevo.');
  });

  it.each([...PAYMENT_REFUSALS, ...TRANSPORT_KINDS].filter((c) => c !== 'failed'))('%s says more than the generic text', (code) => {
    const text = paymentFailureMessage(new CommandFailure(code, { code, detail: '1.000,00 €' }));
    expect(text.trim().length).toBeGreaterThan(20);
    expect(text).not.toBe(generic);
    expect(text).not.toContain('{detail}');
  });

  it('every code has a text of its own', () => {
    const codes = [...PAYMENT_REFUSALS, ...TRANSPORT_KINDS];
    const texts = codes.map((code) => paymentFailureMessage(new CommandFailure(code, { code })));
    expect(new Set(texts).size).toBe(codes.length);
  });

  it.each([
    ['a code the contract does not list', new CommandFailure('somethingNew', { code: 'somethingNew' })],
    ['an inherited name', new CommandFailure('toString')],
    ['not a command failure', new TypeError('boom')],
    ['nothing', null],
  ])('%s says the generic text', (_what, error) => {
    expect(paymentFailureMessage(error)).toBe(generic);
  });

  it('names the cash limit the command gives', () => {
    expect(paymentFailureMessage(new CommandFailure('cashLimit', { code: 'cashLimit', detail: '1.000,00 €' }))).toBe(
      'No se puede pagar en efectivo una operación de 1.000,00 € o más (Ley 7/2012, art. 7): elige otra forma de pago. No se ha guardado nada.',
    );
  });
});

describe('SEPA return reasons', () => {
  it('names each code the dialog offers, and any other by itself', () => {
    expect(SEPA_RETURN_CODES.every((c) => SEPA_RETURN_LABEL[c].length > 5)).toBe(true);
    expect(returnCodeText('AM04')).toBe('AM04 Fondos insuficientes');
    expect(returnCodeText('XX99')).toBe('XX99');
  });
});

describe("a remittance's cobro", () => {
  it("is undone as the remittance's return, and the message says where", () => {
    const text = paymentFailureMessage(new CommandFailure('inRemittance', { code: 'inRemittance', detail: 'remesa' }));
    expect(text).toContain('devolución en la remesa');
    expect(text).not.toBe(paymentFailureMessage(new CommandFailure('inRemittance', { code: 'inRemittance', detail: 'inv1-1' })));
  });
});
