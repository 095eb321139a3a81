/**
 * What the «Importar extracto» panel shows and sends, from a file's text (pure: tested beside it).
 * Norma 43 is recognised by its record 11 on the first line (or a 00 header then an 11); anything
 * else is read as a bank's CSV, with the columns found from its header or given by hand. The
 * movements are what the pure parsers read, with their texts cleaned and cut to what
 * importBankStatement takes: a bank's file is not something a person typed, so a control
 * character in it (a C1 byte of windows-1252's holes) is dropped rather than refusing the whole
 * statement. The ids are not computed here: the server computes them from these movements.
 */
import { accountKeyOf } from '../domain/bank/movementId';
import { MAX_CONCEPT_LENGTH, MAX_CONCEPTS, MAX_REFERENCE_LENGTH, type BankFormat } from '../domain/bank/bankCommands';
import { detectBankCsvDelimiter, mappingIsUsable, parseBankCsv, type BankCsvMapping } from '../domain/bank/bankCsv';
import { csvRecords } from '../domain/bank/csvRecords';
import type { BankMovement } from '../domain/bank/movement';
import { parseNorma43 } from '../domain/bank/norma43';
import { withoutUnsafeChars } from '../domain/plainText';
import { csvErrorText, norma43ErrorText } from './messages';

export interface PreviewAccount {
  /** '' for a CSV until the person gives the account. */
  accountKey: string;
  movements: BankMovement[];
  from: string;
  to: string;
}

export interface BankFilePreview {
  format: BankFormat;
  accounts: PreviewAccount[];
  /** The parser's errors in Spanish, with their line or row. */
  errors: string[];
  /** CSV only: the columns (header names, or "Columna N"), the mapping used and whether the header was recognised. */
  csv: { columns: string[]; mapping: BankCsvMapping; headerKnown: boolean } | null;
}

/** Norma 43 when the first record is an account header (11), or a file header (00) followed by one. */
export function isNorma43(text: string): boolean {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const first = lines[0] ?? '';
  return first.startsWith('11') || (first.startsWith('00') && (lines[1] ?? '').startsWith('11'));
}

const cut = (text: string, max: number) => withoutUnsafeChars(text).trim().slice(0, max);

/** A movement as importBankStatement takes it: texts without control characters and within their lengths. */
export function cleanMovement(m: BankMovement): BankMovement {
  const concepts = m.concepts.map((c) => cut(c, MAX_CONCEPT_LENGTH)).filter((c) => c !== '');
  const clean: BankMovement = {
    date: m.date,
    valueDate: m.valueDate,
    amountCents: m.amountCents,
    commonConcept: m.commonConcept,
    ownConcept: m.ownConcept,
    document: cut(m.document, MAX_REFERENCE_LENGTH),
    reference1: cut(m.reference1, MAX_REFERENCE_LENGTH),
    reference2: cut(m.reference2, MAX_REFERENCE_LENGTH),
    // More concept columns than the command takes: the rest go into the last one.
    concepts:
      concepts.length > MAX_CONCEPTS
        ? [...concepts.slice(0, MAX_CONCEPTS - 1), cut(concepts.slice(MAX_CONCEPTS - 1).join(' '), MAX_CONCEPT_LENGTH)]
        : concepts,
    line: m.line,
  };
  if (m.equivalence) clean.equivalence = { ...m.equivalence };
  if (m.balanceCents !== undefined) clean.balanceCents = m.balanceCents;
  return clean;
}

function period(movements: readonly BankMovement[]): { from: string; to: string } {
  const dates = movements.map((m) => m.date).sort();
  return { from: dates[0] ?? '', to: dates[dates.length - 1] ?? '' };
}

/** The preview of a file's text; `mapping` the CSV columns the person chose (none: found from the header). */
export function previewBankFile(text: string, options: { mapping?: BankCsvMapping; account?: string } = {}): BankFilePreview {
  if (isNorma43(text)) {
    const file = parseNorma43(text);
    return {
      format: 'norma43',
      accounts: file.accounts.map((a) => {
        const movements = a.movements.map(cleanMovement);
        return { accountKey: a.accountKey, movements, ...period(movements) };
      }),
      errors: file.errors.map(norma43ErrorText),
      csv: null,
    };
  }
  const clean = text.replace(/^\uFEFF/, '');
  const delimiter = detectBankCsvDelimiter(clean);
  const mapping = options.mapping && mappingIsUsable(options.mapping) ? options.mapping : undefined;
  const result = parseBankCsv(clean, { delimiter, mapping });
  const width = Math.max(0, ...csvRecords(clean, delimiter).map((r) => r.cells.length));
  const columns = Array.from({ length: width }, (_, i) => result.headers[i]?.trim() || `Columna ${i + 1}`);
  const movements = result.movements.map(cleanMovement);
  const accountKey = options.account ? accountKeyOf(options.account) : '';
  return {
    format: 'csv',
    accounts: movements.length > 0 ? [{ accountKey, movements, ...period(movements) }] : [],
    errors: result.errors.map(csvErrorText),
    csv: { columns, mapping: result.mapping, headerKnown: result.headerLine !== null && !mapping && mappingIsUsable(result.mapping) },
  };
}

/** A usable account key: an IBAN or a Norma 43 key as the command takes it. */
export function accountKeyIsUsable(key: string): boolean {
  return /^[0-9A-Z]{4,34}$/.test(key) && accountKeyOf(key) === key;
}

/** Whether the preview can be imported: no error, movements, and every account named. */
export function previewIsImportable(preview: BankFilePreview): boolean {
  return (
    preview.errors.length === 0 &&
    preview.accounts.length > 0 &&
    preview.accounts.every((a) => a.movements.length > 0 && accountKeyIsUsable(a.accountKey))
  );
}

/** The importBankStatement inputs (one per account) of an importable preview. */
export function importRequestsOf(preview: BankFilePreview, fileName: string, corpId: string) {
  return preview.accounts.map((a) => ({
    corpId,
    fileName: cut(fileName, 200) || 'extracto',
    format: preview.format,
    accountKey: a.accountKey,
    movements: a.movements,
  }));
}
