/**
 * Renders and downloads the PDF of an issued sales invoice. pdfmake and its
 * fonts (~2 MB) are loaded only here, when someone asks for a PDF, so they stay
 * out of the app shell's bundle.
 */
import type { Invoice } from '../invoiceModel';
import { PDF_TEXT } from '../messages';
import { invoiceDocument } from './invoiceDocument';

export async function downloadInvoicePdf(invoice: Invoice): Promise<void> {
  const [{ default: pdfMake }, { default: vfs }] = await Promise.all([
    import('pdfmake/build/pdfmake'),
    import('pdfmake/build/vfs_fonts'),
  ]);
  const pdf = pdfMake.createPdf(invoiceDocument(invoice), undefined, undefined, vfs);
  await new Promise<void>((resolve) => pdf.download(PDF_TEXT.fileName(invoice.numberText ?? 'borrador'), resolve));
}
