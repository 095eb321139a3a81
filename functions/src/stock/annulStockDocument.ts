/**
 * annulStockDocument {corpId, kind: 'input' | 'output', documentId, reason}: a member of staff
 * annuls a confirmed entrada or salida that is not invoiced, with a reason; its movement is
 * reversed by a second movement.
 */
import { parseStockRequest } from '../../../src/domain/stock/stockCommand';
import { command } from '../runtime/command';
import { applyStockChange, refusal } from './stockChange';

export const annulStockDocument = command('annulStockDocument', async (caller, data) => {
  const parsed = parseStockRequest('annul', data);
  if (!parsed.ok) throw refusal(parsed);
  return applyStockChange(caller, parsed.request);
});
