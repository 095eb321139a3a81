/** #/outputs/details?outputId=: one salida (no id: a new one). */
import { DocumentDetailPage } from '../stock/documents/DocumentDetailPage';

export default function OutputDetailPage() {
  return <DocumentDetailPage kind="output" />;
}
