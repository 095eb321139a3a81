/**
 * Data builders shared by the stock rules tests, the stock command tests and the concurrency
 * test: products, parties, borradores, stock levels and movements shaped as the app and the
 * commands write them.
 */
import { doc, serverTimestamp, setDoc, Timestamp, type Firestore } from 'firebase/firestore';
import { applyStockChanges, stockFactsOf, stockSummaryOf } from '../../src/domain/summaries';
import { searchPrefixes } from '../../src/domain/search';
import { draftFields } from '../../src/stock/documents/draftFields';
import type { DocDraft, DocLine } from '../../src/stock/stockTypes';

export const seededAt = Timestamp.fromDate(new Date('2026-01-01T00:00:00Z'));

export function product(id: string, overrides: Record<string, unknown> = {}) {
  const code = id.toUpperCase();
  const name = `Producto ${id}`;
  return {
    code,
    codeKey: code.toLowerCase(),
    name,
    nameKey: name.toLowerCase(),
    description: '',
    unit: 'ud',
    salePriceCents: 250,
    vatRate: 21,
    minStock: 2,
    barcode: '',
    active: true,
    searchKeys: searchPrefixes([name, code]),
    createdAt: seededAt,
    updatedAt: seededAt,
    ...overrides,
  };
}

export function party(name: string) {
  return {
    name,
    nameKey: name.toLowerCase(),
    nif: 'B86561412',
    paymentTermsDays: 30,
    active: true,
    inUse: true,
    searchKeys: searchPrefixes([name]),
    createdAt: seededAt,
    updatedAt: seededAt,
  };
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
  return {
    number,
    ...draftFields(d, number),
    state: 'borrador',
    invoiced: false,
    invoiceId: null,
    confirmedAt: null,
    confirmedBy: null,
    annulledAt: null,
    annulledBy: null,
    annulReason: null,
    createdBy,
    createdAt: seededAt,
    updatedAt: seededAt,
    ...stamps,
  };
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
  for (const id of productIds) await setDoc(doc(db, `corporations/${corpId}/categories/${id}`), product(id));
  await setDoc(doc(db, `corporations/${corpId}/vendors/v1`), party('Proveedor Uno'));
  await setDoc(doc(db, `corporations/${corpId}/clients/c1`), party('Cliente Uno'));
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

/** movements/{id} as the confirmation command writes it. */
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
