/**
 * returnSale {corpId, invoiceId | salidaId, lines: [{lineIndex, quantity}], reason} → {id,
 * numberText, entradaId}: goods a customer brings back (src/domain/returns/returnPlan.ts). From an issued
 * sale: its rectificativa by difference and the entrada of the stocked goods at the cost they left
 * at, in the invoice's one transaction (issuing.ts), the sale's `returned` quantities updated in it.
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
  returnedOf,
  returnRectificationContent,
  returnStockDraft,
} from '../../../src/domain/returns/returnPlan';
import { parseInvoiceId } from '../../../src/domain/invoices/invoiceInput';
import { movementIdFor } from '../../../src/domain/stock/stockTypes';
import { db } from '../runtime/admin';
import type { Caller } from '../runtime/caller';
import { command } from '../runtime/command';
import type { ReturnRefusal } from '../../../src/domain/commands';
import { CommandError } from '../runtime/errors';
import { issueInTransaction, StaleOriginal } from '../invoices/issuing';
import { companyRef, parsedOrRefuse } from '../invoices/refusals';
import { returnFromStockDocument } from './returnStock';
import type { ReturnRequest } from '../../../src/domain/returns/returnPlan';

type Data = Record<string, unknown>;
const MAX_ATTEMPTS = 10;

export const returnSale = command('returnSale', async (caller, data, refuse) => {
  const parsed = parseReturnRequest(data);
  if (!parsed.ok) throw refuse('invalid', { detail: parsed.detail });
  if (data.salidaId !== undefined) {
    const salidaId = parsedOrRefuse(parseInvoiceId(data.salidaId, false))!;
    const made = await returnFromStockDocument(caller, 'output', salidaId, parsed.request);
    return { id: null, numberText: null, entradaId: made.id };
  }
  const invoiceId = parsedOrRefuse(parseInvoiceId(data.invoiceId, false))!;
  return returnFromInvoice(caller, invoiceId, parsed.request);
});

/** The movement that moved a sold line's goods out: its salida's confirmation. */
function movementOfLine(invoice: Data, line: Data): string | null {
  if (typeof line.categoryId !== 'string' || line.categoryId === '') return null;
  const salidaId =
    typeof line.sourceId === 'string' && line.sourceId ? line.sourceId : typeof invoice.stockDocumentId === 'string' ? invoice.stockDocumentId : null;
  return salidaId ? movementIdFor('output', salidaId, 'confirm') : null;
}

async function returnFromInvoice(caller: Caller, invoiceId: string, request: ReturnRequest) {
  const company = companyRef(db(), caller.corpId);
  const invoiceRef = company.collection('invoices').doc(invoiceId);
  for (let attempt = 1; ; attempt++) {
    const snap = await invoiceRef.get();
    const invoice = snap.data();
    const why = invoiceNotReturnable(invoice);
    if (why === 'notFound') throw new CommandError<ReturnRefusal>('notFound', { detail: '' });
    if (why) throw new CommandError<ReturnRefusal>('notReturnable', { detail: why });
    const lines = (invoice!.lines ?? []) as Data[];
    const productIds = productIdsOfLines(lines);
    const movementIds = [...new Set(lines.map((l) => movementOfLine(invoice!, l)).filter((id): id is string => id !== null))];
    const salidaRefs = citedSalidaIds(lines).map((id) => company.collection('outputs').doc(id));
    // Products say what is stocked; movements (never rewritten) what each product left at; the
    // salidas the lines were made from, what is left of their goods after their own returns.
    const [productSnaps, movementSnaps, salidaSnaps] = await Promise.all([
      productIds.length ? db().getAll(...productIds.map((id) => company.collection('categories').doc(id))) : Promise.resolve([]),
      movementIds.length ? db().getAll(...movementIds.map((id) => company.collection('movements').doc(id))) : Promise.resolve([]),
      salidaRefs.length ? db().getAll(...salidaRefs) : Promise.resolve([]),
    ]);
    const products = Object.fromEntries(productSnaps.map((s) => [s.id, s.exists ? s.data() : undefined]));
    const movements = Object.fromEntries(movementSnaps.map((s) => [s.id, s.exists ? s.data() : undefined]));
    const salidas = Object.fromEntries(salidaSnaps.map((s) => [s.id, s.exists ? s.data() : undefined]));
    const unitCost = (line: Data) => {
      const id = movementOfLine(invoice!, line);
      return id ? movementUnitCost(movements[id], line.categoryId) : null;
    };
    const planned = planReturnLines(lines, returnedOf(invoice!), request, (id) => products[id]?.stocked !== false, unitCost, salidas);
    if (!planned.ok) throw new CommandError<ReturnRefusal>(planned.code, { detail: planned.detail });
    const content = returnRectificationContent(invoiceId, invoice!, planned.lines, request.reason);
    const party = (invoice!.party ?? {}) as Data;
    try {
      const issued = await issueInTransaction(caller, content, {
        requestedId: null,
        productIds,
        originalVersion: snap.updateTime,
        originalFields: { returned: returnedAfter(returnedOf(invoice!), planned.lines) },
        // The salidas again, in the transaction: planned on what they held, or planned again.
        extraRefs: salidaRefs,
        stockDocument: (rectId, plan, read) => {
          salidaSnaps.forEach((s, i) => {
            if (JSON.stringify(read.extras[i]?.returned ?? null) !== JSON.stringify(s.data()?.returned ?? null)) throw new StaleOriginal();
          });
          const draft = returnStockDraft(planned.lines, lines, read.products, (id) => Number(read.stocks[id]?.averageCostCents ?? 0), {
            date: String(plan.invoice.issueDate),
            partyId: String(invoice!.partyId ?? ''),
            partyName: String(party.name ?? ''),
            partyNif: String(party.nif ?? ''),
            reference: plan.numberText,
            notes: `Devolución de la factura ${String(invoice!.numberText ?? '')}`,
          });
          return (
            draft && {
              kind: 'input',
              id: `${rectId}-entrada`,
              number: `E-${plan.numberText}`,
              draft,
              returnOf: 'sale',
              fields: { partyKind: 'client', returnFrom: { kind: 'invoice', id: invoiceId, number: String(invoice!.numberText ?? '') } },
            }
          );
        },
      });
      return { id: issued.id, numberText: issued.numberText, entradaId: issued.stockDocumentId };
    } catch (error) {
      if (!(error instanceof StaleOriginal) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
