/** A report invoice as the accounting journal reads it (pure; see DECISIONS.md "AEAT files and the accounting export"). */
import type { JournalDocument } from '../domain/accounting/journal';
import { netAmounts, type ReportInvoice } from './reportModel';

/** Net amounts (a substitution's replaced figures taken out); a purchase is named by the vendor's number. */
export function journalDocumentOf(invoice: ReportInvoice): JournalDocument {
  const n = netAmounts(invoice);
  return {
    kind: invoice.kind === 'output' ? 'sale' : 'purchase',
    date: invoice.date,
    number: invoice.kind === 'output' ? invoice.numberText : (invoice.vendorInvoiceNumber ?? invoice.numberText),
    partyNif: invoice.partyNif,
    partyName: invoice.partyName,
    baseCents: n.baseCents,
    vatCents: n.vatCents,
    recargoCents: n.recargoCents,
    irpfCents: n.irpfCents,
    paidAt: invoice.paidDate,
  };
}
