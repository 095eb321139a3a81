/**
 * #/stock: every product's stock, paged by code; below-minimum ones stand out. A page of
 * products is read with the stock levels of just those products (a product that has never
 * moved has none and shows 0; a service shows «Servicio» and no figures); "Solo bajo mínimo" pages
 * the flagged stock levels instead.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router-dom';
import { useSignedInSession } from '../auth/session';
import { formatEuros } from '../domain/money';
import { formatQuantity, fromThousandths, toThousandths } from '../domain/quantity';
import { roleAtLeast } from '../domain/roles';
import { AppLink } from '../shared/AppLink';
import { ListPager } from '../shared/list/ListPager';
import { usePagedList, type PagedList } from '../shared/list/usePagedList';
import { Loading } from '../shared/Loading';
import { LOAD_FAILED, STOCK_LIST_TEXT as TEXT } from './messages';
import { stockRepository } from './stockRepository';
import { stockRowOfLevel, stockRowsOf, type StockRow } from './stockRows';
import type { StockLevel } from '../domain/stock/stockTypes';
import { TableScroll } from '../shared/TableScroll';

const NO_LEVELS: ReadonlyMap<string, StockLevel> = new Map();

/** The live stock levels of a page's products; null until they have arrived for exactly these ids. */
function usePageLevels(corpId: string, ids: string[] | null): { levels: ReadonlyMap<string, StockLevel> | null; error: Error | null } {
  const key = ids ? ids.join('/') : null;
  const [answer, setAnswer] = useState<{ key: string; levels: ReadonlyMap<string, StockLevel> } | null>(null);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    if (!ids || ids.length === 0) return undefined;
    setError(null);
    return stockRepository.watchLevels(corpId, ids, (levels) => setAnswer({ key: key!, levels }), setError);
    // `key` stands for `ids`.
  }, [corpId, key]); // eslint-disable-line react-hooks/exhaustive-deps -- key stands for ids
  if (ids && ids.length === 0) return { levels: NO_LEVELS, error: null };
  return { levels: answer && answer.key === key ? answer.levels : null, error };
}

/** Issue 31: what open orders hold of a product (Reservado), what is left to sell (Disponible = cantidad − reservado) and what they wait for. */
function Commitments({ row }: { row: StockRow }) {
  const available = fromThousandths(toThousandths(row.quantity) - toThousandths(row.reserved));
  return (
    <div className="small text-body-secondary" data-testid="stock-commitments">
      <span data-testid="stock-reserved">Reservado {formatQuantity(row.reserved)}</span> ·{' '}
      <span data-testid="stock-available">Disponible {formatQuantity(available)}</span>
      {row.backorder > 0 && <span data-testid="stock-backorder"> · Pendiente sin stock {formatQuantity(row.backorder)}</span>}
    </div>
  );
}

function StockTable({ rows, empty }: { rows: StockRow[]; empty: ReactNode }) {
  return (
    <TableScroll label="Stock de los productos" className="position-relative">
      <table className="table table-hover align-middle" data-testid="stock-list">
        <thead>
          <tr>
            <th scope="col">Código</th>
            <th scope="col">Producto</th>
            <th scope="col" className="text-end">
              Cantidad
            </th>
            <th scope="col">Ud.</th>
            <th scope="col" className="text-end">
              Mínimo
            </th>
            <th scope="col" className="text-end">
              Coste medio
            </th>
            <th scope="col" className="text-end">
              Valor
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={7} className="text-body-secondary" data-testid="stock-empty">
                {empty}
              </td>
            </tr>
          )}
          {rows.map((s) => (
            <tr key={s.categoryId} className={s.belowMinimum ? 'table-warning' : undefined} data-testid="stock-row">
              <td>{s.code}</td>
              <td>
                {/* Dark link on the warning background: the default blue lacks contrast there. */}
                <AppLink to={`/stock/details?categoryId=${encodeURIComponent(s.categoryId)}`} className={s.belowMinimum ? 'link-dark' : undefined}>
                  {s.name}
                </AppLink>
                {s.belowMinimum && (
                  <Badge bg="warning" text="dark" className="ms-2">
                    {TEXT.belowMinimum}
                  </Badge>
                )}
                {!s.active && (
                  <Badge bg="secondary" className="ms-2">
                    {TEXT.inactive}
                  </Badge>
                )}
                {!s.stocked && (
                  <Badge bg="info" text="dark" className="ms-2">
                    {TEXT.service}
                  </Badge>
                )}
              </td>
              <td className="text-end" data-testid="stock-quantity">
                {s.stocked ? formatQuantity(s.quantity) : TEXT.noStock}
                {s.stocked && (s.reserved > 0 || s.backorder > 0) && <Commitments row={s} />}
              </td>
              <td>{s.unit}</td>
              <td className="text-end">{s.stocked ? formatQuantity(s.minStock) : TEXT.noStock}</td>
              <td className="text-end">{s.stocked ? formatEuros(s.averageCostCents) : TEXT.noStock}</td>
              <td className="text-end">{s.stocked ? formatEuros(s.valueCents) : TEXT.noStock}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function ListBody<T>({ list, rows, error, empty }: { list: PagedList<T>; rows: StockRow[] | null; error: Error | null; empty: ReactNode }) {
  return (
    <>
      {error && <Alert variant="danger">{LOAD_FAILED}</Alert>}
      {rows === null ? !error && <Loading /> : !(error && rows.length === 0) && <StockTable rows={rows} empty={empty} />}
      <ListPager list={list} noun="productos" />
    </>
  );
}

/** Every product, with 0 for those that have never moved. */
function AllProducts({ corpId, canCreate }: { corpId: string; canCreate: boolean }) {
  const query = useMemo(() => stockRepository.productsQuery(corpId), [corpId]);
  const list = usePagedList(query, corpId);
  const page = list.loading ? null : list.rows;
  const { levels, error } = usePageLevels(corpId, page ? page.map((p) => p.id) : null);
  const rows = page && levels ? stockRowsOf(page, levels) : null;
  const empty = (
    <>
      {TEXT.noProducts} {canCreate ? <AppLink to="/categories/details">{TEXT.createFirst}</AppLink> : TEXT.askAdmin}
    </>
  );
  return <ListBody list={list} rows={rows} error={list.error ?? error} empty={empty} />;
}

/** The stock levels the writer flagged (products that have never moved have none). */
function BelowMinimum({ corpId }: { corpId: string }) {
  const query = useMemo(() => stockRepository.belowMinimumQuery(corpId), [corpId]);
  const list = usePagedList(query, corpId);
  const rows = list.loading ? null : list.rows.map(stockRowOfLevel);
  return (
    <>
      <p className="small text-body-secondary">{TEXT.belowMinimumScope}</p>
      <ListBody list={list} rows={rows} error={list.error} empty={TEXT.noneBelowMinimum} />
    </>
  );
}

export default function StockListPage() {
  const { corp, role } = useSignedInSession();
  // `?belowMinimum=1` (Inicio's link) starts with the filter on; a new URL starts from its own value.
  const urlBelowMinimum = useSearchParams()[0].get('belowMinimum') === '1';
  const [belowMinimum, setBelowMinimum] = useState(urlBelowMinimum);
  const [seenUrlValue, setSeenUrlValue] = useState(urlBelowMinimum);
  if (seenUrlValue !== urlBelowMinimum) {
    setSeenUrlValue(urlBelowMinimum);
    setBelowMinimum(urlBelowMinimum);
  }
  const [totalValue, setTotalValue] = useState<number | null>(null);

  useEffect(() => {
    if (!corp) return undefined;
    let live = true;
    stockRepository.totalValueCents(corp.id).then(
      (v) => live && setTotalValue(v),
      (e: unknown) => console.error(e),
    );
    return () => {
      live = false;
    };
  }, [corp]);

  return (
    <section aria-labelledby="stock-title">
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <h1 id="stock-title" className="h3 mb-0 me-auto">
          Stock
        </h1>
        <AppLink to="/inputs">Entradas</AppLink>
        <AppLink to="/outputs">Salidas</AppLink>
      </div>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <Form.Check
          type="switch"
          id="stock-below-minimum"
          label="Solo bajo mínimo"
          checked={belowMinimum}
          onChange={(e) => setBelowMinimum(e.target.checked)}
        />
        <span className="ms-auto" data-testid="stock-total-value">
          Valor total del stock: <strong>{totalValue === null ? '…' : formatEuros(totalValue)}</strong>
        </span>
      </div>
      {corp &&
        (belowMinimum ? (
          <BelowMinimum key="below" corpId={corp.id} />
        ) : (
          <AllProducts key="all" corpId={corp.id} canCreate={roleAtLeast(role, 'admin')} />
        ))}
    </section>
  );
}
