/**
 * Shapes of the stock area's documents (shared data contract, see
 * docs/DECISIONS.md "Stock"): entradas/salidas, stock levels and the ledger.
 */

/** Entradas live in `inputs`, salidas in `outputs`. */
export type DocKind = 'input' | 'output';
export type DocState = 'borrador' | 'confirmada' | 'anulada';
/** What a movement records: a confirmation or the annulment that reverses it. */
export type MovementReason = 'confirm' | 'annul';

/**
 * Why a movement moved stock (a closed code, as InvenTree's stock history keeps one), written by
 * planStockCommit from what the command does:
 * - `purchase`: an entrada confirmed by hand (goods received from a vendor);
 * - `delivery`: a salida confirmed by hand (goods delivered to a client, invoiced or not later);
 * - `sale`: the salida an issued sale invoice makes; `counter`: the one a counter ticket makes;
 * - `customerReturn`: an entrada of goods a client brought back; `vendorReturn`: a salida of goods sent back to a vendor;
 * - `annulment`: the reversal of a confirmed entrada or salida (also an annulled invoice's salida).
 */
export type MovementCause = 'purchase' | 'delivery' | 'sale' | 'counter' | 'customerReturn' | 'vendorReturn' | 'annulment';
export const MOVEMENT_CAUSES: readonly MovementCause[] = ['purchase', 'delivery', 'sale', 'counter', 'customerReturn', 'vendorReturn', 'annulment'];

export const DOC_STATES: readonly DocState[] = ['borrador', 'confirmada', 'anulada'];
export const COLLECTION_OF: Record<DocKind, 'inputs' | 'outputs'> = { input: 'inputs', output: 'outputs' };
export const PARTY_COLLECTION_OF: Record<DocKind, 'vendors' | 'clients'> = { input: 'vendors', output: 'clients' };

/** Lines per document: a confirmation writes one stock doc per product plus two, under the 500 writes of a transaction. */
export const MAX_LINES = 300;

export interface DocLine {
  categoryId: string;
  code: string;
  name: string;
  unit: string;
  quantity: number;
  /** Unit cost (entradas) or unit price (salidas), before discount, in cents. */
  unitPriceCents: number;
  discountPct: number;
  vatRate: number;
}

export interface DocTotals {
  baseCents: number;
  vatCents: number;
  totalCents: number;
}

/** The editable part of an entrada or salida (a borrador). */
export interface DocDraft {
  date: string;
  partyId: string;
  partyName: string;
  partyNif: string;
  reference: string;
  notes: string;
  lines: DocLine[];
}

export interface StockDocument extends DocDraft {
  id: string;
  kind: DocKind;
  number: string;
  lineCount: number;
  productIds: string[];
  totals: DocTotals;
  state: DocState;
  invoiced: boolean;
  invoiceId: string | null;
  confirmedAt: Date | null;
  confirmedBy: string | null;
  annulledAt: Date | null;
  annulledBy: string | null;
  annulReason: string | null;
  /** A confirmed salida: what its goods cost, at the average each left at (null: confirmed before costs were kept). */
  costCents: number | null;
  createdBy: string;
  createdAt: Date | null;
  updatedAt: Date | null;
  /**
   * A return's document (src/returns, server-written): goods a client brought back ('sale', an
   * entrada) or sent back to a vendor ('purchase', a salida); its party is then a client on an
   * entrada or a vendor on a salida (`partyKind`), and `returnFrom` names its source.
   */
  returnOf?: 'sale' | 'purchase' | null;
  partyKind?: 'client' | 'vendor' | null;
  returnFrom?: ReturnSource | null;
  /** What each line (by position) has returned so far, on a source of returns. */
  returned?: Record<string, number>;
  /**
   * Issue 31: the pedido this document serves (server-written): a salida delivering a customer's
   * order, an entrada receiving a purchase order. It is annulled from its order, not on its own.
   */
  orderId?: string | null;
}

/** The document a return came from. */
export interface ReturnSource {
  kind: 'invoice' | 'salida' | 'entrada';
  id: string;
  number: string;
}

/** stock/{categoryId} without lastMovementId and updatedAt, which the writer stamps. */
export interface StockFigures {
  categoryId: string;
  code: string;
  name: string;
  unit: string;
  minStock: number;
  quantity: number;
  /** valueCents ÷ quantity to the cent (the last one while there is no stock): shown, never summed. */
  averageCostCents: number;
  lastPurchasePriceCents: number;
  /** The exact value of the stock, in cents: the valuation's figure (docs/DECISIONS.md "Stock valuation"). */
  valueCents: number;
  /** Cost of the goods sold by salidas, by the year of the salida's date ("2026" → cents). */
  costOfSalesByYear: Record<string, number>;
  belowMinimum: boolean;
  /** Commitments to open orders and «Qué pedir» (src/domain/stock/stockOutlook.ts); 0 before orders. */
  reserved: number;
  backorder: number;
  onOrder: number;
  toOrder: number;
}

export interface StockLevel extends StockFigures {
  lastMovementId: string;
  updatedAt: Date | null;
}

/** movements/{id}: one per confirmation or annulment, carrying every product's delta and balance. */
export interface Movement {
  id: string;
  docKind: DocKind;
  reason: MovementReason;
  /** Why (movementCauseOf reads one written before causes were kept). */
  cause: MovementCause;
  documentId: string;
  documentNumber: string;
  date: string;
  partyId: string;
  partyName: string;
  productIds: string[];
  deltas: Record<string, number>;
  balances: Record<string, number>;
  /** Exact value each product's units moved at, in cents (≥ 0, the delta gives the direction); empty on old movements. */
  costs: Record<string, number>;
  /** The same per unit, to the cent (for display). */
  unitCosts: Record<string, number>;
  createdBy: string;
  createdAt: Date | null;
}

/** The movement id is derived from the document, so a confirmation or annulment can exist only once. */
export function movementIdFor(kind: DocKind, documentId: string, reason: MovementReason): string {
  return `${kind === 'input' ? 'in' : 'out'}-${documentId}-${reason === 'confirm' ? 'c' : 'a'}`;
}

/** What a command knows about the stock it moves, beyond the kind and the reason. */
export interface MovementOrigin {
  /** A return's document (stockPlan's PlanInput.returnOf). */
  returnOf?: 'sale' | 'purchase' | null;
  /** The salida of an issued invoice: a counter ticket's (a factura simplificada) or any other's. */
  issued?: 'invoice' | 'counter' | null;
}

/** The cause of a movement a command writes now. */
export function movementCauseFor(kind: DocKind, reason: MovementReason, origin: MovementOrigin = {}): MovementCause {
  if (reason === 'annul') return 'annulment';
  if (origin.returnOf === 'sale') return 'customerReturn';
  if (origin.returnOf === 'purchase') return 'vendorReturn';
  if (kind === 'input') return 'purchase';
  if (origin.issued === 'counter') return 'counter';
  return origin.issued === 'invoice' ? 'sale' : 'delivery';
}

const isCause = (v: unknown): v is MovementCause => typeof v === 'string' && (MOVEMENT_CAUSES as readonly string[]).includes(v);

/**
 * The cause of a stored movement: the one it records, or, on one written before causes were kept
 * (or holding an unknown code), the one derived from what it has: an annulment by its reason, an
 * issued invoice's salida and an invoice return's entrada by their ids (invoiceStock.ts's
 * `<invoiceId>-salida`, returnSale's `<rectificativaId>-entrada`), anything else by its kind. A
 * counter ticket's salida and a return made from an entrada/salida cannot be told apart then:
 * they read as a sale, a purchase or a delivery.
 */
export function movementCauseOf(stored: { cause?: unknown; docKind?: unknown; reason?: unknown; documentId?: unknown }): MovementCause {
  if (isCause(stored.cause)) return stored.cause;
  if (stored.reason === 'annul') return 'annulment';
  const id = typeof stored.documentId === 'string' ? stored.documentId : '';
  if (stored.docKind === 'output') return id.endsWith('-salida') ? 'sale' : 'delivery';
  return id.endsWith('-entrada') ? 'customerReturn' : 'purchase';
}
