/**
 * Download buttons for the files a gestoría loads: the 303 and the 349 as the AEAT form
 * imports them (fixed width, ISO-8859-1). See DECISIONS.md "AEAT files and the
 * accounting export".
 */
import Button from 'react-bootstrap/Button';
import { useCompanyActor } from '../auth/session';
import { latin1Bytes } from '../domain/taxModels/fixedWidthWriter';
import { model303File } from '../domain/taxModels/model303File';
import { model349File } from '../domain/taxModels/model349File';
import type { Model303Boxes, Model349Declaration } from '../domain/taxModels/types';
import { downloadFile } from '../shared/csv/download';

export const AEAT_FILE_TEXT = {
  file349: 'Fichero para la AEAT',
  file349Title: 'Fichero de texto del modelo 349 para «Importar» en el formulario de la Sede',
  file303: 'Fichero para la AEAT',
  file303Title: 'Fichero de texto del modelo 303 para «Importar» en el formulario de la Sede',
} as const;

export const ACCOUNTING_TEXT = {
  title: 'Exportar a contabilidad',
  description: 'Asientos de ventas, compras, cobros y pagos del trimestre en CSV para cargarlos en el programa de contabilidad de la gestoría.',
  download: 'Descargar asientos (CSV)',
  summary: (entries: number, lines: number) => `${entries} asientos, ${lines} apuntes`,
} as const;

/** "Fichero para la AEAT" on the 349 screen: the declaration as a normal (not complementaria) filing. */
export function Model349FileButton({ declaration }: { declaration: Model349Declaration }) {
  const { corp } = useCompanyActor();
  return (
    <Button
      variant="outline-secondary"
      size="sm"
      title={AEAT_FILE_TEXT.file349Title}
      onClick={() => {
        const text = model349File(declaration, {
          taxId: corp.data.nif,
          name: corp.data.legalName || corp.name,
          contactPhone: corp.data.phone,
          contactName: corp.data.legalName || corp.name,
          statementType: 'N',
          declarationNumber: '3490000000000',
          previousNumber: null,
          legalRepresentativeTaxId: '',
        });
        const bytes = latin1Bytes(text);
        downloadFile(
          `349-${declaration.year}-${declaration.period}.txt`,
          new Blob([bytes.buffer as ArrayBuffer], { type: 'text/plain;charset=iso-8859-1' }),
        );
      }}
    >
      {AEAT_FILE_TEXT.file349}
    </Button>
  );
}

function downloadLatin1(name: string, text: string) {
  const bytes = latin1Bytes(text);
  downloadFile(name, new Blob([bytes.buffer as ArrayBuffer], { type: 'text/plain;charset=iso-8859-1' }));
}

/**
 * "Fichero para la AEAT" on the 303 section: a normal declaration of the company. A period whose
 * design has no file layout (or a devolución, whose bank page is not built) shows why instead.
 */
export function Model303FileButton({ result }: { result: Model303Boxes }) {
  const { corp } = useCompanyActor();
  const who = { nif: corp.data.nif, name: corp.data.legalName || corp.name };
  let text: string;
  try {
    text = model303File(result, who);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return (
      <span className="small text-body-secondary" data-testid="m303-file-refused">
        {error.message}
      </span>
    );
  }
  return (
    <Button
      variant="outline-secondary"
      size="sm"
      title={AEAT_FILE_TEXT.file303Title}
      onClick={() => downloadLatin1(`303-${result.year}-${result.quarter}T.txt`, text)}
    >
      {AEAT_FILE_TEXT.file303}
    </Button>
  );
}
