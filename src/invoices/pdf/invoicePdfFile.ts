/**
 * An issued invoice's PDF as bytes with its file name, exactly as «Descargar PDF» makes it
 * (downloadInvoicePdf.ts: invoiceDocument rendered by the committed engine, named by PDF_TEXT):
 * the functions send this file by e-mail (functions/src/mail/sendInvoiceEmail.ts), built from the
 * stored invoice, never from the browser. Its imports stay pure (no React, no Firebase, no
 * browser globals): the functions' typecheck (functions/tsconfig.json, no DOM) includes them, and
 * the lint lets functions/ import this one file of src/invoices (eslint.config.js).
 */
import type { CotejoEnvironment } from '../../domain/verifactu/qr';
import type { Invoice } from '../../domain/invoices/invoiceModel';
import { renderPdf } from '../../pdf/engine/pdfEngine.js';
import { PDF_TEXT } from '../messages';
import { invoiceDocument } from './invoiceDocument';

export async function invoicePdfFile(invoice: Invoice, environment: CotejoEnvironment): Promise<{ fileName: string; bytes: Uint8Array }> {
  return { fileName: PDF_TEXT.fileName(invoice.numberText ?? 'borrador'), bytes: await renderPdf(invoiceDocument(invoice, environment)) };
}
