/**
 * The app's side of the payment commands (functions/src/payments, issue 30): a cobro or pago
 * recorded against instalments, what it kept on account applied later, or reversed. Each is one call of the command contract through
 * callCommand; a refusal rejects with its CommandFailure (say it with paymentFailureMessage). A
 * browser that knows it is offline is told so without trying.
 */
import { callCommand, CommandFailure } from '../data/commands';
import type { ApplyPaymentInput, RecordPaymentInput, ReversePaymentInput } from '../domain/payments/payments';

export interface PaymentActor {
  corpId: string;
}

export interface RecordedPayment {
  id: string;
  unappliedCents: number;
  tillSessionId: string | null;
}

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export const paymentWriter = {
  /** Records a cobro (sale) or pago (purchase) applied to the instalments it names. */
  recordPayment(actor: PaymentActor, payment: RecordPaymentInput): Promise<RecordedPayment> {
    if (!online()) return Promise.reject(new CommandFailure('offline'));
    return callCommand<'recordPayment', RecordedPayment>('recordPayment', { corpId: actor.corpId, payment });
  },

  /** Applies what a payment kept on account to open instalments of its party. */
  async applyPayment(actor: PaymentActor, application: ApplyPaymentInput): Promise<{ unappliedCents: number }> {
    if (!online()) throw new CommandFailure('offline');
    return callCommand<'applyPayment', { unappliedCents: number }>('applyPayment', { corpId: actor.corpId, application });
  },

  /** Reverses a payment: what it applied is open again (a returned direct debit marks its instalments returned). */
  async reversePayment(actor: PaymentActor, reversal: ReversePaymentInput): Promise<void> {
    if (!online()) throw new CommandFailure('offline');
    await callCommand('reversePayment', { corpId: actor.corpId, reversal });
  },
};
