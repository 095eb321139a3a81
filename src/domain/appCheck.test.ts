import { describe, expect, it } from 'vitest';
import { APP_CHECK_PROBLEM_MESSAGES, appCheckMode, appCheckProblems, appCheckSiteKey } from './appCheck';

describe('appCheckMode', () => {
  it.each([
    [undefined, 'off'],
    ['', 'off'],
    ['off', 'off'],
    [' OFF ', 'off'],
    ['enforce', 'enforce'],
    ['Enforce', 'enforce'],
    ['true', null],
    ['on', null],
    ['enforced', null],
  ])('%j is %s', (value, mode) => {
    expect(appCheckMode(value)).toBe(mode);
  });
});

describe('appCheckSiteKey', () => {
  it.each([
    ['6Lc-key', false, '6Lc-key'],
    [' 6Lc-key ', false, '6Lc-key'],
    ['6Lc-key', true, null],
    ['', false, null],
    ['   ', false, null],
    [undefined, false, null],
  ])('%j (emulators %s): %j', (key, emulators, expected) => {
    expect(appCheckSiteKey(key, emulators)).toBe(expected);
  });
});

describe('appCheckProblems', () => {
  it.each([
    ['emulators, nothing set', undefined, undefined, false, [], []],
    ['test deployment, nothing set', 'off', '', false, [], []],
    ['both sides on', 'enforce', '6Lc-key', true, [], []],
    ['both sides on, test deployment', 'enforce', '6Lc-key', false, [], []],
    ['enforced without a site key: the app would be locked out', 'enforce', undefined, true, ['enforcedWithoutSiteKey'], []],
    ['enforced with a blank site key', 'enforce', '  ', false, ['enforcedWithoutSiteKey'], []],
    ['a site key, functions not enforcing: the first step, a warning', undefined, '6Lc-key', true, [], ['siteKeyNotEnforced']],
    ['production with App Check off', 'off', undefined, true, [], ['productionWithoutAppCheck']],
    ['an unknown mode', 'yes', '6Lc-key', true, ['appCheckModeUnknown'], []],
  ])('%s', (_, mode, siteKey, production, refuse, warn) => {
    expect(appCheckProblems({ mode, siteKey, production })).toEqual({ refuse, warn });
  });

  it('every problem has its Spanish text', () => {
    for (const text of Object.values(APP_CHECK_PROBLEM_MESSAGES)) expect(text).toMatch(/^[A-ZÁÉÍÓÚÑ¿¡]/);
  });
});
