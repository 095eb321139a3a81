/**
 * #/invoices, #/invoices/input and #/invoices/output: invoices newest first,
 * cursor-paged, filtered by type (on #/invoices), state, party and date range,
 * with the base and total of the whole filtered set from aggregation queries.
 * Overdue invoices (issued, unpaid, past their due date) stand out.
 */
import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useSearchParams } from 'react-router-dom';
import { useSignedInSession } from '../auth/session';
import { parseIsoDate } from '../domain/dates';
import { madridIsoDate } from '../domain/invoiceDates';
import { formatEuros } from '../domain/money';
import { AppLink } from '../shared/AppLink';
import { ListPager } from '../shared/list/ListPager';
import { usePagedList } from '../shared/list/usePagedList';
import { Loading } from '../shared/Loading';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { useStableValue } from '../shared/useStableValue';
import { SearchPicker } from '../stock/documents/SearchPicker';
import { lookupRepository, type PartyOption } from '../stock/lookupRepository';
import { invoiceFiltersFromUrl } from './invoiceListParams';
import { invoiceOverdue, type Invoice, type InvoiceKind } from '../domain/invoices/invoiceModel';
import { invoiceRepository, type InvoiceFilters, type InvoiceStatusFilter, type KindTotals } from './invoiceRepository';
import { isoToSpanish, KIND_TEXT, SIMPLIFIED_TEXT, statusLabel, TEXT, TOTALS_TEXT } from './messages';
import { InvoicePageHeading } from './InvoicePageParts';
import { invoiceDetailPath, newInvoicePath } from './invoicePaths';
import { TableScroll } from '../shared/TableScroll';

// Kept here too for the screens outside the area that link to an invoice.
export { invoiceDetailPath, newInvoicePath } from './invoicePaths';

/** A red bar at the start of an overdue row (its badge and due date say it in words). */
export const OVERDUE_MARK = { boxShadow: 'inset 4px 0 0 var(--bs-danger)' };

// «Pendiente de pago» is anything open; «parcial» and «devuelta» narrow it down.
const STATUS_FILTERS: InvoiceStatusFilter[] = ['borrador', 'pendiente', 'parcial', 'devuelta', 'vencida', 'pagada', 'sustituida', 'anulada'];
const STATUS_BADGE: Record<InvoiceStatusFilter, string> = {
  borrador: 'warning',
  pendiente: 'info',
  parcial: 'primary',
  devuelta: 'danger',
  pagada: 'success',
  sustituida: 'secondary',
  anulada: 'dark',
  vencida: 'danger',
};

function validIso(v: string): string | null {
  return parseIsoDate(v) ? v : null;
}

export function StatusBadge({ invoice, today }: { invoice: Invoice; today: string }) {
  const status: InvoiceStatusFilter = invoiceOverdue(invoice, today) ? 'vencida' : invoice.status;
  return (
    <Badge bg={STATUS_BADGE[status]} text={status === 'borrador' || status === 'pendiente' ? 'dark' : undefined}>
      {statusLabel(status, invoice.kind)}
    </Badge>
  );
}

interface Filters {
  kind: InvoiceKind | null;
  status: InvoiceStatusFilter | null;
  partyId: string;
  partyName: string;
  from: string;
  to: string;
}

/** One line per kind (sales and purchases are never added up); drafts and annulled invoices never count. */
function ListTotals({ totals }: { totals: KindTotals[] | null }) {
  if (!totals) return <p className="small text-body-secondary mb-2">Calculando totales…</p>;
  return (
    <div className="small mb-2" data-testid="invoice-totals" aria-live="polite">
      {totals.length === 0 ? (
        <p className="mb-0 text-body-secondary">{TOTALS_TEXT.notCounted}</p>
      ) : (
        <>
          {totals.map((t) => (
            <p key={t.kind} className="mb-0" data-testid={`invoice-totals-${t.kind}`}>
              {TOTALS_TEXT.kind[t.kind]}: <strong>{new Intl.NumberFormat('es-ES').format(t.count)}</strong> {t.count === 1 ? 'factura' : 'facturas'} ·
              Base imponible <strong>{formatEuros(t.baseCents)}</strong> · Total <strong>{formatEuros(t.totalCents)}</strong>
            </p>
          ))}
          <p className="mb-0 text-body-secondary">{TOTALS_TEXT.note}</p>
        </>
      )}
    </div>
  );
}

export function InvoiceList({ kind }: { kind: InvoiceKind | null }) {
  const { corp } = useSignedInSession();
  const title = kind ? KIND_TEXT[kind].title : TEXT.listTitle;
  useDocumentTitle(title);
  const today = madridIsoDate(new Date());
  // Links from Inicio and the reports carry status/from/to; a new URL (the menu, another link) starts from its own filters.
  const [params] = useSearchParams();
  const search = params.toString();
  const fromUrl = (): Filters => ({ kind, partyId: '', partyName: '', ...invoiceFiltersFromUrl(params) });
  const [filters, setFilters] = useState<Filters>(fromUrl);
  const [seenSearch, setSeenSearch] = useState(search);
  if (seenSearch !== search) {
    setSeenSearch(search);
    setFilters(fromUrl());
  }
  const set = (change: Partial<Filters>) => setFilters((f) => ({ ...f, ...change }));
  const effectiveKind = kind ?? filters.kind;
  const repoFilters: InvoiceFilters = useMemo(
    () => ({
      kind: effectiveKind,
      status: filters.status,
      partyId: effectiveKind ? filters.partyId || null : null,
      from: filters.status === 'vencida' ? null : validIso(filters.from),
      to: filters.status === 'vencida' ? null : validIso(filters.to),
    }),
    [effectiveKind, filters.status, filters.partyId, filters.from, filters.to],
  );
  const query = useStableValue({ filters: repoFilters, today });
  const key = query.key;
  const listQuery = useMemo(() => (corp ? invoiceRepository.listQuery(corp.id, query.value.filters, query.value.today) : null), [corp, query.value]);
  const list = usePagedList(listQuery, key);
  const [totals, setTotals] = useState<{ key: string; value: KindTotals[] } | null>(null);

  useEffect(() => {
    if (!corp) return undefined;
    let live = true;
    invoiceRepository
      .totals(corp.id, query.value.filters, query.value.today)
      .then((value) => live && setTotals({ key: query.key, value }))
      .catch((e: unknown) => console.error('No se han podido calcular los totales', e));
    return () => {
      live = false;
    };
  }, [corp, query]);

  const partyLabel = effectiveKind ? KIND_TEXT[effectiveKind].party : 'Cliente o proveedor';
  return (
    <section aria-labelledby="invoice-list-title">
      <InvoicePageHeading titleId="invoice-list-title" title={title}>
        {(kind ?? 'output') === 'output' && (
          <AppLink to={newInvoicePath('output')} className="btn btn-primary btn-sm">
            {TEXT.newOutput}
          </AppLink>
        )}
        {(kind ?? 'input') === 'input' && (
          <AppLink to={newInvoicePath('input')} className={`btn btn-sm ${kind ? 'btn-primary' : 'btn-outline-primary'}`}>
            {TEXT.newInput}
          </AppLink>
        )}
        <AppLink to="/reports" className="btn btn-outline-secondary btn-sm">
          Informes
        </AppLink>
      </InvoicePageHeading>

      <Form role="search" aria-label={`Filtrar ${title.toLowerCase()}`} onSubmit={(e) => e.preventDefault()}>
        <Row className="g-2 mb-2 align-items-end">
          {kind === null && (
            <Col xs={12} sm={6} lg={2}>
              <Form.Group controlId="filter-kind">
                <Form.Label>Tipo</Form.Label>
                <Form.Select
                  value={filters.kind ?? ''}
                  onChange={(e) => set({ kind: (e.target.value || null) as InvoiceKind | null, partyId: '', partyName: '' })}
                >
                  <option value="">Todas</option>
                  <option value="output">{KIND_TEXT.output.title}</option>
                  <option value="input">{KIND_TEXT.input.title}</option>
                </Form.Select>
              </Form.Group>
            </Col>
          )}
          <Col xs={12} sm={6} lg={2}>
            <Form.Group controlId="filter-status">
              <Form.Label>Estado</Form.Label>
              <Form.Select value={filters.status ?? ''} onChange={(e) => set({ status: (e.target.value || null) as InvoiceStatusFilter | null })}>
                <option value="">Todos</option>
                {STATUS_FILTERS.map((s) => (
                  <option key={s} value={s}>
                    {statusLabel(s, effectiveKind)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col xs={12} sm={6} lg={3}>
            {!effectiveKind ? (
              <Form.Group controlId="filter-party-disabled">
                <Form.Label>{partyLabel}</Form.Label>
                <Form.Control disabled placeholder="Elige antes el tipo" />
              </Form.Group>
            ) : filters.partyId ? (
              <div>
                <span className="form-label d-block">{partyLabel}</span>
                <Button
                  variant="outline-secondary"
                  size="sm"
                  onClick={() => set({ partyId: '', partyName: '' })}
                  aria-label={`Quitar el filtro de ${partyLabel.toLowerCase()} ${filters.partyName}`}
                >
                  {filters.partyName} ×
                </Button>
              </div>
            ) : (
              <SearchPicker<PartyOption>
                label={partyLabel}
                placeholder="Nombre o NIF"
                search={(text) => (corp ? lookupRepository.searchParties(corp.id, effectiveKind, text) : Promise.resolve([]))}
                optionKey={(p) => p.id}
                renderOption={(p) => `${p.name}${p.nif ? ` · ${p.nif}` : ''}`}
                onPick={(p) => set({ partyId: p.id, partyName: p.name })}
                testId="filter-party"
              />
            )}
          </Col>
          <Col xs={6} lg={2}>
            <Form.Group controlId="filter-from">
              <Form.Label>Desde</Form.Label>
              <Form.Control
                type="date"
                value={filters.from}
                disabled={filters.status === 'vencida'}
                onChange={(e) => set({ from: e.target.value })}
              />
            </Form.Group>
          </Col>
          <Col xs={6} lg={2}>
            <Form.Group controlId="filter-to">
              <Form.Label>Hasta</Form.Label>
              <Form.Control type="date" value={filters.to} disabled={filters.status === 'vencida'} onChange={(e) => set({ to: e.target.value })} />
            </Form.Group>
          </Col>
        </Row>
        {filters.status === 'vencida' && (
          <p className="small text-body-secondary mb-2">Las vencidas se ordenan por fecha de vencimiento, de la más antigua a la más reciente.</p>
        )}
      </Form>

      <ListTotals totals={totals && totals.key === key ? totals.value : null} />
      {list.error && <Alert variant="danger">{TEXT.loadFailed}</Alert>}
      {list.loading ? (
        <Loading />
      ) : (
        <TableScroll label="Lista de facturas">
          <table className="table table-hover align-middle" data-testid="invoice-list">
            <thead>
              <tr>
                <th scope="col">Número</th>
                <th scope="col">Fecha</th>
                {kind === null && <th scope="col">Tipo</th>}
                <th scope="col">{partyLabel}</th>
                <th scope="col" className="text-end">
                  Base
                </th>
                <th scope="col" className="text-end">
                  Total
                </th>
                <th scope="col">Estado</th>
                <th scope="col">Vencimiento</th>
              </tr>
            </thead>
            <tbody>
              {list.rows.length === 0 && (
                <tr>
                  <td colSpan={kind === null ? 8 : 7} className="text-body-secondary">
                    {TEXT.noneFound}
                  </td>
                </tr>
              )}
              {list.rows.map((invoice) => {
                const overdue = invoiceOverdue(invoice, today);
                return (
                  <tr key={invoice.id} data-testid="invoice-row" data-overdue={overdue || undefined}>
                    <td className="text-nowrap" style={overdue ? OVERDUE_MARK : undefined}>
                      <AppLink to={invoiceDetailPath(invoice.id)}>{invoice.numberText ?? 'Borrador'}</AppLink>
                      {invoice.type === 'rectificativa' && <span className="small text-body-secondary d-block">Rectificativa</span>}
                      {invoice.kind === 'input' && invoice.vendorInvoiceNumber && (
                        <span className="small text-body-secondary d-block">
                          Prov.: {invoice.vendorInvoiceNumber} ({isoToSpanish(invoice.vendorInvoiceDate)})
                        </span>
                      )}
                    </td>
                    <td>{isoToSpanish(invoice.date)}</td>
                    {kind === null && <td>{invoice.kind === 'output' ? 'Salida' : 'Entrada'}</td>}
                    <td>{invoice.party.name || (invoice.simplified ? SIMPLIFIED_TEXT.counterCustomer : '')}</td>
                    <td className="text-end text-nowrap">{formatEuros(invoice.baseCents)}</td>
                    <td className="text-end text-nowrap">{formatEuros(invoice.totalCents)}</td>
                    <td>
                      <StatusBadge invoice={invoice} today={today} />
                    </td>
                    <td className={overdue ? 'fw-semibold text-danger' : undefined}>{isoToSpanish(invoice.dueDate)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      <ListPager list={list} noun="facturas" />
    </section>
  );
}
