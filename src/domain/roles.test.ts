import { describe, expect, it } from 'vitest';
import { assignableRoles, effectiveRole, restrictionReason, roleAtLeast, type ProfileFacts } from './roles';

const ok: ProfileFacts = { role: 'admin', active: true, corpId: 'c1', hasCorporation: true };

describe('roleAtLeast', () => {
  it.each([
    ['superadmin', 'admin', true],
    ['admin', 'admin', true],
    ['admin', 'superadmin', false],
    ['user', 'admin', false],
    ['user', 'user', true],
    ['restricted', 'user', false],
    ['restricted', 'restricted', true],
    ['cashier', 'user', false],
    ['cashier', 'cashier', true],
    ['user', 'cashier', true],
    ['restricted', 'cashier', false],
  ] as const)('%s at least %s → %s', (role, required, expected) => {
    expect(roleAtLeast(role, required)).toBe(expected);
  });
});

describe('assignableRoles', () => {
  it.each([
    ['superadmin', ['restricted', 'cashier', 'user', 'admin', 'superadmin']],
    ['admin', ['restricted', 'cashier', 'user', 'admin']],
    ['user', ['restricted', 'cashier', 'user']],
    ['cashier', ['restricted', 'cashier']],
  ] as const)('%s may give %j', (actor, roles) => {
    expect(assignableRoles(actor)).toEqual(roles);
  });
});

describe('effectiveRole and restrictionReason', () => {
  it.each([
    ['an active admin with a company', ok, 'admin', null],
    ['no user document', null, 'restricted', 'noProfile'],
    ['a deactivated admin', { ...ok, active: false }, 'restricted', 'inactive'],
    ['no corpId', { ...ok, corpId: null }, 'restricted', 'noCompany'],
    ['a company that could not be loaded', { ...ok, hasCorporation: false }, 'restricted', 'noCompany'],
    ['the restricted role', { ...ok, role: 'restricted' }, 'restricted', 'restrictedRole'],
  ] as const)('%s → %s', (_name, facts, role, reason) => {
    expect(effectiveRole(facts)).toBe(role);
    expect(restrictionReason(facts)).toBe(reason);
  });
});
