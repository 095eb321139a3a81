/**
 * Renders and downloads the 80 mm receipt (ticket) of a factura simplificada, through the same
 * lazily loaded PDF engine as the A4 invoice (src/pdf/pdfFile.ts). With the company's ticket
 * settings (trade name, logo, footer) when given; a reprint says «COPIA»; a gift receipt has no prices.
 */
import type { CotejoEnvironment } from '../../domain/verifactu/qr';
import { createPdf, type PdfFile } from '../../pdf/pdfFile';
import type { Invoice } from '../../domain/invoices/invoiceModel';
import { RECEIPT_TEXT } from '../messages';
import { cotejoEnvironment } from '../verifactuEnvironment';
import type { ReceiptOptions } from './receiptContent';
import { receiptDocument } from './receiptDocument';

/** The rendered receipt; the QR decoding test renders through here as the app does. */
export function createReceiptPdf(invoice: Invoice, environment: CotejoEnvironment, options: ReceiptOptions = {}): Promise<PdfFile> {
  return createPdf(receiptDocument(invoice, environment, options));
}

export async function downloadReceiptPdf(invoice: Invoice, options: ReceiptOptions = {}): Promise<void> {
  const pdf = await createReceiptPdf(invoice, cotejoEnvironment, options);
  const number = invoice.numberText ?? 'borrador';
  pdf.download(options.mode === 'gift' ? RECEIPT_TEXT.giftFileName(number) : RECEIPT_TEXT.fileName(number));
}
