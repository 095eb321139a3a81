/** #/invoices/output: Facturas de salidas (sales). */
import { InvoiceList } from './InvoiceList';

export default function OutputInvoiceListPage() {
  return <InvoiceList kind="output" />;
}
