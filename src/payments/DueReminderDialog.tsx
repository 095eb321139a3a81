/**
 * «Enviar recordatorio» (issue 33): a reminder of a client's overdue instalments by e-mail. The
 * recipients start from the client's e-mail (its record, one read when the dialog opens), editable,
 * checked with the same functions the command parses with (src/domain/mail/invoiceEmail.ts); an
 * optional message. The server finds what is overdue today, composes the e-mail, sends it and
 * records it on each invoice it lists; what it answers is said here.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { MAX_MESSAGE_LENGTH, parseRecipients } from '../domain/mail/invoiceEmail';
import { formatEuros } from '../domain/money';
import { InvoiceDialog } from '../invoices/InvoiceDialog';
import { FieldGroup } from '../invoices/InvoiceFields';
import { messageSchema, RecipientsField, recipientsSchema, useClientEmail } from '../invoices/email/mailFields';
import { z } from '../shared/form/zod';
import { REMINDER_TEXT } from './messages';
import { reminderErrorMessage, sendDueReminder, type DueReminderResult } from './dueReminderWriter';

const schema = z.object({ to: recipientsSchema, message: messageSchema });
type ReminderValues = z.infer<typeof schema>;

export interface ReminderClient {
  partyId: string;
  name: string;
  /** What the screen shows as overdue (the server recomputes it). */
  overdueCents: number;
}

interface Props {
  corpId: string;
  client: ReminderClient;
  onCancel: () => void;
  onSent: (result: DueReminderResult, to: string[]) => void;
}

function ReminderForm({ corpId, client, clientEmail, onCancel, onSent }: Props & { clientEmail: string }) {
  const { register, handleSubmit, formState } = useForm<ReminderValues>({
    resolver: zodResolver(schema),
    defaultValues: { to: clientEmail, message: '' },
  });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    const to = parseRecipients(values.to);
    if (!to.ok) return;
    setSending(true);
    setFailure(null);
    try {
      const result = await sendDueReminder({ corpId }, { partyId: client.partyId, to: to.value, message: values.message });
      onSent(result, to.value);
    } catch (error) {
      console.error(error);
      setFailure(reminderErrorMessage(error));
      setSending(false);
    }
  });

  return (
    <InvoiceDialog
      show
      titleId="due-reminder-title"
      title={REMINDER_TEXT.title(client.name)}
      onCancel={onCancel}
      action={{ label: sending ? REMINDER_TEXT.sending : REMINDER_TEXT.send, variant: 'primary', testId: 'due-reminder-send' }}
      onSubmit={(e) => void (sending ? e.preventDefault() : submit(e))}
    >
      {failure && (
        <Alert variant="danger" data-testid="due-reminder-error">
          {failure}
        </Alert>
      )}
      <p className="mb-2">{REMINDER_TEXT.overdue(formatEuros(client.overdueCents))}</p>
      <p className="small text-body-secondary">{REMINDER_TEXT.what}</p>
      <RecipientsField id="dueReminderTo" clientEmail={clientEmail} error={formState.errors.to?.message} registered={register('to')} />
      <FieldGroup
        id="dueReminderMessage"
        label={REMINDER_TEXT.message}
        help={REMINDER_TEXT.messageHelp}
        error={formState.errors.message?.message}
        className="mb-0"
      >
        {(field) => <Form.Control as="textarea" rows={4} maxLength={MAX_MESSAGE_LENGTH} {...register('message')} {...field} />}
      </FieldGroup>
    </InvoiceDialog>
  );
}

export function DueReminderDialog(props: Props) {
  const clientEmail = useClientEmail(props.corpId, props.client.partyId || null);
  // The form starts once the client's e-mail is known, so the field is pre-filled, not changed under the cursor.
  if (clientEmail === undefined) return null;
  return <ReminderForm {...props} clientEmail={clientEmail} />;
}

/** The button of a client with something overdue, and its dialog; `onSent` gets the Spanish notice. */
export function DueReminderAction({ corpId, client, onSent }: { corpId: string; client: ReminderClient; onSent: (notice: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline-primary" aria-label={REMINDER_TEXT.buttonFor(client.name)} onClick={() => setOpen(true)}>
        {REMINDER_TEXT.button}
      </Button>
      {open && (
        <DueReminderDialog
          corpId={corpId}
          client={client}
          onCancel={() => setOpen(false)}
          onSent={(result, to) => {
            setOpen(false);
            onSent(REMINDER_TEXT.sent(client.name, to.join(', '), result.itemCount));
          }}
        />
      )}
    </>
  );
}
