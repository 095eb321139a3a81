/**
 * After Cobrar: the ticket's number and the change to give (cash) or what was charged (card,
 * Bizum), the ticket (issue 29: «Imprimir ticket» straight to this computer's ESC/POS printer, with
 * the drawer kick of a cash sale, or the 80 mm PDF when no printer is set up; «Reimprimir» with
 * «COPIA»; «Ticket regalo»; the printer's set-up; the printing code loaded only when asked), the
 * invoice, and the code field of the next sale, focused: the next
 * customer's first scan starts the next sale with that item (nothing scanned is lost), Enter on
 * the empty field starts an empty one, as «Nueva venta» does. Focus comes back to that field after
 * printing.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { invoiceDetailPath } from '../invoices/invoicePaths';
import { PAYMENT_METHOD_LABEL } from '../invoices/messages';
import { AppLink } from '../shared/AppLink';
import { COUNTER_TEXT as T } from './messages';
import { PrinterSetupButton } from './printing/PrinterSetup';
import { TicketPrintButtons } from './printing/TicketPrintButtons';
import type { SaleDone as Done } from './useCounterSale';

interface SaleDoneProps {
  corpId: string;
  done: Done;
  onNewSale: () => void;
  /** A code scanned or typed here: the next sale starts with it. */
  onNextScan: (text: string) => void;
  /** Whether «Ver factura» is offered: the cashier role may not open invoices. */
  showInvoice?: boolean;
}

export function SaleDone({ corpId, done, onNewSale, onNextScan, showInvoice = true }: SaleDoneProps) {
  const [next, setNext] = useState('');
  const nextRef = useRef<HTMLInputElement>(null);
  const { receipt } = done;

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const scanned = next.trim();
    if (scanned) onNextScan(scanned);
    else onNewSale();
  };

  return (
    <section className="border border-success rounded p-4 text-center" aria-labelledby="counter-sold" data-testid="counter-done">
      <h2 id="counter-sold" className="h4" data-testid="counter-number">
        {T.sold(receipt.numberText)}
      </h2>
      <p className="display-6 fw-bold" role="status" data-testid="counter-change-due">
        {done.method === 'efectivo' ? T.changeToGive(receipt.changeCents) : T.paidWith(PAYMENT_METHOD_LABEL[done.method], done.totalCents)}
      </p>
      <Form.Group controlId="counter-next-scan" className="mx-auto mb-3 text-start" style={{ maxWidth: '28rem' }}>
        <Form.Label className="fw-semibold">{T.nextScan}</Form.Label>
        <Form.Control
          ref={nextRef}
          size="lg"
          autoFocus
          autoComplete="off"
          value={next}
          aria-describedby="counter-next-scan-help"
          onChange={(e) => setNext(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Form.Text id="counter-next-scan-help">{T.nextScanHelp}</Form.Text>
      </Form.Group>
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        <TicketPrintButtons corpId={corpId} invoice={receipt.id} modes={['original', 'copy', 'gift']} onSettled={() => nextRef.current?.focus()} />
        <PrinterSetupButton />
        {showInvoice && (
          <AppLink className="btn btn-outline-secondary" to={invoiceDetailPath(receipt.id)}>
            {T.viewInvoice}
          </AppLink>
        )}
        <Button variant="primary" onClick={onNewSale}>
          {T.newSale}
        </Button>
      </div>
    </section>
  );
}
