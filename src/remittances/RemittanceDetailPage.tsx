/**
 * #/payments/remittances/details?remittanceId=: one remesa (issue 30), watched live. Its items and
 * totals, the dues left out when it was created (passed by the new-remittance page), «Descargar
 * fichero SEPA» (built here from the stored document by the same pure builder the tests check
 * against the XSDs: the same bytes on every download), «Marcar como enviada», «Marcar como
 * cargada» (with the bank's date), per settled item «Devolución» (SEPA reason and date), and
 * «Cancelar remesa» while preparada or enviada.
 */
import { isoToSpanish } from '../invoices/messages';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useCompanyActor } from '../auth/session';
import { madridIsoDate } from '../domain/invoiceDates';
import { formatEuros } from '../domain/money';
import {
  remittanceFile,
  remittanceFileName,
  SEPA_RETURN_CODES,
  type Remittance,
  type RemittanceDueRefusal,
  type RemittanceItem,
} from '../domain/payments/remittance';
import { AppLink } from '../shared/AppLink';
import { downloadText } from '../shared/csv/download';
import { NoticeAlert } from '../shared/feedback/NoticeAlert';
import { useFlash, type Notice } from '../shared/feedback/flash';
import { Loading } from '../shared/Loading';
import { PageHeading } from '../shared/PageHeading';
import { KIND_LABEL, REMITTANCE_TEXT as T, RETURN_CODE_LABEL, remittanceFailureMessage, STATE_LABEL } from './messages';
import { RefusedDues } from './RefusedDues';
import { remittanceRepository } from './remittanceRepository';

function ReturnForm({ onSave, busy }: { onSave: (code: string, date: string) => void; busy: boolean }) {
  const [code, setCode] = useState<string>('AM04');
  const [date, setDate] = useState(madridIsoDate(new Date()));
  return (
    <div className="d-flex gap-1">
      <Form.Select size="sm" aria-label={T.returnCode} value={code} onChange={(e) => setCode(e.target.value)}>
        {SEPA_RETURN_CODES.map((c) => (
          <option key={c} value={c}>
            {RETURN_CODE_LABEL[c]}
          </option>
        ))}
      </Form.Select>
      <Form.Control size="sm" type="date" aria-label={T.returnDate} value={date} onChange={(e) => setDate(e.target.value)} />
      <Button size="sm" variant="outline-danger" disabled={busy || date === ''} onClick={() => onSave(code, date)}>
        {T.returnSave}
      </Button>
    </div>
  );
}

export default function RemittanceDetailPage() {
  const { corpId } = useCompanyActor();
  const id = useSearchParams()[0].get('remittanceId') ?? '';
  const location = useLocation();
  const flash = useFlash();
  const refused = ((location.state as { refused?: unknown } | null)?.refused ?? []) as { dueId: string; code: RemittanceDueRefusal }[];
  const [r, setR] = useState<Remittance | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(flash);
  const [busy, setBusy] = useState(false);
  // The day the bank charged it: today, but never before the remittance's own collection date (the command refuses that).
  const [settleInput, setSettleDate] = useState<string | null>(null);
  const today = madridIsoDate(new Date());
  const settleDate = settleInput ?? (r && r.date > today ? r.date : today);
  const [returning, setReturning] = useState<string | null>(null);

  useEffect(() => {
    if (id === '') return;
    return remittanceRepository.watch(corpId, id, setR, (e) => {
      console.error('Remesa: no se ha podido leer', e);
      setFailed(true);
    });
  }, [corpId, id]);

  // Not there (or unreadable): the page still says what it is, and the way back.
  const heading = (
    <PageHeading id="remittance-title" title={T.detailTitle}>
      <AppLink to="/payments/remittances">{T.back}</AppLink>
    </PageHeading>
  );
  if (failed || id === '' || r === null) {
    return (
      <>
        {heading}
        {failed ? <Alert variant="danger">{T.readFailed}</Alert> : <Alert variant="warning">{T.notFound}</Alert>}
      </>
    );
  }
  if (r === undefined) return <Loading />;

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      setNotice({ variant: 'success', text: await work() });
    } catch (err) {
      setNotice({ variant: 'danger', text: remittanceFailureMessage(err) });
    } finally {
      setBusy(false);
    }
  };
  const file = r.state === 'cancelada' ? null : remittanceFile(r, { pretty: true });
  const download = () => {
    if (file?.ok) downloadText(remittanceFileName(r), file.xml, 'application/xml;charset=utf-8');
  };
  const canCancel = r.state === 'preparada' || r.state === 'enviada';
  const returnItem = (item: RemittanceItem) => (code: string, date: string) =>
    run(async () => {
      await remittanceRepository.returnItem(corpId, { remittanceId: r.id, dueId: item.dueId, code, date });
      setReturning(null);
      return T.returnedNotice;
    });

  return (
    <>
      <PageHeading id="remittance-title" title={`${T.detailTitle} ${r.messageId}`}>
        <AppLink to="/payments/remittances">{T.back}</AppLink>
      </PageHeading>
      <NoticeAlert notice={notice} testId="remittance-notice" onClose={() => setNotice(null)} />
      {refused.length > 0 && <RefusedDues refused={refused} />}
      <dl className="row">
        <dt className="col-sm-3">{T.kind}</dt>
        <dd className="col-sm-9">{KIND_LABEL[r.kind]}</dd>
        <dt className="col-sm-3">{r.kind === 'cobros' ? T.collectionDate : T.executionDate}</dt>
        <dd className="col-sm-9">
          {isoToSpanish(r.date)}
          {r.scheme ? ` · ${r.scheme}` : ''}
        </dd>
        <dt className="col-sm-3">{T.state}</dt>
        <dd className="col-sm-9">
          {STATE_LABEL[r.state]}
          {r.settleDate ? ` (${isoToSpanish(r.settleDate)})` : ''}
        </dd>
        <dt className="col-sm-3">{T.total}</dt>
        <dd className="col-sm-9">
          {r.totals.count} · {formatEuros(r.totals.amountCents)}
          {r.totals.returnedCount > 0 ? ` · ${r.totals.returnedCount} devueltos (${formatEuros(r.totals.returnedCents)})` : ''}
        </dd>
      </dl>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
        {file && (
          <Button variant="primary" onClick={download} disabled={!file.ok}>
            {T.download}
          </Button>
        )}
        {r.state === 'preparada' && (
          <Button variant="secondary" disabled={busy} onClick={() => run(async () => (await remittanceRepository.markSent(corpId, r.id), T.sent))}>
            {T.markSent}
          </Button>
        )}
        {canCancel && (
          <>
            <Form.Group controlId="settle-date">
              <Form.Label className="small mb-0">{T.settleDate}</Form.Label>
              <Form.Control type="date" min={r.date} value={settleDate} onChange={(e) => setSettleDate(e.target.value)} />
            </Form.Group>
            <Button
              variant="success"
              disabled={busy || settleDate === ''}
              onClick={() => run(async () => T.settled((await remittanceRepository.settle(corpId, r.id, settleDate)).settled))}
            >
              {T.settle}
            </Button>
            <Button
              variant="outline-danger"
              disabled={busy}
              onClick={() => window.confirm(T.confirmCancel) && run(async () => (await remittanceRepository.cancel(corpId, r.id), T.cancelled))}
            >
              {T.cancel}
            </Button>
          </>
        )}
      </div>
      {file && !file.ok && (
        <Alert variant="warning">
          {T.fileProblems}
          <ul className="mb-0">
            {file.problems.slice(0, 20).map((p, i) => (
              <li key={i}>
                {p.item !== null ? `${r.items[p.item]?.number ?? p.item}: ` : ''}
                {p.field} ({p.code})
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <Table striped responsive size="sm" aria-labelledby="remittance-title">
        <thead>
          <tr>
            <th>{T.number}</th>
            <th>{T.party}</th>
            <th>{T.iban}</th>
            {r.kind === 'cobros' && <th>{T.mandate}</th>}
            {r.kind === 'cobros' && <th>{T.sequence}</th>}
            <th className="text-end">{T.amount}</th>
            <th>{T.state}</th>
          </tr>
        </thead>
        <tbody>
          {r.items.map((item) => (
            <tr key={item.dueId}>
              <td>
                {item.number}
                {item.of > 1 ? ` (${item.n}/${item.of})` : ''}
              </td>
              <td>{item.partyName}</td>
              <td>
                <code>{item.iban}</code>
              </td>
              {r.kind === 'cobros' && <td>{item.mandate?.reference ?? '—'}</td>}
              {r.kind === 'cobros' && <td>{item.sequenceType ?? '—'}</td>}
              <td className="text-end">{formatEuros(item.amountCents)}</td>
              <td>
                {item.returned ? (
                  T.returned(item.returned.code, item.returned.date)
                ) : item.paymentId && r.state === 'cargada' ? (
                  returning === item.dueId ? (
                    <ReturnForm busy={busy} onSave={returnItem(item)} />
                  ) : (
                    <Button size="sm" variant="outline-secondary" onClick={() => setReturning(item.dueId)}>
                      {T.returnItem}
                    </Button>
                  )
                ) : (
                  STATE_LABEL[r.state]
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
