/** The routes of the invoices area, as the screens link and navigate to them. */
import type { InvoiceKind } from '../domain/invoices/invoiceModel';

export const invoiceDetailPath = (id: string) => `/invoices/details?invoiceId=${encodeURIComponent(id)}`;
export const newInvoicePath = (kind: InvoiceKind) => `/invoices/details?kind=${kind}`;
/** A new rectificativa of an issued invoice: a sale's, or a vendor's credit note (abono) against a purchase. */
export const newRectificativaPath = (kind: InvoiceKind, originalId: string) =>
  `/invoices/details?kind=${kind}&rectifies=${encodeURIComponent(originalId)}`;
/** #/invoices/output or #/invoices/input. */
export const invoiceListPath = (kind: InvoiceKind) => `/invoices/${kind}`;

/** What a new invoice's page starts with, from its URL (a pedido's «Facturar albaranes»). */
export interface InvoiceStart {
  partyId: string;
  /** Salidas offered already ticked in «Añadir albaranes» (the person still adds them). */
  sourceIds: string[];
}

/** At most this many albaranes ticked from a URL: more than a pedido ever has. */
const MAX_START_SOURCES = 50;
const safeId = (id: string) => id !== '' && id.length <= 200 && !id.includes('/');

/** A new sale to the client `partyId` with these salidas ticked to add. */
export const newInvoiceFromSourcesPath = (partyId: string, sourceIds: readonly string[]) =>
  `/invoices/details?kind=output&partyId=${encodeURIComponent(partyId)}&albaranes=${sourceIds.map(encodeURIComponent).join(',')}`;

/** The start a new invoice's URL asks for, or null; ids that cannot be document ids are left out. */
export function invoiceStartOf(params: URLSearchParams): InvoiceStart | null {
  const partyId = params.get('partyId') ?? '';
  if (!safeId(partyId)) return null;
  const sourceIds = [...new Set((params.get('albaranes') ?? '').split(',').filter(safeId))].slice(0, MAX_START_SOURCES);
  return { partyId, sourceIds };
}
