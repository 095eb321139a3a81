/**
 * Numbers of entradas and salidas, given when the borrador is first saved:
 * "E-" or "S-" and the millisecond part of the record id (docs/seed-spec.md §3: uid +
 * milliseconds, a per-browser logical clock) in base 36, e.g. "E-MFX2K9A1".
 * They sort by creation time and need no shared counter (no contention on one
 * document, nothing to keep gapless: albaranes, unlike invoices, need no
 * correlative numbering). The id stays the key.
 */
import type { DocKind } from './stockTypes';

const PREFIX: Record<DocKind, string> = { input: 'E', output: 'S' };

export function documentNumberFor(kind: DocKind, id: string): string {
  // Exactly the last 13 digits: a uid may itself end in digits.
  const millis = /(\d{13})$/.exec(id)?.[1];
  const suffix = millis ? Number(millis).toString(36) : id.slice(-8);
  return `${PREFIX[kind]}-${suffix.toUpperCase()}`;
}
