/**
 * The dialog that applies an amount to open dues the person ticks (issue 30), shared by «Aplicar»
 * (money a payment kept on account) and the bank's «Conciliar con varios vencimientos» (one
 * movement paying several invoices). It reads the dues when it can (`loadDues`, null until it
 * knows whose), keeps those of the amount's sign that can be paid, ticks oldest first as many as the
 * amount reaches, says what is applied and what stays on account, and sends the ticked dues the
 * amount reaches, oldest first. Nothing is sent without a due ticked; a refusal is said above the
 * buttons and the dialog stays open.
 */
import { useEffect, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { formatEuros } from '../domain/money';
import type { Due } from '../domain/payments/dues';
import { MAX_ALLOCATIONS } from '../domain/payments/payments';
import { InvoiceDialog } from '../invoices/InvoiceDialog';
import { isoToSpanish } from '../invoices/messages';
import { unpayableReason } from './dueListPlan';
import { APPLY_TEXT, RECORD_TEXT } from './messages';
import { allocationsFor, duesInOrder, payableOf, type PayableDue } from './RecordPaymentDialog';

/** The dues an amount can go to: open, not in a remittance, of its sign (a credit's refunds credit notes), oldest first. */
export function applicableDues(dues: readonly Due[], signedCents: number): PayableDue[] {
  return duesInOrder(dues.filter((d) => unpayableReason(d) === null).map(payableOf)).filter((d) => Math.sign(d.openCents) === Math.sign(signedCents));
}

/** What the ticked dues take of the amount, oldest first: the applied total, what stays on account and how many it reaches. */
export function applicationPreview(dues: readonly PayableDue[], amountCents: number): { appliedCents: number; leftCents: number; reached: number } {
  let left = amountCents;
  let reached = 0;
  for (const due of duesInOrder(dues)) {
    if (left <= 0) break;
    left -= Math.min(Math.abs(due.openCents), left);
    reached += 1;
  }
  return { appliedCents: amountCents - left, leftCents: left, reached };
}

export interface PickDuesDialogProps {
  titleId: string;
  title: string;
  /** Above the list: what is applied and how it counts; and, for the bank, whose dues. */
  intro: ReactNode;
  /** The amount to apply, with its sign (below zero: refunds of credit notes). */
  signedCents: number;
  /** The dues to choose from (null: not known yet, e.g. no party chosen). */
  loadDues: (() => Promise<Due[]>) | null;
  actionLabel: string;
  testId: string;
  onCancel: () => void;
  /** Sends the ticked dues the amount reaches, oldest first; a rejection is said with `failureText`. */
  onSubmit: (allocations: { dueId: string; amountCents: null }[]) => Promise<void>;
  failureText: (error: unknown) => string;
}

export function PickDuesDialog({
  titleId,
  title,
  intro,
  signedCents,
  loadDues,
  actionLabel,
  testId,
  onCancel,
  onSubmit,
  failureText,
}: PickDuesDialogProps) {
  const amount = Math.abs(signedCents);
  const [dues, setDues] = useState<PayableDue[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    setDues(null);
    setLoadFailed(false);
    if (!loadDues) return undefined;
    let live = true;
    loadDues().then(
      (all) => {
        if (!live) return;
        const list = applicableDues(all, signedCents);
        setDues(list);
        // Tick, oldest first, as many as the amount reaches.
        setTicked(new Set(list.slice(0, applicationPreview(list, amount).reached).map((d) => d.dueId)));
      },
      (e: unknown) => {
        console.error('Cobros y pagos: no se han podido leer los vencimientos', e);
        if (live) setLoadFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [loadDues, signedCents, amount]);

  const chosen = (dues ?? []).filter((d) => ticked.has(d.dueId));
  const preview = applicationPreview(chosen, amount);
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
    setFailure(null);
    setSending(true);
    try {
      await onSubmit(allocationsFor(chosen, amount) as { dueId: string; amountCents: null }[]);
    } catch (e) {
      console.error('Cobros y pagos: no se ha aplicado', e);
      setFailure(failureText(e));
    } finally {
      setSending(false);
    }
  };

  return (
    <InvoiceDialog
      show
      titleId={titleId}
      title={title}
      onCancel={onCancel}
      action={{ label: sending ? RECORD_TEXT.sending : actionLabel, variant: 'primary', testId: `${testId}-submit` }}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {intro}
      {!loadDues ? null : loadFailed ? (
        <Alert variant="danger">{APPLY_TEXT.loadFailed}</Alert>
      ) : dues === null ? (
        <p className="small text-body-secondary">{APPLY_TEXT.loading}</p>
      ) : dues.length === 0 ? (
        <p className="small" data-testid={`${testId}-none`}>
          {APPLY_TEXT.none}
        </p>
      ) : (
        <fieldset aria-describedby={missing ? `${testId}-missing` : undefined}>
          <legend className="small mb-1">{APPLY_TEXT.legend}</legend>
          {dues.map((d) => (
            <Form.Check
              key={d.dueId}
              id={`${testId}-${d.dueId}`}
              className="small"
              checked={ticked.has(d.dueId)}
              onChange={(e) => toggle(d.dueId, e.target.checked)}
              label={RECORD_TEXT.due(d.label, isoToSpanish(d.dueDate), formatEuros(Math.abs(d.openCents)))}
              isInvalid={missing}
            />
          ))}
          {missing && (
            <div id={`${testId}-missing`} className="invalid-feedback d-block">
              {APPLY_TEXT.missing}
            </div>
          )}
          {dues.length >= MAX_ALLOCATIONS && <p className="small text-body-secondary mt-1">{APPLY_TEXT.more(MAX_ALLOCATIONS)}</p>}
          <p className="small mt-2 mb-0" data-testid={`${testId}-preview`} aria-live="polite">
            {APPLY_TEXT.preview(formatEuros(preview.appliedCents), formatEuros(preview.leftCents))}
            {preview.reached < chosen.length && ` ${APPLY_TEXT.notReached(chosen.length - preview.reached)}`}
          </p>
        </fieldset>
      )}
      {failure && (
        <Alert variant="danger" className="mt-3 mb-0" data-testid={`${testId}-failure`}>
          {failure}
        </Alert>
      )}
    </InvoiceDialog>
  );
}
