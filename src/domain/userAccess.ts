/**
 * Changing a person's role or whether they may use Almacena (the setUserAccess command,
 * functions/src/users): who may do it, and the one invariant the rules cannot check because
 * they cannot count — every company keeps at least one active admin.
 */
import { roleAtLeast, type Role } from './roles';

export interface Access {
  role: Role;
  active: boolean;
}

export interface AccessActor {
  uid: string;
  corpId: string;
  role: Role;
}

export interface AccessTarget extends Access {
  uid: string;
  corpId: string;
}

/**
 * Refusals: `self` (one's own access, which would let an admin lock everyone out, themselves
 * included), `otherCompany` (an admin acting outside their company), `roleAbove` (a person, or a
 * new role, above the actor's own), `lastAdmin` (the company would be left without an active admin).
 */
export type AccessRefusal = 'self' | 'otherCompany' | 'roleAbove' | 'lastAdmin';

export type AccessPlan = { ok: true; changes: Partial<Access> } | { ok: false; code: AccessRefusal };

const isActiveAdmin = (a: Access) => a.active && a.role === 'admin';

/**
 * What to write on the target's profile (only the fields that change), or why not.
 * `activeAdminIds`: the uids of the active admins of the target's company, as stored now.
 * A superadmin manages any company's people; an admin only their own company's.
 */
export function planAccessChange(actor: AccessActor, target: AccessTarget, next: Access, activeAdminIds: readonly string[]): AccessPlan {
  if (actor.uid === target.uid) return { ok: false, code: 'self' };
  if (actor.role !== 'superadmin' && actor.corpId !== target.corpId) return { ok: false, code: 'otherCompany' };
  if (!roleAtLeast(actor.role, target.role) || !roleAtLeast(actor.role, next.role)) return { ok: false, code: 'roleAbove' };
  if (isActiveAdmin(target) && !isActiveAdmin(next) && activeAdminIds.every((uid) => uid === target.uid)) {
    return { ok: false, code: 'lastAdmin' };
  }
  const changes: Partial<Access> = {};
  if (next.role !== target.role) changes.role = next.role;
  if (next.active !== target.active) changes.active = next.active;
  return { ok: true, changes };
}
