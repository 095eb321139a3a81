/**
 * Sends an issued invoice's PDF by e-mail through the trusted command sendInvoiceEmail
 * (functions/src/mail): the server builds the PDF from the stored invoice and records the send.
 * A refusal arrives as an InvoiceEmailError with the command's code, said by EMAIL_FAILURES.
 */
import { callCommand, CommandFailure } from '../../data/commands';
import type { FailureOf } from '../../domain/commands';
import { EMAIL_FAILURES } from '../messages';

type EmailFailure = FailureOf<'sendInvoiceEmail'>;

export class InvoiceEmailError extends Error {
  constructor(
    readonly code: EmailFailure,
    readonly detail: string = '',
  ) {
    super(code);
    this.name = 'InvoiceEmailError';
  }
}

/** What the person reads: the code's text, with the mail server's reason when it gave one. */
export function emailErrorMessage(error: unknown): string {
  if (!(error instanceof InvoiceEmailError)) return EMAIL_FAILURES.failed;
  const text = EMAIL_FAILURES[error.code];
  return error.code === 'mailFailed' && error.detail ? `${text} ${error.detail}` : text;
}

export async function sendInvoiceEmail(
  actor: { corpId: string },
  input: { invoiceId: string; to: string[]; subject: string; message: string },
): Promise<{ emailId: string; messageId: string }> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new InvoiceEmailError('offline');
  try {
    return await callCommand<'sendInvoiceEmail', { emailId: string; messageId: string }>('sendInvoiceEmail', { corpId: actor.corpId, ...input });
  } catch (error) {
    if (error instanceof CommandFailure)
      throw new InvoiceEmailError(error.code as EmailFailure, typeof error.details.detail === 'string' ? error.details.detail : '');
    throw new InvoiceEmailError('failed');
  }
}
