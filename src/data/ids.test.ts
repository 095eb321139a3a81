import { describe, expect, it } from 'vitest';
import { createIdGenerator, type IdClock } from './ids';

function fixedClock(now: number): IdClock & { stored: number } {
  const clock = {
    stored: 0,
    now: () => now,
    load: () => clock.stored,
    store: (v: number) => {
      clock.stored = v;
    },
  };
  return clock;
}

describe('newId', () => {
  it('is the uid followed by the current time in milliseconds', () => {
    const newId = createIdGenerator(fixedClock(1_760_000_000_123));
    expect(newId('abcUID')).toBe('abcUID1760000000123');
  });

  it('gives distinct ids to many records created in the same millisecond', () => {
    const newId = createIdGenerator(fixedClock(1_760_000_000_000));
    const ids = Array.from({ length: 10_000 }, () => newId('u1'));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[9_999]).toBe('u11760000009999');
  });

  it('gives distinct ids in a tight loop with the real clock', () => {
    const newId = createIdGenerator();
    const ids = Array.from({ length: 5_000 }, () => newId('u1'));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('never goes backwards when the wall clock does', () => {
    let now = 2_000;
    const clock = { ...fixedClock(0), now: () => now };
    const newId = createIdGenerator(clock);
    const first = newId('u');
    now = 1_000;
    const second = newId('u');
    expect(Number(second.slice(1))).toBeGreaterThan(Number(first.slice(1)));
  });

  it('shares the clock between two generators on the same storage (two tabs)', () => {
    const shared = fixedClock(5_000);
    const tabA = createIdGenerator(shared);
    const tabB = createIdGenerator(shared);
    expect(tabA('u')).not.toBe(tabB('u'));
  });

  it('refuses to build an id without a user', () => {
    expect(() => createIdGenerator(fixedClock(1))('')).toThrow();
  });
});
