/** #/outputs: Salidas. */
import { DocumentListPage } from '../stock/documents/DocumentListPage';

export default function OutputListPage() {
  return <DocumentListPage kind="output" />;
}
