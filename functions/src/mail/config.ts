/**
 * How this deployment sends e-mail, all from the functions' environment (README "Production
 * set-up"; docs/DECISIONS.md "Facturas por e-mail"):
 * - SMTP_HOST, SMTP_PORT (default 587), SMTP_USER (optional), SMTP_FROM (`Empresa <facturas@…>`).
 * - SMTP_SECURITY: 'starttls' (default; 'tls' by default on port 465) or 'tls'; 'none' (plain
 *   text) only in the emulators, where scripts/lib/emulators.mjs points SMTP_HOST/SMTP_PORT at
 *   the local mail stand-in (scripts/mail-standin) of the run's ports.
 * - SMTP_PASSWORD: a Functions secret (Secret Manager), bound only in a deployment, like
 *   VERIFACTU_CERTIFICATES: the emulator has no Secret Manager, and its stand-in takes no password.
 */
import { isEmailAddress } from '../../../src/domain/mail/invoiceEmail';

export const SMTP_PASSWORD_SECRET = 'SMTP_PASSWORD';

/** The secret is bound in a deployment only (functions/src/verifactu/liveDeps.ts does the same). */
export const MAIL_SECRETS = process.env.FUNCTIONS_EMULATOR === 'true' ? [] : [SMTP_PASSWORD_SECRET];

export interface SmtpConfig {
  host: string;
  port: number;
  security: 'tls' | 'starttls' | 'none';
  user: string | null;
  password: string | null;
  from: string;
}

/** The address inside `Nombre <dirección>` or the bare address; null when it is neither. */
export function fromAddressOf(from: string): string | null {
  // eslint-disable-next-line no-control-regex -- a header value must hold no control character
  if (/[\u0000-\u001F\u007F]/.test(from)) return null;
  const angle = /^[^<>]*<([^<>]+)>$/.exec(from.trim());
  const address = angle ? angle[1]!.trim() : from.trim();
  return isEmailAddress(address) ? address : null;
}

/** The settings, or what is missing or wrong (in Spanish, for the refusal and the log). */
export function smtpConfig(env: NodeJS.ProcessEnv = process.env): { ok: true; config: SmtpConfig } | { ok: false; problem: string } {
  const host = env.SMTP_HOST?.trim() ?? '';
  if (!host) return { ok: false, problem: 'Falta SMTP_HOST.' };
  const port = env.SMTP_PORT ? Number(env.SMTP_PORT) : 587;
  if (!Number.isInteger(port) || port <= 0 || port > 65535) return { ok: false, problem: 'SMTP_PORT no es un puerto.' };
  const from = env.SMTP_FROM?.trim() ?? '';
  if (!fromAddressOf(from)) return { ok: false, problem: 'SMTP_FROM falta o no es una dirección («Empresa <facturas@empresa.es>»).' };
  const security = env.SMTP_SECURITY?.trim() || (port === 465 ? 'tls' : 'starttls');
  if (security !== 'tls' && security !== 'starttls' && security !== 'none')
    return { ok: false, problem: 'SMTP_SECURITY debe ser tls, starttls o none.' };
  // Never a password in clear outside the emulators.
  if (security === 'none' && env.FUNCTIONS_EMULATOR !== 'true') return { ok: false, problem: 'SMTP_SECURITY=none solo se admite en los emuladores.' };
  const user = env.SMTP_USER?.trim() || null;
  const password = env[SMTP_PASSWORD_SECRET] || null;
  if (user && !password) return { ok: false, problem: 'Hay SMTP_USER pero falta el secreto SMTP_PASSWORD.' };
  return { ok: true, config: { host, port, security, user, password, from } };
}

/**
 * The settings a sending command uses, or its refusal `mailNotConfigured` (logged: the operator
 * must fix the deployment). Shared by sendInvoiceEmail and sendDueReminder.
 */
export function configuredSmtp(refuse: (code: 'mailNotConfigured', details: { detail: string }) => Error): SmtpConfig {
  const settings = smtpConfig();
  if (settings.ok) return settings.config;
  console.error(`Correo mal configurado: ${settings.problem}`);
  throw refuse('mailNotConfigured', { detail: settings.problem });
}
