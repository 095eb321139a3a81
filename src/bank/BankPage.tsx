/**
 * #/payments/bank «Banco» (admins, issue 30): import a statement, and the movements, newest first,
 * cursor-paged and filtered by state, account and dates. Each pending movement shows the open dues
 * and remittances that match it (suggestMatches in the browser, against the dues of its exact
 * amount and the remittances near its date: bankMatching.ts says which queries), «Conciliar» with
 * the best or a chosen one (a remittance only sent is first marked charged on the movement's date),
 * «Ignorar»; a reconciled one can be undone with a reason. A movement nobody matches stays in the
 * list as pending.
 * Reads: one page of bankMovements (≤ 25, live) and its count; per page, one dues query per kind
 * and 15 distinct amounts of its pending movements, and one query of ≤ 20 remittances.
 */
import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { useCompanyActor } from '../auth/session';
import { BANK_MOVEMENT_STATES, type BankMovementRow, type BankMovementState } from '../domain/bank/bankCommands';
import { movementText } from '../domain/bank/movement';
import { accountKeyOf } from '../domain/bank/movementId';
import { formatEuros } from '../domain/money';
import type { Due } from '../domain/payments/dues';
import type { Remittance } from '../domain/payments/remittance';
import { remittanceRepository } from '../remittances/remittanceRepository';
import { AppLink } from '../shared/AppLink';
import { ListPager } from '../shared/list/ListPager';
import { usePagedList } from '../shared/list/usePagedList';
import { Loading } from '../shared/Loading';
import { PageHeading } from '../shared/PageHeading';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { useStableValue } from '../shared/useStableValue';
import { bankCommands } from './bankCommands';
import { BankImportPanel, isoDay } from './BankImportPanel';
import { ReconcileDuesDialog } from './ReconcileDuesDialog';
import { candidatesByMovement, dueQueriesFor, isMatchable, remittanceWindowFor, type MatchTarget, type MovementCandidates } from './bankMatching';
import { bankRepository, type BankMovementFilters } from './bankRepository';
import { BANK_TEXT, bankErrorMessage, REASON_LABEL, STATE_LABEL } from './messages';

interface Notice {
  variant: 'success' | 'danger';
  text: string;
}

interface PageOpenItems {
  dues: Due[];
  remittances: Remittance[];
  failed: boolean;
}

const NO_ITEMS: PageOpenItems = { dues: [], remittances: [], failed: false };

/**
 * The open dues of the page's pending movements' amounts and the remittances near their dates
 * (bankMatching.ts: batched, indexed, never the whole collection).
 */
function usePageOpenItems(corpId: string, rows: readonly BankMovementRow[], refresh: number): PageOpenItems {
  const queries = useStableValue({ dues: dueQueriesFor(rows), remittances: remittanceWindowFor(rows), refresh });
  const [state, setState] = useState<PageOpenItems & { key: string }>({ key: '', ...NO_ITEMS });
  useEffect(() => {
    let live = true;
    const { dues, remittances } = queries.value;
    Promise.all([
      Promise.all(dues.map((q) => bankRepository.openDuesWithAmounts(corpId, q.kind, q.amounts))),
      remittances ? bankRepository.remittancesToMatch(corpId, remittances) : Promise.resolve([]),
    ])
      .then(([lists, open]) => live && setState({ key: queries.key, dues: lists.flat(), remittances: open, failed: false }))
      .catch((error: unknown) => {
        console.error('dues.bankMatch', error);
        if (live) setState({ key: queries.key, ...NO_ITEMS, failed: true });
      });
    return () => {
      live = false;
    };
  }, [corpId, queries.key, queries.value]);
  return state.key === queries.key ? state : NO_ITEMS;
}

/** The party of a movement's best due suggestion (where «Varios vencimientos…» starts). */
function partyOfBest(c: MovementCandidates | null): { id: string; name: string } | null {
  const best = c?.candidates.find((x) => x.itemId === c.best)?.target;
  return best?.kind === 'due' && best.due.partyId !== '' ? { id: best.due.partyId, name: best.due.partyName } : null;
}

/** How a candidate is named in the movement's list. */
function targetLabel(target: MatchTarget, reasons: string): string {
  if (target.kind === 'due') return `${target.due.number} · ${target.due.partyName} · ${isoDay(target.due.dueDate)} (${reasons})`;
  const r = target.remittance;
  return `${BANK_TEXT.remittanceOption(r.messageId || r.id, isoDay(r.settleDate ?? r.date), r.totals.count)} (${reasons})`;
}

export default function BankPage() {
  const { corpId } = useCompanyActor();
  useDocumentTitle(BANK_TEXT.title);
  const [filters, setFilters] = useState<BankMovementFilters>({ state: 'pendiente', accountKey: null, from: null, to: null });
  const stable = useStableValue(filters);
  const listQuery = useMemo(() => bankRepository.listQuery(corpId, stable.value), [corpId, stable.value]);
  const list = usePagedList(listQuery, stable.key);
  const rows = useMemo(() => list.rows.filter((r): r is BankMovementRow => r !== null), [list.rows]);
  // Bumped after a reconciliation: a remittance matched is no longer a candidate.
  const [refresh, setRefresh] = useState(0);
  const { dues, remittances, failed: duesFailed } = usePageOpenItems(corpId, rows, refresh);
  const candidates = useMemo(() => candidatesByMovement(rows, dues, remittances), [rows, dues, remittances]);
  const [busy, setBusy] = useState<string | null>(null);
  // The movement being reconciled with several dues («Varios vencimientos…»).
  const [several, setSeveral] = useState<BankMovementRow | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const act = async (movementId: string, work: () => Promise<string>) => {
    setBusy(movementId);
    setNotice(null);
    try {
      setNotice({ variant: 'success', text: await work() });
    } catch (e) {
      setNotice({ variant: 'danger', text: bankErrorMessage(e) });
    } finally {
      setBusy(null);
    }
  };
  const set = (change: Partial<BankMovementFilters>) => setFilters((f) => ({ ...f, ...change }));

  return (
    <section aria-labelledby="bank-title">
      <PageHeading id="bank-title" title={BANK_TEXT.title} spacing="mb-2" />
      <p className="text-body-secondary small">{BANK_TEXT.intro}</p>
      <BankImportPanel corpId={corpId} />

      <h2 className="h5">{BANK_TEXT.listTitle}</h2>
      <Form role="search" aria-label="Filtrar los movimientos" onSubmit={(e) => e.preventDefault()}>
        <Row className="g-2 mb-2 align-items-end">
          <Col xs={12} sm={3}>
            <Form.Group controlId="bank-filter-state">
              <Form.Label>{BANK_TEXT.state}</Form.Label>
              <Form.Select value={filters.state ?? ''} onChange={(e) => set({ state: (e.target.value || null) as BankMovementState | null })}>
                <option value="">{BANK_TEXT.allStates}</option>
                {BANK_MOVEMENT_STATES.map((s) => (
                  <option key={s} value={s}>
                    {STATE_LABEL[s]}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col xs={12} sm={3}>
            <Form.Group controlId="bank-filter-account">
              <Form.Label>{BANK_TEXT.accountFilter}</Form.Label>
              <Form.Control
                defaultValue=""
                placeholder="IBAN"
                onBlur={(e) => set({ accountKey: e.target.value.trim() === '' ? null : accountKeyOf(e.target.value) })}
              />
            </Form.Group>
          </Col>
          <Col xs={6} sm={3}>
            <Form.Group controlId="bank-filter-from">
              <Form.Label>{BANK_TEXT.from}</Form.Label>
              <Form.Control type="date" value={filters.from ?? ''} onChange={(e) => set({ from: e.target.value || null })} />
            </Form.Group>
          </Col>
          <Col xs={6} sm={3}>
            <Form.Group controlId="bank-filter-to">
              <Form.Label>{BANK_TEXT.to}</Form.Label>
              <Form.Control type="date" value={filters.to ?? ''} onChange={(e) => set({ to: e.target.value || null })} />
            </Form.Group>
          </Col>
        </Row>
      </Form>

      {notice && (
        <Alert variant={notice.variant} role={notice.variant === 'danger' ? 'alert' : 'status'} dismissible onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {several && (
        <ReconcileDuesDialog
          corpId={corpId}
          movement={several}
          party={partyOfBest(candidates.get(several.id) ?? null)}
          onCancel={() => setSeveral(null)}
          onReconcile={async (dueIds) => {
            const m = several;
            const r = await bankCommands.reconcile(corpId, m.id, dueIds);
            setSeveral(null);
            setNotice({
              variant: 'success',
              text: BANK_TEXT.reconciled(Math.abs(m.amountCents)) + (r.unappliedCents !== 0 ? BANK_TEXT.onAccount(Math.abs(r.unappliedCents)) : ''),
            });
          }}
        />
      )}
      {list.error && <Alert variant="danger">{BANK_TEXT.loadFailed}</Alert>}
      {duesFailed && <Alert variant="warning">{BANK_TEXT.duesFailed}</Alert>}
      {list.loading ? (
        <Loading />
      ) : rows.length === 0 ? (
        <p>{BANK_TEXT.none}</p>
      ) : (
        <Table size="sm" responsive hover data-testid="bank-movements">
          <thead>
            <tr>
              <th>{BANK_TEXT.date}</th>
              <th>{BANK_TEXT.concept}</th>
              <th className="text-end">{BANK_TEXT.amount}</th>
              <th>{BANK_TEXT.state}</th>
              <th>{BANK_TEXT.suggestion}</th>
              <th>{BANK_TEXT.actions}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((m) => (
              <MovementRow
                key={m.id}
                movement={m}
                candidates={candidates.get(m.id) ?? null}
                busy={busy !== null}
                onSeveral={() => {
                  setNotice(null);
                  setSeveral(m);
                }}
                onReconcile={(target) =>
                  act(m.id, async () => {
                    if (target.kind === 'remittance') {
                      const r = target.remittance;
                      // Sent but not yet marked charged: the bank's movement says it was, on its date
                      // (never before the collection date the file asked for).
                      const settle = r.state === 'enviada';
                      if (settle) await remittanceRepository.settle(corpId, r.id, m.date < r.date ? r.date : m.date);
                      await bankCommands.reconcileRemittance(corpId, m.id, r.id);
                      setRefresh((n) => n + 1);
                      return BANK_TEXT.reconciledRemittance(r.messageId || r.id, settle);
                    }
                    const r = await bankCommands.reconcile(corpId, m.id, [target.due.id]);
                    return (
                      BANK_TEXT.reconciled(Math.abs(m.amountCents)) + (r.unappliedCents !== 0 ? BANK_TEXT.onAccount(Math.abs(r.unappliedCents)) : '')
                    );
                  })
                }
                onIgnore={(ignored) =>
                  act(m.id, async () => {
                    await bankCommands.ignore(corpId, m.id, ignored);
                    return ignored ? `${STATE_LABEL.ignorado}.` : `${STATE_LABEL.pendiente}.`;
                  })
                }
                onUndo={(reason) =>
                  act(m.id, async () => {
                    await bankCommands.unreconcile(corpId, m.id, reason);
                    return `${STATE_LABEL.pendiente}.`;
                  })
                }
              />
            ))}
          </tbody>
        </Table>
      )}
      <ListPager list={list} noun="movimientos" />
    </section>
  );
}

function MovementRow({
  movement: m,
  candidates,
  busy,
  onReconcile,
  onSeveral,
  onIgnore,
  onUndo,
}: {
  movement: BankMovementRow;
  candidates: MovementCandidates | null;
  busy: boolean;
  onReconcile: (target: MatchTarget) => void;
  onSeveral: () => void;
  onIgnore: (ignored: boolean) => void;
  onUndo: (reason: string) => void;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [undoing, setUndoing] = useState(false);
  const [reason, setReason] = useState('');
  const options = candidates?.candidates ?? [];
  const selected = chosen ?? candidates?.best ?? null;
  const selectedTarget = options.find((c) => c.itemId === selected)?.target ?? null;
  return (
    <tr data-testid="bank-movement">
      <td>{isoDay(m.date)}</td>
      <td className="small">{movementText(m)}</td>
      <td className={`text-end ${m.amountCents < 0 ? 'text-danger' : ''}`}>{formatEuros(m.amountCents)}</td>
      <td>{STATE_LABEL[m.state]}</td>
      <td className="small">
        {m.state === 'conciliado' && m.match && m.match.remittanceId === null && BANK_TEXT.paidWith(m.match.dueIds.length)}
        {m.state === 'conciliado' && m.match?.remittanceId && (
          <AppLink to={`/payments/remittances/details?remittanceId=${m.match.remittanceId}`}>{BANK_TEXT.paidRemittance}</AppLink>
        )}
        {m.state === 'pendiente' && m.returnedDebit && BANK_TEXT.returnedDebit}
        {isMatchable(m) && options.length === 0 && BANK_TEXT.noSuggestion}
        {isMatchable(m) && options.length > 0 && (
          <Form.Select size="sm" aria-label={BANK_TEXT.chooseDue} value={selected ?? ''} onChange={(e) => setChosen(e.target.value)}>
            {options.map((c) => (
              <option key={c.itemId} value={c.itemId}>
                {targetLabel(c.target, c.reasons.map((r) => REASON_LABEL[r]).join(', '))}
              </option>
            ))}
          </Form.Select>
        )}
      </td>
      <td>
        <div className="d-flex flex-wrap gap-1">
          {isMatchable(m) && selectedTarget && (
            <Button size="sm" disabled={busy} onClick={() => onReconcile(selectedTarget)}>
              {BANK_TEXT.reconcile}
            </Button>
          )}
          {isMatchable(m) && (
            <Button
              size="sm"
              variant="outline-primary"
              disabled={busy}
              onClick={onSeveral}
              aria-label={BANK_TEXT.reconcileSeveralLabel(formatEuros(Math.abs(m.amountCents)))}
            >
              {BANK_TEXT.reconcileSeveral}
            </Button>
          )}
          {m.state === 'pendiente' && (
            <Button size="sm" variant="outline-secondary" disabled={busy} onClick={() => onIgnore(true)}>
              {BANK_TEXT.ignore}
            </Button>
          )}
          {m.state === 'ignorado' && (
            <Button size="sm" variant="outline-secondary" disabled={busy} onClick={() => onIgnore(false)}>
              {BANK_TEXT.restore}
            </Button>
          )}
          {m.state === 'conciliado' && !undoing && (
            <Button size="sm" variant="outline-danger" disabled={busy} onClick={() => setUndoing(true)}>
              {BANK_TEXT.undo}
            </Button>
          )}
          {m.state === 'conciliado' && undoing && (
            <Form
              className="d-flex gap-1"
              onSubmit={(e) => {
                e.preventDefault();
                onUndo(reason);
              }}
            >
              <Form.Control
                size="sm"
                aria-label={BANK_TEXT.undoReason}
                placeholder={BANK_TEXT.undoReason}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
              <Button size="sm" type="submit" variant="danger" disabled={busy || reason.trim().length < 3}>
                {BANK_TEXT.undoConfirm}
              </Button>
              <Button size="sm" variant="link" onClick={() => setUndoing(false)}>
                {BANK_TEXT.cancel}
              </Button>
            </Form>
          )}
        </div>
      </td>
    </tr>
  );
}
