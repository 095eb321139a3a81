/**
 * The frame of the list screens around their columns: the heading with its buttons, the notice a
 * deletion left, why a list could not be read, and for the master-data lists (vendors, clients,
 * products) the search and active filter and one live page of rows with its empty, loading and
 * failed states and the pager.
 */
import { useMemo, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Table from 'react-bootstrap/Table';
import type { ListQuery } from '../../data/pagedQuery';
import { dataErrorMessage } from '../feedback/dataErrors';
import { useFlash } from '../feedback/flash';
import { NoticeAlert } from '../feedback/NoticeAlert';
import { Loading } from '../Loading';
import { TableScroll } from '../TableScroll';
import { ActiveFilterSelect, SearchBox } from './ListControls';
import { ListPager } from './ListPager';
import type { ListParams } from './listParams';
import { usePagedList } from './usePagedList';

/** A list screen's title and its buttons on one line. */
export { PageHeading as ListHeading } from '../PageHeading';

/** The message the screen was opened with («Proveedor eliminado.»), until it is closed. */
export function FlashNotice({ testId }: { testId: string }) {
  const flash = useFlash();
  const [notice, setNotice] = useState(flash);
  return <NoticeAlert notice={notice} testId={testId} onClose={() => setNotice(null)} />;
}

/** Why the list could not be read: the list's own words, then what the failure means. */
export function ListLoadFailed({ error, text }: { error: Error | null; text: string }) {
  return error ? (
    <Alert variant="danger">
      {text} {dataErrorMessage(error)}
    </Alert>
  ) : null;
}

export function ListFilters<Sort extends string>({
  idPrefix,
  text,
  params,
  onChange,
}: {
  /** The fields' ids are `<idPrefix>-search` and `<idPrefix>-status`. */
  idPrefix: string;
  text: { searchLabel: string; searchPlaceholder: string; statusLabel: string };
  params: ListParams<Sort>;
  onChange: (change: Partial<ListParams<Sort>>) => void;
}) {
  return (
    <div className="d-flex flex-wrap gap-2 align-items-end mb-3" role="search">
      <SearchBox
        id={`${idPrefix}-search`}
        label={text.searchLabel}
        placeholder={text.searchPlaceholder}
        value={params.search}
        onSearch={(search) => onChange({ search })}
      />
      <ActiveFilterSelect id={`${idPrefix}-status`} label={text.statusLabel} value={params.active} onChange={(active) => onChange({ active })} />
    </div>
  );
}

/**
 * One live page of `query`'s rows. The query is read once: the screen remounts this (a new key)
 * when the search, filter or sort change, so that paging starts again.
 */
export function PagedTable<T>({
  query,
  testId,
  label,
  noun,
  errorText,
  emptyText,
  header,
  row,
}: {
  query: () => ListQuery<T>;
  testId: string;
  /** The table's name while it scrolls. */
  label: string;
  noun: string;
  errorText: string;
  emptyText: string;
  /** The header row's cells. */
  header: ReactNode;
  row: (item: T) => ReactNode;
}) {
  const list = useMemo(query, []); // eslint-disable-line react-hooks/exhaustive-deps -- the query is built once, when the list mounts
  const paged = usePagedList(list, 'fixed');
  return (
    <>
      {paged.error && <Alert variant="danger">{errorText}</Alert>}
      {paged.loading ? (
        <Loading />
      ) : paged.rows.length === 0 && !paged.error ? (
        <Alert variant="light" className="border" data-testid="list-empty">
          {emptyText}
        </Alert>
      ) : (
        <TableScroll label={label}>
          <Table hover className="align-middle" data-testid={testId}>
            <thead>
              <tr>{header}</tr>
            </thead>
            <tbody>{paged.rows.map(row)}</tbody>
          </Table>
        </TableScroll>
      )}
      <ListPager list={paged} noun={noun} />
    </>
  );
}
