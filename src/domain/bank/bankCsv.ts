/**
 * Movements from the CSV exports of the usual Spanish banks: a few lines about the account, then a
 * header row (Fecha / F. Operación / Fecha valor / Concepto / Descripción / Importe / Cargo / Abono /
 * Saldo …), then one row per movement. The header is found by its names (case, accents, blanks and
 * punctuation aside); a bank whose headers are not known gives its columns with `mapping`.
 * Amounts are es-ES ("1.234,56", "-12,00", "12,00-"), or split into Cargo and Abono columns; dates
 * dd/mm/yyyy (or dd-mm-yy, dd.mm.yyyy) and yyyy-mm-dd. Never throws: errors carry the row number as
 * a spreadsheet shows it (the file's first line is row 1).
 */
import { parseIsoDate } from '../dates';
import { parseScaled, stripUnit } from '../numberText';
import { normalizeText } from '../search';
import { BANK_CSV_DELIMITERS, csvRecords, type BankCsvDelimiter } from './csvRecords';
import type { BankMovement } from './movement';

export type BankCsvField = 'date' | 'valueDate' | 'amount' | 'debit' | 'credit' | 'balance' | 'reference' | 'document';

/** Column indexes (0-based) of each field; `concepts` may name several columns (Concepto, Descripción, Observaciones). */
export type BankCsvMapping = Partial<Record<BankCsvField, number>> & { concepts?: number[] };

export interface BankCsvOptions {
  /** Columns given by hand (a bank with unknown headers); the header row is then `headerRow` or none. */
  mapping?: BankCsvMapping;
  /**
   * 0-based index of the header record when known. With a mapping and no headerRow, the leading
   * records that are not movements (the bank's preamble, its header) are skipped.
   */
  headerRow?: number;
  delimiter?: BankCsvDelimiter;
}

export const BANK_CSV_ERRORS = [
  /** Nothing to read. */
  'empty',
  /** No row looks like a header (a date column and an amount, or cargo and abono, columns) and no mapping was given. */
  'noHeader',
  /** The mapping (given or found) lacks a date column, or an amount column (or both cargo and abono). */
  'mapping',
  /** A row's date is not a date. */
  'date',
  /** A row's amount is missing or not a number. */
  'amount',
  /** A row with both a cargo and an abono. */
  'debitAndCredit',
  /** Rows were read but none is a movement. */
  'noMovements',
] as const;
export type BankCsvErrorCode = (typeof BANK_CSV_ERRORS)[number];

export interface BankCsvError {
  code: BankCsvErrorCode;
  /** Row as a spreadsheet numbers it (the file's first line is 1). */
  line: number;
}

export interface BankCsvResult {
  movements: BankMovement[];
  errors: BankCsvError[];
  delimiter: BankCsvDelimiter;
  /** The header's cells ([] without a header row) and its row number (null without one). */
  headers: string[];
  headerLine: number | null;
  /** The columns used: the given mapping, or the one found from the header. */
  mapping: BankCsvMapping;
}

/** Header names by field, compared as headerKey(): lower case, no accents, letters and digits only. */
const HEADER_NAMES: Record<BankCsvField | 'concepts', readonly string[]> = {
  date: [
    'fecha',
    'fechaoperacion',
    'foperacion',
    'fechaoper',
    'fecoperacion',
    'fechamovimiento',
    'fechacontable',
    'fcontable',
    'fechaapunte',
    'date',
  ],
  valueDate: ['fechavalor', 'fvalor', 'fecvalor', 'valor', 'valuedate'],
  amount: ['importe', 'importeeur', 'importeeuros', 'importeeuro', 'cantidad', 'importemovimiento', 'amount'],
  debit: ['cargo', 'cargos', 'debe', 'adeudo', 'adeudos', 'salida', 'salidas', 'gastos', 'debito', 'debit'],
  credit: ['abono', 'abonos', 'haber', 'ingreso', 'ingresos', 'entrada', 'entradas', 'credito', 'credit'],
  balance: ['saldo', 'saldoeur', 'saldocontable', 'saldodisponible', 'balance'],
  reference: ['referencia', 'ref', 'referencia1', 'referencia2', 'reference'],
  document: ['documento', 'numdocumento', 'ndocumento', 'numerodocumento', 'nodocumento'],
  concepts: [
    'concepto',
    'conceptos',
    'conceptocomun',
    'conceptopropio',
    'descripcion',
    'detalle',
    'movimiento',
    'observaciones',
    'masdatos',
    'informacionadicional',
    'beneficiario',
    'ordenante',
    'description',
  ],
};

export const headerKey = (header: string): string => normalizeText(header).replace(/[^a-z0-9]/g, '');

const FIELD_OF = new Map<string, BankCsvField | 'concepts'>(
  (Object.entries(HEADER_NAMES) as [BankCsvField | 'concepts', readonly string[]][]).flatMap(([f, names]) => names.map((n) => [n, f] as const)),
);

/** The mapping a header row gives (first column of each field wins; every concept column is kept). */
export function mappingFromHeaders(headers: readonly string[]): BankCsvMapping {
  const mapping: BankCsvMapping = {};
  headers.forEach((header, index) => {
    const found = FIELD_OF.get(headerKey(header));
    if (found === 'concepts') mapping.concepts = [...(mapping.concepts ?? []), index];
    else if (found !== undefined && mapping[found] === undefined) mapping[found] = index;
  });
  return mapping;
}

/** A mapping is usable with a date and an amount, or a date and both cargo and abono. */
export function mappingIsUsable(mapping: BankCsvMapping): boolean {
  return mapping.date !== undefined && (mapping.amount !== undefined || (mapping.debit !== undefined && mapping.credit !== undefined));
}

/**
 * Cents of an es-ES amount as banks write it: "1.234,56", "-12,00", "12,00-" (trailing minus),
 * "+5,00", "1234.56", with or without "€"/"EUR"; null for anything else ('' included).
 */
export function parseBankAmount(text: string): number | null {
  let body = stripUnit(text.replace(/\u00a0/g, ' '), ['€', 'EUR']);
  let negative = false;
  if (/^[-\u2212].*[-\u2212]$/.test(body)) return null;
  if (/[-\u2212]$/.test(body)) {
    negative = true;
    body = body.slice(0, -1).trim();
  } else if (body.startsWith('+')) body = body.slice(1).trim();
  const cents = parseScaled(body, { decimals: 2, allowNegative: true });
  if (cents === null) return null;
  return negative ? -cents : cents;
}

/** ISO date of "31/12/2026", "31-12-26", "1.2.2026" (day first) or "2026-12-31"; null otherwise. */
export function parseBankDate(text: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(value);
  const parts = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : null;
  if (!parts) return null;
  const [y = '', m = '', d = ''] = parts;
  const year = y.length === 2 ? `20${y}` : y;
  const candidate = `${year}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return parseIsoDate(candidate) ? candidate : null;
}

const HEADER_SEARCH_ROWS = 30;

function findHeader(rows: readonly (readonly string[])[]): number | null {
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let i = 0; i < limit; i++) if (mappingIsUsable(mappingFromHeaders(rows[i] ?? []))) return i;
  return null;
}

/** The delimiter whose records hold a recognisable header (; first, as Spanish Excel writes), else the most frequent on the first line. */
export function detectBankCsvDelimiter(text: string): BankCsvDelimiter {
  for (const d of BANK_CSV_DELIMITERS) {
    if (findHeader(csvRecords(text, d).map((r) => r.cells)) !== null) return d;
  }
  const firstLine = (text.split(/\r?\n/, 1)[0] ?? '').replace(/"[^"]*"/g, '');
  const counts = BANK_CSV_DELIMITERS.map((d) => ({ d, n: firstLine.split(d).length - 1 })).sort((a, b) => b.n - a.n);
  return counts[0] && counts[0].n > 0 ? counts[0].d : ';';
}

const cellAt = (cells: readonly string[], index: number | undefined) => (index === undefined ? '' : (cells[index] ?? '').trim());

type RowOutcome = { movement: BankMovement } | { error: BankCsvErrorCode } | 'skip';

function movementOfRow(cells: readonly string[], line: number, mapping: BankCsvMapping): RowOutcome {
  const dateText = cellAt(cells, mapping.date);
  const amountCells = [mapping.amount, mapping.debit, mapping.credit].map((i) => cellAt(cells, i));
  const date = parseBankDate(dateText);
  // A row with neither a date nor an amount is a blank line, a label or a footer ("Saldo final"): not a movement.
  if (date === null && amountCells.every((c) => c === '')) return 'skip';
  if (date === null) return { error: 'date' };
  const valueDate = parseBankDate(cellAt(cells, mapping.valueDate)) ?? date;
  let amountCents: number | null;
  if (mapping.amount !== undefined) amountCents = parseBankAmount(amountCells[0] ?? '');
  else {
    const debit = amountCells[1] === '' ? 0 : parseBankAmount(amountCells[1] ?? '');
    const credit = amountCells[2] === '' ? 0 : parseBankAmount(amountCells[2] ?? '');
    if (debit === null || credit === null || (debit === 0 && credit === 0 && amountCells[1] === '' && amountCells[2] === '')) {
      return { error: 'amount' };
    }
    if (debit !== 0 && credit !== 0) return { error: 'debitAndCredit' };
    // Some banks write the cargo with its minus sign, some without: a cargo always takes money out.
    amountCents = debit !== 0 ? -Math.abs(debit) : Math.abs(credit);
  }
  if (amountCents === null) return { error: 'amount' };
  const balanceCents = mapping.balance === undefined ? null : parseBankAmount(cellAt(cells, mapping.balance));
  const movement: BankMovement = {
    date,
    valueDate,
    amountCents,
    commonConcept: '',
    ownConcept: '',
    document: cellAt(cells, mapping.document),
    reference1: cellAt(cells, mapping.reference),
    reference2: '',
    concepts: (mapping.concepts ?? []).map((i) => cellAt(cells, i).replace(/\s+/g, ' ')).filter((c) => c !== ''),
    line,
  };
  if (balanceCents !== null) movement.balanceCents = balanceCents;
  return { movement };
}

/**
 * Movements of rows already split into cells (for example by src/shared/csv). `lines[i]` is row
 * i's number as a spreadsheet shows it (defaults to i + 1).
 */
export function parseBankCsvRows(
  rows: readonly (readonly string[])[],
  options: Omit<BankCsvOptions, 'delimiter'> & { delimiter?: BankCsvDelimiter; lines?: readonly number[] } = {},
): BankCsvResult {
  const delimiter = options.delimiter ?? ';';
  const lineOf = (i: number) => options.lines?.[i] ?? i + 1;
  const base = { delimiter, movements: [] as BankMovement[], headers: [] as string[], headerLine: null as number | null };
  if (!rows.some((r) => r.some((c) => c.trim() !== ''))) return { ...base, errors: [{ code: 'empty', line: 1 }], mapping: options.mapping ?? {} };
  const headerIndex = options.headerRow ?? (options.mapping ? null : findHeader(rows));
  if (headerIndex === null && !options.mapping) return { ...base, errors: [{ code: 'noHeader', line: 1 }], mapping: {} };
  const headers = headerIndex === null ? [] : (rows[headerIndex] ?? []).map((h) => h.trim());
  const mapping = options.mapping ?? mappingFromHeaders(headers);
  const headerLine = headerIndex === null ? null : lineOf(headerIndex);
  if (!mappingIsUsable(mapping)) return { ...base, headers, headerLine, errors: [{ code: 'mapping', line: headerLine ?? 1 }], mapping };
  const movements: BankMovement[] = [];
  const errors: BankCsvError[] = [];
  const skipPreamble = headerIndex === null;
  rows.forEach((cells, i) => {
    if (headerIndex !== null && i <= headerIndex) return;
    const outcome = movementOfRow(cells, lineOf(i), mapping);
    if (outcome === 'skip' || (skipPreamble && movements.length === 0 && 'error' in outcome)) return;
    if ('error' in outcome) errors.push({ code: outcome.error, line: lineOf(i) });
    else movements.push(outcome.movement);
  });
  if (movements.length === 0 && errors.length === 0) errors.push({ code: 'noMovements', line: headerLine ?? 1 });
  return { delimiter, movements, errors, headers, headerLine, mapping };
}

/** Movements of a bank's CSV text (already decoded: decodeBankFile). */
export function parseBankCsv(text: string, options: BankCsvOptions = {}): BankCsvResult {
  const clean = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const delimiter = options.delimiter ?? detectBankCsvDelimiter(clean);
  const records = csvRecords(clean, delimiter);
  return parseBankCsvRows(
    records.map((r) => r.cells),
    { ...options, delimiter, lines: records.map((r) => r.line) },
  );
}
