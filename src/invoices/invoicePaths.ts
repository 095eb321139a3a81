/** The routes of the invoices area, as the screens link and navigate to them. */
import type { InvoiceKind } from './invoiceModel';

export const invoiceDetailPath = (id: string) => `/invoices/details?invoiceId=${encodeURIComponent(id)}`;
export const newInvoicePath = (kind: InvoiceKind) => `/invoices/details?kind=${kind}`;
/** #/invoices/output or #/invoices/input. */
export const invoiceListPath = (kind: InvoiceKind) => `/invoices/${kind}`;
