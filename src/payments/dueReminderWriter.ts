/**
 * Sends a client a reminder of its overdue instalments through the trusted command
 * sendDueReminder (functions/src/mail): the server finds what is overdue, composes and sends the
 * e-mail and records it on each invoice it lists. A refusal arrives as a DueReminderError with the
 * command's code, said by REMINDER_FAILURES.
 */
import { callCommand, CommandFailure } from '../data/commands';
import type { FailureOf } from '../domain/commands';
import { REMINDER_FAILURES } from './messages';

type ReminderFailure = FailureOf<'sendDueReminder'>;

export interface DueReminderResult {
  messageId: string;
  invoiceIds: string[];
  itemCount: number;
  totalCents: number;
}

export class DueReminderError extends Error {
  constructor(
    readonly code: ReminderFailure,
    readonly detail: string = '',
  ) {
    super(code);
    this.name = 'DueReminderError';
  }
}

/** What the person reads: the code's text, with the mail server's reason when it gave one. */
export function reminderErrorMessage(error: unknown): string {
  if (!(error instanceof DueReminderError)) return REMINDER_FAILURES.failed;
  const text = REMINDER_FAILURES[error.code] ?? REMINDER_FAILURES.failed;
  return error.code === 'mailFailed' && error.detail ? `${text} ${error.detail}` : text;
}

export async function sendDueReminder(
  actor: { corpId: string },
  input: { partyId: string; to: string[]; message: string },
): Promise<DueReminderResult> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new DueReminderError('offline');
  try {
    return await callCommand<'sendDueReminder', DueReminderResult>('sendDueReminder', { corpId: actor.corpId, ...input });
  } catch (error) {
    if (error instanceof CommandFailure)
      throw new DueReminderError(error.code as ReminderFailure, typeof error.details.detail === 'string' ? error.details.detail : '');
    throw new DueReminderError('failed');
  }
}
