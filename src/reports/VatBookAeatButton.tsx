/**
 * «Formato AEAT (requerimiento)» on the books' screens: the book of the range as the AEAT's
 * common electronic format asks for it in a requerimiento (XLSX, tab EXPEDIDAS or RECIBIDAS,
 * named Ejercicio + NIF + E/R + razón social; `vatBooksAeat.ts`). The activity is given as
 * code A (in the IAE), type 03 (resto de actividades empresariales), with the IAE epígrafe
 * left blank: Almacena does not store it. See DECISIONS.md "The 390 file and the AEAT libros registro".
 */
import Button from 'react-bootstrap/Button';
import { vatBookAeatXlsx, vatBooksAeatFileName } from '../domain/taxModels/vatBooksAeat';
import { downloadFile } from '../shared/csv/download';
import type { BookRow } from './invoiceBook';
import type { DateRange, ReportKind } from './reportModel';

export const AEAT_BOOK_TEXT = {
  download: 'Formato AEAT (requerimiento)',
  title: 'Libro en el formato electrónico común de la AEAT (XLSX) para atender un requerimiento',
} as const;

/** Activity of Almacena's companies for the books' "Actividad" columns (design validation 16). */
const ACTIVITY = { code: 'A', type: '03', iae: '' };

export function VatBookAeatButton({
  kind,
  range,
  rows,
  company,
}: {
  kind: ReportKind;
  range: DateRange;
  rows: readonly BookRow[];
  company: { name: string; nif: string };
}) {
  return (
    <Button
      variant="outline-secondary"
      size="sm"
      title={AEAT_BOOK_TEXT.title}
      onClick={() => {
        const issued = kind === 'output';
        const bytes = vatBookAeatXlsx(issued ? 'issued' : 'received', rows, ACTIVITY);
        const name = vatBooksAeatFileName(Number(range.from.slice(0, 4)), company.nif, company.name, issued ? 'E' : 'R');
        downloadFile(name, new Blob([bytes.buffer as ArrayBuffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
      }}
    >
      {AEAT_BOOK_TEXT.download}
    </Button>
  );
}
