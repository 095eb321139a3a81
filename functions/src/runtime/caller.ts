/**
 * Who is calling, decided on the server from users/{uid} (never from what the browser sends):
 * signed in, a profile, active, a role at least `minRole`, and working in the company the
 * request names. The company of every path a command touches is the caller's own.
 */
import type { CallableRequest } from 'firebase-functions/v2/https';
import { isRole, roleAtLeast, type Role } from '../../../src/domain/roles';
import { db } from './admin';
import { CommandError, denied } from './errors';

export interface Caller {
  uid: string;
  corpId: string;
  role: Role;
}

export async function callerOf(request: CallableRequest<unknown>, corpId: unknown, minRole: Role): Promise<Caller> {
  const uid = request.auth?.uid;
  if (!uid) throw new CommandError('unauthenticated', {}, 'unauthenticated');
  const snap = await db().doc(`users/${uid}`).get();
  const profile = snap.data();
  if (!profile) throw denied('noProfile');
  if (profile.active !== true) throw denied('inactive');
  const role = profile.role;
  if (!isRole(role) || !roleAtLeast(role, minRole)) throw denied('role');
  if (typeof corpId !== 'string' || corpId === '' || profile.corpId !== corpId) throw denied('company');
  return { uid, corpId, role };
}
