/**
 * returnToVendor {corpId, entradaId, lines: [{lineIndex, quantity}], reason} → {salidaId, number}:
 * goods sent back to their vendor from a confirmed entrada: a salida to the vendor, born
 * confirmed, at the cost the goods came in at (returnStock.ts). The vendor's credit note is then
 * registered against the purchase invoice as a rectificativa (issueInvoice). Any staff member.
 */
import { parseReturnRequest } from '../../../src/domain/returns/returnPlan';
import { parseInvoiceId } from '../../../src/domain/invoices/invoiceInput';
import { command } from '../runtime/command';
import { parsedOrRefuse } from '../invoices/refusals';
import { returnFromStockDocument } from './returnStock';

export const returnToVendor = command('returnToVendor', async (caller, data, refuse) => {
  const parsed = parseReturnRequest(data);
  if (!parsed.ok) throw refuse('invalid', { detail: parsed.detail });
  const entradaId = parsedOrRefuse(parseInvoiceId(data.entradaId, false))!;
  const made = await returnFromStockDocument(caller, 'input', entradaId, parsed.request);
  return { salidaId: made.id, number: made.number };
});
