/**
 * The VERI*FACTU commands of the Registro screen (admin) and the scheduled sender. Records are
 * written only here and by issueInvoice: a subsanación is a new record of the chain (never an
 * edit of the rejected one), and a record's sending state changes only in sender.ts.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { mayCorrect, rechazoPrevioOf } from '../../../src/domain/verifactu/sending';
import { VerifactuError } from '../../../src/domain/verifactu/errors';
import type { RegistroFactura } from '../../../src/domain/verifactu/types';
import { regFactuXml } from '../../../src/domain/verifactu/xml';
import {
  aeatHolds,
  planAlta,
  planAnulacion,
  sinRegistroPrevioOf,
  VERIFACTU_CHAINS,
  VERIFACTU_RECORDS,
} from '../../../src/domain/verifactu/verifactuPlan';
import { verifyCompanyChains } from './chainCheck';
import { db } from '../runtime/admin';
import { command } from '../runtime/command';
import { verifactuSystem } from '../invoices/verifactuSystem';
import { assertVerifactuReady, certificateFor, certificateStatus, CERTIFICATES_SECRET, deploymentProblemsOf, sendingConfig } from './config';
import { DEPLOYMENT_PROBLEM_MESSAGES, taxAdministrationOf, verifactuExemptionText } from '../../../src/domain/verifactu/scope';
import { normalizeTaxId } from '../../../src/domain/taxId';
import { chainNifsOf } from './chainNifs';
import { issuerCount } from './issuers';
import { sendChain, VERIFACTU_SENDERS, type SendResult, type SenderDeps } from './sender';
import { soapTransport } from './transport';

/** The secret is bound in a deployment only: the emulator has no Secret Manager (README). */
export const SECRETS = process.env.FUNCTIONS_EMULATOR === 'true' ? [] : [CERTIFICATES_SECRET];

/** How the sender reaches the AEAT for `nif`; refused (verifactuNotConfigured) while the deployment's settings are wrong. */
export function liveDeps(nif: string): SenderDeps {
  assertVerifactuReady();
  const config = sendingConfig();
  return { now: () => new Date(), transport: soapTransport(config.endpoint, certificateFor(nif), config.timeoutMs, config.extraCa) };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const tsIso = (v: unknown) => (v instanceof Timestamp ? v.toDate().toISOString() : null);

/** Sends now what may be sent, for every chain of the company: clears our retry backoff, never the AEAT's wait. */
export const sendVerifactuRecords = command(
  'sendVerifactuRecords',
  async (caller) => {
    const total = {
      sent: 0,
      accepted: 0,
      acceptedWithErrors: 0,
      rejected: 0,
      notSent: 0,
      skipped: null as SendResult['skipped'],
      error: null as string | null,
      nextSendAt: null as string | null,
    };
    const skips: SendResult['skipped'][] = [];
    for (const nif of await chainNifsOf(db(), caller.corpId)) {
      const result = await sendChain(db(), caller.corpId, nif, liveDeps(nif), { ignoreBackoff: true });
      total.sent += result.sent;
      total.notSent += result.notSent;
      total.accepted += result.accepted;
      total.acceptedWithErrors += result.acceptedWithErrors;
      total.rejected += result.rejected;
      total.error ??= result.error;
      if (result.skipped) skips.push(result.skipped);
      const next = iso(result.nextSendAt);
      if (next && (!total.nextSendAt || next < total.nextSendAt)) total.nextSendAt = next;
    }
    if (total.sent === 0) total.skipped = skips.find((s) => s !== 'nothingPending') ?? 'nothingPending';
    return total;
  },
  { secrets: SECRETS, timeoutSeconds: 120 },
);

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
    const recordId = typeof data.recordId === 'string' && /^[A-Z0-9]{1,20}-\d{12}$/.test(data.recordId) ? data.recordId : null;
    if (!recordId) throw refuse('invalid', { detail: 'recordId' });
    // A correction is a new record: not made (nor sent) while the deployment's settings are wrong.
    assertVerifactuReady();
    const system = verifactuSystem(await issuerCount(db()));
    const company = db().doc(`corporations/${caller.corpId}`);
    const recordRef = company.collection(VERIFACTU_RECORDS).doc(recordId);
    const outcome = await db().runTransaction(async (tx) => {
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
      const [invoiceSnap, headSnap, companySnap] = await tx.getAll(invoiceRef, headRef, company);
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

export const verifyVerifactuChain = command('verifyVerifactuChain', async (caller) => verifyCompanyChains(db(), caller.corpId), {
  timeoutSeconds: 300,
});

/** The records as the RegFactuSistemaFacturacion document the sender sends (pretty-printed). */
export const exportVerifactuXml = command('exportVerifactuXml', async (caller, data, refuse) => {
  const ids = Array.isArray(data.recordIds) ? data.recordIds : null;
  if (!ids || ids.length === 0 || ids.length > 1000 || !ids.every((id) => typeof id === 'string' && /^[A-Z0-9]{1,20}-\d{12}$/.test(id)))
    throw refuse('invalid', { detail: 'recordIds' });
  const company = db().doc(`corporations/${caller.corpId}`);
  const snaps = await db().getAll(...[...new Set(ids as string[])].map((id) => company.collection(VERIFACTU_RECORDS).doc(id)));
  const found = snaps
    .filter((s) => s.exists)
    .map((s) => s.data()!)
    .sort((a, b) => Number(a.seq) - Number(b.seq));
  if (found.length !== snaps.length) throw refuse('notFound');
  const nifs = new Set(found.map((r) => String(r.nif)));
  if (nifs.size !== 1) throw refuse('invalid', { detail: 'recordIds' });
  const nif = [...nifs][0]!;
  const legalName = ((await company.get()).data()?.data as { legalName?: string } | undefined)?.legalName ?? '';
  const xml = regFactuXml(
    { NombreRazon: legalName.slice(0, 120), NIF: nif },
    found.map((r) => r.registro as RegistroFactura),
    { pretty: true },
  );
  const first = found[0]!.seq;
  const last = found[found.length - 1]!.seq;
  return { xml, fileName: `verifactu-${nif}-${first}${last !== first ? `-${last}` : ''}.xml` };
});

export const getVerifactuStatus = command(
  'getVerifactuStatus',
  async (caller) => {
    const config = sendingConfig();
    const company = db().doc(`corporations/${caller.corpId}`);
    const legalNif = String(((await company.get()).data()?.data as { nif?: unknown } | undefined)?.nif ?? '');
    const nifs = await chainNifsOf(db(), caller.corpId);
    const senders = [];
    for (const nif of nifs) {
      const sender = (await company.collection(VERIFACTU_SENDERS).doc(nif).get()).data() ?? {};
      const records = company.collection(VERIFACTU_RECORDS).where('nif', '==', nif);
      const pending = (await records.where('state', '==', 'pendiente').count().get()).data().count;
      // What is stuck: rejected records not corrected yet (the newest 50 looked at; the index is the
      // sender's nif + state + seq ascending), with why.
      const rejected = await records.where('state', '==', 'rechazado').orderBy('seq').limitToLast(50).get();
      const stuck = rejected.docs
        .filter((d) => !d.get('correctedBy'))
        .map((d) => ({
          recordId: d.id,
          numSerie: String(d.get('numSerie') ?? ''),
          type: d.get('type') === 'anulacion' ? 'anulacion' : 'alta',
          code: typeof d.get('aeat.code') === 'number' ? (d.get('aeat.code') as number) : null,
          message: (d.get('aeat.message') as string | null) ?? null,
          notSent: !!d.get('aeat.notSent'),
        }));
      const aeatWaitUntil = tsIso(sender.aeatWaitUntil ?? sender.nextSendAt);
      const retryAt = tsIso(sender.retryAt);
      senders.push({
        nif,
        nextSendAt:
          [aeatWaitUntil, retryAt]
            .filter((v): v is string => !!v)
            .sort()
            .pop() ?? null,
        aeatWaitUntil,
        retryAt,
        lastSentAt: tsIso(sender.lastSentAt),
        lastError: (sender.lastError as string | null) ?? null,
        pending,
        isolating: Array.isArray(sender.isolating) ? sender.isolating.length > 0 : false,
        stuck,
      });
    }
    const certificateNif = nifs[0] ?? legalNif.toUpperCase();
    const head = legalNif ? (await company.collection(VERIFACTU_CHAINS).doc(normalizeTaxId(legalNif)).get()).data() : undefined;
    const taxAdministration = taxAdministrationOf(head?.taxAdministration);
    return {
      taxAdministration,
      exemption: verifactuExemptionText(taxAdministration),
      configurationProblems: deploymentProblemsOf().map((p) => DEPLOYMENT_PROBLEM_MESSAGES[p]),
      environment: config.environment,
      endpointHost: new URL(config.endpoint).host,
      standin: config.standin,
      certificate: certificateStatus(certificateFor(certificateNif), new Date()),
      senders,
    };
  },
  { secrets: SECRETS },
);
