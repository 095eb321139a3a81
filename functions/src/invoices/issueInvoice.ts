/**
 * issueInvoice {corpId, invoiceId | null, content} → {id, numberText}: issues a sales invoice or
 * a rectificativa, or registers a purchase invoice (or a vendor's credit note against one),
 * taking the next number of its series and year (gapless, RD 1619/2012 art. 6.1.a). Guard: staff
 * of the company. A sale whose lines name products that did not come from a salida makes its
 * salida in the same commit. The transaction is issuing.ts's.
 */
import { parseInvoiceContent, parseInvoiceId } from '../../../src/domain/invoices/invoiceInput';
import { command } from '../runtime/command';
import { issueInTransaction } from './issuing';
import { parsedOrRefuse } from './refusals';

export const issueInvoice = command('issueInvoice', async (caller, data) => {
  const content = parsedOrRefuse(parseInvoiceContent(data.content));
  const requestedId = parsedOrRefuse(parseInvoiceId(data.invoiceId ?? null, true));
  const issued = await issueInTransaction(caller, content, { requestedId });
  return { id: issued.id, numberText: issued.numberText };
});
