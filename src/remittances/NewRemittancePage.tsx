/**
 * #/payments/remittances/new: Nueva remesa (issue 30). Pick the kind, the collection (or execution)
 * date and a due-date range; the open dues that can go in (one indexed query, at most MAX_DUES)
 * come with checkboxes and the selected total; «Crear remesa» calls createRemittance and opens the
 * remittance, with the dues it left out and why.
 */
import { isoToSpanish } from '../invoices/messages';
import { useMemo, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useCompanyActor } from '../auth/session';
import { addDaysIso } from '../domain/dates';
import { madridIsoDate } from '../domain/invoiceDates';
import { formatEuros } from '../domain/money';
import type { Due } from '../domain/payments/dues';
import { MAX_REMITTANCE_ITEMS, REMITTANCE_KINDS, type RemittanceKind, type RemittanceScheme } from '../domain/payments/remittance';
import { useAppNavigate } from '../shared/AppLink';
import { flashState } from '../shared/feedback/flash';
import { PageHeading } from '../shared/PageHeading';
import { KIND_LABEL, REMITTANCE_TEXT as T, remittanceFailureMessage } from './messages';
import { MAX_DUES, remittanceRepository, type CreatedRemittance } from './remittanceRepository';
import { RefusedDues } from './RefusedDues';

export default function NewRemittancePage() {
  const { corpId } = useCompanyActor();
  const navigate = useAppNavigate();
  const today = madridIsoDate(new Date());
  const [kind, setKind] = useState<RemittanceKind>('cobros');
  const [scheme, setScheme] = useState<RemittanceScheme>('CORE');
  const [date, setDate] = useState(addDaysIso(today, 3));
  const [from, setFrom] = useState(addDaysIso(today, -365));
  const [until, setUntil] = useState(addDaysIso(today, 30));
  const [dues, setDues] = useState<Due[] | null>(null);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState<CreatedRemittance['refused'] | null>(null);

  const total = useMemo(() => (dues ?? []).filter((d) => picked.has(d.id)).reduce((a, d) => a + d.amountCents - d.paidCents, 0), [dues, picked]);

  const search = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const found = await remittanceRepository.openDues(corpId, kind, from, until);
      setDues(found);
      setPicked(new Set(found.slice(0, MAX_REMITTANCE_ITEMS).map((d) => d.id)));
    } catch (err) {
      console.error('Remesas: vencimientos', err);
      setError(T.duesFailed);
    } finally {
      setBusy(false);
    }
  };

  const create = async () => {
    if (picked.size === 0 || busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await remittanceRepository.create(corpId, { kind, dueIds: [...picked], date, scheme });
      if (result.remittanceId === null) {
        setRefused(result.refused);
        setError(T.nothingClaimed);
        return;
      }
      navigate(`/payments/remittances/details?remittanceId=${encodeURIComponent(result.remittanceId)}`, {
        state: { ...flashState(T.createdNotice(result.claimed)), refused: result.refused },
      });
    } catch (err) {
      setError(remittanceFailureMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const toggle = (id: string) =>
    setPicked((p) => {
      const next = new Set(p);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      <PageHeading id="new-remittance-title" title={T.newTitle} />
      <Form onSubmit={search} className="row g-2 align-items-end mb-3">
        <Form.Group className="col-md-3" controlId="remittance-kind">
          <Form.Label>{T.kind}</Form.Label>
          <Form.Select
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as RemittanceKind);
              setDues(null);
              setPicked(new Set());
            }}
          >
            {REMITTANCE_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABEL[k]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {kind === 'cobros' && (
          <Form.Group className="col-md-1" controlId="remittance-scheme">
            <Form.Label>{T.scheme}</Form.Label>
            <Form.Select value={scheme} onChange={(e) => setScheme(e.target.value as RemittanceScheme)}>
              <option value="CORE">CORE</option>
              <option value="B2B">B2B</option>
            </Form.Select>
          </Form.Group>
        )}
        <Form.Group className="col-md-2" controlId="remittance-date">
          <Form.Label>{kind === 'cobros' ? T.collectionDate : T.executionDate}</Form.Label>
          <Form.Control type="date" min={today} value={date} onChange={(e) => setDate(e.target.value)} required />
        </Form.Group>
        <Form.Group className="col-md-2" controlId="remittance-from">
          <Form.Label>{T.from}</Form.Label>
          <Form.Control type="date" value={from} onChange={(e) => setFrom(e.target.value)} required />
        </Form.Group>
        <Form.Group className="col-md-2" controlId="remittance-until">
          <Form.Label>{T.until}</Form.Label>
          <Form.Control type="date" value={until} onChange={(e) => setUntil(e.target.value)} required />
        </Form.Group>
        <div className="col-md-2">
          <Button type="submit" variant="secondary" disabled={busy}>
            {busy ? T.searching : T.search}
          </Button>
        </div>
      </Form>
      {error && <Alert variant="danger">{error}</Alert>}
      {refused && refused.length > 0 && <RefusedDues refused={refused} />}
      {dues !== null && dues.length === 0 && <p>{T.noDues}</p>}
      {dues !== null && dues.length > 0 && (
        <>
          {dues.length >= MAX_DUES && <p className="text-muted">{T.duesLimit(MAX_DUES)}</p>}
          <Table striped hover responsive size="sm" aria-labelledby="new-remittance-title">
            <thead>
              <tr>
                <th>
                  <Form.Check
                    aria-label={T.selectAll}
                    checked={picked.size === Math.min(dues.length, MAX_REMITTANCE_ITEMS)}
                    onChange={(e) => setPicked(e.target.checked ? new Set(dues.slice(0, MAX_REMITTANCE_ITEMS).map((d) => d.id)) : new Set())}
                  />
                </th>
                <th>{T.number}</th>
                <th>{T.party}</th>
                <th>{T.dueDate}</th>
                <th className="text-end">{T.amount}</th>
              </tr>
            </thead>
            <tbody>
              {dues.map((d) => (
                <tr key={d.id}>
                  <td>
                    <Form.Check aria-label={T.select(`${d.number} (${d.n}/${d.of})`)} checked={picked.has(d.id)} onChange={() => toggle(d.id)} />
                  </td>
                  <td>
                    {d.number}
                    {d.of > 1 ? ` (${d.n}/${d.of})` : ''}
                  </td>
                  <td>{d.partyName}</td>
                  <td>{isoToSpanish(d.dueDate)}</td>
                  <td className="text-end">{formatEuros(d.amountCents - d.paidCents)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <div className="d-flex gap-3 align-items-center">
            <strong>{T.selected(picked.size, formatEuros(total))}</strong>
            <Button onClick={create} disabled={busy || picked.size === 0 || picked.size > MAX_REMITTANCE_ITEMS}>
              {busy ? T.creating : T.create}
            </Button>
          </div>
        </>
      )}
    </>
  );
}
