/**
 * Renders and downloads the 80 mm receipt (ticket) of a factura simplificada, through the same
 * lazily loaded PDF engine as the A4 invoice (src/pdf/pdfFile.ts).
 */
import type { CotejoEnvironment } from '../../domain/verifactu/qr';
import { createPdf, type PdfFile } from '../../pdf/pdfFile';
import type { Invoice } from '../../domain/invoices/invoiceModel';
import { RECEIPT_TEXT } from '../messages';
import { cotejoEnvironment } from '../verifactuEnvironment';
import { receiptDocument } from './receiptDocument';

/** The rendered receipt; the QR decoding test renders through here as the app does. */
export function createReceiptPdf(invoice: Invoice, environment: CotejoEnvironment): Promise<PdfFile> {
  return createPdf(receiptDocument(invoice, environment));
}

export async function downloadReceiptPdf(invoice: Invoice): Promise<void> {
  const pdf = await createReceiptPdf(invoice, cotejoEnvironment);
  pdf.download(RECEIPT_TEXT.fileName(invoice.numberText ?? 'borrador'));
}
