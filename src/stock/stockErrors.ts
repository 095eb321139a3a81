/**
 * Refusals and failures of confirming or annulling, as codes: the contract's stock refusals
 * (src/domain/commands.ts) plus what the connection can say. src/stock/messages.ts says each in
 * Spanish, keyed by this type: a code added to the contract without its text fails tsc.
 */
import type { Shortage } from '../domain/stock';
import type { StockLineError } from '../domain/stock/stockLines';
import { STOCK_REFUSALS, TRANSPORT_KINDS, type FailureOf } from '../domain/commands';

export type StockErrorCode = FailureOf<'confirmStockDocument'> | FailureOf<'annulStockDocument'>;

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

/** Every code a stock command may end with, from the contract. */
export const STOCK_ERROR_CODES: readonly StockErrorCode[] = [...STOCK_REFUSALS, ...TRANSPORT_KINDS];

/** A command's refusal (code and details as the server sent them) as a StockError; unknown codes are 'failed'. */
export function stockErrorOf(code: string, details: Record<string, unknown> = {}, cause?: unknown): StockError {
  const known = (STOCK_ERROR_CODES as readonly string[]).includes(code) ? (code as StockErrorCode) : code === 'unauthenticated' ? 'denied' : 'failed';
  const picked: StockErrorDetails = {};
  if (Array.isArray(details.shortages)) picked.shortages = details.shortages as Shortage[];
  if (details.productNames && typeof details.productNames === 'object') picked.productNames = details.productNames as Record<string, string>;
  if (Array.isArray(details.productIds)) picked.productIds = details.productIds as string[];
  if (typeof details.line === 'number') picked.line = details.line;
  if (Array.isArray(details.errors)) picked.errors = details.errors as StockLineError[];
  return new StockError(known, picked, { cause });
}
