/**
 * The preview of a CSV import, computed before anything is written: which
 * rows create a record, which update the record they match, and which are
 * rejected and why. Pure; the area supplies the columns, the match key, the
 * validation (its one schema) and, between the two steps, the existing records.
 */
import { cellsOf, mapColumns, type CsvColumn, type CsvTable } from './csv';
import { CSV_MESSAGES } from './messages';

export const MAX_IMPORT_ROWS = 5000;

export type FieldErrors<K extends string> = { field: K; message: string }[];
export type Validated<V, K extends string> = { ok: true; value: V } | { ok: false; errors: FieldErrors<K> };

export interface ImportSpec<K extends string, D extends Record<K, unknown>, V, E> {
  columns: readonly CsvColumn<K>[];
  /** Columns the file must have. */
  required: readonly K[];
  /** The normalised match key of a row (NIF, product code), or null when the row cannot be matched. */
  keyOf(cells: Partial<Record<K, string>>): string | null;
  /** Fixes what spreadsheets do to cells (e.g. a lost leading zero) before anything else looks at them. */
  fromCells?(cells: Partial<Record<K, string>>): Partial<Record<K, string>>;
  /** Human name of the key, for messages ("NIF", "código"). */
  keyName: string;
  /** The draft a new record starts from. */
  blank: D;
  /** The draft of an existing record: columns the file lacks keep their stored values. */
  draftOf(existing: E): D;
  validate(draft: D): Validated<V, K>;
  /** What the preview calls the row (its name). */
  describe(cells: Partial<Record<K, string>>): string;
}

export interface PreparedRow<K extends string> {
  line: number;
  cells: Partial<Record<K, string>>;
  key: string | null;
  duplicateOf: number | null;
  /** A quote opened in this row never closes: the row is rejected, the following ones are read on their own. */
  unclosedQuote: boolean;
}

export interface PreparedImport<K extends string> {
  rows: PreparedRow<K>[];
  /** Keys to look up among the stored records. */
  keys: string[];
  unknownHeaders: string[];
  /** Set when the file cannot be imported at all. */
  fatal: string | null;
}

export type PlannedRow<V, E> =
  | { line: number; label: string; action: 'create'; value: V }
  | { line: number; label: string; action: 'update'; value: V; existing: E }
  | { line: number; label: string; action: 'reject'; reasons: string[] };

export interface ImportPlan<V, E> {
  rows: PlannedRow<V, E>[];
  creates: number;
  updates: number;
  rejects: number;
  unknownHeaders: string[];
  /** Rows with a quote that never closes, named above the preview. */
  unclosedQuoteLines: number[];
}

export function prepareImport<K extends string, D extends Record<K, unknown>, V, E>(
  table: CsvTable,
  spec: ImportSpec<K, D, V, E>,
): PreparedImport<K> {
  const mapping = mapColumns(table.headers, spec.columns);
  const header = (k: K) => spec.columns.find((c) => c.key === k)?.header ?? k;
  const missing = spec.required.filter((k) => mapping.indexOf[k] === undefined);
  const empty = { rows: [], keys: [], unknownHeaders: mapping.unknown };
  if (missing.length > 0) return { ...empty, fatal: CSV_MESSAGES.missingColumns(missing.map(header)) };
  if (table.rows.length === 0) return { ...empty, fatal: CSV_MESSAGES.noRows };
  if (table.rows.length > MAX_IMPORT_ROWS) return { ...empty, fatal: CSV_MESSAGES.tooManyRows(MAX_IMPORT_ROWS) };

  const firstLineOfKey = new Map<string, number>();
  const rows = table.rows.map(({ line, cells: raw, unclosedQuote = false }) => {
    const cells = spec.fromCells ? spec.fromCells(cellsOf(raw, mapping)) : cellsOf(raw, mapping);
    const key = unclosedQuote ? null : spec.keyOf(cells);
    const seen = key === null ? undefined : firstLineOfKey.get(key);
    if (key !== null && seen === undefined) firstLineOfKey.set(key, line);
    return { line, cells, key, duplicateOf: seen ?? null, unclosedQuote };
  });
  return { rows, keys: [...firstLineOfKey.keys()], unknownHeaders: mapping.unknown, fatal: null };
}

export function planImport<K extends string, D extends Record<K, unknown>, V, E>(
  prepared: PreparedImport<K>,
  spec: ImportSpec<K, D, V, E>,
  existingByKey: ReadonlyMap<string, E>,
): ImportPlan<V, E> {
  const header = (k: K) => spec.columns.find((c) => c.key === k)?.header ?? k;
  const rows = prepared.rows.map((row): PlannedRow<V, E> => {
    const label = spec.describe(row.cells);
    if (row.unclosedQuote) return { line: row.line, label, action: 'reject', reasons: [CSV_MESSAGES.unclosedQuoteReason] };
    if (row.duplicateOf !== null) {
      return { line: row.line, label, action: 'reject', reasons: [CSV_MESSAGES.duplicateKey(spec.keyName, row.key ?? '', row.duplicateOf)] };
    }
    const existing = row.key === null ? undefined : existingByKey.get(row.key);
    const draft = { ...(existing === undefined ? spec.blank : spec.draftOf(existing)), ...row.cells } as D;
    const result = spec.validate(draft);
    if (!result.ok) {
      return { line: row.line, label, action: 'reject', reasons: result.errors.map((e) => `${header(e.field)}: ${e.message}`) };
    }
    return existing === undefined
      ? { line: row.line, label, action: 'create', value: result.value }
      : { line: row.line, label, action: 'update', value: result.value, existing };
  });
  const count = (a: PlannedRow<V, E>['action']) => rows.filter((r) => r.action === a).length;
  return {
    rows,
    creates: count('create'),
    updates: count('update'),
    rejects: count('reject'),
    unknownHeaders: prepared.unknownHeaders,
    unclosedQuoteLines: prepared.rows.filter((r) => r.unclosedQuote).map((r) => r.line),
  };
}
