/**
 * Presupuestos (issue 31): a quote for a client, its lines shaped like a salida's (DocLine), its
 * number (series «P» per year, P-2026-00001), its states and the one derived state, caducado.
 * Totals are never stored: they come from the lines through computeTotals, the invoices' and
 * salidas' own function, so a hand-made request has no total to forge. The one builder of the
 * stored shape and its total reader live here too. Pure: table-tested beside it.
 */
import { computeTotals, type DocumentTotals } from '../documentTotals';
import { searchPrefixes } from '../search';
import { stockLineFromStored, storedDate } from '../stock/stockStored';
import type { DocLine } from '../stock/stockTypes';

/** What is stored. `caducado` is never stored: it is an `enviado` quote past its validity (quoteShownState). */
export type QuoteState = 'borrador' | 'enviado' | 'aceptado' | 'rechazado';
/** What the list and the detail show. */
export type QuoteShownState = QuoteState | 'caducado';

export const QUOTE_STATES: readonly QuoteState[] = ['borrador', 'enviado', 'aceptado', 'rechazado'];
export const QUOTE_SHOWN_STATES: readonly QuoteShownState[] = ['borrador', 'enviado', 'caducado', 'aceptado', 'rechazado'];

/** Lines per quote: as a salida's (a quote becomes a pedido and then salidas). */
export const MAX_QUOTE_LINES = 300;
export const QUOTE_LIMITS = { reference: 60, notes: 2000 } as const;
/** The series of quotes; numbers run per year: P-2026-00001. */
export const QUOTE_SERIES = 'P';

/**
 * The changes of state a person makes (firestore.rules mirrors this list): send a borrador, take an
 * enviado back to borrador (to change it and send it again), mark it aceptado or rechazado.
 * Aceptado and rechazado are final; a caducado quote is an enviado one, so the same moves apply
 * (accepting it late is the seller's choice; taking it back to borrador renews its validity).
 */
export const QUOTE_TRANSITIONS: Readonly<Record<QuoteState, readonly QuoteState[]>> = {
  borrador: ['enviado'],
  enviado: ['borrador', 'aceptado', 'rechazado'],
  aceptado: [],
  rechazado: [],
};

export function canMoveQuote(from: QuoteState, to: QuoteState): boolean {
  return QUOTE_TRANSITIONS[from].includes(to);
}

/** The editable part of a quote (a borrador). */
export interface QuoteDraft {
  date: string;
  validUntil: string;
  clientId: string;
  clientName: string;
  clientNif: string;
  reference: string;
  notes: string;
  lines: DocLine[];
}

export interface Quote extends QuoteDraft {
  id: string;
  number: string;
  year: number;
  seq: number;
  lineCount: number;
  productIds: string[];
  state: QuoteState;
  /** The pedido it became (set by the orders' conversion, never by the editor); null until then. */
  orderId: string | null;
  createdBy: string;
  createdAt: Date | null;
  updatedAt: Date | null;
}

/** «P-2026-00001»: the series, the year and the number in the year, at least 5 digits (firestore.rules checks the same text). */
export function quoteNumber(year: number, seq: number): string {
  return `${QUOTE_SERIES}-${year}-${String(seq).padStart(5, '0')}`;
}

/** The number's year: the year of the quote's date when it is first saved. */
export function quoteYearOf(date: string): number {
  return Number(date.slice(0, 4));
}

/**
 * What the person sees: an enviado quote whose «Válido hasta» is before today (Madrid dates, both
 * YYYY-MM-DD) is caducado; valid through its last day. Nothing is written when it expires.
 */
export function quoteShownState(quote: Pick<Quote, 'state' | 'validUntil'>, today: string): QuoteShownState {
  return quote.state === 'enviado' && quote.validUntil < today ? 'caducado' : quote.state;
}

/** The totals of a quote's lines: the salidas' and invoices' computeTotals, without recargo or IRPF (a quote is not an invoice). */
export function quoteTotals(lines: readonly DocLine[]): DocumentTotals {
  return computeTotals([...lines], { recargoEquivalencia: false, irpfRate: 0 });
}

export type QuoteDateError = 'validUntilBeforeDate';

/** The header's dates together: the validity may not end before the quote's date. */
export function quoteDateErrors(draft: Pick<QuoteDraft, 'date' | 'validUntil'>): QuoteDateError[] {
  return draft.validUntil !== '' && draft.date !== '' && draft.validUntil < draft.date ? ['validUntilBeforeDate'] : [];
}

/** Why a quote cannot be sent (the rules refuse the same): no lines, or a validity already over. */
export type SendRefusal = 'noLines' | 'expired';
export function sendRefusal(quote: Pick<Quote, 'lines' | 'validUntil'>, today: string): SendRefusal | null {
  if (quote.lines.length === 0) return 'noLines';
  if (quote.validUntil < today) return 'expired';
  return null;
}

/** The stored fields a borrador's editor controls, with what is derived from its lines. */
export function quoteDraftFields(draft: QuoteDraft, number: string) {
  return {
    date: draft.date,
    validUntil: draft.validUntil,
    clientId: draft.clientId,
    clientName: draft.clientName,
    clientNif: draft.clientNif,
    reference: draft.reference,
    notes: draft.notes,
    lines: draft.lines.map((l) => ({ ...l })),
    lineCount: draft.lines.length,
    productIds: [...new Set(draft.lines.map((l) => l.categoryId))],
    searchKeys: searchPrefixes([draft.reference, number, draft.clientName]),
  };
}

/**
 * A new quote exactly as stored (quotes/{id}): its number, the draft's fields, borrador and no
 * pedido. `at` stamps its creation and last change: serverTimestamp() in the app, a fixed time in seeds and tests.
 */
export function newQuoteDocument<T>(draft: QuoteDraft, numbering: { year: number; seq: number }, createdBy: string, at: T) {
  const number = quoteNumber(numbering.year, numbering.seq);
  return {
    number,
    year: numbering.year,
    seq: numbering.seq,
    ...quoteDraftFields(draft, number),
    state: 'borrador' as QuoteState,
    orderId: null,
    createdBy,
    createdAt: at,
    updatedAt: at,
  };
}

/** quoteCounters/{year}: the next number of the year and the quote that took the last one. */
export function quoteCounterDocument(year: number, seq: number, quoteId: string) {
  return { year, next: seq + 1, lastQuoteId: quoteId };
}

type Data = Record<string, unknown>;
const isMap = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const int = (v: unknown) => (Number.isSafeInteger(v) ? (v as number) : 0);

/** quotes/{id} as the app shows it, any stored shape read to its type; null when `data` is not a document. */
export function quoteFromStored(id: string, data: unknown): Quote | null {
  if (!isMap(data)) return null;
  const d = data;
  const lines = Array.isArray(d.lines) ? d.lines.map(stockLineFromStored) : [];
  return {
    id,
    number: str(d.number),
    year: int(d.year),
    seq: int(d.seq),
    date: str(d.date),
    validUntil: str(d.validUntil),
    clientId: str(d.clientId),
    clientName: str(d.clientName),
    clientNif: str(d.clientNif),
    reference: str(d.reference),
    notes: str(d.notes),
    lines,
    lineCount: lines.length,
    productIds: Array.isArray(d.productIds) ? d.productIds.filter((x): x is string => typeof x === 'string') : [],
    state: (QUOTE_STATES as readonly unknown[]).includes(d.state) ? (d.state as QuoteState) : 'borrador',
    orderId: typeof d.orderId === 'string' ? d.orderId : null,
    createdBy: str(d.createdBy),
    createdAt: storedDate(d.createdAt),
    updatedAt: storedDate(d.updatedAt),
  };
}
