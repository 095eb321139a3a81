import { describe, expect, it } from 'vitest';
import { MAIL_REFUSALS, TRANSPORT_KINDS } from '../../domain/commands';
import { EMAIL_FAILURES } from '../messages';
import { emailErrorMessage, InvoiceEmailError } from './invoiceEmailWriter';

describe('what a failed send says', () => {
  it.each([...MAIL_REFUSALS, ...TRANSPORT_KINDS].map((code) => [code]))('%s has a Spanish text of its own', (code) => {
    const text = emailErrorMessage(new InvoiceEmailError(code));
    expect(text.length).toBeGreaterThan(20);
    if (code !== 'failed') expect(text).not.toBe(EMAIL_FAILURES.failed);
  });

  it('adds the mail server’s reason to mailFailed, and says anything else generically', () => {
    expect(emailErrorMessage(new InvoiceEmailError('mailFailed', 'El servidor de correo rechazó el mensaje (550).'))).toBe(
      'El servidor de correo no aceptó el envío. El servidor de correo rechazó el mensaje (550).',
    );
    expect(emailErrorMessage(new Error('x'))).toBe(EMAIL_FAILURES.failed);
  });

  it('says the limit with its figures', () => {
    expect(EMAIL_FAILURES.mailLimit).toContain('como mucho 20 cada 10 minutos');
  });
});
