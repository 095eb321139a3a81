/**
 * Annulling a sales invoice issued in error (an invoice that should never have existed: issued
 * twice, to the wrong client and never delivered...). It keeps its number (numbering never
 * reuses one) and becomes `state: 'anulada'`, `status: 'anulada'`: the reports and the summary
 * count only state 'emitida', so it leaves the books, the 303, the 347 and Inicio; the salidas it
 * invoiced are free to be invoiced again; VERI*FACTU gets its registro de anulación
 * (verifactuPlan.planAnulacion), in the same transaction (functions/src/invoices/annulInvoice.ts).
 * A correction of an operation that did happen is a rectificativa, not this. Pure; tested beside it.
 */
import { applyInvoiceChange, invoiceFactsOf, invoiceSummaryOf, type InvoiceSummary } from '../summaries';
import { foldedReason } from '../commandInputs/fields';
import type { Refusal } from './invoicePlans';
import { sinRegistroPrevioOf } from '../verifactu/verifactuPlan';
import type { StoredInvoice } from './invoiceStored';
import { dueDocuments, dueOwnerOf, type Due } from '../payments/dues';

type Data = Record<string, unknown>;

export const ANNUL_REASON_MAX = 200;

export type AnnulReason = { ok: true; value: string } | { ok: false; detail: 'reason' };

/** annulInvoice's reason, required (it stays on the invoice and is copied into the annulled salida's): 3 to 200 characters, folded. */
export const annulReasonSchema = foldedReason(3, ANNUL_REASON_MAX);

/** The reason read through its schema, or refused as `reason`. */
export function parseAnnulReason(raw: unknown): AnnulReason {
  const parsed = annulReasonSchema.safeParse(raw);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, detail: 'reason' };
}

export interface AnnulPlan {
  ok: true;
  /** The invoice's new fields (the caller adds `annulled.at` and `updatedAt` as server timestamps). */
  fields: Data;
  summary: InvoiceSummary;
  /** The salidas to free (listed by the invoice and still naming it). */
  releaseSourceIds: string[];
  /** The AEAT never stored the alta (rejected and not corrected): the anulación says SinRegistroPrevio. */
  sinRegistroPrevio: boolean;
  /** Its due documents, now 'anulada' (issue 30). */
  dues: Due[];
}

const refuse = (detail: string): Refusal => ({ ok: false, code: 'notAnnullable', detail });

export function planAnnul(
  invoiceId: string,
  invoice: StoredInvoice | null | undefined,
  summary: Data | undefined,
  sources: readonly { id: string; data: Data | undefined }[],
  reason: string,
  by: string,
): AnnulPlan | Refusal {
  if (!invoice) return { ok: false, code: 'notFound', detail: '' };
  if (invoice.kind !== 'output') return refuse('purchase');
  if (invoice.state === 'anulada') return refuse('annulled');
  if (invoice.state !== 'emitida') return { ok: false, code: 'notIssued', detail: '' };
  if (invoice.type === 'rectificativa') return refuse('rectificativa');
  if (invoice.rectifiedBy.length > 0 || invoice.status === 'sustituida') return refuse('rectified');
  // Anything collected (or set off) must be given back first: reverse its cobros (issue 30).
  if (invoice.status === 'pagada' || invoice.collectedCents !== 0) return refuse('paid');
  // An instalment in a remittance is being collected by the bank: take it out of the remittance first.
  if (invoice.instalments.some((i) => i.remittanceId !== null)) return refuse('inRemittance');
  const fields: Data = { state: 'anulada', status: 'anulada', annulled: { reason, by } };
  return {
    ok: true,
    fields,
    summary: applyInvoiceChange(invoiceSummaryOf(summary), invoiceFactsOf(invoice), invoiceFactsOf({ ...invoice, ...fields })),
    releaseSourceIds: sources.filter((s) => s.data && s.data.invoiceId === invoiceId).map((s) => s.id),
    // Its vencimientos leave the cartera.
    dues: invoice.simplified ? [] : dueDocuments(dueOwnerOf(invoiceId, invoice), invoice.instalments, { annulled: true }),
    // Whether the AEAT holds the key (verifactu.held), not the last alta's state: a rejected
    // subsanación of a key the AEAT holds is still held.
    sinRegistroPrevio: sinRegistroPrevioOf(invoice),
  };
}
