/** #/reports/received: libro registro de facturas recibidas (by registry date). */
import { InvoiceBookPage } from './InvoiceBookPage';

export default function ReceivedBookPage() {
  return <InvoiceBookPage kind="input" />;
}
