/**
 * «Enviar por e-mail» on an issued sale (issue 33): the recipients (the client's e-mail from its
 * record, editable; up to 5 separated by commas), a subject and a short message in Spanish, all
 * checked with the functions the command parses with (src/domain/mail/invoiceEmail.ts). The
 * server builds the PDF from the stored invoice and sends it; what it answers is said here.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { checkSubject, defaultInvoiceEmail, MAX_MESSAGE_LENGTH, MAX_SUBJECT_LENGTH, parseRecipients } from '../../domain/mail/invoiceEmail';
import { formatEuros } from '../../domain/money';
import type { Invoice } from '../../domain/invoices/invoiceModel';
import { z } from '../../shared/form/zod';
import { InvoiceDialog } from '../InvoiceDialog';
import { FieldGroup } from '../InvoiceFields';
import { EMAIL_TEXT, isoToSpanish, PDF_TEXT } from '../messages';
import { emailErrorMessage, sendInvoiceEmail } from './invoiceEmailWriter';
import { messageSchema, RecipientsField, recipientsSchema, useClientEmail } from './mailFields';

const schema = z.object({
  to: recipientsSchema,
  subject: z.string().superRefine((v, ctx) => {
    const checked = checkSubject(v);
    if (!checked.ok) ctx.addIssue({ code: 'custom', message: EMAIL_TEXT.subjectProblem[checked.problem] });
  }),
  message: messageSchema,
});
type EmailValues = z.infer<typeof schema>;

interface Props {
  invoice: Invoice;
  corpId: string;
  onCancel: () => void;
  onSent: (to: string[]) => void;
}

function EmailForm({ invoice, corpId, clientEmail, onCancel, onSent }: Props & { clientEmail: string }) {
  const numberText = invoice.numberText ?? '';
  const defaults = defaultInvoiceEmail({
    numberText,
    issueDate: isoToSpanish(invoice.issueDate),
    total: formatEuros(invoice.totalCents),
    companyName: invoice.issuer?.legalName ?? '',
    simplified: invoice.simplified === true,
  });
  const { register, handleSubmit, formState } = useForm<EmailValues>({
    resolver: zodResolver(schema),
    defaultValues: { to: clientEmail, subject: defaults.subject, message: defaults.message },
  });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    const to = parseRecipients(values.to);
    if (!to.ok) return;
    setSending(true);
    setFailure(null);
    try {
      await sendInvoiceEmail({ corpId }, { invoiceId: invoice.id, to: to.value, subject: values.subject.trim(), message: values.message });
      onSent(to.value);
    } catch (error) {
      console.error(error);
      setFailure(emailErrorMessage(error));
      setSending(false);
    }
  });

  return (
    <InvoiceDialog
      show
      titleId="invoice-email-title"
      title={EMAIL_TEXT.title(numberText)}
      onCancel={onCancel}
      action={{ label: sending ? EMAIL_TEXT.sending : EMAIL_TEXT.send, variant: 'primary', testId: 'invoice-email-send' }}
      onSubmit={(e) => void (sending ? e.preventDefault() : submit(e))}
    >
      {failure && (
        <Alert variant="danger" data-testid="invoice-email-error">
          {failure}
        </Alert>
      )}
      <RecipientsField id="invoiceEmailTo" clientEmail={clientEmail} error={formState.errors.to?.message} registered={register('to')} />
      <FieldGroup id="invoiceEmailSubject" label={EMAIL_TEXT.subject} error={formState.errors.subject?.message} className="mb-3">
        {(field) => <Form.Control type="text" maxLength={MAX_SUBJECT_LENGTH} {...register('subject')} {...field} />}
      </FieldGroup>
      <FieldGroup id="invoiceEmailMessage" label={EMAIL_TEXT.message} error={formState.errors.message?.message} className="mb-2">
        {(field) => <Form.Control as="textarea" rows={6} maxLength={MAX_MESSAGE_LENGTH} {...register('message')} {...field} />}
      </FieldGroup>
      <p className="small text-body-secondary mb-0">{EMAIL_TEXT.attachmentNote(PDF_TEXT.fileName(numberText))}</p>
    </InvoiceDialog>
  );
}

export function InvoiceEmailDialog(props: Props) {
  const clientEmail = useClientEmail(props.corpId, props.invoice.partyId || null);
  // The form starts once the client's e-mail is known, so the field is pre-filled, not changed under the cursor.
  if (clientEmail === undefined) return null;
  return <EmailForm {...props} clientEmail={clientEmail} />;
}

/** The button among an issued sale's actions, and its dialog. */
export function InvoiceEmailAction({
  invoice,
  corpId,
  busy,
  onSent,
}: {
  invoice: Invoice;
  corpId: string;
  busy: boolean;
  onSent: (to: string[]) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline-primary" disabled={busy} onClick={() => setOpen(true)}>
        {EMAIL_TEXT.button}
      </Button>
      {open && (
        <InvoiceEmailDialog
          invoice={invoice}
          corpId={corpId}
          onCancel={() => setOpen(false)}
          onSent={(to) => {
            setOpen(false);
            onSent(to);
          }}
        />
      )}
    </>
  );
}
