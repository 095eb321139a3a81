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
import type { StoredInvoice } from '../invoices/invoiceStored';
import { movementIdFor, type DocDraft, type DocLine } from '../stock/stockTypes';
import { returnedShareCents } from '../stockReversal';
import { fromThousandths, toThousandths } from '../quantity';

type Data = Record<string, unknown>;

/**
 * A line of a source a return reads: a sale's (invoiceFromStored's StoredLine) or a stock
 * document's as stored. Each field is checked where it is read.
 */
export type ReturnSourceLine = {
  categoryId?: unknown;
  sourceId?: unknown;
  quantity?: unknown;
  unitPriceCents?: unknown;
  description?: unknown;
  name?: unknown;
  code?: unknown;
  unit?: unknown;
  vatRate?: unknown;
};

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
export function productIdsOfLines(lines: readonly ReturnSourceLine[]): string[] {
  return [...new Set(lines.map((l) => l.categoryId).filter((id): id is string => typeof id === 'string' && id !== ''))];
}

const linesOf = (source: Data): Data[] => (Array.isArray(source.lines) ? (source.lines as Data[]) : []);

/** The plan of a return, or the first refusal in words the screens map to Spanish (returnTooMuch / notReturnable). */
export type Planned = { ok: true; lines: ReturnLine[] } | { ok: false; code: 'returnTooMuch' | 'notReturnable'; detail: string };

function refusalDetail(errors: ReturnRefusal[], lines: readonly ReturnSourceLine[]): Planned {
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
export function citedSalidaIds(lines: readonly ReturnSourceLine[]): string[] {
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
export function planReturnLines<L extends ReturnSourceLine>(
  sourceLines: readonly L[],
  returned: Record<string, number>,
  request: ReturnRequest,
  stocked: (categoryId: string) => boolean,
  unitCosts: (line: L) => number | null,
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

/** Quantities by product of `lines` (by position) as `returned` counts them, for the positions `include` keeps. */
export function returnedByProduct<L extends ReturnSourceLine>(
  lines: readonly L[],
  returned: Record<string, number>,
  include: (line: L) => boolean = () => true,
): Record<string, number> {
  const out: Record<string, number> = {};
  lines.forEach((l, i) => {
    const q = returned[String(i)];
    if (!q || typeof l.categoryId !== 'string' || l.categoryId === '' || !include(l)) return;
    out[l.categoryId] = fromThousandths(toThousandths(out[l.categoryId] ?? 0) + toThousandths(q));
  });
  return out;
}

/** What of a return's planned lines moves stock, by product, for the lines `include` keeps. */
export function returningByProduct(lines: readonly ReturnLine[], include: (line: ReturnLine) => boolean = () => true): Record<string, number> {
  const out: Record<string, number> = {};
  for (const l of lines) {
    if (!l.movesStock || !l.categoryId || !include(l)) continue;
    out[l.categoryId] = fromThousandths(toThousandths(out[l.categoryId] ?? 0) + toThousandths(l.quantity));
  }
  return out;
}

/**
 * One movement's part in a return: the stored movement that moved the goods (its `costs` and
 * `deltas` by product), what of them had come back before (`before`) and what comes back now
 * (`now`), quantities by product.
 */
export interface ReturnedFromMovement {
  movement: Data | undefined;
  before: Record<string, number>;
  now: Record<string, number>;
}

/**
 * The exact value each product of a return moves at (issue 28, finding 2): the sum over the
 * movements its goods came from of each one's proportional share (returnedShareCents), so that
 * when the last unit of a movement comes back exactly the value it moved at has come back, and
 * the stock value never drifts by the rounding of a unit cost. A product is left out (the
 * document's prices value it) when any of its movements kept no cost (written before costs were
 * kept) or when the quantities do not fit the movement's.
 */
export function returnCostsOf(parts: readonly ReturnedFromMovement[]): Record<string, number> {
  const costs: Record<string, number> = {};
  const unknown = new Set<string>();
  for (const part of parts) {
    const moved = part.movement;
    for (const [id, quantity] of Object.entries(part.now)) {
      if (!(quantity > 0)) continue;
      const value = (moved?.costs as Data | undefined)?.[id];
      const delta = (moved?.deltas as Data | undefined)?.[id];
      if (
        typeof value !== 'number' ||
        !Number.isSafeInteger(value) ||
        value < 0 ||
        typeof delta !== 'number' ||
        !Number.isFinite(delta) ||
        delta === 0
      ) {
        unknown.add(id);
        continue;
      }
      try {
        costs[id] = (costs[id] ?? 0) + returnedShareCents(value, Math.abs(delta), part.before[id] ?? 0, quantity);
      } catch {
        unknown.add(id);
      }
    }
  }
  for (const id of unknown) delete costs[id];
  return costs;
}

/** The movement that moved a sold line's goods out: its salida's confirmation (a cited salida's, or the sale's own); null for a line without product. */
export function saleLineMovementId(invoice: Pick<StoredInvoice, 'stockDocumentId'>, line: ReturnSourceLine): string | null {
  if (typeof line.categoryId !== 'string' || line.categoryId === '') return null;
  const salidaId = typeof line.sourceId === 'string' && line.sourceId ? line.sourceId : invoice.stockDocumentId;
  return salidaId ? movementIdFor('output', salidaId, 'confirm') : null;
}

/**
 * returnCostsOf for a customer's return from an issued sale: one part per movement its returned
 * lines' goods left by. Of a salida the sale cites, what came back before is what came back of
 * it directly (its own `returned`, before it was invoiced) and through the sale's lines citing
 * it; of the sale's own salida, what came back through the sale. `movements` and `salidas`: the
 * stored ones, by id.
 */
export function saleReturnCosts(
  invoice: StoredInvoice,
  planned: readonly ReturnLine[],
  movements: Readonly<Record<string, Data | undefined>>,
  salidas: Readonly<Record<string, Data | undefined>>,
): Record<string, number> {
  const saleLines = invoice.lines;
  const movementIds = [...new Set(planned.map((r) => saleLineMovementId(invoice, saleLines[Number(r.lineKey)] ?? {})).filter((id) => id !== null))];
  return returnCostsOf(
    movementIds.map((movementId) => {
      const ofMovement = (l: ReturnSourceLine) => saleLineMovementId(invoice, l) === movementId;
      const before = returnedByProduct(saleLines, invoice.returned, ofMovement);
      const salidaId = saleLines.find(ofMovement)?.sourceId;
      const salida = salidaId ? salidas[salidaId] : undefined;
      if (salida) {
        for (const [id, q] of Object.entries(returnedByProduct(linesOf(salida), returnedOf(salida)))) {
          before[id] = fromThousandths(toThousandths(before[id] ?? 0) + toThousandths(q));
        }
      }
      const now = returningByProduct(planned, (r) => ofMovement(saleLines[Number(r.lineKey)] ?? {}));
      return { movement: movements[movementId], before, now };
    }),
  );
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
export function invoiceNotReturnable(invoice: { kind: string; type: string; state: string; status?: string } | null | undefined): string | null {
  if (!invoice) return 'notFound';
  if (invoice.kind !== 'output') return 'purchase';
  if (invoice.type !== 'ordinaria') return 'rectificativa';
  if (invoice.state !== 'emitida') return 'notIssued';
  if (invoice.status === 'sustituida') return 'replaced';
  return null;
}

/** The rectificativa by difference of a customer's return: the returned lines, negative, as sold. */
export function returnRectificationContent(invoiceId: string, invoice: StoredInvoice, lines: readonly ReturnLine[], reason: string): InvoiceContent {
  const sold = invoice.lines;
  const simplified = invoice.simplified;
  const rectLines: InvoiceLine[] = lines.map((r) => {
    const l = sold[Number(r.lineKey)]!;
    return {
      description: l.description,
      code: l.code,
      categoryId: l.categoryId || null,
      unit: l.unit,
      quantity: -r.quantity,
      unitPriceCents: l.unitPriceCents,
      discountPct: l.discountPct,
      vatRate: l.vatRate,
      exemption: l.exemption,
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
    partyId: invoice.partyId,
    party: invoice.party,
    paymentTermsDays: Number.isInteger(invoice.paymentTermsDays) ? invoice.paymentTermsDays : 0,
    recargoEquivalencia: invoice.recargoEquivalencia,
    irpfRate: invoice.irpfRate,
    lines: rectLines,
    notes: `Devolución de mercancía de la factura ${invoice.numberText ?? ''}`,
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
    premisesRental: invoice.premisesRental,
  };
}

/**
 * The stock document of a return: its stocked lines at their unit cost (a product's current
 * average where the cost it moved at is unknown), or null when nothing moves stock.
 */
export function returnStockDraft(
  lines: readonly ReturnLine[],
  sourceLines: readonly ReturnSourceLine[],
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
