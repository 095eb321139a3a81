/**
 * Problems found after a write saved without connection reached the server (refused by the
 * rules, or a duplicate NIF). The form that made the write may be long gone, so they are
 * collected here and shown by the shell (LateFailureAlerts) until dismissed.
 */
import { useSyncExternalStore } from 'react';

export interface LateFailure {
  id: number;
  text: string;
}

let failures: LateFailure[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function reportLateFailure(text: string): void {
  failures = [...failures, { id: nextId++, text }];
  emit();
}

export function dismissLateFailure(id: number): void {
  failures = failures.filter((f) => f.id !== id);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLateFailures(): LateFailure[] {
  return useSyncExternalStore(
    subscribe,
    () => failures,
    () => failures,
  );
}
