/**
 * «Tus datos» on the company page (issue 33): an admin downloads everything of their company as
 * one ZIP (exportCompanyData; src/domain/companyArchive.ts says what it holds) to keep it or take
 * it to another tool. The browser then adds each issued sale's PDF (archivePdfs.ts, loaded only
 * here), showing how many are done.
 */
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { callCommand, type CommandFailure } from '../data/commands';
import type { FailureOf } from '../domain/commands';
import { formatQuantity } from '../domain/quantity';

const T = {
  title: 'Tus datos',
  intro:
    'Descarga todos los datos de la empresa en un archivo ZIP: todos los documentos (datos/documentos.jsonl), productos, clientes, proveedores, stock y facturas en CSV, cada factura emitida en PDF y cada registro VERI*FACTU en XML. Consérvalo al menos 4 años.',
  button: 'Descargar todos los datos',
  working: 'Preparando el archivo…',
  pdfs: (done: number, total: number) => `Generando los PDF de las facturas: ${formatQuantity(done)} de ${formatQuantity(total)}…`,
  done: (documents: number, pdfs: number, bytes: number) =>
    `Descargado: ${formatQuantity(documents)} documentos y ${formatQuantity(pdfs)} facturas en PDF, ${formatQuantity(Math.round(bytes / 1024))} KB.`,
  pdfsFailed: 'Los datos se han preparado, pero no se han podido generar los PDF de las facturas. Inténtalo de nuevo.',
  errors: {
    tooSoon: 'Ya se ha preparado una exportación hace menos de 5 minutos. Espera un poco e inténtalo de nuevo.',
    tooLarge:
      'Los datos de la empresa no caben en una descarga. Pide al responsable de la instalación la copia completa (exportación gestionada de Firestore).',
    offline: 'Sin conexión: la exportación necesita conexión con el servidor.',
    denied: 'Solo un administrador de la empresa puede descargar sus datos.',
    busy: 'El servidor está ocupado. Inténtalo de nuevo en unos segundos.',
    // A heavy command (src/domain/rateLimit.ts HEAVY_COMMANDS): five in a row, then five an hour.
    rateLimited: 'Se han pedido demasiadas exportaciones seguidas. Espera unos minutos y vuelve a intentarlo.',
    failed: 'No se ha podido preparar la exportación. Inténtalo de nuevo.',
  } satisfies Record<FailureOf<'exportCompanyData'>, string> as Record<string, string>,
};

interface Exported {
  fileName: string;
  documents: number;
  bytes: number;
  base64: string;
}

function download(fileName: string, bytes: Uint8Array<ArrayBuffer>) {
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/zip' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function CompanyDataExport({ corpId }: { corpId: string }) {
  const [state, setState] = useState<
    { kind: 'idle' } | { kind: 'working'; text: string } | { kind: 'done'; text: string } | { kind: 'error'; text: string }
  >({ kind: 'idle' });
  const run = async () => {
    setState({ kind: 'working', text: T.working });
    let result: Exported;
    try {
      result = await callCommand<'exportCompanyData', Exported>('exportCompanyData', { corpId });
    } catch (error) {
      const code = (error as CommandFailure).code;
      setState({ kind: 'error', text: T.errors[code] ?? T.errors.failed! });
      return;
    }
    try {
      const { withInvoicePdfs } = await import('./archivePdfs');
      const data = Uint8Array.from(atob(result.base64), (c) => c.charCodeAt(0));
      const archive = await withInvoicePdfs(data, (done, total) => setState({ kind: 'working', text: T.pdfs(done, total) }));
      download(result.fileName, archive.zip as Uint8Array<ArrayBuffer>);
      setState({ kind: 'done', text: T.done(result.documents, archive.pdfs, archive.zip.byteLength) });
    } catch (error) {
      console.error('Tus datos: no se han podido generar los PDF', error);
      setState({ kind: 'error', text: T.pdfsFailed });
    }
  };
  return (
    <section aria-labelledby="company-data-title" className="mt-4">
      <h2 id="company-data-title" className="h5">
        {T.title}
      </h2>
      <p className="text-body-secondary">{T.intro}</p>
      <Button variant="outline-primary" onClick={run} disabled={state.kind === 'working'}>
        {state.kind === 'working' ? T.working : T.button}
      </Button>
      {state.kind === 'working' && (
        <p className="mt-2 mb-0 small" role="status" data-testid="company-data-progress">
          {state.text}
        </p>
      )}
      {state.kind === 'done' && (
        <Alert variant="success" className="mt-2" data-testid="company-data-done">
          {state.text}
        </Alert>
      )}
      {state.kind === 'error' && (
        <Alert variant="danger" className="mt-2" role="alert">
          {state.text}
        </Alert>
      )}
    </section>
  );
}
