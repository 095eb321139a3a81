/**
 * «Caja» on the counter page (issue 29): with no open session, open one of the company's tills
 * with its float; with one, what the drawer should hold (live: every sale moves it), cash in/out
 * with a reason, and the arqueo (ArqueoForm), which closes the session and shows its Z report.
 */
import { useEffect, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { formatEuros, parseEuros } from '../domain/money';
import { expectedCash, MAX_TILL_CENTS, type TillSession } from '../domain/till/tillModel';
import { isSafeText } from '../domain/plainText';
import { ArqueoForm } from './ArqueoForm';
import { TILL_TEXT as T, tillFailureMessage } from './messages';
import { tillCommands, tillRepository, type Till } from './tillRepository';
import { ZReportView } from './ZReportView';

export interface TillPanelProps {
  corpId: string;
  uid: string;
  company: { name: string; nif: string };
}

/** Euros typed into a money field, as whole cents within the till's bound (null: not valid). */
export function typedCents(typed: string, min: number): number | null {
  const cents = parseEuros(typed.trim());
  return cents !== null && Number.isSafeInteger(cents) && cents >= min && cents <= MAX_TILL_CENTS ? cents : null;
}

function OpenTill({ corpId, onOpened }: { corpId: string; onOpened: () => void }) {
  const [tills, setTills] = useState<Till[] | null>(null);
  const [readFailed, setReadFailed] = useState(false);
  const [tillId, setTillId] = useState('');
  const [float, setFloat] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    tillRepository.list(corpId).then(
      (list) => {
        if (!live) return;
        setTills(list);
        setTillId((current) => current || (list.find((t) => !t.openSessionId) ?? list[0])?.id || '');
      },
      (e: unknown) => {
        console.error('Caja: no se han podido leer las cajas', e);
        if (live) setReadFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [corpId]);
  const floatCents = typedCents(float === '' ? '0' : float, 0);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (floatCents === null || !tillId || busy) return;
    setBusy(true);
    setError(null);
    try {
      await tillCommands.open(corpId, tillId, floatCents);
      onOpened();
    } catch (err) {
      setError(tillFailureMessage(err));
    } finally {
      setBusy(false);
    }
  };
  if (readFailed) return <Alert variant="danger">{T.tillsFailed}</Alert>;
  if (tills === null) return <p className="text-body-secondary">Cargando cajas…</p>;
  if (tills.length === 0) return <Alert variant="warning">{T.noTills}</Alert>;
  const floatBad = touched && floatCents === null;
  return (
    <Form onSubmit={(e) => void submit(e)} aria-label={T.open} noValidate>
      <p className="mb-2">{T.closedNotice}</p>
      <div className="d-flex flex-wrap gap-3 align-items-start">
        <Form.Group controlId="till-select">
          <Form.Label>{T.till}</Form.Label>
          <Form.Select value={tillId} onChange={(e) => setTillId(e.target.value)} disabled={busy}>
            {tills.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
                {t.openSessionId ? ` (${T.openNow})` : ''}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="till-float">
          <Form.Label>{T.float}</Form.Label>
          <Form.Control
            inputMode="decimal"
            value={float}
            onChange={(e) => setFloat(e.target.value)}
            isInvalid={floatBad}
            aria-describedby={floatBad ? 'till-float-error' : 'till-float-help'}
            disabled={busy}
          />
          {floatBad ? (
            <Form.Control.Feedback type="invalid" id="till-float-error">
              {T.floatInvalid}
            </Form.Control.Feedback>
          ) : (
            <Form.Text id="till-float-help">{T.floatHelp}</Form.Text>
          )}
        </Form.Group>
        <Button type="submit" className="mt-4" disabled={busy}>
          {busy ? T.opening : T.open}
        </Button>
      </div>
      {error && (
        <Alert variant="danger" className="mt-2 mb-0">
          {error}
        </Alert>
      )}
    </Form>
  );
}

function CashMove({ corpId, session }: { corpId: string; session: TillSession }) {
  const [kind, setKind] = useState<'in' | 'out'>('in');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const cents = typedCents(amount, 1);
  const folded = reason.trim().replace(/\s+/g, ' ');
  const reasonOk = folded.length >= 1 && folded.length <= 200 && isSafeText(folded);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (cents === null || !reasonOk || busy) return;
    setBusy(true);
    setMessage(null);
    try {
      await tillCommands.move(corpId, session.id, kind, cents, folded);
      setMessage({ ok: true, text: T.recorded(kind, cents) });
      setAmount('');
      setReason('');
      setTouched(false);
    } catch (err) {
      setMessage({ ok: false, text: tillFailureMessage(err) });
    } finally {
      setBusy(false);
    }
  };
  const amountBad = touched && cents === null;
  const reasonBad = touched && !reasonOk;
  return (
    <Form onSubmit={(e) => void submit(e)} aria-label={T.moves} noValidate>
      <fieldset disabled={busy}>
        <legend className="fs-6 fw-semibold">{T.moves}</legend>
        <div className="d-flex flex-wrap gap-3 align-items-start">
          <div role="radiogroup" aria-label={T.moveKind} className="pt-4">
            <Form.Check
              inline
              type="radio"
              id="till-move-in"
              name="till-move"
              label={T.moveIn}
              checked={kind === 'in'}
              onChange={() => setKind('in')}
            />
            <Form.Check
              inline
              type="radio"
              id="till-move-out"
              name="till-move"
              label={T.moveOut}
              checked={kind === 'out'}
              onChange={() => setKind('out')}
            />
          </div>
          <Form.Group controlId="till-move-amount">
            <Form.Label>{T.amount}</Form.Label>
            <Form.Control
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              isInvalid={amountBad}
              aria-describedby={amountBad ? 'till-move-amount-error' : undefined}
            />
            <Form.Control.Feedback type="invalid" id="till-move-amount-error">
              {T.amountInvalid}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId="till-move-reason" className="flex-grow-1">
            <Form.Label>{T.reason}</Form.Label>
            <Form.Control
              value={reason}
              maxLength={400}
              onChange={(e) => setReason(e.target.value)}
              isInvalid={reasonBad}
              aria-describedby={reasonBad ? 'till-move-reason-error' : 'till-move-reason-help'}
            />
            {reasonBad ? (
              <Form.Control.Feedback type="invalid" id="till-move-reason-error">
                {T.reasonRequired}
              </Form.Control.Feedback>
            ) : (
              <Form.Text id="till-move-reason-help">{T.reasonHelp}</Form.Text>
            )}
          </Form.Group>
          <Button type="submit" variant="outline-primary" className="mt-4">
            {busy ? T.recording : T.record}
          </Button>
        </div>
      </fieldset>
      {message && (
        <p className={message.ok ? 'text-success small mb-0' : 'text-danger small mb-0'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
    </Form>
  );
}

export function TillPanel({ corpId, uid, company }: TillPanelProps) {
  const [session, setSession] = useState<TillSession | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [arqueo, setArqueo] = useState(false);
  const [closed, setClosed] = useState<TillSession | null>(null);
  useEffect(
    () =>
      tillRepository.watchMine(corpId, uid, setSession, (e) => {
        console.error('Caja: no se ha podido leer la sesión', e);
        setFailed(true);
      }),
    [corpId, uid],
  );
  return (
    <Card className="mb-3" data-testid="till-panel">
      <Card.Body>
        <h2 className="h5">{T.title}</h2>
        {failed && <Alert variant="danger">{T.sessionFailed}</Alert>}
        {closed && (
          <div className="mb-3">
            <ZReportView session={closed} company={company} />
            <Button variant="link" className="px-0" onClick={() => setClosed(null)}>
              {T.newDay}
            </Button>
          </div>
        )}
        {!closed && session === null && <OpenTill corpId={corpId} onOpened={() => undefined} />}
        {!closed && session && (
          <>
            <p className="mb-2" data-testid="till-session">
              <strong>{T.openOn(session.tillName, session.cashierName)}</strong> · {T.expected}:{' '}
              <span data-testid="till-expected" className="fw-bold">
                {formatEuros(expectedCash(session.floatCents, session.totals))}
              </span>
            </p>
            {arqueo ? (
              <ArqueoForm
                corpId={corpId}
                session={session}
                onCancel={() => setArqueo(false)}
                onClosed={(s) => {
                  setArqueo(false);
                  setClosed(s);
                }}
              />
            ) : (
              <>
                <CashMove corpId={corpId} session={session} />
                <Button variant="outline-secondary" className="mt-3" onClick={() => setArqueo(true)}>
                  {T.arqueoStart}
                </Button>
              </>
            )}
          </>
        )}
      </Card.Body>
    </Card>
  );
}
