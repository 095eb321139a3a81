/**
 * Counts Firestore documents read through the repository layer, so that tests
 * and the benchmark can assert how much a screen costs. Billing rules mirrored:
 * a document get costs 1 (even when missing), a query costs the documents it
 * returns with a minimum of 1, an aggregation 1 per 1000 index entries
 * (minimum 1), a listener the documents in each server snapshot's changes.
 */
import { exposeDiagnostics } from './config';

export interface ReadStats {
  total: number;
  byLabel: Record<string, number>;
}

let stats: ReadStats = { total: 0, byLabel: {} };

export function recordReads(label: string, count: number): void {
  stats.total += count;
  stats.byLabel[label] = (stats.byLabel[label] ?? 0) + count;
}

export function readStats(): ReadStats {
  return { total: stats.total, byLabel: { ...stats.byLabel } };
}

export function resetReadStats(): void {
  stats = { total: 0, byLabel: {} };
}

/**
 * The listeners open now, by label («… (doc)» for one document). Each costs reads as its documents
 * change, and on the emulator a query listener makes every write to its collection re-run it over
 * every document of that collection id (docs/DECISIONS.md, issue 32): tests and the benchmark check
 * that a screen left behind leaves none open.
 */
const open = new Map<string, number>();

/** Counts `unsubscribe`'s listener as open under `label` until it is called (once). */
export function trackListener(label: string, unsubscribe: () => void): () => void {
  open.set(label, (open.get(label) ?? 0) + 1);
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    const left = (open.get(label) ?? 1) - 1;
    if (left > 0) open.set(label, left);
    else open.delete(label);
    unsubscribe();
  };
}

export function openListeners(): Record<string, number> {
  return Object.fromEntries(open);
}

declare global {
  interface Window {
    __almacena?: {
      reads: () => ReadStats;
      resetReads: () => void;
      listeners: () => Record<string, number>;
    };
  }
}

if (exposeDiagnostics && typeof window !== 'undefined') {
  window.__almacena = { reads: readStats, resetReads: resetReadStats, listeners: openListeners };
}
