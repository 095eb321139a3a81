/**
 * The invoice page as the route shows it: invoices' own page with the parts that returns,
 * VERI*FACTU and the counter's ticket printing (reprint, gift receipt) add to an issued invoice. Composed here, at the top floor, so that invoices import
 * neither area (npm run arch).
 */
import { TicketInvoiceActions } from '../counter/printing/TicketPrintButtons';
import InvoiceDetailPage from '../invoices/InvoiceDetailPage';
import type { InvoiceViewSlots } from '../invoices/InvoiceView';
import { InvoiceReturnActions, InvoiceReturnedNote, InvoiceStockLink } from '../returns/InvoiceReturnActions';
import { VerifactuInvoiceState } from '../verifactu/VerifactuInvoiceState';

const SLOTS: InvoiceViewSlots = {
  recordState: VerifactuInvoiceState,
  afterLines: ({ invoice }) => (
    <>
      <InvoiceReturnedNote invoice={invoice} />
      <InvoiceStockLink invoice={invoice} />
    </>
  ),
  actions: ({ invoice, busy }) => (
    <>
      <InvoiceReturnActions invoice={invoice} busy={busy} />
      <TicketInvoiceActions invoice={invoice} busy={busy} />
    </>
  ),
};

export default function InvoiceDetailScreen() {
  return <InvoiceDetailPage slots={SLOTS} />;
}
