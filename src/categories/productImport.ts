/**
 * How the products CSV import writes its rows, decided without Firebase (productRepository.importRows
 * does the writing): which rows go together in a batch, and what to do with the rows of a batch
 * the server refused.
 *
 * Batch sizes come from the rules' limit of 20 document reads (get, getAfter, exists) per batch
 * (firestore.rules, mdOwnsCode): a new product and its code document read each other (2 per row),
 * an update reads its code document (1 per row), and every batch reads the caller's profile
 * (its exists() and get() count as 2; the emulator refuses a batch of 19 updates).
 */
export const CREATES_PER_BATCH = 9;
export const UPDATES_PER_BATCH = 18;
/** Document reads the rules make per batch besides the rows' own: the caller's profile. */
export const PROFILE_READS = 2;

/** A row to write: the product's id (new or existing), its code key, and whether it is new. */
export interface ImportRow {
  id: string;
  codeKey: string;
  isNew: boolean;
}

/**
 * Why a row was not saved. code-taken: another product got its code meanwhile (e.g. another
 * person saved it). code-changed: the product being updated was deleted or got another code
 * meanwhile. denied: the rules refused the batch for another reason. failed: anything else.
 */
export type ImportFailureCode = 'code-taken' | 'code-changed' | 'denied' | 'failed';

export interface ImportFailure {
  /** The row's index in the rows given to the import. */
  index: number;
  code: ImportFailureCode;
}

/** The rows' indexes grouped in batches: new products first, then updates, in file order. */
export function importBatches(rows: readonly Pick<ImportRow, 'isNew'>[]): number[][] {
  const chunk = (indexes: number[], size: number) =>
    Array.from({ length: Math.ceil(indexes.length / size) }, (_, i) => indexes.slice(i * size, (i + 1) * size));
  const creates = rows.flatMap((r, i) => (r.isNew ? [i] : []));
  const updates = rows.flatMap((r, i) => (r.isNew ? [] : [i]));
  return [...chunk(creates, CREATES_PER_BATCH), ...chunk(updates, UPDATES_PER_BATCH)];
}

export interface FailedBatchOutcome {
  /** Rows the batch did save after all (its answer was lost, and sending it again was refused). */
  written: number[];
  /** Rows that may be sent again, without the rows that made the batch fail. */
  retry: number[];
  failed: ImportFailure[];
}

/**
 * What to do with a refused batch, from who owns each row's code now (the categoryId of
 * productCodes/{codeKey}, null when there is none; `owners[k]` for `indexes[k]`).
 *
 * A new row whose code names its own id was saved; one whose code is another product's was
 * beaten to it. An update whose code no longer names its product lost its product. When the codes
 * explain the refusal, the other rows are sent again; when they do not (every code is as the
 * batch expected), nothing is retried and every row fails with `refusal`.
 */
export function afterFailedBatch(
  rows: readonly ImportRow[],
  indexes: readonly number[],
  owners: readonly (string | null)[],
  refusal: 'denied' | 'failed',
): FailedBatchOutcome {
  const outcome: FailedBatchOutcome = { written: [], retry: [], failed: [] };
  indexes.forEach((index, k) => {
    const row = rows[index]!;
    const owner = owners[k] ?? null;
    if (row.isNew) {
      if (owner === row.id) outcome.written.push(index);
      else if (owner === null) outcome.retry.push(index);
      else outcome.failed.push({ index, code: 'code-taken' });
    } else if (owner === row.id) outcome.retry.push(index);
    else outcome.failed.push({ index, code: 'code-changed' });
  });
  if (outcome.retry.length === indexes.length) {
    return { written: [], retry: [], failed: indexes.map((index) => ({ index, code: refusal })) };
  }
  return outcome;
}
