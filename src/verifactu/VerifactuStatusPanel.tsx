/**
 * How this installation sends the company's records to the AEAT (getVerifactuStatus): the mode,
 * the environment, the certificate and, per issuer NIF, what is pending and when the next send
 * may happen. Used on the company screen and the Registro VERI*FACTU.
 */
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Loading } from '../shared/Loading';
import { AppLink } from '../shared/AppLink';
import { aeatAnswerText, certificateText, commandErrorMessage, environmentText, madridDateTime, nextSendText, STATUS_TEXT } from './messages';
import { recordListPath } from './recordListPlan';
import { verifactuCommands, type VerifactuStatus } from './verifactuCommands';

export function VerifactuStatusPanel({ corpId, refreshKey = 0, headingLevel = 2 }: { corpId: string; refreshKey?: number; headingLevel?: 2 | 3 }) {
  const [status, setStatus] = useState<{ value: VerifactuStatus } | { error: string } | null>(null);

  useEffect(() => {
    let live = true;
    verifactuCommands.status(corpId).then(
      (value) => live && setStatus({ value }),
      (e: unknown) => {
        console.error('getVerifactuStatus', e);
        if (live) setStatus({ error: commandErrorMessage(e) });
      },
    );
    return () => {
      live = false;
    };
  }, [corpId, refreshKey]);

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="verifactu-status-title" className="border rounded p-3 mb-3" data-testid="verifactu-status">
      <Heading id="verifactu-status-title" className="h5">
        {STATUS_TEXT.title}
      </Heading>
      <p className="mb-2">{STATUS_TEXT.mode}</p>
      {status === null ? (
        <Loading label="Consultando el estado…" />
      ) : 'error' in status ? (
        <Alert variant="danger" className="mb-0">
          {STATUS_TEXT.loadFailed} {status.error}
        </Alert>
      ) : (
        <StatusFacts status={status.value} />
      )}
    </section>
  );
}

function StatusFacts({ status }: { status: VerifactuStatus }) {
  const certificate = certificateText(status.certificate, status.standin);
  const problems = status.configurationProblems ?? [];
  return (
    <>
      {status.exemption && (
        <Alert variant="warning" className="py-2 mb-2" data-testid="verifactu-exemption">
          {status.exemption}
        </Alert>
      )}
      {problems.length > 0 && (
        <Alert variant="danger" className="py-2 mb-2" data-testid="verifactu-configuration">
          {STATUS_TEXT.configurationProblems} {problems.join(' ')}
        </Alert>
      )}
      <p className="mb-2" data-testid="verifactu-environment">
        {environmentText(status)}
      </p>
      {certificate.variant === 'success' ? (
        <p className="mb-2" data-testid="verifactu-certificate">
          {certificate.text}
        </p>
      ) : (
        <Alert variant={certificate.variant} className="py-2 mb-2" data-testid="verifactu-certificate">
          {certificate.text}
        </Alert>
      )}
      {status.senders.length === 0 ? (
        <p className="mb-0 text-body-secondary">{STATUS_TEXT.noSenders}</p>
      ) : (
        <ul className="mb-0" data-testid="verifactu-senders">
          {status.senders.map((s) => (
            <li key={s.nif}>
              NIF {s.nif}: {STATUS_TEXT.pending(s.pending)}
              {s.lastSentAt && `; ${STATUS_TEXT.lastSent(madridDateTime(s.lastSentAt))}`}. {nextSendText(s.nextSendAt)}
              {s.lastError && <span className="d-block text-danger small">{STATUS_TEXT.lastError(s.lastError)}</span>}
              {s.retryAt && new Date(s.retryAt).getTime() > Date.now() && (
                <span className="d-block small">{STATUS_TEXT.retrying(madridDateTime(s.retryAt))}</span>
              )}
              {s.isolating && <span className="d-block small">{STATUS_TEXT.isolating}</span>}
              {s.stuck && s.stuck.length > 0 && (
                <div className="small text-danger" data-testid="verifactu-stuck">
                  {STATUS_TEXT.stuckTitle(s.stuck.length)}
                  <ul className="mb-0">
                    {s.stuck.map((r) => (
                      <li key={r.recordId}>
                        <AppLink to={recordListPath({ invoiceId: null, state: 'rechazado' })}>
                          {STATUS_TEXT.stuckLine(r.numSerie, r.recordId, aeatAnswerText(r.code, r.message), r.notSent)}
                        </AppLink>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
