/**
 * Counted reads inside a Firestore transaction. Kept apart from firestore.ts
 * (which initialises the app) so that the stock writer can run with any
 * Firestore instance, e.g. many client instances in the concurrency test.
 * Every attempt of a retried transaction reads again, and is counted again.
 */
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase/firestore';

export type ReadRecorder = (label: string, count: number) => void;

export async function readInTransaction(tx: Transaction, label: string, ref: DocumentReference, record: ReadRecorder): Promise<DocumentSnapshot> {
  const snap = await tx.get(ref);
  record(label, 1);
  return snap;
}
