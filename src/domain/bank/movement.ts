/**
 * One line of a bank statement, the same shape whether it came from a Norma 43 file or from a
 * bank's CSV export, so the movement ids (movementId.ts) and the matching (matching.ts) need not
 * know where it was read. docs/DECISIONS.md "Bank statements: Norma 43 and CSV (issue 30)".
 */

export interface BankMovement {
  /** Fecha de operación, ISO (YYYY-MM-DD). */
  date: string;
  /** Fecha valor, ISO; the operation date when the source has none. */
  valueDate: string;
  /** Signed cents: an abono (money in) is positive, a cargo (money out) negative. */
  amountCents: number;
  /** Norma 43 concepto común (2 digits, e.g. '14' devoluciones e impagados); '' from a CSV. */
  commonConcept: string;
  /** Norma 43 concepto propio (3 digits, the bank's own code); '' from a CSV. */
  ownConcept: string;
  /** Número de documento (Norma 43: 10 characters, trimmed). */
  document: string;
  /** Referencia 1 (Norma 43: 12 characters, trimmed). */
  reference1: string;
  /** Referencia 2 (Norma 43: 16 characters, trimmed). */
  reference2: string;
  /** The free texts: Norma 43 records 23 (each non-blank half, trimmed), a CSV's concept columns. */
  concepts: string[];
  /** Where it was read: the file's line (Norma 43, the 22 record) or the CSV row (spreadsheet numbering). */
  line: number;
  /** Norma 43 record 24: the amount in the original currency (ISO 4217 numeric code). */
  equivalence?: { currency: string; amountCents: number };
  /** A CSV's Saldo column, when it has one (signed cents). */
  balanceCents?: number;
}

/** AEB concepto común 14, "devoluciones e impagados": a returned direct debit or an unpaid bill. */
export const RETURNS_COMMON_CONCEPT = '14';

/** A returned receipt (devolución de recibo): money taken back from us under concepto común 14. */
export function isReturnedDebit(movement: Pick<BankMovement, 'commonConcept' | 'amountCents'>): boolean {
  return movement.commonConcept === RETURNS_COMMON_CONCEPT && movement.amountCents < 0;
}

/** Everything a person would read about the movement, in one line: the concepts and references. */
export function movementText(movement: Pick<BankMovement, 'concepts' | 'reference1' | 'reference2' | 'document'>): string {
  return [...movement.concepts, movement.reference1, movement.reference2, movement.document].filter((t) => t !== '').join(' ');
}
