/**
 * The cierre de caja of a day: the day's facturas simplificadas (tickets) folded by payment
 * method with the domain's cashClose. Only issued tickets count; annulled ones (issued in error,
 * they keep their number) are shown apart and never added; a ticket whose payment is not one of
 * the counter's methods is shown apart too, since it cannot go in any drawer. Pure: unit-tested.
 */
import { cashClose, isCounterPaymentMethod, type CashClose, type CashTicket, type CounterPaymentMethod } from '../domain/simplifiedInvoice';
import type { Invoice } from '../domain/invoices/invoiceModel';

/** At most this many tickets are read for one day (one query); the screen says when it was reached. */
export const CASH_CLOSE_LIMIT = 1000;

export interface TicketGroup {
  count: number;
  totalCents: number;
  numbers: string[];
}

export interface CashCloseReport {
  day: string;
  close: CashClose;
  /** Annulled tickets: shown, never added. */
  annulled: TicketGroup;
  /** Issued tickets without a counter payment method (efectivo, tarjeta, bizum). */
  unassigned: TicketGroup;
  /** How many tickets were read. */
  read: number;
  /** The read stopped at CASH_CLOSE_LIMIT: there may be more tickets that day. */
  limitReached: boolean;
}

export type CashCloseInvoice = Pick<Invoice, 'state' | 'type' | 'totalCents' | 'numberText' | 'counterPayment' | 'paymentMethod'>;

/** How the ticket was paid at the counter: its counterPayment, or its payment method when that is one of the counter's. */
export function counterMethodOf(invoice: Pick<Invoice, 'counterPayment' | 'paymentMethod'>): CounterPaymentMethod | null {
  // A refund onto a store-credit vale (issue 29) gave back no money by any method.
  if (invoice.counterPayment?.voucherCode && (invoice.counterPayment.voucherCents ?? 0) < 0) return null;
  const method = invoice.counterPayment?.method ?? invoice.paymentMethod;
  return isCounterPaymentMethod(method) ? method : null;
}

const emptyGroup = (): TicketGroup => ({ count: 0, totalCents: 0, numbers: [] });

function addTo(group: TicketGroup, invoice: CashCloseInvoice): void {
  group.count += 1;
  group.totalCents += invoice.totalCents;
  group.numbers.push(invoice.numberText ?? '');
}

export function cashCloseReport(day: string, invoices: readonly CashCloseInvoice[], limit = CASH_CLOSE_LIMIT): CashCloseReport {
  const tickets: CashTicket[] = [];
  const annulled = emptyGroup();
  const unassigned = emptyGroup();
  for (const invoice of invoices) {
    if (invoice.state === 'anulada') {
      addTo(annulled, invoice);
      continue;
    }
    if (invoice.state !== 'emitida') continue;
    const method = counterMethodOf(invoice);
    if (method === null) addTo(unassigned, invoice);
    else tickets.push({ totalCents: invoice.totalCents, paymentMethod: method, rectificativa: invoice.type === 'rectificativa' });
  }
  return { day, close: cashClose(tickets), annulled, unassigned, read: invoices.length, limitReached: invoices.length >= limit };
}
