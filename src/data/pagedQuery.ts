/**
 * Cursor paging over a Firestore query (never offsets: skipped documents are
 * billed). A repository builds a `ListQuery` (filters + order); the list
 * screens page through it one page at a time, live, and count it with one
 * aggregation. Pages ask for one extra document to know whether a next page exists.
 */
import { endBefore, limit, limitToLast, query, startAfter, type DocumentSnapshot, type Query, type QueryDocumentSnapshot } from 'firebase/firestore';
import { countQuery, watchQuery } from './firestore';

export interface ListQuery<T> {
  /** Read-counter label, e.g. 'vendors.list'. */
  label: string;
  /** Filters and orderBy, without limit or cursors. */
  query: Query;
  map: (snap: QueryDocumentSnapshot) => T;
}

export type PageCursor = { kind: 'first' } | { kind: 'after'; doc: DocumentSnapshot } | { kind: 'before'; doc: DocumentSnapshot };

export interface Page<T> {
  rows: T[];
  first: DocumentSnapshot | null;
  last: DocumentSnapshot | null;
  hasNext: boolean;
  hasPrev: boolean;
}

function pageQuery(base: Query, cursor: PageCursor, size: number): Query {
  switch (cursor.kind) {
    case 'first':
      return query(base, limit(size + 1));
    case 'after':
      return query(base, startAfter(cursor.doc), limit(size + 1));
    case 'before':
      return query(base, endBefore(cursor.doc), limitToLast(size + 1));
  }
}

/** Watches one page; calls back on every change another user makes to it. */
export function watchPage<T>(
  list: ListQuery<T>,
  cursor: PageCursor,
  size: number,
  onPage: (page: Page<T>) => void,
  onError: (error: Error) => void,
): () => void {
  return watchQuery(
    list.label,
    pageQuery(list.query, cursor, size),
    (snap) => {
      let docs = snap.docs;
      let hasNext = false;
      let hasPrev = cursor.kind === 'after';
      if (docs.length > size) {
        if (cursor.kind === 'before') {
          docs = docs.slice(1);
          hasPrev = true;
        } else {
          docs = docs.slice(0, size);
          hasNext = true;
        }
      }
      if (cursor.kind === 'before') hasNext = true;
      onPage({
        rows: docs.map(list.map),
        first: docs[0] ?? null,
        last: docs[docs.length - 1] ?? null,
        hasNext,
        hasPrev,
      });
    },
    onError,
  );
}

export function countList<T>(list: ListQuery<T>): Promise<number> {
  return countQuery(`${list.label}.count`, list.query);
}
