/**
 * The quote editor's form: a salida's form (header, lines typed as text, the same zod schema and
 * the same field messages: src/stock/documents/documentForm.ts) plus «Válido hasta», which may not
 * end before the quote's date. Its party is the quote's client. Pure: tested beside it.
 */
import { z } from '../shared/form/zod';
import { addDaysIso, parseIsoDate } from '../domain/dates';
import { quoteDateErrors, type Quote, type QuoteDraft } from '../domain/quotes/quoteModel';
import { documentSchema, lineValuesOf, toDraft, type DocumentValues } from '../stock/documents/documentForm';
import { QUOTE_FORM_TEXT } from './messages';

export interface QuoteValues extends DocumentValues {
  validUntil: string;
}

/** A new quote is valid for 30 days unless the person says otherwise. */
export const DEFAULT_VALIDITY_DAYS = 30;

export function quoteSchema() {
  return documentSchema('output')
    .and(z.object({ validUntil: z.string().refine((v) => parseIsoDate(v) !== null, QUOTE_FORM_TEXT.validUntil) }))
    .superRefine((values, ctx) => {
      if (quoteDateErrors(values).includes('validUntilBeforeDate')) {
        ctx.addIssue({ code: 'custom', path: ['validUntil'], message: QUOTE_FORM_TEXT.validUntilBeforeDate });
      }
    });
}

/** The validated values as the quote's draft. */
export function toQuoteDraft(values: QuoteValues): QuoteDraft {
  const d = toDraft(values);
  return {
    date: d.date,
    validUntil: values.validUntil,
    clientId: d.partyId,
    clientName: d.partyName,
    clientNif: d.partyNif,
    reference: d.reference,
    notes: d.notes,
    lines: d.lines,
  };
}

export function quoteValuesOf(quote: Quote): QuoteValues {
  return {
    date: quote.date,
    validUntil: quote.validUntil,
    partyId: quote.clientId,
    partyName: quote.clientName,
    partyNif: quote.clientNif,
    reference: quote.reference,
    notes: quote.notes,
    lines: quote.lines.map(lineValuesOf),
  };
}

export function blankQuoteValues(today: string): QuoteValues {
  return {
    date: today,
    validUntil: addDaysIso(today, DEFAULT_VALIDITY_DAYS),
    partyId: '',
    partyName: '',
    partyNif: '',
    reference: '',
    notes: '',
    lines: [],
  };
}

/** Whether the form shows exactly what the stored borrador holds (then sending needs no save first). */
export function sameQuoteDraft(values: QuoteValues, stored: Quote): boolean {
  return JSON.stringify(toQuoteDraft(values)) === JSON.stringify(toQuoteDraft(quoteValuesOf(stored)));
}
