/**
 * setUserAccess {corpId, uid, role, active}: an admin's (or superadmin's) change of another
 * person's role or active flag. The rules refuse these fields to every browser, because the
 * invariant they protect needs a count: a company always keeps at least one active admin.
 * `corpId` is the company the caller works in (checked by command()); the target's company is
 * read from its profile — an admin's must be the same, a superadmin's may be any.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { parseInput } from '../../../src/domain/commandInputs/fields';
import { setUserAccessSchema, type SetUserAccessInput } from '../../../src/domain/commandInputs/userInputs';
import { isRole } from '../../../src/domain/roles';
import { planAccessChange } from '../../../src/domain/userAccess';
import { db } from '../runtime/admin';
import { command } from '../runtime/command';
import { readNamed } from '../runtime/readNamed';
import { inTransaction } from '../runtime/transaction';

export const setUserAccess = command('setUserAccess', async (caller, data, refuse) => {
  const parsed = parseInput(setUserAccessSchema, data, 'data');
  if (!parsed.ok) throw refuse('invalid', { detail: parsed.detail });
  const input: SetUserAccessInput = parsed.value;
  const firestore = db();
  const ref = firestore.doc(`users/${input.uid}`);
  return inTransaction('default', async (tx) => {
    // The caller again, inside the transaction: two admins demoting each other at once must not
    // both pass on what they were before the other's change.
    const read = await readNamed(tx, { me: firestore.doc(`users/${caller.uid}`), target: ref });
    const me = read.me.data();
    if (me?.active !== true || me.role !== caller.role || me.corpId !== caller.corpId) throw refuse('denied', { reason: 'changed' });
    const stored = read.target.data();
    if (!stored || typeof stored.corpId !== 'string' || !isRole(stored.role)) throw refuse('notFound');
    const target = { uid: input.uid, corpId: stored.corpId, role: stored.role, active: stored.active === true };
    // Equality filters only: served by the single-field indexes, no composite index needed.
    const admins = await tx.get(
      firestore.collection('users').where('corpId', '==', target.corpId).where('role', '==', 'admin').where('active', '==', true),
    );
    const plan = planAccessChange(
      caller,
      target,
      { role: input.role, active: input.active },
      admins.docs.map((d) => d.id),
    );
    if (!plan.ok) throw refuse(plan.code);
    const changed = Object.keys(plan.changes).length > 0;
    if (changed) tx.update(ref, { ...plan.changes, updatedAt: FieldValue.serverTimestamp() });
    return { changed };
  });
});
