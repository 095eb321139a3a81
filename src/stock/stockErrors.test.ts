import { describe, expect, it } from 'vitest';
import { STOCK_REFUSALS, TRANSPORT_KINDS } from '../domain/commands';
import { STOCK_ERROR_CODES, StockError, stockErrorOf } from './stockErrors';
import { stockErrorMessage } from './messages';

describe('stockErrorOf', () => {
  it.each([
    ['shortage', 'shortage'],
    ['partyMissing', 'partyMissing'],
    // Refusals of annulling a return or a source with returns, of a service, of amounts past the bound (issue 26).
    ['isReturn', 'isReturn'],
    ['fromOrder', 'fromOrder'],
    ['hasReturns', 'hasReturns'],
    ['service', 'service'],
    ['amountOutOfRange', 'amountOutOfRange'],
    ['invalid', 'invalid'],
    ['offline', 'offline'],
    ['busy', 'busy'],
    ['unauthenticated', 'denied'],
    ['somethingNew', 'failed'],
  ])('maps the command code %s to %s', (code, expected) => {
    expect(stockErrorOf(code).code).toBe(expected);
  });

  it('keeps the details the messages use and drops the rest', () => {
    const shortages = [{ productId: 'p1', available: 1, requested: 2, short: 1 }];
    const error = stockErrorOf('shortage', { code: 'shortage', shortages, productNames: { p1: 'Tornillo (T)' }, other: 1 });
    expect(error.details).toEqual({ shortages, productNames: { p1: 'Tornillo (T)' } });
    expect(stockErrorOf('invalid', { line: 5, errors: ['quantityNegative'] }).details).toEqual({ line: 5, errors: ['quantityNegative'] });
  });
});

describe('every stock code of the command contract has its Spanish text', () => {
  const generic = stockErrorMessage(new StockError('failed'));

  it.each(STOCK_ERROR_CODES.map((code) => [code]))('%s', (code) => {
    const text = stockErrorMessage(stockErrorOf(code));
    expect(text.trim().length).toBeGreaterThan(20);
    // Only the server's own failure says the generic text; a refusal says what to do about it.
    if (code !== 'failed') expect(text).not.toBe(generic);
  });

  it('covers the whole contract list, transport kinds included', () => {
    expect([...STOCK_ERROR_CODES].sort()).toEqual([...STOCK_REFUSALS, ...TRANSPORT_KINDS].sort());
  });

  it.each([
    ['isReturn', /^Una devolución no se anula/],
    ['fromOrder', /^Este documento sirve un pedido/],
    ['hasReturns', /^No se puede anular: ya hay mercancía devuelta/],
    ['service', /servicio.*no mueven stock/],
  ])('annulling %s says why, not "inténtalo de nuevo"', (code, expected) => {
    const text = stockErrorMessage(stockErrorOf(code));
    expect(text).toMatch(expected);
    expect(text).not.toContain('inténtalo de nuevo');
  });

  it('an unknown code says the generic text', () => {
    expect(stockErrorMessage(stockErrorOf('somethingNew'))).toBe(generic);
    expect(generic).toBe('No se ha podido completar la operación. No se ha cambiado nada; inténtalo de nuevo.');
  });
});
