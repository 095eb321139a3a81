/**
 * Runs a read-plan-commit again when its commit lost a race: another write changed what it had
 * read (FAILED_PRECONDITION), created what it meant to create (ALREADY_EXISTS), or Firestore
 * aborted its transaction (ABORTED). A short random pause, growing with each attempt, spreads
 * the retries out. Refusals (CommandError, whose codes are words) are never retried.
 */
const MAX_ATTEMPTS = 30;
const LOST_RACE: readonly unknown[] = [6, 9, 10, 'already-exists', 'failed-precondition', 'aborted'];

const lostRace = (error: unknown) => LOST_RACE.includes((error as { code?: unknown } | null)?.code);

export async function withRetries<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!lostRace(error) || attempt >= MAX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(1000, 30 * attempt)));
    }
  }
}
