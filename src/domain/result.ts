/** Outcome of validating a text field: the normalised value, or an error code. */
export type Validation<Code extends string> = { ok: true; value: string } | { ok: false; code: Code };

export function valid(value: string): { ok: true; value: string } {
  return { ok: true, value };
}

export function invalid<Code extends string>(code: Code): { ok: false; code: Code } {
  return { ok: false, code };
}
