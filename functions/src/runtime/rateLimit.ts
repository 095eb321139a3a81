/**
 * The account's command budget (issue 33, src/domain/rateLimit.ts): before the command runs, one
 * read of `rateLimits/{uid}` and, when the command may run, one conditioned write of the drawn
 * buckets. A refused call writes nothing. The document is the account's own (never shared by a
 * company), so it is contended only by the account's own concurrent commands. Cost: one read and
 * one write per command (DECISIONS.md «Abuse protection»).
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { RATE_LIMITS, RATE_LIMIT_ENV, planRateLimit, rateLimitsFrom, type RateLimits } from '../../../src/domain/rateLimit';
import { db } from './admin';
import { CommandError } from './errors';
import { optimistically } from './transaction';

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

/**
 * Draws command `name`'s tokens from account `uid`'s buckets, or throws 'rateLimited' with the
 * seconds to wait. Optimistic, not a transaction: the document is read, and the drawn buckets are
 * written only if it has not changed since (created if it did not exist); a lost race is planned
 * again from a fresh read. A read-then-write transaction held Firestore's lock on the document, and
 * ten concurrent commands of one account then waited on each other until the emulator's lock
 * timeout (30 s); a conditioned write holds no lock. A stale read can only show more tokens than
 * there are, never fewer, so it never refuses wrongly, and its write fails the condition.
 */
/**
 * The budget document's read, started before the caller is checked (issue 32: one round trip less
 * per command): the command wrapper passes it to drawCommandBudget as its first read. A caller
 * refused by callerOf costs this one read and writes nothing.
 */
export function readCommandBudget(uid: string): Promise<DocumentSnapshot> {
  const read = db().collection(RATE_LIMITS).doc(uid).get();
  read.catch(() => undefined); // awaited by drawCommandBudget; a caller refused first must not leave it unhandled
  return read;
}

export async function drawCommandBudget(uid: string, name: string, firstRead?: Promise<DocumentSnapshot>): Promise<void> {
  const ref = db().collection(RATE_LIMITS).doc(uid);
  let early = firstRead;
  const refusal = await optimistically('contended', async () => {
    // The first attempt uses the read started beside callerOf; a retry after a lost race reads again.
    const snap = await (early ?? ref.get());
    early = undefined;
    const now = Date.now();
    const plan = planRateLimit(snap.data(), name, commandRateLimits(), now);
    if (!plan.ok) return plan.retryAtMs - now;
    if (snap.exists) await ref.update(plan.next, { lastUpdateTime: snap.updateTime! });
    else await ref.create(plan.next);
    return null;
  });
  if (refusal !== null) throw new CommandError('rateLimited', { retryAfterSeconds: Math.max(1, Math.ceil(refusal / 1000)) });
}
