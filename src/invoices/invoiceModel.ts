/**
 * The invoice as stored in corporations/{corpId}/invoices/{id} (kind 'output'
 * for sales, 'input' for purchases) and the pure functions that build it.
 * No Firebase, no React: unit-tested beside this file.
 */
import { formatDate, parseIsoDate } from '../domain/dates';
import { isOverdue } from '../domain/invoiceDates';
import { computeTotals, type LineInput, type RateBreakdown } from '../domain/documentTotals';
import { counterKey, formatInvoiceNumber } from '../domain/numbering';
import { vendorInvoiceKey } from '../domain/vendorInvoiceNumber';
import type { RectificationMode } from '../domain/rectification';
import type { ExemptionCode } from '../domain/tax';

export type InvoiceKind = 'input' | 'output';
export type InvoiceType = 'ordinaria' | 'rectificativa';
export type InvoiceState = 'borrador' | 'emitida';
/** Lists filter on this: a draft, issued and unpaid, or issued and paid. */
export type InvoiceStatus = 'borrador' | 'pendiente' | 'pagada';

export const PAYMENT_METHODS = ['transferencia', 'efectivo', 'tarjeta', 'domiciliacion', 'cheque', 'compensacion', 'otro'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Purchase invoices get an internal registry number "REG-2026-000001" for the purchase book. */
export const PURCHASE_REGISTRY_SERIES = 'REG';

export const MAX_LINES = 500;
export const MAX_SOURCES = 50;
export const MAX_RECTIFICATIONS = 20;

export interface InvoiceLine extends LineInput {
  description: string;
  code: string;
  categoryId: string | null;
  unit: string;
  exemption: ExemptionCode | null;
  /** The salida or entrada the line came from, and how to name it (albarán and date). */
  sourceId: string | null;
  sourceLabel: string | null;
}

export interface StoredLine extends InvoiceLine {
  baseCents: number;
}

export interface PartySnapshot {
  name: string;
  nif: string;
  address: string;
  postalCode: string;
  city: string;
  province: string;
  country: string;
}

/** The company as it was when the invoice was issued: later changes do not rewrite old invoices. */
export interface IssuerSnapshot {
  legalName: string;
  nif: string;
  address: string;
  postalCode: string;
  city: string;
  province: string;
  country: string;
  iban: string;
}

export interface Rectifies {
  invoiceId: string;
  numberText: string;
  issueDate: string;
  mode: RectificationMode;
  reason: string;
}

export interface RectifiedByEntry {
  invoiceId: string;
  numberText: string;
}

/** What a person edits in a draft. */
export interface InvoiceContent {
  kind: InvoiceKind;
  type: InvoiceType;
  partyId: string;
  party: PartySnapshot;
  paymentTermsDays: number;
  recargoEquivalencia: boolean;
  irpfRate: number;
  /** Date of the operation when it differs from the issue date (RD 1619/2012 art. 6.1.i). */
  operationDate: string | null;
  /** Purchases only: the due date the vendor set. Sales: computed at issue from the terms. */
  dueDate: string | null;
  lines: InvoiceLine[];
  sourceIds: string[];
  notes: string;
  rectifies: Rectifies | null;
  vendorInvoiceNumber: string | null;
  vendorInvoiceDate: string | null;
}

export interface Pricing {
  lines: StoredLine[];
  breakdown: RateBreakdown[];
  baseCents: number;
  vatCents: number;
  recargoCents: number;
  irpfCents: number;
  totalCents: number;
}

export interface Numbering {
  series: string | null;
  year: number | null;
  number: number | null;
  numberText: string | null;
  issueDate: string | null;
  issuedBy: string | null;
  issuer: IssuerSnapshot | null;
}

export interface Invoice extends Omit<InvoiceContent, 'lines'>, Pricing, Numbering {
  id: string;
  state: InvoiceState;
  status: InvoiceStatus;
  /** Sort and filter date: the issue date once issued, the day of the last save for a draft. */
  date: string;
  issuedAt: Date | null;
  lineCount: number;
  paidDate: string | null;
  paymentMethod: PaymentMethod | null;
  rectifiedBy: RectifiedByEntry[];
  vendorInvoiceKey: string | null;
  createdBy: string;
  createdAt: Date | null;
  updatedAt: Date | null;
}

/** Lines with their bases, the per-rate breakdown and the totals, all from the domain's computeTotals. */
export function priceInvoice(content: Pick<InvoiceContent, 'lines' | 'recargoEquivalencia' | 'irpfRate'>): Pricing {
  const totals = computeTotals(content.lines, {
    recargoEquivalencia: content.recargoEquivalencia,
    irpfRate: content.irpfRate,
  });
  return {
    lines: content.lines.map((line, i) => ({ ...line, exemption: line.exemption ?? null, baseCents: totals.lineBases[i] ?? 0 })),
    breakdown: totals.breakdown,
    baseCents: totals.baseCents,
    vatCents: totals.vatCents,
    recargoCents: totals.recargoCents,
    irpfCents: totals.irpfCents,
    totalCents: totals.totalCents,
  };
}

export function seriesFor(kind: InvoiceKind, type: InvoiceType, corp: { salesSeries: string; rectificationSeries: string }): string {
  if (kind === 'input') return PURCHASE_REGISTRY_SERIES;
  return type === 'rectificativa' ? corp.rectificationSeries : corp.salesSeries;
}

/**
 * The counter document of a series and year: "F-2026" for sales series; purchases
 * use "registro-2026", which no series (A–Z, 0–9 only) can collide with.
 */
export function counterKeyFor(kind: InvoiceKind, series: string, year: number): string {
  if (kind === 'output') return counterKey(series, year);
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError('invalidYear');
  return `registro-${year}`;
}

export function numberTextFor(series: string, year: number, n: number): string {
  return formatInvoiceNumber(series, year, n);
}

export function statusOf(state: InvoiceState, paid: boolean): InvoiceStatus {
  if (state === 'borrador') return 'borrador';
  return paid ? 'pagada' : 'pendiente';
}

/** A confirmed salida or entrada as the invoice screens need it (stock data contract). */
export interface StockDocumentForInvoice {
  id: string;
  number: string | number;
  date: string;
  reference: string;
  partyId: string;
  lines: {
    categoryId: string;
    code: string;
    name: string;
    unit: string;
    quantity: number;
    unitPriceCents: number;
    discountPct: number;
    vatRate: number;
  }[];
}

/** A stored salida or entrada (its document data) as the invoice needs it; missing fields read as empty. */
export function stockDocumentForInvoiceOf(id: string, d: Record<string, unknown>): StockDocumentForInvoice {
  const lines = Array.isArray(d.lines) ? (d.lines as Record<string, unknown>[]) : [];
  return {
    id,
    number: String(d.number ?? ''),
    date: String(d.date ?? ''),
    reference: String(d.reference ?? ''),
    partyId: String(d.partyId ?? ''),
    lines: lines.map((l) => ({
      categoryId: String(l.categoryId ?? ''),
      code: String(l.code ?? ''),
      name: String(l.name ?? ''),
      unit: String(l.unit ?? ''),
      quantity: Number(l.quantity ?? 0),
      unitPriceCents: Number(l.unitPriceCents ?? 0),
      discountPct: Number(l.discountPct ?? 0),
      vatRate: Number(l.vatRate ?? 0),
    })),
  };
}

/** "Albarán A-12 (05/03/2026)", or the document's own number when it has no albarán reference. */
export function sourceLabelOf(kind: InvoiceKind, source: Pick<StockDocumentForInvoice, 'number' | 'date' | 'reference'>): string {
  const date = parseIsoDate(source.date);
  const when = date ? ` (${formatDate(date)})` : '';
  const reference = source.reference.trim();
  if (reference) return `Albarán ${reference}${when}`;
  return `${kind === 'output' ? 'Salida' : 'Entrada'} nº ${source.number}${when}`;
}

/** The draft lines of an invoice made from salidas (or entradas), in the order picked, each naming its albarán. */
export function linesFromSources(kind: InvoiceKind, sources: readonly StockDocumentForInvoice[]): InvoiceLine[] {
  return sources.flatMap((source) =>
    source.lines.map(
      (l): InvoiceLine => ({
        description: l.name,
        code: l.code,
        categoryId: l.categoryId || null,
        unit: l.unit,
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        discountPct: l.discountPct,
        vatRate: l.vatRate,
        exemption: null,
        sourceId: source.id,
        sourceLabel: sourceLabelOf(kind, source),
      }),
    ),
  );
}

/** The operation date of an invoice from several albaranes: theirs when they share one, else none (each line names its own). */
export function operationDateFromSources(sources: readonly Pick<StockDocumentForInvoice, 'date'>[]): string | null {
  const dates = new Set(sources.map((s) => s.date));
  return dates.size === 1 ? [...dates][0]! : null;
}

/** The party's identification as the invoice must show it (name or razón social, NIF, address). */
export function partySnapshotOf(data: Record<string, unknown>): PartySnapshot {
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
  return {
    name: text('name'),
    nif: text('nif'),
    address: text('address'),
    postalCode: text('postalCode'),
    city: text('city'),
    province: text('province'),
    country: text('country'),
  };
}

export function issuerSnapshotOf(corp: IssuerSnapshot): IssuerSnapshot {
  return {
    legalName: corp.legalName,
    nif: corp.nif,
    address: corp.address,
    postalCode: corp.postalCode,
    city: corp.city,
    province: corp.province,
    country: corp.country,
    iban: corp.iban,
  };
}

/** Issued, unpaid and past its due date (see domain/invoiceDates.ts). */
export function invoiceOverdue(invoice: Pick<Invoice, 'state' | 'status' | 'dueDate'>, today: string): boolean {
  return isOverdue({ state: invoice.state, paid: invoice.status === 'pagada', dueDate: invoice.dueDate }, today);
}

/**
 * The stored fields that come from the content (lines priced, breakdown,
 * totals, vendor key) and start empty (payment, rectifiedBy): the writer and
 * the seeders add state, numbering and timestamps.
 */
export function storedContentFields(content: InvoiceContent) {
  const priced = priceInvoice(content);
  return {
    kind: content.kind,
    type: content.type,
    partyId: content.partyId,
    party: content.party,
    paymentTermsDays: content.paymentTermsDays,
    recargoEquivalencia: content.recargoEquivalencia,
    irpfRate: content.irpfRate,
    operationDate: content.operationDate || null,
    lines: priced.lines,
    lineCount: priced.lines.length,
    sourceIds: content.sourceIds,
    breakdown: priced.breakdown,
    baseCents: priced.baseCents,
    vatCents: priced.vatCents,
    recargoCents: priced.recargoCents,
    irpfCents: priced.irpfCents,
    totalCents: priced.totalCents,
    notes: content.notes.trim(),
    rectifies: content.rectifies,
    vendorInvoiceNumber: content.kind === 'input' ? (content.vendorInvoiceNumber ?? '').trim() : null,
    vendorInvoiceDate: content.kind === 'input' ? content.vendorInvoiceDate : null,
    vendorInvoiceKey: content.kind === 'input' ? vendorInvoiceKey(content.partyId, content.vendorInvoiceNumber ?? '') : null,
    paidDate: null as string | null,
    paymentMethod: null as PaymentMethod | null,
    rectifiedBy: [] as RectifiedByEntry[],
  };
}
