/** #/inputs/details?inputId=: one entrada (no id: a new one). */
import { DocumentDetailPage } from '../stock/documents/DocumentDetailPage';

export default function InputDetailPage() {
  return <DocumentDetailPage kind="input" />;
}
