/**
 * A live, cursor-paged list with its total from one count aggregation.
 * Change the `ListQuery` (search, filter, sort) and paging starts again.
 * The total is fetched when the query changes, not on every snapshot.
 * Without connection the page comes from this device's cache but a count needs the server:
 * the total is then left out (the pager shows the range only) and asked again when the
 * connection returns.
 */
import { useEffect, useState } from 'react';
import { pendingWritesSettled } from '../../data/firestore';
import { countList, watchPage, type ListQuery, type Page, type PageCursor } from '../../data/pagedQuery';
import { isOnline, useOnline } from '../offline/useOnline';

export const PAGE_SIZE = 25;

/** One shared object, so that "first page" is the same effect dependency on every render. */
const FIRST: PageCursor = { kind: 'first' };

export interface PagedList<T> {
  rows: T[];
  loading: boolean;
  error: Error | null;
  total: number | null;
  pageIndex: number;
  hasNext: boolean;
  hasPrev: boolean;
  next: () => void;
  prev: () => void;
}

export function usePagedList<T>(list: ListQuery<T> | null, queryKey: string, pageSize = PAGE_SIZE): PagedList<T> {
  const [cursor, setCursor] = useState<{ key: string; cursor: PageCursor; index: number }>({
    key: queryKey,
    cursor: FIRST,
    index: 0,
  });
  // The page shown remembers the cursor and position it was read for: until the next page
  // arrives, the range and the buttons stay those of the rows on screen.
  const [page, setPage] = useState<{ key: string; cursor: PageCursor; index: number; page: Page<T> } | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [total, setTotal] = useState<{ key: string; value: number } | null>(null);
  const online = useOnline();

  const current = cursor.key === queryKey ? cursor : { key: queryKey, cursor: FIRST, index: 0 };

  useEffect(() => {
    if (!list) return undefined;
    setError(null);
    const { cursor: at, index } = current;
    return watchPage(list, at, pageSize, (p) => setPage({ key: queryKey, cursor: at, index, page: p }), setError);
    // The query key stands for `list`; the cursor object changes only through next/prev.
  }, [queryKey, current.cursor, pageSize]); // eslint-disable-line react-hooks/exhaustive-deps -- queryKey stands for list

  useEffect(() => {
    if (!list || !online) return;
    let live = true;
    // Writes saved without connection are counted once the server has them.
    pendingWritesSettled()
      .then(() => (live ? countList(list) : null))
      .then((value) => live && value !== null && setTotal({ key: queryKey, value }))
      .catch((e: Error & { code?: string }) => {
        if (!live) return;
        if (!isOnline() || e.code === 'unavailable') console.warn('Total de la lista no disponible sin conexión', e);
        else setError(e);
      });
    return () => {
      live = false;
    };
  }, [queryKey, online]); // eslint-disable-line react-hooks/exhaustive-deps -- queryKey stands for list

  const held = page && page.key === queryKey ? page : null;
  const shown = held?.page ?? null;
  // Moving: «Siguiente» was pressed and the next page has not arrived. A second click then
  // does nothing, instead of skipping a page while labelling it with the wrong range.
  const settled = held !== null && held.cursor === current.cursor;
  const shownIndex = held?.index ?? current.index;
  return {
    rows: shown?.rows ?? [],
    loading: list !== null && shown === null && error === null,
    error,
    total: total && total.key === queryKey ? total.value : null,
    pageIndex: shownIndex,
    hasNext: settled && (shown?.hasNext ?? false),
    hasPrev: settled && (shown?.hasPrev ?? false) && shownIndex > 0,
    next: () => {
      if (settled && shown?.last) setCursor({ key: queryKey, cursor: { kind: 'after', doc: shown.last }, index: shownIndex + 1 });
    },
    prev: () => {
      if (!settled || !shown?.first || shownIndex === 0) return;
      const index = shownIndex - 1;
      setCursor({ key: queryKey, cursor: index === 0 ? FIRST : { kind: 'before', doc: shown.first }, index });
    },
  };
}
