/**
 * The building blocks of the commands' input schemas (zod), and the one way a command reads its
 * input through them. What a browser sends is any shape: each field is checked for its exact type
 * (a count or cents that is not a safe integer, NaN, ±Infinity, a string where a number goes, a
 * list that is too long are refused), and a refusal names the field by its path, which the
 * commands send back as `invalid` with that `detail` (`lines.0.unitPriceCents`). A text holding a
 * character plainText.ts refuses is named `<path>:unsafeText`. Pure: tested beside it.
 */
import { z } from './zod';
import { isSafeText, type TextKind } from '../plainText';

export type Parsed<T> = { ok: true; value: T } | { ok: false; detail: string };

/** Longest free text a command takes, unless its field says less. */
export const MAX_TEXT = 2000;
/** A document id (a Firestore id, as the rules bound it). */
export const MAX_ID_LENGTH = 128;

const UNSAFE = 'unsafeText';

/** A text of at most `max` characters with no character plainText.ts refuses. */
export function text(max = MAX_TEXT, kind: TextKind = 'line') {
  return z
    .string()
    .max(max)
    .refine((s) => isSafeText(s, kind), { params: { detail: UNSAFE }, abort: true });
}

/** A text that may be left out or null: it reads as `fallback` (the empty text by default). */
export function textOr<F extends string | null>(fallback: F, max = MAX_TEXT, kind: TextKind = 'line') {
  return z.preprocess((v) => v ?? fallback, fallback === null ? text(max, kind).nullable() : text(max, kind)) as z.ZodType<
    string | (F extends null ? null : never),
    unknown
  >;
}

/** A document id: non-empty, no slash (it becomes part of a path), not `.`, `..` or `__…__`. */
export function id() {
  return text(MAX_ID_LENGTH).refine((s) => s !== '' && !s.includes('/') && s !== '.' && s !== '..' && !/^__.*__$/.test(s));
}

/** An id that may be left out or null (where a new document may be made). */
export function idOrNull() {
  return z.preprocess((v) => v ?? null, id().nullable()) as z.ZodType<string | null, unknown>;
}

/** A number that is finite (zod refuses NaN and ±Infinity). */
export const finite = () => z.number();
/** A whole number within ±(2^53 − 1): a double or 2^53 is refused. */
export const integer = () => z.number().int();

/** A value that may be left out (or null): it reads as `fallback`. */
export function withDefault<T extends z.ZodType>(schema: T, fallback: z.input<T>) {
  return z.preprocess((v) => v ?? fallback, schema) as unknown as z.ZodType<z.output<T>, unknown>;
}

/** The detail a refusal names: the first problem's path (`root` when it is the whole input). */
export function detailOf(error: z.ZodError, root: string, prefix = false): string {
  const issue = error.issues[0];
  if (!issue) return root;
  const path = issue.path.map(String).join('.');
  const field = path === '' ? root : prefix ? `${root}.${path}` : path;
  const unsafe = issue.code === 'custom' && (issue as { params?: { detail?: string } }).params?.detail === UNSAFE;
  return unsafe ? `${field}:${UNSAFE}` : field;
}

/**
 * `raw` read through `schema`: its typed value, or the refusal's detail. `root` names the input
 * when it is wrong as a whole; `prefix` puts it before every field's path (`payment.paidDate`).
 */
export function parseInput<T extends z.ZodType>(schema: T, raw: unknown, root: string, prefix = false): Parsed<z.output<T>> {
  const result = schema.safeParse(raw);
  return result.success ? { ok: true, value: result.data } : { ok: false, detail: detailOf(result.error, root, prefix) };
}

/**
 * An object whose fields are checked one by one even when it is no object at all: anything else
 * reads as `{}`, so the refusal names its first field (`lines.0.categoryId`, `payment.method`),
 * as the commands always have.
 */
export function objectOrEmpty<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? v : {}), schema) as unknown as z.ZodType<
    z.output<T>,
    unknown
  >;
}

/**
 * A reason a person wrote (it stays on the record and is shown on PDFs): spaces and line breaks
 * fold into one space, then `min` to `max` characters with no refused character. Any failure is
 * named by the field alone.
 */
export function foldedReason(min: number, max: number) {
  return z
    .string()
    .transform((s) => s.trim().replace(/\s+/g, ' '))
    .refine((s) => s.length >= min && s.length <= max && isSafeText(s));
}
