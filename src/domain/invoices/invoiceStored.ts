/**
 * The reader of a stored invoice (corporations/{corpId}/invoices/{id}): any stored shape — a field
 * missing, of another type, a hostile map — reads to the typed value, never a crash; what is not a
 * document at all (not a map) reads as null. The app's repository (src/invoices/invoiceRepository.ts)
 * and the invoice and return commands (functions/src/invoices, functions/src/returns) call it on a
 * snapshot's data, so the planners take a typed invoice. The builders that write this shape are
 * storedDraftInvoice / storedIssuedInvoice (invoiceModel.ts) and planIssue (invoicePlans.ts). Pure.
 */
import { instalmentsOfStored, type Instalment } from '../payments/dues';
import { invoiceFactsOf } from '../summaries';
import { breakdownOf, figuresOf, invoiceAmountsOf } from '../invoiceAmounts';
import { isRectificationCode, isRectificationMode } from '../rectification';
import { isCounterPaymentMethod } from '../simplifiedInvoice';
import { storedDate } from '../stock/stockStored';
import { isTaxCause } from '../tax';
import { isTaxAdministration } from '../verifactu/scope';
import { returnedOf } from '../returns/returnPlan';
import { isTaxOperation } from './receivedOperation';
import {
  PAYMENT_METHODS,
  mercantileRegistryOf,
  partySnapshotOf,
  type Invoice,
  type InvoiceStatus,
  type IssuerSnapshot,
  type PaymentMethod,
  type RecordMirror,
  type RectifiedByEntry,
  type Rectifies,
  type StoredLine,
} from './invoiceModel';

type Data = Record<string, unknown>;

/** What an invoice keeps of one of its VERI*FACTU records, with what the sender adds (verifactuPlan.ts planAlta). */
export interface StoredRecordMirror extends RecordMirror {
  /** The record's huella, when stored. */
  huella?: string;
  /** Whether the AEAT holds the invoice's key (verifactuPlan.ts aeatHolds); absent on mirrors written before it existed. */
  held?: boolean;
}

type Plain<T> = { [K in keyof T]: T[K] };

/**
 * An invoice document as the commands store it, each field of its type: the content, the pricing,
 * the numbering and what issuing, paying, rectifying, returning and VERI*FACTU add, every field
 * present (the reader gives the optional ones of Invoice their defaults). A plain object
 * type (not an interface), so the domain's readers of a stored shape (summaries.invoiceFactsOf,
 * invoiceFamily, creditBounds, verifactuPlan) take it as they take a snapshot's data.
 */
export type StoredInvoice = Plain<
  Required<Omit<Invoice, 'verifactu' | 'verifactuAnulacion' | 'annulled' | 'returned'>> & {
    verifactu: StoredRecordMirror | null;
    verifactuAnulacion: StoredRecordMirror | null;
    /** Why, when and by whom it was annulled (state 'anulada'); null otherwise. */
    annulled: { reason: string; by: string; at: Date | null } | null;
    /** A sale's goods returned so far, by line position (absent or malformed: nothing returned). */
    returned: Record<string, number>;
  }
>;

const isMap = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const strOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);
/** A finite number, or 0 (NaN, ±Infinity, strings and maps read as nothing). */
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const numOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const maps = (v: unknown): Data[] => (Array.isArray(v) ? v.map((x) => (isMap(x) ? x : {})) : []);

/** A stored invoice line, each field of its type (a line that is not a map reads as an empty one). */
export function invoiceLineFromStored(raw: unknown): StoredLine {
  const d = isMap(raw) ? raw : {};
  return {
    description: str(d.description),
    code: str(d.code),
    categoryId: strOrNull(d.categoryId),
    unit: str(d.unit),
    quantity: num(d.quantity),
    unitPriceCents: num(d.unitPriceCents),
    discountPct: num(d.discountPct),
    vatRate: num(d.vatRate),
    exemption: isTaxCause(d.exemption) ? d.exemption : null,
    tobacco: d.tobacco === true,
    // Stored only when true (a service) or on an IVA-included line (its gross): absent stays absent.
    ...(d.service === true ? { service: true } : {}),
    sourceId: strOrNull(d.sourceId),
    sourceLabel: strOrNull(d.sourceLabel),
    baseCents: num(d.baseCents),
    ...(typeof d.grossCents === 'number' && Number.isFinite(d.grossCents) ? { grossCents: d.grossCents } : {}),
  };
}

/** What a rectificativa rectifies, or null when it is not one (or the field is not a map). */
export function rectifiesFromStored(v: unknown): Rectifies | null {
  if (!isMap(v)) return null;
  return {
    invoiceId: str(v.invoiceId),
    numberText: str(v.numberText),
    issueDate: str(v.issueDate),
    mode: isRectificationMode(v.mode) ? v.mode : 'difference',
    // Rectificativas issued before the type was recorded were all of the general kind.
    code: isRectificationCode(v.code) ? v.code : 'R4',
    reason: str(v.reason),
    replaced: figuresOf(v.replaced),
    ...(typeof v.vendorInvoiceNumber === 'string' && v.vendorInvoiceNumber !== ''
      ? { vendorInvoiceNumber: v.vendorInvoiceNumber, vendorInvoiceDate: str(v.vendorInvoiceDate) }
      : {}),
  };
}

/** The issuer snapshot an issued invoice keeps, or null (a draft, or not a map). */
export function issuerFromStored(v: unknown): IssuerSnapshot | null {
  if (!isMap(v)) return null;
  return {
    legalName: str(v.legalName),
    nif: str(v.nif),
    address: str(v.address),
    postalCode: str(v.postalCode),
    city: str(v.city),
    province: str(v.province),
    country: str(v.country),
    iban: str(v.iban),
    mercantileRegistry: mercantileRegistryOf(v.mercantileRegistry),
  };
}

const isPaymentMethod = (v: unknown): v is PaymentMethod => (PAYMENT_METHODS as readonly unknown[]).includes(v);

/** A counter sale's payment (method, cash tendered, change), or null when absent or not one of the counter's methods. */
export function counterPaymentFromStored(v: unknown): StoredInvoice['counterPayment'] {
  if (!isMap(v) || !isCounterPaymentMethod(v.method)) return null;
  const voucher =
    typeof v.voucherCode === 'string' && Number.isSafeInteger(v.voucherCents)
      ? { voucherCode: v.voucherCode, voucherCents: v.voucherCents as number }
      : {};
  return { method: v.method, tenderedCents: num(v.tenderedCents), changeCents: num(v.changeCents), ...voucher };
}

const MIRROR_STATES: readonly RecordMirror['state'][] = ['pendiente', 'aceptado', 'aceptado_con_errores', 'rechazado'];

/** A VERI*FACTU record's mirror, or null when absent or without a record id and a known state. */
export function recordMirrorFromStored(v: unknown): StoredRecordMirror | null {
  if (!isMap(v) || typeof v.recordId !== 'string' || !MIRROR_STATES.includes(v.state as RecordMirror['state'])) return null;
  return {
    recordId: v.recordId,
    state: v.state as RecordMirror['state'],
    code: typeof v.code === 'number' ? v.code : null,
    message: typeof v.message === 'string' ? v.message : null,
    ...(typeof v.huella === 'string' ? { huella: v.huella } : {}),
    ...(typeof v.held === 'boolean' ? { held: v.held } : {}),
  };
}

const STATUSES: readonly InvoiceStatus[] = ['borrador', 'pendiente', 'parcial', 'devuelta', 'pagada', 'sustituida', 'anulada'];

/** invoices/{id} as the app shows it and the planners take it; null when `data` is not a document. */
/**
 * An issued invoice's instalments (one issued before them reads as one: dues.ts) and what is
 * collected of them; a draft or a ticket has none.
 */
function paymentFieldsOf(d: Record<string, unknown>): { instalments: Instalment[]; collectedCents: number } {
  if (d.state !== 'emitida' || d.simplified === true) return { instalments: [], collectedCents: 0 };
  const instalments = instalmentsOfStored(d, invoiceFactsOf(d).dueCents);
  return { instalments, collectedCents: instalments.reduce((a, i) => a + i.paidCents, 0) };
}

export function invoiceFromStored(id: string, data: unknown): StoredInvoice | null {
  if (!isMap(data)) return null;
  const d = data;
  const kind = d.kind === 'input' ? 'input' : 'output';
  return {
    id,
    kind,
    type: d.type === 'rectificativa' ? 'rectificativa' : 'ordinaria',
    state: d.state === 'emitida' || d.state === 'anulada' ? d.state : 'borrador',
    status: STATUSES.includes(d.status as InvoiceStatus) ? (d.status as InvoiceStatus) : 'borrador',
    series: strOrNull(d.series),
    year: numOrNull(d.year),
    number: numOrNull(d.number),
    numberText: strOrNull(d.numberText),
    date: str(d.date),
    taxDate: strOrNull(d.taxDate),
    issueDate: strOrNull(d.issueDate),
    issuedAt: storedDate(d.issuedAt),
    issuedBy: strOrNull(d.issuedBy),
    operationDate: strOrNull(d.operationDate),
    dueDate: strOrNull(d.dueDate),
    paymentTermsDays: num(d.paymentTermsDays),
    partyId: str(d.partyId),
    party: partySnapshotOf(isMap(d.party) ? d.party : {}),
    issuer: issuerFromStored(d.issuer),
    recargoEquivalencia: d.recargoEquivalencia === true,
    irpfRate: num(d.irpfRate),
    lines: Array.isArray(d.lines) ? d.lines.map(invoiceLineFromStored) : [],
    lineCount: num(d.lineCount),
    sourceIds: Array.isArray(d.sourceIds) ? d.sourceIds.filter((s): s is string => typeof s === 'string') : [],
    breakdown: breakdownOf(d.breakdown),
    ...invoiceAmountsOf(d),
    paidDate: strOrNull(d.paidDate),
    paymentMethod: isPaymentMethod(d.paymentMethod) ? d.paymentMethod : null,
    ...paymentFieldsOf(d),
    rectifies: rectifiesFromStored(d.rectifies),
    rectifiedBy: maps(d.rectifiedBy).map((r): RectifiedByEntry => ({ invoiceId: str(r.invoiceId), numberText: str(r.numberText) })),
    vendorInvoiceNumber: strOrNull(d.vendorInvoiceNumber),
    vendorInvoiceDate: strOrNull(d.vendorInvoiceDate),
    vendorInvoiceKey: strOrNull(d.vendorInvoiceKey),
    investmentGoods: d.investmentGoods === true,
    premisesRental: d.premisesRental === true,
    operation: kind === 'input' && isTaxOperation(d.operation) ? d.operation : null,
    notes: str(d.notes),
    createdBy: str(d.createdBy),
    createdAt: storedDate(d.createdAt),
    updatedAt: storedDate(d.updatedAt),
    verifactu: recordMirrorFromStored(d.verifactu),
    verifactuAnulacion: recordMirrorFromStored(d.verifactuAnulacion),
    cotejoEnv: d.cotejoEnv === 'test' || d.cotejoEnv === 'production' ? d.cotejoEnv : null,
    verifactuExempt: isTaxAdministration(d.verifactuExempt) && d.verifactuExempt !== 'aeat' ? d.verifactuExempt : null,
    annulled: isMap(d.annulled) ? { reason: str(d.annulled.reason), by: str(d.annulled.by), at: storedDate(d.annulled.at) } : null,
    simplified: d.simplified === true,
    vatIncluded: d.vatIncluded === true,
    counterPayment: counterPaymentFromStored(d.counterPayment),
    stockDocumentId: strOrNull(d.stockDocumentId),
    returned: returnedOf(d),
  };
}
