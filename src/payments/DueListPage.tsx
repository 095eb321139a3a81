/**
 * #/payments/dues, «Vencimientos» (the cartera, issue 30): the instalments of issued invoices, one
 * kind at a time (cobros or pagos), oldest due date first, cursor-paged and live, filtered by
 * state (the open ones by default), overdue only, a due date range, forma de pago and party; the
 * count, amount and open amount of everything the filters select come from one aggregation
 * (never from reading the dues). Overdue rows stand out.
 */
import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useCompanyActor } from '../auth/session';
import { parseIsoDate } from '../domain/dates';
import { madridIsoDate } from '../domain/invoiceDates';
import { formatEuros } from '../domain/money';
import { openCentsOf, type Due } from '../domain/payments/dues';
import { TERMS_METHODS, type TermsMethod } from '../domain/payments/terms';
import { invoiceDetailPath } from '../invoices/invoicePaths';
import { PAYMENT_METHOD_LABEL } from '../invoices/messages';
import { isoToSpanish } from '../reports/messages';
import { AppLink } from '../shared/AppLink';
import { ListPager } from '../shared/list/ListPager';
import { usePagedList } from '../shared/list/usePagedList';
import { Loading } from '../shared/Loading';
import { TableScroll } from '../shared/TableScroll';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { useStableValue } from '../shared/useStableValue';
import { SearchPicker } from '../stock/documents/SearchPicker';
import { lookupRepository, type PartyOption } from '../stock/lookupRepository';
import { DUE_KIND_TEXT, DUE_STATE_BADGE, DUE_STATE_LABEL, DUES_TEXT, formatNumber } from './carteraText';
import { DUE_STATE_FILTERS, dueOverdue, isOpenFilter, selectionProblem, unpayableReason, type DueFilters, type DueStateFilter } from './dueListPlan';
import { dueRepository, type DueTotals } from './dueRepository';
import { payableOf, RecordPaymentDialog } from './RecordPaymentDialog';
import { paymentWriter } from './paymentWriter';

/** A red bar at the start of an overdue row (its «Vencido» badge says it in words). */
const OVERDUE_MARK = { boxShadow: 'inset 4px 0 0 var(--bs-danger)' };

interface FilterForm {
  kind: Due['kind'];
  state: DueStateFilter;
  overdueOnly: boolean;
  from: string;
  to: string;
  method: TermsMethod | '';
  partyId: string;
  partyName: string;
}

const validIso = (v: string) => (parseIsoDate(v) ? v : null);

function DueTotalsLine({ totals, open }: { totals: DueTotals | null | 'failed'; open: boolean }) {
  if (totals === 'failed') return <p className="small text-danger mb-2">{DUES_TEXT.totalsFailed}</p>;
  if (!totals) return <p className="small text-body-secondary mb-2">{DUES_TEXT.totalsLoading}</p>;
  return (
    <p className="small mb-2" data-testid="due-totals" aria-live="polite">
      <strong>{DUES_TEXT.totals(totals.count)}</strong> · {DUES_TEXT.totalsAmount} <strong>{formatEuros(totals.amountCents)}</strong>
      {open && (
        <>
          {' '}
          · {DUES_TEXT.totalsOpen} <strong data-testid="due-totals-open">{formatEuros(totals.amountCents - totals.paidCents)}</strong>
        </>
      )}
      <span className="d-block text-body-secondary">{DUES_TEXT.totalsNote}</span>
    </p>
  );
}

export default function DueListPage() {
  const actor = useCompanyActor();
  const { corpId } = actor;
  // Dues picked for one payment (across pages and filters of the same kind), by id.
  const [picked, setPicked] = useState<ReadonlyMap<string, Due>>(new Map());
  const [paying, setPaying] = useState(false);
  const [recorded, setRecorded] = useState<string | null>(null);
  const pick = (due: Due, on: boolean) =>
    setPicked((m) => {
      const next = new Map(m);
      if (on) next.set(due.id, due);
      else next.delete(due.id);
      return next;
    });
  useDocumentTitle(DUES_TEXT.title);
  const today = madridIsoDate(new Date());
  const [form, setForm] = useState<FilterForm>({
    kind: 'output',
    state: 'abiertos',
    overdueOnly: false,
    from: '',
    to: '',
    method: '',
    partyId: '',
    partyName: '',
  });
  const set = (change: Partial<FilterForm>) => {
    // Cobros and pagos are never paid together: changing the kind drops what was picked.
    if (change.kind !== undefined && change.kind !== form.kind) setPicked(new Map());
    setForm((f) => ({ ...f, ...change }));
  };
  const pickedDues = [...picked.values()];
  const problem = selectionProblem(pickedDues);
  const openFilter = isOpenFilter(form.state);
  const filters: DueFilters = {
    kind: form.kind,
    state: form.state,
    overdueOnly: form.overdueOnly && openFilter,
    from: validIso(form.from),
    to: validIso(form.to),
    method: form.method || null,
    partyId: form.partyId || null,
  };
  const stable = useStableValue({ filters, today });
  const listQuery = useMemo(() => dueRepository.listQuery(corpId, stable.value.filters, stable.value.today), [corpId, stable.value]);
  const list = usePagedList(listQuery, `${corpId}|${stable.key}`);
  const [totals, setTotals] = useState<{ key: string; value: DueTotals | 'failed' } | null>(null);

  useEffect(() => {
    let live = true;
    dueRepository
      .totals(corpId, stable.value.filters, stable.value.today)
      .then((value) => live && setTotals({ key: stable.key, value }))
      .catch((e: unknown) => {
        console.error('No se han podido calcular los totales de los vencimientos', e);
        if (live) setTotals({ key: stable.key, value: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [corpId, stable]);

  const kindText = DUE_KIND_TEXT[form.kind];
  return (
    <section aria-labelledby="dues-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 id="dues-title" className="h3 mb-0 me-auto">
          {DUES_TEXT.title}
        </h1>
        <AppLink to="/payments" className="btn btn-outline-secondary btn-sm">
          {DUES_TEXT.payments}
        </AppLink>
      </div>
      <p className="text-body-secondary small">{DUES_TEXT.intro}</p>

      <Form role="search" aria-label="Filtrar vencimientos" onSubmit={(e) => e.preventDefault()}>
        <Row className="g-2 mb-2 align-items-end">
          <Col xs={12} sm={6} lg={2}>
            <Form.Group controlId="dues-kind">
              <Form.Label>{DUES_TEXT.kind}</Form.Label>
              <Form.Select value={form.kind} onChange={(e) => set({ kind: e.target.value as Due['kind'], partyId: '', partyName: '' })}>
                <option value="output">{DUE_KIND_TEXT.output.kind}</option>
                <option value="input">{DUE_KIND_TEXT.input.kind}</option>
              </Form.Select>
            </Form.Group>
          </Col>
          <Col xs={12} sm={6} lg={3}>
            <Form.Group controlId="dues-state">
              <Form.Label>{DUES_TEXT.state}</Form.Label>
              <Form.Select value={form.state} onChange={(e) => set({ state: e.target.value as DueStateFilter })}>
                {DUE_STATE_FILTERS.map((s) => (
                  <option key={s} value={s}>
                    {DUE_STATE_LABEL[s]}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col xs={12} sm={6} lg={2}>
            <Form.Group controlId="dues-method">
              <Form.Label>{DUES_TEXT.method}</Form.Label>
              <Form.Select value={form.method} onChange={(e) => set({ method: e.target.value as TermsMethod | '' })}>
                <option value="">{DUES_TEXT.anyMethod}</option>
                {TERMS_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {PAYMENT_METHOD_LABEL[m]}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col xs={12} sm={6} lg={3}>
            {form.partyId ? (
              <div>
                <span className="form-label d-block">{kindText.party}</span>
                <Button
                  variant="outline-secondary"
                  size="sm"
                  onClick={() => set({ partyId: '', partyName: '' })}
                  aria-label={DUES_TEXT.removeParty(kindText.party, form.partyName)}
                >
                  {form.partyName} ×
                </Button>
              </div>
            ) : (
              <SearchPicker<PartyOption>
                key={form.kind}
                label={kindText.party}
                placeholder={DUES_TEXT.partySearch}
                search={(text) => lookupRepository.searchParties(corpId, form.kind, text)}
                optionKey={(p) => p.id}
                renderOption={(p) => `${p.name}${p.nif ? ` · ${p.nif}` : ''}`}
                onPick={(p) => set({ partyId: p.id, partyName: p.name })}
                testId="dues-party"
              />
            )}
          </Col>
          <Col xs={6} lg={2}>
            <Form.Group controlId="dues-from">
              <Form.Label>{DUES_TEXT.from}</Form.Label>
              <Form.Control type="date" value={form.from} onChange={(e) => set({ from: e.target.value })} />
            </Form.Group>
          </Col>
          <Col xs={6} lg={2}>
            <Form.Group controlId="dues-to">
              <Form.Label>{DUES_TEXT.to}</Form.Label>
              <Form.Control type="date" value={form.to} onChange={(e) => set({ to: e.target.value })} />
            </Form.Group>
          </Col>
          <Col xs={12} lg={4}>
            <Form.Check
              id="dues-overdue"
              type="switch"
              label={DUES_TEXT.overdueOnly}
              checked={form.overdueOnly && openFilter}
              disabled={!openFilter}
              onChange={(e) => set({ overdueOnly: e.target.checked })}
              aria-describedby="dues-overdue-help"
            />
            <Form.Text id="dues-overdue-help">{openFilter ? DUES_TEXT.overdueHelp : DUES_TEXT.overdueOnlyOpen}</Form.Text>
          </Col>
        </Row>
      </Form>

      <DueTotalsLine totals={totals && totals.key === stable.key ? totals.value : null} open={openFilter} />
      {recorded && (
        <Alert variant="success" dismissible onClose={() => setRecorded(null)}>
          {recorded}
        </Alert>
      )}
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <Button
          variant="primary"
          disabled={problem !== null}
          aria-describedby={problem ? 'dues-selection-help' : undefined}
          onClick={() => setPaying(true)}
          data-testid="dues-pay-selection"
        >
          {DUES_TEXT.paySelection(form.kind, pickedDues.length)}
        </Button>
        {pickedDues.length > 0 && (
          <Button variant="outline-secondary" onClick={() => setPicked(new Map())}>
            {DUES_TEXT.clearSelection}
          </Button>
        )}
        {problem && (
          <span id="dues-selection-help" className="small text-body-secondary">
            {DUES_TEXT.selectionProblem[problem]}
          </span>
        )}
      </div>
      {paying && problem === null && (
        <RecordPaymentDialog
          kind={form.kind === 'output' ? 'cobro' : 'pago'}
          dues={pickedDues.map(payableOf)}
          today={today}
          defaultMethod={pickedDues[0]?.method ?? 'transferencia'}
          // The dues do not carry their invoices' totals: the largest instalment stands in here, and
          // the command refuses cash by each invoice's whole total (Ley 7/2012).
          operationCents={Math.max(...pickedDues.map((d) => Math.abs(d.amountCents)))}
          onCancel={() => setPaying(false)}
          onRecord={async (input) => {
            await paymentWriter.recordPayment(actor, input);
            setPaying(false);
            setPicked(new Map());
            setRecorded(DUES_TEXT.paymentRecorded(form.kind));
          }}
        />
      )}
      {list.error && <Alert variant="danger">{DUES_TEXT.loadFailed}</Alert>}
      {list.loading ? (
        <Loading />
      ) : (
        <TableScroll label="Lista de vencimientos">
          <table className="table table-hover align-middle" data-testid="due-list">
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{DUES_TEXT.pickColumn}</span>
                </th>
                <th scope="col">{DUES_TEXT.columns.dueDate}</th>
                <th scope="col">{DUES_TEXT.columns.invoice}</th>
                <th scope="col">{kindText.party}</th>
                <th scope="col">{DUES_TEXT.columns.instalment}</th>
                <th scope="col">{DUES_TEXT.columns.method}</th>
                <th scope="col" className="text-end">
                  {DUES_TEXT.columns.amount}
                </th>
                <th scope="col" className="text-end">
                  {DUES_TEXT.columns.open}
                </th>
                <th scope="col">{DUES_TEXT.columns.state}</th>
              </tr>
            </thead>
            <tbody>
              {list.rows.length === 0 && (
                <tr>
                  <td colSpan={9} className="text-body-secondary">
                    {kindText.none}
                  </td>
                </tr>
              )}
              {list.rows.map((due) => {
                const overdue = dueOverdue(due, today);
                return (
                  <tr key={due.id} data-testid="due-row" data-overdue={overdue || undefined}>
                    <td>
                      <Form.Check
                        id={`due-pick-${due.id}`}
                        aria-label={DUES_TEXT.pick(`${due.number || due.invoiceId} ${formatNumber(due.n)}/${formatNumber(due.of)}`)}
                        title={unpayableReason(due) ? DUES_TEXT.unpayable[unpayableReason(due)!] : undefined}
                        disabled={unpayableReason(due) !== null}
                        checked={picked.has(due.id)}
                        onChange={(e) => pick(due, e.target.checked)}
                      />
                    </td>
                    <td className={`text-nowrap${overdue ? ' fw-semibold text-danger' : ''}`} style={overdue ? OVERDUE_MARK : undefined}>
                      {isoToSpanish(due.dueDate)}
                    </td>
                    <td className="text-nowrap">
                      {due.invoiceId ? <AppLink to={invoiceDetailPath(due.invoiceId)}>{due.number || DUES_TEXT.noNumber}</AppLink> : due.id}
                    </td>
                    <td>
                      {due.partyName}
                      {due.partyNif && <span className="small text-body-secondary d-block">{due.partyNif}</span>}
                    </td>
                    <td className="text-nowrap">
                      {formatNumber(due.n)}/{formatNumber(due.of)}
                    </td>
                    <td>{PAYMENT_METHOD_LABEL[due.method]}</td>
                    <td className="text-end text-nowrap">{formatEuros(due.amountCents)}</td>
                    <td className="text-end text-nowrap">{formatEuros(openCentsOf(due))}</td>
                    <td>
                      <Badge bg={DUE_STATE_BADGE[due.state]}>{DUE_STATE_LABEL[due.state]}</Badge>
                      {overdue && (
                        <Badge bg="danger" className="ms-1">
                          {DUES_TEXT.overdue}
                        </Badge>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      <ListPager list={list} noun={DUES_TEXT.noun} />
    </section>
  );
}
