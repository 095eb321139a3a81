/**
 * The frame of the payment reports (Antigüedad de saldos, Previsión de tesorería, Extracto de
 * cuenta): src/reports' ReportScreen with a progress that counts what these reports read (dues,
 * documents), not invoices. Title, parameters and «Generar», progress with «Cancelar», the result.
 */
import type { FormEvent, ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { REPORT_TEXT } from '../reports/messages';
import { GenerateButton, ReportTitle } from '../reports/ReportParts';
import type { RunState } from '../reports/useReportRun';

export function PaymentRunStatus<R>({
  state,
  onCancel,
  progressText,
}: {
  state: RunState<R>;
  onCancel: () => void;
  progressText: (read: number, total: number | null) => string;
}) {
  if (state.status === 'running') {
    const known = state.total !== null && state.total > 0;
    const percent = known ? Math.min(100, Math.floor((100 * state.read) / (state.total ?? 1))) : 0;
    const text = progressText(state.read, state.total);
    return (
      <div className="d-flex flex-wrap align-items-center gap-2 my-3" data-testid="report-progress">
        <div className="flex-grow-1" style={{ minWidth: '12rem' }}>
          <div
            className="progress"
            role="progressbar"
            aria-label={text}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={known ? percent : undefined}
          >
            <div
              className={`progress-bar${known ? '' : ' progress-bar-striped progress-bar-animated'}`}
              style={{ width: `${known ? percent : 100}%` }}
            >
              {known ? `${percent} %` : ''}
            </div>
          </div>
          <span className="small" role="status" aria-live="polite" data-testid="report-progress-text">
            {text}
          </span>
        </div>
        <Button variant="outline-danger" size="sm" onClick={onCancel} data-testid="report-cancel">
          {REPORT_TEXT.cancel}
        </Button>
      </div>
    );
  }
  if (state.status === 'cancelled') {
    return (
      <Alert variant="secondary" className="my-3" data-testid="report-cancelled">
        {REPORT_TEXT.cancelled}
      </Alert>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert variant="danger" className="my-3" data-testid="report-error">
        {REPORT_TEXT.failed}
      </Alert>
    );
  }
  return null;
}

export function PaymentReportScreen<R>({
  title,
  intro,
  fields,
  run,
  onGenerate,
  progressText,
  children,
}: {
  title: string;
  intro: ReactNode;
  fields: ReactNode;
  run: { state: RunState<R>; cancel: () => void };
  onGenerate: () => void;
  progressText: (read: number, total: number | null) => string;
  children: (result: R) => ReactNode;
}) {
  const running = run.state.status === 'running';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onGenerate();
  };
  return (
    <section aria-labelledby="report-title">
      <ReportTitle title={title}>{intro}</ReportTitle>
      <Form noValidate onSubmit={submit}>
        <Row className="g-2 align-items-start">
          {fields}
          <Col xs="auto" className="align-self-end">
            <GenerateButton running={running} />
          </Col>
        </Row>
      </Form>
      <PaymentRunStatus state={run.state} onCancel={run.cancel} progressText={progressText} />
      {run.state.status === 'done' && children(run.state.result)}
    </section>
  );
}
