import { describe, expect, it } from 'vitest';
import { planAccessChange, type AccessActor, type AccessTarget } from './userAccess';

const admin: AccessActor = { uid: 'ana', corpId: 'A', role: 'admin' };
const superadmin: AccessActor = { uid: 'sara', corpId: 'A', role: 'superadmin' };
const person = (uid: string, role: AccessTarget['role'], active = true, corpId = 'A'): AccessTarget => ({ uid, corpId, role, active });

describe('planAccessChange', () => {
  it.each([
    [
      'demotes an admin while another active admin remains',
      admin,
      person('bea', 'admin'),
      { role: 'user', active: true },
      ['ana', 'bea'],
      { role: 'user' },
    ],
    [
      'deactivates an admin while another active admin remains',
      admin,
      person('bea', 'admin'),
      { role: 'admin', active: false },
      ['ana', 'bea'],
      { active: false },
    ],
    ['promotes a user to admin', admin, person('pablo', 'user'), { role: 'admin', active: true }, ['ana'], { role: 'admin' }],
    ['deactivates a user of a company with no admin at all', admin, person('pablo', 'user'), { role: 'user', active: false }, [], { active: false }],
    ['writes nothing when nothing changes', admin, person('pablo', 'user'), { role: 'user', active: true }, ['ana'], {}],
    [
      'lets a superadmin manage another company’s admin',
      superadmin,
      person('bea', 'admin', true, 'B'),
      { role: 'user', active: true },
      ['bea', 'carla'],
      { role: 'user' },
    ],
    [
      'lets a superadmin promote to superadmin',
      superadmin,
      person('pablo', 'user'),
      { role: 'superadmin', active: true },
      ['ana'],
      { role: 'superadmin' },
    ],
    ['reactivates an inactive admin', admin, person('bea', 'admin', false), { role: 'admin', active: true }, ['ana'], { active: true }],
  ] as const)('%s', (_what, actor, target, next, admins, changes) => {
    expect(planAccessChange(actor, target, next, admins)).toEqual({ ok: true, changes });
  });

  it.each([
    ['the last active admin demoted', superadmin, person('bea', 'admin'), { role: 'user', active: true }, ['bea'], 'lastAdmin'],
    ['the last active admin deactivated', superadmin, person('bea', 'admin'), { role: 'admin', active: false }, ['bea'], 'lastAdmin'],
    [
      'the last active admin made restricted and inactive',
      superadmin,
      person('bea', 'admin', true, 'B'),
      { role: 'restricted', active: false },
      ['bea'],
      'lastAdmin',
    ],
    ['one’s own role', admin, person('ana', 'admin'), { role: 'user', active: true }, ['ana', 'bea'], 'self'],
    ['a superadmin’s own access', superadmin, person('sara', 'superadmin'), { role: 'superadmin', active: false }, [], 'self'],
    ['an admin acting on another company', admin, person('bea', 'user', true, 'B'), { role: 'user', active: false }, [], 'otherCompany'],
    ['an admin giving a role above their own', admin, person('pablo', 'user'), { role: 'superadmin', active: true }, ['ana'], 'roleAbove'],
    ['an admin touching a superadmin', admin, person('sara', 'superadmin'), { role: 'superadmin', active: false }, ['ana'], 'roleAbove'],
  ] as const)('refuses %s', (_what, actor, target, next, admins, code) => {
    expect(planAccessChange(actor, target, next, admins)).toEqual({ ok: false, code });
  });
});
