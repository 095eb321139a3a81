/**
 * Parked sales («Aparcar venta», issue 29): a cart put aside on this device to serve someone else,
 * resumed later. Kept in localStorage per company (a till is one browser); at most MAX_PARKED, each
 * with when it was parked and its total. Pure: what is stored and read back; whatever the storage
 * holds (another version, a hand edit) is read defensively and a bad entry is dropped, never a crash.
 * The lines are kept as typed (CartLine), so a resumed sale shows exactly what was on screen; the
 * prices are checked again by the server when it is charged.
 */
import type { CartLine } from './counterModel';

export const MAX_PARKED = 5;
const MAX_TEXT = 200;

export interface ParkedSale {
  /** Unique on this device: the time it was parked and a counter. */
  id: string;
  /** Milliseconds since 1970 (shown as a Madrid time). */
  parkedAt: number;
  /** The total IVA included when parked (shown in the list; recomputed on resume). */
  totalCents: number;
  lines: CartLine[];
}

export function parkedStorageKey(corpId: string): string {
  return `almacena.counter.parked.${corpId}`;
}

const isText = (v: unknown, max = MAX_TEXT): v is string => typeof v === 'string' && v.length <= max;
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

function lineFrom(raw: unknown): CartLine | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const l = raw as Record<string, unknown>;
  if (!isText(l.productId) || l.productId === '' || !isText(l.code) || !isText(l.name) || !isText(l.unit)) return null;
  if (typeof l.vatRate !== 'number' || !Number.isFinite(l.vatRate) || !isText(l.quantity, 30) || !isText(l.price, 30)) return null;
  if (l.discount !== undefined && !isText(l.discount, 30)) return null;
  if (l.listPriceCents !== undefined && !isCount(l.listPriceCents)) return null;
  return {
    productId: l.productId,
    code: l.code,
    name: l.name,
    unit: l.unit,
    vatRate: l.vatRate,
    quantity: l.quantity,
    price: l.price,
    discount: typeof l.discount === 'string' ? l.discount : '',
    ...(typeof l.listPriceCents === 'number' ? { listPriceCents: l.listPriceCents } : {}),
  };
}

function parkedFrom(raw: unknown): ParkedSale | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const p = raw as Record<string, unknown>;
  if (!isText(p.id, 64) || p.id === '' || !isCount(p.parkedAt) || !isCount(p.totalCents) || !Array.isArray(p.lines) || p.lines.length === 0)
    return null;
  const lines = p.lines.map(lineFrom);
  // A sale with one unreadable line is dropped whole: resuming half a ticket would charge the wrong amount.
  if (lines.some((l) => l === null)) return null;
  return { id: p.id, parkedAt: p.parkedAt, totalCents: p.totalCents, lines: lines as CartLine[] };
}

/** The parked sales in storage, oldest first; anything unreadable is left out. */
export function readParked(stored: string | null): ParkedSale[] {
  if (!stored) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const out: ParkedSale[] = [];
  for (const item of raw) {
    const p = parkedFrom(item);
    if (!p || seen.has(p.id)) continue;
    seen.add(p.id);
    out.push(p);
  }
  return out.sort((a, b) => a.parkedAt - b.parkedAt).slice(0, MAX_PARKED);
}

export function writeParked(parked: readonly ParkedSale[]): string {
  return JSON.stringify(parked);
}

export type ParkResult = { ok: true; parked: ParkedSale[]; sale: ParkedSale } | { ok: false; code: 'empty' | 'full' };

/** The list with this cart added at the end, or why not (nothing to park, or already MAX_PARKED). */
export function park(parked: readonly ParkedSale[], lines: readonly CartLine[], totalCents: number, now: number): ParkResult {
  if (lines.length === 0) return { ok: false, code: 'empty' };
  if (parked.length >= MAX_PARKED) return { ok: false, code: 'full' };
  let n = 0;
  while (parked.some((p) => p.id === `${now}-${n}`)) n += 1;
  const sale: ParkedSale = { id: `${now}-${n}`, parkedAt: now, totalCents, lines: lines.map((l) => ({ ...l })) };
  return { ok: true, parked: [...parked, sale], sale };
}

/** The list without one sale (resumed or discarded), and that sale (null when it is no longer there). */
export function unpark(parked: readonly ParkedSale[], id: string): { parked: ParkedSale[]; sale: ParkedSale | null } {
  const sale = parked.find((p) => p.id === id) ?? null;
  return { parked: parked.filter((p) => p.id !== id), sale };
}
