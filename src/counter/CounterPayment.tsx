/**
 * Cobrar: the payment method (native radio buttons in a fieldset: arrows move between them and
 * choose, and the one chosen is the one shown checked), for cash the amount
 * handed over with the change computed live, and the button, disabled while the ticket cannot be
 * charged or while the sale is being issued. Enter in "Entregado" charges.
 */
import type { FormEvent, Ref } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { formatEuros } from '../domain/money';
import { COUNTER_PAYMENT_METHODS, type CounterPaymentMethod } from '../domain/simplifiedInvoice';
import { PAYMENT_METHOD_LABEL } from '../invoices/messages';
import type { PaymentCheck, PaymentInput } from './counterModel';
import { COUNTER_TEXT as T, VOUCHER_TEXT as V } from './messages';
import type { VoucherState } from './useCounterSale';

interface CounterPaymentProps {
  payment: PaymentInput;
  check: PaymentCheck;
  totalCents: number;
  complete: boolean;
  busy: boolean;
  error: string | null;
  onMethod: (method: CounterPaymentMethod) => void;
  onTendered: (tendered: string) => void;
  onNonResident: (nonResident: boolean) => void;
  onCharge: () => void;
  tenderedRef: Ref<HTMLInputElement>;
  chargeRef: Ref<HTMLButtonElement>;
  /** Store-credit vale (issue 29): the code as typed, what the lookup found, what it pays. */
  voucherText: string;
  voucher: VoucherState;
  voucherCents: number;
  onVoucherText: (text: string) => void;
  onCheckVoucher: () => void;
}

function voucherProblem(v: VoucherState): string | null {
  if (v.kind !== 'refused') return null;
  if (v.why === 'voucherExpired') return V.voucherExpired(v.voucher?.expiresOn ?? '');
  return V[v.why];
}

/** «Vale»: the code, Comprobar (one get), and at the field its balance and what is left to pay, or why it cannot pay. */
function VoucherField(
  props: Pick<CounterPaymentProps, 'voucherText' | 'voucher' | 'voucherCents' | 'totalCents' | 'onVoucherText' | 'onCheckVoucher'>,
) {
  const { voucherText, voucher, voucherCents, totalCents, onVoucherText, onCheckVoucher } = props;
  const problem = voucherProblem(voucher);
  const pending = voucherText.trim() !== '' && voucher.kind === 'none';
  return (
    <Form.Group controlId="counter-voucher" className="mb-3">
      <Form.Label>{V.label}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={voucherText}
          isInvalid={problem !== null}
          isValid={voucher.kind === 'ok'}
          aria-describedby="counter-voucher-help counter-voucher-state"
          onChange={(e) => onVoucherText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && voucherText.trim() !== '' && voucher.kind !== 'ok') {
              e.preventDefault();
              onCheckVoucher();
            }
          }}
          data-testid="counter-voucher"
        />
        {voucher.kind === 'ok' ? (
          <Button variant="outline-secondary" onClick={() => onVoucherText('')}>
            {V.remove}
          </Button>
        ) : (
          <Button
            variant="outline-primary"
            disabled={voucherText.trim() === '' || voucher.kind === 'loading'}
            onClick={onCheckVoucher}
            data-testid="counter-voucher-check"
          >
            {voucher.kind === 'loading' ? V.checking : V.check}
          </Button>
        )}
        {problem && (
          <Form.Control.Feedback type="invalid" id="counter-voucher-state" role="alert" data-testid="counter-voucher-error">
            {problem}
          </Form.Control.Feedback>
        )}
      </InputGroup>
      <Form.Text id="counter-voucher-help">{V.help}</Form.Text>
      {voucher.kind === 'ok' && (
        <div id="counter-voucher-state" className="small mt-1" aria-live="polite" data-testid="counter-voucher-ok">
          <div>{V.balance(formatEuros(voucher.voucher.balanceCents), voucher.voucher.expiresOn)}</div>
          <div className="fw-semibold">{V.pays(formatEuros(voucherCents), formatEuros(totalCents - voucherCents))}</div>
        </div>
      )}
      {pending && <div className="small text-body-secondary mt-1">{V.notChecked}</div>}
    </Form.Group>
  );
}

function ChangeLine({ check }: { check: PaymentCheck }) {
  if (check.change === null) {
    return (
      <div id="counter-change" className="text-danger small" role="alert">
        {T.tenderedInvalid}
      </div>
    );
  }
  if (!check.change.ok) {
    return (
      <div id="counter-change" className="text-danger small" role="alert" data-testid="counter-short">
        {T.short(check.change.shortCents)}
      </div>
    );
  }
  return (
    <div id="counter-change" className="fs-5" aria-live="polite" data-testid="counter-change">
      {T.changeToGive(check.change.changeCents)}
    </div>
  );
}

export function CounterPayment(props: CounterPaymentProps) {
  const { payment, check, totalCents, complete, busy, error, onMethod, onTendered, onNonResident, onCharge, tenderedRef, chargeRef, voucherCents } =
    props;
  const dueCents = totalCents - voucherCents;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onCharge();
  };
  const cash = payment.method === 'efectivo';
  return (
    <Form onSubmit={submit} aria-label={T.payment} data-testid="counter-payment">
      <fieldset disabled={busy}>
        <legend className="form-label fs-6 fw-semibold">{T.payment}</legend>
        <VoucherField {...props} />
        <div className="d-flex flex-wrap gap-3 mb-3">
          {COUNTER_PAYMENT_METHODS.map((m) => (
            <Form.Check
              key={m}
              type="radio"
              id={`counter-method-${m}`}
              name="counter-method"
              className="fs-5"
              label={PAYMENT_METHOD_LABEL[m]}
              value={m}
              checked={payment.method === m}
              onChange={() => onMethod(m)}
            />
          ))}
        </div>
        {cash && (
          <Form.Group controlId="counter-tendered" className="mb-2">
            <Form.Label>{T.tendered}</Form.Label>
            <Form.Control
              ref={tenderedRef}
              inputMode="decimal"
              autoComplete="off"
              className="text-end"
              placeholder={formatEuros(dueCents)}
              value={payment.tendered}
              isInvalid={check.change?.ok !== true}
              aria-invalid={check.change?.ok !== true ? true : undefined}
              aria-describedby="counter-tendered-help counter-change"
              onChange={(e) => onTendered(e.target.value)}
            />
            <Form.Text id="counter-tendered-help">{T.tenderedHelp}</Form.Text>
          </Form.Group>
        )}
        {cash && <ChangeLine check={check} />}
        {cash && (check.cashLimitCents !== null || payment.nonResident) && (
          <>
            {check.cashLimitCents !== null && (
              <div className="text-danger small mt-2" role="alert" data-testid="counter-cash-limit">
                {T.cashLimit(check.cashLimitCents)}
              </div>
            )}
            <Form.Check
              id="counter-non-resident"
              className="mt-2"
              label={T.nonResident}
              checked={payment.nonResident}
              onChange={(e) => onNonResident(e.target.checked)}
            />
          </>
        )}
        {!complete && <div className="text-danger small mt-2">{T.fixLines}</div>}
        <Button ref={chargeRef} type="submit" size="lg" className="w-100 mt-3" disabled={!check.ready || busy} data-testid="counter-charge">
          {busy ? T.charging : T.charge(formatEuros(totalCents))}
        </Button>
      </fieldset>
      {error && (
        <Alert variant="danger" className="mt-3" data-testid="counter-error">
          {error}
        </Alert>
      )}
    </Form>
  );
}
