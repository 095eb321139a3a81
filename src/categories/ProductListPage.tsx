/** #/categories (Productos): live, cursor-paged list with search, filter, sort, CSV export and (admins) import. */
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useLocation } from 'react-router-dom';
import { useSignedInSession } from '../auth/session';
import { formatEuros, formatPercent, formatQuantity, roleAtLeast } from '../domain';
import { AppLink, useAppNavigate } from '../shared/AppLink';
import { CsvImportModal } from '../shared/csv/CsvImportModal';
import { ExportButton } from '../shared/csv/ExportButton';
import { CSV_MESSAGES } from '../shared/csv/messages';
import { ActiveFilterSelect, SearchBox, SortableHeader } from '../shared/list/ListControls';
import { ListPager } from '../shared/list/ListPager';
import { listKey, type ListParams, type SortDir } from '../shared/list/listParams';
import { usePagedList } from '../shared/list/usePagedList';
import { Loading } from '../shared/Loading';
import { PRODUCT_IMPORT_ERRORS, PRODUCT_LABELS, PRODUCT_TEXT } from './messages';
import { PRODUCT_CSV_COLUMNS, productCsvRow, productImportSpec } from './productCsv';
import { productRepository, type ProductSort } from './productRepository';
import { TableScroll } from '../shared/TableScroll';

export const productPath = (id?: string) => `/categories/details${id ? `?categoryId=${encodeURIComponent(id)}` : ''}`;

/** The page of rows, remounted when the query changes (search, filter, sort), so paging starts again. */
function ProductResults({
  corpId,
  params,
  canEdit,
  onSort,
}: {
  corpId: string;
  params: ListParams<ProductSort>;
  canEdit: boolean;
  onSort: (sort: ProductSort, dir: SortDir) => void;
}) {
  const list = useMemo(() => productRepository.listQuery(corpId, params), []); // eslint-disable-line react-hooks/exhaustive-deps
  const paged = usePagedList(list, 'fixed');
  const sortProps = { sort: params.sort, dir: params.dir, onSort };
  const empty = params.search.trim()
    ? PRODUCT_TEXT.emptySearch(params.search.trim())
    : params.active !== 'active'
      ? PRODUCT_TEXT.emptyFilter
      : canEdit
        ? PRODUCT_TEXT.emptyAll
        : PRODUCT_TEXT.emptyAllReadOnly;
  return (
    <>
      {paged.error && <Alert variant="danger">{PRODUCT_TEXT.listError}</Alert>}
      {paged.loading ? (
        <Loading />
      ) : paged.rows.length === 0 && !paged.error ? (
        <Alert variant="light" className="border" data-testid="list-empty">
          {empty}
        </Alert>
      ) : (
        <TableScroll label="Lista de productos">
          <Table hover className="align-middle" data-testid="product-table">
            <thead>
              <tr>
                <SortableHeader column="code" {...sortProps}>
                  {PRODUCT_LABELS.code}
                </SortableHeader>
                <SortableHeader column="name" {...sortProps}>
                  {PRODUCT_LABELS.name}
                </SortableHeader>
                <th scope="col">{PRODUCT_LABELS.unit}</th>
                <SortableHeader column="salePrice" className="text-end" {...sortProps}>
                  Precio de venta
                </SortableHeader>
                <th scope="col" className="text-end">
                  IVA
                </th>
                <th scope="col" className="text-end">
                  {PRODUCT_LABELS.minStock}
                </th>
                <th scope="col">{PRODUCT_LABELS.active}</th>
              </tr>
            </thead>
            <tbody>
              {paged.rows.map((p) => (
                <tr key={p.id}>
                  <td className="text-nowrap">
                    <AppLink to={productPath(p.id)}>{p.code}</AppLink>
                  </td>
                  <td>{p.name}</td>
                  <td>{p.unit}</td>
                  <td className="text-end text-nowrap">{formatEuros(p.salePriceCents)}</td>
                  <td className="text-end text-nowrap">{formatPercent(p.vatRate)}</td>
                  <td className="text-end">{formatQuantity(p.minStock)}</td>
                  <td>{p.active ? PRODUCT_TEXT.activeYes : PRODUCT_TEXT.activeNo}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
      <ListPager list={paged} noun="productos" />
    </>
  );
}

export default function ProductListPage() {
  const { corp, authUser, role } = useSignedInSession();
  const corpId = corp?.id ?? '';
  const canEdit = roleAtLeast(role, 'admin');
  const navigate = useAppNavigate();
  const flash = (useLocation().state as { flash?: string } | null)?.flash;
  const [params, setParams] = useState<ListParams<ProductSort>>({ search: '', active: 'active', sort: 'code', dir: 'asc' });
  const [version, setVersion] = useState(0);
  const [importing, setImporting] = useState(false);
  // While an import writes, the list stops listening: every product written would otherwise
  // change its page (a read each, and the emulator runs the query again); it reloads at the end.
  const [writing, setWriting] = useState(false);
  const key = listKey(`${corpId}/categories/${version}`, params);
  const set = (change: Partial<ListParams<ProductSort>>) => setParams((p) => ({ ...p, ...change }));

  return (
    <section aria-labelledby="product-list-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="product-list-title" className="h3 me-auto mb-0">
          {PRODUCT_TEXT.title}
        </h1>
        {canEdit && (
          <>
            <Button onClick={() => navigate(productPath())}>{PRODUCT_TEXT.newButton}</Button>
            <Button variant="outline-secondary" onClick={() => setImporting(true)}>
              {CSV_MESSAGES.importButton}
            </Button>
          </>
        )}
        <ExportButton
          fileBase="productos"
          headers={PRODUCT_CSV_COLUMNS.map((c) => c.header)}
          load={async (onProgress) => (await productRepository.exportAll(corpId, params, onProgress)).map(productCsvRow)}
        />
      </div>
      {!canEdit && <p className="text-body-secondary">{PRODUCT_TEXT.readOnlyNotice}</p>}
      {flash && (
        <Alert variant="success" role="status" dismissible>
          {flash}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2 align-items-end mb-3" role="search">
        <SearchBox
          id="product-search"
          label={PRODUCT_TEXT.searchLabel}
          placeholder={PRODUCT_TEXT.searchPlaceholder}
          value={params.search}
          onSearch={(search) => set({ search })}
        />
        <ActiveFilterSelect id="product-status" label={PRODUCT_TEXT.statusLabel} value={params.active} onChange={(active) => set({ active })} />
      </div>
      {corpId && !writing && (
        <ProductResults key={key} corpId={corpId} params={params} canEdit={canEdit} onSort={(sort, dir) => set({ sort, dir })} />
      )}
      {writing && <p className="text-body-secondary">{PRODUCT_TEXT.listPausedForImport}</p>}
      {canEdit && (
        <CsvImportModal
          show={importing}
          title={CSV_MESSAGES.importTitle('productos')}
          spec={productImportSpec}
          lookup={(keys) => productRepository.findByCodeKeys(corpId, keys)}
          write={async (rows, onProgress) => {
            setWriting(true);
            const failures = await productRepository.importRows(corpId, authUser.uid, rows, onProgress);
            return failures.map(({ index, code }) => ({ index, reason: PRODUCT_IMPORT_ERRORS[code](rows[index]!.value.code) }));
          }}
          onClose={(imported) => {
            setImporting(false);
            setWriting(false);
            if (imported) setVersion((v) => v + 1);
          }}
        />
      )}
    </section>
  );
}
