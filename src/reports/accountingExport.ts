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

/**
 * The invoices a period's journal needs: those dated in it and those paid in it
 * (whatever their date), each once. The caller reads both sets with bounded
 * queries (by `date` and by `paidDate`); `journalLines(..., period)` then keeps
 * only the entries whose own date falls in the period.
 */
export function periodJournalDocuments(datedInPeriod: readonly ReportInvoice[], paidInPeriod: readonly ReportInvoice[]): JournalDocument[] {
  const seen = new Set<string>();
  const documents: JournalDocument[] = [];
  for (const invoice of [...datedInPeriod, ...paidInPeriod]) {
    const key = `${invoice.kind}/${invoice.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    documents.push(journalDocumentOf(invoice));
  }
  return documents;
}
