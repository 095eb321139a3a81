/**
 * sendInvoiceEmail's input (functions/src/mail): `{ invoiceId, to[], subject, message }`, each
 * field checked by the same pure functions the dialog uses (src/domain/mail/invoiceEmail.ts). A
 * refusal is `invalid` naming the field (`to`, `subject`, `message`, `invoiceId`); `to` refused
 * for its count is `to:tooMany`, so the app can say «como mucho 5 direcciones».
 */
import { z } from './zod';
import { id } from './fields';
import {
  checkMessage,
  checkRecipients,
  checkSubject,
  MAX_ADDRESS_LENGTH,
  MAX_MESSAGE_LENGTH,
  MAX_RECIPIENTS,
  MAX_SUBJECT_LENGTH,
} from '../mail/invoiceEmail';

export const sendInvoiceEmailSchema = z.object({
  invoiceId: id(),
  // Sizes first (strings, bounded), then the addresses themselves.
  to: z
    .array(z.string().max(MAX_ADDRESS_LENGTH))
    .max(MAX_RECIPIENTS * 4)
    .transform((list, ctx) => {
      const checked = checkRecipients(list);
      if (checked.ok) return checked.value;
      ctx.addIssue({ code: 'custom', message: checked.problem });
      return z.NEVER;
    }),
  subject: z
    .string()
    .max(MAX_SUBJECT_LENGTH * 2)
    .transform((s, ctx) => {
      const checked = checkSubject(s);
      if (checked.ok) return checked.value;
      ctx.addIssue({ code: 'custom', message: checked.problem });
      return z.NEVER;
    }),
  message: z
    .string()
    .max(MAX_MESSAGE_LENGTH * 2)
    .transform((s, ctx) => {
      const checked = checkMessage(s);
      if (checked.ok) return checked.value;
      ctx.addIssue({ code: 'custom', message: checked.problem });
      return z.NEVER;
    }),
});

export type SendInvoiceEmailInput = z.output<typeof sendInvoiceEmailSchema>;

/** The input, or the refusal's detail: the field, and for the recipients what is wrong with them (`to:tooMany`). */
export function parseSendInvoiceEmail(raw: unknown): { ok: true; value: SendInvoiceEmailInput } | { ok: false; detail: string } {
  const result = sendInvoiceEmailSchema.safeParse(raw);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, detail: detailOf(result.error.issues[0], 'invoiceId') };
}

/** A refusal's detail: the field, and what is wrong with it when the field's own check said so. */
function detailOf(issue: { path: PropertyKey[]; code: string; message: string } | undefined, idField: string): string {
  const field = issue?.path.map(String)[0] ?? 'input';
  const tooBig = field !== 'to' ? 'tooLong' : issue!.path.length > 1 ? 'badAddress' : 'tooMany';
  const why = issue?.code === 'custom' && field !== idField ? issue.message : issue?.code === 'too_big' ? tooBig : '';
  return why ? `${field}:${why}` : field;
}

/**
 * sendDueReminder's input (functions/src/mail): `{ partyId, to[], message? }`: the client, the
 * recipients and the person's own words (optional; the subject and the list are composed by the
 * server, src/domain/mail/dueReminder.ts). Refusals as sendInvoiceEmail's (`to:tooMany`, `message:control`).
 */
export const sendDueReminderSchema = z.object({
  partyId: id(),
  to: sendInvoiceEmailSchema.shape.to,
  message: sendInvoiceEmailSchema.shape.message.optional(),
});

export type SendDueReminderInput = { partyId: string; to: string[]; message: string };

export function parseSendDueReminder(raw: unknown): { ok: true; value: SendDueReminderInput } | { ok: false; detail: string } {
  const result = sendDueReminderSchema.safeParse(raw);
  if (result.success) return { ok: true, value: { ...result.data, message: result.data.message ?? '' } };
  return { ok: false, detail: detailOf(result.error.issues[0], 'partyId') };
}
