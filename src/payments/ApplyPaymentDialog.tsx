/**
 * «Aplicar lo que queda a cuenta» (issue 30): what a cobro or pago kept on account (an advance, a
 * transfer that came before its invoice) applied later to open instalments of its party. The
 * dialog reads that party's open dues (oldest first, at most one payment's worth), ticks as many
 * as the amount on account reaches, and sends applyPayment's input: each ticked due "as much as is
 * open and left", only those the amount reaches. A refusal of the command is said above the
 * buttons, in Spanish; nothing is sent without a due ticked.
 */
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { formatEuros } from '../domain/money';
import type { Due } from '../domain/payments/dues';
import { MAX_ALLOCATIONS, parseApplyPayment, type ApplyPaymentInput } from '../domain/payments/payments';
import { InvoiceDialog } from '../invoices/InvoiceDialog';
import { isoToSpanish } from '../invoices/messages';
import { unpayableReason } from './dueListPlan';
import { APPLY_TEXT, KIND_WORDS, paymentFailureMessage, RECORD_TEXT } from './messages';
import { allocationsFor, duesInOrder, payableOf, type PayableDue } from './RecordPaymentDialog';
import type { StoredPayment } from './storedPayment';

interface Props {
  payment: StoredPayment;
  /** The party's open dues of the payment's kind, oldest first (dueRepository.openOfParty). */
  loadDues: () => Promise<Due[]>;
  onCancel: () => void;
  /** Sends the input; a rejection (CommandFailure) is said in the dialog, which stays open. */
  onApply: (input: ApplyPaymentInput) => Promise<void>;
}

/** The dues a payment's money on account can go to: open, not in a remittance, of its sign (a refund kept on account refunds credit notes). */
export function applicableDues(dues: readonly Due[], unappliedCents: number): PayableDue[] {
  return duesInOrder(dues.filter((d) => unpayableReason(d) === null).map(payableOf)).filter(
    (d) => Math.sign(d.openCents) === Math.sign(unappliedCents),
  );
}

/** What the ticked dues take of the amount on account, oldest first: the applied total and what stays on account. */
export function applicationPreview(
  dues: readonly PayableDue[],
  onAccountCents: number,
): { appliedCents: number; leftCents: number; reached: number } {
  let left = onAccountCents;
  let reached = 0;
  for (const due of duesInOrder(dues)) {
    if (left <= 0) break;
    left -= Math.min(Math.abs(due.openCents), left);
    reached += 1;
  }
  return { appliedCents: onAccountCents - left, leftCents: left, reached };
}

export function ApplyPaymentDialog({ payment, loadDues, onCancel, onApply }: Props) {
  const onAccount = Math.abs(payment.unappliedCents);
  const [dues, setDues] = useState<PayableDue[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let live = true;
    loadDues().then(
      (all) => {
        if (!live) return;
        const list = applicableDues(all, payment.unappliedCents);
        setDues(list);
        // Tick, oldest first, as many as the amount on account reaches.
        const reached = applicationPreview(list, onAccount).reached;
        setTicked(new Set(list.slice(0, reached).map((d) => d.dueId)));
      },
      (e: unknown) => {
        console.error('Cobros y pagos: no se han podido leer los vencimientos', e);
        if (live) setLoadFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [loadDues, payment.unappliedCents, onAccount]);

  const chosen = (dues ?? []).filter((d) => ticked.has(d.dueId));
  const preview = applicationPreview(chosen, onAccount);
  const toggle = (dueId: string, on: boolean) => {
    setMissing(false);
    setTicked((s) => {
      const next = new Set(s);
      if (on) next.add(dueId);
      else next.delete(dueId);
      return next;
    });
  };

  const submit = async () => {
    if (sending) return;
    if (chosen.length === 0) {
      setMissing(true);
      return;
    }
    const parsed = parseApplyPayment({ paymentId: payment.id, allocations: allocationsFor(chosen, onAccount) });
    if (!parsed.ok) {
      setFailure(paymentFailureMessage(null));
      return;
    }
    setFailure(null);
    setSending(true);
    try {
      await onApply(parsed.value);
    } catch (e) {
      console.error('Cobros y pagos: no se ha aplicado', e);
      setFailure(paymentFailureMessage(e));
    } finally {
      setSending(false);
    }
  };

  const words = KIND_WORDS[payment.kind];
  return (
    <InvoiceDialog
      show
      titleId="apply-payment-title"
      title={APPLY_TEXT.title(words.one, formatEuros(onAccount))}
      onCancel={onCancel}
      action={{ label: sending ? RECORD_TEXT.sending : APPLY_TEXT.action, variant: 'primary', testId: 'apply-payment-submit' }}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className="small">{APPLY_TEXT.explanation(payment.partyName, isoToSpanish(payment.date))}</p>
      {loadFailed ? (
        <Alert variant="danger">{APPLY_TEXT.loadFailed}</Alert>
      ) : dues === null ? (
        <p className="small text-body-secondary">{APPLY_TEXT.loading}</p>
      ) : dues.length === 0 ? (
        <p className="small" data-testid="apply-payment-none">
          {APPLY_TEXT.none}
        </p>
      ) : (
        <fieldset aria-describedby={missing ? 'apply-payment-missing' : undefined}>
          <legend className="small mb-1">{APPLY_TEXT.legend}</legend>
          {dues.map((d) => (
            <Form.Check
              key={d.dueId}
              id={`apply-${d.dueId}`}
              className="small"
              checked={ticked.has(d.dueId)}
              onChange={(e) => toggle(d.dueId, e.target.checked)}
              label={RECORD_TEXT.due(d.label, isoToSpanish(d.dueDate), formatEuros(Math.abs(d.openCents)))}
              isInvalid={missing}
            />
          ))}
          {missing && (
            <div id="apply-payment-missing" className="invalid-feedback d-block">
              {APPLY_TEXT.missing}
            </div>
          )}
          {dues.length >= MAX_ALLOCATIONS && <p className="small text-body-secondary mt-1">{APPLY_TEXT.more(MAX_ALLOCATIONS)}</p>}
          <p className="small mt-2 mb-0" data-testid="apply-payment-preview" aria-live="polite">
            {APPLY_TEXT.preview(formatEuros(preview.appliedCents), formatEuros(preview.leftCents))}
            {preview.reached < chosen.length && ` ${APPLY_TEXT.notReached(chosen.length - preview.reached)}`}
          </p>
        </fieldset>
      )}
      {failure && (
        <Alert variant="danger" className="mt-3 mb-0" data-testid="apply-payment-failure">
          {failure}
        </Alert>
      )}
    </InvoiceDialog>
  );
}
