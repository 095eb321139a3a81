/** #/inputs/details?inputId=: one entrada (no id: a new one). */
import { DocumentDetailPage } from '../stock/documents/DocumentDetailPage';
import { RETURN_DOCUMENT_PARTS } from '../returns/ReturnDocumentParts';

export default function InputDetailPage() {
  return <DocumentDetailPage kind="input" parts={RETURN_DOCUMENT_PARTS} />;
}
