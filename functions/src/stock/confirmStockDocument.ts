/**
 * confirmStockDocument {corpId, kind: 'input' | 'output', documentId}: a member of staff confirms
 * a borrador of an entrada or salida, which moves the stock of each product of its lines.
 */
import { parseStockRequest } from '../../../src/domain/stock/stockCommand';
import { command } from '../runtime/command';
import { applyStockChange, refusal } from './stockChange';

export const confirmStockDocument = command('confirmStockDocument', async (caller, data) => {
  const parsed = parseStockRequest('confirm', data);
  if (!parsed.ok) throw refusal(parsed);
  return applyStockChange(caller, parsed.request);
});
