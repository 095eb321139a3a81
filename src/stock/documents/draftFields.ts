/** What a saved borrador stores besides its state: the editor's fields and the figures derived from its lines. Pure. */
import { computeTotals } from '../../domain/documentTotals';
import { searchPrefixes } from '../../domain/search';
import type { DocDraft, DocTotals, DocLine } from '../stockTypes';

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
