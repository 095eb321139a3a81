import { describe, expect, it } from 'vitest';
import { stockErrorOf } from './stockErrors';

describe('stockErrorOf', () => {
  it.each([
    ['shortage', 'shortage'],
    ['partyMissing', 'partyMissing'],
    // Refusals of annulling a return or a source with returns, of a service, of amounts past the bound (issue 26).
    ['isReturn', 'isReturn'],
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
