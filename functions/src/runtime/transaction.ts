/**
 * The one retry policy of the commands. A command's commit either runs in ONE Firestore
 * transaction (inTransaction: Firestore itself runs the body again when another write changed
 * what it read) or, where its reads happen before the commit, is planned again from fresh reads
 * when the commit lost a race (optimistically: the stock commands' conditioned batch, a return's
 * content built from the sale before its transaction). Two policies, named for why:
 *
 * - `contended`: the command serialises on a document many callers write (a series' counter, a
 *   VERI*FACTU chain head, a product's stock level, the invoices' summary): under many concurrent
 *   callers it may lose that document several times before it wins, so it gets 50 attempts.
 * - `default`: anything else, Firestore's own default of 5 attempts.
 *
 * Refusals (CommandError, whose codes are words) are never retried.
 */
import type { Transaction } from 'firebase-admin/firestore';
import { db } from './admin';

export type TransactionPolicy = 'contended' | 'default';

export const TRANSACTION_POLICIES: Readonly<Record<TransactionPolicy, { maxAttempts: number }>> = {
  contended: { maxAttempts: 50 },
  default: { maxAttempts: 5 },
};

/** Runs `body` as one transaction under `policy`. */
export function inTransaction<T>(policy: TransactionPolicy, body: (tx: Transaction) => Promise<T>): Promise<T> {
  return db().runTransaction(body, TRANSACTION_POLICIES[policy]);
}

/** Thrown by a command whose reads made before its commit are stale: it is planned again from the start. */
export class Replan extends Error {
  constructor(why = 'stale read') {
    super(why);
    this.name = 'Replan';
  }
}

/**
 * A lost race: another write changed what a conditioned write was planned on (FAILED_PRECONDITION),
 * created what it meant to create (ALREADY_EXISTS), Firestore aborted it (ABORTED), or the command
 * found its own earlier reads stale (Replan). Numeric gRPC codes from the Admin SDK, words from HttpsError.
 */
const LOST_RACE: readonly unknown[] = [6, 9, 10, 'already-exists', 'failed-precondition', 'aborted'];
export const lostRace = (error: unknown) => error instanceof Replan || LOST_RACE.includes((error as { code?: unknown } | null)?.code);

/**
 * Runs `attempt` (reads, plan, commit) again while its commit loses a race, up to the policy's
 * attempts, after a short random pause that grows with each attempt to spread the retries out.
 */
export async function optimistically<T>(policy: TransactionPolicy, attempt: () => Promise<T>): Promise<T> {
  const { maxAttempts } = TRANSACTION_POLICIES[policy];
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (!lostRace(error) || n >= maxAttempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(1000, 30 * n)));
    }
  }
}
