/** Marks an issued invoice as paid: the date and the method, checked at the field. */
import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { z } from '../shared/form/zod';
import { parseIsoDate } from '../domain/dates';
import { PAYMENT_METHODS, type PaymentMethod } from './invoiceModel';
import { PAYMENT_METHOD_LABEL } from './messages';

const schema = z.object({
  paidDate: z.string().refine((v) => parseIsoDate(v) !== null, 'Indica la fecha del pago.'),
  paymentMethod: z.enum(PAYMENT_METHODS, { message: 'Elige la forma de pago.' }),
});
type PaymentValues = z.infer<typeof schema>;

interface Props {
  show: boolean;
  today: string;
  defaultMethod: PaymentMethod;
  onCancel: () => void;
  onPaid: (paidDate: string, method: PaymentMethod) => void;
}

export function PaymentDialog({ show, today, defaultMethod, onCancel, onPaid }: Props) {
  const { register, handleSubmit, formState } = useForm<PaymentValues>({
    resolver: zodResolver(schema),
    defaultValues: { paidDate: today, paymentMethod: defaultMethod },
  });
  const { errors } = formState;
  return (
    <Modal show={show} onHide={onCancel} aria-labelledby="payment-title">
      <Form noValidate onSubmit={handleSubmit((v) => onPaid(v.paidDate, v.paymentMethod))}>
        <Modal.Header closeButton closeLabel="Cerrar">
          <Modal.Title id="payment-title">Marcar como pagada</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId="paidDate" className="mb-3">
            <Form.Label>Fecha del pago</Form.Label>
            <Form.Control type="date" {...register('paidDate')} isInvalid={!!errors.paidDate} aria-describedby="paidDate-error" />
            <Form.Control.Feedback type="invalid" id="paidDate-error">
              {errors.paidDate?.message}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId="paymentMethod">
            <Form.Label>Forma de pago</Form.Label>
            <Form.Select {...register('paymentMethod')} isInvalid={!!errors.paymentMethod} aria-describedby="paymentMethod-error">
              {PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {PAYMENT_METHOD_LABEL[m]}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid" id="paymentMethod-error">
              {errors.paymentMethod?.message}
            </Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" variant="primary">
            Guardar pago
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
