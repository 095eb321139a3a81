/**
 * The lines of an entrada or salida as the trusted command reads them from a stored borrador:
 * every line checked (the rules cannot loop over a list), with the same validation as the
 * editor (src/domain/lineValidation.ts). Pure.
 */
import { validateLine, type LineError } from '../lineValidation';
import { MAX_LINES, type DocLine } from './stockTypes';
import { docLineSchema } from './stockDocumentSchema';

/** Why a line is refused: a domain LineError, or a field of the wrong type. */
export type StockLineError = LineError | 'productInvalid' | 'fieldType';

export type ParsedLines =
  | { ok: true; lines: DocLine[] }
  | { ok: false; reason: 'notList' | 'tooMany' }
  | { ok: false; reason: 'line'; line: number; errors: StockLineError[] };

/** A Firestore document id: what a path segment may be. */
export function isDocumentId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= 128 &&
    !value.includes('/') &&
    value !== '.' &&
    value !== '..' &&
    !/^__.*__$/.test(value)
  );
}

function lineErrors(raw: unknown): StockLineError[] {
  const parsed = docLineSchema.safeParse(raw);
  if (!parsed.success) return parsed.error.issues[0]?.path[0] === 'categoryId' ? ['productInvalid'] : ['fieldType'];
  return validateLine(parsed.data);
}

/** The stored lines, each with only the fields a line has; or the first (1-based) line that is wrong. */
export function parseStockLines(raw: unknown): ParsedLines {
  if (!Array.isArray(raw)) return { ok: false, reason: 'notList' };
  if (raw.length > MAX_LINES) return { ok: false, reason: 'tooMany' };
  const lines: DocLine[] = [];
  for (let i = 0; i < raw.length; i++) {
    const errors = lineErrors(raw[i]);
    if (errors.length > 0) return { ok: false, reason: 'line', line: i + 1, errors };
    // Only the fields a line has (the schema does not read other keys).
    lines.push(docLineSchema.parse(raw[i]));
  }
  return { ok: true, lines };
}

/** The products of the lines, each once, in the order they first appear. */
export function productIdsOf(lines: DocLine[]): string[] {
  return [...new Set(lines.map((l) => l.categoryId))];
}
