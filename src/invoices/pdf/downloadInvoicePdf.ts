/**
 * Renders and downloads the PDF of an issued sales invoice. pdfmake and its
 * fonts (~2 MB) are loaded only here, when someone asks for a PDF, so they stay
 * out of the app shell's bundle.
 */
import type { TCreatedPdf } from 'pdfmake/build/pdfmake';
import type { CotejoEnvironment } from '../../domain/verifactu/qr';
import type { Invoice } from '../invoiceModel';
import { PDF_TEXT } from '../messages';
import { cotejoEnvironment } from '../verifactuEnvironment';
import { invoiceDocument } from './invoiceDocument';

/** The rendered PDF; the QR decoding test renders through here as the app does. */
export async function createInvoicePdf(invoice: Invoice, environment: CotejoEnvironment): Promise<TCreatedPdf> {
  const [{ default: pdfMake }, { default: vfs }] = await Promise.all([
    import('pdfmake/build/pdfmake'),
    import('pdfmake/build/vfs_fonts'),
  ]);
  return pdfMake.createPdf(invoiceDocument(invoice, environment), undefined, undefined, vfs);
}

export async function downloadInvoicePdf(invoice: Invoice): Promise<void> {
  const pdf = await createInvoicePdf(invoice, cotejoEnvironment);
  await new Promise<void>((resolve) => pdf.download(PDF_TEXT.fileName(invoice.numberText ?? 'borrador'), resolve));
}
