/** #/invoices: every invoice, with a type filter. */
import { InvoiceList } from './InvoiceList';

export default function InvoiceListPage() {
  return <InvoiceList kind={null} />;
}
