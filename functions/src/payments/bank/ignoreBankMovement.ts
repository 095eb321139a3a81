/**
 * ignoreBankMovement {corpId, movementId, ignored}: a movement that pays no due (a bank fee, a
 * transfer between own accounts) set aside as ignorado, or brought back to pendiente (issue 30).
 */
import { FieldValue } from 'firebase-admin/firestore';
import { parseIgnoreBankMovement } from '../../../../src/domain/bank/bankCommands';
import { db } from '../../runtime/admin';
import { command } from '../../runtime/command';
import { inTransaction } from '../../runtime/transaction';
import { movementOf, movementRef } from './bankMovementRead';

export const ignoreBankMovement = command('ignoreBankMovement', async (caller, data, refuse) => {
  const parsed = parseIgnoreBankMovement(data);
  if (!parsed.ok) throw refuse('invalid', { detail: parsed.detail });
  const { movementId, ignored } = parsed.value;
  const ref = movementRef(db().doc(`corporations/${caller.corpId}`), movementId);
  return inTransaction('default', async (tx) => {
    const movement = movementOf(await tx.get(ref));
    if (ignored && movement.state !== 'pendiente') throw refuse('notPending', { state: movement.state });
    if (!ignored && movement.state !== 'ignorado') throw refuse('notIgnored', { state: movement.state });
    const state = ignored ? 'ignorado' : 'pendiente';
    tx.update(ref, { state, ignoredBy: ignored ? caller.uid : null, updatedAt: FieldValue.serverTimestamp() });
    return { movementId, state };
  });
});
