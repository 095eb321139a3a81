import { describe, expect, it } from 'vitest';
import { defaultStatementPeriod, forecastParams, statementParams } from './reportParams';

describe('forecastParams', () => {
  it.each([
    ['13', '', { ok: true, weeks: 13, openingCents: 0 }],
    ['104', '1.250,50', { ok: true, weeks: 104, openingCents: 125050 }],
    ['1', '-300', { ok: true, weeks: 1, openingCents: -30000 }],
    ['0', '', { ok: false, field: 'weeks' }],
    ['105', '', { ok: false, field: 'weeks' }],
    ['2.5', '', { ok: false, field: 'weeks' }],
    ['', '', { ok: false, field: 'weeks' }],
    ['13', 'mucho', { ok: false, field: 'opening' }],
  ])('weeks %j, opening %j → %j', (weeks, opening, expected) => {
    expect(forecastParams(weeks, opening)).toEqual(expected);
  });
});

describe('statementParams', () => {
  it.each([
    ['c1', '2026-01-01', '2026-12-31', { ok: true }],
    ['c1', '2026-03-01', '2026-03-01', { ok: true }],
    ['', '2026-01-01', '2026-12-31', { ok: false, problem: 'party' }],
    ['c1', '2026-02-30', '2026-12-31', { ok: false, problem: 'from' }],
    ['c1', '2026-01-01', '', { ok: false, problem: 'to' }],
    ['c1', '2026-12-31', '2026-01-01', { ok: false, problem: 'order' }],
  ])('%j %j %j → %j', (party, from, to, expected) => {
    expect(statementParams(party, from, to)).toEqual(expected);
  });

  it('defaults to this year up to today', () => {
    expect(defaultStatementPeriod('2026-11-29')).toEqual({ from: '2026-01-01', to: '2026-11-29' });
  });
});
