/** "Anular": asks for the reason, then lets the writer reverse the stock. */
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { MAX_ANNUL_REASON } from '../../domain/stock/stockCommand';

export function AnnulDialog({
  show,
  onHide,
  onAnnul,
  what,
}: {
  show: boolean;
  onHide: () => void;
  onAnnul: (reason: string) => Promise<string | null>;
  what: string;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const trimmed = reason.trim();
    if (trimmed === '' || trimmed.length > MAX_ANNUL_REASON) {
      setFieldError(`Indica el motivo de la anulación (máximo ${MAX_ANNUL_REASON} caracteres).`);
      return;
    }
    setFieldError(null);
    setBusy(true);
    setError(await onAnnul(trimmed));
    setBusy(false);
  };

  return (
    <Modal show={show} onHide={onHide} aria-labelledby="annul-title">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title id="annul-title" as="h2" className="h5">
            Anular {what}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>Se escribirán los movimientos inversos y el stock volverá a su nivel anterior. No se puede deshacer.</p>
          {error && (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          )}
          <Form.Group controlId="annul-reason">
            <Form.Label>Motivo</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              autoFocus
              value={reason}
              isInvalid={!!fieldError}
              aria-describedby="annul-reason-error"
              onChange={(e) => setReason(e.target.value)}
            />
            <Form.Control.Feedback type="invalid" id="annul-reason-error">
              {fieldError}
            </Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            Anular {what}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
