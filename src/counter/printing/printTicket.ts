/**
 * Printing a ticket (issue 29), loaded only when someone prints or sets a printer up (the encoder,
 * the receipt model and the PDF engine stay out of the counter's bundle): straight to this
 * computer's ESC/POS printer when one is set up and the browser can reach it, else the 80 mm PDF.
 * One read of the invoice and one of the company's ticket settings per ticket.
 */
import type { Invoice } from '../../domain/invoices/invoiceModel';
import { ticketSettingsRepository } from '../../corps/ticketSettingsRepository';
import { emptyTicketSettings, type TicketSettings } from '../../corps/ticketSettings';
import { invoiceRepository } from '../../invoices/invoiceRepository';
import { receiptContent, type ReceiptMode } from '../../invoices/pdf/receiptContent';
import { downloadReceiptPdf } from '../../invoices/pdf/receiptPdf';
import { warmPdfEngine } from '../../pdf/pdfFile';
import { cotejoEnvironment } from '../../invoices/verifactuEnvironment';
import { escposDrawerKick, escposTestTicket, escposTicket } from './escposTicket';
import { logoPixels } from './logoImage';
import { PRINT_TEXT } from './messages';
import { directPrinting, kicksDrawer, loadPrinterSettings, type PrinterSettings } from './printerSettings';
import { sendToPrinter } from './transport';

export { PrinterError } from './transport';

/** Readies what the next ticket needs on this computer (warmPrinting.ts): the PDF engine when it prints PDFs. */
export async function warmUp(): Promise<void> {
  if (!directPrinting(loadPrinterSettings())) await warmPdfEngine();
}

async function settingsOf(corpId: string): Promise<TicketSettings> {
  try {
    return await ticketSettingsRepository.get(corpId);
  } catch (e) {
    // The ticket matters more than its header: printed without it.
    console.error('Ticket: no se han podido leer los datos del ticket de la empresa', e);
    return emptyTicketSettings;
  }
}

/** Prints the ticket where this computer prints them; says where it went. */
export async function printTicket(corpId: string, invoiceOrId: Invoice | string, mode: ReceiptMode): Promise<'printer' | 'pdf'> {
  const [invoice, settings] = await Promise.all([
    typeof invoiceOrId === 'string' ? invoiceRepository.get(corpId, invoiceOrId) : Promise.resolve(invoiceOrId),
    settingsOf(corpId),
  ]);
  if (!invoice) throw new Error('La factura del ticket no existe');
  const printer = loadPrinterSettings();
  if (!directPrinting(printer)) {
    await downloadReceiptPdf(invoice, { mode, settings });
    return 'pdf';
  }
  const content = receiptContent(invoice, cotejoEnvironment, { mode, settings });
  const logo = content.logo ? await logoPixels(content.logo) : null;
  await sendToPrinter(printer, escposTicket(content, { drawerKick: kicksDrawer(invoice, mode, printer), logo }));
  return 'printer';
}

/** The PDF of the ticket, whatever the printer (the way out when the printer fails). */
export async function downloadTicketPdf(corpId: string, invoiceOrId: Invoice | string, mode: ReceiptMode): Promise<void> {
  const [invoice, settings] = await Promise.all([
    typeof invoiceOrId === 'string' ? invoiceRepository.get(corpId, invoiceOrId) : Promise.resolve(invoiceOrId),
    settingsOf(corpId),
  ]);
  if (!invoice) throw new Error('La factura del ticket no existe');
  await downloadReceiptPdf(invoice, { mode, settings });
}

export function printTestTicket(printer: PrinterSettings): Promise<void> {
  return sendToPrinter(printer, escposTestTicket([...PRINT_TEXT.testLines]));
}

export function openDrawer(printer: PrinterSettings): Promise<void> {
  return sendToPrinter(printer, escposDrawerKick());
}
