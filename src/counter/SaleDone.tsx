/**
 * After Cobrar: the ticket's number and the change to give, the 80 mm receipt (the invoice is
 * read once and the PDF engine loaded only when asked, as on the invoice page), the invoice, and
 * "Nueva venta", focused so that Enter starts the next sale.
 */
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { invoiceDetailPath } from '../invoices/invoicePaths';
import { invoiceRepository } from '../invoices/invoiceRepository';
import { AppLink } from '../shared/AppLink';
import { COUNTER_TEXT as T } from './messages';
import type { SaleDone as Done } from './useCounterSale';

async function printReceipt(corpId: string, invoiceId: string): Promise<void> {
  const [invoice, { downloadReceiptPdf }] = await Promise.all([invoiceRepository.get(corpId, invoiceId), import('../invoices/pdf/receiptPdf')]);
  if (!invoice) throw new Error('La factura del ticket no existe');
  await downloadReceiptPdf(invoice);
}

export function SaleDone({ corpId, done, onNewSale }: { corpId: string; done: Done; onNewSale: () => void }) {
  const [printing, setPrinting] = useState(false);
  const [failed, setFailed] = useState(false);
  const { receipt } = done;

  const print = async () => {
    setPrinting(true);
    setFailed(false);
    try {
      await printReceipt(corpId, receipt.id);
    } catch (e) {
      console.error('Mostrador: no se ha podido generar el ticket', e);
      setFailed(true);
    } finally {
      setPrinting(false);
    }
  };

  return (
    <section className="border border-success rounded p-4 text-center" aria-labelledby="counter-sold" data-testid="counter-done">
      <h2 id="counter-sold" className="h4" data-testid="counter-number">
        {T.sold(receipt.numberText)}
      </h2>
      <p className="display-6 fw-bold" role="status" data-testid="counter-change-due">
        {T.changeToGive(receipt.changeCents)}
      </p>
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        <Button variant="outline-primary" onClick={() => void print()} disabled={printing}>
          {printing ? T.printing : T.print}
        </Button>
        <AppLink className="btn btn-outline-secondary" to={invoiceDetailPath(receipt.id)}>
          {T.viewInvoice}
        </AppLink>
        <Button variant="primary" autoFocus onClick={onNewSale}>
          {T.newSale}
        </Button>
      </div>
      {failed && (
        <Alert variant="danger" className="mt-3 mb-0">
          {T.printFailed}
        </Alert>
      )}
    </section>
  );
}
