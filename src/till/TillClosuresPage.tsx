/**
 * #/reports/till-closures: Cierres de caja (issue 29). The Z reports of closed till sessions, newest
 * first (one query of at most 50: a cashier's own, an admin's the whole company's), each shown and
 * printable as PDF; and, for admins, the company's tills (cajas): add one, rename one.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useCompanyActor } from '../auth/session';
import { formatEuros } from '../domain/money';
import { isSafeText } from '../domain/plainText';
import { roleAtLeast } from '../domain/roles';
import type { TillSession } from '../domain/till/tillModel';
import { PageHeading } from '../shared/PageHeading';
import { TILL_TEXT as T } from './messages';
import { tillRepository, type Till } from './tillRepository';
import { instantText } from './zReport';
import { ZReportView } from './ZReportView';

/** A till's name as the rules take it: 1..60 characters, trimmed, one line, no control character. */
export function validTillName(name: string): boolean {
  return name.length >= 1 && name.length <= 60 && name.trim() === name && isSafeText(name);
}

function TillNameForm({
  initial,
  label,
  action,
  onSave,
}: {
  initial: string;
  label: string;
  action: string;
  onSave: (name: string) => Promise<void>;
}) {
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trimmed = name.trim();
  const bad = touched && !validTillName(trimmed);
  const id = `till-name-${label.replace(/\W+/g, '-')}`;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!validTillName(trimmed) || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onSave(trimmed);
      if (!initial) setName('');
      setTouched(false);
    } catch (err) {
      console.error('Caja: no se ha podido guardar', err);
      setError(T.tillSaveFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form onSubmit={(e) => void submit(e)} noValidate className="d-flex gap-2 align-items-start" aria-label={label}>
      <div>
        <Form.Label htmlFor={id} visuallyHidden>
          {label}
        </Form.Label>
        <Form.Control
          id={id}
          size="sm"
          value={name}
          maxLength={80}
          onChange={(e) => setName(e.target.value)}
          isInvalid={bad}
          aria-describedby={bad ? `${id}-error` : undefined}
          disabled={busy}
        />
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {T.nameRequired}
        </Form.Control.Feedback>
        {error && <div className="text-danger small">{error}</div>}
      </div>
      <Button type="submit" size="sm" variant="outline-primary" disabled={busy}>
        {action}
      </Button>
    </Form>
  );
}

function TillsAdmin({ corpId, uid }: { corpId: string; uid: string }) {
  const [tills, setTills] = useState<Till[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    tillRepository.list(corpId).then(setTills, (e: unknown) => {
      console.error('Caja: no se han podido leer las cajas', e);
      setFailed(true);
    });
  }, [corpId]);
  useEffect(load, [load]);
  return (
    <section aria-labelledby="tills-title" className="mb-4">
      <h2 id="tills-title" className="h5">
        {T.tills}
      </h2>
      {failed && <Alert variant="danger">{T.tillsFailed}</Alert>}
      {tills && (
        <ul className="list-unstyled">
          {tills.map((t) => (
            <li key={t.id} className="mb-2">
              <TillNameForm
                initial={t.name}
                label={`${T.rename}: ${t.name}`}
                action={T.save}
                onSave={async (name) => {
                  await tillRepository.rename(corpId, t.id, name);
                  load();
                }}
              />
              {t.openSessionId && <span className="badge text-bg-success ms-2">{T.openNow}</span>}
            </li>
          ))}
        </ul>
      )}
      <TillNameForm
        initial=""
        label={T.newTill}
        action={T.create}
        onSave={async (name) => {
          await tillRepository.create(corpId, uid, name);
          load();
        }}
      />
    </section>
  );
}

export default function TillClosuresPage() {
  const { corpId, uid, role, corp } = useCompanyActor();
  const admin = roleAtLeast(role, 'admin');
  const [closures, setClosures] = useState<TillSession[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    tillRepository.closures(corpId, uid, admin).then(
      (list) => live && setClosures(list),
      (e: unknown) => {
        console.error('Caja: no se han podido leer los cierres', e);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [corpId, uid, admin]);
  const company = { name: corp.data.legalName || corp.name, nif: corp.data.nif };
  const current = closures?.find((c) => c.id === shown) ?? null;
  return (
    <section aria-labelledby="closures-title">
      <PageHeading id="closures-title" title={T.closures} />
      {admin && <TillsAdmin corpId={corpId} uid={uid} />}
      <p className="text-body-secondary">{admin ? T.closuresIntro : T.closuresMine}</p>
      {failed && <Alert variant="danger">{T.closuresFailed}</Alert>}
      {closures && closures.length === 0 && <p>{T.noClosures}</p>}
      {closures && closures.length > 0 && (
        <Table size="sm" responsive aria-label={T.closures}>
          <thead>
            <tr>
              <th scope="col">Z</th>
              <th scope="col">{T.till}</th>
              <th scope="col">{T.cashier}</th>
              <th scope="col">{T.closedAt}</th>
              <th scope="col" className="text-end">
                {T.expected}
              </th>
              <th scope="col" className="text-end">
                {T.counted}
              </th>
              <th scope="col" className="text-end">
                {T.difference}
              </th>
              <th scope="col">
                <span className="visually-hidden">{T.view}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {closures.map((s) => (
              <tr key={s.id}>
                <td>{s.closing?.zText}</td>
                <td>{s.tillName}</td>
                <td>{s.cashierName}</td>
                <td>{instantText(s.closing?.closedAt ?? '')}</td>
                <td className="text-end text-nowrap">{formatEuros(s.closing?.expectedCents ?? 0)}</td>
                <td className="text-end text-nowrap">{formatEuros(s.closing?.countedCents ?? 0)}</td>
                <td className={`text-end text-nowrap ${s.closing?.differenceCents ? 'text-danger' : ''}`}>
                  {formatEuros(s.closing?.differenceCents ?? 0)}
                </td>
                <td>
                  <Button size="sm" variant="link" onClick={() => setShown(s.id)} aria-label={`${T.view} ${s.closing?.zText ?? ''} ${s.tillName}`}>
                    {T.view}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {current && <ZReportView session={current} company={company} headingLevel={2} />}
    </section>
  );
}
