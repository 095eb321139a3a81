/**
 * The invoice as stored in corporations/{corpId}/invoices/{id} (kind 'output'
 * for sales, 'input' for purchases) and the pure functions that build it.
 * No Firebase, no React: unit-tested beside this file.
 */
import type { TaxAdministration } from '../verifactu/scope';
import { formatDate, parseIsoDate } from '../dates';
import { isOverdue } from '../invoiceDates';
import { computeTotals, type LineInput, type RateBreakdown } from '../documentTotals';
import { computeIvaIncludedTotals, ivaIncludedBreakdown } from '../ivaIncluded';
import { counterKey, formatInvoiceNumber } from '../numbering';
import { countryCodeOf } from '../countries';
import { isPartyIdType, type PartyIdType } from '../partyId';
import { vendorInvoiceKey } from '../vendorInvoiceNumber';
import type { InvoiceAmounts, InvoiceFigures } from '../invoiceAmounts';
import type { RectificationCode, RectificationMode } from '../rectification';
import type { TaxCause } from '../tax';
import type { CounterPaymentMethod } from '../simplifiedInvoice';
import type { Instalment } from '../payments/dues';
import type { TaxOperation } from '../taxModels/model303';

export type InvoiceKind = 'input' | 'output';
export type InvoiceType = 'ordinaria' | 'rectificativa';
/** 'anulada': a sale issued in error, annulled (src/domain/invoices/annulPlan.ts); it keeps its number. */
export type InvoiceState = 'borrador' | 'emitida' | 'anulada';
/**
 * Lists filter on this: a draft, issued and unpaid, issued and paid, or replaced by a
 * rectificativa by substitution while still unpaid (the substitution is what is owed now), or
 * annulled because it was issued in error.
 */
export type InvoiceStatus = 'borrador' | 'pendiente' | 'parcial' | 'devuelta' | 'pagada' | 'sustituida' | 'anulada';
/** What the invoice lists filter on: a status, or 'vencida' (src/invoices/invoiceRepository.ts says how each reads). */
export type InvoiceStatusFilter = InvoiceStatus | 'vencida';

export const PAYMENT_METHODS = [
  'transferencia',
  'efectivo',
  'tarjeta',
  'bizum',
  'domiciliacion',
  'pagare',
  'cheque',
  'compensacion',
  'otro',
] as const;
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
  /** Why a 0 % line carries no VAT: exempt E1–E6 or not subject N1–N2 (required at 0 % on an invoice). */
  exemption: TaxCause | null;
  /** Labores del tabaco: recargo de equivalencia 1,75 % (LIVA art. 161). Absent reads as false. */
  tobacco?: boolean;
  /**
   * A service, not goods: no recargo de equivalencia (LIVA arts. 154–156). Stored only when true;
   * absent reads as goods. A product line's must match its product (`stocked: false`), checked
   * on issue (invoiceStock.ts); a free-text line's is the form's choice.
   */
  service?: boolean;
  /** The salida or entrada the line came from, and how to name it (albarán and date). */
  sourceId: string | null;
  sourceLabel: string | null;
}

export interface StoredLine extends InvoiceLine {
  baseCents: number;
  /** Prices IVA included (a factura simplificada): what the line costs the customer. */
  grossCents?: number;
}

export interface PartySnapshot {
  name: string;
  /** How `nif` identifies the party (src/domain/partyId.ts): '' a Spanish NIF, 02–07 VERI*FACTU's IDOtro types. */
  idType: PartyIdType;
  nif: string;
  address: string;
  postalCode: string;
  city: string;
  province: string;
  /** ISO 3166-1 alpha-2 ('' only in a snapshot of a record whose country name matched no code). */
  countryCode: string;
  country: string;
}

/**
 * Where a company is registered (Reglamento del Registro Mercantil art. 24.1: companies state
 * it on their documents, invoices included): the registry and the tomo, folio, hoja and
 * inscripción of its entry. Empty strings where the company has none (a sole trader).
 */
export interface MercantileRegistry {
  registry: string;
  tomo: string;
  folio: string;
  hoja: string;
  inscripcion: string;
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
  /** Absent or null: none (a sole trader, or a company that has not given it). */
  mercantileRegistry?: MercantileRegistry | null;
}

export interface Rectifies {
  invoiceId: string;
  numberText: string;
  issueDate: string;
  mode: RectificationMode;
  /** R1–R5: why it is rectified (VERI*FACTU TipoFactura of the rectificativa). */
  code: RectificationCode;
  reason: string;
  /**
   * Set by the issuing command on a substitution: the invoice as it stood just before
   * (original plus earlier rectificativas), which the reports take out again. Null otherwise.
   */
  replaced: InvoiceFigures | null;
  /**
   * A purchase credit note only: the vendor's own number and date of the purchase it rectifies,
   * copied from it on issue; what the book, the screen and the PDF name (issue 28, finding 3),
   * since `numberText` is our registry number (REG-…). Absent on sales and on older notes.
   */
  vendorInvoiceNumber?: string;
  vendorInvoiceDate?: string;
}

/** The number and date that name the invoice a rectificativa corrects: the vendor's own for a purchase credit note. */
export function rectifiedInvoiceLabel(r: Pick<Rectifies, 'numberText' | 'issueDate' | 'vendorInvoiceNumber' | 'vendorInvoiceDate'>): {
  numberText: string;
  date: string;
} {
  return r.vendorInvoiceNumber
    ? { numberText: r.vendorInvoiceNumber, date: r.vendorInvoiceDate || r.issueDate }
    : { numberText: r.numberText, date: r.issueDate };
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
  /** Purchases: bienes de inversión (modelo 303 [30]/[31]). False (or absent) on sales. */
  investmentGoods?: boolean;
  /**
   * Rent of business premises (arrendamiento de local de negocio), sold or bought: it stays in the
   * 347 despite the withholding (RGAT art. 33.2). Absent reads as false.
   */
  premisesRental?: boolean;
  /**
   * Purchases only: how the purchase is taxed (Tipo de operación) when the vendor charged no VAT —
   * intra-EU acquisition of goods (LIVA art. 13) or services (art. 84.Uno.2º with 69/70), import,
   * or domestic reverse charge (art. 84.Uno.2º) — read by the 303/349/390 (taxModels/model303.ts).
   * Null or absent: inferred from the vendor's country (`inferOperation`). Always null on sales.
   */
  operation?: TaxOperation | null;
  /**
   * A factura simplificada (RD 1619/2012 art. 4 and 7): its own series, no recipient unless the
   * customer asks (art. 7.2), and prices IVA included (src/domain/ivaIncluded.ts). Absent reads as false.
   */
  simplified?: boolean;
}

/** The lines priced, the per-rate breakdown and the amounts (total = base + IVA + recargo; payable = total − IRPF). */
export interface Pricing extends InvoiceAmounts {
  lines: StoredLine[];
  breakdown: RateBreakdown[];
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
  /**
   * The date the VAT falls due (devengo, LIVA art. 75), which decides its 303 quarter: the
   * operation date when the invoice gives one, else the issue date; a purchase's registry date.
   * Null on drafts.
   */
  taxDate: string | null;
  issuedAt: Date | null;
  lineCount: number;
  paidDate: string | null;
  paymentMethod: PaymentMethod | null;
  /** Its vencimientos and what is paid of each (issue 30, src/domain/payments/dues.ts); none on drafts and tickets. */
  instalments: Instalment[];
  /** Collected (sales) or paid (purchases) so far, or set off against a credit note: the sum of its instalments' paid. */
  collectedCents: number;
  rectifiedBy: RectifiedByEntry[];
  vendorInvoiceKey: string | null;
  createdBy: string;
  createdAt: Date | null;
  updatedAt: Date | null;
  /** An issued sale's VERI*FACTU alta as the sender last left it (server-written). */
  verifactu?: RecordMirror | null;
  /** Its registro de anulación, once annulled. */
  verifactuAnulacion?: RecordMirror | null;
  /** The AEAT environment its record went to (stamped at issue; decides the QR's host). */
  cotejoEnv?: 'test' | 'production' | null;
  /** The issuer's foral administration when VERI*FACTU did not apply (no record, no QR). */
  verifactuExempt?: TaxAdministration | null;
  /** Why and when it was annulled (state 'anulada'). */
  annulled?: { reason: string; at: Date | null } | null;
  /** Each line's unitPriceCents is the price IVA included (computeIvaIncludedTotals). Absent reads as false. */
  vatIncluded?: boolean;
  /** How a counter sale was paid at issue: the cash tendered and the change given. */
  counterPayment?: {
    method: CounterPaymentMethod;
    tenderedCents: number;
    changeCents: number;
    /** Store-credit vale (issue 29): its code and what it paid (negative on a refund onto a new vale). */
    voucherCode?: string;
    voucherCents?: number;
  } | null;
  /** The salida the invoice made (null when no line moves stock). */
  stockDocumentId?: string | null;
  /** A sale's goods returned so far (src/returns), by line position. */
  returned?: Record<string, number>;
}

/** What an invoice keeps of one of its VERI*FACTU records (src/domain/verifactu/verifactuPlan.ts, the sender). */
export interface RecordMirror {
  recordId: string;
  state: 'pendiente' | 'aceptado' | 'aceptado_con_errores' | 'rechazado';
  code: number | null;
  message: string | null;
}

/**
 * Lines with their bases, the per-rate breakdown and the amounts, all from the domain's
 * computeTotals; a factura simplificada's prices are IVA included, split per rate by
 * computeIvaIncludedTotals (no recargo, no IRPF: the total is what the customer pays).
 */
export function priceInvoice(content: Pick<InvoiceContent, 'lines' | 'recargoEquivalencia' | 'irpfRate' | 'simplified'>): Pricing {
  if (content.simplified === true) {
    const gross = computeIvaIncludedTotals(content.lines);
    return {
      lines: content.lines.map((line, i) => ({
        ...line,
        exemption: line.exemption ?? null,
        tobacco: false,
        ...(line.service === true ? { service: true } : {}),
        baseCents: gross.lineBases[i] ?? 0,
        grossCents: gross.lineGross[i] ?? 0,
      })),
      breakdown: ivaIncludedBreakdown(gross),
      baseCents: gross.baseCents,
      vatCents: gross.vatCents,
      recargoCents: 0,
      irpfCents: 0,
      totalCents: gross.totalCents,
      payableCents: gross.totalCents,
    };
  }
  const totals = computeTotals(content.lines, {
    recargoEquivalencia: content.recargoEquivalencia,
    irpfRate: content.irpfRate,
  });
  return {
    lines: content.lines.map((line, i) => ({
      ...line,
      exemption: line.exemption ?? null,
      tobacco: line.tobacco === true,
      ...(line.service === true ? { service: true } : {}),
      baseCents: totals.lineBases[i] ?? 0,
    })),
    breakdown: totals.breakdown,
    baseCents: totals.baseCents,
    vatCents: totals.vatCents,
    recargoCents: totals.recargoCents,
    irpfCents: totals.irpfCents,
    totalCents: totals.totalCents,
    payableCents: totals.payableCents,
  };
}

/** Default series of facturas simplificadas (tickets) when the company names none. */
export const DEFAULT_SIMPLIFIED_SERIES = 'T';

/**
 * The series an invoice is numbered in: purchases in the registry, rectificativas (of any
 * invoice, simplified ones too) in the rectification series, facturas simplificadas in theirs
 * (RD 1619/2012 art. 6.1.a: series apart where there are reasons), the rest in the sales series.
 */
export function seriesFor(
  kind: InvoiceKind,
  type: InvoiceType,
  corp: { salesSeries: string; rectificationSeries: string; simplifiedSeries?: string },
  simplified = false,
): string {
  if (kind === 'input') return PURCHASE_REGISTRY_SERIES;
  if (type === 'rectificativa') return corp.rectificationSeries;
  return simplified ? corp.simplifiedSeries || DEFAULT_SIMPLIFIED_SERIES : corp.salesSeries;
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

/**
 * The date an issued invoice's VAT falls due (devengo, LIVA art. 75): a sale's when the goods
 * are delivered or the service done, i.e. its operation date when it gives one, else the issue
 * date; a purchase's VAT is deducted in the period it is registered (LIVA art. 99), so its
 * registry date.
 */
export function taxDateOf(kind: InvoiceKind, operationDate: string | null, issueDate: string): string {
  return kind === 'output' && operationDate ? operationDate : issueDate;
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
    source.lines.map((l): InvoiceLine => ({
      description: l.name,
      code: l.code,
      categoryId: l.categoryId || null,
      unit: l.unit,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      discountPct: l.discountPct,
      vatRate: l.vatRate,
      exemption: null,
      tobacco: false,
      sourceId: source.id,
      sourceLabel: sourceLabelOf(kind, source),
    })),
  );
}

/** The operation date of an invoice from several albaranes: theirs when they share one, else none (each line names its own). */
export function operationDateFromSources(sources: readonly Pick<StockDocumentForInvoice, 'date'>[]): string | null {
  const dates = new Set(sources.map((s) => s.date));
  return dates.size === 1 ? [...dates][0]! : null;
}

/** The party's identification as the invoice must show it (name or razón social, NIF, address). */
/**
 * The party as an invoice keeps it, from a stored party or a stored snapshot. Those stored before
 * foreign identifications have no idType (a Spanish NIF) and no countryCode (their country's name gives it).
 */
export function partySnapshotOf(data: Record<string, unknown>): PartySnapshot {
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
  return {
    name: text('name'),
    idType: isPartyIdType(data.idType) ? data.idType : '',
    nif: text('nif'),
    address: text('address'),
    postalCode: text('postalCode'),
    city: text('city'),
    province: text('province'),
    countryCode: text('countryCode') || (countryCodeOf(text('country')) ?? ''),
    country: text('country'),
  };
}

/** Stored registry data (a company's or a snapshot's) or null when there is none. */
export function mercantileRegistryOf(v: unknown): MercantileRegistry | null {
  if (!v || typeof v !== 'object') return null;
  const d = v as Record<string, unknown>;
  const text = (key: keyof MercantileRegistry) => (typeof d[key] === 'string' ? (d[key] as string) : '');
  return { registry: text('registry'), tomo: text('tomo'), folio: text('folio'), hoja: text('hoja'), inscripcion: text('inscripcion') };
}

export function issuerSnapshotOf(corp: IssuerSnapshot): IssuerSnapshot {
  const r = corp.mercantileRegistry ?? null;
  const registered = r !== null && [r.registry, r.tomo, r.folio, r.hoja, r.inscripcion].some((v) => v.trim() !== '');
  return {
    mercantileRegistry: registered
      ? { registry: r.registry.trim(), tomo: r.tomo.trim(), folio: r.folio.trim(), hoja: r.hoja.trim(), inscripcion: r.inscripcion.trim() }
      : null,
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

/** The issuer snapshot of a company's stored `data` (corporations/{id}.data), whatever its age. */
export function issuerFromCompanyData(data: Record<string, unknown> | undefined): IssuerSnapshot {
  const str = (key: string) => (typeof data?.[key] === 'string' ? (data[key] as string) : '');
  return issuerSnapshotOf({
    legalName: str('legalName'),
    nif: str('nif'),
    address: str('address'),
    postalCode: str('postalCode'),
    city: str('city'),
    province: str('province'),
    country: str('country'),
    iban: str('iban'),
    mercantileRegistry: mercantileRegistryOf(data?.mercantileRegistry),
  });
}

/** What an issued invoice asks to be paid: its payable amount less what the invoices a substitution replaced had collected. */
export function outstandingOf(invoice: Pick<Invoice, 'payableCents' | 'rectifies'>): number {
  return invoice.payableCents - (invoice.rectifies?.replaced?.settledCents ?? 0);
}

/**
 * An invoice draft as it is stored (without its timestamps): the content's fields and no number.
 * The one builder of this shape: the saving command (invoicePlans.planDraft), the seeds and the
 * test helpers all call it.
 */
export function storedDraftInvoice(content: InvoiceContent, draft: { date: string; createdBy: string }) {
  return {
    ...storedContentFields(content),
    state: 'borrador' as const,
    status: 'borrador' as const,
    series: null as string | null,
    year: null as number | null,
    number: null as number | null,
    numberText: null as string | null,
    date: draft.date,
    issueDate: null as string | null,
    issuedAt: null,
    issuedBy: null as string | null,
    issuer: null as IssuerSnapshot | null,
    dueDate: content.kind === 'input' ? content.dueDate : null,
    createdBy: draft.createdBy,
  };
}

/** Where and when an invoice was issued, and by whom: what issuing adds to its content. */
export interface IssuedAs {
  series: string;
  year: number;
  number: number;
  issueDate: string;
  issuedBy: string;
  issuer: IssuerSnapshot;
  /** Sales: from the payment terms (dueDateFor). Purchases: the vendor's. */
  dueDate: string | null;
  createdBy: string;
}

/**
 * An issued invoice as it is stored (without issuedAt and the timestamps), pending payment. The one
 * builder of this shape: the issuing command (invoicePlans.planIssue), the seeds and the test helpers.
 */
export function storedIssuedInvoice(content: InvoiceContent, as: IssuedAs) {
  return {
    ...storedContentFields(content),
    state: 'emitida' as const,
    status: 'pendiente' as InvoiceStatus,
    series: as.series,
    year: as.year,
    number: as.number,
    numberText: numberTextFor(as.series, as.year, as.number),
    date: as.issueDate,
    taxDate: taxDateOf(content.kind, content.operationDate, as.issueDate),
    issueDate: as.issueDate,
    issuedBy: as.issuedBy,
    issuer: as.issuer,
    dueDate: as.dueDate,
    createdBy: as.createdBy,
  };
}

/** Issued, unpaid, with something to collect or pay and past its due date (see domain/invoiceDates.ts): a credit never is. */
export function invoiceOverdue(invoice: Pick<Invoice, 'state' | 'status' | 'dueDate' | 'payableCents' | 'rectifies'>, today: string): boolean {
  return isOverdue(
    { state: invoice.state, paid: invoice.status === 'pagada', dueDate: invoice.dueDate, outstandingCents: outstandingOf(invoice) },
    today,
  );
}

/**
 * The stored fields that come from the content (lines priced, breakdown,
 * totals, vendor key) and start empty (payment, rectifiedBy): the writer and
 * the seeders add state, numbering and timestamps.
 */
export function storedContentFields(content: InvoiceContent) {
  const priced = priceInvoice(content);
  const simplified = content.kind === 'output' && content.simplified === true;
  return {
    kind: content.kind,
    type: content.type,
    simplified,
    vatIncluded: simplified,
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
    payableCents: priced.payableCents,
    investmentGoods: content.kind === 'input' && content.investmentGoods === true,
    premisesRental: content.premisesRental === true,
    operation: content.kind === 'input' ? (content.operation ?? null) : null,
    notes: content.notes.trim(),
    rectifies: content.rectifies,
    vendorInvoiceNumber: content.kind === 'input' ? (content.vendorInvoiceNumber ?? '').trim() : null,
    vendorInvoiceDate: content.kind === 'input' ? content.vendorInvoiceDate : null,
    vendorInvoiceKey: content.kind === 'input' ? vendorInvoiceKey(content.partyId, content.vendorInvoiceNumber ?? '') : null,
    taxDate: null as string | null,
    paidDate: null as string | null,
    paymentMethod: null as PaymentMethod | null,
    rectifiedBy: [] as RectifiedByEntry[],
    /** The salida an issued sale made for its product lines (src/domain/invoices/invoiceStock.ts); null: none. */
    stockDocumentId: null as string | null,
  };
}

/**
 * A new invoice's content before anything is chosen (an ordinaria of `kind` with no party, lines,
 * dates or rectification, not simplified): every builder of an InvoiceContent — the form, the
 * counter, a return, the seeders and test fixtures — spreads its differences over it, so a field
 * added to InvoiceContent is added here once.
 */
export function emptyInvoiceContent(kind: InvoiceKind): InvoiceContent {
  return {
    kind,
    type: 'ordinaria',
    partyId: '',
    party: partySnapshotOf({}),
    paymentTermsDays: 0,
    recargoEquivalencia: false,
    irpfRate: 0,
    operationDate: null,
    dueDate: null,
    lines: [],
    sourceIds: [],
    notes: '',
    rectifies: null,
    vendorInvoiceNumber: null,
    vendorInvoiceDate: null,
    investmentGoods: false,
    premisesRental: false,
    operation: null,
    simplified: false,
  };
}
