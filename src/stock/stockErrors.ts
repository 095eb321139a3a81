/**
 * Refusals and failures of confirming or annulling, as codes: the server's refusals
 * (src/domain/stock/stockCommand.ts) plus what the connection can say. src/stock/messages.ts says each
 * in Spanish.
 */
import type { Shortage } from '../domain/stock';
import type { StockLineError } from '../domain/stock/stockLines';
import type { StockRefusalCode } from '../domain/stock/stockCommand';

export type StockErrorCode = StockRefusalCode | 'offline' | 'busy' | 'denied' | 'failed';

export interface StockErrorDetails {
  shortages?: Shortage[];
  productNames?: Record<string, string>;
  productIds?: string[];
  /** 1-based line of an 'invalid' refusal, and what is wrong with it. */
  line?: number;
  errors?: StockLineError[];
}

export class StockError extends Error {
  constructor(
    readonly code: StockErrorCode,
    readonly details: StockErrorDetails = {},
    options?: { cause?: unknown },
  ) {
    super(code, options);
    this.name = 'StockError';
  }
}

const CODES: readonly StockErrorCode[] = [
  'invalid',
  'notFound',
  'notDraft',
  'notConfirmed',
  'invoiced',
  'isReturn',
  'hasReturns',
  'service',
  'amountOutOfRange',
  'noLines',
  'shortage',
  'unknownProduct',
  'reasonRequired',
  'partyMissing',
  'offline',
  'busy',
  'denied',
  'failed',
];

/** A command's refusal (code and details as the server sent them) as a StockError; unknown codes are 'failed'. */
export function stockErrorOf(code: string, details: Record<string, unknown> = {}, cause?: unknown): StockError {
  const known = (CODES as readonly string[]).includes(code) ? (code as StockErrorCode) : code === 'unauthenticated' ? 'denied' : 'failed';
  const picked: StockErrorDetails = {};
  if (Array.isArray(details.shortages)) picked.shortages = details.shortages as Shortage[];
  if (details.productNames && typeof details.productNames === 'object') picked.productNames = details.productNames as Record<string, string>;
  if (Array.isArray(details.productIds)) picked.productIds = details.productIds as string[];
  if (typeof details.line === 'number') picked.line = details.line;
  if (Array.isArray(details.errors)) picked.errors = details.errors as StockLineError[];
  return new StockError(known, picked, { cause });
}
