/**
 * Runs `work` on every item with at most `limit` calls in flight, starting the next one as soon
 * as one ends (fixed groups would leave the line idle while the slowest of each group finishes).
 * When a call rejects no further item starts, and the promise rejects with that error only once
 * the calls already started have ended: nothing is still running when the caller hears of it.
 */
export async function forEachBounded<T>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const failures: unknown[] = [];
  const lane = async () => {
    while (failures.length === 0 && next < items.length) {
      const index = next++;
      try {
        await work(items[index] as T, index);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  if (failures.length > 0) throw failures[0];
}
