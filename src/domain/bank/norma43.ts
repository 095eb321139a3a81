/**
 * Reader of AEB Norma 43 files (Cuaderno 43, "Información normalizada de cuenta corriente"):
 * fixed 80-character records, one account after another (11 header, 22 movements each followed by
 * up to five 23 concept records and an optional 24 currency equivalence, 33 account end), then 88
 * (end of file). An optional 00 file header is skipped. Positions are the AEB's, as listed in
 * docs/DECISIONS.md "Bank statements: Norma 43 and CSV (issue 30)" with their sources.
 *
 * Never throws: every problem is an error code with its line number (1-based), and an account's
 * movements are kept even when its totals do not add up, so a screen can show both.
 */
import { parseIsoDate } from '../dates';
import type { BankMovement } from './movement';

export const NORMA43_ERRORS = [
  /** The text has no record at all. */
  'empty',
  /** A record longer than 80 characters (trailing blanks aside). */
  'recordLength',
  /** A record code other than 00, 11, 22, 23, 24, 33, 88. */
  'unknownRecord',
  /** A 22, 23, 24 or 33 record outside an account (no 11 before it), or an 11 inside one. */
  'outOfPlace',
  /** A 23 or 24 record not right after its 22 (or its other 23/24 records). */
  'orphanComplement',
  /** A 23 whose data code is not 01–05, repeats or goes backwards, or a sixth 23. */
  'conceptCode',
  /** A date that is not a real YYMMDD date. */
  'date',
  /** An amount or a count that is not all digits. */
  'number',
  /** A debit/credit key that is not 1 (debe) or 2 (haber). */
  'debitCreditKey',
  /** The 33's entidad, oficina or cuenta differ from its 11's. */
  'accountMismatch',
  /** The 33's number or total of debits differs from the 22 records. */
  'debitCount',
  'debitTotal',
  /** The 33's number or total of credits differs from the 22 records. */
  'creditCount',
  'creditTotal',
  /** The 33's final balance is not the 11's initial balance + credits − debits. */
  'finalBalance',
  /** An account (11) that the file ends without closing (33). */
  'accountNotClosed',
  /** No 88 record at the end. */
  'missingEnd',
  /** The 88's record count is not the number of records before it. */
  'recordCount',
  /** Records after the 88. */
  'afterEnd',
] as const;
export type Norma43ErrorCode = (typeof NORMA43_ERRORS)[number];

export interface Norma43Error {
  code: Norma43ErrorCode;
  /** 1-based line of the file. */
  line: number;
  /** For the totals: what the record says and what the movements add up to. */
  stated?: number;
  computed?: number;
}

export interface Norma43Account {
  /** Entidad (4), oficina (4), cuenta (10). */
  bankCode: string;
  branchCode: string;
  accountNumber: string;
  /** bankCode + branchCode + accountNumber: the 18 digits that name the account (its IBAN without check digits). */
  accountKey: string;
  startDate: string | null;
  endDate: string | null;
  /** Signed cents: a debit (deudor) balance is negative. */
  initialBalanceCents: number;
  /** ISO 4217 numeric code, '978' for euros. */
  currency: string;
  /** Modalidad de información: '1', '2' or '3'. */
  mode: string;
  holderName: string;
  movements: BankMovement[];
  /** The 33's figures (null when the account was not closed). */
  end: { debitCount: number; debitCents: number; creditCount: number; creditCents: number; finalBalanceCents: number } | null;
  /** Lines of its 11 and its 33 (null when missing). */
  line: number;
  endLine: number | null;
}

export interface Norma43File {
  accounts: Norma43Account[];
  errors: Norma43Error[];
  /** Records read (blank lines and a DOS end-of-file mark aside). */
  recordCount: number;
}

export const NORMA43_RECORD_LENGTH = 80;

/** 'YYMMDD' → ISO; years 80–99 are 19xx (the format is from 1982), the rest 20xx. */
export function norma43Date(yymmdd: string): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const iso = `${yy >= 80 ? 1900 + yy : 2000 + yy}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
  return parseIsoDate(iso) ? iso : null;
}

/** 1-based position and length, as the AEB layout prints them. */
const field = (record: string, from: number, length: number) => record.slice(from - 1, from - 1 + length);
const digits = (text: string): number | null => (/^\d+$/.test(text) ? Number(text) : null);
const signOf = (key: string): 1 | -1 | null => (key === '2' ? 1 : key === '1' ? -1 : null);

interface OpenAccount {
  account: Norma43Account;
  /** Something in the account could not be read: its totals are not compared (they would only repeat it). */
  unreadable: boolean;
  /** The 22 that 23/24 records may still follow, and the last 23 data code seen for it. */
  current: { movement: BankMovement | null; lastConcept: number } | null;
  /** What the 22 records add up to, by their debit/credit key (a zero amount still counts on its side). */
  sums: { debitCount: number; debitCents: number; creditCount: number; creditCents: number };
}

class Reader {
  readonly accounts: Norma43Account[] = [];
  readonly errors: Norma43Error[] = [];
  open: OpenAccount | null = null;
  /** Records before the 88 (00 and 88 themselves excluded), to check the 88's count. */
  counted = 0;
  endLine: number | null = null;

  error(code: Norma43ErrorCode, line: number, figures?: { stated: number; computed: number }): void {
    const last = this.errors[this.errors.length - 1];
    if (!figures && last?.code === code && last.line === line) return;
    this.errors.push(figures ? { code, line, ...figures } : { code, line });
  }

  /** A date field; an unreadable one is an error and marks the account. */
  date(text: string, line: number): string | null {
    const iso = norma43Date(text);
    if (iso === null) this.fail('date', line);
    return iso;
  }

  number(text: string, line: number): number | null {
    const value = digits(text);
    if (value === null) this.fail('number', line);
    return value;
  }

  fail(code: Norma43ErrorCode, line: number): void {
    this.error(code, line);
    if (this.open) this.open.unreadable = true;
  }

  header(record: string, line: number): void {
    if (this.open) this.close(null);
    const sign = signOf(field(record, 33, 1));
    const balance = digits(field(record, 34, 14));
    const account: Norma43Account = {
      bankCode: field(record, 3, 4),
      branchCode: field(record, 7, 4),
      accountNumber: field(record, 11, 10),
      accountKey: field(record, 3, 18),
      startDate: null,
      endDate: null,
      initialBalanceCents: sign !== null && balance !== null ? sign * balance : 0,
      currency: field(record, 48, 3),
      mode: field(record, 51, 1),
      holderName: field(record, 52, 26).trim(),
      movements: [],
      end: null,
      line,
      endLine: null,
    };
    this.accounts.push(account);
    this.open = { account, unreadable: false, current: null, sums: { debitCount: 0, debitCents: 0, creditCount: 0, creditCents: 0 } };
    account.startDate = this.date(field(record, 21, 6), line);
    account.endDate = this.date(field(record, 27, 6), line);
    if (sign === null) this.fail('debitCreditKey', line);
    if (balance === null) this.fail('number', line);
  }

  movement(record: string, line: number): void {
    const open = this.open;
    if (!open) return this.error('outOfPlace', line);
    open.current = null;
    const date = this.date(field(record, 11, 6), line);
    const valueDate = this.date(field(record, 17, 6), line);
    const sign = signOf(field(record, 28, 1));
    if (sign === null) this.fail('debitCreditKey', line);
    const amount = this.number(field(record, 29, 14), line);
    // An unreadable 22 still owns its 23/24 records: they are read past, not reported as orphans.
    if (date === null || valueDate === null || sign === null || amount === null) {
      open.current = { movement: null, lastConcept: 0 };
      return;
    }
    const movement: BankMovement = {
      date,
      valueDate,
      amountCents: amount === 0 ? 0 : sign * amount,
      commonConcept: field(record, 23, 2),
      ownConcept: field(record, 25, 3),
      document: field(record, 43, 10).trim(),
      reference1: field(record, 53, 12).trim(),
      reference2: field(record, 65, 16).trim(),
      concepts: [],
      line,
    };
    open.account.movements.push(movement);
    if (sign < 0) {
      open.sums.debitCount += 1;
      open.sums.debitCents += amount;
    } else {
      open.sums.creditCount += 1;
      open.sums.creditCents += amount;
    }
    open.current = { movement, lastConcept: 0 };
  }

  concept(record: string, line: number): void {
    const current = this.open?.current;
    if (!this.open) return this.error('outOfPlace', line);
    if (!current) return this.fail('orphanComplement', line);
    const code = digits(field(record, 3, 2));
    if (code === null || code < 1 || code > 5 || code <= current.lastConcept) return this.fail('conceptCode', line);
    current.lastConcept = code;
    const movement = current.movement;
    if (!movement) return;
    for (const text of [field(record, 5, 38), field(record, 43, 38)]) {
      const trimmed = text.trim();
      if (trimmed !== '') movement.concepts.push(trimmed);
    }
  }

  equivalence(record: string, line: number): void {
    const current = this.open?.current;
    if (!this.open) return this.error('outOfPlace', line);
    if (!current) return this.fail('orphanComplement', line);
    const amount = this.number(field(record, 8, 14), line);
    if (amount !== null && current.movement) current.movement.equivalence = { currency: field(record, 5, 3), amountCents: amount };
  }

  accountEnd(record: string, line: number): void {
    const open = this.open;
    if (!open) return this.error('outOfPlace', line);
    const numbers = [field(record, 21, 5), field(record, 26, 14), field(record, 40, 5), field(record, 45, 14), field(record, 60, 14)].map((t) =>
      this.number(t, line),
    );
    const sign = signOf(field(record, 59, 1));
    if (sign === null) this.fail('debitCreditKey', line);
    const [debitCount, debitCents, creditCount, creditCents, finalBalance] = numbers;
    if (field(record, 3, 18) !== open.account.accountKey) this.fail('accountMismatch', line);
    const end =
      debitCount == null || debitCents == null || creditCount == null || creditCents == null || finalBalance == null || sign === null
        ? null
        : { debitCount, debitCents, creditCount, creditCents, finalBalanceCents: sign * finalBalance };
    // An unreadable 33 is already reported: the account is closed without its totals.
    this.close(end ? { end, line } : null, true);
  }

  /**
   * The 88's count is every record but the 00 and the 88 itself (AEB). Some banks count the 88 too
   * (OCA l10n-spain notes Liderbank), so one more is accepted.
   */
  fileEnd(record: string, line: number): void {
    const stated = digits(field(record, 21, 6));
    if (stated === null) return this.error('number', line);
    if (stated !== this.counted && stated !== this.counted + 1) this.error('recordCount', line, { stated, computed: this.counted });
  }

  /** Closes the open account; `closing` null means it ended without a readable 33. */
  close(closing: { end: NonNullable<Norma43Account['end']>; line: number } | null, quiet = false): void {
    const open = this.open;
    if (!open) return;
    this.open = null;
    const { account } = open;
    if (!closing) {
      if (!quiet) this.error('accountNotClosed', account.line);
      return;
    }
    account.end = closing.end;
    account.endLine = closing.line;
    if (open.unreadable) return;
    const { sums } = open;
    const checks: [Norma43ErrorCode, number, number][] = [
      ['debitCount', closing.end.debitCount, sums.debitCount],
      ['debitTotal', closing.end.debitCents, sums.debitCents],
      ['creditCount', closing.end.creditCount, sums.creditCount],
      ['creditTotal', closing.end.creditCents, sums.creditCents],
      ['finalBalance', closing.end.finalBalanceCents, account.initialBalanceCents + sums.creditCents - sums.debitCents],
    ];
    for (const [code, stated, computed] of checks) if (stated !== computed) this.error(code, closing.line, { stated, computed });
  }
}

const DOS_END_OF_FILE = String.fromCharCode(0x1a);

/** The record without its trailing blanks and DOS end-of-file marks (^Z). */
function trimRecordEnd(raw: string): string {
  let end = raw.length;
  while (end > 0 && (raw[end - 1] === DOS_END_OF_FILE || /\s/.test(raw[end - 1] ?? ''))) end--;
  return raw.slice(0, end);
}

/** The records of the text: CRLF, LF or CR line ends, trailing blanks kept off, blank lines and a DOS ^Z skipped. */
function recordsOf(text: string): { record: string; line: number }[] {
  const clean = text.startsWith('\uFEFF') ? text.slice(1) : text;
  return clean
    .split(/\r\n|\n|\r/)
    .map((raw, i) => ({ record: trimRecordEnd(raw), line: i + 1 }))
    .filter(({ record }) => record !== '');
}

/** Reads a whole Norma 43 file (already decoded: decodeBankFile). */
export function parseNorma43(text: string): Norma43File {
  const reader = new Reader();
  const records = recordsOf(text);
  if (records.length === 0) return { accounts: [], errors: [{ code: 'empty', line: 1 }], recordCount: 0 };
  for (const { record: trimmed, line } of records) {
    if (reader.endLine !== null) {
      reader.error('afterEnd', line);
      break;
    }
    if (trimmed.length > NORMA43_RECORD_LENGTH) {
      reader.fail('recordLength', line);
      continue;
    }
    const record = trimmed.padEnd(NORMA43_RECORD_LENGTH, ' ');
    const code = record.slice(0, 2);
    if (code !== '00' && code !== '88') reader.counted += 1;
    switch (code) {
      case '00':
        break;
      case '11':
        reader.header(record, line);
        break;
      case '22':
        reader.movement(record, line);
        break;
      case '23':
        reader.concept(record, line);
        break;
      case '24':
        reader.equivalence(record, line);
        break;
      case '33':
        reader.accountEnd(record, line);
        break;
      case '88':
        reader.close(null);
        reader.endLine = line;
        reader.fileEnd(record, line);
        break;
      default:
        reader.fail('unknownRecord', line);
    }
  }
  if (reader.endLine === null) {
    reader.close(null);
    reader.error('missingEnd', (records[records.length - 1]?.line ?? 0) + 1);
  }
  return { accounts: reader.accounts, errors: reader.errors, recordCount: records.length };
}
