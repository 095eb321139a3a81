/** What a saved borrador stores: the editor's fields and the figures derived from its lines, and a new one's whole shape. Pure. */
import { computeTotals } from '../documentTotals';
import { searchPrefixes } from '../search';
import type { DocDraft, DocTotals, DocLine } from './stockTypes';

export interface DraftFields extends DocDraft {
  lines: DocLine[];
  lineCount: number;
  productIds: string[];
  totals: DocTotals;
  searchKeys: string[];
}

/** The stored fields a borrador's editor controls, with the figures derived from its lines. */
export function draftFields(draft: DocDraft, number: string): DraftFields {
  const totals = computeTotals(draft.lines, { recargoEquivalencia: false, irpfRate: 0 });
  return {
    date: draft.date,
    partyId: draft.partyId,
    partyName: draft.partyName,
    partyNif: draft.partyNif,
    reference: draft.reference,
    notes: draft.notes,
    lines: draft.lines.map((l) => ({ ...l })),
    lineCount: draft.lines.length,
    productIds: [...new Set(draft.lines.map((l) => l.categoryId))],
    totals: { baseCents: totals.baseCents, vatCents: totals.vatCents, totalCents: totals.totalCents },
    searchKeys: searchPrefixes([draft.reference, number]),
  };
}

/**
 * A new borrador exactly as it is stored (inputs/{id} or outputs/{id}): its number, the draft's
 * fields, and nothing confirmed, annulled or invoiced yet. `at` stamps its creation and last
 * change: serverTimestamp() in the app, a fixed time in seeds and tests.
 */
export function newDraftDocument<T>(draft: DocDraft, number: string, createdBy: string, at: T) {
  return {
    number,
    ...draftFields(draft, number),
    state: 'borrador' as const,
    invoiced: false,
    invoiceId: null,
    confirmedAt: null,
    confirmedBy: null,
    annulledAt: null,
    annulledBy: null,
    annulReason: null,
    createdBy,
    createdAt: at,
    updatedAt: at,
  };
}
