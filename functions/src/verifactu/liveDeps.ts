/** How the Registro's commands and the scheduled sender reach the AEAT: the certificates' secret and the live transport. */
import { assertVerifactuReady, certificateFor, CERTIFICATES_SECRET, sendingConfig } from './config';
import type { SenderDeps } from './sender';
import { soapTransport } from './transport';

/** The secret is bound in a deployment only: the emulator has no Secret Manager (README). */
export const SECRETS = process.env.FUNCTIONS_EMULATOR === 'true' ? [] : [CERTIFICATES_SECRET];

/** How the sender reaches the AEAT for `nif`; refused (verifactuNotConfigured) while the deployment's settings are wrong. */
export function liveDeps(nif: string): SenderDeps {
  assertVerifactuReady();
  const config = sendingConfig();
  return { now: () => new Date(), transport: soapTransport(config.endpoint, certificateFor(nif), config.timeoutMs, config.extraCa) };
}
