/**
 * «Registrar cobro» / «Registrar pago» (issue 30): one payment applied to open instalments, the
 * oldest due first. It takes a list of dues (one invoice's, or several of one party's from the
 * cartera) and sends recordPayment's input: each due asked for "as much as is open and left"
 * (amountCents null), only as many as the amount reaches. Applied to a credit note's instalments
 * (open below zero) it is a refund: «Registrar devolución», the amount still written positive.
 * Bad input is said at its field and nothing is sent; a refusal of the command is said above the
 * buttons, in Spanish (messages.ts). Cash at or over the legal limit (Ley 7/2012 art. 7) is refused
 * at the method, as the command refuses it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { z } from '../shared/form/zod';
import { cashOverLimit } from '../domain/cashLimit';
import { parseIsoDate } from '../domain/dates';
import { formatCentsPlain, formatEuros, parseEuros } from '../domain/money';
import { PAYMENT_METHODS, type PaymentMethod } from '../domain/invoices/invoiceModel';
import { openCentsOf, type Due } from '../domain/payments/dues';
import { MAX_PAYMENT_CENTS, parseRecordPayment, type PaymentKind, type RecordPaymentInput } from '../domain/payments/payments';
import { InvoiceDialog } from '../invoices/InvoiceDialog';
import { FieldGroup } from '../invoices/InvoiceFields';
import { isoToSpanish, PAYMENT_METHOD_LABEL } from '../invoices/messages';
import { formatNumber } from './carteraText';
import { KIND_WORDS, MAX_NOTE, MAX_REFERENCE, paymentFailureMessage, RECORD_TEXT } from './messages';

/** One open instalment the payment may apply to. */
export interface PayableDue {
  dueId: string;
  /** How it is named: "F-2026-000007 · 1/3". */
  label: string;
  dueDate: string;
  /** What is open of it (below zero: a credit note's, to refund). */
  openCents: number;
}

/** How a due is named in the payment dialogs: "F-2026-000007 · 1/3". */
export function payableOf(due: Due): PayableDue {
  return {
    dueId: due.id,
    label: `${due.number || due.invoiceId} · ${formatNumber(due.n)}/${formatNumber(due.of)}`,
    dueDate: due.dueDate,
    openCents: openCentsOf(due),
  };
}

/** Oldest due first (a stable sort: equal dates keep the order given). */
export function duesInOrder(dues: readonly PayableDue[]): PayableDue[] {
  return [...dues].sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
}

/**
 * The allocations of `amountCents` over the dues, oldest first: each as much as is open and left
 * (null), and no more dues than the amount reaches (the planner refuses a due left nothing).
 */
export function allocationsFor(dues: readonly PayableDue[], amountCents: number): RecordPaymentInput['allocations'] {
  const allocations: RecordPaymentInput['allocations'] = [];
  let left = amountCents;
  for (const due of duesInOrder(dues)) {
    if (left <= 0) break;
    if (due.openCents === 0) continue;
    allocations.push({ dueId: due.dueId, amountCents: null });
    left -= Math.abs(due.openCents);
  }
  return allocations;
}

interface Props {
  kind: PaymentKind;
  dues: readonly PayableDue[];
  /** Today in Madrid (the default date, and the latest one). */
  today: string;
  defaultMethod?: PaymentMethod;
  /** The largest total of the invoices it pays: cash counts the whole operation (Ley 7/2012). */
  operationCents: number;
  /** Where cash goes (issue 29): the caller's open caja's name, null with none, undefined while unknown. */
  cashTill?: string | null;
  onCancel: () => void;
  /** Sends the input; a rejection (CommandFailure) is said in the dialog, which stays open. */
  onRecord: (input: RecordPaymentInput) => Promise<void>;
}

interface Values {
  amount: string;
  date: string;
  method: PaymentMethod;
  reference: string;
  note: string;
  nonResident: boolean;
}

function schemaFor(openCents: number, today: string, operationCents: number) {
  return z
    .object({
      amount: z.string(),
      date: z.string(),
      method: z.enum(PAYMENT_METHODS, { message: RECORD_TEXT.methodMissing }),
      reference: z.string().max(MAX_REFERENCE, RECORD_TEXT.referenceTooLong),
      note: z.string().max(MAX_NOTE, RECORD_TEXT.noteTooLong),
      nonResident: z.boolean(),
    })
    .superRefine((v, ctx) => {
      const cents = v.amount.trim() === '' ? null : parseEuros(v.amount);
      const amountProblem =
        v.amount.trim() === ''
          ? RECORD_TEXT.amountMissing
          : cents === null
            ? RECORD_TEXT.amountInvalid
            : cents <= 0
              ? RECORD_TEXT.amountNotPositive
              : cents > Math.min(openCents, MAX_PAYMENT_CENTS)
                ? RECORD_TEXT.amountOverOpen(formatEuros(openCents))
                : null;
      if (amountProblem) ctx.addIssue({ code: 'custom', path: ['amount'], message: amountProblem });
      const dateProblem = !parseIsoDate(v.date) ? RECORD_TEXT.dateMissing : v.date > today ? RECORD_TEXT.dateFuture : null;
      if (dateProblem) ctx.addIssue({ code: 'custom', path: ['date'], message: dateProblem });
      const over = v.method === 'efectivo' && cashOverLimit(Math.max(cents ?? 0, operationCents), v.nonResident ? 'nonResident' : 'standard');
      if (over) ctx.addIssue({ code: 'custom', path: ['method'], message: RECORD_TEXT.cashLimit(formatEuros(over.limitCents)) });
    });
}

export function RecordPaymentDialog({ kind, dues, today, defaultMethod = 'transferencia', operationCents, cashTill, onCancel, onRecord }: Props) {
  const signedOpen = dues.reduce((sum, d) => sum + d.openCents, 0);
  const openCents = Math.abs(signedOpen);
  const refund = signedOpen < 0;
  const words = KIND_WORDS[kind];
  const title = refund ? RECORD_TEXT.refund : words.record;
  const { register, handleSubmit, formState, watch } = useForm<Values>({
    resolver: zodResolver(schemaFor(openCents, today, operationCents)),
    defaultValues: {
      amount: formatCentsPlain(openCents),
      date: today,
      method: defaultMethod,
      reference: '',
      note: '',
      nonResident: false,
    },
  });
  const { errors } = formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const cash = watch('method') === 'efectivo';

  const submit = handleSubmit(async (v) => {
    if (sending) return;
    const amountCents = parseEuros(v.amount)!;
    const parsed = parseRecordPayment({
      kind,
      partyId: null,
      date: v.date,
      amountCents,
      method: v.method,
      reference: v.reference.trim(),
      note: v.note.trim(),
      allocations: allocationsFor(dues, amountCents),
      nonResident: v.method === 'efectivo' && v.nonResident,
    });
    if (!parsed.ok) {
      setFailure(paymentFailureMessage(null));
      return;
    }
    setFailure(null);
    setSending(true);
    try {
      await onRecord(parsed.value);
    } catch (e) {
      console.error('Cobros y pagos: no se ha registrado', e);
      setFailure(paymentFailureMessage(e));
    } finally {
      setSending(false);
    }
  });

  return (
    <InvoiceDialog
      show
      titleId="record-payment-title"
      title={title}
      onCancel={onCancel}
      action={{ label: sending ? RECORD_TEXT.sending : title, variant: 'primary' }}
      onSubmit={(e) => void submit(e)}
    >
      <p className="small mb-1">{RECORD_TEXT.appliesTo}</p>
      <ul className="small mb-3" data-testid="record-payment-dues">
        {duesInOrder(dues).map((d) => (
          <li key={d.dueId}>{RECORD_TEXT.due(d.label, isoToSpanish(d.dueDate), formatEuros(Math.abs(d.openCents)))}</li>
        ))}
      </ul>
      <FieldGroup
        id="paymentAmount"
        label={RECORD_TEXT.amount}
        help={RECORD_TEXT.amountHelp(formatEuros(openCents))}
        error={errors.amount?.message}
        className="mb-3"
      >
        {(field) => <Form.Control inputMode="decimal" autoComplete="off" {...register('amount')} {...field} />}
      </FieldGroup>
      <FieldGroup id="paymentDate" label={refund ? RECORD_TEXT.refundDate : words.date} error={errors.date?.message} className="mb-3">
        {(field) => <Form.Control type="date" max={today} {...register('date')} {...field} />}
      </FieldGroup>
      <FieldGroup id="paymentMethod" label={RECORD_TEXT.method} error={errors.method?.message} className="mb-3">
        {(field) => (
          <Form.Select {...register('method')} {...field}>
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_METHOD_LABEL[m]}
              </option>
            ))}
          </Form.Select>
        )}
      </FieldGroup>
      {cash && (
        <>
          {cashTill !== undefined && (
            <p className="small" data-testid="payment-till">
              {cashTill === null ? RECORD_TEXT.cashNoTill : RECORD_TEXT.cashTill(cashTill)}
            </p>
          )}
          <Form.Check className="mb-3" id="payment-non-resident" label={RECORD_TEXT.nonResident} {...register('nonResident')} />
        </>
      )}
      <FieldGroup
        id="paymentReference"
        label={RECORD_TEXT.reference}
        help={RECORD_TEXT.referenceHelp}
        error={errors.reference?.message}
        className="mb-3"
      >
        {(field) => <Form.Control autoComplete="off" {...register('reference')} {...field} />}
      </FieldGroup>
      <FieldGroup id="paymentNote" label={RECORD_TEXT.note} error={errors.note?.message}>
        {(field) => <Form.Control as="textarea" rows={2} {...register('note')} {...field} />}
      </FieldGroup>
      {failure && (
        <Alert variant="danger" className="mt-3 mb-0" data-testid="record-payment-failure">
          {failure}
        </Alert>
      )}
    </InvoiceDialog>
  );
}
