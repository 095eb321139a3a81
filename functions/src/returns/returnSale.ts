/**
 * returnSale {corpId, invoiceId | salidaId, lines: [{lineIndex, quantity}], reason} → {id,
 * numberText, entradaId}: goods a customer brings back (src/domain/returns/returnPlan.ts). From an issued
 * sale: its rectificativa by difference and the entrada of the stocked goods at the cost they left
 * at, in the invoice's one transaction (issuing.ts), the sale's `returned` quantities updated in it.
 * `refund: 'vale'` (a ticket only): refunded onto a new store-credit vale instead (issue 29), → voucherCode.
 * From a salida not invoiced: the entrada alone (returnStock.ts). Any staff member may do it.
 *
 * The content is built from the sale as read before the transaction; the transaction reads the
 * sale again and starts over if it changed meanwhile (another return, a payment), so two returns
 * at once can never both take the last units.
 */
import {
  citedSalidaIds,
  movementUnitCost,
  parseReturnRequest,
  invoiceNotReturnable,
  planReturnLines,
  productIdsOfLines,
  returnedAfter,
  saleLineMovementId,
  saleReturnCosts,
  returnRectificationContent,
} from '../../../src/domain/returns/returnPlan';
import { parseInvoiceId } from '../../../src/domain/invoices/invoiceInput';
import { invoiceFromStored } from '../../../src/domain/invoices/invoiceStored';
import type { StoredLine } from '../../../src/domain/invoices/invoiceModel';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../runtime/admin';
import type { Caller } from '../runtime/caller';
import { command } from '../runtime/command';
import type { ReturnRefusal } from '../../../src/domain/commands';
import { CommandError } from '../runtime/errors';
import { issueInTransaction } from '../invoices/issuing';
import { dataOf, readNamed } from '../runtime/readNamed';
import { optimistically } from '../runtime/transaction';
import { companyRef, parsedOrRefuse } from '../invoices/refusals';
import { returnFromStockDocument } from './returnStock';
import type { ReturnRequest } from '../../../src/domain/returns/returnPlan';
import { voucherCodeFrom, voucherExpiresOn } from '../../../src/domain/vouchers/voucher';
import { randomBytes } from 'node:crypto';

export const returnSale = command('returnSale', async (caller, data, refuse) => {
  const parsed = parseReturnRequest(data);
  if (!parsed.ok) throw refuse('invalid', { detail: parsed.detail });
  if (data.salidaId !== undefined) {
    if (parsed.request.refund === 'vale') throw refuse('invalid', { detail: 'refund' });
    const salidaId = parsedOrRefuse(parseInvoiceId(data.salidaId, false))!;
    const made = await returnFromStockDocument(caller, 'output', salidaId, parsed.request);
    return { id: null, numberText: null, entradaId: made.id };
  }
  const invoiceId = parsedOrRefuse(parseInvoiceId(data.invoiceId, false))!;
  return returnFromInvoice(caller, invoiceId, parsed.request);
});

async function returnFromInvoice(caller: Caller, invoiceId: string, request: ReturnRequest) {
  const company = companyRef(db(), caller.corpId);
  const invoiceRef = company.collection('invoices').doc(invoiceId);
  // The content is built from the sale as read here; issuing reads it again in its transaction and
  // throws Replan when it changed, and the return is planned again from the start.
  return optimistically('contended', async () => {
    const snap = await invoiceRef.get();
    const invoice = invoiceFromStored(invoiceId, snap.data());
    const why = invoiceNotReturnable(invoice);
    if (why === 'notFound') throw new CommandError<ReturnRefusal>('notFound', { detail: '' });
    if (why) throw new CommandError<ReturnRefusal>('notReturnable', { detail: why });
    // A vale is store credit given at the counter: only a ticket's (factura simplificada's) refund goes onto one.
    if (request.refund === 'vale' && !invoice!.simplified) throw new CommandError<ReturnRefusal>('invalid', { detail: 'refund' });
    const lines = invoice!.lines;
    const productIds = productIdsOfLines(lines);
    const movementIds = [...new Set(lines.map((l) => saleLineMovementId(invoice!, l)).filter((id): id is string => id !== null))];
    const salidaRefs = citedSalidaIds(lines).map((id) => company.collection('outputs').doc(id));
    // Products say what is stocked; movements (never rewritten) what each product left at; the
    // salidas the lines were made from, what is left of their goods after their own returns.
    const read = await readNamed(db(), {
      products: productIds.map((id) => company.collection('categories').doc(id)),
      movements: movementIds.map((id) => company.collection('movements').doc(id)),
      salidas: salidaRefs,
    });
    const byId = (snaps: DocumentSnapshot[]) => Object.fromEntries(snaps.map((s) => [s.id, dataOf(s)]));
    const products = byId(read.products);
    const movements = byId(read.movements);
    const salidas = byId(read.salidas);
    const unitCost = (line: StoredLine) => {
      const id = saleLineMovementId(invoice!, line);
      return id ? movementUnitCost(movements[id], line.categoryId) : null;
    };
    const planned = planReturnLines(lines, invoice!.returned, request, (id) => products[id]?.stocked !== false, unitCost, salidas);
    if (!planned.ok) throw new CommandError<ReturnRefusal>(planned.code, { detail: planned.detail });
    // Each product at its exact share of the value it left at (issue 28, finding 2).
    const returnCosts = saleReturnCosts(invoice!, planned.lines, movements, salidas);
    const voucherCode = request.refund === 'vale' ? voucherCodeFrom((n) => randomBytes(n)) : null;
    const content = returnRectificationContent(invoiceId, invoice!, planned.lines, request.reason);
    const issued = await issueInTransaction(caller, content, {
      requestedId: null,
      // A ticket's refund is given at the counter: it comes out of the caller's open drawer, if any.
      drawer: 'ifOpen',
      saleReturn: {
        saleId: invoiceId,
        sale: invoice!,
        lines: planned.lines,
        returnCosts,
        version: snap.updateTime!,
        returned: returnedAfter(invoice!.returned, planned.lines),
        productIds,
        salidas: read.salidas.map((s) => ({ id: s.id, returned: dataOf(s)?.returned })),
      },
      // Refunded as a vale (issue 29): a new code each attempt; no cash leaves the drawer.
      ...(voucherCode ? { voucher: { issue: voucherCode } } : {}),
    });
    const refunded = issued.plan.issue.invoice;
    // The new vale as the screen prints it (the same figures writeVoucher stored).
    const voucher = voucherCode
      ? { code: voucherCode, amountCents: -(refunded.totalCents as number), expiresOn: voucherExpiresOn(String(refunded.issueDate)) }
      : null;
    return { id: issued.id, numberText: issued.numberText, entradaId: issued.stockDocumentId, voucherCode, voucher };
  });
}
