/** #/invoices/input: Facturas de entradas (purchases). */
import { InvoiceList } from './InvoiceList';

export default function InputInvoiceListPage() {
  return <InvoiceList kind="input" />;
}
