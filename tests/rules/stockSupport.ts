/**
 * Data builders shared by the stock rules tests, the stock command tests and the concurrency
 * test: products, parties, borradores, stock levels and movements shaped as the app and the
 * commands write them.
 */
import { doc, serverTimestamp, Timestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { applyStockChanges, stockFactsOf, stockSummaryOf } from '../../src/domain/summaries';
import { productContentOf } from '../../src/categories/product';
import { partyContentOf, type PartyKind } from '../../src/parties/party';
import { newDraftDocument } from '../../src/domain/stock/draftFields';
import { planStockCommit, type StockCommit } from '../../src/domain/stock/stockCommand';
import type { DocDraft, DocKind, DocLine } from '../../src/domain/stock/stockTypes';

export const seededAt = Timestamp.fromDate(new Date('2026-01-01T00:00:00Z'));

/** Product `id` (code ID upper-cased, "Producto id", 2,50 €, 21 %, minimum 2) as the app stores it; overrides replace stored fields. */
export function product(id: string, overrides: Record<string, unknown> = {}) {
  const content = productContentOf({ code: id.toUpperCase(), name: `Producto ${id}`, salePrice: '2,50', vatRate: '21', minStock: '2' });
  return { ...content, createdAt: seededAt, updatedAt: seededAt, ...overrides };
}

/** A vendor or client as the app stores it, in use. */
export function party(name: string, kind: PartyKind = 'vendor') {
  return { ...partyContentOf(kind, { name, nif: 'B86561412', paymentTermsDays: '30' }), inUse: true, createdAt: seededAt, updatedAt: seededAt };
}

export function line(categoryId: string, quantity: number, unitPriceCents = 100): DocLine {
  return {
    categoryId,
    code: categoryId.toUpperCase(),
    name: `Producto ${categoryId}`,
    unit: 'ud',
    quantity,
    unitPriceCents,
    discountPct: 0,
    vatRate: 21,
  };
}

export function draft(partyId: string, lines: DocLine[]): DocDraft {
  return { date: '2026-03-02', partyId, partyName: `Parte ${partyId}`, partyNif: 'B86561412', reference: 'ALB-1', notes: '', lines };
}

/** A borrador exactly as the repository stores it (server stamps given as a fixed time when seeded). */
export function draftDocument(number: string, createdBy: string, d: DocDraft, stamps: Record<string, unknown> = {}) {
  return { ...newDraftDocument(d, number, createdBy, seededAt), ...stamps };
}

export const stockSummaryPath = (corpId: string) => `corporations/${corpId}/summaries/stock`;

/**
 * The summaries/stock write of a hand-made confirmation, as the writer makes it: the stored
 * summary (undefined: none yet) with each product's stock moved from `before` to `after`.
 */
export function stockSummaryWrite(
  stored: Record<string, unknown> | undefined,
  movementId: string,
  changes: { before: Record<string, unknown> | undefined; after: Record<string, unknown> | undefined }[],
) {
  const next = applyStockChanges(
    stockSummaryOf(stored),
    changes.map((c) => ({ before: c.before && stockFactsOf(c.before), after: c.after && stockFactsOf(c.after) })),
  );
  return { ...next, lastMovementId: movementId, updatedAt: serverTimestamp() };
}

/** Seeds products, a vendor and a client in a company (rules disabled). */
export async function seedCatalogue(db: Firestore, corpId: string, productIds: string[]): Promise<void> {
  const batch = writeBatch(db);
  for (const id of productIds) batch.set(doc(db, `corporations/${corpId}/categories/${id}`), product(id));
  batch.set(doc(db, `corporations/${corpId}/vendors/v1`), party('Proveedor Uno'));
  batch.set(doc(db, `corporations/${corpId}/clients/c1`), party('Cliente Uno', 'client'));
  await batch.commit();
}

/** stock/{categoryId} as the confirmation command writes it (average cost 1,00 €, minimum 2). */
export function stockLevel(categoryId: string, quantity: number, lastMovementId: string, overrides: Record<string, unknown> = {}) {
  return {
    categoryId,
    code: categoryId.toUpperCase(),
    name: `Producto ${categoryId}`,
    unit: 'ud',
    minStock: 2,
    quantity,
    averageCostCents: 100,
    lastPurchasePriceCents: 100,
    valueCents: Math.round(quantity * 100),
    belowMinimum: quantity <= 2,
    lastMovementId,
    updatedAt: seededAt,
    ...overrides,
  };
}

/**
 * The whole confirmation of a borrador exactly as confirmStockDocument writes it — the document's
 * new fields, its movement (costs, unit costs and cause included) and each product's stock level —
 * planned by the command's own planner (planStockCommit) from the borrador `draftDocument` makes,
 * the products `product` makes, the party `party` makes and the levels before (stockLevel's, or
 * none). Stamped with `seededAt`; throws on a refusal, which a seed must never meet.
 */
export function plannedConfirmation(
  kind: DocKind,
  documentId: string,
  d: DocDraft,
  createdBy: string,
  before: Record<string, Record<string, unknown> | undefined> = {},
): StockCommit {
  const lines = d.lines;
  const productIds = [...new Set(lines.map((l) => l.categoryId))];
  const plan = planStockCommit(
    {
      request: { kind, reason: 'confirm', documentId, annulReason: '' },
      uid: createdBy,
      stored: draftDocument(`N-${documentId}`, createdBy, d),
      lines,
      productIds,
      party: party(d.partyName, kind === 'input' ? 'vendor' : 'client'),
      products: Object.fromEntries(productIds.map((id) => [id, product(id)])),
      stocks: before,
      confirmation: undefined,
      allowNegative: false,
      today: d.date,
    },
    seededAt,
  );
  if (!plan.ok) throw new Error(`plannedConfirmation(${documentId}): ${plan.code}`);
  return plan;
}

/**
 * movements/{id} in the shape older writers left: deltas and balances only, no costs, unit costs
 * or cause (the commands read those at the average and derive the cause). Tests that need what a
 * command writes today use plannedConfirmation.
 */
export function movement(
  kind: 'input' | 'output',
  reason: 'confirm' | 'annul',
  documentId: string,
  deltas: Record<string, number>,
  balances: Record<string, number>,
  createdBy: string,
) {
  return {
    docKind: kind,
    reason,
    documentId,
    documentNumber: `N-${documentId}`,
    date: '2026-03-02',
    partyId: kind === 'input' ? 'v1' : 'c1',
    partyName: 'Parte',
    productIds: Object.keys(deltas),
    deltas,
    balances,
    createdBy,
    createdAt: seededAt,
  };
}
