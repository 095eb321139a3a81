/** #/stock/details?categoryId=: one product's stock and its movements (kárdex), newest first, with the balance after each. */
import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import { useSearchParams } from 'react-router-dom';
import { useSignedInSession } from '../auth/session';
import { formatEuros } from '../domain/money';
import { formatQuantity, fromThousandths, toThousandths } from '../domain/quantity';
import { AppLink } from '../shared/AppLink';
import { ListPager } from '../shared/list/ListPager';
import { usePagedList } from '../shared/list/usePagedList';
import { Loading } from '../shared/Loading';
import { LOAD_FAILED, movementLabel } from './messages';
import { movementRepository } from './movementRepository';
import { stockRepository } from './stockRepository';
import type { Movement, StockLevel } from '../domain/stock/stockTypes';
import { TableScroll } from '../shared/TableScroll';

const DATE_TIME = new Intl.DateTimeFormat('es-ES', { dateStyle: 'short', timeStyle: 'short' });

function documentLink(m: Movement): string {
  return m.docKind === 'input'
    ? `/inputs/details?inputId=${encodeURIComponent(m.documentId)}`
    : `/outputs/details?outputId=${encodeURIComponent(m.documentId)}`;
}

export default function StockDetailPage() {
  const [params] = useSearchParams();
  const categoryId = params.get('categoryId') ?? '';
  const { corp } = useSignedInSession();
  const [stock, setStock] = useState<StockLevel | null | undefined>(undefined);
  const query = useMemo(() => (corp && categoryId ? movementRepository.historyQuery(corp.id, categoryId) : null), [corp, categoryId]);
  const list = usePagedList(query, categoryId);

  useEffect(() => {
    if (!corp || !categoryId) return undefined;
    return stockRepository.watch(corp.id, categoryId, setStock, (e) => {
      console.error(e);
      setStock(null);
    });
  }, [corp, categoryId]);

  const title = stock ? `${stock.name} (${stock.code})` : 'Producto';
  return (
    <section aria-labelledby="stock-detail-title">
      <h1 id="stock-detail-title" className="h3">
        Movimientos de stock
      </h1>
      <p className="d-flex flex-wrap gap-3">
        <AppLink to="/stock">‹ Stock</AppLink>
        {categoryId && <AppLink to={`/categories/details?categoryId=${encodeURIComponent(categoryId)}`}>Ficha del producto</AppLink>}
      </p>
      {!categoryId && <Alert variant="warning">Elige un producto desde el stock.</Alert>}
      {stock === undefined && categoryId && <Loading />}
      {stock === null && <Alert variant="info">Este producto todavía no tiene movimientos de stock.</Alert>}
      {stock && (
        <div className="card mb-3" data-testid="stock-summary">
          <div className="card-body">
            <h2 className="h5 card-title">
              {title}
              {stock.belowMinimum && (
                <Badge bg="warning" text="dark" className="ms-2">
                  Bajo mínimo
                </Badge>
              )}
            </h2>
            <dl className="row mb-0">
              <dt className="col-6 col-md-2">Cantidad</dt>
              <dd className="col-6 col-md-2" data-testid="stock-detail-quantity">
                {formatQuantity(stock.quantity)} {stock.unit}
              </dd>
              {(stock.reserved > 0 || stock.backorder > 0) && (
                <>
                  <dt className="col-6 col-md-2">Reservado</dt>
                  <dd className="col-6 col-md-2" data-testid="stock-detail-reserved">
                    {formatQuantity(stock.reserved)}
                  </dd>
                  <dt className="col-6 col-md-2">Disponible</dt>
                  <dd className="col-6 col-md-2" data-testid="stock-detail-available">
                    {formatQuantity(fromThousandths(toThousandths(stock.quantity) - toThousandths(stock.reserved)))}
                  </dd>
                  <dt className="col-6 col-md-2">Pendiente sin stock</dt>
                  <dd className="col-6 col-md-2" data-testid="stock-detail-backorder">
                    {formatQuantity(stock.backorder)}
                  </dd>
                </>
              )}
              <dt className="col-6 col-md-2">Mínimo</dt>
              <dd className="col-6 col-md-2">{formatQuantity(stock.minStock)}</dd>
              <dt className="col-6 col-md-2">Coste medio</dt>
              <dd className="col-6 col-md-2">{formatEuros(stock.averageCostCents)}</dd>
              <dt className="col-6 col-md-2">Último precio de compra</dt>
              <dd className="col-6 col-md-2">{formatEuros(stock.lastPurchasePriceCents)}</dd>
              <dt className="col-6 col-md-2">Valor</dt>
              <dd className="col-6 col-md-2">{formatEuros(stock.valueCents)}</dd>
            </dl>
          </div>
        </div>
      )}
      {list.error && <Alert variant="danger">{LOAD_FAILED}</Alert>}
      {categoryId &&
        (list.loading ? (
          <Loading />
        ) : (
          <TableScroll label="Movimientos del producto" className="position-relative">
            <table className="table table-sm align-middle" data-testid="movement-list">
              <caption className="visually-hidden">Movimientos del producto, del más reciente al más antiguo</caption>
              <thead>
                <tr>
                  <th scope="col">Fecha</th>
                  <th scope="col">Documento</th>
                  <th scope="col">Tercero</th>
                  <th scope="col" className="text-end">
                    Entrada
                  </th>
                  <th scope="col" className="text-end">
                    Salida
                  </th>
                  <th scope="col" className="text-end">
                    Saldo
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.rows.length === 0 && (
                  <tr>
                    <td colSpan={6} className="text-body-secondary">
                      Sin movimientos.
                    </td>
                  </tr>
                )}
                {list.rows.map((m) => {
                  const delta = m.deltas[categoryId] ?? 0;
                  return (
                    <tr key={m.id} data-testid="movement-row">
                      <td>{m.createdAt ? DATE_TIME.format(m.createdAt) : m.date}</td>
                      <td>
                        <AppLink to={documentLink(m)}>
                          {movementLabel(m.docKind, m.reason, m.cause)} {m.documentNumber}
                        </AppLink>
                      </td>
                      <td>{m.partyName}</td>
                      <td className="text-end" data-testid="movement-in">
                        {delta > 0 ? formatQuantity(delta) : ''}
                      </td>
                      <td className="text-end" data-testid="movement-out">
                        {delta < 0 ? formatQuantity(-delta) : ''}
                      </td>
                      <td className="text-end" data-testid="movement-balance">
                        {formatQuantity(m.balances[categoryId] ?? 0)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
        ))}
      {categoryId && <ListPager list={list} noun="movimientos" />}
    </section>
  );
}
