/** #/stock: every product's stock from the stored levels, paged by code; below-minimum ones stand out. */
import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router-dom';
import { useSignedInSession } from '../auth/session';
import { formatEuros } from '../domain/money';
import { formatQuantity } from '../domain/quantity';
import { AppLink } from '../shared/AppLink';
import { ListPager } from '../shared/list/ListPager';
import { usePagedList } from '../shared/list/usePagedList';
import { Loading } from '../shared/Loading';
import { LOAD_FAILED } from './messages';
import { stockRepository } from './stockRepository';
import { TableScroll } from '../shared/TableScroll';

export default function StockListPage() {
  const { corp } = useSignedInSession();
  // `?belowMinimum=1` (Inicio's link) starts with the filter on; a new URL starts from its own value.
  const urlBelowMinimum = useSearchParams()[0].get('belowMinimum') === '1';
  const [belowMinimum, setBelowMinimum] = useState(urlBelowMinimum);
  const [seenUrlValue, setSeenUrlValue] = useState(urlBelowMinimum);
  if (seenUrlValue !== urlBelowMinimum) {
    setSeenUrlValue(urlBelowMinimum);
    setBelowMinimum(urlBelowMinimum);
  }
  const query = useMemo(() => (corp ? stockRepository.listQuery(corp.id, { belowMinimum }) : null), [corp, belowMinimum]);
  const list = usePagedList(query, `below=${belowMinimum}`);
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
      {list.error && <Alert variant="danger">{LOAD_FAILED}</Alert>}
      {list.loading ? (
        <Loading />
      ) : (
        <TableScroll label="Stock de los productos" className="position-relative">
          <table className="table table-hover align-middle" data-testid="stock-list">
            <thead>
              <tr>
                <th scope="col">Código</th>
                <th scope="col">Producto</th>
                <th scope="col" className="text-end">Cantidad</th>
                <th scope="col">Ud.</th>
                <th scope="col" className="text-end">Mínimo</th>
                <th scope="col" className="text-end">Coste medio</th>
                <th scope="col" className="text-end">Valor</th>
              </tr>
            </thead>
            <tbody>
              {list.rows.length === 0 && (
                <tr>
                  <td colSpan={7} className="text-body-secondary">
                    {belowMinimum ? 'Ningún producto está bajo mínimo.' : 'Todavía no hay stock: confirma una entrada.'}
                  </td>
                </tr>
              )}
              {list.rows.map((s) => (
                <tr key={s.categoryId} className={s.belowMinimum ? 'table-warning' : undefined} data-testid="stock-row">
                  <td>{s.code}</td>
                  <td>
                    {/* Dark link on the warning background: the default blue lacks contrast there. */}
                    <AppLink to={`/stock/details?categoryId=${encodeURIComponent(s.categoryId)}`} className={s.belowMinimum ? 'link-dark' : undefined}>
                      {s.name}
                    </AppLink>
                    {s.belowMinimum && (
                      <Badge bg="warning" text="dark" className="ms-2">
                        Bajo mínimo
                      </Badge>
                    )}
                  </td>
                  <td className="text-end" data-testid="stock-quantity">
                    {formatQuantity(s.quantity)}
                  </td>
                  <td>{s.unit}</td>
                  <td className="text-end">{formatQuantity(s.minStock)}</td>
                  <td className="text-end">{formatEuros(s.averageCostCents)}</td>
                  <td className="text-end">{formatEuros(s.valueCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <ListPager list={list} noun="productos" />
    </section>
  );
}
