/**
 * The obligados tributarios this installation issues VERI*FACTU records for, one document per NIF
 * at the top level (verifactuIssuers/{nif}: the company whose chain it is). It answers two
 * questions a record depends on:
 * - Two companies of the installation with the same NIF must not start two chains for one
 *   obligado (AEAT 2007: a second PrimerRegistro for one issuer): the first record of a NIF's
 *   chain claims it in the issuing transaction, and a second company is refused.
 * - IndicadorMultiplesOT says whether the installation serves more than one obligado when the
 *   record is generated: the count of claims (a company's first record adds itself).
 * Functions only: clients have no access (firestore.rules).
 */
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { CommandError } from '../runtime/errors';

export const VERIFACTU_ISSUERS = 'verifactuIssuers';

/**
 * How many obligados have a chain here: one aggregation query (billed as one read per 1.000
 * claims), run beside issuing's other read outside the transaction. Not cached: an instance's
 * memory would lag behind another company's first record.
 */
export async function issuerCount(db: Firestore): Promise<number> {
  return (await db.collection(VERIFACTU_ISSUERS).count().get()).data().count;
}

export const issuerRef = (db: Firestore, nif: string): DocumentReference => db.collection(VERIFACTU_ISSUERS).doc(nif);

/**
 * Before a NIF's first record: read its claim in the transaction; refuse when another company
 * holds it, else claim it (written by the caller's transaction). Returns whether it is new.
 */
export async function claimIssuer(db: Firestore, tx: Transaction, nif: string, corpId: string): Promise<{ created: boolean }> {
  const ref = issuerRef(db, nif);
  const snap = await tx.get(ref);
  const holder = snap.get('corpId');
  if (snap.exists && holder !== corpId) throw new CommandError('verifactuNifInUse', { detail: nif });
  if (!snap.exists) tx.create(ref, { nif, corpId, createdAt: FieldValue.serverTimestamp() });
  return { created: !snap.exists };
}
