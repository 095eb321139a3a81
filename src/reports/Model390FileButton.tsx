/**
 * «Descargar fichero 390» on the 390 screen: the year's 390 as the fixed-width file the AEAT's
 * form imports (`model390File`, design "Mod.390 2025-actualidad" copied from OCA l10n-spain), a
 * normal declaration of the company, ISO-8859-1. The main activity (code and IAE epígrafe) is not
 * stored in Almacena and is left blank: the form asks for it after importing. See DECISIONS.md
 * "The 390 file and the AEAT libros registro".
 */
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useCompanyActor } from '../auth/session';
import { latin1Bytes } from '../domain/taxModels/fixedWidthWriter';
import { model390File } from '../domain/taxModels/model390File';
import type { Model390Boxes } from '../domain/taxModels/types';
import { downloadFile } from '../shared/csv/download';

export const M390_FILE_TEXT = {
  download: 'Descargar fichero 390',
  title: 'Fichero de texto del modelo 390 para «Importar» en el formulario de la Sede (diseño del ejercicio 2025)',
  has347: 'Presenta el modelo 347 de este año',
} as const;

export function Model390FileButton({ result }: { result: Model390Boxes }) {
  const { corp } = useCompanyActor();
  const [has347, setHas347] = useState(false);
  let text: string | null = null;
  let problem: string | null = null;
  try {
    text = model390File(result, { nif: corp.data.nif, name: corp.data.legalName || corp.name, has347 });
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    problem = error.message;
  }
  return (
    <>
      <Form.Check
        id="m390-has347"
        className="small mb-0"
        label={M390_FILE_TEXT.has347}
        checked={has347}
        onChange={(e) => setHas347(e.target.checked)}
      />
      {problem !== null ? (
        <span className="small text-danger" role="alert" data-testid="m390-file-refused">
          {problem}
        </span>
      ) : (
        <Button
          variant="outline-secondary"
          size="sm"
          title={M390_FILE_TEXT.title}
          onClick={() => {
            const bytes = latin1Bytes(text ?? '');
            downloadFile(`390-${result.year}.txt`, new Blob([bytes.buffer as ArrayBuffer], { type: 'text/plain;charset=iso-8859-1' }));
          }}
        >
          {M390_FILE_TEXT.download}
        </Button>
      )}
    </>
  );
}
