/** #/sales-orders: pedidos de cliente, newest first, cursor-paged (one page and a count), by state and client. */
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useCompanyActor } from '../auth/session';
import { formatDate, parseIsoDate } from '../domain/dates';
import { formatEuros } from '../domain/money';
import { SALES_ORDER_STATES, type SalesOrderState } from '../domain/salesOrders/salesOrder';
import { AppLink } from '../shared/AppLink';
import { ListPager } from '../shared/list/ListPager';
import { usePagedList } from '../shared/list/usePagedList';
import { Loading } from '../shared/Loading';
import { PageHeading } from '../shared/PageHeading';
import { TableScroll } from '../shared/TableScroll';
import { lookupRepository, type PartyOption } from '../stock/lookupRepository';
import { SearchPicker } from '../stock/documents/SearchPicker';
import { ORDER_TEXT, STATE_BADGE, STATE_LABEL } from './messages';
import { salesOrderRepository, type SalesOrderFilters } from './salesOrderRepository';

export const salesOrderPath = (id: string) => `/sales-orders/details?orderId=${encodeURIComponent(id)}`;

export default function SalesOrderListPage() {
  const { corpId } = useCompanyActor();
  const [filters, setFilters] = useState<SalesOrderFilters & { partyName?: string }>({});
  const query = useMemo(() => salesOrderRepository.listQuery(corpId, filters), [corpId, filters]);
  const list = usePagedList(query, JSON.stringify(filters));
  const set = (change: Partial<typeof filters>) => setFilters((f) => ({ ...f, ...change }));

  return (
    <section aria-labelledby="list-title">
      <PageHeading id="list-title" title={ORDER_TEXT.many}>
        <AppLink to="/sales-orders/details" className="btn btn-primary btn-sm">
          {ORDER_TEXT.newOrder}
        </AppLink>
      </PageHeading>
      <Form role="search" aria-label="Filtrar pedidos" onSubmit={(e) => e.preventDefault()}>
        <Row className="g-2 mb-3 align-items-end">
          <Col xs={12} sm={6} lg={3}>
            <Form.Group controlId="filter-state">
              <Form.Label>Estado</Form.Label>
              <Form.Select value={filters.state ?? ''} onChange={(e) => set({ state: e.target.value as SalesOrderState | '' })}>
                <option value="">Todos</option>
                {SALES_ORDER_STATES.map((s) => (
                  <option key={s} value={s}>
                    {STATE_LABEL[s]}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col xs={12} sm={6} lg={4}>
            {filters.partyId ? (
              <div>
                <span className="form-label d-block">Cliente</span>
                <Button
                  variant="outline-secondary"
                  size="sm"
                  onClick={() => set({ partyId: '', partyName: '' })}
                  aria-label={`Quitar el filtro de cliente ${filters.partyName}`}
                >
                  {filters.partyName} ×
                </Button>
              </div>
            ) : (
              <SearchPicker<PartyOption>
                label="Cliente"
                placeholder="Nombre o NIF"
                search={(text) => lookupRepository.searchParties(corpId, 'output', text)}
                optionKey={(p) => p.id}
                renderOption={(p) => p.name}
                onPick={(p) => set({ partyId: p.id, partyName: p.name })}
              />
            )}
          </Col>
        </Row>
      </Form>
      {list.error && <Alert variant="danger">{ORDER_TEXT.loadFailed}</Alert>}
      {list.loading ? (
        <Loading />
      ) : (
        <TableScroll label="Lista de pedidos de cliente" className="position-relative">
          <table className="table table-hover align-middle" data-testid="sales-order-list">
            <thead>
              <tr>
                <th scope="col">Fecha</th>
                <th scope="col">Número</th>
                <th scope="col">Cliente</th>
                <th scope="col">Referencia</th>
                <th scope="col" className="text-end">
                  Total
                </th>
                <th scope="col">Estado</th>
              </tr>
            </thead>
            <tbody>
              {list.rows.length === 0 && (
                <tr>
                  <td colSpan={6} className="text-body-secondary">
                    {ORDER_TEXT.none}
                  </td>
                </tr>
              )}
              {list.rows.map((o) => (
                <tr key={o.id}>
                  <td>{parseIsoDate(o.date) ? formatDate(parseIsoDate(o.date)!) : o.date}</td>
                  <td>
                    <AppLink to={salesOrderPath(o.id)}>{o.number}</AppLink>
                  </td>
                  <td>{o.partyName}</td>
                  <td>{o.reference}</td>
                  <td className="text-end">{formatEuros(o.totals.totalCents)}</td>
                  <td>
                    <Badge bg={STATE_BADGE[o.state]} text={o.state === 'borrador' ? 'dark' : undefined}>
                      {STATE_LABEL[o.state]}
                    </Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <ListPager list={list} noun="pedidos" />
    </section>
  );
}
