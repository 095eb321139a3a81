/**
 * What the two e-mail dialogs share (issue 33: «Enviar por e-mail» of an invoice,
 * src/invoices/email/InvoiceEmailDialog.tsx, and «Enviar recordatorio» of a client's overdue dues,
 * src/payments/DueReminderDialog.tsx): the recipients and message fields, checked with the
 * functions the commands parse with (src/domain/mail/invoiceEmail.ts), and the client's e-mail
 * the recipients start from.
 */
import { useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { clientRepository } from '../../clients/clientRepository';
import { checkMessage, parseRecipients } from '../../domain/mail/invoiceEmail';
import { z } from '../../shared/form/zod';
import { FieldGroup } from '../InvoiceFields';
import { EMAIL_TEXT } from '../messages';

/** «Para»: up to 5 addresses separated by commas, each said in Spanish when it is not one. */
export const recipientsSchema = z.string().superRefine((v, ctx) => {
  const checked = parseRecipients(v);
  if (checked.ok) return;
  const message = checked.problem === 'badAddress' && checked.detail ? EMAIL_TEXT.badAddress(checked.detail) : EMAIL_TEXT.recipients[checked.problem];
  ctx.addIssue({ code: 'custom', message });
});

/** The message: plain text of a bounded length. */
export const messageSchema = z.string().superRefine((v, ctx) => {
  const checked = checkMessage(v);
  if (!checked.ok) ctx.addIssue({ code: 'custom', message: EMAIL_TEXT.messageProblem[checked.problem] });
});

/** The client's e-mail from its record (one read when the dialog opens): '' without a client, an e-mail or a read; undefined while loading. */
export function useClientEmail(corpId: string, partyId: string | null): string | undefined {
  const [email, setEmail] = useState<{ id: string; email: string } | null>(null);
  useEffect(() => {
    if (!partyId) return undefined;
    let live = true;
    clientRepository.get(corpId, partyId).then(
      (client) => live && setEmail({ id: partyId, email: client?.email ?? '' }),
      (e: unknown) => {
        console.error(e);
        if (live) setEmail({ id: partyId, email: '' });
      },
    );
    return () => {
      live = false;
    };
  }, [corpId, partyId]);
  if (!partyId) return '';
  return email?.id === partyId ? email.email : undefined;
}

/** The «Para» field, saying when the client has no e-mail on record. */
export function RecipientsField({
  id,
  clientEmail,
  error,
  registered,
}: {
  id: string;
  clientEmail: string;
  error?: string;
  registered: UseFormRegisterReturn;
}) {
  return (
    <FieldGroup
      id={id}
      label={EMAIL_TEXT.to}
      help={clientEmail ? EMAIL_TEXT.toHelp : `${EMAIL_TEXT.noClientEmail} ${EMAIL_TEXT.toHelp}`}
      error={error}
      className="mb-3"
    >
      {(field) => <Form.Control type="text" inputMode="email" autoComplete="off" {...registered} {...field} />}
    </FieldGroup>
  );
}
