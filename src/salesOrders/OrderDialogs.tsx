/** The dialogs of an open order: «Servir» (pending quantities pre-filled, editable per line, and a date) and a reason (close, cancel, annul a delivery). */
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { toIsoDate, parseIsoDate } from '../domain/dates';
import { formatQuantity, parseQuantity, toThousandths } from '../domain/quantity';
import { pendingOf, type SalesOrderLine } from '../domain/salesOrders/salesOrder';
import { MAX_ORDER_REASON } from '../domain/salesOrders/salesOrderInputs';
import { REASON_TEXT, SERVE_TEXT } from './messages';

export function ServeDialog(props: {
  show: boolean;
  lines: readonly SalesOrderLine[];
  onHide: () => void;
  onServe: (date: string, lines: { lineId: string; quantity: number }[]) => Promise<string | null>;
}) {
  const open = props.lines.filter((l) => toThousandths(pendingOf(l)) > 0);
  const [date, setDate] = useState(toIsoDate(new Date()));
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!props.show) return;
    setTyped(Object.fromEntries(props.lines.map((l) => [l.lineId, formatQuantity(pendingOf(l))])));
    setErrors({});
    setError(null);
  }, [props.show, props.lines]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    const lines: { lineId: string; quantity: number }[] = [];
    for (const l of open) {
      const text = (typed[l.lineId] ?? '').trim();
      if (text === '' || text === '0') continue;
      const q = parseQuantity(text);
      if (q === null || q <= 0 || toThousandths(q) > toThousandths(pendingOf(l))) found[l.lineId] = SERVE_TEXT.badQuantity;
      else lines.push({ lineId: l.lineId, quantity: q });
    }
    if (!parseIsoDate(date)) found.date = SERVE_TEXT.badDate;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (lines.length === 0) {
      setError(SERVE_TEXT.nothing);
      return;
    }
    setBusy(true);
    setError(await props.onServe(date, lines));
    setBusy(false);
  };

  return (
    <Modal show={props.show} onHide={props.onHide} aria-labelledby="serve-title" size="lg">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title id="serve-title" as="h2" className="h5">
            {SERVE_TEXT.title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {error && (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          )}
          <Form.Group controlId="serve-date" className="mb-3">
            <Form.Label>{SERVE_TEXT.date}</Form.Label>
            <Form.Control
              type="date"
              value={date}
              isInvalid={!!errors.date}
              aria-describedby="serve-date-error"
              onChange={(e) => setDate(e.target.value)}
            />
            <Form.Control.Feedback type="invalid" id="serve-date-error">
              {errors.date}
            </Form.Control.Feedback>
          </Form.Group>
          {open.map((l) => (
            <Form.Group key={l.lineId} controlId={`serve-${l.lineId}`} className="mb-2">
              <Form.Label>
                {SERVE_TEXT.quantity(l.name)} (pendiente {formatQuantity(pendingOf(l))} {l.unit})
              </Form.Label>
              <Form.Control
                inputMode="decimal"
                value={typed[l.lineId] ?? ''}
                isInvalid={!!errors[l.lineId]}
                aria-describedby={`serve-${l.lineId}-error`}
                onChange={(e) => setTyped((t) => ({ ...t, [l.lineId]: e.target.value }))}
              />
              <Form.Control.Feedback type="invalid" id={`serve-${l.lineId}-error`}>
                {errors[l.lineId]}
              </Form.Control.Feedback>
            </Form.Group>
          ))}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={props.onHide} disabled={busy}>
            {SERVE_TEXT.cancel}
          </Button>
          <Button type="submit" variant="primary" disabled={busy}>
            {SERVE_TEXT.submit}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

export function ReasonDialog(props: { show: boolean; title: string; onHide: () => void; onSubmit: (reason: string) => Promise<string | null> }) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (props.show) {
      setReason('');
      setError(null);
      setFieldError(null);
    }
  }, [props.show]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const folded = reason.trim().replace(/\s+/g, ' ');
    if (folded === '' || folded.length > MAX_ORDER_REASON) {
      setFieldError(REASON_TEXT.required);
      return;
    }
    setFieldError(null);
    setBusy(true);
    setError(await props.onSubmit(folded));
    setBusy(false);
  };

  return (
    <Modal show={props.show} onHide={props.onHide} aria-labelledby="reason-title">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title id="reason-title" as="h2" className="h5">
            {props.title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {error && (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          )}
          <Form.Group controlId="order-reason">
            <Form.Label>{REASON_TEXT.label}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              autoFocus
              value={reason}
              isInvalid={!!fieldError}
              aria-describedby="order-reason-error"
              onChange={(e) => setReason(e.target.value)}
            />
            <Form.Control.Feedback type="invalid" id="order-reason-error">
              {fieldError}
            </Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={props.onHide} disabled={busy}>
            {REASON_TEXT.back}
          </Button>
          <Button type="submit" variant="primary" disabled={busy}>
            {REASON_TEXT.submit}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
