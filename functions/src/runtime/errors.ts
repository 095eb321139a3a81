/**
 * Refusals travel as codes (docs/ARCHITECTURE.md "The command contract"): a command throws
 * CommandError(code, details) with a code of its contract (src/domain/commands.ts); the caller
 * receives an HttpsError whose `details.code` is that code, and the app maps it to the Spanish
 * message it shows (each area's messages, typed by the same contract). The HTTP status only says
 * what kind of refusal it is, and comes from the one STATUS map below.
 */
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import type { Refusal } from '../../../src/domain/commands';

export type CommandDetails = Record<string, unknown>;

/**
 * What a command may throw: a refusal of the contract, the caller check's own (callerOf), or the
 * account's rate limit (rateLimited, the command wrapper's: src/domain/rateLimit.ts).
 */
export type ServerCode = Refusal | 'denied' | 'unauthenticated' | 'rateLimited';

/**
 * The kind of each code that is not a failed precondition, as the callable protocol's status:
 * every other refusal (a state the data is in) is 'failed-precondition'.
 */
export const STATUS: Partial<Record<ServerCode, FunctionsErrorCode>> = {
  invalid: 'invalid-argument',
  notFound: 'not-found',
  denied: 'permission-denied',
  unauthenticated: 'unauthenticated',
  // Access changes the caller may not make (src/domain/userAccess.ts); lastAdmin is a state.
  self: 'permission-denied',
  otherCompany: 'permission-denied',
  roleAbove: 'permission-denied',
  // Too many e-mails in the window (src/domain/mail/invoiceEmail.ts MAIL_RATE_LIMIT): try later.
  mailLimit: 'resource-exhausted',
  // Too many commands from the account in a short time (src/domain/rateLimit.ts): try later.
  rateLimited: 'resource-exhausted',
};

export const statusOf = (code: ServerCode): FunctionsErrorCode => STATUS[code] ?? 'failed-precondition';

export class CommandError<C extends ServerCode = ServerCode> extends Error {
  readonly status: FunctionsErrorCode;
  constructor(
    readonly code: C,
    readonly details: CommandDetails = {},
  ) {
    super(code);
    this.name = 'CommandError';
    this.status = statusOf(code);
  }
}

export const denied = (reason: string) => new CommandError('denied', { reason });
export const invalid = (detail: string) => new CommandError('invalid', { detail });
export const notFound = () => new CommandError('notFound');

/**
 * What reaches the caller: a CommandError as is (a code outside the command's contract is logged:
 * the app would show it as the generic failure); anything else as 'failed', logged here without
 * personal data.
 */
export function toHttpsError(error: unknown, command: string, allowed?: readonly string[]): HttpsError {
  if (error instanceof HttpsError) return error;
  if (error instanceof CommandError) {
    if (allowed && !allowed.includes(error.code) && !['denied', 'unauthenticated', 'rateLimited'].includes(error.code)) {
      console.error(`${command} refused with '${error.code}', which is not in its contract (src/domain/commands.ts)`);
    }
    return new HttpsError(error.status, error.code, { code: error.code, ...error.details });
  }
  const grpc = (error as { code?: unknown } | null)?.code;
  // Contention the transaction could not resolve within its attempts: the caller may try again.
  if (grpc === 10 || grpc === 'aborted') return new HttpsError('aborted', 'busy', { code: 'busy' });
  console.error(`${command} failed`, error instanceof Error ? error.stack : String(error));
  return new HttpsError('internal', 'failed', { code: 'failed' });
}
