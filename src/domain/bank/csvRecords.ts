/**
 * The records of a CSV text, quote-aware (RFC 4180: a quoted cell may hold the delimiter, line
 * breaks and doubled quotes). src/domain may not import papaparse (eslint: the core's only packages
 * are @noble/hashes, xmlbuilder2 and zod), and a bank export needs no more than this; the app may
 * equally read the file with src/shared/csv and pass the rows to parseBankCsvRows.
 */

export interface CsvRecord {
  cells: string[];
  /** 1-based line where the record starts (a quoted line break makes a record span lines). */
  line: number;
}

export const BANK_CSV_DELIMITERS = [';', ',', '\t'] as const;
export type BankCsvDelimiter = (typeof BANK_CSV_DELIMITERS)[number];

/** Splits the text into records; a quote left open runs to the end of the text (as a spreadsheet would). */
export function csvRecords(text: string, delimiter: BankCsvDelimiter): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    cells.push(cell);
    records.push({ cells, line: start });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else cell += ch;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}
