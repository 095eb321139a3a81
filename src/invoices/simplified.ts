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
  /** Cash only: what the customer handed over and the change given back (null on a refund). */
  cash: { tendered: string; change: string } | null;
  /** A refund (a rectificativa that gives money back): what was given back, as a positive amount; else null. */
  refunded: string | null;
}

/**
 * How a ticket was paid, from its counterPayment (or, without one, its payment method); null when
 * neither says. A refund (its total below zero: the refund of a ticket stores the negative total as
 * "tendered") says what was given back, never a negative amount handed over (issue 29).
 */
export function counterPaymentText(invoice: Pick<Invoice, 'counterPayment' | 'paymentMethod' | 'totalCents'>): CounterPaymentText | null {
  const p = invoice.counterPayment ?? null;
  const method = p?.method ?? invoice.paymentMethod;
  if (!method) return null;
  const back = invoice.totalCents < 0 ? -invoice.totalCents : p && p.tenderedCents < 0 ? -p.tenderedCents : 0;
  if (back > 0) return { method: PAYMENT_METHOD_LABEL[method], cash: null, refunded: formatEuros(back) };
  const cash = p && p.method === 'efectivo' ? { tendered: formatEuros(p.tenderedCents), change: formatEuros(p.changeCents) } : null;
  return { method: PAYMENT_METHOD_LABEL[method], cash, refunded: null };
}

/** "Efectivo · Entregado 20,00 € · Cambio 7,90 €", "Tarjeta", or '' when the ticket does not say. */
export function counterPaymentLine(invoice: Pick<Invoice, 'counterPayment' | 'paymentMethod' | 'totalCents'>): string {
  const p = counterPaymentText(invoice);
  if (!p) return '';
  return p.refunded ? SIMPLIFIED_TEXT.refunded(p.method, p.refunded) : SIMPLIFIED_TEXT.payment(p.method, p.cash);
}
