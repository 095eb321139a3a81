/**
 * Where and how this deployment sends VERI*FACTU records, all from the functions' environment
 * (README "Production set-up"; docs/verifactu.md "Sending"):
 * - VERIFACTU_ENDPOINT: the SOAP endpoint. The emulator scripts point it at the local AEAT
 *   stand-in; a deployment sets the AEAT's test or production URL. Pointing it at the AEAT's
 *   test environment needs no code change.
 * - VERIFACTU_ENV: 'test' | 'production' (what the app shows, and which QR host it prints).
 * - VERIFACTU_CERTIFICATES: a Functions secret (Secret Manager), never in Firestore or the
 *   browser: JSON `{ "<NIF>": { "cert": "<PEM>", "key": "<PEM>" } }`, one qualified certificate
 *   per obligado tributario, or `"*"` for a representative's (colaborador social) that sends
 *   for every company of the installation.
 * - VERIFACTU_SERVER_CA (optional): PEM certificate(s) to trust for the endpoint besides Node's
 *   roots, should the AEAT's chain not be in them.
 */
import { X509Certificate } from 'node:crypto';
import { DEPLOYMENT_PROBLEM_MESSAGES, deploymentProblems, type DeploymentProblem } from '../../../src/domain/verifactu/scope';
import { CommandError } from '../runtime/errors';

export const AEAT_ENDPOINTS = {
  test: 'https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
  production: 'https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
} as const;

export const CERTIFICATES_SECRET = 'VERIFACTU_CERTIFICATES';

export interface SendingConfig {
  endpoint: string;
  environment: 'test' | 'production';
  /** True when the endpoint is not the AEAT's (the local stand-in). */
  standin: boolean;
  timeoutMs: number;
  /** Extra trusted CAs for the endpoint (PEM). */
  extraCa: string[];
}

export function sendingConfig(env: NodeJS.ProcessEnv = process.env): SendingConfig {
  const environment = env.VERIFACTU_ENV === 'production' ? 'production' : 'test';
  const endpoint = env.VERIFACTU_ENDPOINT || AEAT_ENDPOINTS[environment];
  const standin = !Object.values(AEAT_ENDPOINTS).includes(endpoint as never);
  const timeout = Number(env.VERIFACTU_TIMEOUT_MS);
  const extraCa = env.VERIFACTU_SERVER_CA ? [env.VERIFACTU_SERVER_CA] : [];
  return { endpoint, environment, standin, timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 30_000, extraCa };
}

export interface ClientCertificate {
  cert: string;
  key: string;
}

/** The certificate that sends for `nif`: its own, else the representative's ("*"); null when none is loaded. */
export function certificateFor(nif: string, env: NodeJS.ProcessEnv = process.env): ClientCertificate | null {
  const raw = env[CERTIFICATES_SECRET];
  if (!raw) return null;
  try {
    const all = JSON.parse(raw) as Record<string, Partial<ClientCertificate>>;
    const entry = all[nif] ?? all['*'];
    return entry && typeof entry.cert === 'string' && typeof entry.key === 'string' ? { cert: entry.cert, key: entry.key } : null;
  } catch {
    console.error(`${CERTIFICATES_SECRET} is not valid JSON`);
    return null;
  }
}

export interface CertificateStatus {
  loaded: boolean;
  subject: string | null;
  validTo: string | null;
  expired: boolean;
}

export function certificateStatus(certificate: ClientCertificate | null, now: Date): CertificateStatus {
  if (!certificate) return { loaded: false, subject: null, validTo: null, expired: false };
  try {
    const x509 = new X509Certificate(certificate.cert);
    const validTo = new Date(x509.validTo);
    return { loaded: true, subject: x509.subject.replace(/\n/g, ', '), validTo: validTo.toISOString(), expired: validTo.getTime() < now.getTime() };
  } catch {
    return { loaded: true, subject: null, validTo: null, expired: false };
  }
}

/**
 * What is wrong with this deployment's VERI*FACTU settings (src/domain/verifactu/scope.ts): in
 * production an unset or placeholder producer, and in any environment an endpoint of the other
 * environment. The build's declaración responsable and QR setting are compared by
 * `npm run deploy:check` (scripts/deploy-check.mjs), which sees both sides.
 */
export function deploymentProblemsOf(env: NodeJS.ProcessEnv = process.env): DeploymentProblem[] {
  return deploymentProblems({
    environment: env.VERIFACTU_ENV,
    endpoint: env.VERIFACTU_ENDPOINT,
    producerName: env.VERIFACTU_PRODUCER_NAME,
    producerNif: env.VERIFACTU_PRODUCER_NIF,
  });
}

/** Refuses to issue a sale or send a record while the settings are wrong (verifactuNotConfigured). */
export function assertVerifactuReady(env: NodeJS.ProcessEnv = process.env): void {
  const problems = deploymentProblemsOf(env);
  if (problems.length === 0) return;
  throw new CommandError('verifactuNotConfigured', { detail: problems.map((p) => DEPLOYMENT_PROBLEM_MESSAGES[p]).join(' ') });
}

// Said once at start-up, in the functions' log, rather than first at a customer's counter.
{
  const problems = deploymentProblemsOf();
  if (problems.length > 0) console.error(`VERI*FACTU mal configurado: ${problems.map((p) => DEPLOYMENT_PROBLEM_MESSAGES[p]).join(' ')}`);
}
