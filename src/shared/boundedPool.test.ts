import { describe, expect, it } from 'vitest';
import { forEachBounded } from './boundedPool';

/** A call that ends when the test says so, to look at what is in flight meanwhile. */
function controllable() {
  const started: number[] = [];
  const finish = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
  const work = (item: number) =>
    new Promise<void>((resolve, reject) => {
      started.push(item);
      finish.set(item, { resolve, reject });
    });
  return { started, finish, work };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('forEachBounded', () => {
  it('keeps at most `limit` calls in flight and starts the next one as soon as any ends', async () => {
    const { started, finish, work } = controllable();
    const done = forEachBounded([1, 2, 3, 4, 5], 2, work);
    await tick();
    expect(started).toEqual([1, 2]);
    finish.get(2)!.resolve();
    await tick();
    expect(started).toEqual([1, 2, 3]);
    finish.get(3)!.resolve();
    await tick();
    expect(started).toEqual([1, 2, 3, 4]);
    for (const item of [1, 4]) finish.get(item)!.resolve();
    await tick();
    expect(started).toEqual([1, 2, 3, 4, 5]);
    finish.get(5)!.resolve();
    await expect(done).resolves.toBeUndefined();
  });

  it.each([
    ['no items', [], 3, []],
    ['fewer items than the limit', [7, 8], 10, [7, 8]],
    ['a limit below one still runs them, one at a time', [1, 2, 3], 0, [1, 2, 3]],
  ])('%s', async (_name, items, limit, expected) => {
    const seen: number[] = [];
    await forEachBounded(items, limit, async (item) => {
      seen.push(item);
    });
    expect(seen).toEqual(expected);
  });

  it('passes each item with its index, every item exactly once', async () => {
    const seen: [string, number][] = [];
    await forEachBounded(['a', 'b', 'c', 'd'], 3, async (item, index) => {
      seen.push([item, index]);
    });
    expect(seen.sort()).toEqual([
      ['a', 0],
      ['b', 1],
      ['c', 2],
      ['d', 3],
    ]);
  });

  it('after a failure starts nothing more, and rejects only when the calls in flight have ended', async () => {
    const { started, finish, work } = controllable();
    let settled = false;
    const done = forEachBounded([1, 2, 3, 4], 2, work).finally(() => (settled = true));
    done.catch(() => {});
    await tick();
    finish.get(1)!.reject(new Error('refused'));
    await tick();
    expect(started).toEqual([1, 2]);
    expect(settled).toBe(false);
    finish.get(2)!.resolve();
    await expect(done).rejects.toThrow('refused');
    expect(started).toEqual([1, 2]);
  });
});
