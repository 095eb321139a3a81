/** What the bank commands share: a movement as read in the transaction, refused when it is not there. */
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { BANK_MOVEMENTS, bankMovementFromStored, type BankMovementRow } from '../../../../src/domain/bank/bankCommands';
import type { BankRefusal } from '../../../../src/domain/commands';
import { CommandError } from '../../runtime/errors';

export function movementRef(company: DocumentReference, movementId: string): DocumentReference {
  return company.collection(BANK_MOVEMENTS).doc(movementId);
}

/** The movement (its own company's: the path is the caller's), or notFound. */
export function movementOf(snap: DocumentSnapshot): BankMovementRow {
  const row = bankMovementFromStored(snap.id, snap.data());
  if (!row) throw new CommandError<BankRefusal>('notFound', { detail: 'movementId' });
  return row;
}
