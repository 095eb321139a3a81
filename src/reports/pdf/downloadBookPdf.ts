/**
 * Renders and downloads a libro registro as PDF. The PDF engine and its fonts
 * are loaded only here (src/pdf/pdfFile.ts), when someone asks for the PDF, so
 * they stay out of the app shell's bundle.
 */
import { createPdf } from '../../pdf/pdfFile';
import { bookDocument, bookPdfFileName, type BookPdfInput } from './bookDocument';

export async function downloadBookPdf(input: BookPdfInput): Promise<void> {
  const pdf = await createPdf(bookDocument(input));
  pdf.download(bookPdfFileName(input.kind, input.range));
}
