/**
 * Turns a pdfmake document definition into a PDF file. The engine (src/pdf/engine: pdfmake,
 * pdfkit, fontkit and the Latin subset of Roboto, ~240 kB gzipped) is imported only here, when
 * someone asks for a PDF, so it stays out of the app shell's bundle; scripts/pdf-engine builds it.
 */
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { downloadFile } from '../shared/csv/download';

/** A rendered PDF, shaped like the result of pdfmake's createPdf() that the callers used before. */
export interface PdfFile {
  getBuffer(done: (bytes: Uint8Array) => void): void;
  download(fileName: string): void;
}

export async function createPdf(docDefinition: TDocumentDefinitions): Promise<PdfFile> {
  const { renderPdf } = await import('./engine/pdfEngine.js');
  const bytes = await renderPdf(docDefinition);
  return {
    getBuffer: (done) => done(bytes),
    download: (fileName) => downloadFile(fileName, new Blob([bytes], { type: 'application/pdf' })),
  };
}

/**
 * Loads the engine and renders one empty page, so that the next PDF pays for neither (the counter
 * warms it when the Mostrador opens: src/counter/printing/warmPrinting.ts, issue 32).
 */
export async function warmPdfEngine(): Promise<void> {
  const { renderPdf } = await import('./engine/pdfEngine.js');
  await renderPdf({ content: ' ' });
}
