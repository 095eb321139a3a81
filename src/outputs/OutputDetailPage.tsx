/** #/outputs/details?outputId=: one salida (no id: a new one). */
import { DocumentDetailPage } from '../stock/documents/DocumentDetailPage';
import { RETURN_DOCUMENT_PARTS } from '../returns/ReturnDocumentParts';

export default function OutputDetailPage() {
  return <DocumentDetailPage kind="output" parts={RETURN_DOCUMENT_PARTS} />;
}
