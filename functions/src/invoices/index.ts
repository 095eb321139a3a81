/** The invoice commands: every write of invoices, counters, vendor-number keys and summaries/invoices. */
export { saveInvoiceDraft } from './saveInvoiceDraft';
export { issueInvoice } from './issueInvoice';
export { setInvoicePayment } from './setInvoicePayment';
export { annulInvoice } from './annulInvoice';
export { sellAtCounter } from './sellAtCounter';
