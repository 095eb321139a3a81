import { describe, expect, it } from 'vitest';
import { actionParams, withoutActionQuery } from './actionParams';

describe('actionParams', () => {
  it.each([
    ['in the hash', '', '?mode=resetPassword&oobCode=abc', { mode: 'resetPassword', oobCode: 'abc' }],
    ['before the hash', '?mode=verifyEmail&oobCode=xyz&apiKey=k&lang=es', '', { mode: 'verifyEmail', oobCode: 'xyz' }],
    ['in both: the hash wins', '?mode=verifyEmail&oobCode=old', '?mode=recoverEmail&oobCode=new', { mode: 'recoverEmail', oobCode: 'new' }],
    ['a hash without a code', '?mode=verifyAndChangeEmail&oobCode=c1', '?mode=resetPassword', { mode: 'verifyAndChangeEmail', oobCode: 'c1' }],
    ['an unknown mode', '', '?mode=signIn&oobCode=abc', { mode: null, oobCode: 'abc' }],
    ['nothing', '', '', { mode: null, oobCode: null }],
    ['an empty code', '', '?mode=resetPassword&oobCode=', { mode: null, oobCode: null }],
  ])('reads the parameters %s', (_what, search, hashSearch, expected) => {
    expect(actionParams(search, hashSearch)).toEqual(expected);
  });
});

describe('withoutActionQuery', () => {
  it.each([
    ['/', '?mode=resetPassword&oobCode=abc&apiKey=k&lang=es', '#/auth/action', '/#/auth/action'],
    ['/app/', '?mode=verifyEmail&oobCode=abc&utm=x', '#/auth/action', '/app/?utm=x#/auth/action'],
    ['/', '', '#/auth/action?mode=resetPassword&oobCode=abc', '/#/auth/action?mode=resetPassword&oobCode=abc'],
  ])('%s%s%s → %s', (pathname, search, hash, expected) => {
    expect(withoutActionQuery(pathname, search, hash)).toBe(expected);
  });
});
