/**
 * Store-credit vales on the returns desk (issue 29): the choice «Devolver: como se pagó / con un
 * vale» for a ticket, and after the return the new vale's code shown big, with its amount and
 * expiry, and «Imprimir vale» (an 80 mm PDF, voucherDocument.ts).
 */
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { formatEuros } from '../domain/money';
import { formatVoucherCode } from '../domain/vouchers/voucher';
import { AppLink } from '../shared/AppLink';
import type { IssuedVoucher } from '../returns/returnsWriter';

export const VOUCHER_ISSUED_TEXT = {
  refund: 'Devolver',
  asPaid: 'Como se pagó',
  vale: 'Con un vale',
  valeHelp: 'El importe queda como saldo de un vale para una compra posterior (válido un año). No sale dinero de la caja.',
  done: (numberText: string) => `Devolución ${numberText} emitida con un vale`,
  code: 'Código del vale',
  amount: (amount: string, expires: string) => `Importe ${amount} · válido hasta el ${expires}`,
  print: 'Imprimir vale',
  printing: 'Preparando…',
  printFailed: 'No se ha podido preparar el PDF del vale. Inténtalo de nuevo.',
  toInvoice: 'Ver la devolución',
};
const T = VOUCHER_ISSUED_TEXT;

export function RefundChoice({
  value,
  onChange,
  disabled,
}: {
  value: 'asPaid' | 'vale';
  onChange: (v: 'asPaid' | 'vale') => void;
  disabled: boolean;
}) {
  return (
    <fieldset className="mb-3" disabled={disabled} data-testid="return-refund">
      <legend className="form-label fs-6 fw-semibold">{T.refund}</legend>
      <div className="d-flex flex-wrap gap-3">
        <Form.Check
          type="radio"
          id="return-refund-as-paid"
          name="return-refund"
          label={T.asPaid}
          checked={value === 'asPaid'}
          onChange={() => onChange('asPaid')}
        />
        <Form.Check
          type="radio"
          id="return-refund-vale"
          name="return-refund"
          label={T.vale}
          checked={value === 'vale'}
          onChange={() => onChange('vale')}
          aria-describedby="return-refund-help"
        />
      </div>
      <Form.Text id="return-refund-help">{T.valeHelp}</Form.Text>
    </fieldset>
  );
}

export function VoucherIssued(props: { voucher: IssuedVoucher; numberText: string; company: { name: string; nif: string }; invoicePath: string }) {
  const { voucher, numberText, company, invoicePath } = props;
  const [printing, setPrinting] = useState(false);
  const [failed, setFailed] = useState(false);
  const print = async () => {
    setPrinting(true);
    setFailed(false);
    try {
      const { downloadVoucherPdf } = await import('./voucherDocument');
      await downloadVoucherPdf({ ...voucher, numberText }, company);
    } catch (e) {
      console.error('Devolución: no se ha podido preparar el vale', e);
      setFailed(true);
    } finally {
      setPrinting(false);
    }
  };
  return (
    <section className="border border-success rounded p-4 text-center" aria-labelledby="voucher-issued" data-testid="voucher-issued">
      <h2 id="voucher-issued" className="h4">
        {T.done(numberText)}
      </h2>
      <div className="small text-body-secondary">{T.code}</div>
      <p className="display-5 fw-bold font-monospace" data-testid="voucher-code">
        {formatVoucherCode(voucher.code)}
      </p>
      <p>{T.amount(formatEuros(voucher.amountCents), voucher.expiresOn.split('-').reverse().join('/'))}</p>
      <div className="d-flex justify-content-center gap-3">
        <Button onClick={() => void print()} disabled={printing} data-testid="voucher-print">
          {printing ? T.printing : T.print}
        </Button>
        <AppLink to={invoicePath} className="btn btn-outline-secondary">
          {T.toInvoice}
        </AppLink>
      </div>
      {failed && (
        <Alert variant="danger" className="mt-3">
          {T.printFailed}
        </Alert>
      )}
    </section>
  );
}
