/**
 * How the app calls a trusted command (functions/src): by its name in the command contract
 * (src/domain/commands.ts), rejecting with a CommandFailure whose code is one the contract lists
 * for that command, or a TransportKind. Each area's messages are keyed by those same codes.
 */
import { refusalsOf, TRANSPORT_KINDS, type CommandName, type FailureOf, type TransportKind } from '../domain/commands';
import { loadFunctions } from '../firebase/functions';
import { dataErrorKind } from './dataErrors';

/**
 * A command's refusal: `code` is the server's code (details.code) when the contract lists it for
 * the command, else the transport's. A code outside the contract arrives as 'failed', its own
 * code kept in details.code.
 */
export class CommandFailure<C extends string = string> extends Error {
  constructor(
    readonly code: C,
    readonly details: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = 'CommandFailure';
  }
}

/** A transport failure (FunctionsError, "functions/<code>") as a TransportKind, through the one mapper. */
export function transportKind(error: unknown): TransportKind {
  const kind = dataErrorKind(error);
  return kind === 'offline' || kind === 'busy' || kind === 'denied' ? kind : 'failed';
}

/** The code command `name` answered with, as one of its contract's codes. */
export function failureCode<N extends CommandName>(name: N, code: string): FailureOf<N> {
  if ((refusalsOf(name) as readonly string[]).includes(code)) return code as FailureOf<N>;
  if ((TRANSPORT_KINDS as readonly string[]).includes(code)) return code as TransportKind;
  // callerOf's check before any command runs: not signed in is not allowed.
  if (code === 'unauthenticated') return 'denied';
  return 'failed';
}

/** The failure as command `name`'s CommandFailure (what callCommand rejects with). */
export function commandFailureOf<N extends CommandName>(name: N, error: unknown): CommandFailure<FailureOf<N>> {
  const details = (error as { details?: unknown } | null)?.details;
  if (details && typeof details === 'object' && typeof (details as { code?: unknown }).code === 'string') {
    return new CommandFailure(failureCode(name, (details as { code: string }).code), details as Record<string, unknown>);
  }
  return new CommandFailure(transportKind(error), {});
}

/**
 * Calls command `name` with `input`; resolves with its result (T, what the command returns) or
 * rejects with a CommandFailure<RefusalOf<N> | TransportKind>.
 */
export async function callCommand<N extends CommandName, T = unknown>(name: N, input: Record<string, unknown>): Promise<T> {
  const { functions, sdk } = await loadFunctions();
  try {
    const result = await sdk.httpsCallable<Record<string, unknown>, T>(functions, name)(input);
    return result.data;
  } catch (error) {
    throw commandFailureOf(name, error);
  }
}
