/**
 * The obligados tributarios this installation issues VERI*FACTU records for, one document per NIF
 * at the top level (verifactuIssuers/{nif}: the company whose chain it is). It answers two
 * questions a record depends on:
 * - Two companies of the installation with the same NIF must not start two chains for one
 *   obligado (AEAT 2007: a second PrimerRegistro for one issuer): the first record of a NIF's
 *   chain claims it in the issuing transaction (functions/src/invoices/issuing.ts, with
 *   `issuerRef`), and a second company is refused (issueCommit.ts `verifactuNifInUse`).
 * - IndicadorMultiplesOT says whether the installation serves more than one obligado when the
 *   record is generated: the count of claims (a company's first record adds itself).
 * Functions only: clients have no access (firestore.rules).
 */
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';

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
