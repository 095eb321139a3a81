/** sendVerifactuRecords {corpId} (admin): the Registro's "Enviar ahora", every chain of the company. */
import { db } from '../runtime/admin';
import { command } from '../runtime/command';
import { chainNifsOf } from './chainNifs';
import { liveDeps, SECRETS } from './liveDeps';
import { sendChain, type SendResult } from './sender';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

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
