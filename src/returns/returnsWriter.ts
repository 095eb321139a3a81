/**
 * The returns desk's writer: thin clients of returnSale (goods a customer brings back: the
 * rectificativa by difference and the entrada, in one commit) and returnToVendor (goods sent back
 * to a vendor from an entrada: a salida at their entry cost). Lines are named by their position
 * on the invoice or entrada.
 */
import { runInvoiceCommand as run } from '../invoices/appInvoiceWriter';

export interface ReturnLineRequest {
  lineIndex: number;
  quantity: number;
}

/** A new store-credit vale a ticket's refund went onto (issue 29). */
export interface IssuedVoucher {
  code: string;
  amountCents: number;
  expiresOn: string;
}

/** `refund: 'vale'` (a ticket only): refunded onto a new vale instead of the way it was paid. */
export function returnSale(
  corpId: string,
  invoiceId: string,
  lines: ReturnLineRequest[],
  reason: string,
  refund: 'asPaid' | 'vale' = 'asPaid',
): Promise<{ id: string; numberText: string; entradaId: string | null; voucher?: IssuedVoucher | null }> {
  return run('returnSale', { corpId, invoiceId, lines, reason, ...(refund === 'vale' ? { refund } : {}) });
}

/** Goods a customer brings back from a salida not invoiced: the entrada alone. */
export function returnFromSalida(corpId: string, salidaId: string, lines: ReturnLineRequest[], reason: string): Promise<{ entradaId: string }> {
  return run('returnSale', { corpId, salidaId, lines, reason });
}

export function returnToVendor(
  corpId: string,
  entradaId: string,
  lines: ReturnLineRequest[],
  reason: string,
): Promise<{ salidaId: string; number: string }> {
  return run('returnToVendor', { corpId, entradaId, lines, reason });
}
