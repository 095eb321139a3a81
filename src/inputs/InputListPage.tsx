/** #/inputs: Entradas. */
import { DocumentListPage } from '../stock/documents/DocumentListPage';

export default function InputListPage() {
  return <DocumentListPage kind="input" />;
}
