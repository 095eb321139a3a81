/**
 * The returns desk, pure (issue 17). What comes back is planned by domain/returns/returned.ts (never more
 * of a line than it carried, however many returns); this file turns a return into the documents
 * the commands write (functions/src/returns):
 *
 * - a customer's return from an issued sale: the rectificativa by difference with the returned
 *   lines negative (R1, or R5 for a factura simplificada) and an entrada, born confirmed, of the
 *   stocked goods at the cost they left at (`returnOf: 'sale'`), which also takes that cost back
 *   out of the year's cost of sales;
 * - a customer's return from a salida not invoiced: the entrada alone;
 * - goods sent back to a vendor from an entrada: a salida at their entry cost (`returnOf: 'purchase'`);
 *   the vendor's credit note is then registered as a purchase rectificativa.
 *
 * Lines are named by their position in the source document; what each line has returned so far
 * is kept on the source as `returned` (quantity by position), read and written in the same
 * transaction as the return, so two returns at once cannot both take the last units.
 */
import { deliveryLeft, deliveryPool, planReturn, type ReturnLine, type ReturnRefusal, type SoldLine } from './returned';
import { parseInput } from '../commandInputs/fields';
import { returnRequestSchema, type ReturnRequest } from './returnRequestSchema';
import type { InvoiceContent, InvoiceLine } from '../invoices/invoiceModel';
import { emptyInvoiceContent } from '../invoices/invoiceModel';
import type { DocDraft, DocLine } from '../stock/stockTypes';

type Data = Record<string, unknown>;

export type { ReturnRequest } from './returnRequestSchema';

/** The request as sent, read through its schema (returnRequestSchema.ts): the request, or the path of the first field that is wrong. */
export function parseReturnRequest(raw: Data): { ok: true; request: ReturnRequest } | { ok: false; detail: string } {
  const parsed = parseInput(returnRequestSchema, raw, 'lines');
  return parsed.ok ? { ok: true, request: parsed.value } : parsed;
}

/** What each line of a source has returned so far (its stored `returned`, by position). */
export function returnedOf(source: Data): Record<string, number> {
  const stored = source.returned;
  const out: Record<string, number> = {};
  if (stored && typeof stored === 'object') {
    for (const [k, v] of Object.entries(stored as Data)) if (typeof v === 'number' && Number.isFinite(v) && v > 0) out[k] = v;
  }
  return out;
}

/** The product ids a source's lines name. */
export function productIdsOfLines(lines: readonly Data[]): string[] {
  return [...new Set(lines.map((l) => l.categoryId).filter((id): id is string => typeof id === 'string' && id !== ''))];
}

const linesOf = (source: Data): Data[] => (Array.isArray(source.lines) ? (source.lines as Data[]) : []);

/** The plan of a return, or the first refusal in words the screens map to Spanish (returnTooMuch / notReturnable). */
export type Planned = { ok: true; lines: ReturnLine[] } | { ok: false; code: 'returnTooMuch' | 'notReturnable'; detail: string };

function refusalDetail(errors: ReturnRefusal[], lines: readonly Data[]): Planned {
  const e = errors[0]!;
  if (e.code === 'returnOverRemaining') {
    const line = lines[Number(e.lineKey)];
    return {
      ok: false,
      code: 'returnTooMuch',
      detail: `${String(line?.description ?? line?.name ?? '')}: quedan ${String(e.remaining).replace('.', ',')}`,
    };
  }
  return { ok: false, code: 'notReturnable', detail: e.code };
}

/** The salidas an invoice's lines cite (their ids), whose goods those lines' returns come from. */
export function citedSalidaIds(lines: readonly Data[]): string[] {
  return [
    ...new Set(
      lines.flatMap((l) =>
        typeof l.sourceId === 'string' && l.sourceId !== '' && !l.sourceId.includes('/') && typeof l.categoryId === 'string' && l.categoryId !== ''
          ? [l.sourceId]
          : [],
      ),
    ),
  ];
}

/**
 * The lines that come back from a source document's lines (an invoice's or a stock document's):
 * `stocked` says, per product, whether it is stocked (services come back on the invoice only);
 * `unitCosts` what each product moved at when it left or came in (unknown: null). `salidas`
 * (an invoice's): the stored salidas its lines cite, by id (undefined: missing) — a line made
 * from a salida returns at most what is left of that salida's goods (deliveryLeft), shared with
 * every other line of the same salida and product.
 */
export function planReturnLines(
  sourceLines: readonly Data[],
  returned: Record<string, number>,
  request: ReturnRequest,
  stocked: (categoryId: string) => boolean,
  unitCosts: (line: Data) => number | null,
  salidas: Readonly<Record<string, Data | undefined>> = {},
): Planned {
  const pools: Record<string, number> = {};
  const sold: SoldLine[] = sourceLines.map((l, i) => {
    const categoryId = typeof l.categoryId === 'string' && l.categoryId !== '' ? l.categoryId : null;
    const sourceId = typeof l.sourceId === 'string' && l.sourceId !== '' ? l.sourceId : null;
    let pool: string | undefined;
    if (categoryId && sourceId) {
      pool = deliveryPool(sourceId, categoryId);
      const salida = salidas[sourceId];
      pools[pool] = salida ? (deliveryLeft(linesOf(salida), returnedOf(salida))[categoryId] ?? 0) : 0;
    }
    return {
      lineKey: String(i),
      categoryId,
      quantity: Number(l.quantity ?? 0),
      unitPriceCents: Number(l.unitPriceCents ?? 0),
      unitCostCents: unitCosts(l),
      stocked: categoryId ? stocked(categoryId) : false,
      ...(pool ? { pool } : {}),
    };
  });
  // A rectificativa's or credit's own negative lines are never "sold".
  if (sold.some((l) => l.quantity < 0)) return { ok: false, code: 'notReturnable', detail: 'negativeLines' };
  const planned = planReturn(
    sold,
    returned,
    request.lines.map((l) => ({ lineKey: String(l.lineIndex), quantity: l.quantity })),
    pools,
  );
  return planned.ok ? { ok: true, lines: planned.lines } : refusalDetail(planned.errors, sourceLines);
}

/** `returned` after this return, to store on the source. */
export function returnedAfter(returned: Record<string, number>, lines: readonly ReturnLine[]): Record<string, number> {
  const next = { ...returned };
  for (const l of lines) next[l.lineKey] = Math.round(((next[l.lineKey] ?? 0) + l.quantity) * 1000) / 1000;
  return next;
}

/** What one unit of a product moved at, as a stored movement recorded it (`unitCosts`); null when unknown. */
export function movementUnitCost(movement: Data | undefined, categoryId: unknown): number | null {
  const costs = movement?.unitCosts;
  const cost = costs && typeof costs === 'object' ? (costs as Data)[String(categoryId)] : undefined;
  return typeof cost === 'number' && Number.isSafeInteger(cost) && cost >= 0 ? cost : null;
}

/** Why a confirmed entrada or salida cannot have goods returned from it, or null. */
export function stockSourceNotReturnable(kind: 'input' | 'output', doc: Data | undefined): string | null {
  if (!doc) return 'notFound';
  if (doc.state !== 'confirmada') return 'notConfirmed';
  // A return is never returned again: it is undone by the opposite document.
  if (doc.returnOf !== undefined) return 'isReturn';
  // An invoiced salida's goods come back through its invoice (its rectificativa says so to the books).
  if (kind === 'output' && doc.invoiced === true) return 'invoiced';
  return null;
}

/** Why an invoice cannot have goods returned from it, or null. */
export function invoiceNotReturnable(invoice: Data | undefined): string | null {
  if (!invoice) return 'notFound';
  if (invoice.kind !== 'output') return 'purchase';
  if (invoice.type !== 'ordinaria') return 'rectificativa';
  if (invoice.state !== 'emitida') return 'notIssued';
  if (invoice.status === 'sustituida') return 'replaced';
  return null;
}

/** The rectificativa by difference of a customer's return: the returned lines, negative, as sold. */
export function returnRectificationContent(invoiceId: string, invoice: Data, lines: readonly ReturnLine[], reason: string): InvoiceContent {
  const sold = linesOf(invoice);
  const simplified = invoice.simplified === true;
  const rectLines: InvoiceLine[] = lines.map((r) => {
    const l = sold[Number(r.lineKey)]!;
    return {
      description: String(l.description ?? ''),
      code: String(l.code ?? ''),
      categoryId: typeof l.categoryId === 'string' && l.categoryId !== '' ? l.categoryId : null,
      unit: String(l.unit ?? ''),
      quantity: -r.quantity,
      unitPriceCents: Number(l.unitPriceCents ?? 0),
      discountPct: Number(l.discountPct ?? 0),
      vatRate: Number(l.vatRate ?? 0),
      exemption: (l.exemption ?? null) as InvoiceLine['exemption'],
      tobacco: l.tobacco === true,
      // A returned service keeps its nature: its credit carries no recargo either (issue 28).
      ...(l.service === true ? { service: true } : {}),
      sourceId: null,
      sourceLabel: null,
    };
  });
  return {
    ...emptyInvoiceContent('output'),
    type: 'rectificativa',
    simplified,
    partyId: String(invoice.partyId ?? ''),
    party: (invoice.party ?? {}) as InvoiceContent['party'],
    paymentTermsDays: Number.isInteger(invoice.paymentTermsDays) ? (invoice.paymentTermsDays as number) : 0,
    recargoEquivalencia: invoice.recargoEquivalencia === true,
    irpfRate: Number(invoice.irpfRate ?? 0),
    lines: rectLines,
    notes: `Devolución de mercancía de la factura ${String(invoice.numberText ?? '')}`,
    rectifies: {
      invoiceId,
      numberText: '',
      issueDate: '',
      mode: 'difference',
      // Goods returned: the operation is partly undone (LIVA art. 80.Dos), R1; a plain ticket's, R5.
      code: simplified && !invoice.partyId ? 'R5' : 'R1',
      reason,
      replaced: null,
    },
    premisesRental: invoice.premisesRental === true,
  };
}

/**
 * The stock document of a return: its stocked lines at their unit cost (a product's current
 * average where the cost it moved at is unknown), or null when nothing moves stock.
 */
export function returnStockDraft(
  lines: readonly ReturnLine[],
  sourceLines: readonly Data[],
  products: Readonly<Record<string, Data | undefined>>,
  averageCost: (categoryId: string) => number,
  header: Omit<DocDraft, 'lines'>,
): DocDraft | null {
  const docLines: DocLine[] = [];
  for (const r of lines) {
    if (!r.movesStock || !r.categoryId) continue;
    const product = products[r.categoryId];
    if (!product || product.stocked === false) continue;
    const source = sourceLines[Number(r.lineKey)]!;
    docLines.push({
      categoryId: r.categoryId,
      code: String(product.code ?? source.code ?? ''),
      name: String(product.name ?? source.name ?? source.description ?? ''),
      unit: String(product.unit ?? source.unit ?? ''),
      quantity: r.quantity,
      unitPriceCents: r.unitCostCents ?? averageCost(r.categoryId),
      discountPct: 0,
      vatRate: Number(source.vatRate ?? 0),
    });
  }
  return docLines.length > 0 ? { ...header, lines: docLines } : null;
}
