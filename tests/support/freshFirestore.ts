/**
 * Setup of the emulator suite: each test file starts on an empty Firestore. The files share one
 * pair of emulators and run one after another; some clear their data only at the start of their
 * own tests, and what a file leaves behind (a company's claim on its NIF in verifactuIssuers,
 * above all: functions/src/verifactu/issuers.ts) must not decide the next file's outcome.
 */
import { beforeAll } from 'vitest';

beforeAll(async () => {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) return;
  const project = process.env.GCLOUD_PROJECT || 'demo-almacena';
  const answer = await fetch(`http://${host}/emulator/v1/projects/${project}/databases/(default)/documents`, { method: 'DELETE' });
  if (!answer.ok) throw new Error(`Could not clear the Firestore emulator (${answer.status})`);
});
