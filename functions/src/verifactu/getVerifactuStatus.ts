/** getVerifactuStatus {corpId} (admin): the Registro's state: configuration, certificate and each chain's sender. */
import { Timestamp } from 'firebase-admin/firestore';
import { VERIFACTU_CHAINS, VERIFACTU_RECORDS } from '../../../src/domain/verifactu/verifactuPlan';
import { DEPLOYMENT_PROBLEM_MESSAGES, taxAdministrationOf, verifactuExemptionText } from '../../../src/domain/verifactu/scope';
import { normalizeTaxId } from '../../../src/domain/taxId';
import { db } from '../runtime/admin';
import { command } from '../runtime/command';
import { certificateFor, certificateStatus, deploymentProblemsOf, sendingConfig } from './config';
import { chainNifsOf } from './chainNifs';
import { SECRETS } from './liveDeps';
import { VERIFACTU_SENDERS } from './sender';

const tsIso = (v: unknown) => (v instanceof Timestamp ? v.toDate().toISOString() : null);

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
