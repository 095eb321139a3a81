/**
 * CSV files that Spanish Excel opens as they are (UTF-8 with BOM, `;` between
 * cells, decimal commas, CRLF) and that come back in as they went out, along
 * with plain comma CSV. Pure: no DOM, no Firebase.
 *
 * CSV injection (OWASP): a cell starting with = + - @ (or a tab or carriage
 * return) would be run as a formula by a spreadsheet, so the export prefixes
 * it with an apostrophe; the import removes exactly that prefix again, so a
 * phone number such as "+34 600 000 000" survives the round trip.
 * A cell that is nothing but a negative amount ("-13,80", "-5") is a number, not
 * a formula: it goes out as it is, or Excel would read it as text and leave a
 * rectificativa out of a column's sum (issue 28, finding 5).
 */
import Papa from 'papaparse';
import { normalizeText } from '../../domain';

export const CSV_BOM = '\uFEFF';
export const EXCEL_DELIMITER = ';';

/** A formula start, possibly behind apostrophes (so that a cell that already had one also round-trips). */
const FORMULA_START = /^'*[=+\-@\t\r]/;
/** A negative amount as the exports write it: minus, digits, optional decimal comma and digits. */
const NEGATIVE_NUMBER = /^-\d+(,\d+)?$/;

export function neutralizeCell(value: string): string {
  return FORMULA_START.test(value) && !NEGATIVE_NUMBER.test(value) ? `'${value}` : value;
}

export function restoreCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value) ? value.slice(1) : value;
}

/** The whole file: BOM, header row, one row per record, every cell neutralised. */
export function toCsv(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const body = Papa.unparse([headers.map(neutralizeCell), ...rows.map((r) => r.map(neutralizeCell))], {
    delimiter: EXCEL_DELIMITER,
    newline: '\r\n',
    quotes: false,
  });
  return `${CSV_BOM}${body}\r\n`;
}

export interface CsvRow {
  /** Row number as a spreadsheet shows it: the header is row 1. */
  line: number;
  cells: string[];
  /** The row opens a quote that never closes: its cells are what could be read of its own line only. */
  unclosedQuote?: true;
}

export interface CsvTable {
  headers: string[];
  /** Data rows (blank ones skipped), with the neutralising apostrophe removed. */
  rows: CsvRow[];
  delimiter: string;
}

/** The delimiter of the header line: whichever of ; , or tab appears most outside quotes. */
export function detectDelimiter(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  const counts = [';', ',', '\t'].map((d) => ({ d, n: unquoted.split(d).length - 1 }));
  counts.sort((a, b) => b.n - a.n);
  return counts[0] && counts[0].n > 0 ? counts[0].d : EXCEL_DELIMITER;
}

interface CsvRecord {
  cells: string[];
  unclosedQuote: boolean;
}

/**
 * The records of the text. A quote that never closes makes papaparse read
 * every following line into one cell; instead, that record is cut at the end
 * of its own line and marked, and the lines after it are read as records again.
 */
function readRecords(text: string, delimiter: string): CsvRecord[] {
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  const spansLines = (row: number) => (parsed.data[row] ?? []).some((c) => /[\r\n]/.test(c));
  const swallowing = parsed.errors
    .filter((e) => e.row !== undefined && (e.code === 'MissingQuotes' || (e.code === 'InvalidQuotes' && spansLines(e.row))))
    .map((e) => e.row ?? 0)
    .sort((a, b) => a - b)[0];
  const records = (rows: string[][]) => rows.map((cells) => ({ cells, unclosedQuote: false }));
  if (swallowing === undefined) return records(parsed.data);
  const start = swallowing === 0 ? 0 : Papa.parse(text, { delimiter, preview: swallowing }).meta.cursor;
  const lineEnd = /\r\n|\n|\r/.exec(text.slice(start));
  const line = lineEnd ? text.slice(start, start + lineEnd.index) : text.slice(start);
  const rest = lineEnd ? text.slice(start + lineEnd.index + lineEnd[0].length) : '';
  const brokenCells = Papa.parse<string[]>(line, { delimiter }).data[0] ?? [line];
  return [
    ...records(parsed.data.slice(0, swallowing)),
    { cells: brokenCells, unclosedQuote: true },
    ...(rest === '' ? [] : readRecords(rest, delimiter)),
  ];
}

export function parseCsv(text: string): CsvTable {
  const clean = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const delimiter = detectDelimiter(clean);
  const [header = { cells: [] }, ...dataRows] = readRecords(clean, delimiter);
  const rows: CsvRow[] = [];
  dataRows.forEach(({ cells, unclosedQuote }, i) => {
    if (!cells.some((c) => c.trim() !== '')) return;
    const row: CsvRow = { line: i + 2, cells: cells.map(restoreCell) };
    if (unclosedQuote) row.unclosedQuote = true;
    rows.push(row);
  });
  return { headers: header.cells.map((h) => restoreCell(h).trim()), rows, delimiter };
}

/** A value cut to `max` characters with an ellipsis, for previews that must not be filled by one cell. */
export function ellipsis(value: string, max: number): string {
  return value.length <= max ? value : `${value.slice(0, max - 1).trimEnd()}…`;
}

/** A column of an import/export: the field it fills, its header, and other headers it accepts. */
export interface CsvColumn<K extends string = string> {
  key: K;
  header: string;
  aliases?: readonly string[];
}

export interface ColumnMapping<K extends string> {
  /** Index of each known column present in the file. */
  indexOf: Partial<Record<K, number>>;
  /** Headers that match no column (ignored). */
  unknown: string[];
}

const headerKey = (h: string) => normalizeText(h).replace(/[^a-z0-9]/g, '');

/** Matches headers to columns regardless of case, accents, spaces and punctuation. */
export function mapColumns<K extends string>(headers: readonly string[], columns: readonly CsvColumn<K>[]): ColumnMapping<K> {
  const byName = new Map<string, K>();
  for (const c of columns) {
    for (const name of [c.header, c.key, ...(c.aliases ?? [])]) byName.set(headerKey(name), c.key);
  }
  const indexOf: Partial<Record<K, number>> = {};
  const unknown: string[] = [];
  headers.forEach((h, i) => {
    const key = byName.get(headerKey(h));
    if (key !== undefined && indexOf[key] === undefined) indexOf[key] = i;
    else if (h !== '') unknown.push(h);
  });
  return { indexOf, unknown };
}

/** The cells of one row by column key: only the columns the file has (trimmed). */
export function cellsOf<K extends string>(row: readonly string[], mapping: ColumnMapping<K>): Partial<Record<K, string>> {
  const cells: Partial<Record<K, string>> = {};
  for (const [key, index] of Object.entries(mapping.indexOf) as [K, number][]) {
    cells[key] = (row[index] ?? '').trim();
  }
  return cells;
}

export const YES = 'Sí';
export const NO = 'No';

export function yesNo(value: boolean): string {
  return value ? YES : NO;
}

/** "Sí"/"No" and their usual spellings (si, s, yes, true, 1, activo...); null when it is none of them. */
export function parseYesNo(value: string): boolean | null {
  const v = normalizeText(value);
  if (['si', 's', 'yes', 'y', 'true', 'verdadero', '1', 'x', 'activo', 'activa'].includes(v)) return true;
  if (['no', 'n', 'false', 'falso', '0', 'inactivo', 'inactiva'].includes(v)) return false;
  return null;
}

/** "2,5" for 2.5: decimal comma, no grouping, so Spanish Excel reads it as a number. */
export function decimalComma(value: number): string {
  return String(value).replace('.', ',');
}

/** "proveedores-2026-05-14.csv" */
export function csvFileName(base: string, date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${base}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}

/**
 * The text of an uploaded file: UTF-8 (with or without BOM), or Windows-1252
 * when it is not valid UTF-8 (what Spanish Excel writes for "CSV (delimitado por comas)").
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Decoded by hand: some runtimes' 'windows-1252' is plain Latin-1 and loses € and the curly quotes.
    let text = '';
    for (const b of bytes) text += b >= 0x80 && b <= 0x9f ? CP1252_80_9F.charAt(b - 0x80) : String.fromCharCode(b);
    return text;
  }
}

/** Windows-1252 characters for the bytes 0x80–0x9F (the rest is Latin-1). */
const CP1252_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
