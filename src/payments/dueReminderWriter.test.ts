import { describe, expect, it } from 'vitest';
import { DUE_REMINDER_REFUSALS, TRANSPORT_KINDS } from '../domain/commands';
import { REMINDER_FAILURES } from './messages';
import { DueReminderError, reminderErrorMessage } from './dueReminderWriter';

describe('what a failed reminder says', () => {
  it.each([...DUE_REMINDER_REFUSALS, ...TRANSPORT_KINDS].map((code) => [code]))('%s has a Spanish text of its own', (code) => {
    const text = reminderErrorMessage(new DueReminderError(code));
    expect(text.length).toBeGreaterThan(20);
    if (code !== 'failed') expect(text).not.toBe(REMINDER_FAILURES.failed);
  });

  it('adds the mail server’s reason to mailFailed, and says anything else generically', () => {
    expect(reminderErrorMessage(new DueReminderError('mailFailed', 'El servidor de correo rechazó el mensaje (550).'))).toBe(
      'El servidor de correo no aceptó el recordatorio. El servidor de correo rechazó el mensaje (550).',
    );
    expect(reminderErrorMessage(new Error('x'))).toBe(REMINDER_FAILURES.failed);
    expect(REMINDER_FAILURES.nothingOverdue).toMatch(/nada vencido/);
  });
});
