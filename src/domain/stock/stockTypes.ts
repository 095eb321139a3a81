/**
 * Shapes of the stock area's documents (shared data contract, see
 * docs/DECISIONS.md "Stock"): entradas/salidas, stock levels and the ledger.
 */

/** Entradas live in `inputs`, salidas in `outputs`. */
export type DocKind = 'input' | 'output';
export type DocState = 'borrador' | 'confirmada' | 'anulada';
/** What a movement records: a confirmation or the annulment that reverses it. */
export type MovementReason = 'confirm' | 'annul';

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
