/**
 * «Aplicar lo que queda a cuenta» (issue 30): what a cobro or pago kept on account (an advance, a
 * transfer that came before its invoice) applied later to open instalments of its party, through
 * the shared due picker (PickDuesDialog): it sends applyPayment's input, each ticked due "as much
 * as is open and left", only those the amount reaches.
 */
import { formatEuros } from '../domain/money';
import type { Due } from '../domain/payments/dues';
import { parseApplyPayment, type ApplyPaymentInput } from '../domain/payments/payments';
import { isoToSpanish } from '../invoices/messages';
import { APPLY_TEXT, KIND_WORDS, paymentFailureMessage } from './messages';
import { PickDuesDialog } from './PickDuesDialog';
import type { StoredPayment } from './storedPayment';

export { applicableDues, applicationPreview } from './PickDuesDialog';

interface Props {
  payment: StoredPayment;
  /** The party's open dues of the payment's kind, oldest first (dueRepository.openOfParty). */
  loadDues: () => Promise<Due[]>;
  onCancel: () => void;
  /** Sends the input; a rejection (CommandFailure) is said in the dialog, which stays open. */
  onApply: (input: ApplyPaymentInput) => Promise<void>;
}

export function ApplyPaymentDialog({ payment, loadDues, onCancel, onApply }: Props) {
  return (
    <PickDuesDialog
      titleId="apply-payment-title"
      title={APPLY_TEXT.title(KIND_WORDS[payment.kind].one, formatEuros(Math.abs(payment.unappliedCents)))}
      intro={<p className="small">{APPLY_TEXT.explanation(payment.partyName, isoToSpanish(payment.date))}</p>}
      signedCents={payment.unappliedCents}
      loadDues={loadDues}
      actionLabel={APPLY_TEXT.action}
      testId="apply-payment"
      onCancel={onCancel}
      failureText={paymentFailureMessage}
      onSubmit={async (allocations) => {
        const parsed = parseApplyPayment({ paymentId: payment.id, allocations });
        // The picker sends what the schema takes; a failure here is a bug, said as the generic text.
        if (!parsed.ok) throw new Error(parsed.detail);
        await onApply(parsed.value);
      }}
    />
  );
}
