/**
 * Typed text that may reach a VERI*FACTU record or another XML file (names, addresses, lines,
 * notes): a character src/domain/plainText.ts refuses is reported at the field with its Spanish
 * message, and nothing is saved. firestore.rules refuses the same characters (`plain`, `plainLines`).
 */
import { unsafeTextMessage, type TextKind } from '../../domain/plainText';
import type { z } from './zod';

/** A refinement for any string schema: `.superRefine(refuseUnsafe())`, `'multiline'` for notes. */
export function refuseUnsafe(kind: TextKind = 'line') {
  return (value: string, ctx: z.RefinementCtx) => {
    const message = unsafeTextMessage(value, kind);
    if (message) ctx.addIssue({ code: 'custom', message, continue: true });
  };
}
