/**
 * The account's command budget (issue 33, src/domain/rateLimit.ts): one short transaction on
 * `rateLimits/{uid}` before the command runs, that reads the account's buckets and, when the
 * command may run, stores them drawn. A refused call writes nothing. The document is the
 * account's own (never shared by a company), so it is contended only by the account's own
 * concurrent commands. Cost: one read and one write per command (DECISIONS.md «Abuse protection»).
 */
import { RATE_LIMITS, RATE_LIMIT_ENV, planRateLimit, rateLimitsFrom, type RateLimits } from '../../../src/domain/rateLimit';
import { db } from './admin';
import { CommandError } from './errors';
import { inTransaction } from './transaction';

let limits: RateLimits | null = null;

/** The limits of this instance, from COMMAND_RATE_LIMIT_PER_MINUTE (read once; an unusable value is logged and the default used). */
export function commandRateLimits(): RateLimits {
  if (!limits) {
    const read = rateLimitsFrom(process.env[RATE_LIMIT_ENV]);
    if (!read.usable)
      console.error(`${RATE_LIMIT_ENV} («${process.env[RATE_LIMIT_ENV]}») no es un número entero de 1 a 100000: se usa el límite por defecto.`);
    limits = read.limits;
  }
  return limits;
}

/** Draws command `name`'s tokens from account `uid`'s buckets, or throws 'rateLimited' with the seconds to wait. */
export async function drawCommandBudget(uid: string, name: string): Promise<void> {
  const ref = db().collection(RATE_LIMITS).doc(uid);
  // 'contended': an account's own concurrent commands (a bulk action) queue on its document.
  const plan = await inTransaction('contended', async (tx) => {
    const now = Date.now();
    const p = planRateLimit((await tx.get(ref)).data(), name, commandRateLimits(), now);
    if (p.ok) tx.set(ref, p.next, { merge: true });
    return { ...p, now };
  });
  if (!plan.ok) throw new CommandError('rateLimited', { retryAfterSeconds: Math.max(1, Math.ceil((plan.retryAtMs - plan.now) / 1000)) });
}
