/** #/inputs and #/outputs: entradas or salidas, newest first, cursor-paged and filtered. */
import { PageHeading } from '../../shared/PageHeading';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useCompanyActor } from '../../auth/session';
import { formatDate, parseIsoDate } from '../../domain/dates';
import { formatEuros } from '../../domain/money';
import { AppLink } from '../../shared/AppLink';
import { ListPager } from '../../shared/list/ListPager';
import { usePagedList } from '../../shared/list/usePagedList';
import { Loading } from '../../shared/Loading';
import { lookupRepository, type PartyOption } from '../lookupRepository';
import { KIND_LABEL, LOAD_FAILED, STATE_LABEL } from '../messages';
import { DOC_STATES, type DocKind, type DocState } from '../../domain/stock/stockTypes';
import { SearchPicker } from './SearchPicker';
import { stockDocumentRepository, type DocumentFilters } from './stockDocumentRepository';
import { TableScroll } from '../../shared/TableScroll';
import type { StockDocumentParts } from './documentParts';

const DETAIL: Record<DocKind, (id: string) => string> = {
  input: (id) => `/inputs/details?inputId=${encodeURIComponent(id)}`,
  output: (id) => `/outputs/details?outputId=${encodeURIComponent(id)}`,
};

export const STATE_BADGE: Record<DocState, string> = { borrador: 'warning', confirmada: 'success', anulada: 'secondary' };

function isoOrEmpty(v: string) {
  return parseIsoDate(v) ? v : '';
}

export function DocumentListPage({ kind, PartBadge }: { kind: DocKind; PartBadge?: StockDocumentParts['Badge'] }) {
  const { corpId } = useCompanyActor();
  const labels = KIND_LABEL[kind];
  const repository = useMemo(() => stockDocumentRepository(kind), [kind]);
  const [filters, setFilters] = useState<DocumentFilters & { partyName?: string }>({});
  const query = useMemo(
    () => repository.listQuery(corpId, { ...filters, from: isoOrEmpty(filters.from ?? ''), to: isoOrEmpty(filters.to ?? '') }),
    [corpId, repository, filters],
  );
  const key = JSON.stringify(filters);
  const list = usePagedList(query, key);
  const set = (change: Partial<typeof filters>) => setFilters((f) => ({ ...f, ...change }));

  return (
    <section aria-labelledby="list-title">
      <PageHeading id="list-title" title={labels.many}>
        <AppLink to="/stock" className="btn btn-outline-secondary btn-sm">
          Ver stock
        </AppLink>
        <AppLink to={kind === 'input' ? '/inputs/details' : '/outputs/details'} className="btn btn-primary btn-sm">
          Nueva {labels.one.toLowerCase()}
        </AppLink>
      </PageHeading>

      <Form role="search" aria-label={`Filtrar ${labels.many.toLowerCase()}`} onSubmit={(e) => e.preventDefault()}>
        <Row className="g-2 mb-3 align-items-end">
          <Col xs={12} sm={6} lg={2}>
            <Form.Group controlId="filter-state">
              <Form.Label>Estado</Form.Label>
              <Form.Select value={filters.state ?? ''} onChange={(e) => set({ state: e.target.value as DocState | '' })}>
                <option value="">Todos</option>
                {DOC_STATES.map((s) => (
                  <option key={s} value={s}>
                    {STATE_LABEL[s]}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col xs={12} sm={6} lg={3}>
            {filters.partyId ? (
              <div>
                <span className="form-label d-block">{labels.party}</span>
                <Button
                  variant="outline-secondary"
                  size="sm"
                  onClick={() => set({ partyId: '', partyName: '' })}
                  aria-label={`Quitar el filtro de ${labels.party.toLowerCase()} ${filters.partyName}`}
                >
                  {filters.partyName} ×
                </Button>
              </div>
            ) : (
              <SearchPicker<PartyOption>
                label={labels.party}
                placeholder="Nombre o NIF"
                search={(text) => lookupRepository.searchParties(corpId, kind, text)}
                optionKey={(p) => p.id}
                renderOption={(p) => p.name}
                onPick={(p) => set({ partyId: p.id, partyName: p.name })}
              />
            )}
          </Col>
          <Col xs={6} lg={2}>
            <Form.Group controlId="filter-from">
              <Form.Label>Desde</Form.Label>
              <Form.Control type="date" value={filters.from ?? ''} onChange={(e) => set({ from: e.target.value })} />
            </Form.Group>
          </Col>
          <Col xs={6} lg={2}>
            <Form.Group controlId="filter-to">
              <Form.Label>Hasta</Form.Label>
              <Form.Control type="date" value={filters.to ?? ''} onChange={(e) => set({ to: e.target.value })} />
            </Form.Group>
          </Col>
          <Col xs={12} lg={3}>
            <Form.Group controlId="filter-search">
              <Form.Label>Referencia o número</Form.Label>
              <Form.Control type="search" value={filters.search ?? ''} placeholder="Empieza por…" onChange={(e) => set({ search: e.target.value })} />
            </Form.Group>
          </Col>
        </Row>
      </Form>

      {list.error && <Alert variant="danger">{LOAD_FAILED}</Alert>}
      {list.loading ? (
        <Loading />
      ) : (
        <TableScroll label={`Lista de ${labels.many.toLowerCase()}`} className="position-relative">
          <table className="table table-hover align-middle" data-testid="document-list">
            <thead>
              <tr>
                <th scope="col">Fecha</th>
                <th scope="col">Número</th>
                <th scope="col">{labels.party}</th>
                <th scope="col">Referencia</th>
                <th scope="col" className="text-end">
                  Líneas
                </th>
                <th scope="col" className="text-end">
                  Total
                </th>
                <th scope="col">Estado</th>
                <th scope="col">Facturada</th>
              </tr>
            </thead>
            <tbody>
              {list.rows.length === 0 && (
                <tr>
                  <td colSpan={8} className="text-body-secondary">
                    No hay {labels.many.toLowerCase()} con estos filtros.
                  </td>
                </tr>
              )}
              {list.rows.map((d) => (
                <tr key={d.id}>
                  <td>{parseIsoDate(d.date) ? formatDate(parseIsoDate(d.date)!) : d.date}</td>
                  <td>
                    <AppLink to={DETAIL[kind](d.id)}>{d.number}</AppLink> {PartBadge && <PartBadge document={d} />}
                  </td>
                  <td>{d.partyName}</td>
                  <td>{d.reference}</td>
                  <td className="text-end">{d.lineCount}</td>
                  <td className="text-end">{formatEuros(d.totals.totalCents)}</td>
                  <td>
                    <Badge bg={STATE_BADGE[d.state]} text={d.state === 'borrador' ? 'dark' : undefined}>
                      {STATE_LABEL[d.state]}
                    </Badge>
                  </td>
                  <td>{d.invoiced ? 'Sí' : 'No'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <ListPager list={list} noun={labels.many.toLowerCase()} />
    </section>
  );
}
