import { useRef } from 'react';

/**
 * The same object for as long as the value's JSON stays the same, and that JSON as `key`.
 * For filters rebuilt on every render: hooks can depend on `value` (which changes only when the
 * filters do) instead of on a JSON key with exhaustive-deps turned off. The value must be
 * JSON-serialisable (strings, numbers, booleans, null, arrays and plain objects of them).
 */
export function useStableValue<T>(value: T): { value: T; key: string } {
  const key = JSON.stringify(value);
  const stable = useRef<{ value: T; key: string }>({ value, key });
  // Derived purely from `key`, so writing it during render is idempotent.
  if (stable.current.key !== key) stable.current = { value, key };
  return stable.current;
}
