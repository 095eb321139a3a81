/**
 * Who is calling, decided on the server from users/{uid} (never from what the browser sends):
 * signed in, a profile, active, a role at least `minRole`, and working in the company the
 * request names. The company of every path a command touches is the caller's own.
 *
 * The ID token alone is not enough (issue 26): it stays valid for up to an hour after its Auth
 * account is deleted, disabled or has its tokens revoked. So the account is looked up too
 * (getUser, in parallel with the profile read): a missing or disabled account is refused
 * (`noAccount`, `disabled`), and so is a token signed in before the account's tokens were revoked
 * (`revoked`: auth_time before tokensValidAfterTime, as verifyIdToken's checkRevoked compares).
 * Cost: one Auth lookup per command, in parallel with the profile's read (DECISIONS.md, issue 26).
 */
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { isRole, roleAtLeast, type Role } from '../../../src/domain/roles';
import { db } from './admin';
import { CommandError, denied } from './errors';

export interface Caller {
  uid: string;
  corpId: string;
  role: Role;
}

/** The account, or null when Auth has none for the uid. */
async function accountOf(uid: string): Promise<UserRecord | null> {
  try {
    return await getAuth().getUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

/** Why a token of `account` must not be honoured any more, or null. */
export function accountRefusal(account: Pick<UserRecord, 'disabled' | 'tokensValidAfterTime'> | null, authTimeSeconds: unknown): string | null {
  if (!account) return 'noAccount';
  if (account.disabled) return 'disabled';
  const validAfter = account.tokensValidAfterTime ? Date.parse(account.tokensValidAfterTime) : NaN;
  if (Number.isFinite(validAfter)) {
    if (typeof authTimeSeconds !== 'number' || authTimeSeconds * 1000 < validAfter) return 'revoked';
  }
  return null;
}

export async function callerOf(request: CallableRequest<unknown>, corpId: unknown, minRole: Role): Promise<Caller> {
  const uid = request.auth?.uid;
  if (!uid) throw new CommandError('unauthenticated');
  const [snap, account] = await Promise.all([db().doc(`users/${uid}`).get(), accountOf(uid)]);
  const profile = snap.data();
  if (!profile) throw denied('noProfile');
  if (profile.active !== true) throw denied('inactive');
  const gone = accountRefusal(account, request.auth?.token.auth_time);
  if (gone) throw denied(gone);
  const role = profile.role;
  if (!isRole(role) || !roleAtLeast(role, minRole)) throw denied('role');
  if (typeof corpId !== 'string' || corpId === '' || profile.corpId !== corpId) throw denied('company');
  return { uid, corpId, role };
}
