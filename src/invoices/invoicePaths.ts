/** The routes of the invoices area, as the screens link and navigate to them. */
import type { InvoiceKind } from '../domain/invoices/invoiceModel';

export const invoiceDetailPath = (id: string) => `/invoices/details?invoiceId=${encodeURIComponent(id)}`;
export const newInvoicePath = (kind: InvoiceKind) => `/invoices/details?kind=${kind}`;
/** A new rectificativa of an issued invoice: a sale's, or a vendor's credit note (abono) against a purchase. */
export const newRectificativaPath = (kind: InvoiceKind, originalId: string) =>
  `/invoices/details?kind=${kind}&rectifies=${encodeURIComponent(originalId)}`;
/** #/invoices/output or #/invoices/input. */
export const invoiceListPath = (kind: InvoiceKind) => `/invoices/${kind}`;
