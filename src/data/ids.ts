/**
 * Record ids per the seed (docs/seed-spec.md §3): the signed-in user's uid followed by the
 * current time in milliseconds. Two records created in the same millisecond
 * (a tight loop, an import) would collide, so the millisecond part is a
 * logical clock: never smaller than the wall clock, always larger than the last
 * id this browser handed out. The last value is shared through localStorage so
 * that two tabs of the same user do not reuse a millisecond either.
 */
const STORAGE_KEY = 'almacena.lastIdMillis';

export interface IdClock {
  now(): number;
  load(): number;
  store(value: number): void;
}

function browserClock(): IdClock {
  let memory = 0;
  return {
    now: () => Date.now(),
    load: () => {
      try {
        const stored = Number(globalThis.localStorage?.getItem(STORAGE_KEY) ?? 0);
        return Math.max(memory, Number.isFinite(stored) ? stored : 0);
      } catch {
        return memory;
      }
    },
    store: (value) => {
      memory = value;
      try {
        globalThis.localStorage?.setItem(STORAGE_KEY, String(value));
      } catch {
        // Private mode or storage disabled: the in-memory clock still keeps this tab unique.
      }
    },
  };
}

export function createIdGenerator(clock: IdClock = browserClock()) {
  return function newId(uid: string): string {
    if (!uid) throw new Error('newId needs the signed-in user id');
    const millis = Math.max(clock.now(), clock.load() + 1);
    clock.store(millis);
    return `${uid}${millis}`;
  };
}

export const newId = createIdGenerator();
