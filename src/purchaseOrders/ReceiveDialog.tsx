/**
 * «Recibir»: what arrived of an open order, line by line (pending pre-filled; a line left at 0 or
 * empty is not received), at the order's price unless the vendor's albarán says another, with the
 * albarán's date and reference. The command makes the entrada; here only the typing is checked.
 */
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { toIsoDate, parseIsoDate } from '../domain/dates';
import { formatCentsPlain, parseEuros } from '../domain/money';
import { pendingOf, type PurchaseOrder } from '../domain/purchaseOrders/purchaseOrder';
import type { ReceiptInput } from '../domain/purchaseOrders/purchaseOrderPlan';
import { formatQuantity, parseQuantity, toThousandths } from '../domain/quantity';
import { isSafeText } from '../domain/plainText';
import { TEXT } from './messages';

interface Row {
  lineId: string;
  quantity: string;
  price: string;
}

/** The typed receipt, or the errors by field (`date`, `reference`, `q-<lineId>`, `p-<lineId>`, `lines`). */
export function receiptOf(
  order: PurchaseOrder,
  typed: { date: string; reference: string; rows: Row[] },
): { ok: true; receipt: ReceiptInput } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (!parseIsoDate(typed.date)) errors.date = TEXT.dateInvalid;
  const reference = typed.reference.trim();
  if (reference.length > 60 || !isSafeText(reference)) errors.reference = TEXT.referenceInvalid;
  const lines: ReceiptInput['lines'] = [];
  for (const row of typed.rows) {
    const line = order.lines.find((l) => l.lineId === row.lineId);
    if (!line || row.quantity.trim() === '') continue;
    const q = parseQuantity(row.quantity);
    if (q === null || q < 0) {
      errors[`q-${row.lineId}`] = TEXT.quantityInvalid;
      continue;
    }
    if (q === 0) continue;
    const pending = pendingOf(line);
    if (toThousandths(q) > toThousandths(pending)) errors[`q-${row.lineId}`] = TEXT.quantityOver(formatQuantity(pending));
    const price = parseEuros(row.price);
    if (price === null || price < 0) errors[`p-${row.lineId}`] = TEXT.priceInvalid;
    lines.push({ lineId: row.lineId, quantity: q, ...(price !== null && price !== line.unitPriceCents ? { unitPriceCents: price } : {}) });
  }
  if (lines.length === 0 && Object.keys(errors).length === 0) errors.lines = TEXT.nothingToReceive;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, receipt: { date: typed.date, reference, lines } };
}

export function ReceiveDialog({
  order,
  show,
  onHide,
  onReceive,
}: {
  order: PurchaseOrder;
  show: boolean;
  onHide: () => void;
  onReceive: (receipt: ReceiptInput) => Promise<string | null>;
}) {
  const pendingLines = order.lines.filter((l) => toThousandths(pendingOf(l)) > 0);
  const [date, setDate] = useState(toIsoDate(new Date()));
  const [reference, setReference] = useState('');
  const [rows, setRows] = useState<Row[]>(() =>
    pendingLines.map((l) => ({ lineId: l.lineId, quantity: formatQuantity(pendingOf(l)), price: formatCentsPlain(l.unitPriceCents) })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const setRow = (i: number, change: Partial<Row>) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...change } : r)));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const checked = receiptOf(order, { date, reference, rows });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    setFailure(await onReceive(checked.receipt));
    setBusy(false);
  };

  return (
    <Modal show={show} onHide={onHide} size="lg" aria-labelledby="receive-title">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title id="receive-title" as="h2" className="h5">
            Recibir mercancía del pedido {order.number}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure && (
            <Alert variant="danger" role="alert">
              {failure}
            </Alert>
          )}
          {errors.lines && (
            <Alert variant="warning" role="alert">
              {errors.lines}
            </Alert>
          )}
          <div className="d-flex flex-wrap gap-3 mb-3">
            <Form.Group controlId="receive-date">
              <Form.Label>Fecha de recepción</Form.Label>
              <Form.Control type="date" value={date} isInvalid={!!errors.date} onChange={(e) => setDate(e.target.value)} />
              <Form.Control.Feedback type="invalid">{errors.date}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group controlId="receive-reference">
              <Form.Label>Albarán del proveedor</Form.Label>
              <Form.Control value={reference} maxLength={60} isInvalid={!!errors.reference} onChange={(e) => setReference(e.target.value)} />
              <Form.Control.Feedback type="invalid">{errors.reference}</Form.Control.Feedback>
            </Form.Group>
          </div>
          <table className="table align-middle" data-testid="receive-lines">
            <thead>
              <tr>
                <th scope="col">Producto</th>
                <th scope="col" className="text-end">
                  Pendiente
                </th>
                <th scope="col">Recibido ahora</th>
                <th scope="col">Precio (€)</th>
              </tr>
            </thead>
            <tbody>
              {pendingLines.map((l, i) => (
                <tr key={l.lineId}>
                  <td>
                    {l.name} <span className="text-body-secondary">({l.code})</span>
                  </td>
                  <td className="text-end">
                    {formatQuantity(pendingOf(l))} {l.unit}
                  </td>
                  <td>
                    <Form.Control
                      aria-label={`Cantidad recibida de ${l.name}`}
                      inputMode="decimal"
                      value={rows[i]!.quantity}
                      isInvalid={!!errors[`q-${l.lineId}`]}
                      onChange={(e) => setRow(i, { quantity: e.target.value })}
                    />
                    <Form.Control.Feedback type="invalid">{errors[`q-${l.lineId}`]}</Form.Control.Feedback>
                  </td>
                  <td>
                    <Form.Control
                      aria-label={`Precio de ${l.name}`}
                      inputMode="decimal"
                      value={rows[i]!.price}
                      isInvalid={!!errors[`p-${l.lineId}`]}
                      onChange={(e) => setRow(i, { price: e.target.value })}
                    />
                    <Form.Control.Feedback type="invalid">{errors[`p-${l.lineId}`]}</Form.Control.Feedback>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" variant="primary" disabled={busy}>
            Registrar recepción
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

/** A reason asked before closing or cancelling an order. */
export function ReasonDialog({
  show,
  title,
  intro,
  action,
  onHide,
  onSubmit,
}: {
  show: boolean;
  title: string;
  intro: string;
  action: string;
  onHide: () => void;
  onSubmit: (reason: string) => Promise<string | null>;
}) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const trimmed = reason.trim();
    if (trimmed === '' || trimmed.length > 500 || !isSafeText(trimmed, 'multiline')) {
      setFieldError(TEXT.reasonRequired);
      return;
    }
    setFieldError(null);
    setBusy(true);
    setFailure(await onSubmit(trimmed));
    setBusy(false);
  };
  return (
    <Modal show={show} onHide={onHide} aria-labelledby="reason-title">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title id="reason-title" as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{intro}</p>
          {failure && (
            <Alert variant="danger" role="alert">
              {failure}
            </Alert>
          )}
          <Form.Group controlId="order-reason">
            <Form.Label>Motivo</Form.Label>
            <Form.Control as="textarea" rows={2} value={reason} isInvalid={!!fieldError} onChange={(e) => setReason(e.target.value)} />
            <Form.Control.Feedback type="invalid">{fieldError}</Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide} disabled={busy}>
            Volver
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {action}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
