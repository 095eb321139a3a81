/** #/outputs: Salidas. */
import { DocumentListPage } from '../stock/documents/DocumentListPage';
import { RETURN_DOCUMENT_PARTS } from '../returns/ReturnDocumentParts';

export default function OutputListPage() {
  return <DocumentListPage kind="output" PartBadge={RETURN_DOCUMENT_PARTS.Badge} />;
}
