/**
 * deleteUser {corpId, uid}: an admin's (or superadmin's) removal of another person (issue 26). In
 * this order, so that no moment exists in which the person can still work:
 *
 * 1. the profile is deactivated (`active: false`), in a transaction with the same
 *    checks as setUserAccess (not oneself, same company unless superadmin, no one above the
 *    caller, never the company's last active admin): from then on every rule and every command
 *    guard refuses them, whatever ID token they still hold;
 * 2. their refresh tokens are revoked and their Auth account is deleted. A failure here leaves an
 *    inactive profile (refused everywhere) and is reported; calling again finishes the job.
 *
 * The profile itself stays (deactivated): documents name people by uid, and the list of people
 * shows who they were. Their command budget (`rateLimits/{uid}`, functions/src/runtime/rateLimit.ts)
 * goes with the deactivation: it names nobody and nothing reads it once they cannot call.
 */
import { getAuth } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { parseInput } from '../../../src/domain/commandInputs/fields';
import { deleteUserSchema } from '../../../src/domain/commandInputs/userInputs';
import { RATE_LIMITS } from '../../../src/domain/rateLimit';
import { isRole } from '../../../src/domain/roles';
import { planAccessChange } from '../../../src/domain/userAccess';
import { db } from '../runtime/admin';
import { command } from '../runtime/command';
import { readNamed } from '../runtime/readNamed';
import { inTransaction } from '../runtime/transaction';

export const deleteUser = command('deleteUser', async (caller, data, refuse) => {
  const parsed = parseInput(deleteUserSchema, data, 'data');
  if (!parsed.ok) throw refuse('invalid', { detail: parsed.detail });
  const { uid } = parsed.value;
  const firestore = db();
  const ref = firestore.doc(`users/${uid}`);
  await inTransaction('default', async (tx) => {
    const read = await readNamed(tx, { me: firestore.doc(`users/${caller.uid}`), target: ref });
    const me = read.me.data();
    if (me?.active !== true || me.role !== caller.role || me.corpId !== caller.corpId) throw refuse('denied', { reason: 'changed' });
    const stored = read.target.data();
    if (!stored || typeof stored.corpId !== 'string' || !isRole(stored.role)) throw refuse('notFound');
    const target = { uid, corpId: stored.corpId, role: stored.role, active: stored.active === true };
    const admins = await tx.get(
      firestore.collection('users').where('corpId', '==', target.corpId).where('role', '==', 'admin').where('active', '==', true),
    );
    const plan = planAccessChange(
      caller,
      target,
      { role: target.role, active: false },
      admins.docs.map((d) => d.id),
    );
    if (!plan.ok) throw refuse(plan.code);
    // Only the fields the rules know (validUser): the profile stays editable and listable as it was.
    tx.update(ref, { active: false, updatedAt: FieldValue.serverTimestamp() });
    tx.delete(firestore.collection(RATE_LIMITS).doc(uid));
  });
  const auth = getAuth();
  try {
    await auth.revokeRefreshTokens(uid);
    await auth.deleteUser(uid);
  } catch (error) {
    // Already gone (deleted in the console, or an earlier call): the profile is what mattered.
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
  return { deleted: true };
});
