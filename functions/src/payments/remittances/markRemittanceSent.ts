/**
 * markRemittanceSent {corpId, remittanceId}: the file went to the bank (issue 30): 'preparada' →
 * 'enviada'. Again on one already sent changes nothing.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { parseRemittanceRef } from '../../../../src/domain/payments/remittance';
import { command } from '../../runtime/command';
import { readNamed } from '../../runtime/readNamed';
import { inTransaction } from '../../runtime/transaction';
import { building, companyOf, REMITTANCES, remittanceOfSnap } from './remittanceStore';

export const markRemittanceSent = command('markRemittanceSent', async (caller, data, refuse) => {
  const parsed = parseRemittanceRef(data);
  if (!parsed.ok) throw refuse('invalid', { detail: parsed.detail });
  const ref = companyOf(caller.corpId).collection(REMITTANCES).doc(parsed.value.remittanceId);
  return inTransaction('default', async (tx) => {
    const { remittance } = await readNamed(tx, { remittance: ref });
    const current = remittanceOfSnap(remittance);
    if (!current) throw refuse('notFound');
    if (current.state === 'enviada') return { state: 'enviada' };
    if (current.state !== 'preparada' || building(remittance)) throw refuse('remittanceState', { state: current.state });
    const now = FieldValue.serverTimestamp();
    tx.update(ref, { state: 'enviada', sentAt: now, sentBy: caller.uid, updatedAt: now });
    return { state: 'enviada' };
  });
});
