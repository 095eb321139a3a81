/** Marks an issued invoice as paid: the date and the method, checked at the field. */
import { zodResolver } from '@hookform/resolvers/zod';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { z } from '../shared/form/zod';
import { parseIsoDate } from '../domain/dates';
import { InvoiceDialog } from './InvoiceDialog';
import { FieldGroup } from './InvoiceFields';
import { PAYMENT_METHODS, type PaymentMethod } from '../domain/invoices/invoiceModel';
import { PAYMENT_METHOD_LABEL, PAYMENT_TEXT } from './messages';

const schema = z.object({
  paidDate: z.string().refine((v) => parseIsoDate(v) !== null, PAYMENT_TEXT.paidDateMissing),
  paymentMethod: z.enum(PAYMENT_METHODS, { message: PAYMENT_TEXT.methodMissing }),
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
    <InvoiceDialog
      show={show}
      titleId="payment-title"
      title={PAYMENT_TEXT.title}
      onCancel={onCancel}
      action={{ label: PAYMENT_TEXT.save, variant: 'primary' }}
      onSubmit={handleSubmit((v) => onPaid(v.paidDate, v.paymentMethod))}
    >
      <FieldGroup id="paidDate" label={PAYMENT_TEXT.paidDate} error={errors.paidDate?.message} className="mb-3">
        {(field) => <Form.Control type="date" {...register('paidDate')} {...field} />}
      </FieldGroup>
      <FieldGroup id="paymentMethod" label={PAYMENT_TEXT.method} error={errors.paymentMethod?.message}>
        {(field) => (
          <Form.Select {...register('paymentMethod')} {...field}>
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_METHOD_LABEL[m]}
              </option>
            ))}
          </Form.Select>
        )}
      </FieldGroup>
    </InvoiceDialog>
  );
}
