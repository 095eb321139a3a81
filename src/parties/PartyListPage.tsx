/** #/vendors and #/clients: the live, cursor-paged list with search, filter, sort, CSV export and import. */
import { useMemo, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useCompanyActor } from '../auth/session';
import { AppLink, useAppNavigate } from '../shared/AppLink';
import { CsvImportModal } from '../shared/csv/CsvImportModal';
import { ExportButton } from '../shared/csv/ExportButton';
import { CSV_MESSAGES } from '../shared/csv/messages';
import { SortableHeader } from '../shared/list/ListControls';
import { listKey, type ListParams, type SortDir } from '../shared/list/listParams';
import { FlashNotice, ListFilters, ListHeading, PagedTable } from '../shared/list/ListParts';
import { PARTY_LABELS, PARTY_NOUNS, PARTY_TEXT } from './messages';
import { termsSummary, type Party, type PartyKind } from './party';
import { partyCsvColumns, partyCsvRow, partyImportSpec } from './partyCsv';
import type { PartyRepository, PartySort } from './partyRepository';

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
  const sortProps = { sort: params.sort, dir: params.dir, onSort };
  const empty = params.search.trim()
    ? PARTY_TEXT.emptySearch(params.search.trim())
    : params.active === 'active'
      ? PARTY_TEXT.emptyAll(kind)
      : PARTY_TEXT.emptyFilter;
  return (
    <PagedTable
      query={() => repository.listQuery(corpId, params)}
      testId="party-table"
      label={`Lista de ${PARTY_NOUNS[kind].many}`}
      noun={PARTY_NOUNS[kind].many}
      errorText={PARTY_TEXT.listError}
      emptyText={empty}
      header={
        <>
          <SortableHeader column="name" {...sortProps}>
            {PARTY_LABELS.name}
          </SortableHeader>
          <SortableHeader column="nif" {...sortProps}>
            NIF
          </SortableHeader>
          <th scope="col">{PARTY_LABELS.city}</th>
          <th scope="col">{PARTY_LABELS.phone}</th>
          <th scope="col">{PARTY_LABELS.email}</th>
          <th scope="col">{PARTY_TEXT.termsColumn}</th>
        </>
      }
      row={(p: Party) => (
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
          <td className="text-nowrap" data-testid="party-terms">
            {termsSummary(p.paymentTerms)}
          </td>
        </tr>
      )}
    />
  );
}

export function PartyListPage({ kind, repository }: { kind: PartyKind; repository: PartyRepository }) {
  const { corpId, uid } = useCompanyActor();
  const nouns = PARTY_NOUNS[kind];
  const navigate = useAppNavigate();
  const [params, setParams] = useState<ListParams<PartySort>>({ search: '', active: 'active', sort: 'name', dir: 'asc' });
  const [version, setVersion] = useState(0);
  const [importing, setImporting] = useState(false);
  const key = listKey(`${corpId}/${kind}/${version}`, params);
  const spec = useMemo(() => partyImportSpec(kind), [kind]);
  const columns = partyCsvColumns(kind);
  const set = (change: Partial<ListParams<PartySort>>) => setParams((p) => ({ ...p, ...change }));

  return (
    <section aria-labelledby="party-list-title">
      <ListHeading id="party-list-title" title={nouns.title}>
        <Button onClick={() => navigate(detailPath(kind))}>{PARTY_TEXT.newButton(kind)}</Button>
        <Button variant="outline-secondary" onClick={() => setImporting(true)}>
          {CSV_MESSAGES.importButton}
        </Button>
        <ExportButton
          fileBase={nouns.fileBase}
          headers={columns.map((c) => c.header)}
          load={async (onProgress) => (await repository.exportAll(corpId, params, onProgress)).map((p) => partyCsvRow(kind, p))}
        />
      </ListHeading>
      <FlashNotice testId="list-notice" />
      <ListFilters idPrefix={kind} text={PARTY_TEXT} params={params} onChange={set} />
      <PartyResults key={key} kind={kind} repository={repository} corpId={corpId} params={params} onSort={(sort, dir) => set({ sort, dir })} />
      <CsvImportModal
        show={importing}
        title={CSV_MESSAGES.importTitle(nouns.many)}
        spec={spec}
        lookup={(keys) => repository.findByNifs(corpId, keys)}
        write={(rows, onProgress) => repository.importRows(corpId, uid, rows, onProgress)}
        onClose={(imported) => {
          setImporting(false);
          if (imported) setVersion((v) => v + 1);
        }}
      />
    </section>
  );
}
