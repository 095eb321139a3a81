/** Adapts a zod schema to the import's validate(): the first message of each field. */
import type { z } from 'zod';
import type { FieldErrors, Validated } from './importPlan';

export function zodValidator<K extends string, D, V>(schema: z.ZodType<V, D>) {
  return (draft: D): Validated<V, K> => {
    const result = schema.safeParse(draft);
    if (result.success) return { ok: true, value: result.data };
    const errors: FieldErrors<K> = [];
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '') as K;
      if (!errors.some((e) => e.field === field)) errors.push({ field, message: issue.message });
    }
    return { ok: false, errors };
  };
}
