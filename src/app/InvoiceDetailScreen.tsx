/**
 * The invoice page as the route shows it: invoices' own page with the parts that returns and
 * VERI*FACTU add to an issued invoice. Composed here, at the top floor, so that invoices import
 * neither area (npm run arch).
 */
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
  actions: InvoiceReturnActions,
};

export default function InvoiceDetailScreen() {
  return <InvoiceDetailPage slots={SLOTS} />;
}
