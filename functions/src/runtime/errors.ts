/**
 * Refusals travel as codes (ENGINEERING.md "Codes, not sentences"): a command throws
 * CommandError(code, details); the caller receives an HttpsError whose `details.code` is that
 * code, and the app maps it to the Spanish message it shows (src/stock/messages.ts,
 * src/invoices/messages.ts). The HTTP status only says what kind of refusal it is.
 */
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';

export type CommandDetails = Record<string, unknown>;

export class CommandError extends Error {
  constructor(
    readonly code: string,
    readonly details: CommandDetails = {},
    readonly status: FunctionsErrorCode = 'failed-precondition',
  ) {
    super(code);
    this.name = 'CommandError';
  }
}

export const denied = (reason: string) => new CommandError('denied', { reason }, 'permission-denied');
export const invalid = (detail: string) => new CommandError('invalid', { detail }, 'invalid-argument');
export const notFound = () => new CommandError('notFound', {}, 'not-found');

/** What reaches the caller: a CommandError as is; anything else as 'failed', logged here without personal data. */
export function toHttpsError(error: unknown, command: string): HttpsError {
  if (error instanceof HttpsError) return error;
  if (error instanceof CommandError) {
    return new HttpsError(error.status, error.code, { code: error.code, ...error.details });
  }
  const grpc = (error as { code?: unknown } | null)?.code;
  // Contention the transaction could not resolve within its attempts: the caller may try again.
  if (grpc === 10 || grpc === 'aborted') return new HttpsError('aborted', 'busy', { code: 'busy' });
  console.error(`${command} failed`, error instanceof Error ? error.stack : String(error));
  return new HttpsError('internal', 'failed', { code: 'failed' });
}
