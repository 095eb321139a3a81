/**
 * The app's invoice writer: a thin client of the invoice commands (functions/src/invoices), which
 * save drafts, issue, register and annul invoices and reopen a legacy paid one on the server, in one
 * transaction each. Same interface the screens always used; a command's refusal arrives as an
 * InvoiceError with the server's code and what it names. Issuing needs the server, so a browser
 * that knows it is offline is told so without trying.
 */
import { callCommand } from '../data/commands';
import type { CommandName } from '../domain/commands';
import { InvoiceError, invoiceErrorOfCommand } from './invoiceErrors';
import type { InvoiceContent } from '../domain/invoices/invoiceModel';
import { timedPart } from '../shared/userTiming';

export interface Actor {
  corpId: string;
  uid: string;
}

export interface IssuedInvoice {
  id: string;
  numberText: string;
}

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Calls an invoice-area command (issuing, counter, returns): offline says so without trying; refusals become InvoiceErrors. */
export async function runInvoiceCommand<T>(name: CommandName, data: Record<string, unknown>): Promise<T> {
  if (!online()) throw new InvoiceError('offline');
  try {
    return await callCommand<CommandName, T>(name, data);
  } catch (error) {
    throw invoiceErrorOfCommand(error);
  }
}

export const invoiceWriter = {
  /** Saves a draft (no number); returns its id (a new draft's id is made by the server). */
  async saveDraft(actor: Actor, id: string | null, content: InvoiceContent): Promise<string> {
    const saved = await runInvoiceCommand<{ id: string }>('saveInvoiceDraft', { corpId: actor.corpId, invoiceId: id, content });
    return saved.id;
  },

  /** Issues a sales invoice or rectificativa, or registers a purchase invoice; `id` is its draft, or null. */
  issue(actor: Actor, id: string | null, content: InvoiceContent): Promise<IssuedInvoice> {
    return timedPart('invoice.issue', () => runInvoiceCommand<IssuedInvoice>('issueInvoice', { corpId: actor.corpId, invoiceId: id, content }));
  },

  /** Annuls a sale issued in error (admin): it keeps its number and gets its VERI*FACTU anulación. */
  async annul(actor: Actor, invoiceId: string, reason: string): Promise<void> {
    await runInvoiceCommand('annulInvoice', { corpId: actor.corpId, invoiceId, reason });
  },

  /**
   * Marks an issued invoice pending payment again: every live payment applied to it is reversed, and
   * one marked paid before cobros existed (no payment to reverse) is open again. Payments are
   * recorded and reversed one by one through src/payments/paymentWriter.
   */
  async markUnpaid(actor: Actor, invoiceId: string): Promise<void> {
    await runInvoiceCommand('setInvoicePayment', { corpId: actor.corpId, invoiceId, payment: null });
  },
};
