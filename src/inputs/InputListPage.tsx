/** #/inputs: Entradas. */
import { DocumentListPage } from '../stock/documents/DocumentListPage';
import { RETURN_DOCUMENT_PARTS } from '../returns/ReturnDocumentParts';

export default function InputListPage() {
  return <DocumentListPage kind="input" PartBadge={RETURN_DOCUMENT_PARTS.Badge} />;
}
