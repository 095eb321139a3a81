/**
 * «Anular» a cobro or pago (issue 30): the date (today by default), the reason, and for a direct
 * debit the bank returned («Recibo devuelto por el banco») its SEPA reason code, which leaves the
 * instalments 'devuelta' until collected again. Bad input is said at its field and nothing is
 * sent; a refusal of the command is said in the dialog, in Spanish (messages.ts).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { z } from '../shared/form/zod';
import { parseIsoDate } from '../domain/dates';
import { formatEuros } from '../domain/money';
import type { PaymentMethod } from '../domain/invoices/invoiceModel';
import { parseReversePayment, type PaymentKind, type ReversePaymentInput } from '../domain/payments/payments';
import { InvoiceDialog } from '../invoices/InvoiceDialog';
import { FieldGroup } from '../invoices/InvoiceFields';
import { isoToSpanish } from '../invoices/messages';
import { KIND_WORDS, MAX_REASON, paymentFailureMessage, REVERSE_TEXT, SEPA_RETURN_CODES, SEPA_RETURN_LABEL } from './messages';

/** What the dialog needs of the payment it reverses. */
export interface ReversiblePayment {
  id: string;
  kind: PaymentKind;
  date: string;
  method: PaymentMethod;
  amountCents: number;
}

interface Props {
  payment: ReversiblePayment;
  /** Today in Madrid (the default date, and the latest one). */
  today: string;
  onCancel: () => void;
  /** Sends the input; a rejection (CommandFailure) is said in the dialog, which stays open. */
  onReverse: (input: ReversePaymentInput) => Promise<void>;
}

interface Values {
  date: string;
  reason: string;
  returned: boolean;
  returnCode: string;
}

function schemaFor(paymentDate: string, today: string) {
  return z.object({ date: z.string(), reason: z.string(), returned: z.boolean(), returnCode: z.string() }).superRefine((v, ctx) => {
    const dateProblem = !parseIsoDate(v.date)
      ? REVERSE_TEXT.dateMissing
      : v.date > today
        ? REVERSE_TEXT.dateFuture
        : v.date < paymentDate
          ? REVERSE_TEXT.dateBefore(isoToSpanish(paymentDate))
          : null;
    if (dateProblem) ctx.addIssue({ code: 'custom', path: ['date'], message: dateProblem });
    const reason = v.reason.trim();
    if (reason.length < 3 || reason.length > MAX_REASON) ctx.addIssue({ code: 'custom', path: ['reason'], message: REVERSE_TEXT.reasonInvalid });
    if (v.returned && !(SEPA_RETURN_CODES as readonly string[]).includes(v.returnCode)) {
      ctx.addIssue({ code: 'custom', path: ['returnCode'], message: REVERSE_TEXT.returnCodeMissing });
    }
  });
}

export function ReversePaymentDialog({ payment, today, onCancel, onReverse }: Props) {
  const debit = payment.method === 'domiciliacion';
  const { register, handleSubmit, formState, watch } = useForm<Values>({
    resolver: zodResolver(schemaFor(payment.date, today)),
    defaultValues: { date: today, reason: '', returned: false, returnCode: '' },
  });
  const { errors } = formState;
  const returned = debit && watch('returned');
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const words = KIND_WORDS[payment.kind];

  const submit = handleSubmit(async (v) => {
    if (sending) return;
    const parsed = parseReversePayment({
      paymentId: payment.id,
      date: v.date,
      reason: v.reason.trim(),
      returnCode: debit && v.returned ? v.returnCode : null,
    });
    if (!parsed.ok) {
      setFailure(paymentFailureMessage(null));
      return;
    }
    setFailure(null);
    setSending(true);
    try {
      await onReverse(parsed.value);
    } catch (e) {
      console.error('Cobros y pagos: no se ha anulado', e);
      setFailure(paymentFailureMessage(e));
    } finally {
      setSending(false);
    }
  });

  return (
    <InvoiceDialog
      show
      titleId="reverse-payment-title"
      title={REVERSE_TEXT.title(payment.kind, formatEuros(Math.abs(payment.amountCents)), isoToSpanish(payment.date))}
      onCancel={onCancel}
      cancelVariant="secondary"
      action={{ label: words.reverse, variant: 'danger' }}
      onSubmit={(e) => void submit(e)}
    >
      <p className="small">{REVERSE_TEXT.explanation}</p>
      <FieldGroup id="reversalDate" label={REVERSE_TEXT.date} error={errors.date?.message} className="mb-3">
        {(field) => <Form.Control type="date" max={today} {...register('date')} {...field} />}
      </FieldGroup>
      <FieldGroup id="reversalReason" label={REVERSE_TEXT.reason} error={errors.reason?.message} className="mb-3">
        {(field) => <Form.Control as="textarea" rows={2} maxLength={MAX_REASON} {...register('reason')} {...field} />}
      </FieldGroup>
      {debit && (
        <Form.Group className="mb-3">
          <Form.Check id="reversal-returned" label={REVERSE_TEXT.returned} aria-describedby="reversal-returned-help" {...register('returned')} />
          <Form.Text id="reversal-returned-help">{REVERSE_TEXT.returnedHelp}</Form.Text>
        </Form.Group>
      )}
      {returned && (
        <FieldGroup id="reversalReturnCode" label={REVERSE_TEXT.returnCode} error={errors.returnCode?.message}>
          {(field) => (
            <Form.Select {...register('returnCode')} {...field}>
              <option value="">{REVERSE_TEXT.returnCodeChoose}</option>
              {SEPA_RETURN_CODES.map((code) => (
                <option key={code} value={code}>
                  {code} · {SEPA_RETURN_LABEL[code]}
                </option>
              ))}
            </Form.Select>
          )}
        </FieldGroup>
      )}
      {failure && (
        <Alert variant="danger" className="mt-3 mb-0" data-testid="reverse-payment-failure">
          {failure}
        </Alert>
      )}
    </InvoiceDialog>
  );
}
