/**
 * reconcileBankRemittance {corpId, movementId, remittanceId}: a bank movement confirmed as the
 * charge of a remesa de cobros (a credit) or the payment of a remesa de pagos (a debit) (issue
 * 30). The remittance must be cargada: its items already have their payments
 * (settleRemittance, which the app runs first, at the movement's date, when the remittance was
 * only enviada), so this records no payment; in ONE transaction it checks the movement
 * (pendiente, not a returned receipt) against the remittance (same way, exactly its total, matched
 * to no other movement) and links both: the movement conciliado with match {remittanceId}, the
 * remittance with its bankMovementId. Undone by unreconcileBankMovement, which only unlinks.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { parseReconcileBankRemittance, remittanceMatchRefusal } from '../../../../src/domain/bank/bankCommands';
import { db } from '../../runtime/admin';
import { command } from '../../runtime/command';
import { readNamed } from '../../runtime/readNamed';
import { inTransaction } from '../../runtime/transaction';
import { REMITTANCES, remittanceOfSnap } from '../remittances/remittanceStore';
import { movementOf, movementRef } from './bankMovementRead';

export const reconcileBankRemittance = command('reconcileBankRemittance', async (caller, data, refuse) => {
  const parsed = parseReconcileBankRemittance(data);
  if (!parsed.ok) throw refuse('invalid', { detail: parsed.detail });
  const { movementId, remittanceId } = parsed.value;
  const company = db().doc(`corporations/${caller.corpId}`);
  const ref = movementRef(company, movementId);
  const remittanceRef = company.collection(REMITTANCES).doc(remittanceId);

  return inTransaction('contended', async (tx) => {
    const { movement: snap, remittance: remittanceSnap } = await readNamed(tx, { movement: ref, remittance: remittanceRef });
    const movement = movementOf(snap);
    if (movement.state !== 'pendiente') throw refuse('notPending', { state: movement.state });
    if (movement.amountCents === 0) throw refuse('zeroAmount');
    if (movement.returnedDebit) throw refuse('returnedDebit');
    const refused = remittanceMatchRefusal(movement, remittanceOfSnap(remittanceSnap));
    if (refused) throw refuse(refused.code, { detail: refused.detail ?? '' });
    const now = FieldValue.serverTimestamp();
    tx.update(ref, { state: 'conciliado', match: { paymentId: '', dueIds: [], remittanceId }, reconciledBy: caller.uid, updatedAt: now });
    tx.update(remittanceRef, { bankMovementId: movementId, updatedAt: now });
    return { movementId, remittanceId };
  });
});
