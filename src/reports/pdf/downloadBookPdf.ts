/**
 * Renders and downloads a libro registro as PDF. pdfmake and its fonts are
 * loaded only here, when someone asks for the PDF (as src/invoices/pdf does),
 * so they stay out of the app shell's bundle.
 */
import { bookDocument, bookPdfFileName, type BookPdfInput } from './bookDocument';

export async function downloadBookPdf(input: BookPdfInput): Promise<void> {
  const [{ default: pdfMake }, { default: vfs }] = await Promise.all([import('pdfmake/build/pdfmake'), import('pdfmake/build/vfs_fonts')]);
  const pdf = pdfMake.createPdf(bookDocument(input), undefined, undefined, vfs);
  await new Promise<void>((resolve) => pdf.download(bookPdfFileName(input.kind, input.range), resolve));
}
