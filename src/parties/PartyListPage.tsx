/** #/vendors and #/clients: the live, cursor-paged list with search, filter, sort, CSV export and import. */
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useLocation } from 'react-router-dom';
import { useSignedInSession } from '../auth/session';
import { AppLink, useAppNavigate } from '../shared/AppLink';
import { CsvImportModal } from '../shared/csv/CsvImportModal';
import { ExportButton } from '../shared/csv/ExportButton';
import { CSV_MESSAGES } from '../shared/csv/messages';
import { ActiveFilterSelect, SearchBox, SortableHeader } from '../shared/list/ListControls';
import { ListPager } from '../shared/list/ListPager';
import { listKey, type ListParams, type SortDir } from '../shared/list/listParams';
import { usePagedList } from '../shared/list/usePagedList';
import { Loading } from '../shared/Loading';
import { PARTY_LABELS, PARTY_NOUNS, PARTY_TEXT } from './messages';
import type { PartyKind } from './party';
import { partyCsvColumns, partyCsvRow, partyImportSpec } from './partyCsv';
import type { PartyRepository, PartySort } from './partyRepository';
import { TableScroll } from '../shared/TableScroll';

export interface FlashState {
  flash?: string;
}

export const detailPath = (kind: PartyKind, id?: string) =>
  kind === 'vendor'
    ? `/vendors/details${id ? `?vendorId=${encodeURIComponent(id)}` : ''}`
    : `/clients/details${id ? `?clientId=${encodeURIComponent(id)}` : ''}`;

/** The page of rows, remounted when the query changes (search, filter, sort), so paging starts again. */
function PartyResults({
  kind,
  repository,
  corpId,
  params,
  onSort,
}: {
  kind: PartyKind;
  repository: PartyRepository;
  corpId: string;
  params: ListParams<PartySort>;
  onSort: (sort: PartySort, dir: SortDir) => void;
}) {
  const list = useMemo(() => repository.listQuery(corpId, params), []); // eslint-disable-line react-hooks/exhaustive-deps
  const paged = usePagedList(list, 'fixed');
  const sortProps = { sort: params.sort, dir: params.dir, onSort };
  const empty = params.search.trim()
    ? PARTY_TEXT.emptySearch(params.search.trim())
    : params.active === 'active'
      ? PARTY_TEXT.emptyAll(kind)
      : PARTY_TEXT.emptyFilter;
  return (
    <>
      {paged.error && <Alert variant="danger">{PARTY_TEXT.listError}</Alert>}
      {paged.loading ? (
        <Loading />
      ) : paged.rows.length === 0 && !paged.error ? (
        <Alert variant="light" className="border" data-testid="list-empty">
          {empty}
        </Alert>
      ) : (
        <TableScroll label={`Lista de ${PARTY_NOUNS[kind].many}`}>
          <Table hover className="align-middle" data-testid="party-table">
            <thead>
              <tr>
                <SortableHeader column="name" {...sortProps}>
                  {PARTY_LABELS.name}
                </SortableHeader>
                <SortableHeader column="nif" {...sortProps}>
                  NIF
                </SortableHeader>
                <th scope="col">{PARTY_LABELS.city}</th>
                <th scope="col">{PARTY_LABELS.phone}</th>
                <th scope="col">{PARTY_LABELS.email}</th>
              </tr>
            </thead>
            <tbody>
              {paged.rows.map((p) => (
                <tr key={p.id}>
                  <td>
                    <AppLink to={detailPath(kind, p.id)}>{p.name}</AppLink>
                    {!p.active && (
                      <Badge bg="secondary" className="ms-2">
                        {PARTY_TEXT.inactiveBadge}
                      </Badge>
                    )}
                  </td>
                  <td className="text-nowrap">{p.nif}</td>
                  <td>{p.city}</td>
                  <td className="text-nowrap">{p.phone}</td>
                  <td className="text-break">{p.email}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
      <ListPager list={paged} noun={PARTY_NOUNS[kind].many} />
    </>
  );
}

export function PartyListPage({ kind, repository }: { kind: PartyKind; repository: PartyRepository }) {
  const { corp, authUser } = useSignedInSession();
  const corpId = corp?.id ?? '';
  const nouns = PARTY_NOUNS[kind];
  const navigate = useAppNavigate();
  const flash = (useLocation().state as FlashState | null)?.flash;
  const [params, setParams] = useState<ListParams<PartySort>>({ search: '', active: 'active', sort: 'name', dir: 'asc' });
  const [version, setVersion] = useState(0);
  const [importing, setImporting] = useState(false);
  const key = listKey(`${corpId}/${kind}/${version}`, params);
  const spec = useMemo(() => partyImportSpec(kind), [kind]);
  const columns = partyCsvColumns(kind);
  const set = (change: Partial<ListParams<PartySort>>) => setParams((p) => ({ ...p, ...change }));

  return (
    <section aria-labelledby="party-list-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="party-list-title" className="h3 me-auto mb-0">
          {nouns.title}
        </h1>
        <Button onClick={() => navigate(detailPath(kind))}>{PARTY_TEXT.newButton(kind)}</Button>
        <Button variant="outline-secondary" onClick={() => setImporting(true)}>
          {CSV_MESSAGES.importButton}
        </Button>
        <ExportButton
          fileBase={nouns.fileBase}
          headers={columns.map((c) => c.header)}
          load={async (onProgress) => (await repository.exportAll(corpId, params, onProgress)).map((p) => partyCsvRow(kind, p))}
        />
      </div>
      {flash && (
        <Alert variant="success" role="status" dismissible>
          {flash}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2 align-items-end mb-3" role="search">
        <SearchBox
          id={`${kind}-search`}
          label={PARTY_TEXT.searchLabel}
          placeholder={PARTY_TEXT.searchPlaceholder}
          value={params.search}
          onSearch={(search) => set({ search })}
        />
        <ActiveFilterSelect id={`${kind}-status`} label={PARTY_TEXT.statusLabel} value={params.active} onChange={(active) => set({ active })} />
      </div>
      {corpId && (
        <PartyResults key={key} kind={kind} repository={repository} corpId={corpId} params={params} onSort={(sort, dir) => set({ sort, dir })} />
      )}
      <CsvImportModal
        show={importing}
        title={CSV_MESSAGES.importTitle(nouns.many)}
        spec={spec}
        lookup={(keys) => repository.findByNifs(corpId, keys)}
        write={(rows, onProgress) => repository.importRows(corpId, authUser.uid, rows, onProgress)}
        onClose={(imported) => {
          setImporting(false);
          if (imported) setVersion((v) => v + 1);
        }}
      />
    </section>
  );
}
