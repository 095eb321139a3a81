/**
 * #/quotes: presupuestos, newest first, cursor-paged (one page of 25 and a count, never the whole
 * collection), filtered by state (caducado too: an enviado quote past its validity, by query) and
 * by client. Each row's total comes from its lines (quoteTotals), as the editor shows it.
 */
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useCompanyActor } from '../auth/session';
import { formatDate, parseIsoDate } from '../domain/dates';
import { madridIsoDate } from '../domain/invoiceDates';
import { formatEuros } from '../domain/money';
import { QUOTE_SHOWN_STATES, quoteShownState, quoteTotals, type QuoteShownState } from '../domain/quotes/quoteModel';
import { AppLink } from '../shared/AppLink';
import { ListPager } from '../shared/list/ListPager';
import { usePagedList } from '../shared/list/usePagedList';
import { Loading } from '../shared/Loading';
import { PageHeading } from '../shared/PageHeading';
import { TableScroll } from '../shared/TableScroll';
import { lookupRepository, type PartyOption } from '../stock/lookupRepository';
import { SearchPicker } from '../stock/documents/SearchPicker';
import { QUOTE_FAILED, QUOTE_STATE_BADGE, QUOTE_STATE_LABEL, QUOTE_TEXT } from './messages';
import { QUOTE_DETAIL_PATH, quoteDetailPath } from './quotePaths';
import { quoteRepository, type QuoteFilters } from './quoteRepository';

const spanishDate = (iso: string) => {
  const d = parseIsoDate(iso);
  return d ? formatDate(d) : iso;
};

export default function QuoteListPage() {
  const { corpId } = useCompanyActor();
  const today = madridIsoDate(new Date());
  const [filters, setFilters] = useState<QuoteFilters & { clientName?: string }>({});
  const query = useMemo(() => quoteRepository.listQuery(corpId, filters, today), [corpId, filters, today]);
  const list = usePagedList(query, JSON.stringify({ ...filters, today }));
  const set = (change: Partial<typeof filters>) => setFilters((f) => ({ ...f, ...change }));
  const t = QUOTE_TEXT.columns;

  return (
    <section aria-labelledby="list-title">
      <PageHeading id="list-title" title={QUOTE_TEXT.many}>
        <AppLink to={QUOTE_DETAIL_PATH} className="btn btn-primary btn-sm">
          {QUOTE_TEXT.newQuote}
        </AppLink>
      </PageHeading>

      <Form role="search" aria-label={QUOTE_TEXT.filterLabel} onSubmit={(e) => e.preventDefault()}>
        <Row className="g-2 mb-3 align-items-end">
          <Col xs={12} sm={6} lg={3}>
            <Form.Group controlId="filter-state">
              <Form.Label>{QUOTE_TEXT.state}</Form.Label>
              <Form.Select value={filters.state ?? ''} onChange={(e) => set({ state: e.target.value as QuoteShownState | '' })}>
                <option value="">{QUOTE_TEXT.all}</option>
                {QUOTE_SHOWN_STATES.map((s) => (
                  <option key={s} value={s}>
                    {QUOTE_STATE_LABEL[s]}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col xs={12} sm={6} lg={4}>
            {filters.clientId ? (
              <div>
                <span className="form-label d-block">{QUOTE_TEXT.client}</span>
                <Button
                  variant="outline-secondary"
                  size="sm"
                  onClick={() => set({ clientId: '', clientName: '' })}
                  aria-label={QUOTE_TEXT.removeClientFilter(filters.clientName ?? '')}
                >
                  {filters.clientName} ×
                </Button>
              </div>
            ) : (
              <SearchPicker<PartyOption>
                label={QUOTE_TEXT.client}
                placeholder={QUOTE_TEXT.clientPlaceholder}
                search={(text) => lookupRepository.searchParties(corpId, 'output', text)}
                optionKey={(p) => p.id}
                renderOption={(p) => p.name}
                onPick={(p) => set({ clientId: p.id, clientName: p.name })}
              />
            )}
          </Col>
        </Row>
      </Form>

      {list.error && <Alert variant="danger">{QUOTE_FAILED.load}</Alert>}
      {list.loading ? (
        <Loading />
      ) : (
        <TableScroll label={QUOTE_TEXT.listLabel} className="position-relative">
          <table className="table table-hover align-middle" data-testid="quote-list">
            <thead>
              <tr>
                <th scope="col">{t.number}</th>
                <th scope="col">{t.date}</th>
                <th scope="col">{t.client}</th>
                <th scope="col">{t.validUntil}</th>
                <th scope="col" className="text-end">
                  {t.total}
                </th>
                <th scope="col">{t.state}</th>
              </tr>
            </thead>
            <tbody>
              {list.rows.length === 0 && (
                <tr>
                  <td colSpan={6} className="text-body-secondary">
                    {QUOTE_TEXT.empty}
                  </td>
                </tr>
              )}
              {list.rows.map((q) => {
                const shown = quoteShownState(q, today);
                return (
                  <tr key={q.id} data-testid="quote-row">
                    <td>
                      <AppLink to={quoteDetailPath(q.id)}>{q.number}</AppLink>
                    </td>
                    <td>{spanishDate(q.date)}</td>
                    <td>{q.clientName}</td>
                    <td>{spanishDate(q.validUntil)}</td>
                    <td className="text-end">{formatEuros(quoteTotals(q.lines).totalCents)}</td>
                    <td>
                      <Badge bg={QUOTE_STATE_BADGE[shown]} text={shown === 'borrador' ? 'dark' : undefined}>
                        {QUOTE_STATE_LABEL[shown]}
                      </Badge>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      <ListPager list={list} noun={QUOTE_TEXT.noun} />
    </section>
  );
}
