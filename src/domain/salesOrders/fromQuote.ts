/**
 * «Convertir en pedido» (issue 31): an accepted or sent presupuesto becomes a pedido de cliente in
 * one action (convertQuoteToOrder). Pure: whether the quote may be converted, and the order's
 * borrador made of it (its lines, prices and discounts as quoted, the quote's number as the
 * order's reference), which the command then confirms (reserving stock) like any borrador.
 */
import type { Quote } from '../quotes/quoteModel';
import { newSalesOrderDraft, salesOrderNumberFor, type SalesOrderDraft } from './salesOrder';

export type QuoteConversionRefusal = 'notFound' | 'quoteNotSent' | 'quoteConverted' | 'noLines';

/** Why `quote` cannot become an order, or null: it must be sent or accepted (caducado too: honouring it is the seller's choice), with lines, and not converted yet. */
export function quoteConversionRefusal(quote: Quote | null): QuoteConversionRefusal | null {
  if (!quote) return 'notFound';
  if (quote.orderId !== null) return 'quoteConverted';
  if (quote.state !== 'enviado' && quote.state !== 'aceptado') return 'quoteNotSent';
  if (quote.lines.length === 0) return 'noLines';
  return null;
}

/** The order's borrador made of the quote, dated `today`. */
export function orderDraftFromQuote(quote: Quote, today: string): SalesOrderDraft {
  return {
    date: today,
    partyId: quote.clientId,
    partyName: quote.clientName,
    partyNif: quote.clientNif,
    reference: quote.number,
    notes: `Presupuesto ${quote.number}${quote.notes ? `\n${quote.notes}` : ''}`.slice(0, 2000),
    lines: quote.lines.map((l, i) => ({ ...l, lineId: `l${i + 1}`, delivered: 0, reserved: 0 })),
  };
}

/** The stored borrador (newSalesOrderDraft) of the order `orderId` made of the quote. */
export function storedOrderFromQuote<T>(quote: Quote, orderId: string, today: string, uid: string, at: T) {
  return newSalesOrderDraft(orderDraftFromQuote(quote, today), salesOrderNumberFor(orderId), uid, at);
}
