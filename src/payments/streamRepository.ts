/**
 * Reads a whole query for a report, page by page with a cursor (never an offset), through the
 * counted helper of src/data, as src/reports/reportRepository.ts does: the caller folds each page
 * and drops it; cancelling (AbortSignal) stops between pages.
 */
import { limit, query, startAfter, type DocumentSnapshot, type Query, type QueryDocumentSnapshot } from 'firebase/firestore';
import { readQuery } from '../data/firestore';

export const STREAM_PAGE = 500;

export interface StreamOptions<T> {
  signal: AbortSignal;
  /** One page of records, in order; `read` = documents read so far. */
  onPage: (records: T[], read: number) => void;
}

/** Every document of `base` (ordered), mapped; unreadable ones (map → null) are skipped. Returns how many documents were read. */
export async function streamQuery<T>(
  label: string,
  base: Query,
  map: (snap: QueryDocumentSnapshot) => T | null,
  options: StreamOptions<T>,
  pageSize = STREAM_PAGE,
): Promise<number> {
  let last: DocumentSnapshot | null = null;
  let read = 0;
  for (;;) {
    options.signal.throwIfAborted();
    const snap = await readQuery(label, query(base, ...(last ? [startAfter(last)] : []), limit(pageSize)));
    options.signal.throwIfAborted();
    read += snap.size;
    const page = snap.docs.map(map).filter((x): x is T => x !== null);
    if (snap.size > 0) options.onPage(page, read);
    if (snap.size < pageSize) return read;
    last = snap.docs[snap.docs.length - 1] ?? null;
  }
}
