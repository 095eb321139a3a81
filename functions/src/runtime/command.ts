/**
 * How a trusted command is declared (docs/CONVENTIONS.md "Adding a command"):
 * a callable in the project's region whose handler gets the checked caller and the raw input,
 * and whose refusals become HttpsErrors carrying a code of its contract (src/domain/commands.ts). Each command's file holds the recipe:
 * guard → load → plan (pure, from src/) → commit (one transaction).
 *
 * Before the handler runs, the wrapper checks the caller (callerOf) and draws from the account's
 * command budget (functions/src/runtime/rateLimit.ts: 'rateLimited' when it is spent), and, with
 * APP_CHECK=enforce in the functions' environment, the callable refuses a call without a valid
 * App Check token (docs/DECISIONS.md «Abuse protection»).
 */
import { onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { APP_CHECK_ENV, appCheckMode } from '../../../src/domain/appCheck';
import { COMMANDS, FUNCTIONS_REGION, type CommandName, type RefusalOf } from '../../../src/domain/commands';
import { callerOf, type Caller } from './caller';
import { CommandError, toHttpsError, type CommandDetails } from './errors';
import { drawCommandBudget, readCommandBudget } from './rateLimit';

export const REGION = FUNCTIONS_REGION;

/**
 * Whether the callables refuse calls without a valid App Check token: APP_CHECK=enforce in the
 * functions' environment (functions/.env.<project>; npm run deploy:check refuses it without the
 * build's site key). Off when unset: the emulators, whose demo project issues no tokens.
 */
export const ENFORCE_APP_CHECK = appCheckMode(process.env[APP_CHECK_ENV]) === 'enforce';

/** Input of every command: the company the app believes it works in (checked against the profile). */
export interface CommandInput {
  corpId: string;
}

const LONG_TYPES = ['type.googleapis.com/google.protobuf.Int64Value', 'type.googleapis.com/google.protobuf.UInt64Value'];

/**
 * The callable protocol's typed values that firebase-functions' decoder throws on (a long whose
 * value is not a number, e.g. "NaN", or any other @type): turned into text before it decodes, so
 * the command's own parser refuses them with a code instead of the library answering 'internal'.
 */
export function withoutUndecodable(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(withoutUndecodable);
  if (data === null || typeof data !== 'object') return data;
  const o = data as Record<string, unknown>;
  if ('@type' in o) {
    const decodable = LONG_TYPES.includes(String(o['@type'])) && !Number.isNaN(parseFloat(String(o.value)));
    return decodable ? data : `undecodable ${String(o['@type']).slice(0, 80)}`;
  }
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, withoutUndecodable(v)]));
}

/**
 * How a command refuses: only with a code of its own contract entry (or 'denied'), so a code the
 * app has no Spanish text for fails the type check where it is thrown.
 */
export type Refuse<N extends CommandName> = <C extends RefusalOf<N> | 'denied'>(code: C, details?: CommandDetails) => CommandError<C>;

/**
 * The callable for command `name`: its least role comes from the contract (src/domain/commands.ts),
 * and `run` gets `refuse`, typed to the codes the contract lists for it.
 */
export function command<N extends CommandName, R>(
  name: N,
  run: (caller: Caller, data: Record<string, unknown>, refuse: Refuse<N>) => Promise<R>,
  options: { secrets?: string[]; timeoutSeconds?: number } = {},
) {
  const refuse: Refuse<N> = (code, details) => new CommandError(code, details);
  const callable = onCall(
    {
      region: REGION,
      memory: '256MiB',
      timeoutSeconds: options.timeoutSeconds ?? 60,
      enforceAppCheck: ENFORCE_APP_CHECK,
      ...(options.secrets?.length ? { secrets: options.secrets } : {}),
    },
    async (request: CallableRequest<unknown>) => {
      try {
        const data = (typeof request.data === 'object' && request.data !== null ? request.data : {}) as Record<string, unknown>;
        // The budget's read runs beside the caller's checks (one round trip less per command).
        const budget = request.auth?.uid ? readCommandBudget(request.auth.uid) : undefined;
        const caller = await callerOf(request, data.corpId, COMMANDS[name].role);
        // The account's budget (issue 33, src/domain/rateLimit.ts): a refused call runs nothing.
        await drawCommandBudget(caller.uid, name, budget);
        return await run(caller, data, refuse);
      } catch (error) {
        throw toHttpsError(error, name, COMMANDS[name].refusals);
      }
    },
  );
  // The request's body is cleaned before the library decodes it; the function keeps what
  // firebase-tools reads of it (__endpoint, __trigger, run).
  const guarded = ((req: Parameters<typeof callable>[0], res: Parameters<typeof callable>[1]) => {
    const body = req.body as { data?: unknown } | undefined;
    if (body && typeof body === 'object' && 'data' in body) body.data = withoutUndecodable(body.data);
    return callable(req, res);
  }) as typeof callable;
  const descriptors = Object.getOwnPropertyDescriptors(callable) as Record<string, PropertyDescriptor>;
  for (const key of ['length', 'name', 'prototype']) delete descriptors[key];
  return Object.defineProperties(guarded, descriptors);
}
