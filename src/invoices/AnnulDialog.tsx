/**
 * "Anular factura": for a sale issued in error (docs/verifactu.md "Anulación"). Asks for the
 * reason, which stays on the invoice and must say why the invoice should never have existed; a
 * correction of an operation that did happen is a rectificativa, and the dialog says so.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { z } from '../shared/form/zod';
import { ANNUL_REASON_MAX, parseAnnulReason } from './annulPlan';

const schema = z.object({
  reason: z.string().refine((v) => parseAnnulReason(v).ok, `Indica el motivo (entre 3 y ${ANNUL_REASON_MAX} caracteres).`),
});
type AnnulValues = z.infer<typeof schema>;

interface Props {
  show: boolean;
  numberText: string;
  onCancel: () => void;
  onAnnul: (reason: string) => void;
}

export function AnnulDialog({ show, numberText, onCancel, onAnnul }: Props) {
  const { register, handleSubmit, formState } = useForm<AnnulValues>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const { errors } = formState;
  return (
    <Modal show={show} onHide={onCancel} aria-labelledby="annul-title">
      <Form noValidate onSubmit={handleSubmit((v) => onAnnul(v.reason.trim()))}>
        <Modal.Header closeButton closeLabel="Cerrar">
          <Modal.Title id="annul-title">Anular la factura {numberText}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            Solo para una factura emitida por error, que no debió existir (duplicada, a otro cliente y no entregada…). Conserva su número, sale de los
            libros y de los resúmenes, sus salidas quedan libres para facturarlas de nuevo y se envía a la AEAT su registro de anulación VERI*FACTU.
            No se puede deshacer.
          </p>
          <p className="small text-body-secondary">Si la venta existió y hay que corregir importes o devolver mercancía, emite una rectificativa.</p>
          <Form.Group controlId="annulReason">
            <Form.Label>Motivo de la anulación</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              maxLength={ANNUL_REASON_MAX}
              {...register('reason')}
              isInvalid={!!errors.reason}
              aria-describedby="annulReason-error"
            />
            <Form.Control.Feedback type="invalid" id="annulReason-error">
              {errors.reason?.message}
            </Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onCancel}>
            Cancelar
          </Button>
          <Button variant="danger" type="submit">
            Anular factura
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
