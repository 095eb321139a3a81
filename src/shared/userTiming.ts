/**
 * The parts of a user action, as User Timing measures named `almacena:{part}`: they show in the
 * browser's devtools (Performance panel) and the benchmark reads them to say where an action's
 * time goes (tests/bench: the counter sale by scan, command and print). Measuring costs nothing
 * that matters and never changes the outcome: a browser without `performance.measure` (or one
 * that refuses the entry) simply records nothing.
 */

export const TIMING_PREFIX = 'almacena:';

/** Records `name` from `start` (a `performance.now()`) to now. */
export function recordPart(name: string, start: number): void {
  try {
    if (typeof performance === 'undefined' || typeof performance.measure !== 'function') return;
    performance.measure(`${TIMING_PREFIX}${name}`, { start, end: performance.now() });
  } catch {
    // A measure is a diagnostic: never a failure of the action.
  }
}

/** Runs `part`, recording how long it took to settle (resolved or refused) as `name`. */
export async function timedPart<T>(name: string, part: () => Promise<T>): Promise<T> {
  const start = typeof performance === 'undefined' ? 0 : performance.now();
  try {
    return await part();
  } finally {
    recordPart(name, start);
  }
}
