/**
 * Abuse protection (issue 33, docs/DECISIONS.md «Abuse protection»): how many commands one account
 * may run. Each account has token buckets in one server-only document, `rateLimits/{uid}`
 * (RATE_LIMITS), that the command wrapper (functions/src/runtime/command.ts) draws from after the
 * caller check and before the command runs: every command draws one token from `all`, and the
 * commands whose cost grows with the size of the company's data (HEAVY_COMMANDS) one more from
 * `heavy`. A bucket holds at most `capacity` tokens (the burst) and refills `perMinute` tokens a
 * minute; a command with a bucket under one token is refused 'rateLimited' and draws nothing.
 * Pure: the stored state and the time in, the decision and the state to store out.
 */

/** The top-level collection of the limiter's documents, one per account (uid), server-only. */
import type { CommandName } from './commands';

export const RATE_LIMITS = 'rateLimits';

/** What the app says to a refused call (every area's messages use this text). */
export const RATE_LIMITED_MESSAGE = 'Demasiadas operaciones seguidas; espera un minuto y vuelve a intentarlo.';

export interface Bucket {
  /** The most tokens it holds: how many commands may run back to back after a quiet spell. */
  capacity: number;
  /** Tokens added a minute: the sustained rate. */
  perMinute: number;
}

export type BucketName = 'all' | 'heavy';
export type RateLimits = Record<BucketName, Bucket>;

/** The default sustained rate of `all`, commands a minute (COMMAND_RATE_LIMIT_PER_MINUTE overrides it). */
export const DEFAULT_COMMANDS_PER_MINUTE = 120;
/** The env variable of the functions that sets `all` (rate and burst). */
export const RATE_LIMIT_ENV = 'COMMAND_RATE_LIMIT_PER_MINUTE';
/** The ceiling the env variable may set, so a typo cannot switch the limit off in practice. */
export const MAX_COMMANDS_PER_MINUTE = 100_000;

/**
 * Commands that read a whole company's data or a whole chain: the company's export (the archive
 * of every collection) and the VERI*FACTU chain's check (every record of every NIF).
 */
export const HEAVY_COMMANDS: readonly CommandName[] = ['exportCompanyData', 'verifyVerifactuChain'];
/** Five heavy commands back to back, then five an hour. */
export const HEAVY_BUCKET: Bucket = { capacity: 5, perMinute: 5 / 60 };

/**
 * The limits from the functions' COMMAND_RATE_LIMIT_PER_MINUTE: a whole number from 1 to
 * MAX_COMMANDS_PER_MINUTE sets `all` to that many a minute with a burst of as many; unset, empty or
 * anything else, the default (the caller logs an unusable value).
 */
export function rateLimitsFrom(perMinute: string | undefined): { limits: RateLimits; usable: boolean } {
  const text = (perMinute ?? '').trim();
  const n = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
  const usable = text === '' || (n >= 1 && n <= MAX_COMMANDS_PER_MINUTE);
  const all = text !== '' && usable ? n : DEFAULT_COMMANDS_PER_MINUTE;
  return { limits: { all: { capacity: all, perMinute: all }, heavy: HEAVY_BUCKET }, usable };
}

/** The buckets command `name` draws from. */
export function bucketsOf(name: string): BucketName[] {
  return (HEAVY_COMMANDS as readonly string[]).includes(name) ? ['all', 'heavy'] : ['all'];
}

/** A bucket as stored: its tokens at `at` (ms since the epoch). */
export interface BucketState {
  tokens: number;
  at: number;
}

export type RatePlan =
  | { ok: true; /** The buckets drawn, to merge into the stored document. */ next: Partial<Record<BucketName, BucketState>> }
  | { ok: false; /** When the emptiest drawn bucket holds a token again (ms). */ retryAtMs: number };

/**
 * How far ahead of this instance's clock a stored time may be and still be taken as another
 * instance's clock running ahead; further ahead, the state is taken as bad (a full bucket).
 */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;

/** The stored state as of `nowMs`, or null when missing or bad (a full bucket). */
function readState(stored: unknown, nowMs: number): BucketState | null {
  const s = stored as Partial<BucketState> | null | undefined;
  const tokens = s?.tokens;
  const at = s?.at;
  if (typeof tokens !== 'number' || typeof at !== 'number' || !Number.isFinite(tokens) || !Number.isFinite(at) || tokens < 0) return null;
  if (at > nowMs + MAX_CLOCK_SKEW_MS) return null;
  return { tokens, at };
}

/**
 * The bucket's tokens at `nowMs`: the stored ones refilled since, at most its capacity; a missing
 * or bad state is a full bucket. A time later than now (another instance's clock ahead) refills
 * nothing until then, and nothing is lost.
 */
export function tokensAt(stored: unknown, bucket: Bucket, nowMs: number): number {
  const s = readState(stored, nowMs);
  if (!s) return bucket.capacity;
  const elapsed = Math.max(0, nowMs - s.at);
  return Math.min(bucket.capacity, s.tokens + (elapsed * bucket.perMinute) / 60_000);
}

/**
 * Whether command `name` may run at `nowMs` given the stored document (`{ all?, heavy? }`, any
 * shape reads): ok with the drawn buckets' new state, or refused with when to try again.
 */
export function planRateLimit(stored: unknown, name: string, limits: RateLimits, nowMs: number): RatePlan {
  const doc = stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const next: Partial<Record<BucketName, BucketState>> = {};
  let retryAtMs = 0;
  for (const key of bucketsOf(name)) {
    const bucket = limits[key];
    const tokens = tokensAt(doc[key], bucket, nowMs);
    // The state's time: now, or the later time it was stored with (a refill is never counted twice).
    const at = Math.max(nowMs, readState(doc[key], nowMs)?.at ?? nowMs);
    if (tokens < 1) retryAtMs = Math.max(retryAtMs, at + Math.ceil(((1 - tokens) * 60_000) / bucket.perMinute));
    else next[key] = { tokens: tokens - 1, at };
  }
  return retryAtMs > 0 ? { ok: false, retryAtMs } : { ok: true, next };
}
