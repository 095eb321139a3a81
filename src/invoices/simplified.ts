/**
 * How a factura simplificada (ticket) reads on screen, in its A4 PDF and on its 80 mm receipt:
 * its title, whether it names a recipient, what each line costs and how it was paid. Pure.
 */
import { lineGrossCents } from '../domain/ivaIncluded';
import { formatEuros } from '../domain/money';
import type { Invoice, StoredLine } from '../domain/invoices/invoiceModel';
import { KIND_TEXT, PAYMENT_METHOD_LABEL, SIMPLIFIED_TEXT } from './messages';

/** "Factura simplificada rectificativa T-2026-000003", "Factura rectificativa R-…", "Factura de salida F-…". */
export function invoiceTitle(invoice: Pick<Invoice, 'kind' | 'type' | 'simplified' | 'numberText'>): string {
  const number = invoice.numberText ?? '';
  if (invoice.simplified === true) return `${SIMPLIFIED_TEXT.title(invoice.type)} ${number}`;
  return invoice.type === 'rectificativa' ? `Factura rectificativa ${number}` : `${KIND_TEXT[invoice.kind].one} ${number}`;
}

/** False only for a ticket to a customer who gave no data (partyId ''): it has no recipient block. */
export function hasRecipient(invoice: Pick<Invoice, 'simplified' | 'partyId'>): boolean {
  return invoice.simplified !== true || invoice.partyId !== '';
}

/**
 * What a line amounts to as printed: on an invoice priced IVA included, what the line costs the
 * customer (the gross amount computeIvaIncludedTotals stored as the line's grossCents); else its base.
 */
export function lineAmountCents(invoice: Pick<Invoice, 'vatIncluded'>, line: StoredLine): number {
  return invoice.vatIncluded === true ? lineGrossCents(line) : line.baseCents;
}

export interface CounterPaymentText {
  method: string;
  /** Cash only: what the customer handed over and the change given back. */
  cash: { tendered: string; change: string } | null;
}

/** How a ticket was paid, from its counterPayment (or, without one, its payment method); null when neither says. */
export function counterPaymentText(invoice: Pick<Invoice, 'counterPayment' | 'paymentMethod'>): CounterPaymentText | null {
  const p = invoice.counterPayment ?? null;
  const method = p?.method ?? invoice.paymentMethod;
  if (!method) return null;
  const cash = p && p.method === 'efectivo' ? { tendered: formatEuros(p.tenderedCents), change: formatEuros(p.changeCents) } : null;
  return { method: PAYMENT_METHOD_LABEL[method], cash };
}

/** "Efectivo · Entregado 20,00 € · Cambio 7,90 €", "Tarjeta", or '' when the ticket does not say. */
export function counterPaymentLine(invoice: Pick<Invoice, 'counterPayment' | 'paymentMethod'>): string {
  const p = counterPaymentText(invoice);
  return p ? SIMPLIFIED_TEXT.payment(p.method, p.cash) : '';
}
