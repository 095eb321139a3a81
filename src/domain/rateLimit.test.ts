import { describe, expect, it } from 'vitest';
import { isCommandName } from './commands';
import {
  bucketsOf,
  DEFAULT_COMMANDS_PER_MINUTE,
  HEAVY_BUCKET,
  HEAVY_COMMANDS,
  planRateLimit,
  rateLimitsFrom,
  tokensAt,
  type RateLimits,
} from './rateLimit';

const NOW = Date.UTC(2026, 10, 29, 12, 0, 0);
const LIMITS: RateLimits = { all: { capacity: 120, perMinute: 120 }, heavy: HEAVY_BUCKET };

describe('rateLimitsFrom', () => {
  it.each([
    [undefined, DEFAULT_COMMANDS_PER_MINUTE, true],
    ['', DEFAULT_COMMANDS_PER_MINUTE, true],
    ['  ', DEFAULT_COMMANDS_PER_MINUTE, true],
    ['60', 60, true],
    [' 5000 ', 5000, true],
    ['1', 1, true],
    ['100000', 100_000, true],
    ['0', DEFAULT_COMMANDS_PER_MINUTE, false],
    ['100001', DEFAULT_COMMANDS_PER_MINUTE, false],
    ['12.5', DEFAULT_COMMANDS_PER_MINUTE, false],
    ['-3', DEFAULT_COMMANDS_PER_MINUTE, false],
    ['1e3', DEFAULT_COMMANDS_PER_MINUTE, false],
    ['off', DEFAULT_COMMANDS_PER_MINUTE, false],
  ])('%j: %d a minute with as many at once (usable %s)', (text, n, usable) => {
    const r = rateLimitsFrom(text);
    expect(r.limits.all).toEqual({ capacity: n, perMinute: n });
    expect(r.limits.heavy).toEqual(HEAVY_BUCKET);
    expect(r.usable).toBe(usable);
  });
});

describe('bucketsOf', () => {
  it('every heavy command is a command of the contract, and draws from both buckets', () => {
    for (const name of HEAVY_COMMANDS) {
      expect(isCommandName(name)).toBe(true);
      expect(bucketsOf(name)).toEqual(['all', 'heavy']);
    }
  });
  it.each(['issueInvoice', 'sellAtCounter', 'confirmStockDocument', 'reconcileBankMovement'])('%s draws from the general bucket only', (name) => {
    expect(bucketsOf(name)).toEqual(['all']);
  });
});

describe('tokensAt', () => {
  const bucket = { capacity: 10, perMinute: 6 };
  it.each([
    ['nothing stored: full', undefined, 10],
    ['a bad shape: full', { tokens: 'x', at: NOW }, 10],
    ['negative tokens: full', { tokens: -1, at: NOW }, 10],
    ['NaN time: full', { tokens: 2, at: NaN }, 10],
    ['just drawn', { tokens: 3, at: NOW }, 3],
    ['refilled for 10 s at 6 a minute', { tokens: 3, at: NOW - 10_000 }, 4],
    ['refilled for 30 s', { tokens: 3, at: NOW - 30_000 }, 6],
    ['never above capacity', { tokens: 3, at: NOW - 3_600_000 }, 10],
    ['more than a lowered capacity: the capacity', { tokens: 50, at: NOW }, 10],
    ['stored in the future: no refill', { tokens: 2, at: NOW + 60_000 }, 2],
    ['stored 5 minutes ahead: still a clock ahead', { tokens: 2, at: NOW + 5 * 60_000 }, 2],
    ['stored further ahead: a bad state, full', { tokens: 2, at: NOW + 5 * 60_000 + 1 }, 10],
  ])('%s', (_, stored, expected) => {
    expect(tokensAt(stored, bucket, NOW)).toBeCloseTo(expected, 9);
  });
});

describe('planRateLimit', () => {
  it.each([
    ['first command of an account: full bucket less one', undefined, 'issueInvoice', { ok: true, next: { all: { tokens: 119, at: NOW } } }],
    ['garbage stored: as a first command', 'x', 'issueInvoice', { ok: true, next: { all: { tokens: 119, at: NOW } } }],
    ['one token left: allowed, empties it', { all: { tokens: 1, at: NOW } }, 'sellAtCounter', { ok: true, next: { all: { tokens: 0, at: NOW } } }],
    [
      'half a token: refused until the other half refills (250 ms at 120/min)',
      { all: { tokens: 0.5, at: NOW } },
      'issueInvoice',
      { ok: false, retryAtMs: NOW + 250 },
    ],
    ['empty: refused for half a second', { all: { tokens: 0, at: NOW } }, 'issueInvoice', { ok: false, retryAtMs: NOW + 500 }],
    ['empty 500 ms ago: one token again', { all: { tokens: 0, at: NOW - 500 } }, 'issueInvoice', { ok: true, next: { all: { tokens: 0, at: NOW } } }],
    [
      'stored a minute ahead: drawn without refill, and the later time kept',
      { all: { tokens: 3, at: NOW + 60_000 } },
      'issueInvoice',
      { ok: true, next: { all: { tokens: 2, at: NOW + 60_000 } } },
    ],
    [
      'spent a minute ahead: refused until then and half a second more',
      { all: { tokens: 0, at: NOW + 60_000 } },
      'issueInvoice',
      { ok: false, retryAtMs: NOW + 60_500 },
    ],
    [
      'a heavy command draws from both',
      { all: { tokens: 10, at: NOW }, heavy: { tokens: 3, at: NOW } },
      'exportCompanyData',
      { ok: true, next: { all: { tokens: 9, at: NOW }, heavy: { tokens: 2, at: NOW } } },
    ],
    [
      'a heavy command with its bucket empty: refused for 12 minutes though `all` has tokens',
      { all: { tokens: 100, at: NOW }, heavy: { tokens: 0, at: NOW } },
      'verifyVerifactuChain',
      { ok: false, retryAtMs: NOW + 12 * 60_000 },
    ],
    [
      'an empty heavy bucket does not stop other commands',
      { all: { tokens: 100, at: NOW }, heavy: { tokens: 0, at: NOW } },
      'issueInvoice',
      { ok: true, next: { all: { tokens: 99, at: NOW } } },
    ],
    [
      'both empty: the later of the two',
      { all: { tokens: 0, at: NOW }, heavy: { tokens: 0, at: NOW } },
      'exportCompanyData',
      { ok: false, retryAtMs: NOW + 12 * 60_000 },
    ],
  ])('%s', (_, stored, name, expected) => {
    expect(planRateLimit(stored, name, LIMITS, NOW)).toEqual(expected);
  });

  it('lets exactly the burst through at once, then one every 60/rate seconds', () => {
    let stored: Record<string, unknown> = {};
    let allowed = 0;
    for (let i = 0; i < 200; i++) {
      const plan = planRateLimit(stored, 'issueInvoice', LIMITS, NOW);
      if (!plan.ok) break;
      stored = { ...stored, ...plan.next };
      allowed++;
    }
    expect(allowed).toBe(120);
    expect(planRateLimit(stored, 'issueInvoice', LIMITS, NOW + 499)).toMatchObject({ ok: false });
    expect(planRateLimit(stored, 'issueInvoice', LIMITS, NOW + 500)).toMatchObject({ ok: true });
  });

  it('a cashier at a busy counter (a ticket every 3 s for an hour, with a 10-ticket rush) is never refused', () => {
    let stored: Record<string, unknown> = {};
    for (let t = 0; t < 3_600_000; t += 3_000) {
      for (let k = 0; k < (t === 1_800_000 ? 10 : 1); k++) {
        const plan = planRateLimit(stored, 'sellAtCounter', LIMITS, NOW + t);
        expect(plan.ok).toBe(true);
        if (plan.ok) stored = { ...stored, ...plan.next };
      }
    }
  });
});
