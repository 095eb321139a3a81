/** #/purchase-orders: pedidos a proveedor, newest first, cursor-paged, filtered by state and vendor. */
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Nav from 'react-bootstrap/Nav';
import Row from 'react-bootstrap/Row';
import { useCompanyActor } from '../auth/session';
import { formatDate, parseIsoDate } from '../domain/dates';
import { formatEuros } from '../domain/money';
import { PURCHASE_ORDER_STATES, type PurchaseOrderState } from '../domain/purchaseOrders/purchaseOrder';
import { AppLink } from '../shared/AppLink';
import { ListPager } from '../shared/list/ListPager';
import { usePagedList } from '../shared/list/usePagedList';
import { Loading } from '../shared/Loading';
import { PageHeading } from '../shared/PageHeading';
import { TableScroll } from '../shared/TableScroll';
import { lookupRepository, type PartyOption } from '../stock/lookupRepository';
import { SearchPicker } from '../stock/documents/SearchPicker';
import { STATE_BADGE, STATE_LABEL, TEXT } from './messages';
import { purchaseOrderRepository, type PurchaseOrderFilters } from './purchaseOrderRepository';
import { detailPath, LIST_PATH, SUGGEST_PATH } from './purchaseOrderRoutes';

/** The two tabs of the area: the orders and «Qué pedir». */
export function PurchaseOrderTabs({ active }: { active: 'list' | 'suggest' }) {
  return (
    <Nav variant="tabs" className="mb-3">
      <Nav.Item>
        <Nav.Link as={AppLink} to={LIST_PATH} active={active === 'list'}>
          Pedidos
        </Nav.Link>
      </Nav.Item>
      <Nav.Item>
        <Nav.Link as={AppLink} to={SUGGEST_PATH} active={active === 'suggest'}>
          {TEXT.suggest}
        </Nav.Link>
      </Nav.Item>
    </Nav>
  );
}

export default function PurchaseOrderListPage() {
  const { corpId } = useCompanyActor();
  const [filters, setFilters] = useState<PurchaseOrderFilters & { partyName?: string }>({});
  const query = useMemo(() => purchaseOrderRepository.listQuery(corpId, filters), [corpId, filters]);
  const list = usePagedList(query, JSON.stringify(filters));
  const set = (change: Partial<typeof filters>) => setFilters((f) => ({ ...f, ...change }));

  return (
    <section aria-labelledby="list-title">
      <PageHeading id="list-title" title={TEXT.list}>
        <AppLink to={detailPath()} className="btn btn-primary btn-sm">
          {TEXT.newOrder}
        </AppLink>
      </PageHeading>
      <PurchaseOrderTabs active="list" />

      <Form role="search" aria-label="Filtrar pedidos a proveedor" onSubmit={(e) => e.preventDefault()}>
        <Row className="g-2 mb-3 align-items-end">
          <Col xs={12} sm={6} lg={3}>
            <Form.Group controlId="filter-state">
              <Form.Label>Estado</Form.Label>
              <Form.Select value={filters.state ?? ''} onChange={(e) => set({ state: e.target.value as PurchaseOrderState | '' })}>
                <option value="">Todos</option>
                {PURCHASE_ORDER_STATES.map((s) => (
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
                <span className="form-label d-block">Proveedor</span>
                <Button
                  variant="outline-secondary"
                  size="sm"
                  onClick={() => set({ partyId: '', partyName: '' })}
                  aria-label={`Quitar el filtro de proveedor ${filters.partyName}`}
                >
                  {filters.partyName} ×
                </Button>
              </div>
            ) : (
              <SearchPicker<PartyOption>
                label="Proveedor"
                placeholder="Nombre o NIF"
                search={(text) => lookupRepository.searchParties(corpId, 'input', text)}
                optionKey={(p) => p.id}
                renderOption={(p) => p.name}
                onPick={(p) => set({ partyId: p.id, partyName: p.name })}
              />
            )}
          </Col>
        </Row>
      </Form>

      {list.error && <Alert variant="danger">{TEXT.loadFailed}</Alert>}
      {list.loading ? (
        <Loading />
      ) : (
        <TableScroll label="Lista de pedidos a proveedor">
          <table className="table table-hover align-middle" data-testid="purchase-order-list">
            <thead>
              <tr>
                <th scope="col">Fecha</th>
                <th scope="col">Número</th>
                <th scope="col">Proveedor</th>
                <th scope="col">Referencia</th>
                <th scope="col" className="text-end">
                  Líneas
                </th>
                <th scope="col" className="text-end">
                  Total
                </th>
                <th scope="col">Estado</th>
              </tr>
            </thead>
            <tbody>
              {list.rows.length === 0 && (
                <tr>
                  <td colSpan={7} className="text-body-secondary">
                    No hay pedidos con estos filtros.
                  </td>
                </tr>
              )}
              {list.rows.map((o) => (
                <tr key={o.id}>
                  <td>{parseIsoDate(o.date) ? formatDate(parseIsoDate(o.date)!) : o.date}</td>
                  <td>
                    <AppLink to={detailPath(o.id)}>{o.number}</AppLink>
                  </td>
                  <td>{o.partyName}</td>
                  <td>{o.reference}</td>
                  <td className="text-end">{o.lineCount}</td>
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
