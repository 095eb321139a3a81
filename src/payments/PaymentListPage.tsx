/**
 * #/payments, «Cobros y pagos» (issue 30): every cobro and pago recorded, newest first,
 * cursor-paged and live, filtered by kind, state (vigente / anulado), party and date range. Each
 * row says what was applied to which invoices and what is left on account.
 */
import { useCallback, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useCompanyActor } from '../auth/session';
import { parseIsoDate } from '../domain/dates';
import { formatEuros } from '../domain/money';
import { MAX_ALLOCATIONS, type PaymentKind, type PaymentRecord } from '../domain/payments/payments';
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
import { ApplyPaymentDialog } from './ApplyPaymentDialog';
import { DUES_TEXT, PAYMENT_KIND_LABEL, PAYMENT_STATE_LABEL, PAYMENTS_TEXT } from './carteraText';
import { dueRepository } from './dueRepository';
import { APPLY_TEXT } from './messages';
import type { PaymentFilters } from './paymentListPlan';
import { paymentListRepository } from './paymentListRepository';
import { paymentWriter } from './paymentWriter';
import type { StoredPayment } from './storedPayment';

interface FilterForm {
  kind: PaymentKind | '';
  state: PaymentRecord['state'] | '';
  partyId: string;
  partyName: string;
  from: string;
  to: string;
}

const validIso = (v: string) => (parseIsoDate(v) ? v : null);

/** The invoices a payment was applied to, each once, linked to its detail. */
function InvoiceLinks({ payment }: { payment: StoredPayment }) {
  const seen = new Set<string>();
  const links = payment.allocations.filter((a) => !seen.has(a.invoiceId) && seen.add(a.invoiceId));
  return (
    <>
      {links.map((a, i) => (
        <span key={a.invoiceId}>
          {i > 0 && ', '}
          <AppLink to={invoiceDetailPath(a.invoiceId)}>{a.number || a.invoiceId}</AppLink>
        </span>
      ))}
    </>
  );
}

/** Whether what a payment kept on account can still be applied: it is in force and not a remittance's. */
export function canApply(p: StoredPayment): boolean {
  return p.state === 'vigente' && p.unappliedCents !== 0 && p.origin.type !== 'remesa' && p.partyId !== '';
}

export default function PaymentListPage() {
  const actor = useCompanyActor();
  const { corpId } = actor;
  // The payment whose money on account is being applied, and what the last application left.
  const [applying, setApplying] = useState<StoredPayment | null>(null);
  const [applied, setApplied] = useState<string | null>(null);
  const loadDues = useCallback(
    () =>
      applying
        ? dueRepository.openOfParty(corpId, applying.kind === 'cobro' ? 'output' : 'input', applying.partyId, MAX_ALLOCATIONS)
        : Promise.resolve([]),
    [corpId, applying],
  );
  useDocumentTitle(PAYMENTS_TEXT.title);
  const [form, setForm] = useState<FilterForm>({ kind: '', state: '', partyId: '', partyName: '', from: '', to: '' });
  const set = (change: Partial<FilterForm>) => setForm((f) => ({ ...f, ...change }));
  const filters: PaymentFilters = {
    kind: form.kind || null,
    state: form.state || null,
    partyId: form.kind ? form.partyId || null : null,
    from: validIso(form.from),
    to: validIso(form.to),
  };
  const stable = useStableValue(filters);
  const listQuery = useMemo(() => paymentListRepository.listQuery(corpId, stable.value), [corpId, stable.value]);
  const list = usePagedList(listQuery, `${corpId}|${stable.key}`);
  const partyLabel = form.kind ? PAYMENTS_TEXT.party[form.kind] : PAYMENTS_TEXT.anyParty;

  return (
    <section aria-labelledby="payments-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 id="payments-title" className="h3 mb-0 me-auto">
          {PAYMENTS_TEXT.title}
        </h1>
        <AppLink to="/payments/dues" className="btn btn-outline-secondary btn-sm">
          {PAYMENTS_TEXT.dues}
        </AppLink>
      </div>
      <p className="text-body-secondary small">{PAYMENTS_TEXT.intro}</p>

      <Form role="search" aria-label="Filtrar cobros y pagos" onSubmit={(e) => e.preventDefault()}>
        <Row className="g-2 mb-2 align-items-end">
          <Col xs={12} sm={6} lg={2}>
            <Form.Group controlId="payments-kind">
              <Form.Label>{PAYMENTS_TEXT.kind}</Form.Label>
              <Form.Select value={form.kind} onChange={(e) => set({ kind: e.target.value as PaymentKind | '', partyId: '', partyName: '' })}>
                <option value="">{PAYMENTS_TEXT.allKinds}</option>
                <option value="cobro">{PAYMENTS_TEXT.kinds.cobro}</option>
                <option value="pago">{PAYMENTS_TEXT.kinds.pago}</option>
              </Form.Select>
            </Form.Group>
          </Col>
          <Col xs={12} sm={6} lg={2}>
            <Form.Group controlId="payments-state">
              <Form.Label>{PAYMENTS_TEXT.state}</Form.Label>
              <Form.Select value={form.state} onChange={(e) => set({ state: e.target.value as PaymentRecord['state'] | '' })}>
                <option value="">{PAYMENTS_TEXT.allStates}</option>
                <option value="vigente">{PAYMENT_STATE_LABEL.vigente}</option>
                <option value="anulado">{PAYMENT_STATE_LABEL.anulado}</option>
              </Form.Select>
            </Form.Group>
          </Col>
          <Col xs={12} sm={6} lg={4}>
            {!form.kind ? (
              <Form.Group controlId="payments-party-disabled">
                <Form.Label>{partyLabel}</Form.Label>
                <Form.Control disabled placeholder={PAYMENTS_TEXT.pickKindFirst} />
              </Form.Group>
            ) : form.partyId ? (
              <div>
                <span className="form-label d-block">{partyLabel}</span>
                <Button
                  variant="outline-secondary"
                  size="sm"
                  onClick={() => set({ partyId: '', partyName: '' })}
                  aria-label={DUES_TEXT.removeParty(partyLabel, form.partyName)}
                >
                  {form.partyName} ×
                </Button>
              </div>
            ) : (
              <SearchPicker<PartyOption>
                key={form.kind}
                label={partyLabel}
                placeholder={DUES_TEXT.partySearch}
                search={(text) => lookupRepository.searchParties(corpId, form.kind === 'pago' ? 'input' : 'output', text)}
                optionKey={(p) => p.id}
                renderOption={(p) => `${p.name}${p.nif ? ` · ${p.nif}` : ''}`}
                onPick={(p) => set({ partyId: p.id, partyName: p.name })}
                testId="payments-party"
              />
            )}
          </Col>
          <Col xs={6} lg={2}>
            <Form.Group controlId="payments-from">
              <Form.Label>{PAYMENTS_TEXT.from}</Form.Label>
              <Form.Control type="date" value={form.from} onChange={(e) => set({ from: e.target.value })} />
            </Form.Group>
          </Col>
          <Col xs={6} lg={2}>
            <Form.Group controlId="payments-to">
              <Form.Label>{PAYMENTS_TEXT.to}</Form.Label>
              <Form.Control type="date" value={form.to} onChange={(e) => set({ to: e.target.value })} />
            </Form.Group>
          </Col>
        </Row>
      </Form>

      {applied && (
        <Alert variant="success" dismissible onClose={() => setApplied(null)} data-testid="payment-applied">
          {applied}
        </Alert>
      )}
      {applying && (
        <ApplyPaymentDialog
          payment={applying}
          loadDues={loadDues}
          onCancel={() => setApplying(null)}
          onApply={async (input) => {
            const result = await paymentWriter.applyPayment(actor, input);
            setApplying(null);
            setApplied(APPLY_TEXT.applied(formatEuros(Math.abs(result.unappliedCents))));
          }}
        />
      )}
      {list.error && <Alert variant="danger">{PAYMENTS_TEXT.loadFailed}</Alert>}
      {list.loading ? (
        <Loading />
      ) : (
        <TableScroll label="Lista de cobros y pagos">
          <table className="table table-hover align-middle" data-testid="payment-list">
            <thead>
              <tr>
                <th scope="col">{PAYMENTS_TEXT.columns.date}</th>
                <th scope="col">{PAYMENTS_TEXT.columns.kind}</th>
                <th scope="col">{PAYMENTS_TEXT.columns.party}</th>
                <th scope="col">{PAYMENTS_TEXT.columns.method}</th>
                <th scope="col" className="text-end">
                  {PAYMENTS_TEXT.columns.amount}
                </th>
                <th scope="col" className="text-end">
                  {PAYMENTS_TEXT.columns.unapplied}
                </th>
                <th scope="col">{PAYMENTS_TEXT.columns.invoices}</th>
                <th scope="col">{PAYMENTS_TEXT.columns.state}</th>
              </tr>
            </thead>
            <tbody>
              {list.rows.length === 0 && (
                <tr>
                  <td colSpan={8} className="text-body-secondary">
                    {PAYMENTS_TEXT.none}
                  </td>
                </tr>
              )}
              {list.rows.map((p) => {
                const reversed = p.state === 'anulado';
                return (
                  <tr key={p.id} data-testid="payment-row" className={reversed ? 'text-body-secondary' : undefined}>
                    <td className="text-nowrap">{isoToSpanish(p.date)}</td>
                    <td>{PAYMENT_KIND_LABEL[p.kind]}</td>
                    <td>
                      {p.partyName}
                      {p.reference && <span className="small text-body-secondary d-block">{PAYMENTS_TEXT.reference(p.reference)}</span>}
                    </td>
                    <td>{PAYMENT_METHOD_LABEL[p.method]}</td>
                    <td className={`text-end text-nowrap${reversed ? ' text-decoration-line-through' : ''}`}>{formatEuros(p.amountCents)}</td>
                    <td className="text-end text-nowrap">
                      {p.unappliedCents !== 0 ? formatEuros(p.unappliedCents) : ''}
                      {canApply(p) && (
                        <Button
                          variant="outline-primary"
                          size="sm"
                          className="ms-2"
                          onClick={() => {
                            setApplied(null);
                            setApplying(p);
                          }}
                          aria-label={APPLY_TEXT.buttonLabel(p.partyName, formatEuros(Math.abs(p.unappliedCents)))}
                          data-testid="payment-apply"
                        >
                          {APPLY_TEXT.button}
                        </Button>
                      )}
                    </td>
                    <td>
                      <InvoiceLinks payment={p} />
                    </td>
                    <td>
                      <Badge bg={reversed ? 'secondary' : 'success'}>{PAYMENT_STATE_LABEL[p.state]}</Badge>
                      {reversed && p.reversal && (
                        <span className="small d-block">{PAYMENTS_TEXT.reversedOn(isoToSpanish(p.reversal.date), p.reversal.reason)}</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      <ListPager list={list} noun={PAYMENTS_TEXT.noun} />
    </section>
  );
}
