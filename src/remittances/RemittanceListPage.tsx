/** #/payments/remittances: Remesas (issue 30), the newest first, and «Nueva remesa». Admins only. */
import { isoToSpanish } from '../invoices/messages';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Table from 'react-bootstrap/Table';
import { useCompanyActor } from '../auth/session';
import { formatEuros } from '../domain/money';
import type { Remittance } from '../domain/payments/remittance';
import { AppLink } from '../shared/AppLink';
import { NoticeAlert } from '../shared/feedback/NoticeAlert';
import { useFlash } from '../shared/feedback/flash';
import { Loading } from '../shared/Loading';
import { PageHeading } from '../shared/PageHeading';
import { KIND_LABEL, REMITTANCE_TEXT as T, STATE_LABEL } from './messages';
import { MAX_LISTED, remittanceRepository } from './remittanceRepository';

export default function RemittanceListPage() {
  const { corpId } = useCompanyActor();
  const flash = useFlash();
  const [list, setList] = useState<Remittance[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    remittanceRepository.list(corpId).then(
      (r) => live && setList(r),
      (e) => {
        console.error('Remesas: no se han podido leer', e);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [corpId]);
  return (
    <>
      <PageHeading id="remittances-title" title={T.listTitle}>
        <AppLink className="btn btn-primary" to="/payments/remittances/new">
          {T.newRemittance}
        </AppLink>
      </PageHeading>
      <NoticeAlert notice={flash} testId="remittances-notice" />
      {failed ? (
        <Alert variant="danger">{T.listFailed}</Alert>
      ) : list === null ? (
        <Loading />
      ) : list.length === 0 ? (
        <p>{T.none}</p>
      ) : (
        <>
          <Table striped hover responsive size="sm" aria-labelledby="remittances-title">
            <thead>
              <tr>
                <th>{T.created}</th>
                <th>{T.kind}</th>
                <th>{T.date}</th>
                <th>{T.state}</th>
                <th className="text-end">{T.items}</th>
                <th className="text-end">{T.total}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {list.map((r) => (
                <tr key={r.id}>
                  <td>{r.createdAt ? r.createdAt.toLocaleDateString('es-ES') : '—'}</td>
                  <td>{KIND_LABEL[r.kind]}</td>
                  <td>{isoToSpanish(r.date)}</td>
                  <td>{STATE_LABEL[r.state]}</td>
                  <td className="text-end">{r.totals.count}</td>
                  <td className="text-end">{formatEuros(r.totals.amountCents)}</td>
                  <td>
                    <AppLink to={`/payments/remittances/details?remittanceId=${encodeURIComponent(r.id)}`}>{T.open}</AppLink>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          {list.length >= MAX_LISTED && <p className="text-muted">{T.listLimit(MAX_LISTED)}</p>}
        </>
      )}
    </>
  );
}
