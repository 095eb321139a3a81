/** The scheduled sender: not a command (no caller, no Hosting rewrite). */
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { VERIFACTU_RECORDS } from '../../../src/domain/verifactu/verifactuPlan';
import { db } from '../runtime/admin';
import { REGION } from '../runtime/command';
import { liveDeps, SECRETS } from './liveDeps';
import { sendChain } from './sender';

/**
 * Every minute: each issuer with pending records gets its next request, if the AEAT's wait has
 * passed. Found through one collection-group query on the pending state (an index exemption in
 * firestore.indexes.json), so an idle installation costs one read a minute.
 */
export const sendVerifactuPending = onSchedule(
  { schedule: 'every 1 minutes', region: REGION, timeoutSeconds: 540, memory: '512MiB', secrets: SECRETS },
  async () => {
    const snap = await db().collectionGroup(VERIFACTU_RECORDS).where('state', '==', 'pendiente').select('nif').limit(1000).get();
    const chains = new Map<string, { corpId: string; nif: string }>();
    for (const doc of snap.docs) {
      const corpId = doc.ref.parent.parent?.id;
      const nif = doc.get('nif');
      if (corpId && typeof nif === 'string') chains.set(`${corpId}/${nif}`, { corpId, nif });
    }
    for (const { corpId, nif } of chains.values()) {
      try {
        await sendChain(db(), corpId, nif, liveDeps(nif));
      } catch (error) {
        console.error(`verifactu sender ${corpId}/${nif}`, error instanceof Error ? error.stack : String(error));
      }
    }
  },
);
