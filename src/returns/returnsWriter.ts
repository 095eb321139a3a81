/**
 * The returns desk's writer: thin clients of returnSale (goods a customer brings back: the
 * rectificativa by difference and the entrada, in one commit) and returnToVendor (goods sent back
 * to a vendor from an entrada: a salida at their entry cost). Lines are named by their position
 * on the invoice or entrada.
 */
import { callCommand } from '../firebase/functions';
import { InvoiceError, invoiceErrorOfCommand } from '../invoices/invoiceErrors';

export interface ReturnLineRequest {
  lineIndex: number;
  quantity: number;
}

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

async function run<T>(name: string, data: Record<string, unknown>): Promise<T> {
  if (!online()) throw new InvoiceError('offline');
  try {
    return await callCommand<T>(name, data);
  } catch (error) {
    throw invoiceErrorOfCommand(error);
  }
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
