/**
 * Marks an issued invoice as paid: the date and the method, checked at the field. Cash is refused
 * at the method for an invoice of 1.000 € or more (10.000 € when a non-resident individual pays,
 * stated here): Ley 7/2012 art. 7, src/domain/cashLimit.ts; the command refuses it too.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { z } from '../shared/form/zod';
import { cashOverLimit } from '../domain/cashLimit';
import { parseIsoDate } from '../domain/dates';
import { formatEuros } from '../domain/money';
import { InvoiceDialog } from './InvoiceDialog';
import { FieldGroup } from './InvoiceFields';
import { PAYMENT_METHODS, type PaymentMethod } from '../domain/invoices/invoiceModel';
import { PAYMENT_METHOD_LABEL, PAYMENT_TEXT } from './messages';

const schemaFor = (totalCents: number) =>
  z
    .object({
      paidDate: z.string().refine((v) => parseIsoDate(v) !== null, PAYMENT_TEXT.paidDateMissing),
      paymentMethod: z.enum(PAYMENT_METHODS, { message: PAYMENT_TEXT.methodMissing }),
      nonResident: z.boolean(),
    })
    .superRefine((v, ctx) => {
      const over = v.paymentMethod === 'efectivo' && cashOverLimit(totalCents, v.nonResident ? 'nonResident' : 'standard');
      if (over) ctx.addIssue({ code: 'custom', path: ['paymentMethod'], message: PAYMENT_TEXT.cashLimit(formatEuros(over.limitCents)) });
    });
type PaymentValues = z.infer<ReturnType<typeof schemaFor>>;

interface Props {
  show: boolean;
  today: string;
  defaultMethod: PaymentMethod;
  /** The invoice's total: cash is refused from the legal limit up. */
  totalCents: number;
  onCancel: () => void;
  onPaid: (paidDate: string, method: PaymentMethod, nonResident: boolean) => void;
  /** Where cash goes (issue 29): the caller's open caja's name, null with none, undefined while unknown. */
  cashTill?: string | null;
}

export function PaymentDialog({ show, today, defaultMethod, totalCents, onCancel, onPaid, cashTill }: Props) {
  const { register, handleSubmit, formState, watch } = useForm<PaymentValues>({
    resolver: zodResolver(schemaFor(totalCents)),
    defaultValues: { paidDate: today, paymentMethod: defaultMethod, nonResident: false },
  });
  const { errors } = formState;
  const cash = watch('paymentMethod') === 'efectivo';
  return (
    <InvoiceDialog
      show={show}
      titleId="payment-title"
      title={PAYMENT_TEXT.title}
      onCancel={onCancel}
      action={{ label: PAYMENT_TEXT.save, variant: 'primary' }}
      onSubmit={handleSubmit((v) => onPaid(v.paidDate, v.paymentMethod, v.paymentMethod === 'efectivo' && v.nonResident))}
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
      {cash && cashTill !== undefined && (
        <p className="small mt-2 mb-0" data-testid="payment-till">
          {cashTill === null ? PAYMENT_TEXT.cashNoTill : PAYMENT_TEXT.cashTill(cashTill)}
        </p>
      )}
      {cash && cashOverLimit(totalCents, 'standard') && (
        <Form.Check className="mt-3" id="payment-non-resident" label={PAYMENT_TEXT.nonResident} {...register('nonResident')} />
      )}
    </InvoiceDialog>
  );
}
