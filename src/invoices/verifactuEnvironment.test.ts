import { afterEach, describe, expect, it, vi } from 'vitest';
import { cotejoEnvironment, cotejoEnvironmentOf } from './verifactuEnvironment';

describe('cotejoEnvironmentOf', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['production', 'production', false],
    [' production ', 'production', false],
    ['test', 'test', false],
    [undefined, 'test', false],
    ['', 'test', false],
    ['prod', 'test', true],
    ['PRODUCTION', 'test', true],
  ] as const)('reads %j as the %s host (complains: %s)', (setting, expected, complains) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(cotejoEnvironmentOf(setting)).toBe(expected);
    expect(error).toHaveBeenCalledTimes(complains ? 1 : 0);
  });

  it('is the test host in test builds, where VITE_VERIFACTU_ENV is not set', () => {
    expect(cotejoEnvironment).toBe('test');
  });
});
