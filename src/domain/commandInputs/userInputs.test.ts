import { describe, expect, it } from 'vitest';
import { parseInput } from './fields';
import { deleteUserSchema, setUserAccessSchema } from './userInputs';

const good = { corpId: 'c1', uid: 'u1', role: 'user', active: true };

describe('setUserAccess input', () => {
  it('gives uid, role and active, and drops every other field (corpId is command()’s)', () => {
    expect(parseInput(setUserAccessSchema, { ...good, role: 'admin', active: false, createdBy: 'x', corpId: 'other' }, 'data')).toEqual({
      ok: true,
      value: { uid: 'u1', role: 'admin', active: false },
    });
  });

  it.each(['restricted', 'user', 'admin', 'superadmin'])('takes the role %s (who may give it is planAccessChange’s)', (role) => {
    expect(parseInput(setUserAccessSchema, { ...good, role }, 'data')).toEqual({ ok: true, value: { uid: 'u1', role, active: true } });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['active as 1', { active: 1 }, 'active'],
    ['active as "true"', { active: 'true' }, 'active'],
    ['active as NaN', { active: Number.NaN }, 'active'],
    ['active missing', { active: undefined }, 'active'],
    ['a role that is not one', { role: 'owner' }, 'role'],
    ['a role in capitals', { role: 'SUPERADMIN' }, 'role'],
    ['a role with a trailing space', { role: 'admin ' }, 'role'],
    ['a role as a number', { role: 2 }, 'role'],
    ['role missing', { role: undefined }, 'role'],
    ['a uid with U+0001', { uid: 'u\u00011' }, 'uid:unsafeText'],
    ['a uid with U+FFFE', { uid: 'u\uFFFE' }, 'uid:unsafeText'],
    ['a uid with a slash', { uid: 'corpX/u1' }, 'uid'],
    ['a uid __x__', { uid: '__x__' }, 'uid'],
    ['a uid ".."', { uid: '..' }, 'uid'],
    ['an empty uid', { uid: '' }, 'uid'],
    ['a uid of 129 characters', { uid: 'a'.repeat(129) }, 'uid'],
    ['a uid as a number', { uid: 7 }, 'uid'],
    ['uid missing', { uid: undefined }, 'uid'],
    // The first wrong field in the order uid, role, active is the one named.
    ['everything wrong', { uid: 'a/b', role: 'x', active: 'y' }, 'uid'],
  ])('refuses %s, naming the field', (_what, change, detail) => {
    expect(parseInput(setUserAccessSchema, { ...good, ...change }, 'data')).toEqual({ ok: false, detail });
  });

  it('takes a uid of 128 characters (the bound is inclusive)', () => {
    expect(parseInput(setUserAccessSchema, { ...good, uid: 'a'.repeat(128) }, 'data')).toMatchObject({ ok: true });
  });
});

describe('deleteUser input', () => {
  it.each<[string, unknown, { ok: boolean; value?: unknown; detail?: string }]>([
    ['a uid, extra fields dropped', { corpId: 'c1', uid: 'u1', role: 'admin' }, { ok: true, value: { uid: 'u1' } }],
    ['a uid with a slash', { uid: 'users/u1' }, { ok: false, detail: 'uid' }],
    ['a uid __x__', { uid: '__x__' }, { ok: false, detail: 'uid' }],
    ['a uid with U+0001', { uid: '\u0001' }, { ok: false, detail: 'uid:unsafeText' }],
    ['a uid of 129 characters', { uid: 'u'.repeat(129) }, { ok: false, detail: 'uid' }],
    ['a uid as a double', { uid: 1.5 }, { ok: false, detail: 'uid' }],
    ['no uid', { corpId: 'c1' }, { ok: false, detail: 'uid' }],
  ])('%s', (_what, raw, expected) => {
    expect(parseInput(deleteUserSchema, raw, 'data')).toEqual(expected);
  });
});
