/**
 * The queries the master-data repositories share (vendors, clients, products): a list's filters
 * and order, and an export's read of the whole list, a page at a time with a cursor.
 */
import { limit, orderBy, query, startAfter, where, type DocumentSnapshot, type Query, type QueryConstraint } from 'firebase/firestore';
import { readQuery } from '../../data/firestore';
import { searchToken } from '../../domain';
import type { ListParams } from './listParams';

const EXPORT_PAGE = 500;

/** Active filter, search by key prefix (searchKeys), then the sort column (the indexes are in firestore.indexes.json). */
export function listConstraints<Sort extends string>(
  { search, active, sort, dir }: ListParams<Sort>,
  sortField: Record<Sort, string>,
): QueryConstraint[] {
  const out: QueryConstraint[] = [];
  if (active !== 'all') out.push(where('active', '==', active === 'active'));
  const token = searchToken(search);
  if (token) out.push(where('searchKeys', 'array-contains', token));
  out.push(orderBy(sortField[sort], dir));
  return out;
}

/** Every document of `list` (its filters and order), read 500 at a time with a cursor; `onProgress` gets the count so far. */
export async function readWholeList<T>(
  label: string,
  list: Query,
  map: (snap: DocumentSnapshot) => T,
  onProgress: (read: number) => void,
): Promise<T[]> {
  const rows: T[] = [];
  let last: DocumentSnapshot | null = null;
  for (;;) {
    const snap = await readQuery(label, query(list, ...(last ? [startAfter(last)] : []), limit(EXPORT_PAGE)));
    rows.push(...snap.docs.map(map));
    onProgress(rows.length);
    if (snap.size < EXPORT_PAGE) return rows;
    last = snap.docs[snap.docs.length - 1] ?? null;
  }
}
