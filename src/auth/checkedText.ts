/**
 * Zod text fields backed by the domain validators, so that a form, the
 * repository that saves it and the domain agree on one rule and one Spanish
 * message per error code (src/domain/messages.ts).
 */
import { z } from '../shared/form/zod';
import type { Validation } from '../domain/result';

/** Required: the domain's normalised value, or its message at the field. */
export function checkedText<Code extends string>(validate: (s: string) => Validation<Code>, message: (code: Code) => string) {
  return z.string().transform((raw, ctx) => {
    const result = validate(raw);
    if (result.ok) return result.value;
    // `continue` lets the object-level checks (e.g. postal code by country) report too.
    ctx.addIssue({ code: 'custom', message: message(result.code), continue: true });
    return raw;
  });
}

/** Optional: blank stays '' (stored as such); anything else must pass the validator. */
export function optionalCheckedText<Code extends string>(validate: (s: string) => Validation<Code>, message: (code: Code) => string) {
  return z.string().transform((raw, ctx) => {
    if (raw.trim() === '') return '';
    const result = validate(raw);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: message(result.code), continue: true });
    return raw;
  });
}

/** Trimmed text of 1..max characters, with Spanish messages naming the field. */
export function requiredText(max: number, emptyMessage: string, tooLongMessage: string) {
  return z.string().trim().min(1, emptyMessage).max(max, tooLongMessage);
}
