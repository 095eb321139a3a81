/**
 * The till commands' inputs (openTill, moveTillCash, closeTill) as zod schemas: ids that become
 * path segments, whole cents within the amount bound, a plain reason of 1..200 characters, and the
 * arqueo's counts per euro denomination (non-negative whole numbers, only the 15 denominations).
 * `corpId` is command()'s. docs/DECISIONS.md "Till sessions, Z reports and vouchers (issue 29)".
 */
import { z } from '../commandInputs/zod';
import { foldedReason, id, integer, parseInput, text, withDefault, type Parsed } from '../commandInputs/fields';
import { DENOMINATIONS, MAX_COUNT, MAX_TILL_CENTS } from './tillModel';

const cents = () => integer().min(0).max(MAX_TILL_CENTS);

export const openTillSchema = z.object({ tillId: id(), floatCents: cents() });

export const moveTillCashSchema = z.object({
  sessionId: id(),
  kind: z.enum(['in', 'out']),
  amountCents: integer().min(1).max(MAX_TILL_CENTS),
  reason: foldedReason(1, 200),
});

const countsShape = Object.fromEntries(DENOMINATIONS.map((d) => [String(d), withDefault(integer().min(0).max(MAX_COUNT), 0)])) as Record<
  string,
  z.ZodType<number, unknown>
>;

export const closeTillSchema = z.object({
  sessionId: id(),
  counted: z.object(countsShape).strict(),
  note: withDefault(text(500, 'multiline'), ''),
});

export type OpenTillInput = z.output<typeof openTillSchema>;
export type MoveTillCashInput = z.output<typeof moveTillCashSchema>;
export type CloseTillInput = z.output<typeof closeTillSchema>;

export const parseOpenTill = (raw: unknown): Parsed<OpenTillInput> => parseInput(openTillSchema, raw, 'input');
export const parseMoveTillCash = (raw: unknown): Parsed<MoveTillCashInput> => parseInput(moveTillCashSchema, raw, 'input');
export const parseCloseTill = (raw: unknown): Parsed<CloseTillInput> => parseInput(closeTillSchema, raw, 'input');

/** A till's name as an admin types it (master data: tills/{tillId}). */
export const tillNameSchema = text(60).refine((s) => s.trim() === s && s.length >= 1);
