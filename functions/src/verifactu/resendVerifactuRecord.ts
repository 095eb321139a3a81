/**
 * resendVerifactuRecord {corpId, recordId} (admin): queues a pending record at once, or corrects a
 * rejected one (or one accepted with errors) with a subsanación chained in one transaction.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { parseInput } from '../../../src/domain/commandInputs/fields';
import { resendVerifactuRecordSchema } from '../../../src/domain/commandInputs/verifactuInputs';
import { mayCorrect, rechazoPrevioOf } from '../../../src/domain/verifactu/sending';
import { VerifactuError } from '../../../src/domain/verifactu/errors';
import {
  aeatHolds,
  planAlta,
  planAnulacion,
  sinRegistroPrevioOf,
  VERIFACTU_CHAINS,
  VERIFACTU_RECORDS,
} from '../../../src/domain/verifactu/verifactuPlan';
import { db } from '../runtime/admin';
import { command } from '../runtime/command';
import { readNamed } from '../runtime/readNamed';
import { inTransaction } from '../runtime/transaction';
import { verifactuSystem } from '../invoices/verifactuSystem';
import { assertVerifactuReady } from './config';
import { issuerCount } from './issuers';
import { liveDeps, SECRETS } from './liveDeps';
import { sendChain, VERIFACTU_SENDERS } from './sender';

/**
 * A rejected record (by the AEAT, or not sent by our own check), or one accepted with errors, is
 * corrected by a subsanación: a new alta of the same invoice (the invoice itself never changes),
 * chained like any record, with the company's legal name as it is now (the usual cause of a census
 * rejection) and texts cleaned of refused characters. Subsanacion S and RechazoPrevio from the
 * table (sending.ts rechazoPrevioOf): N after an acceptance with errors, S after a rejection of a
 * key the AEAT holds, X when it never held it. A rejected anulación is followed by a new anulación
 * with RechazoPrevio S, SinRegistroPrevio when the AEAT does not hold the key. A pending record is
 * queued for the next send at once: our retry backoff is cleared, the AEAT's wait is not.
 */
export const resendVerifactuRecord = command(
  'resendVerifactuRecord',
  async (caller, data, refuse) => {
    const parsed = parseInput(resendVerifactuRecordSchema, data, 'data');
    if (!parsed.ok) throw refuse('invalid', { detail: parsed.detail });
    const { recordId } = parsed.value;
    // A correction is a new record: not made (nor sent) while the deployment's settings are wrong.
    assertVerifactuReady();
    const system = verifactuSystem(await issuerCount(db()));
    const company = db().doc(`corporations/${caller.corpId}`);
    const recordRef = company.collection(VERIFACTU_RECORDS).doc(recordId);
    // Contended: a subsanación chains to the issuer's head, as every sale does.
    const outcome = await inTransaction('contended', async (tx) => {
      const record = (await tx.get(recordRef)).data();
      if (!record) throw refuse('notFound');
      const nif = String(record.nif);
      if (record.state === 'pendiente') {
        tx.set(company.collection(VERIFACTU_SENDERS).doc(nif), { retryAt: null, attempts: 0 }, { merge: true });
        return { recordId, action: 'queued' as const, nif };
      }
      if (!mayCorrect(record)) throw refuse('verifactuNotCorrectable', { state: record.state });
      const invoiceRef = company.collection('invoices').doc(String(record.invoiceId));
      const headRef = company.collection(VERIFACTU_CHAINS).doc(nif);
      const { invoice: invoiceSnap, head: headSnap, company: companySnap } = await readNamed(tx, { invoice: invoiceRef, head: headRef, company });
      const invoice = invoiceSnap.data();
      if (!invoice) throw refuse('notFound');
      const legalName = (companySnap.data()?.data as { legalName?: unknown } | undefined)?.legalName;
      const issuer = invoice.issuer as Record<string, unknown>;
      const corrected =
        typeof legalName === 'string' && legalName.trim() ? { ...invoice, issuer: { ...issuer, legalName: legalName.trim() } } : invoice;
      let plan: ReturnType<typeof planAlta>;
      try {
        plan =
          record.type === 'anulacion'
            ? planAnulacion(invoiceSnap.id, invoice, headSnap.data(), new Date(), system, {
                sinRegistroPrevio: sinRegistroPrevioOf(invoice),
                rechazoPrevio: true,
                corrects: recordId,
              })
            : planAlta(invoiceSnap.id, corrected, headSnap.data(), new Date(), system, {
                of: recordId,
                rechazoPrevio: rechazoPrevioOf(record.state, aeatHolds(invoice)),
                held: aeatHolds(invoice),
              });
      } catch (error) {
        if (error instanceof VerifactuError) throw refuse('verifactu', { detail: error.code });
        throw error;
      }
      if (plan.record.nif !== nif) throw refuse('verifactuNotCorrectable', { state: 'nif' });
      tx.create(company.collection(VERIFACTU_RECORDS).doc(plan.recordId), { ...plan.record, createdAt: Timestamp.now() });
      // Merged: the head also keeps the issuer's tax administration (setTaxAdministration).
      tx.set(headRef, plan.head, { merge: true });
      tx.update(recordRef, { correctedBy: plan.recordId });
      tx.update(invoiceRef, plan.invoiceFields);
      return { recordId: plan.recordId, action: 'subsanacion' as const, nif };
    });
    // Best effort: the scheduled sender sends it anyway within a minute (or after the AEAT's wait).
    await sendChain(db(), caller.corpId, outcome.nif, liveDeps(outcome.nif), { ignoreBackoff: true }).catch((error) =>
      console.error('verifactu resend', error),
    );
    return { recordId: outcome.recordId, action: outcome.action };
  },
  { secrets: SECRETS, timeoutSeconds: 120 },
);
