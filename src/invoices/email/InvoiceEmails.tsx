/**
 * «Envíos por e-mail» on an issued sale: each send of its PDF, and each reminder of overdue
 * instalments that listed it, newest first, as the server recorded them.
 */
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import type { EmailRecord } from '../../domain/mail/invoiceEmail';
import { TableScroll } from '../../shared/TableScroll';
import { EMAIL_TEXT } from '../messages';
import { invoiceEmailRepository } from './invoiceEmailRepository';

const AT = new Intl.DateTimeFormat('es-ES', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Madrid' });

export function InvoiceEmails({ corpId, invoiceId }: { corpId: string; invoiceId: string }) {
  const [records, setRecords] = useState<EmailRecord[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(
    () =>
      invoiceEmailRepository.watch(corpId, invoiceId, setRecords, (e) => {
        console.error(e);
        setFailed(true);
      }),
    [corpId, invoiceId],
  );
  if (failed) return <Alert variant="warning">{EMAIL_TEXT.historyFailed}</Alert>;
  if (records === null) return null;
  return (
    <section aria-labelledby="invoice-emails-title" className="mt-3" data-testid="invoice-emails">
      <h2 id="invoice-emails-title" className="h6">
        {EMAIL_TEXT.history}
      </h2>
      {records.length === 0 ? (
        <p className="small text-body-secondary">{EMAIL_TEXT.historyEmpty}</p>
      ) : (
        <TableScroll label={EMAIL_TEXT.history}>
          <table className="table table-sm small">
            <thead>
              <tr>
                <th scope="col">{EMAIL_TEXT.columns.at}</th>
                <th scope="col">{EMAIL_TEXT.columns.kind}</th>
                <th scope="col">{EMAIL_TEXT.columns.to}</th>
                <th scope="col">{EMAIL_TEXT.columns.subject}</th>
                <th scope="col">{EMAIL_TEXT.columns.status}</th>
              </tr>
            </thead>
            <tbody>
              {records.map((r) => (
                <tr key={r.id}>
                  <td className="text-nowrap">{r.sentAtMs === null ? EMAIL_TEXT.pendingTime : AT.format(new Date(r.sentAtMs))}</td>
                  <td>{EMAIL_TEXT.kind[r.kind]}</td>
                  <td>{r.to.join(', ')}</td>
                  <td>{r.subject}</td>
                  <td>
                    <Badge bg={r.status === 'enviado' ? 'success' : 'danger'}>{EMAIL_TEXT.status[r.status]}</Badge>
                    {r.error && <span className="d-block text-danger">{r.error}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
