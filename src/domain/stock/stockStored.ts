/**
 * Readers of the stock area's stored documents (inputs/outputs, movements): any stored shape —
 * a field missing, of another type, a hostile map — reads to the typed value, never a crash;
 * what is not a document at all (not a map) reads as null. The repositories call them on a
 * snapshot's data; the builders that write these shapes are planStockCommit and draftFields.ts. Pure.
 */
import { returnedOf } from '../returns/returnPlan';
import { movementCauseOf, type DocKind, type DocLine, type Movement, type ReturnSource, type StockDocument } from './stockTypes';

type Data = Record<string, unknown>;

const isMap = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const strOrNull = (v: unknown) => (typeof v === 'string' ? v : null);
/** A finite number, or 0 (NaN, ±Infinity, strings and maps read as nothing). */
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const cents = (v: unknown) => (Number.isSafeInteger(v) ? (v as number) : 0);

/** A stored timestamp (Firestore's Timestamp, or a Date) as a Date; anything else, or an invalid one, as null. */
export function storedDate(v: unknown): Date | null {
  let date: unknown = v;
  if (isMap(v) && typeof v.toDate === 'function') {
    try {
      date = (v.toDate as () => unknown).call(v);
    } catch {
      return null;
    }
  }
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date : null;
}

/** A stored line of an entrada/salida, each field of its type (a line that is not a map reads as an empty one). */
export function stockLineFromStored(raw: unknown): DocLine {
  const l = isMap(raw) ? raw : {};
  return {
    categoryId: str(l.categoryId),
    code: str(l.code),
    name: str(l.name),
    unit: str(l.unit),
    quantity: num(l.quantity),
    unitPriceCents: num(l.unitPriceCents),
    discountPct: num(l.discountPct),
    vatRate: num(l.vatRate),
  };
}

function returnSourceFrom(raw: unknown): ReturnSource | null {
  if (!isMap(raw) || (raw.kind !== 'invoice' && raw.kind !== 'salida' && raw.kind !== 'entrada')) return null;
  return { kind: raw.kind, id: str(raw.id), number: str(raw.number) };
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** inputs/{id} or outputs/{id} as the app shows it; null when `data` is not a document. */
export function stockDocumentFromStored(kind: DocKind, id: string, data: unknown): StockDocument | null {
  if (!isMap(data)) return null;
  const d = data;
  const lines = Array.isArray(d.lines) ? d.lines.map(stockLineFromStored) : [];
  const totals = isMap(d.totals) ? d.totals : {};
  const state = d.state === 'confirmada' || d.state === 'anulada' ? d.state : 'borrador';
  return {
    id,
    kind,
    number: str(d.number),
    date: str(d.date),
    partyId: str(d.partyId),
    partyName: str(d.partyName),
    partyNif: str(d.partyNif),
    reference: str(d.reference),
    notes: str(d.notes),
    lines,
    lineCount: Number.isSafeInteger(d.lineCount) && (d.lineCount as number) >= 0 ? (d.lineCount as number) : lines.length,
    productIds: strings(d.productIds),
    totals: { baseCents: cents(totals.baseCents), vatCents: cents(totals.vatCents), totalCents: cents(totals.totalCents) },
    state,
    invoiced: d.invoiced === true,
    invoiceId: strOrNull(d.invoiceId),
    confirmedAt: storedDate(d.confirmedAt),
    confirmedBy: strOrNull(d.confirmedBy),
    annulledAt: storedDate(d.annulledAt),
    annulledBy: strOrNull(d.annulledBy),
    annulReason: strOrNull(d.annulReason),
    // Only the confirmation writes it: a borrador's would be the client's own.
    costCents: kind === 'output' && state !== 'borrador' && Number.isSafeInteger(d.costCents) ? (d.costCents as number) : null,
    createdBy: str(d.createdBy),
    createdAt: storedDate(d.createdAt),
    updatedAt: storedDate(d.updatedAt),
    returnOf: d.returnOf === 'sale' || d.returnOf === 'purchase' ? d.returnOf : null,
    partyKind: d.partyKind === 'client' || d.partyKind === 'vendor' ? d.partyKind : null,
    returnFrom: returnSourceFrom(d.returnFrom),
    returned: returnedOf(d),
    orderId: strOrNull(d.orderId),
  };
}

/** A map of numbers by product id; entries that are not finite numbers are left out. */
function numbersByKey(v: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  if (isMap(v)) for (const [k, n] of Object.entries(v)) if (typeof n === 'number' && Number.isFinite(n)) out[k] = n;
  return out;
}

/** movements/{id} as the stock history shows it (its cause derived when it records none); null when `data` is not a document. */
export function movementFromStored(id: string, data: unknown): Movement | null {
  if (!isMap(data)) return null;
  const d = data;
  return {
    id,
    docKind: d.docKind === 'output' ? 'output' : 'input',
    reason: d.reason === 'annul' ? 'annul' : 'confirm',
    cause: movementCauseOf(d),
    documentId: str(d.documentId),
    documentNumber: str(d.documentNumber),
    date: str(d.date),
    partyId: str(d.partyId),
    partyName: str(d.partyName),
    productIds: strings(d.productIds),
    deltas: numbersByKey(d.deltas),
    balances: numbersByKey(d.balances),
    costs: numbersByKey(d.costs),
    unitCosts: numbersByKey(d.unitCosts),
    createdBy: str(d.createdBy),
    createdAt: storedDate(d.createdAt),
  };
}
