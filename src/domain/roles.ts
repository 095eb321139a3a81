/** Roles (docs/reference.md "Roles"), from least to most powerful. The rules mirror roleRank(). */
// 'cashier' (cajero): the counter only (Mostrador, its own tickets and till), none of the company's
// sales, debts, stock value or master data (docs/DECISIONS.md "The cashier role").
export const ROLES = ['restricted', 'cashier', 'user', 'admin', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function roleRank(role: Role): number {
  return ROLES.indexOf(role);
}

/** True when `role` may do what `required` may do. */
export function roleAtLeast(role: Role, required: Role): boolean {
  return roleRank(role) >= roleRank(required);
}

/** The roles an actor may give to others: never above their own. */
export function assignableRoles(actor: Role): Role[] {
  return ROLES.filter((r) => roleRank(r) <= roleRank(actor));
}

export interface ProfileFacts {
  role: Role | null;
  active: boolean;
  corpId: string | null;
  hasCorporation: boolean;
}

/**
 * What the signed-in person may actually use. A deactivated user, an account
 * without a user document and a user without a (readable) company are all
 * treated as `restricted`, whatever role their document names.
 */
export function effectiveRole(facts: ProfileFacts | null): Role {
  if (!facts || !facts.role || !facts.active || !facts.corpId || !facts.hasCorporation) return 'restricted';
  return facts.role;
}

export type RestrictionReason = 'noProfile' | 'inactive' | 'noCompany' | 'restrictedRole';

export function restrictionReason(facts: ProfileFacts | null): RestrictionReason | null {
  if (!facts || !facts.role) return 'noProfile';
  if (!facts.active) return 'inactive';
  if (!facts.corpId || !facts.hasCorporation) return 'noCompany';
  if (facts.role === 'restricted') return 'restrictedRole';
  return null;
}
