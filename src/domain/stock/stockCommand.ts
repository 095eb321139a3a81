/**
 * The pure half of the trusted stock commands (functions/src/stock): what confirming or annulling
 * an entrada/salida checks, and exactly what its one transaction writes. The command loads the
 * stored documents, asks these functions, and commits the answer; `stamp` stands for the
 * server's timestamp. The arithmetic is stockPlan.ts's, the same the seeders use.
 */
import { linesOverBound, unsafeAmount } from '../amountBounds';
import type { StockRefusal as StockContractRefusal } from '../commands';
import { computeTotals } from '../documentTotals';
import { toThousandths } from '../quantity';
import { searchPrefixes } from '../search';
import { centsByKey, storedValueCents } from '../stock';
import { applyStockChanges, emptyStockSummary, stockFactsOf, type StockSummary } from '../summaries';
import { parseStockLines, isDocumentId, productIdsOf } from './stockLines';
import { annulStockSchema, confirmStockSchema, stockRequestRefusal } from './stockDocumentSchema';
import { costOfGoodsCents, planStockChange, type ProductFacts } from './stockPlan';
import { commitmentFields, commitmentsOf, outlookOf, type Commitments } from './stockOutlook';
import { movementCauseFor, movementIdFor, type DocKind, type DocLine, type MovementReason, type StockFigures } from './stockTypes';

export { MAX_ANNUL_REASON } from './stockDocumentSchema';

/** Refusals of the stock commands: the contract's list (src/domain/commands.ts); src/stock/messages.ts says each in Spanish. */
export type StockRefusalCode = StockContractRefusal;

export type StockRefusal = { ok: false; code: StockRefusalCode; details: Record<string, unknown> };
type Stored = Record<string, unknown>;

const refuse = (code: StockRefusalCode, details: Record<string, unknown> = {}): StockRefusal => ({ ok: false, code, details });

export interface StockRequest {
  kind: DocKind;
  reason: MovementReason;
  documentId: string;
  annulReason: string;
}

/** The command's input, read through its schema (stockDocumentSchema.ts): anything else is 'invalid' (a blank reason, 'reasonRequired'). */
export function parseStockRequest(reason: MovementReason, data: Stored): { ok: true; request: StockRequest } | StockRefusal {
  if (reason === 'annul') {
    const parsed = annulStockSchema.safeParse(data);
    if (!parsed.success) return refusedRequest(parsed.error);
    const { kind, documentId, reason: annulReason } = parsed.data;
    return { ok: true, request: { kind, reason, documentId, annulReason } };
  }
  const parsed = confirmStockSchema.safeParse(data);
  if (!parsed.success) return refusedRequest(parsed.error);
  return { ok: true, request: { ...parsed.data, reason, annulReason: '' } };
}

function refusedRequest(error: Parameters<typeof stockRequestRefusal>[0]): StockRefusal {
  const refusal = stockRequestRefusal(error);
  return refusal.code === 'invalid' ? refuse('invalid', { field: refusal.field }) : refuse('reasonRequired');
}

/** Whether any of a document's lines has had goods returned (src/returns: `returned`, quantity by line). */
function hasReturns(stored: Stored): boolean {
  const returned = stored.returned;
  return typeof returned === 'object' && returned !== null && Object.values(returned).some((q) => typeof q === 'number' && q > 0);
}

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The stored entrada/salida may change this way: its lines, every one valid, and its products. */
export function checkStockDocument(
  reason: MovementReason,
  stored: Stored | undefined,
): { ok: true; lines: DocLine[]; productIds: string[] } | StockRefusal {
  if (!stored) return refuse('notFound');
  if (reason === 'confirm' && stored.state !== 'borrador') return refuse('notDraft');
  if (reason === 'annul' && stored.state !== 'confirmada') return refuse('notConfirmed');
  if (reason === 'annul' && stored.invoiced === true) return refuse('invoiced');
  // A return (src/returns) is undone by the opposite document, never by annulling it.
  if (reason === 'annul' && (stored.returnOf === 'sale' || stored.returnOf === 'purchase')) return refuse('isReturn');
  // A delivery of a customer order or a receipt of a purchase order is undone from its order, which
  // gives its quantities back as pending (docs/DECISIONS.md «Pedidos y reservas»).
  if (reason === 'annul' && typeof stored.orderId === 'string' && stored.orderId !== '') return refuse('fromOrder');
  // Goods already came back from it: annulling it would move them twice.
  if (reason === 'annul' && hasReturns(stored)) return refuse('hasReturns');
  if (Array.isArray(stored.lines) && stored.lines.length === 0) return refuse('noLines');
  const parsed = parseStockLines(stored.lines);
  if (!parsed.ok) {
    return refuse('invalid', parsed.reason === 'line' ? { field: 'lines', line: parsed.line, errors: parsed.errors } : { field: 'lines' });
  }
  if (!isDocumentId(stored.partyId)) return refuse('invalid', { field: 'partyId' });
  if (typeof stored.date !== 'string' || !ISO_DATE.test(stored.date)) return refuse('invalid', { field: 'date' });
  if (typeof stored.number !== 'string' || stored.number === '') return refuse('invalid', { field: 'number' });
  return { ok: true, lines: parsed.lines, productIds: productIdsOf(parsed.lines) };
}

/** A stored stock/{id} as figures (any stored shape: missing fields read as nothing). */
export function stockFiguresOf(categoryId: string, d: Stored): StockFigures {
  return {
    categoryId,
    code: String(d.code ?? ''),
    name: String(d.name ?? ''),
    unit: String(d.unit ?? ''),
    minStock: Number(d.minStock ?? 0),
    quantity: Number(d.quantity ?? 0),
    averageCostCents: Number(d.averageCostCents ?? 0),
    lastPurchasePriceCents: Number(d.lastPurchasePriceCents ?? 0),
    valueCents: storedValueCents(d),
    costOfSalesByYear: centsByKey(d.costOfSalesByYear),
    belowMinimum: d.belowMinimum === true,
    ...commitmentsOf(d),
    toOrder: commitmentFields(d, {}).toOrder,
  };
}

/** The costs a confirming movement recorded (non-negative whole cents); none for one written before costs were kept. */
function costsOf(movement: Stored | undefined): Record<string, number> {
  const costs = centsByKey(movement?.costs);
  for (const [id, c] of Object.entries(costs)) if (c < 0) delete costs[id];
  return costs;
}

/** The facts stock keeps a copy of, from a stored product. */
export function productFactsOf(d: Stored): ProductFacts {
  return { code: String(d.code ?? ''), name: String(d.name ?? ''), unit: String(d.unit ?? ''), minStock: Number(d.minStock ?? 0) };
}

/** "Tornillo M8 (T8)" per product, for the messages that name products. */
export function productNamesOf(lines: DocLine[]): Record<string, string> {
  const names: Record<string, string> = {};
  for (const l of lines) names[l.categoryId] = l.code ? `${l.name} (${l.code})` : l.name;
  return names;
}

/** Today in Madrid (the server runs in UTC): the date of an annulment's movement. */
export function madridIsoDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export interface StockCommitInput {
  request: StockRequest;
  uid: string;
  /** The stored entrada/salida, already checked by checkStockDocument (whose lines and products are given). */
  stored: Stored;
  lines: DocLine[];
  productIds: string[];
  /** The vendor (entrada) or client (salida); only a confirmation reads it. */
  party: Stored | undefined;
  products: Record<string, Stored | undefined>;
  stocks: Record<string, Stored | undefined>;
  /** Annulling: the movement that confirmed the document (its `costs` say what each product moved at). */
  confirmation: Stored | undefined;
  allowNegative: boolean;
  today: string;
  /** A return's stock document (stockPlan's PlanInput.returnOf): its lines' prices are the costs it moves at. */
  returnOf?: 'sale' | 'purchase';
  /** A return: the exact value each product moves at (stockPlan's PlanInput.returnCosts; returnPlan.ts returnCostsOf). */
  returnCosts?: Record<string, number>;
  /** The salida of an issued invoice: a counter ticket's or any other's (the movement's cause says which). */
  issued?: 'invoice' | 'counter';
  /** A delivery of (or a purchase received against) an order: the commitments it settles (stockPlan's PlanInput.orderRelease). */
  orderRelease?: Record<string, Partial<Commitments>>;
}

export interface StockCommit {
  ok: true;
  movementId: string;
  /** Fields of the entrada/salida to update. */
  document: Stored;
  movement: Stored;
  /** stock/{id} of every product, whole. */
  stocks: Record<string, Stored>;
  /**
   * How much summaries/stock moves (value, products below minimum): added to the stored summary
   * (an increment, so concurrent confirmations of other products never wait on it).
   */
  summaryChange: StockSummary;
  /** Fields of the party to update, when it is not yet marked as in use. */
  party: Stored | null;
}

/**
 * What one confirmation or annulment writes, or why it is refused. A confirmation takes each
 * line's code, name and unit from its product (every product must exist), the party's name and
 * NIF, and recomputes the totals from the lines, whatever the borrador said.
 */
export function planStockCommit<S>(input: StockCommitInput, stamp: S): StockCommit | StockRefusal {
  const { request, uid, stored, productIds } = input;
  const { kind, reason, documentId } = request;
  const confirming = reason === 'confirm';
  const facts: Record<string, ProductFacts | undefined> = {};
  for (const id of productIds) facts[id] = input.products[id] && productFactsOf(input.products[id]!);

  const missing = productIds.filter((id) => !facts[id]);
  if (confirming && missing.length > 0) {
    return refuse('unknownProduct', { productIds: [...missing].sort(), productNames: productNamesOf(input.lines) });
  }
  if (confirming && !input.party) return refuse('partyMissing');
  // Services (products not stocked) never move stock.
  const services = productIds.filter((id) => input.products[id]?.stocked === false);
  if (confirming && services.length > 0) return refuse('service', { productIds: services.sort(), productNames: productNamesOf(input.lines) });
  // A document whose lines add up past the bound is refused before anything is priced (amountBounds.ts).
  if (linesOverBound(input.lines)) return refuse('amountOutOfRange', { field: 'lines' });
  const lines = confirming
    ? input.lines.map((l) => ({ ...l, code: facts[l.categoryId]!.code, name: facts[l.categoryId]!.name, unit: facts[l.categoryId]!.unit }))
    : input.lines;

  // The stock copies of each product are refreshed from the product on the way.
  const stocks: Record<string, StockFigures | undefined> = {};
  for (const id of productIds) {
    const s = input.stocks[id];
    stocks[id] = s && { ...stockFiguresOf(id, s), ...(facts[id] ?? {}) };
  }
  const returnedCosts = confirming ? undefined : costsOf(input.confirmation);
  const plan = planStockChange({
    kind,
    reason,
    lines,
    stocks,
    products: facts,
    allowNegative: input.allowNegative,
    date: String(stored.date),
    returnedCosts,
    returnOf: input.returnOf,
    returnCosts: input.returnCosts,
    orderRelease: input.orderRelease,
  });
  if (!plan.ok) {
    if (plan.code === 'shortage') return refuse('shortage', { shortages: plan.shortages, productNames: productNamesOf(lines) });
    if (plan.code === 'unknownProduct') return refuse('unknownProduct', { productIds: plan.productIds, productNames: productNamesOf(lines) });
    return refuse('noLines');
  }

  const movementId = movementIdFor(kind, documentId, reason);
  const partyName = confirming ? String(input.party!.name ?? '') : String(stored.partyName ?? '');
  const summaryChange = applyStockChanges(
    emptyStockSummary(),
    productIds.map((id) => ({ before: input.stocks[id] && stockFactsOf(input.stocks[id]!), after: plan.next[id] })),
  );
  const totals = computeTotals(lines, { recargoEquivalencia: false, irpfRate: 0 });
  const nextStocks: Record<string, Stored> = {};
  for (const id of productIds) nextStocks[id] = { ...plan.next[id], lastMovementId: movementId, updatedAt: stamp };

  const commit: StockCommit = {
    ok: true,
    movementId,
    document: confirming
      ? {
          state: 'confirmada',
          confirmedAt: stamp,
          confirmedBy: uid,
          partyName,
          partyNif: String(input.party!.nif ?? ''),
          lines,
          lineCount: lines.length,
          productIds,
          totals: { baseCents: totals.baseCents, vatCents: totals.vatCents, totalCents: totals.totalCents },
          // The draft's search keys are only bounded by the rules: a confirmed document gets the app's own.
          searchKeys: searchPrefixes([String(stored.reference ?? ''), String(stored.number ?? '')]),
          ...(kind === 'output' ? { costCents: costOfGoodsCents(plan.costs) } : {}),
          updatedAt: stamp,
        }
      : { state: 'anulada', annulledAt: stamp, annulledBy: uid, annulReason: request.annulReason, updatedAt: stamp },
    movement: {
      docKind: kind,
      reason,
      cause: movementCauseFor(kind, reason, { returnOf: input.returnOf, issued: input.issued }),
      documentId,
      documentNumber: stored.number,
      date: confirming ? stored.date : input.today,
      partyId: stored.partyId,
      partyName,
      productIds,
      deltas: plan.deltas,
      balances: plan.balances,
      costs: plan.costs,
      unitCosts: plan.unitCosts,
      createdBy: uid,
      createdAt: stamp,
    },
    stocks: nextStocks,
    summaryChange,
    party: confirming && input.party!.inUse !== true ? { inUse: true, updatedAt: stamp } : null,
  };
  // Every amount it would store — the document's totals, the movement's costs, each stock level's
  // value and the summary's change — is a safe integer within the bound, or nothing is written.
  const unsafe =
    unsafeAmount(commit.document) ??
    unsafeAmount({ costs: mapCents(plan.costs), unitCosts: mapCents(plan.unitCosts) }) ??
    unsafeAmount(nextStocks) ??
    unsafeAmount(summaryChange);
  if (unsafe) return refuse('amountOutOfRange', { field: unsafe });
  return commit;
}

/** A map of amounts by product as fields the bound check reads ({p1Cents: …}). */
const mapCents = (m: unknown) =>
  Object.fromEntries(Object.entries(m && typeof m === 'object' ? (m as Record<string, unknown>) : {}).map(([k, v]) => [`${k}Cents`, v]));

/**
 * A stock level that no movement ever wrote: the one planProductLevel makes for a product given a
 * minimum before it moved (every movement stamps `lastMovementId`), still at 0 with no value.
 */
export function isUnmovedLevel(stock: Stored): boolean {
  // A level an open order keeps a commitment on (a purchase order's onOrder) is not unmoved: it stays.
  const c = commitmentsOf(stock);
  const committed = c.reserved > 0 || c.backorder > 0 || c.onOrder > 0;
  return (
    (stock.lastMovementId === undefined || stock.lastMovementId === null) &&
    Number(stock.quantity ?? 0) === 0 &&
    storedValueCents(stock) === 0 &&
    !committed
  );
}

/** What refreshProductStock writes on stock/{id} after a product was saved or deleted, and how the below-minimum count moves. */
export type ProductLevelPlan =
  | { write: 'none'; belowMinimumChange: 0 }
  | { write: 'create' | 'update'; stock: Stored; belowMinimumChange: number }
  | { write: 'delete'; belowMinimumChange: number };

/**
 * A product's stock level after the product was saved (or deleted: `product` undefined), issue 29.
 * A stocked product with a minimum above 0 that never moved has no level, so neither «Solo bajo
 * mínimo» (a query on the levels' `belowMinimum`) nor Inicio's count (summaries/stock) could see
 * it at 0 units: it gets a level at 0, flagged, and the count goes up. That unmoved level goes
 * again (and the count down) when the product loses its minimum, becomes a service or is deleted,
 * so a product nothing moved stays deletable. A level that has moved follows planProductRefresh.
 * Null when the product is missing and its level, if any, has moved (nothing to do: refused).
 */
export function planProductLevel<S>(categoryId: string, stock: Stored | undefined, product: Stored | undefined, stamp: S): ProductLevelPlan | null {
  const unmoved = stock !== undefined && isUnmovedLevel(stock);
  const wanted = product !== undefined && product.stocked !== false && Number(product.minStock ?? 0) > 0;
  if (!product) return unmoved ? { write: 'delete', belowMinimumChange: stock!.belowMinimum === true ? -1 : 0 } : null;
  if (!stock) {
    if (!wanted) return { write: 'none', belowMinimumChange: 0 };
    const p = productFactsOf(product);
    return {
      write: 'create',
      stock: {
        categoryId,
        code: p.code,
        name: p.name,
        unit: p.unit,
        minStock: p.minStock,
        quantity: 0,
        averageCostCents: 0,
        lastPurchasePriceCents: 0,
        valueCents: 0,
        costOfSalesByYear: {},
        belowMinimum: true,
        ...commitmentFields(undefined, {}),
        toOrder: p.minStock,
        updatedAt: stamp,
      },
      belowMinimumChange: 1,
    };
  }
  if (unmoved && !wanted) return { write: 'delete', belowMinimumChange: stock.belowMinimum === true ? -1 : 0 };
  return { write: 'update', ...planProductRefresh(stock, product, stamp) };
}

/**
 * A product's copies on its stock/{id} after the product changed (code, name, unit, minimum),
 * and how the company's below-minimum count moves: +1 or −1 when the product crossed its
 * minimum, 0 when it did not.
 */
export function planProductRefresh<S>(stock: Stored, product: Stored, stamp: S): { stock: Stored; belowMinimumChange: number } {
  const p = productFactsOf(product);
  const quantity = Number(stock.quantity ?? 0);
  const belowMinimum = toThousandths(quantity) <= toThousandths(p.minStock);
  const was = stock.belowMinimum === true;
  return {
    stock: {
      code: p.code,
      name: p.name,
      unit: p.unit,
      minStock: p.minStock,
      belowMinimum,
      // «Qué pedir» follows the new minimum (stockOutlook.ts).
      toOrder: outlookOf({ quantity, minStock: p.minStock, ...commitmentsOf(stock) }).toOrder,
      updatedAt: stamp,
    },
    belowMinimumChange: was === belowMinimum ? 0 : belowMinimum ? 1 : -1,
  };
}
