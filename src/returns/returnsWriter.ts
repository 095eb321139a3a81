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

export function returnSale(
  corpId: string,
  invoiceId: string,
  lines: ReturnLineRequest[],
  reason: string,
): Promise<{ id: string; numberText: string; entradaId: string | null }> {
  return run('returnSale', { corpId, invoiceId, lines, reason });
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
