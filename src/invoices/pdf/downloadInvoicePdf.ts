/**
 * Renders and downloads the PDF of an issued sales invoice. The PDF engine and
 * its fonts are loaded only here (src/pdf/pdfFile.ts), when someone asks for a
 * PDF, so they stay out of the app shell's bundle.
 */
import type { CotejoEnvironment } from '../../domain/verifactu/qr';
import { createPdf, type PdfFile } from '../../pdf/pdfFile';
import type { Invoice } from '../../domain/invoices/invoiceModel';
import { PDF_TEXT } from '../messages';
import { cotejoEnvironment } from '../verifactuEnvironment';
import { invoiceDocument } from './invoiceDocument';

/** The rendered PDF; the QR decoding test renders through here as the app does. */
export function createInvoicePdf(invoice: Invoice, environment: CotejoEnvironment): Promise<PdfFile> {
  return createPdf(invoiceDocument(invoice, environment));
}

export async function downloadInvoicePdf(invoice: Invoice): Promise<void> {
  const pdf = await createInvoicePdf(invoice, cotejoEnvironment);
  pdf.download(PDF_TEXT.fileName(invoice.numberText ?? 'borrador'));
}
