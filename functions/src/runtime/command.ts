/**
 * How a trusted command is declared (ENGINEERING.md "A trusted command reads like a recipe"):
 * a callable in the project's region whose handler gets the checked caller and the raw input,
 * and whose refusals become HttpsErrors carrying a code. Each command's file holds the recipe:
 * guard → load → plan (pure, from src/) → commit (one transaction).
 */
import { onCall, type CallableRequest } from 'firebase-functions/v2/https';
import type { Role } from '../../../src/domain/roles';
import { FUNCTIONS_REGION } from '../../../src/firebase/commandRoutes';
import { callerOf, type Caller } from './caller';
import { toHttpsError } from './errors';

export const REGION = FUNCTIONS_REGION;

/** Input of every command: the company the app believes it works in (checked against the profile). */
export interface CommandInput {
  corpId: string;
}

export function command<R>(
  name: string,
  minRole: Role,
  run: (caller: Caller, data: Record<string, unknown>) => Promise<R>,
  options: { secrets?: string[]; timeoutSeconds?: number } = {},
) {
  return onCall(
    {
      region: REGION,
      memory: '256MiB',
      timeoutSeconds: options.timeoutSeconds ?? 60,
      ...(options.secrets?.length ? { secrets: options.secrets } : {}),
    },
    async (request: CallableRequest<unknown>) => {
      try {
        const data = (typeof request.data === 'object' && request.data !== null ? request.data : {}) as Record<string, unknown>;
        const caller = await callerOf(request, data.corpId, minRole);
        return await run(caller, data);
      } catch (error) {
        throw toHttpsError(error, name);
      }
    },
  );
}
