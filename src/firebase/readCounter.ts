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

declare global {
  interface Window {
    __almacena?: { reads: () => ReadStats; resetReads: () => void };
  }
}

if (exposeDiagnostics && typeof window !== 'undefined') {
  window.__almacena = { reads: readStats, resetReads: resetReadStats };
}
