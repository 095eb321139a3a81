/**
 * The returns desk on an issued invoice: "Devolución" on a sale (tickets too, which are corrected
 * only this way), "Registrar abono del proveedor" on a registered purchase (the vendor's credit
 * note, a purchase rectificativa of it), and what the sale's lines have returned so far.
 */
import Button from 'react-bootstrap/Button';
import type { Invoice } from '../domain/invoices/invoiceModel';
import { newRectificativaPath } from '../invoices/invoicePaths';
import { AppLink, useAppNavigate } from '../shared/AppLink';
import { documentDetailPath } from '../stock/documents/documentRoutes';
import { INVOICE_STOCK_TEXT, RETURN_DOC_TEXT as T } from './messages';
import { invoiceReturnBlocker } from './returnForm';
import { ReturnedNote } from './ReturnDocumentParts';
import { returnPath } from './returnPaths';

type Shown = Pick<Invoice, 'id' | 'kind' | 'type' | 'state' | 'status' | 'simplified'>;

/**
 * The stock document the invoice made (src/domain/invoices/invoiceStock.ts): a sale's salida, or a
 * customer return's entrada (on its rectificativa); none when no line moved stock.
 */
export function InvoiceStockLink({ invoice }: { invoice: Pick<Invoice, 'type' | 'stockDocumentId' | 'numberText'> }) {
  if (!invoice.stockDocumentId) return null;
  const kind = invoice.type === 'rectificativa' ? 'input' : 'output';
  const number = `${kind === 'input' ? 'E' : 'S'}-${invoice.numberText ?? ''}`;
  return (
    <p className="small mb-2" data-testid="invoice-stock-document">
      {kind === 'input' ? INVOICE_STOCK_TEXT.stockEntrada : INVOICE_STOCK_TEXT.stockSalida}{' '}
      <AppLink to={documentDetailPath(kind, invoice.stockDocumentId)}>{number}</AppLink>
    </p>
  );
}

/** The buttons, in the invoice's row of actions (a ticket's note takes a line of its own). */
export function InvoiceReturnActions({ invoice, busy }: { invoice: Shown; busy: boolean }) {
  const navigate = useAppNavigate();
  const purchase = invoice.kind === 'input' && invoice.type === 'ordinaria' && invoice.state === 'emitida';
  if (purchase) {
    return (
      <Button variant="outline-secondary" disabled={busy} onClick={() => navigate(newRectificativaPath('input', invoice.id))}>
        {T.creditNoteButton}
      </Button>
    );
  }
  if (invoiceReturnBlocker(invoice)) return null;
  return (
    <>
      <Button variant="outline-secondary" disabled={busy} onClick={() => navigate(returnPath('invoice', invoice.id))}>
        {T.saleButton}
      </Button>
      {invoice.simplified === true && (
        <p className="small text-body-secondary w-100 mb-0" data-testid="ticket-return-note">
          {T.ticketNote}
        </p>
      )}
    </>
  );
}

/** "Devuelto hasta ahora" under a sale's lines. */
export function InvoiceReturnedNote({ invoice }: { invoice: Pick<Invoice, 'lines' | 'returned'> }) {
  return <ReturnedNote lines={invoice.lines} returned={invoice.returned} />;
}
