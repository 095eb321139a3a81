/**
 * What the remittance commands share (issue 30): where remittances and mandate uses live, how one
 * is read in a transaction, and the write of its items. The dues, payments, invoices and summary
 * they change go through the payments' one writer (../paymentWrites.ts).
 */
import { FieldValue, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { itemsToStored, remittanceOfStored, totalsOf, type Remittance, type RemittanceItem } from '../../../../src/domain/payments/remittance';
import { db } from '../../runtime/admin';

export const REMITTANCES = 'remittances';
/** mandates/{clientId}: the reference a client was first debited under and by which remittance (FRST/RCUR). */
export const MANDATES = 'mandates';

export const companyOf = (corpId: string): DocumentReference => db().doc(`corporations/${corpId}`);

/** The remittance as stored, or null when missing or not one. */
export function remittanceOfSnap(snap: DocumentSnapshot): Remittance | null {
  return snap.exists ? remittanceOfStored(snap.id, snap.data()) : null;
}

/** True while createRemittance is still claiming its dues. */
export const building = (snap: DocumentSnapshot) => snap.get('building') === true;

/** The items and their totals, rewritten (the document keeps them: writes only). */
export function writeItems(tx: Transaction, ref: DocumentReference, items: readonly RemittanceItem[], extra: Record<string, unknown> = {}): void {
  tx.update(ref, { items: itemsToStored(items), totals: totalsOf(items), ...extra, updatedAt: FieldValue.serverTimestamp() });
}
