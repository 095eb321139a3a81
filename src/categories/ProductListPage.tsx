/** #/categories (Productos): live, cursor-paged list with search, filter, sort, CSV export and (admins) import. */
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useCompanyActor } from '../auth/session';
import { formatEuros, formatPercent, formatQuantity, roleAtLeast } from '../domain';
import { AppLink, useAppNavigate } from '../shared/AppLink';
import { CsvImportModal } from '../shared/csv/CsvImportModal';
import { ExportButton } from '../shared/csv/ExportButton';
import { CSV_MESSAGES } from '../shared/csv/messages';
import { SortableHeader } from '../shared/list/ListControls';
import { listKey, type ListParams, type SortDir } from '../shared/list/listParams';
import { FlashNotice, ListFilters, ListHeading, PagedTable } from '../shared/list/ListParts';
import { PRODUCT_IMPORT_ERRORS, PRODUCT_LABELS, PRODUCT_TEXT } from './messages';
import { PRODUCT_CSV_COLUMNS, productCsvRow, productImportSpec } from './productCsv';
import type { Product } from './product';
import { productRepository, type ProductSort } from './productRepository';

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
  const sortProps = { sort: params.sort, dir: params.dir, onSort };
  const empty = params.search.trim()
    ? PRODUCT_TEXT.emptySearch(params.search.trim())
    : params.active !== 'active'
      ? PRODUCT_TEXT.emptyFilter
      : canEdit
        ? PRODUCT_TEXT.emptyAll
        : PRODUCT_TEXT.emptyAllReadOnly;
  return (
    <PagedTable
      query={() => productRepository.listQuery(corpId, params)}
      testId="product-table"
      label="Lista de productos"
      noun="productos"
      errorText={PRODUCT_TEXT.listError}
      emptyText={empty}
      header={
        <>
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
        </>
      }
      row={(p: Product) => (
        <tr key={p.id}>
          <td className="text-nowrap">
            <AppLink to={productPath(p.id)}>{p.code}</AppLink>
          </td>
          <td>
            {p.name}
            {!p.stocked && (
              <Badge bg="info" text="dark" className="ms-2">
                {PRODUCT_TEXT.serviceBadge}
              </Badge>
            )}
          </td>
          <td>{p.unit}</td>
          <td className="text-end text-nowrap">{formatEuros(p.salePriceCents)}</td>
          <td className="text-end text-nowrap">{formatPercent(p.vatRate)}</td>
          <td className="text-end">{formatQuantity(p.minStock)}</td>
          <td>{p.active ? PRODUCT_TEXT.activeYes : PRODUCT_TEXT.activeNo}</td>
        </tr>
      )}
    />
  );
}

export default function ProductListPage() {
  const { corpId, uid, role } = useCompanyActor();
  const canEdit = roleAtLeast(role, 'admin');
  const navigate = useAppNavigate();
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
      <ListHeading id="product-list-title" title={PRODUCT_TEXT.title}>
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
      </ListHeading>
      {!canEdit && <p className="text-body-secondary">{PRODUCT_TEXT.readOnlyNotice}</p>}
      <FlashNotice testId="list-notice" />
      <ListFilters idPrefix="product" text={PRODUCT_TEXT} params={params} onChange={set} />
      {!writing && <ProductResults key={key} corpId={corpId} params={params} canEdit={canEdit} onSort={(sort, dir) => set({ sort, dir })} />}
      {writing && <p className="text-body-secondary">{PRODUCT_TEXT.listPausedForImport}</p>}
      {canEdit && (
        <CsvImportModal
          show={importing}
          title={CSV_MESSAGES.importTitle('productos')}
          spec={productImportSpec}
          lookup={(keys) => productRepository.findByCodeKeys(corpId, keys)}
          write={async (rows, onProgress) => {
            setWriting(true);
            const failures = await productRepository.importRows(corpId, uid, rows, onProgress);
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
