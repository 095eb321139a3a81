/** #/reports/issued: libro registro de facturas expedidas. */
import { InvoiceBookPage } from './InvoiceBookPage';

export default function IssuedBookPage() {
  return <InvoiceBookPage kind="output" />;
}
